// `npm test`: the one command that proves the project. Runs, in order and stopping at
// the first failure: typecheck, lint, build, unit+integration tests (under a private
// D-Bus session with an unlocked gnome-keyring, so the keychain tests use the real
// Secret Service), then the end-to-end tests in a real Chromium (and Electron where
// its binary exists). Prints one summary line per step and the time it took.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (n) => join(root, 'node_modules', '.bin', n);
const only = process.argv.slice(2);
const keyring = join(root, 'scripts', 'with-keyring.sh');
const wrap = (cmd) => (existsSync(keyring) ? ['bash', keyring, ...cmd] : cmd);

const steps = [
  ['typecheck', [bin('tsc'), '-p', 'tsconfig.json']],
  ['typecheck:renderer', [bin('svelte-check'), '--tsconfig', 'tsconfig.web.json', '--threshold', 'warning', '--output', 'human']],
  ['lint', [bin('eslint'), '.']],
  ['build', [bin('electron-vite'), 'build']],
  ['unit', wrap([bin('vitest'), 'run'])],
  ['e2e', wrap([bin('vitest'), 'run', '--config', 'vitest.e2e.config.ts'])],
];

const results = [];
for (const [name, cmd] of steps) {
  if (only.length && !only.includes(name)) continue;
  const t0 = Date.now();
  console.log(`\n── ${name}: ${cmd.map((c) => c.replace(root + '/', '')).join(' ')}`);
  const r = spawnSync(cmd[0], cmd.slice(1), { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : process.env.FORCE_COLOR } });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  results.push(`${r.status === 0 ? 'ok  ' : 'FAIL'} ${name} (${secs} s)`);
  if (r.status !== 0) {
    console.log(`\n${results.join('\n')}\nnpm test: ${name} failed`);
    process.exit(r.status ?? 1);
  }
}
console.log(`\n${results.join('\n')}\nnpm test: all steps passed`);
