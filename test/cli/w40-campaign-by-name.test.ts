/**
 * Walk 40a (5): `campaign status "Lumen Paris"` (and import, dry-run, send…) said "campaign Lumen Paris not found" of a
 * campaign `campaign list` showed, while `review preview "Tết 2027"` takes a name. A command that takes a campaign reads a
 * name as the one campaign of that name; two of one name are said, with their ids.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';

const dir = mkdtempSync(join(tmpdir(), 'postroom-w40-byname-'));
const run = async (argv: string[]) => {
  let stdout = '';
  let stderr = '';
  const code = await runCli([...argv, '--data-dir', dir], { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), stdin: async () => '', env: {} });
  return { code, stdout, stderr };
};

describe('a campaign named where its id is asked', () => {
  it('is that campaign when one has the name; two of one name are said with their ids', async () => {
    const made = JSON.parse((await run(['campaign', 'create', 'Lumen Paris', '--json'])).stdout) as { campaign: { id: string } };
    const byName = await run(['campaign', 'status', 'Lumen Paris', '--json']);
    expect(byName.code, byName.stderr).toBe(0);
    const byId = await run(['campaign', 'status', made.campaign.id, '--json']);
    expect(byName.stdout).toBe(byId.stdout);
    await run(['campaign', 'create', 'Lumen Paris']);
    const two = await run(['campaign', 'status', 'Lumen Paris']);
    expect(two.code).toBe(2);
    expect(two.stderr).toMatch(/2 campaigns are named "Lumen Paris" \(.+, .+\): give its id/);
    expect((await run(['campaign', 'status', 'Nope'])).stderr).toContain('Nope');
  });
});
