/**
 * `postroom team members` (issue 34, reviewcore): every line of its output on stdout, each ending in
 * a line break — the summary line, the head, one row per member — and `--json` one member object
 * per line. The summary used to go to stderr before the table on stdout, with no line break of its
 * own between them when both were read together.
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

/** Runs the CLI with stdout and stderr written to ONE stream, as a terminal shows them. */
async function cli(args: string[]): Promise<{ code: number; out: string; stdout: string }> {
  let out = '';
  let stdout = '';
  const code = await runCli(args, { stdout: (s) => void ((stdout += s), (out += s)), stderr: (s) => void (out += s), stdin: async () => '', env: {} });
  return { code, out, stdout };
}

describe('team members output', () => {
  it('the summary, the head and each member are lines of their own; --json is one object per line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'postroom-members-'));
    dirs.push(dir);
    const empty = await cli(['team', 'members', '--data-dir', dir]);
    expect(empty.code).toBe(0);
    expect(empty.stdout.split('\n')).toEqual([expect.stringMatching(/^.+: 0 active members$/), 'no members yet; make one with postroom team token --role owner --name NAME', '']);
    for (const [name, role] of [['Ann', 'owner'], ['Bình', 'editor'], ['Lan', 'viewer']] as const) {
      expect((await cli(['team', 'token', '--role', role, '--name', name, '--data-dir', dir])).code).toBe(0);
    }
    expect((await cli(['team', 'revoke', 'Lan', '--data-dir', dir])).code).toBe(0);
    const r = await cli(['team', 'members', '--data-dir', dir]);
    expect(r.code).toBe(0);
    expect(r.out).toBe(r.stdout); // nothing on stderr to interleave
    const lines = r.stdout.split('\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(0, -1)).toEqual([
      expect.stringMatching(/^.+: 2 active members$/),
      expect.stringMatching(/^NAME +ROLE +MADE \(UTC\) +LAST SEEN \(UTC\) +STATE$/),
      expect.stringMatching(/^Ann +owner +\d{4}-\d\d-\d\d \d\d:\d\d +never +active$/),
      expect.stringMatching(/^Bình +editor +\d{4}-\d\d-\d\d \d\d:\d\d +never +active$/),
      expect.stringMatching(/^Lan +viewer +\d{4}-\d\d-\d\d \d\d:\d\d +never +revoked \d{4}-\d\d-\d\d \d\d:\d\d$/),
    ]);
    // The columns line up (the head's ROLE starts where every row's role does).
    const at = lines[1]!.indexOf('ROLE');
    for (const l of lines.slice(2, 5)) expect([...l].slice(at, at + 1).join('')).toMatch(/[a-z]/);
    const json = await cli(['team', 'members', '--json', '--data-dir', dir]);
    const jl = json.stdout.split('\n');
    expect(jl.at(-1)).toBe('');
    expect(jl.slice(0, -1).map((l) => JSON.parse(l) as { name: string; role: string })).toEqual([
      expect.objectContaining({ name: 'Ann', role: 'owner', revokedAt: null }),
      expect.objectContaining({ name: 'Bình', role: 'editor', revokedAt: null }),
      expect.objectContaining({ name: 'Lan', role: 'viewer', revokedAt: expect.stringMatching(/^\d{4}-/) }),
    ]);
  });
});
