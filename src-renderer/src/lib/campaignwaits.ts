/**
 * w13waits (walk 13): whom a campaign's held posts wait for, as the reader reads it — the one derivation the Send tab,
 * the dry run and the campaign's header word "waits for approval by {who}" with (before, each said "an owner or an
 * approver" while the team's members list named them). Pure functions of the campaign's reviews (review.campaignOf)
 * and the team's roster (src-shared/approvers.ts waitsFor: by name, the reader when they may approve any).
 */
import { approveSplit, waitsFor, type ApproverRosterMember } from '../../../src-shared/approvers';
import { approversWords, namesOr, waitWho } from './held';

type T = (key: string, opts?: { values?: Record<string, string | number> }) => string;
/** What is read of one post's review (the bridge's PostReviewDto fits). */
export interface ReviewOfPost {
  state: string; author?: string | null;
  /** w20authors: every author of the version in review (the core's authorNames); none may approve it unless authors may. */
  versionAuthors?: string[] | undefined;
}

/** w20authors: whom a post's approval leaves out: every author of its version (its creator while the core says none). */
const authorsOfVersion = (r: ReviewOfPost): string | null | readonly string[] => r.versionAuthors ?? r.author ?? null;

/** "you or Chi", "Bảo or Chi", or the roles: whom the campaign's posts not approved (nor sent back) wait for. */
export function campaignWaitWho(reviews: readonly ReviewOfPost[], members: readonly ApproverRosterMember[], settings: { approvers: readonly string[]; authorsMayApprove: boolean }, me: string | null, t: T): string {
  const authors = reviews.filter((r) => r.state !== 'approved' && r.state !== 'changes_requested').map(authorsOfVersion);
  return waitWho(waitsFor(members, settings, authors, me), settings.approvers, t);
}

/** The authors of the campaign's posts sent back with changes requested: whose edit they wait for (sendwords.ts changesPartLine). */
export const changeAuthors = (reviews: readonly ReviewOfPost[]): string[] =>
  reviews.filter((r) => r.state === 'changes_requested').flatMap((r) => (r.author ? [r.author] : []));

/**
 * w15review (walk 14): what the reader can do about the campaign's posts waiting for an approval (the same posts
 * campaignWaitWho names the approvers of): an approver approves them in the Review tab; others are asked, by name, only
 * for the posts he may not approve (his own, where authors may not approve theirs). Lower case: the sentence places it.
 * null: the reader may approve none of them (an editor, say): the words that ask an approver stand.
 */
export function campaignAsk(reviews: readonly ReviewOfPost[], members: readonly ApproverRosterMember[], settings: { approvers: readonly string[]; authorsMayApprove: boolean }, me: string | null, t: T): string | null {
  const authors = reviews.filter((r) => r.state !== 'approved' && r.state !== 'changes_requested').map(authorsOfVersion);
  const s = approveSplit(members, settings, authors, me);
  const who = s.names.length > 0 ? namesOr(s.names, t) : approversWords(settings.approvers, t);
  if (s.you > 0 && s.others === 0) return t('w15review.ask.approve', { values: { n: s.you } });
  if (s.you > 0) return t('w15review.ask.mixed', { values: { n: s.you, others: s.others, who } });
  return null;
}

/**
 * w20authors: of the campaign's posts waiting for an approval, those nobody in the team may approve (waitsFor `nobody`),
 * said outright with the setting that lets authors approve; null when every one has an approver.
 */
export function campaignNobody(reviews: readonly ReviewOfPost[], members: readonly ApproverRosterMember[], settings: { approvers: readonly string[]; authorsMayApprove: boolean }, me: string | null, t: T): string | null {
  const waiting = reviews.filter((r) => r.state !== 'approved' && r.state !== 'changes_requested');
  return nobodyLine(waiting.length > 0 ? waitsFor(members, settings, waiting.map(authorsOfVersion), me).nobody ?? 0 : 0, settings, t);
}

/**
 * h-nobody (walk 41a): `n` posts nobody in this team may approve, said outright with how to go on (the team's setting); null
 * when none. The Send tab says it of the core's count (SendNow `nobody`), the one its counts and its header say.
 */
export function nobodyLine(n: number, settings: { authorsMayApprove: boolean }, t: T): string | null {
  return n > 0 ? t(settings.authorsMayApprove ? 'w20authors.campaignNoApprover' : 'w20authors.campaign', { values: { n } }) : null;
}
