import { preflight } from '../publisher';
import type { Draft } from '../library';
import type { Role } from './protocol';
import { reviewVerdict, type ReviewSettings, type ReviewState } from './review';

/**
 * readonlywhy / tidy (issue 34): whether a campaign's "Send all for review" / "Approve all" would be
 * taken now, decided here, once, and sent to the screens through the bridge (`review.campaignOf`,
 * and after each `review.campaign`): the screens show it, they never work it out again.
 *
 * The rule is review-actions.ts reviewCampaign's. w11all (walk 11, issue 34: "approve all its posts at once"):
 * every post not already there that this member may take the step on now takes it; the others are LEFT, and
 * said, counted by the table's reason (`left`). Before, it was all or nothing: one post with changes requested
 * shut "Approve all" for the two waiting beside it. The step is refused only when it would take nothing (the
 * first refusal is the reason, as before). `nothing`: every post is already there (or the campaign has none).
 */

export type CampaignAct = 'submit' | 'approve';

/**
 * w8client (walk 8): `flagged` (approve only, given when > 0): posts "Approve all" leaves for their own confirm (a
 * client's approval over the agency's open request): with `nothing`, every OTHER post is approved, not every post.
 */
/**
 * A campaign step's verdict. `refused`'s `n` (walk 44a): how many of the reader's own posts (own_post, own_edit) it
 * leaves for the first post's reason, when more than one ("you wrote these 2 posts", never "this post" of two).
 */
export type CampaignVerdict = { do: 'allowed'; n: number; flagged?: number; left?: CampaignLeft[]; unchanged?: CampaignLeft[] } | { do: 'refused'; reason: string; draftId: string; n?: number; left?: CampaignLeft[] } | { do: 'nothing'; flagged?: number };

/**
 * w19cosmetic (walk 17): the reason a campaign's "Send all for review" leaves a post not changed since another member asked
 * for changes, when its sender did not say to send it unchanged (review-unchanged.ts: a single post's submit asks first).
 */
export const UNCHANGED_LEFT = 'unchanged_since_request';

/**
 * Walk 43a (4): the reason "Send all for review" leaves a post that cannot be published as it is (preflight's errors: no
 * photo for an Instagram post, a caption over a channel's limit, …). Before, it sent them for review silently, and the
 * approver met the errors after approving. They are left, and said, each post with its errors (CampaignLeft `posts`).
 */
export const PROBLEMS_LEFT = 'has_problems';

/**
 * Walk 43a (4): the codes of the errors that stop a post being published as it is (preflight, offline: the post's own
 * caption, photos, channels and fields; not the team's holds, nor what only the Hub's profiles or the clock say), each
 * once, in preflight's order. [] when it may go as it is. The one rule of "Send all for review" (the verdict the Review
 * tab shows, review-actions.ts reviewCampaign that takes the step).
 */
export function publishErrors(d: Draft): string[] {
  return [...new Set(preflight(d).filter((p) => p.severity === 'error' && !NOT_THE_POSTS.has(p.code)).map((p) => p.code))];
}
/** A brand still kept by name (w27brand) is matched when the profiles are read, not by an edit of the post: not left for it. */
const NOT_THE_POSTS: ReadonlySet<string> = new Set(['brand_unresolved']);

/**
 * w11all: posts a campaign step leaves, counted by the table's reason, in the campaign's order of first appearance.
 * `by` / `author` (changes_requested: who asked and whose edit it waits for; not_submitted: whose post it is) make the
 * words true of every post counted: posts are counted together only when their reason and names are the same.
 */
export interface CampaignLeft {
  reason: string;
  n: number;
  /** The first post left for this reason. */
  draftId: string;
  by?: string | null;
  author?: string | null;
  /**
   * w15review (walk 14): not_submitted only: whether the reader may send these posts for review themselves (the table's
   * `submit` verdict of each, postStepTable / plan): an approver reads "you can send it, or Lan", never "waits for Lan".
   */
  youSubmit?: boolean;
  /** Walk 43a (4): has_problems only: each post left, with the codes of its errors (publishErrors), in the campaign's order. */
  posts?: Array<{ draftId: string; codes: string[] }>;
}

