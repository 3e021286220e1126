#!/usr/bin/env node
/** `npm run start:web`: serves Postroom to a browser on 127.0.0.1 and prints the address. */
import { parseArgs } from 'node:util';
import { defaultDataDir } from '../common';
import { launchWebHost } from './launch';

const { values } = parseArgs({ options: { port: { type: 'string' }, 'data-dir': { type: 'string' } } });
const port = values.port === undefined ? undefined : Number(values.port);
if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65535)) {
  console.error(`postroom: --port must be a port number, not ${values.port}`);
  process.exit(2);
}
const host = await launchWebHost({ dataDir: values['data-dir'] ?? defaultDataDir(), ...(port === undefined ? {} : { port }) });
console.log(`Postroom is served at ${host.url}`);
console.log(`(data dir: ${host.core.dataDir}; stop with Ctrl+C)`);
const stop = (): void => {
  void host.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
