/**
 * A post's record (item 4) and the decision after an unknown outcome (item 8), against the sandbox.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { draftPostState, jobRecord } from '../../src-main/publisher';
import { world, type World } from './fixture';

let w: World | undefined;
afterEach(async () => {
  await w?.close();
  w = undefined;
});

describe('record and decisions', () => {
  it('records every attempt with its key, time, answer code and message', async () => {
    w = await world();
    w.sandbox.control.setFaults({ upstream_error: 1, processing_ms: 0 });
    const p = w.publisher({ maxSameKeyAttempts: 2 });
    const id = w.draft();
    const run = p.publish({ draftIds: [id] }, { wait: true });
    setTimeout(() => w!.sandbox.control.setFaults({ processing_ms: 0 }), 30);
    const r = await run;
    const job = r.jobs[0]!;
    const rec = jobRecord(p.job(job.id), p.events(job.id));
    expect(rec.attempts.length).toBe(job.attempts);
    expect(rec.attempts.length).toBeGreaterThanOrEqual(1);
    for (const a of rec.attempts) {
      expect(a.key).toBe(job.idempotencyKey);
      expect(Date.parse(a.at)).not.toBeNaN();
      expect(a.code).not.toBeNull();
    }
    if (rec.attempts.length > 1) expect(rec.attempts[0]).toMatchObject({ http: 502, code: 'upstream_error' });
    expect(rec.attempts.at(-1)!.http).toBe(200);
    expect(rec.fields).toMatchObject({ caption: expect.stringContaining('post') });
  });

  it('an unknown outcome: "it is live" makes it published, once, and never resent', async () => {
    w = await world();
    w.sandbox.control.setFaults({ upstream_timeout: 1, processing_ms: 0 });
    const p = w.publisher();
    const id = w.draft();
    const r = await p.publish({ draftIds: [id] });
    const job = r.jobs[0]!;
    expect(job.state).toBe('unknown');
    expect(draftPostState(w.lib.db, id).state).toBe('unknown');
    const live = p.markLive(job.id);
    expect(live).toMatchObject({ state: 'done', hubStatus: 'completed' });
    expect(draftPostState(w.lib.db, id)).toMatchObject({ state: 'published', published: 2, total: 2 });
    expect(() => p.markLive(job.id)).toThrow(/only an unknown outcome/);
    await expect(p.resendUnknown(job.id)).rejects.toMatchObject({ code: 'invalid_state' });
  });
});
