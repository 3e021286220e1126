/**
 * Unknown outcomes (issue 22, item 8): after a 502 upstream_timeout, `resume` and states.ts agree
 * that the job is unfinished, and the photos of settled jobs do not stay on disk, not even in a
 * pack they share with the unknown job.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNFINISHED_STATES, type HubPort } from '../../src-main/publisher';
import { makePhoto, world, type World } from './fixture';

let w: World | undefined;
afterEach(async () => {
  await w?.close();
  w = undefined;
});

/** The Hub answers the first publish call 502 upstream_timeout (it may have published: it did not) and passes the rest. */
function timeoutFirst(hub: HubPort): HubPort {
  let first = true;
  return {
    publish: async (body, key, signal) => {
      if (!first) return hub.publish(body, key, signal);
      first = false;
      return { kind: 'refused', httpStatus: 502, code: 'upstream_timeout', message: 'the channel did not answer in time', retryAfterSeconds: null };
    },
    status: (q, signal) => hub.status(q, signal),
  };
}

const packs = (dir: string): Array<{ name: string; bytes: number }> => {
  try {
    return readdirSync(join(dir, 'outbox-bodies')).filter((f) => f.endsWith('.pack')).map((name) => ({ name, bytes: statSync(join(dir, 'outbox-bodies', name)).size }));
  } catch {
    return [];
  }
};

describe('unknown outcomes: resume and states.ts agree, bodies of settled jobs go', () => {
  it('resume lists a job left unknown by upstream_timeout among the unfinished, as states.ts does; it does not resend it', async () => {
    w = await world();
    const p = w.publisher({}, timeoutFirst(w.hub));
    const r1 = await p.publish({ draftIds: [w.draft()] });
    const job = r1.jobs[0]!;
    expect(job.state).toBe('unknown');
    expect(UNFINISHED_STATES).toContain('unknown');
    const r2 = await p.resume({ wait: true });
    expect(r2.jobs.map((j) => [j.id, j.state])).toEqual([[job.id, 'unknown']]);
    // Every unfinished job of the workspace, by states.ts, is in the report: nothing "nothing unfinished" about it.
    expect(r2.jobs.map((j) => j.id).sort()).toEqual(p.jobs({ states: [...UNFINISHED_STATES] }).map((j) => j.id).sort());
    expect(p.job(job.id).attempts).toBe(1); // never resent blind
  });

  it('keeps only the unknown job\'s photo once its neighbours in the pack are done, and nothing once it is settled', async () => {
    w = await world();
    const files = await Promise.all([0, 1, 2].map((i) => makePhoto(join(w!.dir, `p${i}.jpg`), 90 + 10 * i)));
    const ids = files.map((f) => w!.draft({ photos: [f] }));
    const p = w.publisher({ concurrency: 4 }, timeoutFirst(w.hub));
    const r = await p.publish({ draftIds: ids });
    const unknown = r.jobs.find((j) => j.state === 'unknown')!;
    expect(r.jobs.map((j) => j.state).sort()).toEqual(['done', 'done', 'unknown']);
    // One pack was written for the chunk's three photos; what stays on disk is the unknown job's photo alone.
    const left = packs(w.dir);
    expect(left.reduce((n, x) => n + x.bytes, 0)).toBe(unknown.photos[0]!.bytes);
    // Its exact request still rebuilds from what is kept: a resend sends the same bytes under a new key.
    const fresh = await p.resendUnknown(unknown.id, { wait: true });
    expect(fresh.state).toBe('done');
    expect(fresh.bodySha256).toBe(unknown.bodySha256);
    await vi.waitFor(() => expect(packs(w!.dir)).toEqual([]), { timeout: 2_000 });
  });

  it('refuses to cancel an unknown outcome (the Hub may hold it): it stays unknown, and its photos stay for a resend', async () => {
    w = await world();
    const p = w.publisher({}, timeoutFirst(w.hub));
    const r = await p.publish({ draftIds: [w.draft()] });
    expect(r.jobs[0]!.state).toBe('unknown');
    expect(packs(w.dir)).toHaveLength(1);
    expect(() => p.cancel(r.jobs[0]!.id)).toThrow(expect.objectContaining({ code: 'invalid_state', message: expect.stringContaining('cannot withdraw a post the Hub has') }));
    expect(p.job(r.jobs[0]!.id).state).toBe('unknown');
    expect(packs(w.dir)).toHaveLength(1);
  });
});
