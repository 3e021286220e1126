/**
 * The team's rules, pure (publisher team.ts, draft-states.ts `withTeam`): the approval's key, keys
 * derived for deliberate new posts, what holds a post back, the local guard, and "by whom".
 */
import { describe, expect, it } from 'vitest';
import { approvalFor, approvalKey, derivedKey, postState, sharedProblem, withTeam, type Job, type PublishDraft, type TeamOutcome, type TeamPublishPort } from '../../src-main/publisher';
import { revisionOf } from './team-fixture';

const draft = (over: Partial<PublishDraft> = {}): PublishDraft => ({
  id: 'd1', profile_id: 'prof_caphe', platforms: ['instagram', 'x'], caption: 'hello', title: '', fields: {}, photos: [], captions: [],
  scheduled_at: null, timezone: null, add_to_queue: false, ...over,
} as PublishDraft);

const port = (over: Partial<TeamPublishPort> = {}): TeamPublishPort => ({
  me: { memberId: 'm-lan', name: 'Lan' },
  approval: () => null,
  contentRevision: revisionOf,
  keyFor: (d, a, p) => approvalKey(a, d, p),
  claim: () => undefined,
  sharedOutcome: () => null,
  ...over,
});

const job = (over: Partial<Job> = {}): Job => ({
  id: 'j1', batchId: null, draftId: 'd1', workspaceId: 'w', idempotencyKey: 'k1', reason: 'publish', parentJobId: null, state: 'done',
  platforms: ['instagram', 'x'], fields: {}, photos: [], contentType: 'application/json', bodySha256: '', bodyBytes: 0, budgetBytes: null,
  scheduledAt: null, attempts: 1, nextAt: null, sentAt: 2_000, requestId: null, hubJobId: null, hubStatus: 'completed', result: null,
  outcomes: [{ channel: 'instagram', success: true }, { channel: 'x', success: true }], lastError: null, supersededBy: null, createdAt: 1_000, updatedAt: 2_000, finalAt: 2_000,
  ...over,
} as unknown as Job);

describe('keys', () => {
  it('the approval key is the same for the same approval, draft and part, a valid Hub key, and differs when any of them does', () => {
    const k = approvalKey('apr-1', 'd1', 0);
    expect(k).toBe(approvalKey('apr-1', 'd1', 0));
    expect(k).toMatch(/^[\x21-\x7e]{1,255}$/);
    expect(new Set([k, approvalKey('apr-2', 'd1', 0), approvalKey('apr-1', 'd2', 0), approvalKey('apr-1', 'd1', 1), approvalKey('apr-1d', '1', 0)]).size).toBe(5);
  });

  it('a derived key is new, fixed by its parent and the decision, a valid Hub key', () => {
    const k = approvalKey('apr-1', 'd1', 0);
    expect(derivedKey(k, 'refit:1000')).toBe(derivedKey(k, 'refit:1000'));
    expect(derivedKey(k, 'refit:1000')).not.toBe(k);
    expect(derivedKey(k, 'refit:1000')).not.toBe(derivedKey(k, 'refit:900'));
    expect(derivedKey(k, 'unblocked')).toMatch(/^[\x21-\x7e]{1,255}$/);
  });
});

