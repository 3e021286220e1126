/**
 * w11all (walk 11): the words of what a campaign's "Approve all" / "Send all for review" left, from the core's count
 * (team/campaign-verdict.ts `left`: by the table's reason, with who asked and whose edit or post it waits for) and
 * the client approvals it leaves flagged. The screen words it; it never works out which posts are left.
 */
import type { CampaignLeftDto } from '../../../src-main/bridge/contract';
import { isMe, sayName } from './reader';
import { problemText } from './problems';

type T = (key: string, opts?: { values?: Record<string, string | number> }) => string;

/** One reason's words, naming the reader "you". */
export function leftWhy(l: Pick<CampaignLeftDto, 'reason' | 'by' | 'author' | 'youSubmit'>, me: string | null | undefined, t: T): string {
  if (l.reason === 'changes_requested' && l.by) {
    const by = sayName(l.by, me, t);
    return !l.author ? t('w11all.why.changesNoAuthor', { values: { by } })
      : isMe(l.author, me) ? t('w11all.why.changesMine', { values: { by } })
      : t('w11all.why.changes', { values: { by, author: sayName(l.author, me, t) } });
  }
  if (l.reason === 'not_submitted') {
    if (l.author && isMe(l.author, me)) return t('w11all.why.notSentMine');
    // w15review (walk 14): the reader the table lets send it (an approver may submit a teammate's post) is told so,
    // never "waits for Lan to send it" beside their own "Send for review".
    if (l.youSubmit) return l.author ? t('w15review.why.notSentYou', { values: { author: sayName(l.author, me, t) } }) : t('w15review.why.notSentYouNoAuthor');
    return !l.author ? t('w11all.why.notSentNoAuthor') : t('w11all.why.notSent', { values: { author: sayName(l.author, me, t) } });
  }
  // w19cosmetic (walk 17): left by "Send all for review" as not changed since someone asked for changes (the sender said leave it out).
  if (l.reason === 'unchanged_since_request') return t('w19cosmetic.unchanged.why', { values: { by: l.by ? sayName(l.by, me, t) : '?' } });
  if (l.reason === 'own_post' || l.reason === 'nothing_to_publish' || l.reason === 'has_problems') return t(`w11all.why.${l.reason}`);
  return t(`review.reason.${l.reason}`);
}

/** Every reason with its count: [count, words], the client approvals left flagged last. */
function parts(left: readonly CampaignLeftDto[], flagged: number, me: string | null | undefined, t: T): Array<[number, string]> {
  const out: Array<[number, string]> = left.map((l) => [l.n, leftWhy(l, me, t)]);
  if (flagged > 0) out.push([flagged, t('w11all.why.flagged')]);
  return out;
}

/**
 * Several reasons' words, each with its count: "A (2); B (1)" (walk 43a: joined by commas, "1: A, 1: B" read as one post
 * whose reason had a comma in it; reasons hold commas of their own). One reason: its words alone.
 */
function whyOf(ps: ReadonlyArray<[number, string]>, t: T): string {
  return ps.length === 1 ? ps[0]![1] : ps.map(([k, w]) => t('w11all.part', { values: { why: w, n: k } })).join('; ');
}

/** "1 left: changes requested by Bảo — waits for Lan’s edit"; several reasons: "3 left: A (2); B (1)". Null: none left. */
export function leftLine(left: readonly CampaignLeftDto[], flagged: number, me: string | null | undefined, t: T): string | null {
  const ps = parts(left, flagged, me, t);
  if (ps.length === 0) return null;
  return t('w11all.left', { values: { n: ps.reduce((s, [k]) => s + k, 0), why: whyOf(ps, t) } });
}

/** The result line of a pressed step: "2 approved; 1 left: …" (only what was done when nothing was left). */
export function resultLine(action: 'submit' | 'approve', taken: number, left: readonly CampaignLeftDto[], flagged: number, me: string | null | undefined, t: T): string {
  const done = t(action === 'approve' ? 'w11all.approved' : 'w11all.submitted', { values: { n: taken } });
  const l = leftLine(left, flagged, me, t);
  return l ? t('w11all.line', { values: { done, left: l } }) : done;
}

/**
 * Beside an open button whose step leaves posts: "Approve all takes 2 posts now and leaves 1 post: …"; several reasons:
 * "… leaves 2 posts: A (1); B (1)" (walk 43a: it said "leaves 1: A, 1: B", read as one post). Null: it leaves none.
 */
export function willLine(actionWords: string, n: number, left: readonly CampaignLeftDto[], flagged: number, me: string | null | undefined, t: T): string | null {
  const ps = parts(left, flagged, me, t);
  if (ps.length === 0) return null;
  return t('w11all.will', { values: { action: actionWords, n, m: ps.reduce((s, [k]) => s + k, 0), why: whyOf(ps, t) } });
}

/**
 * w19cosmetic (walk 17): the question "Send all for review" asks before it sends posts not changed since someone asked for
 * changes (the core's verdict `unchanged`), naming who asked ("you" for the reader). Null: none is unchanged.
 */
export function unchangedQuestion(total: number, unchanged: readonly CampaignLeftDto[] | undefined, me: string | null | undefined, t: T): { words: string; all: boolean; n: number } | null {
  const n = (unchanged ?? []).reduce((s, l) => s + l.n, 0);
  if (n === 0) return null;
  const by = [...new Set((unchanged ?? []).map((l) => l.by ?? '?'))].map((b) => sayName(b, me, t)).join(', ');
  const all = n >= total;
  return { words: t(all ? 'w19cosmetic.unchanged.all' : 'w19cosmetic.unchanged.some', { values: { n, total, by } }), all, n };
}

/**
 * Walk 43a (4): the posts "Send all for review" leaves because they cannot be published as they are (the core's
 * `has_problems`), each named with its errors: "Post 2 (Áo dài phố Hội): A photo post needs at least one photo." (the
 * Send tab's words for a post held back). `post(id)`: its place in the campaign and its caption's first line.
 */
export function problemPosts(left: readonly CampaignLeftDto[] | undefined, post: (draftId: string) => { position: number; caption: string }, t: T): Array<{ draftId: string; words: string }> {
  return (left ?? []).filter((l) => l.reason === 'has_problems').flatMap((l) => l.posts ?? []).map((p) => {
    const { position, caption } = post(p.draftId);
    const problems = p.codes.map((code) => problemText({ code, field: null, message: '' }, t, (k) => k)).join(' ');
    return { draftId: p.draftId, words: t('w8send.named', { values: { position, caption, problems } }) };
  });
}