/** w11all: one post left by a campaign step, before counting (youSubmit: w15review, as CampaignLeft's; codes: has_problems). */
export interface LeftPost { draftId: string; reason: string; by?: string | null; author?: string | null; youSubmit?: boolean; codes?: string[] }

/** w11all: the posts left, counted by reason (and the names the words say), first appearance first. */
export function countLeft(posts: readonly LeftPost[]): CampaignLeft[] {
  const out: CampaignLeft[] = [];
  for (const p of posts) {
    const by = p.reason === 'changes_requested' || p.reason === UNCHANGED_LEFT ? p.by ?? null : undefined;
    const author = p.reason === 'changes_requested' || p.reason === 'not_submitted' || p.reason === UNCHANGED_LEFT ? p.author ?? null : undefined;
    // w15review: said only when true (a post the reader may not send reads as before).
    const youSubmit = p.reason === 'not_submitted' && p.youSubmit === true ? true : undefined;
    const same = out.find((l) => l.reason === p.reason && l.by === by && l.author === author && l.youSubmit === youSubmit);
    // Walk 43a (4): a post left for its errors is named with them.
    const post = p.reason === PROBLEMS_LEFT ? { draftId: p.draftId, codes: [...(p.codes ?? [])] } : null;
    if (same) {
      same.n += 1;
      if (post) same.posts?.push(post);
    } else out.push({ reason: p.reason, n: 1, draftId: p.draftId, ...(by !== undefined ? { by } : {}), ...(author !== undefined ? { author } : {}), ...(youSubmit !== undefined ? { youSubmit } : {}), ...(post ? { posts: [post] } : {}) });
  }
  return out;
}

/** One post of the campaign as its member sees it: its review state and the table's verdict of each step (the bridge's PostReviewDto fits). */
export interface CampaignPost {
  draftId: string;
  state: ReviewState;
  actions: Record<CampaignAct, { do: 'allowed' } | { do: 'refused'; reason: string }>;
  /** clientchange: a client's approval over the agency's own open request: "Approve all" leaves it (its confirm is its own). */
  clientWaiting?: { overRequest?: unknown } | null;
  /** w11all: its author and last step (the words of a post left: "changes requested by Bảo — waits for Lan's edit"). */
  author?: string | null;
  last?: { by: string } | null;
  /**
   * w19cosmetic (walk 17): a submit of it is asked first: not changed since another member's open request for changes
   * (review-unchanged.ts, the bridge's `resubmitAsks`); `unchangedSince.by`: who asked.
   */
  resubmitAsks?: boolean;
  unchangedSince?: { by: string } | null;
  /** Walk 43a (4): the codes of the errors that stop it being published as it is (publishErrors); absent or []: none. */
  errors?: readonly string[];
}

/** A post already where the step puts it (an approved post counts as sent for review): the campaign step leaves it as it is. */
export function alreadyThere(state: ReviewState, action: CampaignAct): boolean {
  return state === (action === 'submit' ? 'in_review' : 'approved') || (action === 'submit' && state === 'approved');
}

/**
 * The campaign step's verdict from its live posts' own verdicts (the order of the campaign): allowed for the posts
 * it may take, the others left and counted (w11all); refused, with the first refusal, only when it takes none.
 */
/**
 * w13waits (walk 13): the member's ROLE refusal of a campaign step, whatever the posts' states: an editor may approve
 * none ("not_an_approver"), a viewer takes no step ("read_only"); null when the role allows the step on some post.
 * Read off the one table (review.ts reviewVerdict) on a post the step's state allows, by a member who did not write it.
 */
