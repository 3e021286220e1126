#!/usr/bin/env node
// The `postroom` command (package.json "bin", `npm run -s postroom`): runs the built CLI,
// building it first where it is missing or older than the sources (scripts/cli-bundle.mjs).
import { ensureBuilt } from './cli-bundle.mjs';

await import(await ensureBuilt('postroom'));
