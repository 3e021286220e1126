// `npm run native:electron`: builds better-sqlite3 for Electron's ABI into
// native/electron-<modules>/better_sqlite3.node, leaving node_modules' Node build
// untouched, so tests/CLI (Node) and the app (Electron) each load their own copy.
// keytar and sharp use Node-API (ABI-stable) and need no second build.
// Needs Electron's headers from its release host; where that is unreachable it says
// so in one line and exits 0 (the app then cannot open its library in Electron, and
// `npm start` uses the web host).
import { cpSync, existsSync, mkdirSync, mkdtempSync, copyFileSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findElectron } from './electron-binary.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const electronVersion = JSON.parse(readFileSync(require.resolve('electron/package.json'), 'utf8')).version;
const electron = findElectron();
if (!electron.ok) {
  console.log(`postroom: skipping the Electron build of better-sqlite3: ${electron.reason}.`);
  process.exit(0);
}
const abi = spawnSync(electron.path, ['-e', 'process.stdout.write(process.versions.modules)'], { env: { ...process.env, ELECTRON_RUN_AS_NODE: '1' }, encoding: 'utf8' }).stdout.trim();
const target = join(root, 'native', `electron-${abi}`, 'better_sqlite3.node');
if (existsSync(target)) process.exit(0);
const work = mkdtempSync(join(tmpdir(), 'postroom-native-'));
cpSync(dirname(require.resolve('better-sqlite3/package.json')), work, { recursive: true, filter: (p) => !p.includes(`${'build'}`) });
const gyp = join(dirname(process.execPath), '..', 'lib', 'node_modules', 'npm', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js');
const r = spawnSync(process.execPath, [gyp, 'rebuild', '--release', `--target=${electronVersion}`, '--dist-url=https://electronjs.org/headers', '--runtime=electron'], { cwd: work, stdio: 'inherit', env: { ...process.env, npm_config_nodedir: '' } });
if (r.status !== 0) {
  console.log('postroom: the Electron build of better-sqlite3 failed (see above); the Node build is untouched.');
  rmSync(work, { recursive: true, force: true });
  process.exit(0);
}
mkdirSync(dirname(target), { recursive: true });
copyFileSync(join(work, 'build', 'Release', 'better_sqlite3.node'), target);
rmSync(work, { recursive: true, force: true });
console.log(`postroom: built better-sqlite3 for Electron ${electronVersion} (ABI ${abi}) at ${target}`);
