#!/usr/bin/env node
/** `npm run start:web`: serves Postroom to a browser on 127.0.0.1 and prints the address. */
import { defaultDataDir } from '../common';
import { parseWebHostArgs, WEB_HOST_HELP, WebHostArgsError, type WebHostArgs } from './args';
import { launchWebHost } from './launch';

let args: WebHostArgs;
try {
  args = parseWebHostArgs(process.argv.slice(2));
} catch (err) {
  if (!(err instanceof WebHostArgsError)) throw err;
  console.error(`postroom: ${err.message}`);
  process.exit(2);
}
if (args.help) {
  console.log(WEB_HOST_HELP);
  process.exit(0);
}
const host = await launchWebHost({
  dataDir: args.dataDir ?? defaultDataDir(),
  ...(args.port === undefined ? {} : { port: args.port }),
  ...(args.newToken ? { newToken: true } : {}),
  ...(Object.keys(args.sandbox).length ? { sandbox: args.sandbox } : {}),
});
console.log(`Postroom is served at ${host.url}`);
console.log(`(data dir: ${host.core.dataDir}; stop with Ctrl+C)`);
if (args.sandbox.faults !== undefined) {
  console.log(`(embedded sandbox Hub faults: ${typeof args.sandbox.faults === 'string' ? args.sandbox.faults : JSON.stringify(args.sandbox.faults)}${args.sandbox.seed === undefined ? '' : `, seed ${args.sandbox.seed}`})`);
}
const stop = (): void => {
  void host.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
