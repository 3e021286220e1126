/**
 * w20outbox (walk 18, finding 1): after "Retry → Send it unchanged" of a refused channel, the sender's Outbox Table
 * (rows from her journal) and a teammate's (rows from the team's shared outcomes) showed different rows and counts:
 * Lan's dropped the first post's refused Instagram (the Hub holds it), Bảo's kept it open with "Fix the draft". Both
 * now show a row per Hub post × channel, the retried refusal counted as refused and marked `retriedBy` the retry,
 * from the same journal: Bảo's through the shared outcome's `retry_of` key (library team-rows.ts readJobs).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishJobs, teamRows, type TeamOutcomeRow, type WritableDB } from '../../src-main/library';
import { draftSends, outcomeRows, outcomeSummary, outcomesText, teammateRows, teammateSends, type OutcomeRow, type TeamOutcome } from '../../src-main/publisher';
import { readCsvRecords } from '../../src-main/library/transfer-csv';
import { journalDb } from './helpers';
import { no, ok, writeJournal } from './outcome-journal';

const NOW = Date.now();
let lan: ReturnType<typeof journalDb>;
let bao: ReturnType<typeof journalDb>;
let shared: TeamOutcomeRow[];

/** A shared outcome as the team port reads it (team/publish-port.ts outcomeOf). */
const asTeam = (o: TeamOutcomeRow): TeamOutcome => ({ ...teamRows.outcomeAsJob(o), draftId: o.draft_id ?? '', key: o.idempotency_key, by: { memberId: o.member, name: 'Lan' }, at: o.created_at, sentFirst: null });
const bảoRows = (outcomes: readonly TeamOutcomeRow[]): OutcomeRow[] => {
  const port = { me: { memberId: 'm-bao', name: 'Bảo' }, sharedOutcomes: (id: string) => outcomes.filter((o) => o.draft_id === id).map(asTeam) };
  return teammateRows(teammateSends(bao.db as unknown as WritableDB, ['d-banner', 'd-tra'], port));
};
const line = (r: OutcomeRow) => `${r.jobId} ${r.channel} ${r.state} ${r.outcome} ${r.retriedBy ?? '-'}`;

beforeAll(() => {
  lan = journalDb();
  bao = journalDb();
  const w = lan.db as unknown as WritableDB;
  writeJournal(w, [
    // "Banner rộng thử Instagram": Facebook published, Instagram refused the 2000×300 photo…
    { id: 'j-banner', draftId: 'd-banner', batchId: null, profileId: 'prof_cafe', platforms: ['facebook', 'instagram'], at: NOW - 60_000, patch: { state: 'done', hubStatus: 'partial', outcomes: [ok('facebook'), no('instagram')], supersededBy: 'j-retry' } },
    // …then Retry → "Send it unchanged": Instagram published, a Hub post of its own.
    { id: 'j-retry', draftId: 'd-banner', parentJobId: 'j-banner', reason: 'retry_channels', profileId: 'prof_cafe', platforms: ['instagram'], at: NOW - 30_000, patch: { state: 'done', hubStatus: 'completed', outcomes: [ok('instagram')] } },
    // Another post, held for later.
    { id: 'j-tra', draftId: 'd-tra', profileId: 'prof_cafe', platforms: ['facebook'], scheduledAt: '2030-01-01T09:00', timezone: 'Asia/Ho_Chi_Minh', at: NOW - 10_000, patch: { state: 'awaiting', hubStatus: 'scheduled' } },
  ]);
  shared = [...teamRows.readJobs(lan.db as unknown as WritableDB, 'sandbox', ['j-banner', 'j-retry', 'j-tra'], 'm-lan').values()];
});
afterAll(() => {
  lan.cleanup();
  bao.cleanup();
});

