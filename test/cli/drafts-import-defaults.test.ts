import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { dataPaths } from '../../src-main/common';
import { cache, drafts, openLibrary, workspaces } from '../../src-main/library';
import { nextYear } from '../helpers/ahead';

/** w23dups: its files' dates in the year after today's (they were 2027), never past on this real clock. */
const Y = nextYear();

const run = async (dir: string, argv: string[]) => {
  let stdout = '';
  let stderr = '';
  const code = await runCli([...argv, '--data-dir', dir], { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), stdin: async () => '', env: {} });
  const json = argv.includes('--json') ? stdout.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>) : [];
  return { code, stdout, stderr, json };
};

// A Hootsuite bulk file as Hootsuite's template saves it: no header, no profile, no channels.
const HOOTSUITE = `28/03/${Y} 09:00,Spring menu is here,https://caphe.example/menu\n30/03/${Y} 18:30,"Live music, tonight"\n`;

describe('postroom drafts import: the defaults of rows that leave them out, and names it cannot check', () => {
  it('takes a Hootsuite file with --profile, --platforms and --timezone, the profile named as the app shows it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'postroom-cli-'));
    const file = join(dir, 'hootsuite.csv');
    writeFileSync(file, HOOTSUITE);
    const lib = openLibrary(dataPaths(dir).library);
    cache.putProfiles(lib.db, workspaces.getCurrent(lib.db).id, [{ profile_id: 'prof_lumen', name: 'Studio Lumen', connections: [{ platform: 'instagram', name: '@studiolumen' }] }]);
    lib.close();

    const without = await run(dir, ['drafts', 'import', file, '--json']);
    expect(without.code).toBe(1);
    expect(without.json.filter((l) => l.problem).map((l) => (l.problem as { field: string }).field)).toContain('profile_id');

    const r = await run(dir, ['drafts', 'import', file, '--profile', 'Studio Lumen', '--platforms', 'instagram,facebook', '--timezone', 'Asia/Ho_Chi_Minh', '--json']);
    expect(r.stderr).not.toContain('problem');
    expect(r.code).toBe(0);
    expect(r.json.at(-1)).toMatchObject({ ok: true, imported: 2 });
    const back = openLibrary(dataPaths(dir).library);
    const ds = drafts.getMany(back.db, (r.json.at(-1) as { ids: string[] }).ids);
    expect(ds.map((d) => [d.profile_id, d.platforms, d.scheduled_at, d.timezone])).toEqual([
      ['prof_lumen', ['instagram', 'facebook'], `${Y}-03-28T09:00`, 'Asia/Ho_Chi_Minh'],
      ['prof_lumen', ['instagram', 'facebook'], `${Y}-03-30T18:30`, 'Asia/Ho_Chi_Minh'],
    ]);
    back.close();
  });

  it('on a fresh data dir warns, on its row, that a profile name could not be checked and how to read the profiles', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'postroom-cli-'));
    const file = join(dir, 'posts.csv');
    writeFileSync(file, 'profile_id,platforms,caption\nTotally Made Up Brand,instagram,Hello\n');
    const r = await run(dir, ['drafts', 'import', file]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('imported 1 draft');
    // A note on stderr (stdout keeps the result), once per name with its lines.
    // w27brand: kept as a name (not an id pretending), checked by `postroom profiles`, held from sending until then.
    expect(r.stderr).toMatch(/warning: profile "Totally Made Up Brand" \(line 2\) could not be checked: no profiles have been read from the Hub yet; kept as the name "Totally Made Up Brand" \(not checked with the Hub yet\) and held back from sending until `postroom profiles`/);
    const j = await run(dir, ['drafts', 'import', file, '--json']);
    expect(j.json.find((l) => l.warning)).toMatchObject({ warning: { line: 2, field: 'profile_id', name: 'Totally Made Up Brand', code: 'profile_unchecked' } });
  });
});

describe('a file in columns nobody knows', () => {
  it('says no row was read and the columns it needs, never a layout it was read as', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'postroom-cli-'));
    const file = join(dir, 'excel.csv');
    // (`Datum;Text;Link` was such a file until mend 31.3; it is read now: see test/cli/campaign-import-walk.test.ts.)
    writeFileSync(file, `\uFEFFWann;Worte;Wohin\r\n06.05.${Y} 09:00;Hallo;https://example.de\r\n`);
    const created = await run(dir, ['campaign', 'create', 'German', '--json']);
    const id = (created.json[0]?.campaign as { id: string }).id;
    for (const argv of [['drafts', 'import', file], ['campaign', 'import', id, file]]) {
      const r = await run(dir, argv);
      expect(r.code).toBe(1);
      expect(r.stdout + r.stderr).not.toMatch(/layout: Postroom|rows are bad/);
      expect(r.stdout).toContain('no row was read: the columns are neither Postroom’s (a header row with at least caption; download the template) nor a Hootsuite bulk file (date, message, link) or a Buffer one (Text, Posting Time)');
      expect(r.stderr).toContain('the file itself is not importable');
    }
  });
});
