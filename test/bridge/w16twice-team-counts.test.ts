/**
 * w16twice (walk 15, finding 1): Bảo's Outbox → Table said "this computer's sends and 4 posts sent by
 * teammates" above a breakdown "of which by teammates: 3 published, 6 waiting": the header counted the
 * "Sent by teammates" group's POSTS (which leaves out his Publish that replayed Lan's call), the
 * breakdown CHANNELS, the replay among them. One truth: who SENT a Hub post is who made it (a replay is
 * not a send), counted in the summary's unit, a channel of a post, derived once (outcomeSummary's
 * `sentBy`). Row by row, one brand per case: my own send, a teammate's send, my replay of a teammate's
 * send, a teammate's replay of mine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobPost } from '../../src-main/bridge/outbox';
import { publishJobs, type Job, type WritableDB } from '../../src-main/library';
import { OUTCOME_KINDS, outcomeDesk, outcomeRows, teammateRows, teammateSends, withReplays, withTeammateRows, type OutcomeCounts, type OutcomeRow, type TeamOutcome } from '../../src-main/publisher';
import { journalDb } from '../publisher/helpers';
import { ok, writeJournal } from '../publisher/outcome-journal';

const T = (iso: string) => Date.parse(iso);
let db: ReturnType<typeof journalDb>;
let all: OutcomeRow[];
const team = (shared: TeamOutcome[]) => ({ me: { memberId: 'm-bao', name: 'Bảo' }, sharedOutcomes: (draftId: string) => shared.filter((o) => o.draftId === draftId) });
const sum = (c: OutcomeCounts): number => OUTCOME_KINDS.reduce((n, k) => n + c[k], 0);

beforeAll(() => {
  db = journalDb();
  const w = db.db as unknown as WritableDB;
  writeJournal(w, [
    // 1. My own send: nobody else sent its key.
    { id: 'j-own', draftId: 'd-own', profileId: 'p-own', platforms: ['facebook'], caption: 'Bánh mì', at: T('2026-11-27T09:00:00Z'), patch: { state: 'done', hubStatus: 'completed', outcomes: [ok('facebook')] } },
    // 3. My Publish of Lan's post: the Hub replayed her call (same key, she sent first).
    { id: 'j-matcha', draftId: 'd-matcha', profileId: 'p-myreplay', platforms: ['facebook', 'instagram', 'x'], caption: 'Matcha', at: T('2026-11-27T09:10:00Z'), patch: { state: 'done', hubStatus: 'completed', outcomes: [ok('facebook'), ok('instagram'), ok('x')] } },
    // 4. My send that Lan's Publish replayed afterwards: the Hub post is mine.
    { id: 'j-latte', draftId: 'd-latte', profileId: 'p-theirreplay', platforms: ['facebook', 'instagram'], caption: 'Latte', at: T('2026-11-27T09:20:00Z'), patch: { state: 'done', hubStatus: 'completed', outcomes: [ok('facebook'), ok('instagram')] } },
  ]);
  const jobs = new Map<string, Job>(publishJobs.listJobs(w, { workspaceId: 'sandbox' }).map((j) => [j.id, j]));
  const key = (id: string) => jobs.get(id)!.idempotencyKey;
  const lan = (o: Partial<TeamOutcome> & Pick<TeamOutcome, 'id' | 'draftId' | 'key' | 'platforms' | 'at'>, profile: string): TeamOutcome => ({
    state: 'done', hubStatus: 'completed', fields: { profile_id: profile }, outcomes: o.platforms.map(ok), lastError: null, nextAt: null, createdAt: o.at, scheduledAt: null,
    by: { memberId: 'm-lan', name: 'Lan' }, sentFirst: 'original', ...o,
  });
  const shared = [
    // 2. Lan's own send, from her laptop only (scheduled: still waiting).
    lan({ id: 'l-tet', draftId: 'd-tet', key: 'k-lan-tet', platforms: ['facebook', 'instagram'], at: T('2026-11-27T08:00:00Z'), state: 'awaiting', hubStatus: 'scheduled', outcomes: null }, 'p-theirs'),
    lan({ id: 'l-matcha', draftId: 'd-matcha', key: key('j-matcha'), platforms: ['facebook', 'instagram', 'x'], at: T('2026-11-27T09:05:00Z') }, 'p-myreplay'),
    lan({ id: 'l-latte', draftId: 'd-latte', key: key('j-latte'), platforms: ['facebook', 'instagram'], at: T('2026-11-27T09:25:00Z'), sentFirst: 'replay' }, 'p-theirreplay'),
  ];
  const t = team(shared);
  // The handler's reading (bridge/handlers/outcomes.ts teamRows): my rows, replays as the sender's, then the teammates' sends.
  const mine = withReplays(outcomeRows([...jobs.values()]), (id) => {
    const j = jobs.get(id);
    return j ? jobPost(j, t) : null;
  });
  all = withTeammateRows(mine, teammateRows(teammateSends(db.db, ['d-own', 'd-tet', 'd-matcha', 'd-latte'], t)));
});
afterAll(() => db.cleanup());

describe('the Table’s header counts who sent, as its breakdown does', () => {
  it.each([
    ['my own send', 'p-own', { here: 1, teammates: 0 }],
    ['a teammate’s send', 'p-theirs', { here: 0, teammates: 2 }],
    ['my replay of a teammate’s send', 'p-myreplay', { here: 0, teammates: 3 }],
    ['a teammate’s replay of my send', 'p-theirreplay', { here: 2, teammates: 0 }],
  ])('%s', (_name, profile, sentBy) => {
    const { summary } = outcomeDesk(all, { profile }, 100);
    expect(summary.sentBy).toEqual(sentBy);
    // The same things in the same unit: the header's two numbers are the total's and its teammates' line's.
    expect(summary.sentBy.teammates).toBe(sum(summary.teammates));
    expect(summary.sentBy.here + summary.sentBy.teammates).toBe(sum(summary.total));
  });

  it('the whole team: 3 channels sent here, 5 by teammates (walk 15: the header said the group’s posts, 1, beside 5 channels)', () => {
    const { summary } = outcomeDesk(all, {}, 100);
    expect(summary.sentBy).toEqual({ here: 3, teammates: 5 });
    expect(summary.teammates).toEqual({ published: 3, refused: 0, unknown: 0, waiting: 2 });
  });
});
