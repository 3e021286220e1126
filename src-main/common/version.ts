import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const pkg = require('../../package.json') as { name: string; version: string };

export const APP_NAME = 'Postroom';
export const APP_VERSION: string = pkg.version;
/** Sent as User-Agent on every Hub request. */
export const USER_AGENT = `${APP_NAME}/${APP_VERSION} (+desktop; node ${process.versions.node})`;
