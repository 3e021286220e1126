/**
 * w8replay (walk 8, finding 3): Outbox → Table on a laptop whose Publish calls were REPLAYS of a
 * teammate's (the Hub answered Lan's result for the same key). Such a job's card says "Published by
 * Lan" (bridge outbox.ts jobPost); its Table row is Lan's too: `by` names her, the summary counts it in
 * "of which by teammates", and its words are the card's (the team's outcome of that key). This
 * laptop's own send, and an earlier attempt sent again as new, stay this computer's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobPost } from '../../src-main/bridge/outbox';
import { publishJobs, type Job, type WritableDB } from '../../src-main/library';
import { outcomeDesk, outcomeRows, teammateRows, teammateSends, withReplays, withTeammateRows, type OutcomeRow, type TeamOutcome } from '../../src-main/publisher';
import { journalDb } from '../publisher/helpers';
import { ok, writeJournal } from '../publisher/outcome-journal';

const T = (iso: string) => Date.parse(iso);
let db: ReturnType<typeof journalDb>;
let all: OutcomeRow[];
let jobs: Map<string, Job>;
let shared: TeamOutcome[];
const team = () => ({ me: { memberId: 'm-bao', name: 'Bảo' }, sharedOutcomes: (draftId: string) => shared.filter((o) => o.draftId === draftId) });
const line = (published: number, refused: number, unknown: number, waiting: number) => ({ published, refused, unknown, waiting });

/** The handler's reading (bridge/handlers/outcomes.ts teamRows): my rows, replays as the teammate's, then theirs. */
const desk = (): OutcomeRow[] => {
  const t = team();
  const mine = withReplays(outcomeRows([...jobs.values()]), (id) => {
    const j = jobs.get(id);
    return j ? jobPost(j, t) : null;
  });
  return withTeammateRows(mine, teammateRows(teammateSends(db.db, ['d-latte', 'd-own', 'd-tra'], t)));
};

beforeAll(() => {
  db = journalDb();
  const w = db.db as unknown as WritableDB;
  writeJournal(w, [
    // Bảo's Publish of Lan's post: the Hub replayed Lan's call (same key); this journal holds only the bare replay.
    { id: 'j-latte', draftId: 'd-latte', profileId: 'prof_caphe', platforms: ['facebook', 'instagram'], caption: 'Latte muối', at: T('2026-11-27T09:05:00Z'), patch: { state: 'done', hubStatus: 'completed', outcomes: [ok('facebook'), ok('instagram')] } },
    // Bảo's own post: nobody else sent its key.
    { id: 'j-own', draftId: 'd-own', profileId: 'prof_caphe', platforms: ['x'], caption: 'Sữa chua', at: T('2026-11-27T09:10:00Z'), patch: { state: 'done', hubStatus: 'completed', outcomes: [ok('x')] } },
    // Bảo's replay still waiting here while the team knows Lan's final outcome.
    { id: 'j-tra', draftId: 'd-tra', profileId: 'prof_caphe', platforms: ['facebook'], caption: 'Trà đào', at: T('2026-11-27T09:20:00Z'), patch: { state: 'awaiting', hubStatus: 'processing' } },
  ]);
  jobs = new Map(publishJobs.listJobs(w, { workspaceId: 'sandbox' }).map((j) => [j.id, j]));
  const key = (id: string) => jobs.get(id)!.idempotencyKey;
  const lan = (o: Partial<TeamOutcome> & Pick<TeamOutcome, 'id' | 'draftId' | 'key' | 'platforms' | 'at'>): TeamOutcome => ({
    state: 'done', hubStatus: 'completed', fields: { profile_id: 'prof_caphe' }, outcomes: o.platforms.map(ok), lastError: null, nextAt: null, createdAt: o.at, scheduledAt: null,
    by: { memberId: 'm-lan', name: 'Lan' }, sentFirst: 'original', ...o,
  });
  shared = [
    lan({ id: 'l-latte', draftId: 'd-latte', key: key('j-latte'), platforms: ['facebook', 'instagram'], at: T('2026-11-27T09:00:00Z') }),
    lan({ id: 'l-tra', draftId: 'd-tra', key: key('j-tra'), platforms: ['facebook'], at: T('2026-11-27T09:15:00Z'), outcomes: [{ ...ok('facebook'), url: 'https://example.com/facebook/lan' }] }),
    // Lan's own post, sent from her laptop only: a teammate's row of its own.
    lan({ id: 'l-banh', draftId: 'd-own', key: 'k-lan-banh', platforms: ['instagram'], at: T('2026-11-27T08:00:00Z') }),
  ];
  all = desk();
});
afterAll(() => db.cleanup());

describe('a replaying laptop’s Table', () => {
  it('a row of a job that replayed Lan’s call is Lan’s, with the state the card shows', () => {
    expect(all.map((r) => `${r.jobId} ${r.channel} ${r.state} ${r.by ?? 'me'}`)).toEqual([
      'j-tra facebook published Lan',
      'j-own x published me',
      'j-latte facebook published Lan',
      'j-latte instagram published Lan',
      'l-banh instagram published Lan',
    ]);
    // The card's words: the team's outcome of that key (its post link), not the bare replay's waiting.
    const tra = all[0]!;
    expect(tra.url).toBe('https://example.com/facebook/lan');
    expect(tra.outcome).toBe('published');
    expect(tra.state).toBe(jobPost(jobs.get('j-tra')!, team()).channels[0]!.state);
    expect(tra.caption).toBe('Trà đào');
  });

  it('the totals count the replays as teammates’ sends', () => {
    const d = outcomeDesk(all, {}, 100);
    expect(d.summary.total).toEqual(line(5, 0, 0, 0));
    expect(d.summary.teammates).toEqual(line(4, 0, 0, 0));
  });

  it('a replay of MY call (the Hub ran mine) stays mine', () => {
    const before = shared;
    shared = shared.map((o) => ({ ...o, sentFirst: 'replay' as const }));
    try {
      const rows = desk();
      expect(rows.filter((r) => r.jobId.startsWith('j-')).map((r) => r.by)).toEqual([null, null, null, null]);
      expect(outcomeDesk(rows, {}, 100).summary.teammates).toEqual(line(1, 0, 0, 0));
    } finally {
      shared = before;
    }
  });

  it('outside a team nothing changes', () => {
    const rows = outcomeRows([...jobs.values()]);
    expect(withReplays(rows, () => null)).toEqual(rows);
  });
});