export function roleRefusal(who: { role: Role; settings: ReviewSettings }, action: CampaignAct): string | null {
  const v = action === 'approve'
    ? reviewVerdict('in_review', 'approve', { role: who.role, isAuthor: false }, who.settings)
    : reviewVerdict('draft', 'submit', { role: who.role, isAuthor: true }, who.settings);
  return v.do === 'refused' ? v.reason : null;
}

/**
 * w13waits: the reason a campaign step that takes no post says: the laptop's own (left_team, revoked: the table's
 * first), then the member's role (walk 13: Lan, an editor, read "Approve all: not now — changes requested by Bảo"
 * as though approving waited for her edit), then the first post's.
 */
export function campaignRefusal<T extends { reason: string }>(left: readonly T[], role: string | null): T | { reason: string } | undefined {
  const first = left[0];
  if (!first || role === null || left.some((l) => l.reason === 'left_team' || l.reason === 'revoked')) return first;
  return { ...first, reason: role };
}

/** Walk 44a: the refusals a campaign step's verdict counts (`n`): the reader's own posts, said of them all. */
const COUNTED: ReadonlySet<string> = new Set(['own_post', 'own_edit']);

export function campaignVerdict(posts: readonly CampaignPost[], action: CampaignAct, who?: { role: Role; settings: ReviewSettings }): CampaignVerdict {
  let n = 0;
  let flagged = 0;
  const left: LeftPost[] = [];
  const unchanged: LeftPost[] = [];
  for (const p of posts) {
    if (alreadyThere(p.state, action)) continue;
    if (action === 'approve' && p.clientWaiting?.overRequest) {
      flagged += 1; // reviewCampaign leaves it, flagged
      continue;
    }
    const v = p.actions[action];
    if (v.do === 'refused') left.push({ draftId: p.draftId, reason: v.reason, by: p.last?.by ?? null, author: p.author ?? null, youSubmit: p.actions.submit.do === 'allowed' });
    // Walk 43a (4): a post that cannot be published as it is is not sent for review by "Send all" (reviewCampaign's rule).
    else if (action === 'submit' && (p.errors?.length ?? 0) > 0) left.push({ draftId: p.draftId, reason: PROBLEMS_LEFT, codes: [...p.errors!] });
    else {
      n += 1;
      // w19cosmetic: taken only when its sender says so (reviewCampaign's `unchanged`): the screen asks first, naming them.
      if (action === 'submit' && p.resubmitAsks) unchanged.push({ draftId: p.draftId, reason: UNCHANGED_LEFT, by: p.unchangedSince?.by ?? null, author: p.author ?? null });
    }
  }
  const f = flagged > 0 ? { flagged } : {};
  if (n > 0) return { do: 'allowed', n, ...f, ...(left.length > 0 ? { left: countLeft(left) } : {}), ...(unchanged.length > 0 ? { unchanged: countLeft(unchanged) } : {}) };
  const first = left[0];
  const why = campaignRefusal(left, who ? roleRefusal(who, action) : null);
  // Walk 43a (4): shut because every post left cannot be published as it is: which, each with its errors.
  // Walk 44a: how many of the reader's own posts (own_post, own_edit: said of "these N posts") the first post's reason is
  // true of; other reasons are said of the first post, or name each (has_problems), and carry no count.
  const many = !first || !why || why.reason !== first.reason || !COUNTED.has(why.reason) ? 0 : left.filter((l) => l.reason === first.reason).length;
  return first && why ? { do: 'refused', reason: why.reason, draftId: first.draftId, ...(many > 1 ? { n: many } : {}), ...(why.reason === PROBLEMS_LEFT ? { left: countLeft(left) } : {}) } : { do: 'nothing', ...f };
}

/** Both campaign steps' verdicts, as the Review tab shows them. */
export function campaignVerdicts(posts: readonly CampaignPost[], who?: { role: Role; settings: ReviewSettings }): Record<CampaignAct, CampaignVerdict> {
  return { submit: campaignVerdict(posts, 'submit', who), approve: campaignVerdict(posts, 'approve', who) };
}
