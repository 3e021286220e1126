/**
 * w29time (walk 25, 1-3): times typed on the command line are refused when they do not exist, and `drafts list` says a
 * post's time as the Hub will use it around the clock changes (the core's one reading, as the dry run and review list).
 *
 * 1. `campaign plan --start 2027-02-30T09:00` became 2027-03-02 and `--start 2027-13-45T02:30` became NOW (Date.parse
 *    leniency), exit 0, every post moved. Now: exit 2, one line naming the value, nothing written.
 * 2. `--start` at 02:30 on the spring-forward night, `--timezone Europe/Berlin`: silently 03:30. Now refused the same way
 *    (the README: "a time they skip is refused where it is typed").
 * 3. `drafts list` said "for …-28 02:30 (Europe/Berlin)" for a post that goes at 03:30 (+02:00), and left out "the first
 *    02:30 — UTC+02:00" for the autumn 02:30.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src-main/cli';
import { dataPaths } from '../src-main/common';
import { campaigns, openLibrary } from '../src-main/library';
import { addDays, nextClockChanges } from './helpers/clock-changes';

const run = async (dir: string, argv: string[]) => {
  let stdout = '';
  let stderr = '';
  const code = await runCli([...argv, '--data-dir', dir], { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), stdin: async () => '', env: {} });
  return { code, stdout, stderr };
};

const c = nextClockChanges('Europe/Berlin');
const before = `${addDays(c.forward, -2)}T09:00`;
let dir = '';
let id = '';
const times = (): Array<string | null> => {
  const lib = openLibrary(dataPaths(dir).library);
  try {
    return campaigns.getCampaign(lib.db, id).draftIds.map((d) => lib.drafts.get(lib.db, d).scheduled_at);
  } finally {
    lib.close();
  }
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'postroom-w29time-'));
  const lib = openLibrary(dataPaths(dir).library);
  try {
    const cmp = campaigns.create(lib.db, { name: 'Clock nights' });
    const ids = ['Spring night', 'Autumn night', 'Plain'].map((caption, i) => lib.drafts.create(lib.db, {
      profile_id: 'prof_lumen', platforms: ['instagram'], caption,
      scheduled_at: [`${c.forward}T02:30`, `${c.back}T02:30`, before][i] as string, timezone: 'Europe/Berlin',
    }).id);
    campaigns.addDrafts(lib.db, cmp.id, ids);
    id = cmp.id;
  } finally {
    lib.close();
  }
});

describe('campaign plan --start: one strict reading', () => {
  it.each([
    ['2027-02-30T09:00', /2027-02-30T09:00 is not a date and time that exists/],
    ['2027-13-45T02:30', /2027-13-45T02:30 is not a date and time that exists/],
    ['2027-04-31T09:00', /2027-04-31T09:00 is not a date and time that exists/],
  ])('refuses %s: exit 2, nothing moved', async (start, words) => {
    const was = times();
    const r = await run(dir, ['campaign', 'plan', id, '--mode', 'interval', '--timezone', 'Europe/Berlin', '--start', start]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(words);
    expect(r.stdout).toBe('');
    expect(times()).toEqual(was);
  });

  it('refuses a start the clocks skip in the zone given (never moved to 03:30 without a word), and in the posts\' own zone', async () => {
    const was = times();
    const r = await run(dir, ['campaign', 'plan', id, '--mode', 'interval', '--timezone', 'Europe/Berlin', '--start', `${c.forward}T02:30`]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`--start: ${c.forward} 02:30 does not exist in Europe/Berlin: the clocks skip it that night (it would be 03:30, UTC+02:00). Choose another time`);
    expect(times()).toEqual(was);
    // No zone given: an interval reads its start in the posts' zone (Berlin): refused there too.
    const r2 = await run(dir, ['campaign', 'plan', id, '--mode', 'interval', '--start', `${c.forward}T02:30`]);
    expect(r2.code).toBe(2);
    expect(r2.stderr).toContain('does not exist in Europe/Berlin');
    expect(times()).toEqual(was);
  });

  it('takes a start that exists (02:30 the night the clocks go back is the first one)', async () => {
    const r = await run(dir, ['campaign', 'plan', id, '--mode', 'interval', '--timezone', 'Europe/Berlin', '--start', `${c.back}T02:30`, '--interval', '600']);
    expect(r.code).toBe(0);
    expect(times()[0]).toBe(`${c.back}T02:30`);
  });
});

describe('drafts list: a time as the Hub will use it', () => {
  it('says the skipped 02:30 as 03:30 (+02:00) and the autumn 02:30 as the first one', async () => {
    const lib = openLibrary(dataPaths(dir).library);
    try {
      lib.drafts.create(lib.db, { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Listed spring', scheduled_at: `${c.forward}T02:30`, timezone: 'Europe/Berlin' });
      lib.drafts.create(lib.db, { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Listed autumn', scheduled_at: `${c.back}T02:30`, timezone: 'Europe/Berlin' });
    } finally {
      lib.close();
    }
    const r = await run(dir, ['drafts', 'list']);
    expect(r.code).toBe(0);
    const line = (caption: string) => r.stdout.split('\n').find((l) => l.includes(caption)) ?? '';
    expect(line('Listed spring')).toContain(`for ${c.forward} 03:30 (Europe/Berlin, UTC+02:00: 02:30 does not exist that night, the clocks skip it)`);
    expect(line('Listed spring')).not.toContain('02:30 (Europe/Berlin)');
    expect(line('Listed autumn')).toContain(`for ${c.back} 02:30 (Europe/Berlin, the first 02:30 — UTC+02:00)`);
  });
});
