/**
 * Walk 16 (finding 3, w17postsreason): the campaign's Posts tab said "not sent (problems)" of a post held back ONLY because
 * it was never sent for review, while the Send tab, the dry run and the CLI said "not sent for review". Each skipped post's
 * reason now comes out of the one loop that counts the Send tab's `now` (send-now.ts `notSentWhy`): one row per hold here.
 */
import { describe, expect, it } from 'vitest';
import { sendNow } from '../../src-main/campaigns';
import type { Draft } from '../../src-main/library';
import type { Problem, TeamPublishPort } from '../../src-main/publisher';

const draft = (id: string, photos = 1): Draft => ({ id, photos: Array.from({ length: photos }, () => ({})) }) as unknown as Draft;
/** A team whose answer for each post is given: what it waits for (and who), or nothing (null: no approval needed). */
const teamOf = (w: Record<string, { waiting: string; who?: string } | null>): TeamPublishPort =>
  ({ approval: (id: string) => w[id] ?? null }) as unknown as TeamPublishPort;
const err = (code: string): Problem => ({ severity: 'error', code: code as Problem['code'], channel: null, field: null, message: code });
const warn = (code: string): Problem => ({ severity: 'warning', code: code as Problem['code'], channel: null, field: null, message: code });

function whyOf(waiting: { waiting: string; who?: string } | null, opts: { dryHeld?: boolean | null; problems?: Problem[]; sent?: boolean } = {}) {
  const d = draft('d1');
  const n = sendNow({
    posts: [d], skippedIds: new Set(['d1']), team: teamOf({ d1: waiting }),
    sent: opts.sent ? new Map([['d1', { by: { memberId: 'm2', name: 'Lan' } } as never]]) : new Map(),
    dryHeld: opts.dryHeld === undefined || opts.dryHeld === null ? null : () => opts.dryHeld as boolean,
    check: () => opts.problems ?? [],
  });
  expect(n.notSentWhy).toHaveLength(1);
  // w25dryrun: a post the send skipped says so (`lastSend`: "the last send held it back" is true of it); the reason is the rest.
  const { lastSend, ...why } = n.notSentWhy![0]!;
  expect(lastSend).toBe(true);
  return why;
}

describe('why each skipped post is still not sent (send-now.ts notSentWhy)', () => {
  it('never sent for review, a photo, only a warning: not sent for review yet — never "problems" (walk 16, Bánh mì chảo)', () => {
    expect(whyOf({ waiting: 'review' }, { problems: [warn('pinned_page')] })).toEqual({ draftId: 'd1', why: 'to_submit' });
    // The same with a current dry run that held it (for its review): still its review, not problems.
    expect(whyOf({ waiting: 'review' }, { dryHeld: true })).toEqual({ draftId: 'd1', why: 'to_submit' });
  });
  it('in review: waits for approval', () => expect(whyOf({ waiting: 'approval' })).toEqual({ draftId: 'd1', why: 'in_review' }));
  it('sent back: changes requested, by whom', () => expect(whyOf({ waiting: 'changes_requested', who: 'Bảo' })).toEqual({ draftId: 'd1', why: 'changes', by: 'Bảo' }));
  it("a viewer's laptop publishes nothing", () => expect(whyOf({ waiting: 'role' })).toEqual({ draftId: 'd1', why: 'role' }));
  it('revoked laptop', () => expect(whyOf({ waiting: 'revoked' })).toEqual({ draftId: 'd1', why: 'revoked' }));
  it('a team this workspace left: held, as problems, said as the team left', () => expect(whyOf({ waiting: 'left' })).toEqual({ draftId: 'd1', why: 'problems', left: true }));
  it('no photo (draft checks, no dry run): problems, named', () => expect(whyOf(null, { problems: [err('no_photos'), warn('pinned_page')] })).toEqual({ draftId: 'd1', why: 'problems', codes: ['no_photos'], problems: [expect.objectContaining({ code: 'no_photos', label: null })] }));
  it('a current dry run holds it: problems', () => expect(whyOf(null, { dryHeld: true })).toEqual({ draftId: 'd1', why: 'problems' }));
  it('a teammate sent it', () => expect(whyOf(null, { sent: true })).toEqual({ draftId: 'd1', why: 'teamSent' }));
  it('approved since, a current dry run checked it: ready', () => expect(whyOf(null, { dryHeld: false })).toEqual({ draftId: 'd1', why: 'ready' }));
  // w21campaign (walk 19, D): the draft checks ran and found nothing: ready, as a laptop whose send never skipped it says.
  it('approved since, no dry run, the draft checks found nothing: ready', () => expect(whyOf(null)).toEqual({ draftId: 'd1', why: 'ready' }));

  // w19campaign (walk 17, 4): a post held now that the last send did not skip (b, added since) says why too.
  it('the skipped posts and the held ones, in campaign order, and the counts agree with them', () => {
    const posts = ['a', 'b', 'c'].map((id) => draft(id));
    const n = sendNow({ posts, skippedIds: new Set(['c', 'a']), sent: new Map(), team: teamOf({ a: { waiting: 'review' }, b: { waiting: 'approval' }, c: { waiting: 'changes_requested', who: 'Bảo' } }), dryHeld: null });
    expect((n.notSentWhy ?? []).map((w) => [w.draftId, w.why])).toEqual([['a', 'to_submit'], ['b', 'in_review'], ['c', 'changes']]);
    expect(n.skipped).toMatchObject({ toSubmit: 1, changes: 1, problems: 0 });
  });
});
