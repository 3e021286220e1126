/**
 * w19campaign (walk 17, finding 4): a post ADDED to the campaign after its last send, never sent for review, read only
 * "not sent" in the Posts tab while the Send tab and the dry run said "not sent for review yet". The reason a post is not
 * sent now comes from the one loop that counts the Send tab's `now` (send-now.ts `notSentWhy`) for every post a send
 * would hold back, not only those the last send skipped. Row by row: each hold, for a post the last send never saw.
 */
import { describe, expect, it } from 'vitest';
import { sendNow } from '../../src-main/campaigns';
import type { Draft } from '../../src-main/library';
import type { Problem, TeamPublishPort } from '../../src-main/publisher';

const draft = (id: string): Draft => ({ id, photos: [{}] }) as unknown as Draft;
const teamOf = (w: Record<string, { waiting: string; who?: string } | null>): TeamPublishPort =>
  ({ approval: (id: string) => w[id] ?? null }) as unknown as TeamPublishPort;
const err = (code: string): Problem => ({ severity: 'error', code: code as Problem['code'], channel: null, field: null, message: code });

/** One post the last send did NOT skip (added since, or no send yet): why a send now would not hand it. */
function whyNew(waiting: { waiting: string; who?: string } | null, opts: { dryHeld?: boolean; problems?: Problem[]; sent?: boolean } = {}) {
  const n = sendNow({
    posts: [draft('d1')], skippedIds: new Set(), team: teamOf({ d1: waiting }),
    sent: opts.sent ? new Map([['d1', { by: { memberId: 'm2', name: 'Bảo' } } as never]]) : new Map(),
    dryHeld: opts.dryHeld === undefined ? null : () => opts.dryHeld as boolean,
    check: () => opts.problems ?? [],
  });
  return n.notSentWhy ?? [];
}

describe('why each post a send would hold back is not sent, skipped by the last send or not (send-now.ts notSentWhy)', () => {
  it('added after the last send, never sent for review: not sent for review yet (walk 17, finding 4)', () => {
    expect(whyNew({ waiting: 'review' })).toEqual([{ draftId: 'd1', why: 'to_submit' }]);
  });
  it.each([
    ['in review', { waiting: 'approval' }, { why: 'in_review' }],
    ['sent back, by whom', { waiting: 'changes_requested', who: 'Bảo' }, { why: 'changes', by: 'Bảo' }],
    ["a viewer's laptop", { waiting: 'role' }, { why: 'role' }],
    ['revoked laptop', { waiting: 'revoked' }, { why: 'revoked' }],
    ['a team this workspace left', { waiting: 'left' }, { why: 'problems', left: true }],
  ] as const)('%s', (_what, waiting, want) => {
    expect(whyNew(waiting)).toEqual([{ draftId: 'd1', ...want }]);
  });
  it('no photo (the draft checks, no dry run): problems, named', () => expect(whyNew(null, { problems: [err('no_photos')] })).toEqual([{ draftId: 'd1', why: 'problems', codes: ['no_photos'], problems: [expect.objectContaining({ code: 'no_photos', label: null })] }]));
  it('a current dry run holds it: problems', () => expect(whyNew(null, { dryHeld: true })).toEqual([{ draftId: 'd1', why: 'problems' }]));
  it('a teammate sent it', () => expect(whyNew(null, { sent: true })).toEqual([{ draftId: 'd1', why: 'teamSent' }]));
  // w21campaign (walk 19, D): listed too: ready (the next Send takes it), as on the laptop whose send skipped it.
  it('nothing holds it (checked by the dry run or the draft checks): ready', () => {
    expect(whyNew(null)).toEqual([{ draftId: 'd1', why: 'ready' }]);
    expect(whyNew(null, { dryHeld: false })).toEqual([{ draftId: 'd1', why: 'ready' }]);
  });

  it('every held post and every skipped one, in campaign order; the counts agree', () => {
    const posts = ['a', 'b', 'c', 'd'].map((id) => draft(id));
    // a: skipped, in review now; b: added since, never sent for review; c: added since, nothing holds it; d: skipped, approved since.
    const n = sendNow({ posts, skippedIds: new Set(['a', 'd']), sent: new Map(), team: teamOf({ a: { waiting: 'approval' }, b: { waiting: 'review' }, c: null, d: null }), dryHeld: null });
    // w21campaign: c, which nothing holds, says so too (no check ran here: not checked), as d does.
    expect((n.notSentWhy ?? []).map((w) => [w.draftId, w.why])).toEqual([['a', 'in_review'], ['b', 'to_submit'], ['c', 'unchecked'], ['d', 'unchecked']]);
    expect(n).toMatchObject({ toSubmit: 1, inReview: 1, toSend: 2 });
  });
});
