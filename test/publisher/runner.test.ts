import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readlinkSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { libraryDrafts, Publisher, type HubPort, type Job } from '../../src-main/publisher';
import { WalSync } from '../../src-main/publisher/wal-sync';
import { FAST, world, tally, type World } from './fixture';

let w: World | undefined;

/** A Hub that cannot be reached. */
const down: HubPort = { publish: async () => ({ kind: 'network', error: 'connect ECONNREFUSED', maybeDelivered: false }), status: async () => ({ kind: 'network', error: 'down', maybeDelivered: false }) };

/** A recorder of the calls made (key, and a copy of the body sent), in front of `hub`. */
const recording = (hub: HubPort, sent: Array<{ key: string; body: Buffer }>): HubPort => ({
  publish: (body, key, signal) => {
    sent.push({ key, body: Buffer.from(body.body) });
    return hub.publish(body, key, signal);
  },
  status: (q, signal) => hub.status(q, signal),
});

/** One draft published while the Hub cannot be reached: its job is journaled and left retrying. */
async function journaledWhileOffline(world: World): Promise<{ jobs: Job[] }> {
  const r = await world.publisher({ maxOfflineMs: 1 }, down).publish({ draftIds: [world.draft()] });
  expect(r.jobs[0]!.state).toBe('retrying');
  return r;
}
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
    // The photo went to a pack beside the library, once for the three posts (they share it), the
    // rest of each request into the row; once every job is final the pack is gone: final jobs keep
    // fields and photo hashes, not the bytes.
    expect(w.lib.db.prepare("SELECT count(*) AS n, count(DISTINCT json_extract(p.value, '$.pack') || json_extract(p.value, '$.offset')) AS places FROM publish_jobs j, json_each(j.photos) p").get()).toEqual({ n: 3, places: 1 });
    expect(readdirSync(join(w.dir, 'outbox-bodies')).filter((f) => f.endsWith('.pack'))).toEqual([]);
    expect([...t.byKey.keys()].sort()).toEqual(r.jobs.map((j) => j.idempotencyKey).sort());
  });
});

