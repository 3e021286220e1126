/**
 * Review and approval on screen (issue 34, branch review-ui): pure helpers the queue, Compose and
 * the campaign share. What may be done is the core's table (bridge `review.*` answers each
 * action's verdict for this member); these only order and count what it said.
 */
import { groupBy } from '../../../src-shared/group-by';
import type { PostReviewDto, ReviewCommentDto, ReviewStateDto } from '../../../src-main/bridge/contract';

/** Comments in thread order: each followed by its replies (oldest first), with its depth (0: top). */
export function threadOrder(comments: readonly ReviewCommentDto[]): Array<ReviewCommentDto & { depth: number }> {
  const ids = new Set(comments.map((c) => c.id));
  const top = Symbol('top');
  const children = groupBy(comments, (c) => (c.parentId !== null && ids.has(c.parentId) ? c.parentId : top)); // a reply to an unknown comment stands alone
  for (const list of children.values()) list.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  const out: Array<ReviewCommentDto & { depth: number }> = [];
  const walk = (parent: string | typeof top, depth: number): void => {
    for (const c of children.get(parent) ?? []) {
      out.push({ ...c, depth });
      walk(c.id, depth + 1);
    }
  };
  walk(top, 0);
  return out;
}

// Walk 39a: the rule is shared with the CLI's --comment (src-shared/mentions.ts): one reading of "@Name".
export { mentionsIn } from '../../../src-shared/mentions';

/** The word `@` being typed at the end of a text (for the mention list), or null. */
export function mentionQuery(text: string): string | null {
  const m = /(?:^|\s)@([\p{L}\p{N}_ ]{0,40})$/u.exec(text);
  return m ? (m[1] ?? '') : null;
}

/** How many posts are in each review state (an approval gone stale counts as in review, as the core says). */
export function reviewCounts(reviews: readonly Pick<PostReviewDto, 'state'>[]): Record<ReviewStateDto, number> & { total: number } {
  const out = { draft: 0, in_review: 0, approved: 0, changes_requested: 0, total: reviews.length };
  for (const r of reviews) out[r.state] += 1;
  return out;
}

/**
 * Who took a step, as a person reads it: the core records a client's decision, relayed by a member,
 * as "client (via NAME)" (team/preview.ts); that is worded in the UI's language. Anyone else is their name.
 */
export function sayWho(by: string, t: (key: string, o?: { values: Record<string, string> }) => string): string {
  const m = /^client \(via (.+)\)$/.exec(by);
  return m ? t('review.client', { values: { name: m[1] ?? '' } }) : by;
}

/** Several refused actions with one reason are said once: [reason, actions] in the order first met. */
export function groupReasons<A extends string>(refused: ReadonlyArray<{ action: A; reason: string }>): Array<{ reason: string; actions: A[] }> {
  const out: Array<{ reason: string; actions: A[] }> = [];
  for (const r of refused) {
    const g = out.find((x) => x.reason === r.reason);
    if (g) g.actions.push(r.action);
    else out.push({ reason: r.reason, actions: [r.action] });
  }
  return out;
}
