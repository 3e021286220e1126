/**
 * w29time (walk 25, 5): Spread over time "At the times in the file" with a 30-minute least gap showed four posts at the
 * same minute on one channel without a word, while the dry run warned of four collisions. The preview now carries the
 * dry run's own reading (collisions.ts) on each item: which campaign post it is too close to, on which channel, how far.
 */
import { describe, expect, it } from 'vitest';
import { preview, runDryRun, type PlannerDeps } from '../src-main/campaigns';
import { dataPaths } from '../src-main/common';
import { campaigns, openLibrary, workspaces } from '../src-main/library';
import { tempDir } from './library/helpers';

describe('the Spread preview says a kept time closer than the least gap', () => {
  it('file_times, 30 min gap: posts 2-4 at the same minute as post 1 on Instagram are each named, as the dry run counts them', () => {
    const lib = openLibrary(dataPaths(tempDir()).library);
    try {
      const cmp = campaigns.create(lib.db, { name: 'Same minute' });
      const y = new Date().getUTCFullYear() + 1;
      const at = [`${y}-05-03T09:00`, `${y}-05-03T09:00`, `${y}-05-03T09:00`, `${y}-05-03T09:00`, `${y}-05-03T12:00`];
      const ids = at.map((t, i) => lib.drafts.create(lib.db, { profile_id: 'prof_lumen', platforms: i === 4 ? ['instagram', 'threads'] : ['instagram'], caption: `Post ${i + 1}`, scheduled_at: t, timezone: 'Europe/Berlin' }).id);
      campaigns.addDrafts(lib.db, cmp.id, ids);
      const deps: PlannerDeps = { library: lib, workspaceId: workspaces.getCurrent(lib.db).id, now: () => Date.UTC(y - 1, 0, 1), pins: () => null };
      const pv = preview(deps, cmp.id, { mode: 'file_times', timezone: 'Europe/Berlin', minGapMinutes: 30 });
      const close = pv.items.map((it) => it.tooClose ?? null);
      expect(close[0]).toBeNull();
      for (const i of [1, 2, 3]) expect(close[i]).toMatchObject({ channel: 'instagram', minutes: 0, position: i });
      expect(close[4]).toBeNull();
      // The dry run of the same times counts the same posts.
      runDryRun(deps, cmp.id);
      const dry = runDryRun(deps, cmp.id);
      expect(dry.rows.filter((r) => r.collidesWith !== null).map((r) => r.position).sort()).toEqual([2, 3, 4]);
    } finally {
      lib.close();
    }
  });
});
