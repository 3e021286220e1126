// `npm test`: the one command that proves the project. Runs, in order and stopping at
// the first failure: typecheck, lint, build, unit+integration tests (under a private
// D-Bus session with an unlocked gnome-keyring, so the keychain tests use the real
// Secret Service), then the end-to-end tests in a real Chromium (and Electron where
// its binary exists). Prints one summary line per step and the time it took.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (n) => join(root, 'node_modules', '.bin', n);
const only = process.argv.slice(2);
const keyring = join(root, 'scripts', 'with-keyring.sh');
const wrap = (cmd) => (existsSync(keyring) ? ['bash', keyring, ...cmd] : cmd);

const reportFile = (name) => join(root, 'test-results', `vitest-${name}.json`);
/** Vitest prints its own summary; the JSON report lets us print one plain total line for CI. */
const report = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${reportFile(name)}`];

function counts(name) {
  try {
    const r = JSON.parse(readFileSync(reportFile(name), 'utf8'));
    return { passed: r.numPassedTests ?? 0, failed: (r.numFailedTests ?? 0) + (r.numFailedTestSuites ?? 0), skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0) };
  } catch {
    return null;
  }
}

const steps = [
  ['typecheck', [bin('tsc'), '-p', 'tsconfig.json']],
  ['typecheck:renderer', [bin('svelte-check'), '--tsconfig', 'tsconfig.web.json', '--threshold', 'warning', '--output', 'human']],
  ['lint', [bin('eslint'), '.']],
  // Electron misconfigurations (Electronegativity): high/medium findings must be explained in security/.
  ['lint', [bin('tsx'), 'scripts/electronegativity.ts']],
  ['build', [bin('electron-vite'), 'build']],
  ['unit', wrap([bin('vitest'), 'run', ...report('unit')])],
  ['e2e', wrap([bin('vitest'), 'run', '--config', 'vitest.e2e.config.ts', ...report('e2e')])],
];

const results = [];
const totals = { passed: 0, failed: 0, skipped: 0 };
/** The step lines, the verdict, and last of all the plain total line CI reads. */
const summary = (verdict) => {
  const lines = [...results, verdict];
  if (totals.passed + totals.failed + totals.skipped > 0) lines.push(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  return lines.join('\n');
};
for (const [name, cmd] of steps) {
  if (only.length && !only.includes(name)) continue;
  const t0 = Date.now();
  if (name === 'unit' || name === 'e2e') rmSync(reportFile(name), { force: true });
  console.log(`\n── ${name}: ${cmd.map((c) => c.replace(root + '/', '')).join(' ')}`);
  const r = spawnSync(cmd[0], cmd.slice(1), { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : process.env.FORCE_COLOR } });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  const c = name === 'unit' || name === 'e2e' ? counts(name) : null;
  if (c) for (const k of Object.keys(totals)) totals[k] += c[k];
  results.push(`${r.status === 0 ? 'ok  ' : 'FAIL'} ${name} (${secs} s)${c ? `: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped` : ''}`);
  if (r.status !== 0) {
    if (c && c.failed === 0) totals.failed += 1; // the step failed without a failed test (a crash, an unhandled error)
    console.log(`\n${summary(`npm test: ${name} failed`)}`);
    process.exit(r.status ?? 1);
  }
}
console.log(`\n${summary('npm test: all steps passed')}`);
