import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { FINAL_STATES, JOB_STATES, latestVersion, openLibrary, publishBatches, publishEvents, publishJobs, type NewJob, type WritableDB } from '../../src-main/library';
import { assertJournal, plainJob } from '../../src-main/publisher';
import { tempDir } from './helpers';

/** A library file with the journal (migration 0100), cleaned up after the test. */
function journal(): { db: WritableDB; file: string } {
  const file = `${tempDir()}/library.sqlite`;
  const lib = openLibrary(file);
  return { db: lib.db, file };
}

const newJob = (over: Partial<NewJob> = {}): NewJob => ({
  id: 'job-1', batchId: null, draftId: 'd1', workspaceId: 'w1', idempotencyKey: 'key-1', reason: 'publish', parentJobId: null,
  platforms: ['x', 'facebook'], fields: { profile_id: 'p1', platforms: ['x', 'facebook'], caption: 'hi' },
  photos: [{ filename: 'a.jpg', contentType: 'image/jpeg', sha256: 'ab', bytes: 3, pack: 'q.pack', offset: 0 }],
  contentType: 'multipart/form-data; boundary=zz', body: Buffer.from([1, 2, 3, 4]), bodySha256: 'cafe', budgetBytes: null, scheduledAt: null,
  ...over,
});
const insert = (db: WritableDB, job: NewJob, now: number, item?: { batchId: string; position: number }) =>
  publishJobs.insertJobs(db, [item ? { job, item } : { job }], { now, durable: 'full' })[0];
const update = (db: WritableDB, id: string, patch: Parameters<typeof publishJobs.updateJob>[2], at: number, type: string) =>
  publishJobs.updateJob(db, id, patch, { event: { at, type, state: patch.state ?? null } });

