/**
 * w16camprow (walk 15, 2): a post Compose timed ("Send it as a new post at another time…" writes the time with its own
 * offset: "2027-01-16T08:00:00.000Z") showed on the campaign's Posts tab as "2027-01-16 08:00:00.000Z" beside rows
 * like "2027-01-20 11:30", and `postroom status` said "scheduled for 2027-01-16T08:00:00.000Z in UTC". Every screen and
 * the CLI now show it in the one form, its zone's wall clock (library wallTimeOf through the one formatter localOf).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { dataPaths } from '../../src-main/common';
import { campaigns, drafts, openLibrary, wallTimeOf } from '../../src-main/library';
import { httpClient, ok, type TestClient } from './transports';
import { nextYear } from '../helpers/ahead';

/** w23dups: its posts' dates in the year after today's (they were 2027), never past on this real clock. */
const Y = nextYear();

const run = async (dir: string, argv: string[]) => {
  let out = '';
  const code = await runCli([...argv, '--data-dir', dir], { stdout: (s) => (out += s), stderr: (s) => (out += s), stdin: async () => '', env: {} });
  return { code, out };
};

describe('wallTimeOf: the one form of a post\'s time', () => {
  it.each([
    ['2027-01-16T08:00:00.000Z', 'UTC', '2027-01-16T08:00'],
    ['2027-01-16T08:00:00.000+07:00', 'Asia/Ho_Chi_Minh', '2027-01-16T08:00'],
    ['2027-01-16T01:00:00.000Z', 'Asia/Ho_Chi_Minh', '2027-01-16T08:00'],
    ['2027-01-20T11:30', 'UTC', '2027-01-20T11:30'],
    ['2027-01-16T08:00:00.000Z', null, '2027-01-16T08:00:00.000Z'],
  ])('%s in %s reads %s', (at, zone, want) => {
    expect(wallTimeOf(at, zone)).toBe(want);
  });
});

const dir = mkdtempSync(join(tmpdir(), 'postroom-w16camprow-time-'));
let camp = '';
const ids: string[] = [];
let c: TestClient;

beforeAll(async () => {
  await run(dir, ['campaign', 'list']);
  const lib = openLibrary(dataPaths(dir).library);
  const post = (caption: string, scheduled_at: string) => drafts.create(lib.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: [{ url: 'https://cdn.example.com/w16camprow-t.jpg' }], caption, scheduled_at, timezone: 'UTC' }).id;
  ids.push(post('w16camprow imported time', `${Y}-01-20T11:30`), post('w16camprow Compose time', `${Y}-01-16T08:00:00.000Z`));
  camp = campaigns.create(lib.db, { name: 'Tháng 1', draftIds: ids }).id;
  // Outside the campaign, on the same channel at the same minute, also timed in Compose's form, and sent (below): a collision.
  // (w26campaign: a draft not sent there is no collision, and a post of the campaign already sent is not checked: the Hub holds it.)
  const outside = post('w16camprow outside, Compose time', `${Y}-01-16T08:00:00.000+00:00`);
  lib.close();
  // Sent from Compose's time: the job carries the same form (the Hub holds it at that time).
  const pub = await run(dir, ['publish', outside]);
  expect(pub.code, pub.out).toBe(0);
  c = await httpClient(dir);
}, 60_000);
afterAll(async () => {
  await c?.close();
});

describe("a Compose-timed post's time on the Posts tab and in `postroom status`", () => {
  it('the Posts tab lists both rows in the one form', async () => {
    const detail = ok(await c.invoke('campaigns.get', { id: camp }));
    expect(detail.posts.map((p) => p.scheduled_at)).toEqual([`${Y}-01-20T11:30`, `${Y}-01-16T08:00`]);
  });
  it("the collision line's times are in the one form too", async () => {
    const k = ok(await c.invoke('campaigns.collisions', { id: camp }));
    expect(k.map((x) => [x.scheduled_at, x.other.scheduled_at])).toEqual([[`${Y}-01-16T08:00`, `${Y}-01-16T08:00`]]);
  });
  it('`postroom status` says "scheduled for 2027-01-16T08:00 in UTC"', async () => {
    const st = await run(dir, ['status']);
    expect(st.out).toContain(`scheduled for ${Y}-01-16T08:00 in UTC`);
    expect(st.out).not.toMatch(/\.000Z/);
  });
});
