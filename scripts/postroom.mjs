#!/usr/bin/env node
// The `postroom` command (package.json "bin", `npm run -s postroom`): runs the built CLI,
// building it first where it is missing or older than the sources (scripts/cli-bundle.mjs).
import { realpathSync } from 'node:fs';
import { ensureBuilt, root } from './cli-bundle.mjs';

// w31team (walk 28): `npm run postroom -- …` runs this from the package root wherever it was typed, so
// `campaign import ID ./plan.csv` or `--data-dir ./team` were the repository's. npm keeps the caller's
// directory in INIT_CWD: the CLI works there. Only when npm started this script in the package root: a
// process that inherited npm's variables but gave this one a directory of its own keeps it.
const { npm_lifecycle_event: npmScript, INIT_CWD: caller } = process.env;
if (npmScript === 'postroom' && caller && realpathSync(process.cwd()) === realpathSync(root)) process.chdir(caller);

await import(await ensureBuilt('postroom'));