describe('journal store (library publish-jobs, publish-events, publish-batches)', () => {
  it('refuses a db without the journal tables (the publisher says which migration)', () => {
    const db = new Database(':memory:');
    expect(() => assertJournal(db)).toThrow(expect.objectContaining({ code: 'journal_missing', message: expect.stringMatching(/0100/) }));
    db.close();
  });

  it('keeps the packs of every job that still needs its body (not final, or done with same-key retries exhausted), in every state; found through indexes, not by reading the done jobs', () => {
    const { db } = journal();
    const cases = JOB_STATES.flatMap((state) => [null, 'retries_exhausted', 'server_error'].map((code) => ({ state, code })));
    cases.forEach(({ state, code }, i) => {
      const pack = `${state}-${code ?? 'none'}.pack`;
      insert(db, newJob({ id: `job-${i}`, idempotencyKey: `key-${i}`, photos: [{ filename: 'a.jpg', contentType: 'image/jpeg', sha256: 'ab', bytes: 3, pack, offset: 0 }] }), 1000);
      db.prepare('UPDATE publish_jobs SET state = ?, last_error_code = ? WHERE id = ?').run(state, code, `job-${i}`);
    });
    const expected = cases.filter(({ state, code }) => !FINAL_STATES.includes(state) || (state === 'done' && code === 'retries_exhausted'))
      .map(({ state, code }) => `${state}-${code ?? 'none'}.pack`).sort();
    expect([...publishJobs.livePacks(db)].sort()).toEqual(expected);
    expect(expected).toContain('done-retries_exhausted.pack');
    expect(expected).not.toContain('done-none.pack');
    expect(cases.map((_, i) => publishJobs.needsBody(db, `job-${i}`)).filter(Boolean)).toHaveLength(expected.length);
    // Run after every run: its plan reads the unfinished jobs through the state index and the
    // resendable ones through their partial index, never the done jobs nor the whole table.
    const plan = (db.prepare(`EXPLAIN QUERY PLAN ${publishJobs.LIVE_PACKS_SQL}`).all() as Array<{ detail: string }>).map((r) => r.detail);
    expect(plan.some((d) => /USING INDEX publish_jobs_state/.test(d))).toBe(true);
    expect(plan.some((d) => /USING INDEX publish_jobs_resendable/.test(d))).toBe(true);
    expect(plan.filter((d) => /^SCAN (publish_jobs|j)\b/.test(d))).toEqual([]);
  });

  it('journals a job with its key, its photos\' places and a first event, durably', () => {
    const { db, file } = journal();
    const job = insert(db, newJob(), 1000);
    expect(job).toMatchObject({ id: 'job-1', state: 'prepared', idempotencyKey: 'key-1', bodyBytes: 4, platforms: ['x', 'facebook'], attempts: 0 });
    expect(publishJobs.getJob(db, 'job-1').photos).toEqual(newJob().photos);
    expect(publishEvents.jobEvents(db, 'job-1').map((e) => e.type)).toEqual(['journaled']);
    // synchronous is restored after the durable write
    expect(db.pragma('synchronous', { simple: true })).toBe(1);
    // a second process sees it (committed, not just cached)
    const other = new Database(file, { readonly: true });
    expect((other.prepare('SELECT idempotency_key FROM publish_jobs').get() as { idempotency_key: string }).idempotency_key).toBe('key-1');
    other.close();
  });

  it('rejects a reused key (one key per post)', () => {
    const { db } = journal();
    insert(db, newJob(), 1000);
    expect(() => insert(db, newJob({ id: 'job-2' }), 1001)).toThrow(/UNIQUE/);
    expect(publishJobs.listJobs(db)).toHaveLength(1);
  });

  it('appends an event per change; a final job no longer needs its body, unless same-key retries were exhausted', () => {
    const { db } = journal();
    insert(db, newJob(), 1000);
    update(db, 'job-1', { state: 'sending', attempts: 1 }, 1001, 'attempt');
    update(db, 'job-1', { state: 'retrying', lastError: { code: 'upstream_error', message: 'x' } }, 1002, 'retry_scheduled');
    expect(publishJobs.needsBody(db, 'job-1')).toBe(true);
    const done = update(db, 'job-1', { state: 'done', hubStatus: 'completed', lastError: null, outcomes: [{ channel: 'x', success: true, url: 'u', code: null, message: null, vietnamese: null }] }, 1003, 'done');
    expect(done).toMatchObject({ state: 'done', hubStatus: 'completed', lastError: null, attempts: 1 });
    expect(done.outcomes?.[0]).toMatchObject({ channel: 'x', success: true });
    expect(publishJobs.needsBody(db, 'job-1')).toBe(false);
    expect(publishEvents.jobEvents(db, 'job-1').map((e) => [e.type, e.state])).toEqual([
      ['journaled', 'prepared'], ['attempt', 'sending'], ['retry_scheduled', 'retrying'], ['done', 'done'],
    ]);
    insert(db, newJob({ id: 'job-2', idempotencyKey: 'key-2' }), 1000);
    update(db, 'job-2', { state: 'done', lastError: { code: 'retries_exhausted', message: 'm' } }, 1001, 'retries_exhausted');
    expect(publishJobs.needsBody(db, 'job-2')).toBe(true);
  });

  it('records a batch before its drafts are journaled and tracks each item', () => {
    const { db } = journal();
    const b = publishBatches.createBatch(db, { id: 'b1', workspaceId: 'w1', kind: 'drafts', draftIds: ['d1', 'd2', 'd3'] }, { now: 500, durable: 'full' });
    expect(b.state).toBe('open');
    insert(db, newJob({ batchId: 'b1' }), 1000, { batchId: 'b1', position: 0 });
    publishBatches.skipItem(db, { batchId: 'b1', position: 2, problems: [{ code: 'no_profile' }] });
    const items = publishBatches.batchItems(db, 'b1');
    expect(items.map((i) => [i.draftId, i.state, i.jobId])).toEqual([['d1', 'journaled', 'job-1'], ['d2', 'pending', null], ['d3', 'skipped', null]]);
    expect(publishJobs.draftsWithLiveJobs(db)).toEqual(new Set(['d1', 'd2']));
    publishBatches.setBatchState(db, 'b1', { state: 'blocked', at: 600, block: { code: 'unauthorized', message: 'm' } });
    expect(publishBatches.getBatch(db, 'b1').block).toEqual({ code: 'unauthorized', message: 'm' });
    // An item claimed once gets no second job.
    expect(publishJobs.insertJobs(db, [{ job: newJob({ id: 'job-9', idempotencyKey: 'key-9', batchId: 'b1' }), item: { batchId: 'b1', position: 0 } }], { now: 1001, durable: 'caller' })).toEqual([]);
  });

  it('counts a batch\'s done jobs refused by some or every channel, never a job still on its way or another batch\'s', () => {
    const { db } = journal();
    publishBatches.createBatch(db, { id: 'b1', workspaceId: 'w1', kind: 'drafts', draftIds: ['d1', 'd2', 'd3', 'd4', 'd5', 'd6-unsent', 'd7', 'd8', 'd9', 'd10'] }, { now: 500, durable: 'full' });
    publishBatches.createBatch(db, { id: 'b2', workspaceId: 'w1', kind: 'drafts', draftIds: ['d6'] }, { now: 500, durable: 'full' });
    const o = (channel: string, success: boolean | null) => ({ channel, success, url: null, code: success === false ? 'too_long' : null, message: null, vietnamese: null });
    const jobs: Array<[string, string, ReturnType<typeof o>[]]> = [
      ['b1', 'done', [o('x', true), o('facebook', true)]], // published
      ['b1', 'done', [o('x', false), o('facebook', true)]], // partly published
      ['b1', 'done', [o('x', false), o('facebook', false)]], // refused by every channel
      ['b1', 'sending', [o('x', false), o('facebook', null)]], // not done yet
      ['b1', 'done', [o('x', false)]], // refused by its only channel
      ['b2', 'done', [o('x', false), o('facebook', true)]], // another batch
      ['b1', 'awaiting', [o('x', null)]], // accepted, held by the Hub for its time
      ['b1', 'awaiting', [o('x', null)]], // accepted, still being worked out
      ['b1', 'awaiting', [o('x', null)]], // sent to the profile's queue; the Hub answers 'scheduled' for it too
      ['b1', 'awaiting', [o('x', null)]], // sent to the queue (as a CSV import writes it), not yet placed
    ];
    jobs.forEach(([batchId, state, outcomes], i) => {
      const fields = i === 8 ? { add_to_queue: true } : i === 9 ? { add_to_queue: 'true' } : {};
      insert(db, newJob({ id: `job-${i}`, idempotencyKey: `key-${i}`, draftId: `d${i + 1}`, batchId, fields }), 1000, { batchId, position: batchId === 'b1' ? i : 0 });
      update(db, `job-${i}`, { state: state as 'done', outcomes, ...(i === 6 || i === 8 ? { hubStatus: 'scheduled' } : i === 7 ? { hubStatus: 'processing' } : {}) }, 1001, 'answered');
    });
    // A queue post is "in the Hub's queue" (as the post state words it), never scheduled.
    expect(publishJobs.jobCountsOfBatch(db, 'b1')).toEqual({ byState: { done: 4, sending: 1, awaiting: 4 }, refusals: { some: 1, every: 2 }, scheduled: 1, queued: 2, hubPosts: null });
    expect(publishJobs.jobCountsOfBatch(db, 'b2')).toEqual({ byState: { done: 1 }, refusals: { some: 1, every: 0 }, scheduled: 0, queued: 0, hubPosts: null });
    expect(publishJobs.jobCountsOfBatch(db, 'nope')).toEqual({ byState: {}, refusals: { some: 0, every: 0 }, scheduled: 0, queued: 0, hubPosts: null });
  });

  it('lists by state, ids and batch; unknown ids give a typed error', () => {
    const { db } = journal();
    insert(db, newJob(), 1000);
    insert(db, newJob({ id: 'job-2', idempotencyKey: 'key-2' }), 1001);
    update(db, 'job-2', { state: 'sending' }, 1002, 'attempt');
    expect(publishJobs.listJobs(db, { states: ['sending'] }).map((j) => j.id)).toEqual(['job-2']);
    expect(publishJobs.listJobs(db, { oldestFirst: true }).map((j) => j.id)).toEqual(['job-1', 'job-2']);
    expect(publishJobs.listJobs(db, { ids: [] })).toEqual([]);
    // Any number of ids (more than SQLite binds to one statement), in journal order for jobOrder.
    const many = [...Array.from({ length: 40_000 }, (_, i) => `missing-${i}`), 'job-2', 'job-1'];
    expect(publishJobs.listJobs(db, { ids: many, oldestFirst: true }).map((j) => j.id)).toEqual(['job-1', 'job-2']);
    expect(publishJobs.jobOrder(db, many)).toEqual(['job-1', 'job-2']);
    expect(publishJobs.jobByKey(db, 'key-2')?.id).toBe('job-2');
    expect(() => publishJobs.getJob(db, 'nope')).toThrow(expect.objectContaining({ code: 'not_found' }));
    expect(() => update(db, 'nope', { state: 'done' }, 1, 'x')).toThrow(expect.objectContaining({ code: 'not_found' }));
  });

  it('journals a child and marks its parent in one commit; a parent is replaced at most once', () => {
    const { db } = journal();
    insert(db, newJob(), 1000);
    const r = publishJobs.insertChildJob(db, { child: newJob({ id: 'job-2', idempotencyKey: 'key-2', reason: 'refit', parentJobId: 'job-1' }), parentId: 'job-1', parentPatch: { state: 'refused', lastError: { code: 'edge_413', message: 'm' } }, parentEvents: [{ at: 1001, type: 'refit', state: 'refused' }], now: 1001 });
    expect(r?.child).toMatchObject({ id: 'job-2', state: 'prepared', parentJobId: 'job-1' });
    expect(r?.parent).toMatchObject({ state: 'refused', supersededBy: 'job-2' });
    expect(publishJobs.insertChildJob(db, { child: newJob({ id: 'job-3', idempotencyKey: 'key-3' }), parentId: 'job-1', parentPatch: {}, parentEvents: [{ at: 1002, type: 'refit', state: null }], now: 1002 })).toBeNull();
    expect(publishJobs.findJob(db, 'job-3')).toBeUndefined(); // nothing half-written
  });
});