describe('the journal made durable off the thread that sends (wal-sync.ts)', () => {
  /** A JournalSync double: each sync waits until the test lets it go (one, or all from then on). */
  const heldSync = (): { sync(): Promise<void>; calls: number; releaseOne(): void; release(): void } => {
    let open = false;
    const waiting: Array<() => void> = [];
    return {
      calls: 0,
      sync() {
        this.calls++;
        return open ? Promise.resolve() : new Promise<void>((r) => waiting.push(r));
      },
      releaseOne() {
        waiting.shift()?.();
      },
      release() {
        open = true;
        for (const r of waiting.splice(0)) r();
      },
    };
  };
  const count = (db: Database.Database, sql: string): number => (db.prepare(sql).get() as { n: number }).n;

  const heldPublisher = (sync: ReturnType<typeof heldSync>, sent: Array<{ key: string; body: Buffer }>): Publisher => {
    const ws = w!.lib.workspaces.getCurrent(w!.lib.db).id;
    return new Publisher({ db: w!.lib.db, hub: recording(w!.hub, sent), media: w!.media, drafts: libraryDrafts(w!.lib, ws), workspaceId: ws, journalSync: sync, options: FAST });
  };

  it('sends no job before the commit that journaled it (and its batch) is on disk: one sync covers both', async () => {
    w = await world();
    const ids = [w.draft(), w.draft(), w.draft()];
    const sync = heldSync();
    const sent: Array<{ key: string; body: Buffer }> = [];
    const run = heldPublisher(sync, sent).publish({ draftIds: ids });
    await new Promise((r) => setTimeout(r, 300));
    // Batch and jobs committed (another connection can read the rows and keys), not yet synced:
    // no call. The batch's commit came first, so the chunk's one sync covers it.
    expect(sync.calls).toBe(1);
    expect(count(w.lib.db, 'SELECT count(*) AS n FROM publish_batch_items')).toBe(3);
    expect(count(w.lib.db, "SELECT count(*) AS n FROM publish_jobs WHERE state = 'prepared'")).toBe(3);
    expect(sent).toEqual([]);
    sync.release();
    const r = await run;
    expect(r.jobs.map((j) => j.state)).toEqual(['done', 'done', 'done']);
    expect(sent.map((c) => c.key).sort()).toEqual(r.jobs.map((j) => j.idempotencyKey).sort());
    expect(w.posts()).toHaveLength(3);
  });

  it('enqueue returns the batch only once its record is on disk', async () => {
    w = await world();
    const ids = [w.draft(), w.draft()];
    const sync = heldSync();
    const sent: Array<{ key: string; body: Buffer }> = [];
    let returned = false;
    const queued = heldPublisher(sync, sent).enqueue({ draftIds: ids }).then((q) => ((returned = true), q));
    await new Promise((r) => setTimeout(r, 300));
    expect(sync.calls).toBe(1);
    expect(returned).toBe(false);
    expect(count(w.lib.db, 'SELECT count(*) AS n FROM publish_batch_items')).toBe(2);
    expect(count(w.lib.db, 'SELECT count(*) AS n FROM publish_jobs')).toBe(0); // nothing prepared before it is durable
    sync.releaseOne();
    const { batch, done } = await queued;
    expect(batch).toMatchObject({ total: 2 });
    sync.release();
    expect((await done).jobs.map((j) => j.state)).toEqual(['done', 'done']);
  });

  it('a batch none of whose drafts was journaled (all failed preflight) is made durable before the run ends', async () => {
    w = await world();
    const ws = w.lib.workspaces.getCurrent(w.lib.db).id;
    const bad = w.draft({ platforms: ['facebook'], fields: { facebook_page_id: 'pg_caphe_events' } });
    w.lib.cache.putPin(w.lib.db, ws, 'prof_caphe', 'facebook', 'pg_caphe_main');
    const sync = heldSync();
    const sent: Array<{ key: string; body: Buffer }> = [];
    let ended = false;
    const run = heldPublisher(sync, sent).publish({ draftIds: [bad] }).then((r) => ((ended = true), r));
    await new Promise((r) => setTimeout(r, 300));
    expect(sync.calls).toBe(1);
    expect(ended).toBe(false);
    sync.release();
    const r = await run;
    expect(r.skipped.map((x) => x.problems[0]?.code)).toEqual(['pin_conflict']);
    expect(sent).toEqual([]);
  });

  it('a resume syncs the journal before sending jobs it read from it (another process may have just committed them)', async () => {
    w = await world();
    const r1 = await journaledWhileOffline(w);
    const sync = heldSync();
    const sent: Array<{ key: string; body: Buffer }> = [];
    const run = heldPublisher(sync, sent).resume();
    await new Promise((r) => setTimeout(r, 200));
    expect(sync.calls).toBe(1);
    expect(sent).toEqual([]);
    sync.release();
    const r2 = await run;
    expect(r2.jobs.map((j) => [j.id, j.state])).toEqual([[r1.jobs[0]!.id, 'done']]);
    expect(sent.map((c) => c.key)).toEqual([r1.jobs[0]!.idempotencyKey]);
  });

  it('is the WAL file\'s fsync for a file journal in WAL mode, and none (synchronous=FULL commits) otherwise', async () => {
    const { journalDb } = await import('./helpers');
    const j = journalDb();
    try {
      const s = WalSync.for(j.db);
      expect(s?.walFile).toBe(`${j.file}-wal`);
      j.db.exec("INSERT INTO publish_batches (id, kind, created_at, updated_at) VALUES ('b', 'drafts', 1, 1)");
      await expect(s!.sync()).resolves.toBeUndefined();
      j.db.pragma('journal_mode = DELETE');
      expect(WalSync.for(j.db)).toBeNull();
    } finally {
      j.cleanup();
    }
    const mem = new Database(':memory:');
    expect(WalSync.for(mem)).toBeNull();
    mem.close();
  });

  /** Descriptors of this process open on `file` (Linux: /proc/self/fd). */
  const openOn = (file: string): number => readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(join('/proc/self/fd', fd)) === file;
    } catch {
      return false; // closed meanwhile (the listing's own descriptor)
    }
  }).length;
  const procFd = existsSync('/proc/self/fd');
  if (!procFd) console.warn('skipped: the WAL descriptor tests read /proc/self/fd, which this platform lacks');

  it.skipIf(!procFd)('keeps the WAL file open while held (one fsync a sync, no open and close), and closes it when the last hold and sync end', async () => {
    const { journalDb } = await import('./helpers');
    const j = journalDb();
    try {
      const s = WalSync.for(j.db)!;
      const wal = realpathSync(s.walFile);
      j.db.exec("INSERT INTO publish_batches (id, kind, created_at, updated_at) VALUES ('b', 'drafts', 1, 1)");
      const sqlite = openOn(wal); // SQLite's own
      await s.sync();
      expect(openOn(wal)).toBe(sqlite); // a sync by itself leaves nothing open
      const release = s.hold();
      await s.sync();
      expect(openOn(wal)).toBe(sqlite + 1);
      await Promise.all([s.sync(), s.sync(), s.sync()]);
      expect(openOn(wal)).toBe(sqlite + 1); // the same descriptor, not one a sync
      const second = s.hold();
      await release();
      await release(); // a second call of the same release changes nothing
      expect(openOn(wal)).toBe(sqlite + 1); // the second hold keeps it
      await second();
      expect(openOn(wal)).toBe(sqlite);
      await s.sync(); // usable again after the holds ended
      expect(openOn(wal)).toBe(sqlite);
    } finally {
      j.cleanup();
    }
  });

  it.skipIf(!procFd)('a run holds the WAL descriptor only while it runs', async () => {
    w = await world();
    const ids = [w.draft(), w.draft()];
    const ws = w.lib.workspaces.getCurrent(w.lib.db).id;
    const s = WalSync.for(w.lib.db);
    if (!s) throw new Error('the fixture library is expected in WAL mode');
    const wal = realpathSync(s.walFile);
    const sqlite = openOn(wal); // SQLite's own
    let during = -1;
    const hub: HubPort = { publish: (b, k, sg) => ((during = Math.max(during, openOn(wal))), w!.hub.publish(b, k, sg)), status: w.hub.status };
    const p = new Publisher({ db: w.lib.db, hub, media: w.media, drafts: libraryDrafts(w.lib, ws), workspaceId: ws, options: FAST });
    const r = await p.publish({ draftIds: ids });
    expect(r.jobs.map((x) => x.state)).toEqual(['done', 'done']);
    expect(during).toBe(sqlite + 1);
    expect(openOn(wal)).toBe(sqlite);
  });
});

