/**
 * The keychain check of two Postroom processes at once (the app and the CLI on one laptop; two test files under
 * CI's two-at-a-time run): each probes its own entry. On one shared probe entry, one process's delete removed the
 * other's item mid-check ("No such interface “org.freedesktop.Secret.Item”", seen as key.set's keychain_unavailable
 * in an e2e run) or one read back the other's value. Three real processes, each checking 15 times, on the real
 * Secret Service: every check passes.
 *
 * Needs the keychain: run under scripts/with-keyring.sh (skipped with a printed reason otherwise).
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { keychainOrSkipReason, TEST_SERVICE } from './keychain';

const skipReason = await keychainOrSkipReason('test/secrets/probe-race.test.ts');

const CHECKER = `
import { KeytarSecretStore } from './src-main/secrets/index.ts';
const store = new KeytarSecretStore({ service: process.argv[1] });
let failed = 0;
for (let i = 0; i < 15; i++) {
  try { await store.check(); } catch (e) { failed++; console.error(String(e.message ?? e)); }
}
console.log(JSON.stringify({ failed }));
`;

function checker(): Promise<{ failed: number; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', CHECKER, TEST_SERVICE], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', () => {
      try {
        resolve({ ...(JSON.parse(out.trim().split('\n').pop() ?? '') as { failed: number }), stderr: err });
      } catch {
        reject(new Error(`checker printed no result: ${out} ${err}`));
      }
    });
  });
}

describe.skipIf(skipReason !== null)('keychain check in several processes at once', () => {
  it('every check of three processes checking together passes', async () => {
    const runs = await Promise.all([checker(), checker(), checker()]);
    expect(runs.map((r) => r.failed), runs.map((r) => r.stderr).join('\n')).toEqual([0, 0, 0]);
  }, 60_000);
});