describe('migration 0100-journal in the library', () => {
  it('is applied by openLibrary: STRICT journal tables and the version in user_version', () => {
    const { db } = journal();
    assertJournal(db);
    expect(db.pragma('user_version', { simple: true })).toBe(latestVersion());
    expect(latestVersion()).toBeGreaterThanOrEqual(100);
    const sqls = db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name LIKE 'publish_%'").all() as { name: string; sql: string }[];
    expect(sqls.map((s) => s.name).sort()).toEqual(['publish_batch_items', 'publish_batches', 'publish_events', 'publish_jobs']);
    for (const s of sqls) expect(s.sql).toMatch(/STRICT\s*$/);
  });
});

describe('plainJob', () => {
  it('gives plain data with ISO times and a pending outcome per channel before any answer', () => {
    const { db } = journal();
    const j = insert(db, newJob(), Date.parse('2026-05-01T10:00:00Z'))!;
    const p = plainJob(j);
    expect(p).toMatchObject({ id: 'job-1', idempotencyKey: 'key-1', state: 'prepared', createdAt: '2026-05-01T10:00:00.000Z', lastError: null });
    expect(p.outcomes.map((o) => [o.channel, o.success])).toEqual([['x', null], ['facebook', null]]);
    expect(JSON.parse(JSON.stringify(p))).toEqual(p);
  });
});
