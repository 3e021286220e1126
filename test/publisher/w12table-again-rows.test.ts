/**
 * w12table (walk 12): a draft the Hub held, sent AGAIN as a new post (Compose's "Send it as a new post at
 * another time…", `postroom publish --again`), is two Hub posts. On Lan's laptop (the sender) the Outbox's
 * cards showed both jobs, but its Table listed only the NEW post's rows and its counts left the first out
 * (the rows took the draft's jobs as ONE post, each channel decided by its latest job); Chi's Table (a
 * teammate's laptop, one row set per key) listed all four. One truth: every Hub post a laptop sent is a row
 * of the Table, on the sender's laptop as on a teammate's, and the counts sum those rows; the export writes them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobPost } from '../../src-main/bridge/outbox';
import { publishBatches, publishJobs, type Job, type WritableDB } from '../../src-main/library';
import { readCsvRecords } from '../../src-main/library/transfer-csv';
import { outcomeDesk, outcomeRows, outcomesText, teammateRows, teammateSends, withReplays, withTeammateRows, type OutcomeRow, type TeamOutcome } from '../../src-main/publisher';
import { journalDb } from './helpers';
import { ok, writeJournal } from './outcome-journal';

const T = (iso: string) => Date.parse(iso);
const line = (published: number, refused: number, unknown: number, waiting: number) => ({ published, refused, unknown, waiting });
const held = { state: 'awaiting' as const, hubStatus: 'scheduled' };

let lan: ReturnType<typeof journalDb>;
let chi: ReturnType<typeof journalDb>;
let jobs: Map<string, Job>;
let shared: TeamOutcome[];
const teamOf = (memberId: string, name: string) => ({ me: { memberId, name }, sharedOutcomes: (draftId: string) => shared.filter((o) => o.draftId === draftId) });

/** A laptop's Table as the bridge reads it (handlers/outcomes.ts teamRows): its own rows (replays named), then the teammates'. */
function table(db: ReturnType<typeof journalDb>, team: ReturnType<typeof teamOf>): OutcomeRow[] {
  const mine = publishJobs.listJobs(db.db as unknown as WritableDB, { workspaceId: 'sandbox' });
  const byId = new Map(mine.map((j) => [j.id, j]));
  const rows = withReplays(outcomeRows(mine), (id) => (byId.has(id) ? jobPost(byId.get(id)!, team) : null));
  return withTeammateRows(rows, teammateRows(teammateSends(db.db, ['d-bf', 'd-tra'], team)));
}

beforeAll(() => {
  lan = journalDb();
  chi = journalDb();
  const w = lan.db as unknown as WritableDB;
  batches(w, { b0: 'd-tra', b1: 'd-bf', b2: 'd-bf' });
  writeJournal(w, [
    // Black Friday: sent in batch b1 for 28 Nov 19:00 in Ho Chi Minh; the Hub holds it.
    { id: 'bf-1', draftId: 'd-bf', batchId: 'b1', profileId: 'prof_caphe', platforms: ['facebook', 'instagram'], caption: 'Black Friday', scheduledAt: '2026-11-28T19:00', timezone: 'Asia/Ho_Chi_Minh', at: T('2026-11-27T09:00:00Z'), patch: held },
    // The same draft sent again as a new post (batch b2, `again`): a second Hub post, the first still held.
    { id: 'bf-2', draftId: 'd-bf', batchId: 'b2', profileId: 'prof_caphe', platforms: ['facebook', 'instagram'], caption: 'Black Friday', scheduledAt: '2026-11-28T19:00', timezone: 'Asia/Ho_Chi_Minh', at: T('2026-11-27T09:30:00Z'), patch: held },
    // Another post of Lan's, published.
    { id: 'tra-1', draftId: 'd-tra', batchId: 'b0', profileId: 'prof_caphe', platforms: ['x'], caption: 'Trà đào', at: T('2026-11-27T08:00:00Z'), patch: { state: 'done', hubStatus: 'completed', outcomes: [ok('x')] } },
  ]);
  jobs = new Map(publishJobs.listJobs(w, { workspaceId: 'sandbox' }).map((j) => [j.id, j]));
  // The team's outcomes, as Lan's laptop shares them (each key one Hub post).
  shared = [...jobs.values()].map((j) => ({
    id: j.id, draftId: j.draftId!, key: j.idempotencyKey, by: { memberId: 'm-lan', name: 'Lan' }, at: j.createdAt, createdAt: j.createdAt, platforms: j.platforms,
    fields: j.fields, state: j.state, hubStatus: j.hubStatus, outcomes: j.outcomes, lastError: null, nextAt: null, scheduledAt: j.scheduledAt,
  }));
});
afterAll(() => {
  lan.cleanup();
  chi.cleanup();
});

/** The batches the jobs name (each publish is a batch of its own). */
const batches = (w: WritableDB, ids: Record<string, string>): void => {
  for (const [id, draft] of Object.entries(ids)) publishBatches.createBatch(w, { id, workspaceId: 'sandbox', kind: 'drafts', draftIds: [draft] }, { now: 1, durable: 'full' });
};

