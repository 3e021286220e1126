/**
 * w30campaign (helpers' left-outs, 4): Spread "queue slots" with no zone chosen reads its start in each profile's queue
 * zone; a start the clocks skip there (02:30 on the spring-forward night in Europe/Berlin) was moved to 03:30 without a
 * word, while the interval mode refuses it (w29time's strict reading, campaign-plans.ts startRefusal). Now refused the
 * same way, naming the queue's zone, nothing written; best hours (their own zone) alike; a chosen zone as before.
 * Failed on the old code (the preview placed the posts from 03:30).
 */
import { describe, expect, it } from 'vitest';
import { apply, preview, type PlannerDeps } from '../src-main/campaigns';
import { dataPaths } from '../src-main/common';
import { campaigns, campaignPlans, openLibrary, queueSettings, workspaces } from '../src-main/library';
import { tempDir } from './library/helpers';
import { nextClockChanges } from './helpers/clock-changes';

const c = nextClockChanges('Europe/Berlin');
const start = `${c.forward}T02:30`;
const WHY = `start: ${c.forward} 02:30 does not exist in Europe/Berlin: the clocks skip it that night (it would be 03:30, UTC+02:00). Choose another time`;

describe('a queue-slots spread whose start the queue zone skips is refused, as the interval is (w30campaign)', () => {
  it('queue_slots, no zone: refused naming the queue zone, nothing written; best_hours alike; with a zone chosen that has the hour, placed', () => {
    const lib = openLibrary(dataPaths(tempDir()).library);
    try {
      const ws = workspaces.getCurrent(lib.db).id;
      queueSettings.put(lib.db, ws, 'prof_lumen', { timezone: 'Europe/Berlin', slots: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, time: '04:00' })) });
      const cmp = campaigns.create(lib.db, { name: 'Queue start' });
      campaigns.addDrafts(lib.db, cmp.id, [1, 2].map((i) => lib.drafts.create(lib.db, { profile_id: 'prof_lumen', platforms: ['instagram'], caption: `Post ${i}` }).id));
      const deps: PlannerDeps = { library: lib, workspaceId: ws, now: () => Date.parse(`${c.forward}T00:00:00Z`) - 7 * 86_400_000, pins: () => null };
      const before = campaignPlans.getPlan(lib.db, cmp.id).plan;

      expect(() => preview(deps, cmp.id, { mode: 'queue_slots', start, minGapMinutes: 0 })).toThrow(WHY);
      expect(() => apply(deps, cmp.id, { mode: 'queue_slots', start, minGapMinutes: 0 })).toThrow(WHY);
      expect(campaignPlans.getPlan(lib.db, cmp.id).plan).toEqual(before);
      expect(() => preview(deps, cmp.id, { mode: 'best_hours', start, minGapMinutes: 0, bestHours: { profileId: 'prof_lumen', platform: 'instagram', hours: [4], timezone: 'Europe/Berlin' } })).toThrow(WHY);

      // A zone chosen where that hour exists: the start is read there, the posts take the queue's slots after it.
      const ok = preview(deps, cmp.id, { mode: 'queue_slots', timezone: 'Asia/Ho_Chi_Minh', start, minGapMinutes: 0 });
      expect(ok.items.every((it) => it.problem === null)).toBe(true);
    } finally {
      lib.close();
    }
  });
});
