/**
 * w21campaign (walk 19): a team campaign's counts and reasons, derived once in the core.
 * A: the header read "6 posts · 0 not sent yet · 6 held back" of six posts nothing had sent, and the Send tab listed
 *    "3 ready to send now" among the held back: the posts are one partition (send-now.ts campaignSplit).
 * D: Bảo's Posts row read only "not sent" where Lan's (who ran the send) read "not sent (not checked since the send)";
 *    and "not sent (problems)" named none: every laptop derives the same reason (notSentWhy), and problems are named.
 * w28state: the split counts the handed posts of unknown outcome and those the Hub refused apart from the sent (0 here).
 */
import { describe, expect, it } from 'vitest';
import { campaignSplit, sendNow } from '../../src-main/campaigns';
import type { Draft } from '../../src-main/library';
import type { Problem, TeamPublishPort } from '../../src-main/publisher';

const draft = (id: string): Draft => ({ id, photos: [{}] }) as unknown as Draft;
const teamOf = (w: Record<string, { waiting: string; who?: string } | null>): TeamPublishPort =>
  ({ approval: (id: string) => w[id] ?? null }) as unknown as TeamPublishPort;
const err = (code: string): Problem => ({ severity: 'error', code: code as Problem['code'], channel: null, field: null, message: code });

// Six posts: three approved (nothing holds them), three in review.
const posts = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'].map(draft);
const review = teamOf({ p1: null, p2: null, p3: null, p4: { waiting: 'approval' }, p5: { waiting: 'approval' }, p6: { waiting: 'approval' } });

describe('the campaign as one partition: sent, ready to send now, held back (walk 19, A)', () => {
  it('a send skipped all six, three approved since: 0 sent · 3 ready · 3 held, never "0 not sent yet · 6 held back"', () => {
    const now = sendNow({ posts, skippedIds: new Set(posts.map((d) => d.id)), sent: new Map(), team: review, dryHeld: null, check: () => [] });
    expect(campaignSplit({ total: 6, withdrawn: 0, handed: 0, teamSent: 0 }, now)).toEqual({ posts: 6, sent: 0, unknown: 0, refused: 0, ready: 3, held: 3, withdrawn: 0, cancelled: 0 });
  });
  it('no send yet: the same partition (the last send on this laptop changes nothing)', () => {
    const now = sendNow({ posts, skippedIds: new Set(), sent: new Map(), team: review, dryHeld: null, check: () => [] });
    expect(campaignSplit({ total: 6, withdrawn: 0, handed: 0, teamSent: 0 }, now)).toEqual({ posts: 6, sent: 0, unknown: 0, refused: 0, ready: 3, held: 3, withdrawn: 0, cancelled: 0 });
  });
  it('a teammate sent one, one went from here, one withdrawn: each post counted once', () => {
    const left = posts.slice(0, 4);
    const now = sendNow({ posts: left, skippedIds: new Set(), sent: new Map([['p1', { by: { memberId: 'm1', name: 'Lan' } } as never]]), team: review, dryHeld: null, check: (d) => (d.id === 'p2' ? [err('no_photos')] : []) });
    const split = campaignSplit({ total: 6, withdrawn: 1, handed: 1, teamSent: 1 }, now);
    expect(split).toEqual({ posts: 6, sent: 2, unknown: 0, refused: 0, ready: 1, held: 2, withdrawn: 1, cancelled: 0 });
    expect(split.sent + split.ready + split.held + split.withdrawn).toBe(split.posts);
  });
});

describe('why a post is not sent: the same on every laptop, problems named (walk 19, D)', () => {
  const whyOn = (skippedIds: Set<string>, dryHeld: ((id: string) => boolean) | null, check: ((d: Draft) => Problem[]) | null = () => []) =>
    (sendNow({ posts: [draft('d1')], skippedIds, sent: new Map(), team: teamOf({}), dryHeld, check }).notSentWhy ?? []).map(({ draftId: _, lastSend: _last, ...w }) => w);
  it("nothing holds it: Lan (whose send skipped it) and Bảo (who never sent) read the same reason", () => {
    expect(whyOn(new Set(['d1']), null)).toEqual([{ why: 'ready' }]);
    expect(whyOn(new Set(), null)).toEqual([{ why: 'ready' }]);
    // w25dryrun: only the laptop whose send skipped it knows that (`lastSend`, for the CLI's "the last send held it back"); the reason is the same.
    const lastSend = (skippedIds: Set<string>) => sendNow({ posts: [draft('d1')], skippedIds, sent: new Map(), team: teamOf({}), dryHeld: null, check: () => [] }).notSentWhy?.[0]?.lastSend;
    expect([lastSend(new Set(['d1'])), lastSend(new Set())]).toEqual([true, undefined]);
  });
  it('no check ran at all: not checked, on both laptops', () => {
    expect(whyOn(new Set(['d1']), null, null)).toEqual([{ why: 'unchecked' }]);
    expect(whyOn(new Set(), null, null)).toEqual([{ why: 'unchecked' }]);
  });
  it('held by a current dry run: "problems" names them (the draft checks say which)', () => {
    expect(whyOn(new Set(), () => true, () => [err('no_photos')])).toEqual([{ why: 'problems', codes: ['no_photos'], problems: [expect.objectContaining({ code: 'no_photos', label: null })] }]);
  });
});
