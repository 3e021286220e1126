// Runs after `npm install` / `npm ci` in this project.
//
// Electron's own install script downloads the Electron binary from its release host.
// Where that host cannot be reached (machines with only the npm registry), that
// script fails and would fail the whole install, so package.json's `allowScripts`
// denies it and we run it here instead: it is tried once, and a failure is reported
// in one line and does not fail the install. `npm start` then serves the web host.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
let electronDir;
try {
  electronDir = dirname(require.resolve('electron/package.json'));
} catch {
  process.exit(0); // production install without dev dependencies
}
if (process.env.ELECTRON_SKIP_BINARY_DOWNLOAD) {
  console.log('postroom: ELECTRON_SKIP_BINARY_DOWNLOAD is set; the Electron binary was not downloaded (npm start will use the web host).');
  process.exit(0);
}
if (existsSync(join(electronDir, 'path.txt'))) process.exit(0);
const r = spawnSync(process.execPath, [join(electronDir, 'install.js')], { cwd: electronDir, encoding: 'utf8', timeout: 180_000 });
if (r.status === 0) {
  console.log('postroom: Electron binary installed.');
} else {
  const why = `${r.stderr ?? ''}${r.stdout ?? ''}`.split('\n').find((l) => /Error|ENOTFOUND|EAI_AGAIN|ECONN/.test(l))?.trim() ?? `exit ${r.status}`;
  console.log(`postroom: the Electron binary could not be downloaded (${why}); npm start will serve the app through the web host instead.`);
}
