// `npm start`: builds what is stale, then opens Postroom in Electron. Where the Electron
// binary is not installed or cannot start, it says so in one line and serves the same
// app through the web host on 127.0.0.1 instead.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newest } from './cli-bundle.mjs';
import { findElectron } from './electron-binary.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);

function buildIfStale() {
  const out = join(root, 'out', 'renderer', 'index.html');
  const built = existsSync(out) ? statSync(out).mtimeMs : 0;
  const sources = Math.max(newest(join(root, 'src-renderer')), newest(join(root, 'src-main')), newest(join(root, 'src-preload')));
  if (built >= sources) return;
  console.log('postroom: building the app (electron-vite build)…');
  const r = spawnSync(bin('electron-vite'), ['build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

function startWeb() {
  // The web host's bundle (out/cli/web.js, built with the app; scripts/web.mjs builds it if missing).
  const child = spawn(process.execPath, [join(root, 'scripts', 'web.mjs'), ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
  child.on('exit', (code) => process.exit(code ?? 0));
}

buildIfStale();
const electron = findElectron();
if (!electron.ok) {
  console.log(`postroom: Electron is not available here (${electron.reason}); serving the app through the web host instead.`);
  startWeb();
} else if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
  console.log('postroom: Electron is installed but there is no display (DISPLAY/WAYLAND_DISPLAY unset); serving the app through the web host instead.');
  startWeb();
} else {
  const started = Date.now();
  const child = spawn(electron.path, [root], { cwd: root, stdio: 'inherit' });
  child.on('error', (err) => {
    console.log(`postroom: Electron could not start (${err.message}); serving the app through the web host instead.`);
    startWeb();
  });
  child.on('exit', (code) => {
    if (code !== 0 && Date.now() - started < 5000) {
      console.log(`postroom: Electron exited at start-up (code ${code}); serving the app through the web host instead.`);
      startWeb();
    } else process.exit(code ?? 0);
  });
}
