/**
 * w24campaign (walk 21, 5): `campaign import` never said the separator it read, while the app's Import tab says "columns
 * separated by semicolons" (the core's report `delimiter`, importReading.ts separatorText). The CLI says it too, from the
 * same report field, for a semicolon file (Excel in a Vietnamese locale), a comma file and a tab file.
 * Failed on the old code: no line named the separator. w26dates: the rows are in December of the year after today's
 * (they were 2027's: past from 20 December 2027, the import refused them and said no separator line).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { nextYear } from '../helpers/ahead';

const run = async (dir: string, argv: string[]) => {
  let stdout = '';
  let stderr = '';
  const code = await runCli([...argv, '--data-dir', dir], { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), stdin: async () => '', env: {} });
  return { code, stdout, out: stdout + stderr };
};

describe('campaign import says the separator it read', () => {
  it.each([
    [';', 'semicolons'],
    [',', 'commas'],
    ['\t', 'tabs'],
  ])('columns separated by "%s": "columns separated by %s"', async (sep, words) => {
    const dir = mkdtempSync(join(tmpdir(), 'postroom-w24campaign-sep-'));
    const created = await run(dir, ['campaign', 'create', 'Giáng sinh', '--json']);
    const id = (JSON.parse(created.stdout.trim().split('\n')[0] ?? '{}') as { campaign: { id: string } }).campaign.id;
    const file = join(dir, sep === '\t' ? 'plan.tsv' : 'plan.csv');
    writeFileSync(file, [['caption', 'profile_id', 'platforms', 'scheduled_at', 'timezone'], ['Cà phê trứng', 'prof_caphe', 'instagram', `${nextYear()}-12-20 09:00`, 'Asia/Ho_Chi_Minh'], ['Bạc xỉu', 'prof_caphe', 'instagram', `${nextYear()}-12-21 09:00`, 'Asia/Ho_Chi_Minh']].map((r) => r.join(sep)).join('\r\n'));
    const r = await run(dir, ['campaign', 'import', id, file]);
    expect(r.code, r.out).toBe(0);
    expect(r.out).toContain(`columns separated by ${words}`);
    const j = await run(dir, ['campaign', 'import', id, file, '--json', '--skip-duplicates']);
    expect(j.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>).at(-1)).toMatchObject({ delimiter: sep });
  });
});
