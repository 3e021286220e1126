#!/usr/bin/env node
import { text } from 'node:stream/consumers';
import { runCli } from './main';

const controller = new AbortController();
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.once(sig, () => controller.abort(new Error(`stopped by ${sig}`)));
}

// A reader that stops early (`postroom status --json | head`) closes the pipe: that is not a failure.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code !== 'EPIPE') throw err;
  controller.abort(new Error('stdout closed'));
  process.exit(0);
});

const code = await runCli(process.argv.slice(2), {
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  stdin: () => text(process.stdin),
  env: process.env,
  signal: controller.signal,
});
process.exitCode = code;
