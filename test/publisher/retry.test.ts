/**
 * One test per row of the retry table (hub-api 7, architecture.md "publishing path"), each driven
 * by the sandbox Hub's fault injection or by the state that makes the Hub answer that code.
 * Exactly-once is read from the sandbox's OWN record of published posts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { RETRY_POLICY, type FaultConfig } from './imports';
import { world, tally, type World } from './fixture';

let w: World | undefined;
afterEach(async () => {
  await w?.close();
  w = undefined;
});

/** Faults on until the first job goes to `state`, then off: the next same-key resend succeeds. */
function faultsUntil(x: World, faults: FaultConfig, state: 'retrying' | 'sending' = 'retrying'): { flipped: () => boolean } {
  let flipped = false;
  x.sandbox.control.setFaults({ processing_ms: 0, ...faults });
  x.emitter.on('job', (j) => {
    if (!flipped && j.state === state) {
      flipped = true;
      x.sandbox.control.setFaults({ processing_ms: 0 });
    }
  });
  return { flipped: () => flipped };
}

const covered = new Set<string>();

describe('same key and same bytes: 5xx, dropped connections, 503 pin unverified', () => {
  for (const [code, faults] of [
    ['upstream_error', { upstream_error: 1 }],
    ['internal_error', { internal_error: 1 }],
    ['page_pin_unverified', { page_pin_unverified: 1 }],
    ['network (dropped before processing)', { drop_before: 1 }],
    ['network (dropped after publishing)', { drop_after: 1 }],
  ] as Array<[string, FaultConfig]>) {
    it(`${code}: retrying, then the SAME key and bytes, published once`, async () => {
      covered.add(code.split(' ')[0]!);
      w = await world();
      // page_pin_unverified only happens when a pin applies: prof_caphe has a Facebook Page pinned.
      const id = w.draft(code === 'page_pin_unverified' ? { platforms: ['facebook'] } : {});
      const f = faultsUntil(w, faults);
      const p = w.publisher();
      const r = await p.publish({ draftIds: [id] }, { wait: true });
      expect(f.flipped()).toBe(true);
      const job = r.jobs[0]!;
      expect(job.state).toBe('done');
      expect(job.attempts).toBeGreaterThanOrEqual(2);
      const attempts = p.events(job.id).filter((e) => e.type === 'attempt');
      expect(new Set(attempts.map((e) => e.detail?.key))).toEqual(new Set([job.idempotencyKey]));
      expect(p.events(job.id).some((e) => e.state === 'retrying')).toBe(true);
      expect(w.posts().map((x) => x.idempotencyKey)).toEqual([job.idempotencyKey]);
    });
  }

  it('a 5xx that keeps coming back stops as failed (retries exhausted) with the body kept, and a resend takes a NEW key', async () => {
    w = await world();
    w.sandbox.control.setFaults({ upstream_error: 1, processing_ms: 0 });
    const p = w.publisher({ maxSameKeyAttempts: 3 });
    const r = await p.publish({ draftIds: [w.draft()] }, { wait: true });
    const job = r.jobs[0]!;
    expect(job.state).toBe('done');
    expect(job.lastError?.code).toBe('retries_exhausted');
    expect(job.attempts).toBe(3);
    expect(w.posts()).toEqual([]);
    w.sandbox.control.setFaults({ processing_ms: 0 });
    const fresh = await p.resendUnknown(job.id, { wait: true });
    expect(fresh.state).toBe('done');
    expect(fresh.idempotencyKey).not.toBe(job.idempotencyKey);
    expect(fresh.bodySha256).toBe(job.bodySha256); // the same bytes
    expect(w.posts().map((x) => x.idempotencyKey)).toEqual([fresh.idempotencyKey]);
  });
});

describe('409 idempotency_in_progress', () => {
  it('waits and resends the SAME key; gets the stored result; published once', async () => {
    covered.add('idempotency_in_progress');
    w = await world({ faults: { latency_ms: 400, processing_ms: 0 } });
    const id = w.draft();
    // The first run is stopped while its call is in flight (as a crash would): the job stays 'sending'.
    const first = w.publisher();
    const ac = new AbortController();
    w.emitter.on('job', (j) => {
      if (j.state === 'sending') setTimeout(() => ac.abort(), 50);
    });
    const r1 = await first.publish({ draftIds: [id] }, { signal: ac.signal });
    expect(r1.interrupted).toBe(true);
    expect(r1.jobs[0]!.state).toBe('sending');
    // Resumed at once: the Hub is still running the first call with this key.
    w.sandbox.control.setFaults({ processing_ms: 0 });
    const r2 = await w.publisher().resume({ wait: true });
    const job = r2.jobs[0]!;
    expect(job.state).toBe('done');
    const answers = first.events(job.id).filter((e) => e.type === 'answer').map((e) => e.detail?.code ?? e.detail?.status);
    expect(answers).toContain('idempotency_in_progress');
    expect(w.posts().map((x) => x.idempotencyKey)).toEqual([job.idempotencyKey]);
  });
});

