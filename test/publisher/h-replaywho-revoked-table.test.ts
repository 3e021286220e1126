/**
 * h-replaywho (walk 41b, 2): Olivia's Outbox Table and header, after her call replayed a revoked teammate's (no teammate's
 * outcome names him; her journal's verdict says replay). The Table's header said "1 sent from this computer" of it and its
 * row said nothing of the replay; the Outbox header counted a waiting one as her own. Now the row is marked a replay
 * (`replayed.of` null, no `by`: withReplays over the card's post, jobPost `replayed`), the summary counts it with the other
 * computers' sends (outcomeSentByHere), and the header's own count leaves it out (src-shared outbox-counts). The export
 * still says the job was made here (outcomeSentHere). Failed before: sentBy {here: 2, teammates: 0}.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishEvents, type Job, type WritableDB } from '../../src-main/library';
import { jobPost, listJobs, outcomeRows, outcomeSentHere, outcomeSummary, postState, teammateRows, withReplays, withTeam, type TeamOutcome, type TeammateSend } from '../../src-main/publisher';
import { outboxCounts } from '../../src-shared/outbox-counts';
import { journalDb } from './helpers';
import { ok, writeJournal } from './outcome-journal';

const SENT = Date.parse('2026-11-29T04:00:00Z');
let j: ReturnType<typeof journalDb>;
let jobs: Job[];
const team = () => ({ me: { memberId: 'Olivia', name: 'Olivia' }, sharedOutcomes: () => [], sentFirst: (ids: readonly string[]) => publishEvents.sentFirstOf(j.db, ids) });

beforeAll(() => {
  j = journalDb();
  const db = j.db as unknown as WritableDB;
  writeJournal(db, [
    { id: 'j-tuan', draftId: 'd-tuan', profileId: 'prof_caphe', platforms: ['mastodon'], at: SENT, patch: { state: 'done', hubStatus: 'completed', outcomes: [ok('mastodon')] } },
    { id: 'j-tuan-2', draftId: 'd-tuan-2', profileId: 'prof_caphe', platforms: ['mastodon'], at: SENT, patch: { state: 'awaiting', hubStatus: 'processing' } },
    { id: 'j-own', draftId: 'd-own', profileId: 'prof_caphe', platforms: ['mastodon'], at: SENT, patch: { state: 'done', hubStatus: 'completed', outcomes: [ok('mastodon')] } },
  ]);
  for (const [id, answer] of [['j-tuan', 'completed'], ['j-tuan-2', 'processing'], ['j-own', 'completed']] as const) {
    publishEvents.appendEvent(db, { jobId: id, at: SENT, type: 'attempt', detail: { attempt: 1 } });
    publishEvents.appendEvent(db, { jobId: id, at: SENT, type: 'answer', detail: { kind: 'accepted', http: 200, status: answer, ...(id === 'j-own' ? {} : { replayed: true }) } });
  }
  jobs = listJobs(db, { workspaceId: 'sandbox' });
});
afterAll(() => j.cleanup());

describe("Olivia's Table and header after she replayed a revoked teammate's calls", () => {
  it('the replays are marked, counted as another computer\'s, and the export still says the job was made here', () => {
    const byId = new Map(jobs.map((x) => [x.id, x]));
    const rows = withReplays(outcomeRows(jobs), (id) => (byId.has(id) ? jobPost(byId.get(id)!, team()) : null));
    const tuan = rows.find((r) => r.jobId === 'j-tuan')!;
    expect(tuan.by).toBeNull();
    expect(tuan.replayed).toEqual({ of: null });
    expect(outcomeSentHere(tuan)).toBe(true);
    expect(rows.find((r) => r.jobId === 'j-own')!.replayed).toBeUndefined();
    expect(outcomeSummary(rows).sentBy).toEqual({ here: 1, teammates: 2 });
  });

  it("the Outbox header: the waiting replay is not this computer's own waiting job", () => {
    const c = outboxCounts(jobs.map((x) => ({ id: x.id, state: x.state, post: jobPost(x, team()) })));
    expect(c.waiting).toBe(1);
    expect(c.own).toBe(0);
    expect(c.byTeammates).toEqual({ waiting: 1, senders: [], unnamed: 1 });
  });
});

describe("a revoked teammate's send still to come, as a Table row", () => {
  it('carries when the sender was revoked (the card\'s "Outcome not shared"), never only "sending"', () => {
    const REVOKED = Date.parse('2026-11-29T03:00:01.200Z');
    const theirs: TeamOutcome = {
      id: 'j-t', draftId: 'd-t', key: 'k-t', state: 'awaiting', hubStatus: 'processing', platforms: ['mastodon'], fields: { profile_id: 'prof_caphe' }, outcomes: null,
      lastError: null, nextAt: null, createdAt: SENT, scheduledAt: null, by: { memberId: 'Tuấn', name: 'Tuấn', revokedAt: REVOKED }, at: SENT,
    };
    const [view] = withTeam([], [theirs], 'Olivia');
    const send = { draftId: 'd-t', key: 'k-t', job: view, post: postState([view!]) } as unknown as TeammateSend;
    const rows = teammateRows([send]);
    expect(rows.map((r) => [r.state, r.by, r.unsharedSince])).toEqual([['sending', 'Tuấn', new Date(REVOKED).toISOString()]]);
    const shared = teammateRows([{ ...send, post: postState([{ ...view!, by: { ...view!.by!, revokedAt: undefined } } as never]) } as TeammateSend]);
    expect(shared[0]!.unsharedSince).toBeUndefined();
  });
});