describe('approval', () => {
  it('not required: goes; waiting: the problem names for whom; approved and edited since: back to review', () => {
    const d = draft();
    expect(approvalFor(port(), d)).toEqual({ approval: null });
    const waiting = approvalFor(port({ approval: () => ({ waiting: 'changes_requested', who: 'Bảo' }) }), d);
    expect(waiting).toMatchObject({ problem: { code: 'changes_requested', who: 'Bảo', message: expect.stringMatching(/^changes requested by Bảo/) } });
    // h-reviewwords (walk 44a, 2): the port's reader (Lan) is "you" in the words; `who` stays her name.
    const own = approvalFor(port({ approval: () => ({ waiting: 'changes_requested', who: 'Lan' }) }), d);
    expect(own).toMatchObject({ problem: { code: 'changes_requested', who: 'Lan', message: expect.stringMatching(/^changes requested by you:/) } });
    const relayed = approvalFor(port({ approval: () => ({ waiting: 'changes_requested', who: 'client (via Lan)' }) }), d);
    expect(relayed).toMatchObject({ problem: { message: expect.stringMatching(/^changes requested by the client \(via you\):/) } });
    const a = { approvalId: 'apr-1', revision: revisionOf(d) };
    expect(approvalFor(port({ approval: () => a }), d)).toEqual({ approval: a });
    expect(approvalFor(port({ approval: () => a }), draft({ caption: 'hello!' }))).toMatchObject({ problem: { code: 'waiting_review' } });
  });
});

describe('the local guard and by whom', () => {
  const outcome = (over: Partial<TeamOutcome> = {}): TeamOutcome => ({ ...job({ idempotencyKey: 'k1' }), draftId: 'd1', key: 'k1', by: { memberId: 'm-an', name: 'An' }, at: 1_500, ...over });

  it('another member holding the key holds the post back, saying who and when; my own outcome, or a refused one, does not', () => {
    const p = sharedProblem(port({ sharedOutcome: () => outcome() }), 'd1', 'k1');
    expect(p).toMatchObject({ code: 'sent_by_team', who: 'An', at: 1_500 });
    expect(p!.message).toBe("already published (An's computer sent it at 1970-01-01T00:00:01.500Z): not sent again"); // w27cli
    expect(sharedProblem(port({ sharedOutcome: () => outcome({ state: 'unknown', hubStatus: null, outcomes: null }) }), 'd1', 'k1')!.message)
      .toBe("An's computer sent it at 1970-01-01T00:00:01.500Z; the Hub may have published it (outcome unknown: only An's computer can ask the Hub): not sent again");
    expect(sharedProblem(port({ sharedOutcome: () => outcome({ by: { memberId: 'm-lan', name: 'Lan' } }) }), 'd1', 'k1')).toBeNull();
    expect(sharedProblem(port({ sharedOutcome: () => outcome({ state: 'refused' }) }), 'd1', 'k1')).toBeNull();
    // Nothing went out by their call: blocked, or same-key retries run out with nothing confirmed.
    expect(sharedProblem(port({ sharedOutcome: () => outcome({ state: 'blocked' }) }), 'd1', 'k1')).toBeNull();
    expect(sharedProblem(port({ sharedOutcome: () => outcome({ state: 'done', outcomes: null, hubStatus: null, lastError: { code: 'retries_exhausted', message: '' } }) }), 'd1', 'k1')).toBeNull();
    expect(sharedProblem(port({ sharedOutcome: () => outcome({ state: 'unknown', outcomes: null }) }), 'd1', 'k1')!.message).toMatch(/outcome unknown/);
  });

  it('same key: whose call the Hub ran sent it, and their final word settles a job still unfinished here', () => {
    const mine = job({ state: 'retrying', hubStatus: null, outcomes: null, sentAt: 2_000 });
    const s = postState(withTeam([mine], [outcome({ sentFirst: 'original' })], 'm-lan'));
    expect(s.state).toBe('published');
    expect(s.by).toEqual({ memberId: 'm-an', name: 'An', at: 1_500, here: true });
    // Their call was the replay (bywhom: not who claimed first by the clock): no "by".
    expect(postState(withTeam([job({ sentAt: 1_000 })], [outcome({ sentFirst: 'replay' })], 'm-lan')).by).toBeUndefined();
    // Their key, never mine: their job counts, theirs.
    const theirs = postState(withTeam([], [outcome({ id: 'j9', key: 'k9' })], 'm-lan'));
    expect(theirs).toMatchObject({ state: 'published', by: { name: 'An' } });
    // Without the team, nothing changes.
    expect(postState([job()]).by).toBeUndefined();
  });
});
