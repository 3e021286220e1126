import { afterEach, describe, expect, it } from 'vitest';
import { world, tally, type World } from './fixture';

let w: World | undefined;
afterEach(async () => {
  await w?.close();
  w = undefined;
});

describe('runner against the sandbox Hub', () => {
  it('publishes a batch: one job and one new key per post, journaled before the call, published once', async () => {
    w = await world();
    const ids = [w.draft(), w.draft(), w.draft()];
    const p = w.publisher();
    const r = await p.publish({ draftIds: ids }, { wait: true });
    expect(r.skipped).toEqual([]);
    expect(r.jobs.map((j) => j.state)).toEqual(['done', 'done', 'done']);
    expect(r.jobs.every((j) => j.hubStatus === 'completed')).toBe(true);
    expect(new Set(r.jobs.map((j) => j.idempotencyKey)).size).toBe(3);
    for (const j of r.jobs) {
      expect(j.outcomes?.map((o) => [o.channel, o.success])).toEqual([['instagram', true], ['x', true]]);
      expect(j.outcomes?.every((o) => typeof o.url === 'string')).toBe(true);
      const ev = p.events(j.id).map((e) => e.type);
      expect(ev.indexOf('journaled')).toBeLessThan(ev.indexOf('attempt'));
    }
    const t = tally(w.posts());
    expect([...t.byKey.values()]).toEqual([1, 1, 1]);
    // Final jobs keep fields and photo hashes, not the body bytes.
    expect((w.lib.db.prepare('SELECT count(*) AS n FROM publish_bodies').get() as { n: number }).n).toBe(0);
    expect([...t.byKey.keys()].sort()).toEqual(r.jobs.map((j) => j.idempotencyKey).sort());
  });
});