describe("the sender's and a teammate's Table after a retry of a refused channel", () => {
  it('the shared outcome of the retry names the key it retried; the first send names none', () => {
    const key = (id: string) => publishJobs.getJob(lan.db as unknown as WritableDB, id).idempotencyKey;
    expect(shared.find((o) => o.job_id === 'j-retry')!.fields[teamRows.RETRY_OF]).toBe(key('j-banner'));
    expect(shared.find((o) => o.job_id === 'j-banner')!.fields[teamRows.RETRY_OF]).toBeUndefined();
  });

  it('both laptops show the same rows: a row per Hub post × channel, the retried refusal marked', () => {
    const mine = outcomeRows(publishJobs.listJobs(lan.db as unknown as WritableDB, { workspaceId: 'sandbox' }));
    const theirs = bảoRows(shared);
    const expected = [
      'j-banner facebook published published -',
      'j-banner instagram refused refused j-retry',
      'j-retry instagram published published -',
      'j-tra facebook scheduled waiting -',
    ];
    expect(mine.map(line).sort()).toEqual(expected);
    expect(theirs.map(line).sort()).toEqual(expected);
    // The counts, as the Hub holds them: 2 published, 1 refused, 1 waiting, on both laptops.
    expect(outcomeSummary(mine).total).toEqual({ published: 2, refused: 1, unknown: 0, waiting: 1 });
    expect(outcomeSummary(theirs).total).toEqual(outcomeSummary(mine).total);
  });

  it('the export writes the retried refusal with the retry beside it, on both laptops alike', () => {
    const file = (rows: OutcomeRow[]) => {
      const r = readCsvRecords(outcomesText(rows, 'csv'));
      if (!r.ok) throw new Error(r.message);
      return r.records.map((x) => `${x.cells.job_id} ${x.cells.channel} ${x.cells.outcome} ${x.cells.retried_by}`).sort();
    };
    const mine = file(outcomeRows(publishJobs.listJobs(lan.db as unknown as WritableDB, { workspaceId: 'sandbox' })));
    expect(mine).toHaveLength(4);
    expect(mine).toContain('j-banner instagram refused j-retry');
    expect(file(bảoRows(shared))).toEqual(mine);
  });

  it('an older laptop\'s outcome without the key reads as before: the refusal stays, unmarked', () => {
    const older = shared.map((o) => ({ ...o, fields: Object.fromEntries(Object.entries(o.fields).filter(([k]) => k !== teamRows.RETRY_OF)) }));
    expect(bảoRows(older).filter((r) => r.retriedBy).length).toBe(0);
    expect(bảoRows(older).map((r) => `${r.jobId} ${r.channel} ${r.outcome}`)).toContain('j-banner instagram refused');
  });
});

describe("a teammate's laptop groups a retry with the send it retried (draftSends), as the sender's does", () => {
  const sends = (db: ReturnType<typeof journalDb>['db'], me: { memberId: string; name: string }, outcomes: readonly TeamOutcomeRow[]) =>
    draftSends(db as unknown as WritableDB, 'd-banner', { me, sharedOutcomes: (id: string) => outcomes.filter((o) => o.draft_id === id).map(asTeam) })
      .map((s) => `${s.post.state} ${s.post.published}/${s.post.total} ${s.here ? 'here' : `by ${s.post.by?.name}`}`);

  it("Lan's laptop: one send, published on both; Bảo's: the same one send (before: two)", () => {
    expect(sends(lan.db, { memberId: 'm-lan', name: 'Lan' }, [])).toEqual(['published 2/2 here']);
    expect(sends(bao.db, { memberId: 'm-bao', name: 'Bảo' }, shared)).toEqual(['published 2/2 by Lan']);
  });

  it("an older laptop's outcomes (no retry_of): two sends, as before", () => {
    const older = shared.map((o) => ({ ...o, fields: Object.fromEntries(Object.entries(o.fields).filter(([k]) => k !== teamRows.RETRY_OF)) }));
    expect(sends(bao.db, { memberId: 'm-bao', name: 'Bảo' }, older)).toHaveLength(2);
  });
});
