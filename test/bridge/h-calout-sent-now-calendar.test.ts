/**
 * h-calout (walk 39a, 1): a post published at once is on the calendar of the sender's laptop and of a teammate's. Hạnh
 * (Ho Chi Minh) published a post "Now"; the Hub published it at 03:54 UTC on 29 November. Both laptops' calendars had no
 * chip of it anywhere (a post sent with no time "had no time to show", campaigns/calendar.ts), though the legend lists ✓
 * Published. Now the core gives it the instant it was handed to the Hub (`sent_at`, library heldTimes.sentAtOnce: the
 * time its Outbox card says), on both laptops; the calendar places it on that instant's day on its reader's clock
 * (test/renderer/h-calout-sent-now-place.test.ts).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calendarSent } from '../../src-main/bridge/calendar-sent';
import type { Services } from '../../src-main/bridge/services';
import { calendarEntries } from '../../src-main/campaigns';
import { drafts, openLibrary, publishJobs, teamRows, workspaces, type Library } from '../../src-main/library';
import { teamPublishPort } from '../../src-main/team';
import { tempLibrary } from '../library/helpers';

const FROM = Date.parse('2026-11-01T00:00:00Z');
const TO = Date.parse('2026-12-01T00:00:00Z');
const WRITTEN = Date.parse('2026-11-29T03:53:58Z');
const SENT = Date.parse('2026-11-29T03:54:02Z');
const TEAM = { url: 'https://team.example.com', id: 'team-1', role: 'editor' as const };

function laptops() {
  const t = tempLibrary();
  const hanh = t.lib;
  const w = workspaces.add(hanh.db, { name: 'Phở Hạnh', hubUrl: 'https://hub.example.com' });
  workspaces.use(hanh.db, w.id);
  workspaces.setTeam(hanh.db, w.id, { ...TEAM, member: 'Hạnh' });
  const d = drafts.create(hanh.db, { profile_id: 'prof_pho', platforms: ['facebook'], caption: 'Phở bò tái: mở cửa từ 6 giờ sáng' });
  const fields = { profile_id: 'prof_pho', platforms: ['facebook'], caption: 'Phở bò tái: mở cửa từ 6 giờ sáng' };
  publishJobs.insertJobs(hanh.db, [{ job: {
    id: 'job-hanh', batchId: null, draftId: d.id, workspaceId: w.id, idempotencyKey: 'key-hanh', reason: 'publish', parentJobId: null,
    platforms: ['facebook'], fields, photos: [], contentType: 'application/json', body: Buffer.from('{}'), bodySha256: 'pho', budgetBytes: null, scheduledAt: null,
  } }], { now: WRITTEN, durable: 'caller' });
  publishJobs.updateJob(hanh.db, 'job-hanh', { state: 'done', hubStatus: 'completed', sentAt: SENT, finalAt: SENT + 5000, outcomes: [{ channel: 'facebook', success: true, url: 'https://facebook.com/1', code: null, message: null, vietnamese: null }] }, { event: { at: SENT + 5000, type: 'done', state: 'done' } });
  drafts.setState(hanh.db, d.id, 'published');
  // Marc's laptop: the library as the team shares it, no job of his own; Hạnh's outcome as her laptop shares it.
  const marcPath = join(t.dir, 'marc.sqlite');
  hanh.db.exec(`VACUUM INTO '${marcPath}'`);
  const marc = openLibrary(marcPath, { clock: t.clock });
  marc.db.exec('DELETE FROM publish_events; DELETE FROM publish_jobs;');
  workspaces.setTeam(marc.db, w.id, { ...TEAM, member: 'Marc' });
  teamRows.writeOutcome(marc.db, w.id, teamRows.readJobs(hanh.db, w.id, ['job-hanh'], 'Hạnh').get('job-hanh')!);
  return { hanh, marc, w, d, close: () => marc.close() };
}

const chipOn = (lib: Library, draftId: string) => {
  const s = { library: lib, currentWorkspace: () => workspaces.getCurrent(lib.db), teamPort: (ws = workspaces.getCurrent(lib.db)) => teamPublishPort(lib, ws) } as unknown as Services;
  return calendarSent(s, calendarEntries(lib.db, workspaces.getCurrent(lib.db)!.id, FROM, TO, SENT + 60_000)).find((e) => e.id === draftId);
};

describe('a post published at once, on the calendar', () => {
  it("is on the sender's calendar and the teammate's, at the instant it was handed to the Hub, published", () => {
    const { hanh, marc, d, close } = laptops();
    try {
      const hers = chipOn(hanh, d.id);
      expect(hers).toMatchObject({ state: 'published', scheduled_at: null, sent_at: new Date(SENT).toISOString(), fixed: 'already_sent' });
      const his = chipOn(marc, d.id);
      expect(his).toMatchObject({ state: 'published', scheduled_at: null, sent_at: new Date(SENT).toISOString(), sent_by: { name: 'Hạnh' } });
    } finally {
      close();
    }
  });

  it('is not in a month it was not sent in', () => {
    const { hanh, d, close } = laptops();
    try {
      const s = { library: hanh, currentWorkspace: () => workspaces.getCurrent(hanh.db), teamPort: () => null } as unknown as Services;
      expect(calendarSent(s, calendarEntries(hanh.db, workspaces.getCurrent(hanh.db)!.id, TO, TO + 31 * 86_400_000, SENT)).find((e) => e.id === d.id)).toBeUndefined();
    } finally {
      close();
    }
  });
});
