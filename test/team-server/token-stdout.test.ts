/**
 * heldfix (walk 3b): `postroom team token … > file` writes ONLY the token to the file, so
 * `workspace join … < file` reads a member token; the label ("Token of Lan (editor) …") is a note on
 * stderr. Before, stdout carried the label line too and the join said "That is not a member token".
 * `--json` is unchanged (one object with the token).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli/main';
import { TOKEN_PATTERN } from '../../src-main/team';

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

describe('team token: stdout is the token alone', () => {
  it('prints the token (one line) on stdout and the label on stderr; --json keeps its object', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'postroom-token-'));
    dirs.push(dir);
    // w29sent: a team's first member is its owner.
    expect((await cli(['team', 'token', '--role', 'owner', '--name', 'Chi', '--data-dir', dir])).code).toBe(0);
    const r = await cli(['team', 'token', '--role', 'editor', '--name', 'Lan', '--data-dir', dir]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^\S+\n$/);
    expect(r.stdout.trim()).toMatch(TOKEN_PATTERN);
    expect(r.stderr).toContain('Token of Lan (editor)');
    const j = await cli(['team', 'token', '--role', 'viewer', '--name', 'Minh', '--json', '--data-dir', dir]);
    expect(j.code).toBe(0);
    expect(JSON.parse(j.stdout)).toMatchObject({ ok: true, name: 'Minh', role: 'viewer', token: expect.stringMatching(TOKEN_PATTERN) });
    expect(j.stderr).toBe('');
  });
});
