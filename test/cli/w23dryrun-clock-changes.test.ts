/**
 * w23dryrun (walk 20, 1 and 2): a campaign planned across Berlin's next two clock changes (dates from today), in the CLI.
 *
 * 1. `campaign import` names each row whose time the clocks show twice (the first is used) or skip (it goes an hour
 *    later): it said nothing of them.
 * 2. `campaign dry-run` / `campaign send --dry-run`: every count of its line is the count of the rows printed under it. It
 *    said "2 clock changes" beside five rows marked for one, and "1 with warnings" beside five rows marked "!".
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { dataPaths } from '../../src-main/common';
import { cache, openLibrary, workspaces } from '../../src-main/library';
import { addDays, nextClockChanges } from '../helpers/clock-changes';

const run = async (dir: string, argv: string[]) => {
  let stdout = '';
  let stderr = '';
  const code = await runCli([...argv, '--data-dir', dir], { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), stdin: async () => '', env: {} });
  return { code, stdout, stderr, json: argv.includes('--json') ? stdout.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>) : [] };
};

const c = nextClockChanges('Europe/Berlin');
const url = 'https://images.example.com/w23.jpg';
/** Six posts, eight rows: the fall-back 02:30 on three channels, the spring 02:30, the first post after each change, a Facebook Page post (rule 6 warns). */
const csv = [
  'profile_id,platforms,caption,photo_urls,scheduled_at,timezone,facebook_page_id',
  `prof_lumen,instagram,Before spring,${url},${addDays(c.forward, -1)}T09:00,Europe/Berlin,`,
  `prof_lumen,instagram,Spring night,${url},${c.forward}T${c.skipped},Europe/Berlin,`,
  `prof_lumen,instagram,After spring,${url},${addDays(c.forward, 1)}T09:00,Europe/Berlin,`,
  `prof_lumen,instagram|threads|facebook,Autumn night,${url},${c.back}T${c.repeated},Europe/Berlin,`,
  `prof_lumen,instagram,After autumn,${url},${addDays(c.back, 1)}T09:00,Europe/Berlin,`,
  `prof_lumen,facebook,Page post,${url},${addDays(c.back, 2)}T09:00,Europe/Berlin,pg_lumen`,
].join('\n');

let dir = '';
let id = '';
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'postroom-w23dryrun-'));
  id = ((await run(dir, ['campaign', 'create', 'Across the clock changes', '--json'])).json[0]?.campaign as { id: string }).id;
  const lib = openLibrary(dataPaths(dir).library);
  cache.putProfiles(lib.db, workspaces.getCurrent(lib.db).id, [{ profile_id: 'prof_lumen', name: 'Studio Lumen', connections: ['instagram', 'threads', 'facebook'].map((platform) => ({ platform, name: '@studiolumen' })) }]);
  lib.close();
  writeFileSync(join(dir, 'clocks.csv'), csv);
});

describe('campaign import across the clock changes', () => {
  it('names the row whose time happens twice (the first is used) and the row whose time does not exist (it goes an hour later)', async () => {
    const r = await run(dir, ['campaign', 'import', id, join(dir, 'clocks.csv')]);
    expect(r.code).toBe(0);
    const lines = r.stderr.split('\n').filter((l) => l.startsWith('warning: line'));
    expect(lines).toEqual([
      `warning: line 3: ${c.forward} 02:30 does not exist in Europe/Berlin (the clocks skip it): the post goes at ${c.forward} 03:30 (UTC+02:00)`,
      `warning: line 5: ${c.back} 02:30 happens twice in Europe/Berlin (the clocks go back): the first, at UTC+02:00, is used (not the second, at UTC+01:00)`,
    ]);
    expect(r.stdout).toMatch(/^imported 6 posts into campaign/m);
  });

  it('with --json, one warning line per such row, and nothing for an import that has none', async () => {
    const check = mkdtempSync(join(tmpdir(), 'postroom-w23dryrun-json-'));
    const other = ((await run(check, ['campaign', 'create', 'json', '--json'])).json[0]?.campaign as { id: string }).id;
    writeFileSync(join(check, 'clocks.csv'), csv);
    const r = await run(check, ['campaign', 'import', other, join(check, 'clocks.csv'), '--json']);
    expect(r.json.filter((l) => l.warning && (l.warning as { code: string }).code.startsWith('time_')).map((l) => l.warning)).toEqual([
      { line: 3, kind: 'skipped', written: `${c.forward}T02:30`, zone: 'Europe/Berlin', used: `${c.forward}T03:30`, offset: '+02:00', code: 'time_skipped' },
      { line: 5, kind: 'twice', written: `${c.back}T02:30`, zone: 'Europe/Berlin', used: `${c.back}T02:30`, offset: '+02:00', otherOffset: '+01:00', code: 'time_shown_twice' },
    ]);
    writeFileSync(join(check, 'plain.csv'), `profile_id,platforms,caption,photo_urls,scheduled_at,timezone\nprof_lumen,instagram,Plain,${url},${addDays(c.back, 3)}T09:00,Europe/Berlin\n`);
    const plain = await run(check, ['campaign', 'import', other, join(check, 'plain.csv')]);
    expect(plain.stderr).not.toMatch(/happens twice|does not exist/);
  });
});

describe('campaign dry-run across the clock changes', () => {
  it('counts, in its line, the rows it prints: those with warnings ("!" or a warning code) and those near a clock change', async () => {
    for (const argv of [['campaign', 'dry-run', id], ['campaign', 'send', id, '--dry-run']]) {
      const r = await run(dir, argv);
      const rows = r.stdout.split('\n').filter((l) => /^\s+\d+\s{2}/.test(l));
      expect(rows).toHaveLength(8);
      const warned = rows.filter((l) => / ! /.test(l) && !/ ✗ /.test(l));
      const near = rows.filter((l) => /does not exist|happens twice|after the clock change/.test(l));
      expect(warned).toHaveLength(5); // the skipped 02:30, the repeated 02:30 on three channels, the Page post
      expect(near).toHaveLength(5); // the skipped 02:30, the repeated 02:30 on three channels, the first post after autumn's change
      // A row whose "!" is its time never ends "ok" beside it.
      expect(rows.filter((l) => /does not exist|happens twice/.test(l) && /\bok$/.test(l.trim()))).toEqual([]);
      const line = r.stdout.split('\n').find((l) => l.startsWith('6 posts, 8 rows:'));
      // w25dryrun: every count is of the rows printed (was "6 to send": posts); the parts before ";" add up to the 8 rows.
      expect(line).toBe(`6 posts, 8 rows: 8 to send, 0 with errors, 0 held with their post; ${warned.length} with warnings, 0 duplicates, 0 collisions, ${near.length} near a clock change`);
    }
  });

  it('--json: the summary carries the same counts as the rows it emits', async () => {
    const r = await run(dir, ['campaign', 'dry-run', id, '--json']);
    const rows = r.json.filter((l) => l.row).map((l) => l.row as { wallClock?: unknown; dstShift: unknown; problems: Array<{ severity: string }> });
    const summary = r.json.at(-1)?.summary as { warnings: number; dstShifts: number; rows: number };
    expect(summary.rows).toBe(rows.length);
    expect(summary.warnings).toBe(rows.filter((x) => !x.problems.some((p) => p.severity === 'error') && (x.wallClock || x.problems.some((p) => p.severity === 'warning'))).length);
    expect(summary.dstShifts).toBe(rows.filter((x) => x.dstShift || x.wallClock).length);
    expect(summary).toMatchObject({ warnings: 5, dstShifts: 5 });
  });
});
