/**
 * w19import: `drafts import` says how it read a file as `campaign import` does, in the same words (one
 * reporter for both): the layout with each column's use and the unused ones, the names turned into ids, and the
 * encoding a file not in UTF-8 was read in. Before, `drafts import` said only a foreign layout's name, nothing of a
 * sheet's own header (`Réseau → platforms`), and read a Windows-1252 file without saying so.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { dataPaths } from '../../src-main/common';
import { cache, openLibrary, workspaces } from '../../src-main/library';
import { w19Bytes, w19Text } from '../fixtures/w19import/dated';

const run = async (dir: string, argv: string[]) => {
  let stdout = '';
  let stderr = '';
  const code = await runCli([...argv, '--data-dir', dir], { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), stdin: async () => '', env: {} });
  return { code, out: stdout + stderr };
};

/**
 * A w19import file as written, its years moved ahead of today (the CLI reads the real clock; w20libimport: they were
 * moved to 2027, which would have passed in December 2027).
 */
function fixture(dir: string, name: string, encode: (s: string) => Buffer = (s) => Buffer.from(s, 'utf8')): string {
  const file = join(dir, name);
  writeFileSync(file, encode(w19Bytes(name).toString('utf8')));
  return file;
}

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'postroom-cli-w19-'));
  const lib = openLibrary(dataPaths(dir).library);
  cache.putProfiles(lib.db, workspaces.getCurrent(lib.db).id, [{ profile_id: 'prof_caphe', name: 'Cà Phê Sữa Đá', connections: [{ platform: 'instagram' }, { platform: 'facebook' }] }]);
  lib.close();
  return dir;
}

describe('drafts import and campaign import say the reading in one way', () => {
  it('a French Excel file: the layout with its columns and the unused one, the profile name resolved; the same line from both commands', async () => {
    const dir = dataDir();
    const file = fixture(dir, 'excel-fr-decimal.csv');
    const drafts = await run(dir, ['drafts', 'import', file, '--profile', 'Cà Phê Sữa Đá', '--platforms', 'instagram', '--timezone', 'Europe/Paris']);
    expect(drafts.code).toBe(0);
    const layout = 'layout: Postroom (Date → scheduled_at, Texte → caption, Réseau → platforms); not used: Prix';
    expect(drafts.out).toContain(layout);
    expect(drafts.out).toContain('profile_id "Cà Phê Sữa Đá" → prof_caphe');
    expect(drafts.out).toContain(w19Text('dates read day first (day/month/year): line 4 has 13/12/2026'));
    const created = await run(dir, ['campaign', 'create', 'Noël', '--json']);
    const id = (JSON.parse(created.out.trim().split('\n')[0] ?? '{}') as { campaign: { id: string } }).campaign.id;
    const campaign = await run(dir, ['campaign', 'import', id, file, '--profile', 'Cà Phê Sữa Đá', '--platforms', 'instagram', '--timezone', 'Europe/Paris']);
    expect(campaign.out).toContain(layout);
  });

  it('a file Excel saved in Windows-1252: drafts import says so, as campaign import does', async () => {
    const dir = dataDir();
    const file = fixture(dir, 'excel-fr-decimal.csv', (s) => Buffer.from(s.replace(/^\uFEFF/, '').replace(/’/g, "'").replace(/€/g, 'EUR'), 'latin1'));
    const r = await run(dir, ['drafts', 'import', file, '--profile', 'prof_caphe', '--platforms', 'instagram', '--timezone', 'Europe/Paris']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Read as Windows-1252 (Western European) (not UTF-8: guessed — check the accented letters, or choose another with --encoding windows-1252 or windows-1258).');
  });
});
