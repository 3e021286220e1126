import { afterEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import * as J from '../../src-main/publisher/journal';
import { PublisherError } from '../../src-main/publisher/errors';
import { FINAL_STATES, JOB_STATES } from '../../src-main/publisher/states';
import { journalDb } from './helpers';

let env: ReturnType<typeof journalDb>;
afterEach(() => env?.cleanup());

const newJob = (over: Partial<J.NewJob> = {}): J.NewJob => ({
  id: 'job-1', batchId: null, draftId: 'd1', workspaceId: 'w1', idempotencyKey: 'key-1', reason: 'publish', parentJobId: null,
  platforms: ['x', 'facebook'], fields: { profile_id: 'p1', platforms: ['x', 'facebook'], caption: 'hi' },
  photos: [{ filename: 'a.jpg', contentType: 'image/jpeg', sha256: 'ab', bytes: 3 }],
  contentType: 'multipart/form-data; boundary=zz', body: Buffer.from([1, 2, 3, 4]), bodySha256: 'cafe', budgetBytes: null, scheduledAt: null,
  ...over,
});

describe('journal store', () => {
  it('refuses a db without the journal tables', () => {
    const db = new Database(':memory:');
    expect(() => J.assertJournal(db)).toThrow(PublisherError);
    db.close();
  });

  it('refuses a journal without migration 0101 (body packs), naming it', async () => {
    const { JOURNAL_SQL } = await import('../../src-main/library/migrations/0100-journal');
    const db = new Database(':memory:');
    db.exec(JOURNAL_SQL);
    expect(() => J.assertJournal(db)).toThrow(expect.objectContaining({ code: 'journal_missing', message: expect.stringMatching(/0101/) }));
    db.close();
  });

  it('says where a body is: the table (no store), a whole-body pack (older jobs), or rebuilt from photo packs; nothing once final', () => {
    env = journalDb();
    J.insertJob(env.db, newJob(), 1000);
    J.insertJob(env.db, newJob({ id: 'job-2', idempotencyKey: 'key-2', bodyRef: { pack: 'p.pack', offset: 40 } }), 1000);
    const photos = [{ filename: 'a.jpg', contentType: 'image/jpeg', sha256: 'ab', bytes: 3, pack: 'q.pack', offset: 0 }, { filename: 'b.jpg', contentType: 'image/jpeg', sha256: 'cd', bytes: 5, pack: 'r.pack', offset: 9 }];
    J.insertJob(env.db, newJob({ id: 'job-3', idempotencyKey: 'key-3', photos, rebuildable: true }), 1000);
    expect(J.bodyLocation(env.db, 'job-1')).toEqual({ body: Buffer.from([1, 2, 3, 4]) });
    expect(J.bodyLocation(env.db, 'job-2')).toEqual({ ref: { pack: 'p.pack', offset: 40, bytes: 4, sha256: 'cafe' } });
    expect(J.bodyLocation(env.db, 'job-3')).toEqual({ rebuild: true });
    expect(J.getJob(env.db, 'job-3').photos).toEqual(photos);
    expect((env.db.prepare("SELECT count(*) AS n FROM publish_bodies WHERE job_id IN ('job-2', 'job-3')").get() as { n: number }).n).toBe(0);
    expect([...J.livePacks(env.db)].sort()).toEqual(['p.pack', 'q.pack', 'r.pack']);
    J.updateJob(env.db, 'job-2', { state: 'done' }, 1001, { type: 'done' });
    J.updateJob(env.db, 'job-3', { state: 'refused' }, 1001, { type: 'refused' });
    expect(J.bodyLocation(env.db, 'job-2')).toBeUndefined();
    expect(J.bodyLocation(env.db, 'job-3')).toBeUndefined();
    expect(J.livePacks(env.db).size).toBe(0);
  });

  it('keeps the packs of every job that still needs its body (not final, or done with same-key retries exhausted), in every state; found through indexes, not by reading the done jobs', () => {
    env = journalDb();
    const cases = JOB_STATES.flatMap((state) => [null, 'retries_exhausted', 'server_error'].map((code) => ({ state, code })));
    cases.forEach(({ state, code }, i) => {
      const pack = `${state}-${code ?? 'none'}.pack`;
      J.insertJob(env.db, newJob({ id: `job-${i}`, idempotencyKey: `key-${i}`, photos: [{ filename: 'a.jpg', contentType: 'image/jpeg', sha256: 'ab', bytes: 3, pack, offset: 0 }], rebuildable: true }), 1000);
      env.db.prepare('UPDATE publish_jobs SET state = ?, last_error_code = ? WHERE id = ?').run(state, code, `job-${i}`);
    });
    const expected = cases.filter(({ state, code }) => !FINAL_STATES.includes(state) || (state === 'done' && code === 'retries_exhausted'))
      .map(({ state, code }) => `${state}-${code ?? 'none'}.pack`).sort();
    expect([...J.livePacks(env.db)].sort()).toEqual(expected);
    expect(expected).toContain('done-retries_exhausted.pack');
    expect(expected).not.toContain('done-none.pack');
    // Run after every run: its plan reads the unfinished jobs through the state index and the
    // resendable ones through their partial index (0102), never the done jobs nor the whole table.
    const plan = (env.db.prepare(`EXPLAIN QUERY PLAN ${J.LIVE_PACKS_SQL}`).all() as Array<{ detail: string }>).map((r) => r.detail);
    expect(plan.some((d) => /USING INDEX publish_jobs_state/.test(d))).toBe(true);
    expect(plan.filter((d) => /USING INDEX publish_jobs_resendable/.test(d))).toHaveLength(2);
    expect(plan.filter((d) => /^SCAN (publish_jobs|j)\b/.test(d))).toEqual([]);
  });

  it('pruneFinalBodies drops the table bodies of final jobs only (not of resendable ones), reading the bodies, not every job', () => {
    env = journalDb();
    const cases = [['prepared', null], ['sending', null], ['done', null], ['done', 'retries_exhausted'], ['refused', null], ['cancelled', null]] as const;
    cases.forEach(([state, code], i) => {
      J.insertJob(env.db, newJob({ id: `job-${i}`, idempotencyKey: `key-${i}` }), 1000); // no pack store: body in publish_bodies
      env.db.prepare('UPDATE publish_jobs SET state = ?, last_error_code = ? WHERE id = ?').run(state, code, `job-${i}`);
    });
    expect(J.pruneFinalBodies(env.db)).toBe(3);
    const left = (env.db.prepare('SELECT job_id FROM publish_bodies ORDER BY job_id').all() as Array<{ job_id: string }>).map((r) => r.job_id);
    expect(left).toEqual(['job-0', 'job-1', 'job-3']);
    expect(J.pruneFinalBodies(env.db)).toBe(0);
    const plan = (env.db.prepare(`EXPLAIN QUERY PLAN ${J.PRUNE_FINAL_BODIES_SQL}`).all() as Array<{ detail: string }>).map((r) => r.detail);
    expect(plan).toContain('SCAN publish_bodies');
    expect(plan.filter((d) => /^SCAN publish_jobs\b/.test(d))).toEqual([]);
  });

  it('journals a job with its key, exact body bytes and a first event, durably', () => {
    env = journalDb();
    J.assertJournal(env.db);
    const job = J.insertJob(env.db, newJob(), 1000);
    expect(job).toMatchObject({ id: 'job-1', state: 'prepared', idempotencyKey: 'key-1', bodyBytes: 4, platforms: ['x', 'facebook'], attempts: 0 });
    expect([...J.getBody(env.db, 'job-1')!]).toEqual([1, 2, 3, 4]);
    expect(J.jobEvents(env.db, 'job-1').map((e) => e.type)).toEqual(['journaled']);
    // synchronous is restored after the durable write
    expect(env.db.pragma('synchronous', { simple: true })).toBe(1);
    // a second process sees it (committed, not just cached)
    const other = new Database(env.file, { readonly: true });
    expect((other.prepare('SELECT idempotency_key FROM publish_jobs').get() as { idempotency_key: string }).idempotency_key).toBe('key-1');
    other.close();
  });

  it('rejects a reused key (one key per post)', () => {
    env = journalDb();
    J.insertJob(env.db, newJob(), 1000);
    expect(() => J.insertJob(env.db, newJob({ id: 'job-2' }), 1001)).toThrow(/UNIQUE/);
    expect(J.listJobs(env.db)).toHaveLength(1);
  });

  it('appends an event per change and drops the body when final', () => {
    env = journalDb();
    J.insertJob(env.db, newJob(), 1000);
    J.updateJob(env.db, 'job-1', { state: 'sending', attempts: 1 }, 1001, { type: 'attempt' });
    J.updateJob(env.db, 'job-1', { state: 'retrying', lastError: { code: 'upstream_error', message: 'x' } }, 1002, { type: 'retry_scheduled' });
    expect(J.getBody(env.db, 'job-1')).toBeDefined();
    const done = J.updateJob(env.db, 'job-1', { state: 'done', hubStatus: 'completed', lastError: null, outcomes: [{ channel: 'x', success: true, url: 'u', code: null, message: null, vietnamese: null }] }, 1003, { type: 'done' });
    expect(done).toMatchObject({ state: 'done', hubStatus: 'completed', lastError: null, attempts: 1 });
    expect(done.outcomes?.[0]).toMatchObject({ channel: 'x', success: true });
    expect(J.getBody(env.db, 'job-1')).toBeUndefined();
    expect(J.jobEvents(env.db, 'job-1').map((e) => [e.type, e.state])).toEqual([
      ['journaled', 'prepared'], ['attempt', 'sending'], ['retry_scheduled', 'retrying'], ['done', 'done'],
    ]);
  });

  it('keeps the body when same-key retries were exhausted (a resend may reuse the bytes)', () => {
    env = journalDb();
    J.insertJob(env.db, newJob(), 1000);
    J.updateJob(env.db, 'job-1', { state: 'done', lastError: { code: 'retries_exhausted', message: 'm' } }, 1001, { type: 'retries_exhausted' });
    expect(J.getBody(env.db, 'job-1')).toBeDefined();
  });

  it('records a batch before its drafts are journaled and tracks each item', () => {
    env = journalDb();
    const b = J.createBatch(env.db, { id: 'b1', workspaceId: 'w1', kind: 'drafts', draftIds: ['d1', 'd2', 'd3'] }, 500);
    expect(b.state).toBe('open');
    J.insertJob(env.db, newJob({ batchId: 'b1' }), 1000, { batchId: 'b1', position: 0 });
    J.skipItem(env.db, 'b1', 2, [{ code: 'no_profile' }]);
    const items = J.batchItems(env.db, 'b1');
    expect(items.map((i) => [i.draftId, i.state, i.jobId])).toEqual([['d1', 'journaled', 'job-1'], ['d2', 'pending', null], ['d3', 'skipped', null]]);
    expect(J.draftsWithLiveJobs(env.db)).toEqual(new Set(['d1', 'd2']));
    J.setBatchState(env.db, 'b1', 'blocked', 600, { code: 'unauthorized', message: 'm' });
    expect(J.getBatch(env.db, 'b1').block).toEqual({ code: 'unauthorized', message: 'm' });
  });

  it('lists by state, ids and batch; unknown ids give a typed error', () => {
    env = journalDb();
    J.insertJob(env.db, newJob(), 1000);
    J.insertJob(env.db, newJob({ id: 'job-2', idempotencyKey: 'key-2' }), 1001);
    J.updateJob(env.db, 'job-2', { state: 'sending' }, 1002, { type: 'attempt' });
    expect(J.listJobs(env.db, { states: ['sending'] }).map((j) => j.id)).toEqual(['job-2']);
    expect(J.listJobs(env.db, { oldestFirst: true }).map((j) => j.id)).toEqual(['job-1', 'job-2']);
    expect(J.listJobs(env.db, { ids: [] })).toEqual([]);
    // Any number of ids (more than SQLite binds to one statement), in journal order for jobOrder.
    const many = [...Array.from({ length: 40_000 }, (_, i) => `missing-${i}`), 'job-2', 'job-1'];
    expect(J.listJobs(env.db, { ids: many, oldestFirst: true }).map((j) => j.id)).toEqual(['job-1', 'job-2']);
    expect(J.jobOrder(env.db, many)).toEqual(['job-1', 'job-2']);
    expect(J.jobByKey(env.db, 'key-2')?.id).toBe('job-2');
    expect(() => J.getJob(env.db, 'nope')).toThrow(expect.objectContaining({ code: 'job_not_found' }));
    expect(() => J.updateJob(env.db, 'nope', { state: 'done' }, 1, { type: 'x' })).toThrow(expect.objectContaining({ code: 'job_not_found' }));
  });
});

describe('migration 0100-journal in the library', () => {
  it('is applied by openLibrary: STRICT journal tables and the version in user_version', async () => {
    const { openLibrary, latestVersion } = await import('../../src-main/library');
    const { tempDir } = await import('./helpers');
    const t = tempDir();
    const lib = openLibrary(`${t.dir}/library.sqlite`);
    try {
      J.assertJournal(lib.db);
      expect(lib.db.pragma('user_version', { simple: true })).toBe(latestVersion());
      expect(latestVersion()).toBeGreaterThanOrEqual(100);
      const sqls = lib.db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name LIKE 'publish_%'").all() as { name: string; sql: string }[];
      expect(sqls.map((s) => s.name).sort()).toEqual(['publish_batch_items', 'publish_batches', 'publish_bodies', 'publish_events', 'publish_jobs']);
      for (const s of sqls) expect(s.sql).toMatch(/STRICT\s*$/);
    } finally {
      lib.close();
      t.cleanup();
    }
  });
});

describe('plainJob', () => {
  it('gives plain data with ISO times and a pending outcome per channel before any answer', () => {
    env = journalDb();
    const j = J.insertJob(env.db, newJob(), Date.parse('2026-05-01T10:00:00Z'));
    const p = J.plainJob(j);
    expect(p).toMatchObject({ id: 'job-1', idempotencyKey: 'key-1', state: 'prepared', createdAt: '2026-05-01T10:00:00.000Z', lastError: null });
    expect(p.outcomes.map((o) => [o.channel, o.success])).toEqual([['x', null], ['facebook', null]]);
    expect(JSON.parse(JSON.stringify(p))).toEqual(p);
  });
});

describe('insertChildJob', () => {
  it('journals the child and marks the parent in one commit; a parent is replaced at most once', () => {
    env = journalDb();
    J.insertJob(env.db, newJob(), 1000);
    const { child, parent } = J.insertChildJob(env.db, newJob({ id: 'job-2', idempotencyKey: 'key-2', reason: 'refit', parentJobId: 'job-1' }), 'job-1', { state: 'refused', lastError: { code: 'edge_413', message: 'm' } }, 1001, { type: 'refit' });
    expect(child).toMatchObject({ id: 'job-2', state: 'prepared', parentJobId: 'job-1' });
    expect(parent).toMatchObject({ state: 'refused', supersededBy: 'job-2' });
    expect(J.getBody(env.db, 'job-1')).toBeUndefined();
    expect(() => J.insertChildJob(env.db, newJob({ id: 'job-3', idempotencyKey: 'key-3' }), 'job-1', {}, 1002, { type: 'refit' })).toThrow(expect.objectContaining({ code: 'invalid_state' }));
    expect(J.findJob(env.db, 'job-3')).toBeUndefined(); // nothing half-written
  });
});