describe('a cancel from another process', () => {
  it('is seen after a retry wait: the job is not sent again', async () => {
    w = await world();
    const id = w.draft();
    let calls = 0;
    const busy: HubPort = {
      publish: async () => {
        calls++;
        return { kind: 'refused', httpStatus: 502, code: 'upstream_error', message: 'try again', retryAfterSeconds: null };
      },
      status: (q, signal) => w!.hub.status(q, signal),
    };
    const sender = w.publisher({ retryBackoff: { baseMs: 300, factor: 1, capMs: 300, jitter: 0 } }, busy);
    const other = w.publisher(); // another process: its own instance over the same journal
    w.emitter.on('job', (j) => {
      if (j.state === 'retrying' && calls === 1) setTimeout(() => other.cancel(j.id), 50);
    });
    const r = await sender.publish({ draftIds: [id] });
    expect(calls).toBe(1);
    expect(r.jobs[0]!.state).toBe('cancelled');
    expect(w.posts()).toHaveLength(0);
  });
});

describe('a damaged body pack', () => {
  it('is never sent: resume reports body_missing and the job keeps its state and key', async () => {
    w = await world();
    const r1 = await journaledWhileOffline(w);
    const row = w.lib.db.prepare("SELECT json_extract(photos, '$[0].pack') AS pack FROM publish_jobs WHERE id = ?").get(r1.jobs[0]!.id) as { pack: string };
    writeFileSync(join(w.dir, 'outbox-bodies', row.pack), 'not the journaled bytes');
    const r2 = await w.publisher().resume();
    expect(r2.interrupted).toBe(true);
    expect(r2.failures?.join(' ')).toMatch(/does not match its sha256|cannot be read/);
    const after = w.publisher().job(r1.jobs[0]!.id);
    expect(after).toMatchObject({ state: 'retrying', idempotencyKey: r1.jobs[0]!.idempotencyKey });
    expect(w.publisher().events(after.id).map((e) => e.type)).toContain('internal_error');
    expect(w.posts()).toHaveLength(0);
  });
});

describe('a job sent again after a restart', () => {

  it('goes out byte for byte as first sent: its body rebuilt from the row and the photo pack, checked by digest', async () => {
    w = await world();
    const sent: Array<{ key: string; body: Buffer }> = [];
    const r1 = await w.publisher({ maxOfflineMs: 1 }, recording(down, sent)).publish({ draftIds: [w.draft()] });
    expect(r1.jobs[0]!.state).toBe('retrying');
    // A new publisher (a restart): nothing of the first run's memory, only the journal and the pack.
    const r2 = await w.publisher({}, recording(w.hub, sent)).resume({ wait: true });
    expect(r2.jobs.map((j) => j.state)).toEqual(['done']);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(new Set(sent.map((s) => s.key)).size).toBe(1);
    for (const s of sent) expect(s.body.equals(sent[0]!.body)).toBe(true);
    expect(tally(w.posts()).byKey.get(r1.jobs[0]!.idempotencyKey)).toBe(1);
  });

  it('is never sent when its row no longer rebuilds the journaled bytes: body_missing, state and key kept', async () => {
    w = await world();
    const r1 = await journaledWhileOffline(w);
    const id = r1.jobs[0]!.id;
    w.lib.db.prepare("UPDATE publish_jobs SET fields = json_set(fields, '$.caption', 'changed after journaling') WHERE id = ?").run(id);
    const r2 = await w.publisher().resume();
    expect(r2.interrupted).toBe(true);
    expect(r2.failures?.join(' ')).toMatch(/cannot be rebuilt byte for byte/);
    expect(w.publisher().job(id)).toMatchObject({ state: 'retrying', idempotencyKey: r1.jobs[0]!.idempotencyKey });
    expect(w.posts()).toHaveLength(0);
  });
});

