// Where the Electron binary is, or why there is none. Shared by `npm start` and the Electron e2e test.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** @returns {{ ok: true, path: string, version: string } | { ok: false, reason: string }} */
export function findElectron() {
  let dir;
  try {
    dir = dirname(require.resolve('electron/package.json'));
  } catch {
    return { ok: false, reason: 'the electron package is not installed (npm install)' };
  }
  const version = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
  const pathTxt = join(dir, 'path.txt');
  if (!existsSync(pathTxt)) {
    return { ok: false, reason: `the Electron ${version} binary was never downloaded (its release host is unreachable from this machine)` };
  }
  const bin = join(dir, 'dist', readFileSync(pathTxt, 'utf8').trim());
  if (!existsSync(bin)) return { ok: false, reason: `the Electron binary is missing at ${bin}` };
  return { ok: true, path: bin, version };
}
