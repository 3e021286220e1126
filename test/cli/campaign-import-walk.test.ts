/**
 * The CLI's import lines as the fresh-eyes walk read them (issue 31, mend 31): counts in the right number,
 * a summary that is true, a column not recognised named, lines as an editor shows them.
 */
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { dataPaths } from '../../src-main/common';
import { cache, openLibrary, workspaces } from '../../src-main/library';
import { shiftYears } from '../fixtures/w19import/dated';
import { nextClockChange, nextYear } from '../helpers/ahead';

/**
 * w23dups: dates ahead of this real clock, whatever the day (they were 2026 and 2027): the files' in the year after
 * today's (walk-fr-bad.csv's December 2026 rows moved as ui-mend31 moves them), and the next spring clock changes in
 * New York and Berlin.
 */
const Y = nextYear();
const NY = nextClockChange('America/New_York', 'forward').date;
const BERLIN = nextClockChange('Europe/Berlin', 'forward').date;

const run = async (dir: string, argv: string[]) => {
  let stdout = '';
  let stderr = '';
  const code = await runCli([...argv, '--data-dir', dir], { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), stdin: async () => '', env: {} });
  return { code, stdout, stderr, out: stdout + stderr };
};
const FIXTURES = join(__dirname, '..', 'fixtures', 'import');

describe('postroom campaign import / drafts import: the lines a person reads', () => {
  it('one post is "1 post"; a capitalised header imports; an unknown column is named; a file with no caption column says so truly', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'postroom-cli-'));
    const lib = openLibrary(dataPaths(dir).library);
    cache.putProfiles(lib.db, workspaces.getCurrent(lib.db).id, [{ profile_id: 'prof_lumen', name: 'Studio Lumen', connections: [{ platform: 'instagram' }] }]);
    lib.close();
    const created = await run(dir, ['campaign', 'create', 'Walk', '--json']);
    const id = (JSON.parse(created.stdout.trim().split('\n')[0] ?? '{}') as { campaign: { id: string } }).campaign.id;
    const file = join(dir, 'capcase.csv');
    copyFileSync(join(FIXTURES, 'walk-capcase.csv'), file);
    writeFileSync(file, `Caption;scheduled_at;Kampagne\r\nHello;01.12.${Y} 09:00;Winter\r\n`);
    const one = await run(dir, ['campaign', 'import', id, file, '--profile', 'Studio Lumen', '--platforms', 'instagram', '--timezone', 'Europe/Berlin']);
    expect(one.code).toBe(0);
    expect(one.out).toContain('; not used: Kampagne');
    expect(one.stdout).toMatch(/^imported 1 post into campaign \S+$/m);

    writeFileSync(file, `Beschreibung;scheduled_at\r\nHello;01.12.${Y} 09:00\r\n`);
    const none = await run(dir, ['campaign', 'import', id, file, '--profile', 'Studio Lumen', '--platforms', 'instagram', '--partial']);
    expect(none.code).not.toBe(0);
    expect(none.out).toContain('no column was read as the caption, and Postroom does not know “Beschreibung”');
    expect(none.out).not.toMatch(/rows are bad|--partial imports/);
    const drafts = await run(dir, ['drafts', 'import', file, '--profile', 'Studio Lumen', '--platforms', 'instagram']);
    expect(drafts.out).toContain('the file itself is not importable');

    // A German Excel header in other words (once refused as "neither Postroom's…"): read, the link appended.
    writeFileSync(file, `\uFEFFDatum;Text;Link\r\n06.05.${Y} 09:00;Hallo;https://example.de\r\n`);
    const de = await run(dir, ['campaign', 'import', id, file, '--profile', 'Studio Lumen', '--platforms', 'instagram', '--timezone', 'Europe/Berlin']);
    expect(de.code).toBe(0);
    expect(de.out).toContain('layout: Postroom (Datum → scheduled_at, Text → caption, Link → caption (appended))');

    const bad = join(dir, 'fr_bad.csv');
    writeFileSync(bad, shiftYears(readFileSync(join(FIXTURES, 'walk-fr-bad.csv'), 'utf8'), Y));
    const fr = await run(dir, ['campaign', 'import', id, bad, '--profile', 'Studio Lumen', '--platforms', 'instagram', '--timezone', 'Europe/Paris']);
    expect(fr.out).toContain(`line 5 has 13/12/${Y}`);
    expect(fr.out).toMatch(new RegExp(`^line 4: scheduled_at: "31/02/${Y} 09:00" is not a date when read day first`, 'm'));
    expect(fr.out).toContain('nothing imported: 1 of 4 rows is bad (--partial imports the 3 good ones)');
  });

  it('plan (file times) and dry run mark a time the clocks skip, in New York as in Berlin (mend 31.4)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'postroom-cli-'));
    const lib = openLibrary(dataPaths(dir).library);
    cache.putProfiles(lib.db, workspaces.getCurrent(lib.db).id, [{ profile_id: 'prof_lumen', name: 'Studio Lumen', connections: [{ platform: 'instagram' }] }]);
    lib.close();
    const created = await run(dir, ['campaign', 'create', 'Clocks', '--json']);
    const id = (JSON.parse(created.stdout.trim().split('\n')[0] ?? '{}') as { campaign: { id: string } }).campaign.id;
    const file = join(dir, 'clocks.csv');
    writeFileSync(file, `caption,scheduled_at,timezone\nNew York,${NY} 02:30,America/New_York\nBerlin,${BERLIN} 02:30,Europe/Berlin\n`);
    expect((await run(dir, ['campaign', 'import', id, file, '--profile', 'prof_lumen', '--platforms', 'instagram'])).code).toBe(0);
    // The dry run of the posts as imported (their own times), then the plan at the file's times.
    const dry = await run(dir, ['campaign', 'dry-run', id]);
    expect(dry.stdout).toContain(`${NY} 02:30 does not exist (the clocks skip it): posted at ${NY} 03:30`);
    expect(dry.stdout).toContain(`${BERLIN} 02:30 does not exist (the clocks skip it): posted at ${BERLIN} 03:30`);
    const plan = await run(dir, ['campaign', 'plan', id, '--mode', 'file_times']);
    expect(plan.stdout).toContain(`${NY} 02:30 does not exist (the clocks skip it): posted at ${NY} 03:30`);
    expect(plan.stdout).toContain(`${BERLIN} 02:30 does not exist (the clocks skip it): posted at ${BERLIN} 03:30`);
    // The plan is applied (written to the posts): the posts keep their written times, so the mark stays after it.
    const after = await run(dir, ['campaign', 'dry-run', id]);
    expect(after.stdout).toContain(`${NY} 02:30 does not exist (the clocks skip it): posted at ${NY} 03:30`);
    expect(after.stdout).toContain(`${BERLIN} 02:30 does not exist (the clocks skip it): posted at ${BERLIN} 03:30`);
  });
});
