export { startWebHost, CSP, type WebHost, type WebHostOptions } from './server';
export { launchWebHost, type LaunchedWebHost } from './launch';
export { parseWebHostArgs, WebHostArgsError, WEB_HOST_USAGE, type WebHostArgs } from './args';
