/**
 * w15import: the CLI says how a file was read as the app's Import tab does: the encoding of a file that is
 * not UTF-8 (a Vietnamese Excel CSV in Windows-1258, read as Vietnamese), the dates' order and the zone of
 * the times; and the report (--json) carries the encoding and zones.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { dataPaths } from '../../src-main/common';
import { cache, drafts, openLibrary, workspaces } from '../../src-main/library';
import { shiftYears } from '../fixtures/w19import/dated';

const run = async (dir: string, argv: string[]) => {
  let stdout = '';
  let stderr = '';
  const code = await runCli([...argv, '--data-dir', dir], { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), stdin: async () => '', env: {} });
  return { code, stdout, stderr, out: stdout + stderr };
};

describe('postroom campaign import: how the file was read', () => {
  it('a Windows-1258 file: said so, read as Vietnamese; the dates\' order and the zone said', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'postroom-cli-'));
    const lib = openLibrary(dataPaths(dir).library);
    cache.putProfiles(lib.db, workspaces.getCurrent(lib.db).id, [{ profile_id: 'prof_lumen', name: 'Studio Lumen', connections: [{ platform: 'instagram' }] }]);
    lib.close();
    const created = await run(dir, ['campaign', 'create', 'Vi', '--json']);
    const id = (JSON.parse(created.stdout.trim().split('\n')[0] ?? '{}') as { campaign: { id: string } }).campaign.id;
    const file = join(dir, 'excel-vi.csv');
    // w20libimport: its December 2026 rows moved to December of the year after today's, byte for byte otherwise (the
    // digits are the same bytes in Windows-1258), so they are never past on this real clock (from 13 Dec 2026 they were).
    const y = new Date().getUTCFullYear() + 1;
    writeFileSync(file, Buffer.from(shiftYears(readFileSync(join(__dirname, '..', 'fixtures', 'import-w15', 'excel-vi-1258.csv'), 'latin1'), y), 'latin1'));
    const r = await run(dir, ['campaign', 'import', id, file, '--timezone', 'Asia/Ho_Chi_Minh']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('Read as Windows-1258 (Vietnamese) (not UTF-8: guessed — check the accented letters, or choose another with --encoding windows-1252 or windows-1258).');
    expect(r.stderr).toContain(`dates read day first (day/month/year): line 2 has 13/12/${y}`);
    expect(r.stderr).toContain('times read: 3 rows in Asia/Ho_Chi_Minh (given with --timezone)');
    expect(r.stdout).toMatch(/^imported 3 posts into campaign \S+$/m);
    const after = openLibrary(dataPaths(dir).library);
    try {
      const captions = drafts.list(after.db, {}).items.map((d) => d.caption).sort();
      expect(captions).toEqual(['Bánh mì chả lụa cho buổi sáng', 'Cà phê sữa đá: ưu đãi cuối tuần', 'Phở bò tái - nước dùng 12 giờ']);
    } finally {
      after.close();
    }
  });
});