describe('batches from campaigns, and preflight before any key', () => {
  it('publishes a campaign in its order; a draft failing preflight (cached pin conflict) gets no job and no key', async () => {
    w = await world();
    const ws = w.lib.workspaces.getCurrent(w.lib.db).id;
    const a = w.draft();
    const bad = w.draft({ platforms: ['facebook'], fields: { facebook_page_id: 'pg_caphe_events' } });
    const c = w.draft();
    w.lib.cache.putPin(w.lib.db, ws, 'prof_caphe', 'facebook', 'pg_caphe_main');
    const campaign = w.lib.campaigns.create(w.lib.db, { name: 'launch', draftIds: [c, bad, a] });
    const r = await w.publisher({ concurrency: 1 }).publish({ campaignId: campaign.id }, { wait: true });
    expect(r.jobs.map((j) => j.draftId)).toEqual([c, a]);
    expect(r.skipped.map((s) => [s.draftId, s.problems[0]?.code])).toEqual([[bad, 'pin_conflict']]);
    expect(w.posts()).toHaveLength(2);
    expect(w.sandbox.control.requestCounts()['POST /v1/posts/photo']).toBe(2);
  });

  it('--all takes only drafts without a live job', async () => {
    w = await world();
    const first = [w.draft(), w.draft()];
    const p = w.publisher();
    await p.publish({ draftIds: first }, { wait: true });
    const later = w.draft();
    const r = await p.publish({ all: true }, { wait: true });
    expect(r.jobs.map((j) => j.draftId)).toEqual([later]);
    expect(w.posts()).toHaveLength(3);
  });
});

describe('two resumers at once', () => {
  it('two processes resuming the same batch journal each draft once (items are claimed) and publish each once', async () => {
    w = await world({ faults: { processing_ms: 0, latency_ms: [5, 20] } });
    const ids = Array.from({ length: 16 }, () => w!.draft());
    const ac = new AbortController();
    ac.abort(new Error('stopped before anything'));
    const r0 = await w.publisher().publish({ draftIds: ids }, { signal: ac.signal });
    expect(r0.jobs).toEqual([]); // the batch is recorded, nothing journaled yet
    const { openLibrary } = await import('../../src-main/library');
    const { Publisher, libraryDrafts, mediaPort } = await import('../../src-main/publisher');
    const other = openLibrary(w.lib.file);
    try {
      const ws = other.workspaces.getCurrent(other.db).id;
      const second = new Publisher({ db: other.db, hub: w.hub, media: mediaPort(), drafts: libraryDrafts(other, ws), workspaceId: ws, options: { concurrency: 2 } });
      await Promise.all([w.publisher({ concurrency: 2 }).resume({ wait: true }), second.resume({ wait: true })]);
    } finally {
      other.close();
    }
    const jobs = w.publisher().jobs();
    expect(jobs).toHaveLength(16);
    expect(new Set(jobs.map((j) => j.draftId)).size).toBe(16);
    expect([...tally(w.posts()).byCaption.values()]).toEqual(Array(16).fill(1));
  });
});