describe('429 rate_limited', () => {
  it('pauses the WHOLE batch until Retry-After, then resends the same keys', async () => {
    covered.add('rate_limited');
    w = await world();
    const ids = [w.draft(), w.draft(), w.draft(), w.draft()];
    faultsUntil(w, { rate_limited: 1 });
    const p = w.publisher({ concurrency: 2 });
    const r = await p.publish({ draftIds: ids }, { wait: true });
    expect(r.jobs.map((j) => j.state)).toEqual(['done', 'done', 'done', 'done']);
    expect(p.gate.pauses).toBeGreaterThanOrEqual(1);
    // After the first 429 (Retry-After: 3 s from the sandbox), no job of the batch was sent before the gate opened.
    const events = r.jobs.flatMap((j) => p.events(j.id));
    const limited = events.filter((e) => e.type === 'rate_limited').sort((a, b) => a.at - b.at)[0]!;
    // When the gate opens, as the gate set it (the event is stamped a moment later, when the journal writes it).
    const openAt = limited.detail?.gateOpensAt as number;
    expect(limited.detail?.retryAfterMs).toBe(3000);
    expect(openAt).toBeGreaterThanOrEqual(limited.at + 3000 - 1000);
    const sentAfter = events.filter((e) => e.type === 'attempt' && e.at > limited.at);
    expect(sentAfter.length).toBeGreaterThan(0);
    for (const e of sentAfter) expect(e.at).toBeGreaterThanOrEqual(openAt);
    expect([...tally(w.posts()).byKey.values()]).toEqual([1, 1, 1, 1]);
  });
});

describe('502 upstream_timeout', () => {
  it('is unknown: never resent blind; a resend is the user\'s decision, after a settle period, with a NEW key', async () => {
    covered.add('upstream_timeout');
    // The timeout of a post the channel never took (a post the Hub published is asked, not resent: w30resend-asks-first).
    w = await world({ faults: { upstream_timeout_lost: 1, processing_ms: 0 } });
    const p = w.publisher({ settleMs: 200 });
    const r = await p.publish({ draftIds: [w.draft()] }, { wait: true });
    const job = r.jobs[0]!;
    expect(job.state).toBe('unknown');
    expect(job.attempts).toBe(1);
    expect(job.lastError?.code).toBe('upstream_timeout');
    // The outcome is unknown to us: resume does not resend it.
    await p.resume({ wait: true });
    expect(p.job(job.id).attempts).toBe(1);
    expect(w.posts()).toEqual([]);
    w.sandbox.control.setFaults({ processing_ms: 0 });
    const fresh = await p.resendUnknown(job.id, { wait: true });
    expect(fresh.idempotencyKey).not.toBe(job.idempotencyKey);
    expect(fresh.state).toBe('done');
    const old = p.job(job.id);
    expect(old.state).toBe('cancelled');
    expect(old.supersededBy).toBe(fresh.id);
    const resentAt = p.events(job.id).find((e) => e.type === 'resent')!.at;
    expect(p.events(fresh.id).find((e) => e.type === 'attempt')!.at - (job.sentAt ?? 0)).toBeGreaterThanOrEqual(200);
    expect(resentAt).toBeGreaterThan(0);
    await expect(p.resendUnknown(job.id)).rejects.toMatchObject({ code: 'invalid_state' });
  });
});

describe('refusals stop with the code and message', () => {
  const cases: Array<[string, Record<string, unknown>]> = [
    ['invalid_request', { platforms: ['pinterest'], title: 'T', fields: { pinterest_board_id: 'brd_nope' } }],
    ['platform_not_connected', { profile_id: 'prof_aodai', platforms: ['x'] }],
    ['page_pin_conflict', { platforms: ['facebook'], fields: { facebook_page_id: 'pg_caphe_events' } }],
    ['location_required', { profile_id: 'prof_lumen', platforms: ['google_business'] }],
    ['not_found', { profile_id: 'prof_nope' }],
  ];
  for (const [code, over] of cases) {
    it(code, async () => {
      covered.add(code);
      w = await world();
      const p = w.publisher();
      const ok = w.draft();
      const r = await p.publish({ draftIds: [w.draft(over), ok] }, { wait: true });
      const bad = r.jobs.find((j) => j.draftId !== ok);
      const good = r.jobs.find((j) => j.draftId === ok);
      expect(bad!.state).toBe('refused');
      expect(bad!.lastError?.code).toBe(code);
      expect(bad!.lastError?.message.length).toBeGreaterThan(10);
      expect(bad!.attempts).toBe(1);
      expect(good!.state).toBe('done'); // a refusal stops that post, not the batch
      expect(w.posts()).toHaveLength(1);
    });
  }

  it('idempotency_conflict: a key reused for a different request is refused', async () => {
    covered.add('idempotency_conflict');
    w = await world();
    const a = w.publisher();
    const r1 = await a.publish({ draftIds: [w.draft()] }, { wait: true });
    // A second journal (another library) that mints the same key for another post.
    const other = await world({ sandbox: {} });
    try {
      const { Publisher, hubPort, mediaPort, libraryDrafts } = await import('../../src-main/publisher');
      const ws = other.lib.workspaces.getCurrent(other.lib.db).id;
      const b = new Publisher({ db: other.lib.db, hub: w.hub, media: mediaPort(), drafts: libraryDrafts(other.lib, ws), workspaceId: ws, newKey: () => r1.jobs[0]!.idempotencyKey });
      void hubPort;
      const r2 = await b.publish({ draftIds: [other.draft()] }, { wait: true });
      expect(r2.jobs[0]!.state).toBe('refused');
      expect(r2.jobs[0]!.lastError?.code).toBe('idempotency_conflict');
    } finally {
      await other.close();
    }
  });
});

