/**
 * w23wall: the campaign's Posts tab marks a time its zone shows twice (mend31's "⚠ 02:30 happens twice", its title
 * "the one at UTC+02:00 is used"). The bridge gives each row's time as its wall clock (w16camprow), which cannot tell
 * the two 02:30s apart, so a post kept at the SECOND 02:30 (its instant, set via UTC) was marked "the one at
 * UTC+02:00": false. The row now carries `scheduled_second` (read from the instant) and the mark names the second.
 * The next real clock change back in Europe/Berlin after now, never a fixed date.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { dataPaths } from '../../src-main/common';
import { campaigns, drafts, openLibrary } from '../../src-main/library';
import { wallClockOf } from '../../src-renderer/src/lib/wall-clock';
import { httpClient, ok, type TestClient } from './transports';

const ZONE = 'Europe/Berlin';
/** The next instant after now at which ZONE's clocks go back, to the minute. */
function nextFallBack(): number {
  const off = (ms: number): number => DateTime.fromMillis(ms, { zone: ZONE }).offset;
  let t = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  while (off(t + 3_600_000) >= off(t)) t += 3_600_000;
  let lo = t;
  let hi = t + 3_600_000;
  while (hi - lo > 60_000) {
    const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
    if (off(mid) === off(t)) lo = mid; else hi = mid;
  }
  return hi;
}
const back = nextFallBack();
const WALL = DateTime.fromMillis(back - 30 * 60_000, { zone: ZONE }).toFormat("yyyy-MM-dd'T'HH:mm");
const SECOND_UTC = new Date(back + 30 * 60_000).toISOString();

const dir = mkdtempSync(join(tmpdir(), 'postroom-w23wall-posts-'));
let camp = '';
const ids: string[] = [];
let c: TestClient;

beforeAll(async () => {
  await runCli(['campaign', 'list', '--data-dir', dir], { stdout: () => undefined, stderr: () => undefined, stdin: async () => '', env: {} });
  const lib = openLibrary(dataPaths(dir).library);
  const post = (caption: string, scheduled_at: string) => drafts.create(lib.db, { profile_id: 'prof_caphe', platforms: ['x'], caption, scheduled_at, timezone: ZONE }).id;
  ids.push(post('w23wall the first 02:30', WALL), post('w23wall the second 02:30', SECOND_UTC));
  camp = campaigns.create(lib.db, { name: 'Đêm đổi giờ', draftIds: ids }).id;
  lib.close();
  c = await httpClient(dir);
}, 60_000);
afterAll(async () => {
  await c?.close();
});

describe('the Posts tab: which 02:30 a row is', () => {
  it('both rows read the same wall clock; the second says it is the second, and its mark names UTC+01:00', async () => {
    expect(WALL.slice(11)).toBe('02:30');
    const posts = ok(await c.invoke('campaigns.get', { id: camp })).posts;
    const [first, second] = ids.map((id) => posts.find((p) => p.id === id)!);
    expect([first!.scheduled_at, second!.scheduled_at]).toEqual([WALL, WALL]);
    expect([first!.scheduled_second, second!.scheduled_second]).toEqual([undefined, true]);
    // The mark the row draws (PostsTab: wallClockOf(p.scheduled_at, p.timezone, p.scheduled_second)).
    expect(wallClockOf(first!.scheduled_at, first!.timezone, first!.scheduled_second)).toMatchObject({ kind: 'twice', offset: '+02:00' });
    expect(wallClockOf(second!.scheduled_at, second!.timezone, second!.scheduled_second)).toMatchObject({ kind: 'twice', offset: '+01:00' });
  });
});