const rowsOf = (rows: readonly OutcomeRow[]) => rows.map((r) => `${r.jobId} ${r.channel} ${r.state}`);

describe('a draft sent again as a new post: two Hub posts, four rows', () => {
  it("on the sender's laptop alone: both posts' rows, each with its own state", () => {
    const rows = outcomeRows([...jobs.values()]);
    expect(rowsOf(rows)).toEqual(['bf-1 facebook scheduled', 'bf-1 instagram scheduled', 'bf-2 facebook scheduled', 'bf-2 instagram scheduled', 'tra-1 x published']);
    expect(rows.filter((r) => r.draftId === 'd-bf').map((r) => r.postState)).toEqual(['scheduled', 'scheduled', 'scheduled', 'scheduled']);
    expect(outcomeDesk(rows, {}, 100).summary.total).toEqual(line(1, 0, 0, 4));
  });

  it("the sender's Table in the team (Lan) and a teammate's (Chi) list the same four rows, and count the same", () => {
    const onLan = table(lan, teamOf('m-lan', 'Lan'));
    const onChi = table(chi, teamOf('m-chi', 'Chi'));
    const bf = (rows: readonly OutcomeRow[]) => rows.filter((r) => r.draftId === 'd-bf').map((r) => `${r.jobId} ${r.channel} ${r.state} ${r.scheduledAt}`).sort();
    expect(bf(onLan)).toHaveLength(4);
    expect(bf(onLan)).toEqual(bf(onChi));
    expect(onLan.every((r) => r.by === null)).toBe(true);
    expect(onChi.every((r) => r.by === 'Lan')).toBe(true);
    const lanSum = outcomeDesk(onLan, {}, 100).summary;
    const chiSum = outcomeDesk(onChi, {}, 100).summary;
    expect(lanSum.total).toEqual(line(1, 0, 0, 4));
    expect(chiSum.total).toEqual(lanSum.total);
    expect(chiSum.byChannel).toEqual(lanSum.byChannel);
    expect(chiSum.byProfile).toEqual(lanSum.byProfile);
    // The counts sum the rows shown.
    const d = outcomeDesk(onLan, {}, 100);
    expect(d.rows.filter((r) => r.outcome === 'waiting')).toHaveLength(d.summary.total.waiting);
  });

  it('the export writes the same rows (both posts), as the table shows them', () => {
    const d = outcomeDesk(table(lan, teamOf('m-lan', 'Lan')), {}, 100);
    const csv = readCsvRecords(outcomesText(d.rows, 'csv'));
    if (!csv.ok) throw new Error(csv.message);
    expect(csv.records.map((r) => `${r.cells.job_id} ${r.cells.channel}`)).toEqual(d.rows.map((r) => `${r.jobId} ${r.channel}`));
    expect(csv.records.filter((r) => r.cells.draft_id === 'd-bf')).toHaveLength(4);
  });

  it('a filter on the post state narrows both posts alike', () => {
    const d = outcomeDesk(outcomeRows([...jobs.values()]), { state: 'scheduled' }, 100);
    expect(d.rows.map((r) => r.jobId)).toEqual(['bf-1', 'bf-1', 'bf-2', 'bf-2']);
  });
});

describe('an earlier send the Hub never held still gives way to the newer one', () => {
  it('withdrawn, then published again: only the new post is a row', () => {
    const db = journalDb();
    try {
      const w = db.db as unknown as WritableDB;
      batches(w, { c1: 'd-w', c2: 'd-w', c3: 'd-r', c4: 'd-r' });
      writeJournal(w, [
        { id: 'w-1', draftId: 'd-w', batchId: 'c1', profileId: 'prof_caphe', platforms: ['x'], at: T('2026-11-27T09:00:00Z'), patch: { state: 'cancelled' } },
        { id: 'w-2', draftId: 'd-w', batchId: 'c2', profileId: 'prof_caphe', platforms: ['x'], at: T('2026-11-27T09:10:00Z'), patch: { state: 'done', hubStatus: 'completed', outcomes: [ok('x')] } },
        { id: 'r-1', draftId: 'd-r', batchId: 'c3', profileId: 'prof_caphe', platforms: ['x'], at: T('2026-11-27T08:00:00Z'), patch: { state: 'refused', lastError: { code: 'invalid_request', message: 'caption too long' } } },
        { id: 'r-2', draftId: 'd-r', batchId: 'c4', profileId: 'prof_caphe', platforms: ['x'], at: T('2026-11-27T08:10:00Z'), patch: { state: 'done', hubStatus: 'completed', outcomes: [ok('x')] } },
      ]);
      expect(rowsOf(outcomeRows(publishJobs.listJobs(w, { workspaceId: 'sandbox' })))).toEqual(['w-2 x published', 'r-2 x published']);
    } finally {
      db.cleanup();
    }
  });
});