describe('background mode (the app)', () => {
  it('start() polls awaiting jobs to final; stop() drains', async () => {
    w = await world({ processingMs: 200 });
    const p = w.publisher();
    const r = await p.publish({ draftIds: [w.draft(), w.draft()] });
    expect(r.jobs.map((j) => j.state)).toEqual(['awaiting', 'awaiting']);
    const done = new Promise<void>((resolve) => {
      let n = 0;
      w!.emitter.on('job', (j) => {
        if (j.state === 'done' && ++n === 2) resolve();
      });
    });
    const bg = p.start({ idleMs: 50 });
    await done;
    await bg.stop();
    expect(p.jobs().map((j) => j.state)).toEqual(['done', 'done']);
  });

  it('a start (after a restart) reads at once a post the Hub was still processing, not at the read its backoff had put minutes away', async () => {
    // Issue 32 (left32): such a post reads "Sending" until its next read. Before the restart it was
    // read many times (its next read 10 minutes away); the Hub has finished it meanwhile.
    w = await world({ processingMs: 150 });
    const slow = { firstPollMs: 600_000, pollBackoff: { baseMs: 600_000, factor: 1, capMs: 600_000, jitter: 0 } };
    const before = w.publisher(slow);
    const r = await before.publish({ draftIds: [w.draft()] });
    const job = r.jobs[0]!;
    expect([job.state, job.hubStatus]).toEqual(['awaiting', 'processing']);
    expect(job.nextAt! - Date.now()).toBeGreaterThan(500_000);
    await new Promise((res) => setTimeout(res, 300)); // the Hub finishes it while nobody reads
    const after = w.publisher(slow); // the process after the restart, over the same journal
    const bg = after.start({ idleMs: 60_000 });
    try {
      await expect.poll(() => after.job(job.id).state, { timeout: 3_000, interval: 50 }).toBe('done');
    } finally {
      await bg.stop();
    }
    expect(after.job(job.id).hubStatus).toBe('completed');
  });
});

describe('enqueue (for a UI)', () => {
  it('returns the recorded batch at once; the run reports through events and `done`', async () => {
    w = await world();
    const ids = [w.draft(), w.draft(), w.draft()];
    const batches: number[] = [];
    w.emitter.on('batch', (b) => batches.push(b.byState.done ?? 0));
    const { batch, done } = await w.publisher().enqueue({ draftIds: ids }, { wait: true });
    expect(batch).toMatchObject({ total: 3, pending: 3, skipped: 0 });
    const r = await done;
    expect(r.jobs.map((j) => j.state)).toEqual(['done', 'done', 'done']);
    expect(batches.at(-1)).toBe(3);
    await expect(w.publisher().enqueue({ draftIds: ['nope'] })).rejects.toMatchObject({ code: 'draft_not_found' });
    // One deleted draft among good ones: the whole request is refused and nothing is recorded.
    const gone = w.draft();
    w.lib.drafts.softDelete(w.lib.db, gone);
    const batchesBefore = (w.lib.db.prepare('SELECT count(*) AS n FROM publish_batches').get() as { n: number }).n;
    await expect(w.publisher().enqueue({ draftIds: [w.draft(), gone] })).rejects.toMatchObject({ code: 'draft_not_found' });
    expect((w.lib.db.prepare('SELECT count(*) AS n FROM publish_batches').get() as { n: number }).n).toBe(batchesBefore);
  });
});

describe('cancel', () => {
  it('withdraws a job that has not gone out; a resume then leaves it alone; a finished job cannot be cancelled', async () => {
    w = await world();
    w.sandbox.control.setPlan({ active: false });
    const p = w.publisher({ concurrency: 1 });
    const r = await p.publish({ draftIds: [w.draft(), w.draft()] }, { wait: true });
    expect(r.jobs.map((j) => j.state)).toEqual(['blocked', 'blocked']);
    const gone = p.cancel(r.jobs[1]!.id);
    expect(gone.state).toBe('cancelled');
    w.sandbox.control.setPlan({ active: true });
    const r2 = await w.publisher().resume({ wait: true });
    expect(r2.jobs.map((j) => j.id)).toEqual([r.jobs[0]!.id]);
    expect(w.posts()).toHaveLength(1);
    expect(() => p.cancel(r.jobs[0]!.id)).toThrow(expect.objectContaining({ code: 'invalid_state' }));
  });
});

describe('a failure of our own', () => {
  it('stops only that job: it keeps its key for resume, the rest of the batch goes out, the run says so', async () => {
    w = await world();
    const ids = [w.draft(), w.draft(), w.draft()];
    let thrown = 0;
    const flaky = {
      publish: async (body: Parameters<World['hub']['publish']>[0], key: string, signal?: AbortSignal) => {
        if (thrown === 0) {
          thrown++;
          throw new Error('disk on fire');
        }
        return w!.hub.publish(body, key, signal);
      },
      status: w.hub.status,
    };
    const r = await w.publisher({ concurrency: 1 }, flaky).publish({ draftIds: ids }, { wait: true });
    expect(r.interrupted).toBe(true);
    expect(r.failures).toEqual(['disk on fire']);
    expect(r.jobs.map((j) => j.state).sort()).toEqual(['done', 'done', 'sending']);
    const r2 = await w.publisher().resume({ wait: true });
    expect(r2.jobs.map((j) => j.state)).toEqual(['done']);
    expect([...tally(w.posts()).byCaption.values()]).toEqual([1, 1, 1]);
  });
});
