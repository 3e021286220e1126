export { startWebHost, CSP, type WebHost, type WebHostOptions } from './server';
export { launchWebHost, type LaunchedWebHost } from './launch';
