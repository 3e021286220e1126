/**
 * w29sent (walk 25, 3): `team token` let a team be made with no owner (an editor, an approver): then no one
 * could change its settings or roles, and the words named an owner that did not exist. Now a team's first
 * member is its owner: a non-owner before any owner is refused with a typed error (`last_owner`), nothing made.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli/main';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s), stdin: async () => '', env: {} });
  return { code, stdout, stderr };
}

describe('team token: a team has an owner before anyone else', () => {
  it('refuses an editor or approver as the first member (typed, nothing made), then takes them once an owner exists', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'postroom-no-owner-'));
    dirs.push(dir);
    for (const role of ['editor', 'approver', 'viewer']) {
      const r = await cli(['team', 'token', '--role', role, '--name', 'Lan', '--json', '--data-dir', dir]);
      expect(r.code).toBe(1);
      expect(JSON.parse(r.stdout)).toMatchObject({ ok: false, error: { code: 'last_owner', message: expect.stringContaining('The team has no owner yet') } });
    }
    const plain = await cli(['team', 'token', '--role', 'editor', '--name', 'Lan', '--data-dir', dir]);
    expect(plain.stdout).toBe('');
    expect(plain.stderr).toContain('its first member is its owner (postroom team token --role owner --name NAME), then make "Lan" editor. Nothing was changed.');
    const none = await cli(['team', 'members', '--json', '--data-dir', dir]);
    expect(none.stdout).toBe('');
    expect((await cli(['team', 'token', '--role', 'owner', '--name', 'Chi', '--data-dir', dir])).code).toBe(0);
    expect((await cli(['team', 'token', '--role', 'editor', '--name', 'Lan', '--data-dir', dir])).code).toBe(0);
    const members = (await cli(['team', 'members', '--json', '--data-dir', dir])).stdout.trim().split('\n').map((l) => JSON.parse(l) as { name: string; role: string });
    expect(members.map((m) => [m.name, m.role])).toEqual([['Chi', 'owner'], ['Lan', 'editor']]);
    // Nor may the only owner be revoked: the team would be left with none.
    const alone = await cli(['team', 'revoke', 'Chi', '--json', '--data-dir', dir]);
    expect([alone.code, JSON.parse(alone.stdout)]).toEqual([1, { ok: false, error: { code: 'last_owner', message: '"Chi" is the team\'s only owner; make another member owner first (postroom team role NAME owner), then revoke Chi. For a new token in place of theirs: postroom team token --role owner --name "Chi" --replace. Nothing was changed.' } }]);
    expect((await cli(['team', 'role', 'Lan', 'owner', '--data-dir', dir])).code).toBe(0);
    expect((await cli(['team', 'revoke', 'Chi', '--data-dir', dir])).code).toBe(0);
  });
});