describe('blocked: quota_exceeded, 401, 403 stop the batch and say what to do', () => {
  it('quota_exceeded (no active plan): the batch stops; after the plan is back, resume sends every post once', async () => {
    covered.add('quota_exceeded');
    w = await world();
    const ids = [w.draft(), w.draft(), w.draft()];
    w.sandbox.control.setPlan({ active: false });
    const p = w.publisher({ concurrency: 1 });
    const r = await p.publish({ draftIds: ids }, { wait: true });
    expect(r.blocked?.code).toBe('quota_exceeded');
    expect(r.blocked?.message).toMatch(/resume/);
    expect(r.jobs.length).toBeGreaterThanOrEqual(1);
    expect(r.jobs.every((j) => j.state === 'blocked')).toBe(true);
    expect(w.sandbox.control.requestCounts()['POST /v1/posts/photo']).toBe(1); // nothing more was sent
    w.sandbox.control.setPlan({ active: true });
    const r2 = await w.publisher().resume({ wait: true });
    expect(r2.jobs.map((j) => j.state)).toEqual(['done', 'done', 'done']);
    expect([...tally(w.posts()).byKey.values()]).toEqual([1, 1, 1]);
  });

  it('unauthorized (401)', async () => {
    covered.add('unauthorized');
    w = await world();
    const { HubClient } = await import('../../src-main/hub');
    const { hubPort } = await import('../../src-main/publisher');
    const bad = new HubClient({ baseUrl: w.sandbox.url, apiKey: 'sk_wrong_key_0000000000' });
    try {
      const r = await w.publisher({}, hubPort(bad)).publish({ draftIds: [w.draft(), w.draft()] }, { wait: true });
      expect(r.blocked?.code).toBe('unauthorized');
      expect(r.jobs.every((j) => j.state === 'blocked')).toBe(true);
      expect(w.posts()).toEqual([]);
    } finally {
      await bad.close();
    }
  });

  it('forbidden (403, expired account)', async () => {
    covered.add('forbidden');
    w = await world();
    w.sandbox.control.setPlan({ status: 'expired' });
    const r = await w.publisher().publish({ draftIds: [w.draft()] }, { wait: true });
    expect(r.blocked?.code).toBe('forbidden');
    expect(r.jobs[0]!.state).toBe('blocked');
  });
});

describe('the table is covered', () => {
  it('every publish-relevant code of RETRY_POLICY has a test above', () => {
    const publishCodes = Object.keys(RETRY_POLICY).filter((c) => !['no_active_plan', 'profile_limit_reached', 'platform_not_startable', 'platform_unavailable', 'link_not_found', 'platform_not_supported'].includes(c));
    expect(publishCodes.filter((c) => !covered.has(c))).toEqual([]);
  });
});

describe('exactly once under faults', () => {
  it('the chaos preset (5xx, drops before/after, timeouts, 429s, pin 503s, channel refusals, slow processing): every post published once', async () => {
    w = await world({ faults: { preset: 'chaos', processing_ms: 100, slow_processing_ms: 400 } as FaultConfig, seed: 3 });
    const ids = Array.from({ length: 30 }, (_, i) => w!.draft(i % 5 === 0 ? { platforms: ['facebook', 'instagram'] } : {}));
    const p = w.publisher({ concurrency: 6, maxSameKeyAttempts: 12 });
    const r = await p.publish({ draftIds: ids }, { wait: true });
    const t = tally(w.posts());
    // Jobs end done, or unknown where the Hub answered upstream_timeout (it published those once).
    expect(r.jobs.filter((j) => j.state !== 'done' && !(j.state === 'unknown' && j.lastError?.code === 'upstream_timeout'))).toEqual([]);
    expect(t.byCaption.size).toBe(30);
    expect([...t.byCaption.values()].every((n) => n === 1)).toBe(true);
    expect([...t.byKey.values()].every((n) => n === 1)).toBe(true);
    expect(p.stats.retries).toBeGreaterThan(0);
  }, 60_000);
});
