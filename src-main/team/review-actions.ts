/**
 * Review actions applied to the library (issue 34): read the post's content revision and its
 * latest review step, ask the table (review.ts) whether this member may take the action, then write
 * the step (and its approval or comment) in ONE transaction. A refusal writes nothing.
 *
 * The actor: in a team workspace, the member's team role; in a workspace that is not a team's, its
 * one person is a solo owner who approves their own posts (review.ts SOLO_REVIEW_SETTINGS).
 */
import { firstLine } from '../../src-shared/first-line';
import { shorten } from '../../src-shared/shorten';
import { utcMinute } from '../../src-shared/utc-minute';
import { PostroomError } from '../common';
import { campaigns, drafts, reviews, teamRows, workspaces, type Approval, type Comment, type Draft, type ReviewStep, type Workspace, type WritableDB, type ReadableDB } from '../library';
import { canWrite, type Role } from './protocol';
import {
  contentRevision, DEFAULT_REVIEW_SETTINGS, leftTeamReviewEnglish, REVIEW_TABLE, REVIEW_ENGLISH, reviewActionEnglish, reviewState, reviewVerdict, SOLO_REVIEW_SETTINGS,
  type ReviewAction, type ReviewActor, type ReviewReason, type ReviewSettings, type ReviewState,
} from './review';
import { storedReviewSettings } from './review-settings';
import { versionApproversEnglish, whoApproves } from './who-approves';
import { readTokenRefusal } from './kept';
import { approvalsOnlyHere } from './approval-order';
import { heldLatest } from './set-aside';
import { authorNames, type AuthorLine } from './version-authors';
import { actorOf, authorsOf } from './version-review';
import { campaignRefusal, countLeft, PROBLEMS_LEFT, publishErrors, roleRefusal, UNCHANGED_LEFT, type CampaignLeft, type LeftPost } from './campaign-verdict';
import { approvalWithdrawnOf, type ApprovalWithdrawn } from './approval-taken-back';
import { askerEnglish, resubmitVerdict, unchangedForSender, unchangedSinceRequest } from './review-unchanged';
import { clientApprovalWaiting, flaggedInChanges, openClientRequest, type ClientApprovalWaiting, type OpenChangeRequest, type OpenClientRequest } from './review-client';

/**
 * Failures of review, by stable code:
 * - `refused`: the table refuses the action (details.reason: a ReviewReason; details.draftId).
 * - `not_found`: no such post (or it is deleted).
 * - `decisions_invalid`: a client-decision file that is not one (not JSON, wrong shape).
 * - `decisions_unknown_export`: its export was not made by this library.
 * - `decisions_other_campaign`: it is for another campaign than the one named.
 * - `decisions_tampered`: its campaign, digest or a revision does not match its export.
 * - `decisions_posts_changed`: its posts are not its export's, each once (h-decisions: missing, extra or twice;
 *   details.missing, .extra, .twice, .total).
 * - `decisions_already_imported`: its export's decisions were already imported (clientfix).
 * - `decisions_stale`: a post's content changed since the export (details.posts names them).
 * - `preview_empty`: nothing to export (no posts given, or all deleted).
 * - `client_not_waiting`: no client approval of the post's content waits to be confirmed (clientchange).
 * - `client_over_request`: the client's approval is of content the agency asked to change, and the
 *   confirm did not say it is over that request (clientchange; details.request).
 * Nothing is written on any of them.
 */
export type ReviewErrorCode = 'refused' | 'not_found' | 'decisions_invalid' | 'decisions_unknown_export' | 'decisions_other_campaign' | 'decisions_tampered' | 'decisions_stale' | 'preview_empty'
  | 'decisions_already_imported' | 'decisions_posts_changed'
  | 'client_not_waiting' | 'client_over_request'
  // w17unchanged (walk 16): a submit of a post not changed since the open request for changes, neither confirmed nor said why.
  | 'unchanged_since_request';

export class ReviewError extends PostroomError<ReviewErrorCode> {
  override readonly name = 'ReviewError';
}

/** Who is acting: a member's name and role, and the team's review settings. */
export interface ReviewMember {
  name: string;
  role: Role;
  settings: ReviewSettings;
  /** The workspace is not a team's: its one person (say so where it matters). */
  solo: boolean;
  /**
   * w13revoked (walk 13, a): the team server revoked this laptop's member token (the refusal kept in the library,
   * kept.ts): this member may take no review step here, so nothing in the queue waits for them.
   */
  revoked?: boolean;
  /**
   * w19selfedit (walk 17, 7): a draft's lines of the team's History as this laptop reads them (the binding's), so
   * the member who changed what goes out since its last approval is read as an author of that version (actorOf).
   * Absent or null: not readable here (only the creator is the author, as before).
   */
  history?: (draftId: string) => readonly AuthorLine[] | null;
}

/**
 * The member acting in a workspace. A team workspace carries `team: { member, role }` (added by the
 * team binding); a workspace without it is a solo owner's, who approves their own posts. Give
 * `db` so a team member's settings are the team's (review-settings.ts); without it, the defaults.
 */
export function memberOf(w: Workspace & { team?: { member: string; role: Role } | null }, opts: { soloName?: string; settings?: ReviewSettings; db?: ReadableDB } = {}): ReviewMember {
  // The team's settings as the `settings` document last said (review-settings.ts): the one derivation.
  if (w.team) {
    // w13revoked: the revocation as the library keeps it (the app's session and the CLI's `team status` keep it; a rejoin clears it).
    const url = (w.team as { url?: string }).url;
    const revoked = opts.db !== undefined && url !== undefined && readTokenRefusal(opts.db, w.id, url) === 'revoked';
    return { name: w.team.member, role: w.team.role, settings: opts.settings ?? (opts.db ? storedReviewSettings(opts.db, w.id) : DEFAULT_REVIEW_SETTINGS), solo: false, ...(revoked ? { revoked } : {}) };
  }
  return { name: opts.soloName?.trim() || 'me', role: 'owner', settings: SOLO_REVIEW_SETTINGS, solo: true };
}

/** The content revision of a stored draft. */
export const revisionOf = (d: Draft): string => contentRevision(d);

/** A post's review now: its state (an approval of other content reads as in review), its last step and its author. */
export interface PostReview {
  draftId: string;
  state: ReviewState;
  /** Approved, then edited: back in review. */
  stale: boolean;
  revision: string;
  last: ReviewStep | null;
  author: string | null;
  /** The approval that holds for the content now, or null. */
  approval: Approval | null;
  /**
   * h-ownapprove (walk 43b, 3): that approval is this laptop's alone so far: the team server has not accepted it (not
   * sent yet, or its answer not come): approved here, and the team may still refuse it (approval-order.ts
   * approvalsOnlyHere). Absent otherwise.
   */
  approvalOnlyHere?: true;
}

function liveDraft(db: ReadableDB, id: string): Draft {
  let d: Draft;
  try {
    d = drafts.get(db, id);
  } catch {
    throw new ReviewError('not_found', `post ${id} not found`, { details: { draftId: id } });
  }
  if (d.deletedAt) throw new ReviewError('not_found', `post ${id} is deleted`, { details: { draftId: id } });
  return d;
}

export function reviewOf(db: ReadableDB, draftOrId: Draft | string, onlyHere: OnlyHere = approvalsOnlyHere(db)): PostReview {
  const d = typeof draftOrId === 'string' ? liveDraft(db, draftOrId) : draftOrId;
  return reviewFrom(db, d, reviews.latest(db, d.id), () => reviews.authorOf(db, d.id), onlyHere);
}

/** approval-order.ts approvalsOnlyHere's reader: one per list of posts. */
type OnlyHere = (workspaceId: string, approvalId: string) => boolean;

/**
 * w31speed (campaign-ui bench): the reviews of many live drafts, as reviewOf gives each, their latest steps and
 * creators read in two queries (a campaign's 10,000 posts were read one at a time). A post never sent for review has
 * no submit step, so its author is its creator or nobody; one with steps is read as reviewOf reads it.
 */
export function reviewsOf(db: ReadableDB, ds: readonly Draft[]): Map<string, PostReview> {
  const ids = ds.map((d) => d.id);
  const latest = reviews.latestOf(db, ids);
  const creators = reviews.creatorsOf(db, ids);
  const onlyHere = approvalsOnlyHere(db);
  return new Map(ds.map((d) => {
    const last = latest.get(d.id) ?? null;
    return [d.id, reviewFrom(db, d, last, () => creators.get(d.id) ?? (last ? reviews.authorOf(db, d.id) : null), onlyHere)];
  }));
}

function reviewFrom(db: ReadableDB, d: Draft, latest: ReviewStep | null, author: () => string | null, onlyHere: OnlyHere): PostReview {
  const revision = revisionOf(d);
  const last = heldLatest(db, d.workspaceId, d.id, latest);
  const { state, stale } = reviewState(last, revision);
  const approval = state === 'approved' && last?.approvalId ? reviews.getApproval(db, last.approvalId) : null;
  return { draftId: d.id, state, stale, revision, last, author: author(), approval, ...(approval && onlyHere(d.workspaceId, approval.id) ? { approvalOnlyHere: true as const } : {}) };
}

/**
 * editedtime (walk 6): a draft with nothing to publish — no caption (its own or a ticked channel's) and no
 * photo — is not sent for review: an approver would approve nothing. The one rule for the CLI's refusal,
 * the bridge's verdicts (Compose's "Send for review" shut with the reason before it is pressed) and the action.
 */
export function nothingToPublish(d: Pick<Draft, 'caption' | 'captions' | 'photos' | 'platforms'>): boolean {
  if (d.photos.length > 0 || d.caption.trim() !== '') return false;
  return !d.captions.some((c) => d.platforms.includes(c.channel) && c.caption.trim() !== '');
}

// w19selfedit (walk 17, 7): who wrote the version (authorsOf) and the table's actor (actorOf): version-review.ts.
export { actorOf, approvedOwnEdit, approversAfterMyEdit, authorsOf, keptMembersIn, otherWithdrawers, ownEditApprovers, type KeptList } from './version-review';
export { editedSinceApproval, TIME_FIELDS, type EditedSinceApproval, type LineMarksFacts } from './edited-since';

export type StepAction = Exclude<ReviewAction, 'edit_content' | 'publish'>;

export interface ReviewRequest {
  draftId: string;
  action: StepAction;
  /** A comment said with the action (the reason for changes), or the comment itself for `comment`. */
  comment?: string;
  parentId?: string;
  mentions?: readonly string[];
  /** w17unchanged: a submit of a post not changed since the request for changes is sent unchanged on purpose (review-unchanged.ts). */
  unchanged?: boolean;
}

export interface ReviewResult {
  review: PostReview;
  step: ReviewStep | null;
  approval: Approval | null;
  comment: Comment | null;
}

/** The English words of a refusal (the CLI's line and logs; screens word the reason from their catalogs). */
const refusal = (draftId: string, action: ReviewAction, reason: ReviewReason, state: ReviewState, words = REVIEW_ENGLISH.reason[reason]): ReviewError =>
  new ReviewError('refused', `cannot ${reviewActionEnglish(action, `post ${draftId}`)}: ${words}`, { details: { draftId, action, reason, state } });

/** clientchange: the refusal of a plain approval where a client approved a version the agency asked to change. */
// w16words (walk 15, 7): the reader's own request is "you asked" (`me`: the acting member's name), as the CLI's notes say it.
const overRequestRefusal = (draftId: string, r: OpenChangeRequest, me: string): ReviewError => new ReviewError('client_over_request',
  `post ${draftId}: the client approved this version, but ${r.by === me ? 'you' : r.by} asked for changes on ${utcMinute(r.at)}${r.comment ? ` (“${shorten(r.comment, 200)}”)` : ''}, still open: confirming the client's approval would approve it over that request (confirm it on its own, over the request)`,
  { details: { draftId, request: r } });

/**
 * A request as a client preview's import makes it (preview.ts): `relay` — the decision is a
 * client's, relayed by the member (the member is then not the post's author, and a client's request
 * for changes is relayed by any role that writes reviews: the client asked, not the member);
 * `as` names who the step is recorded by when it is not the member; `commentAs` who the comment is by.
 */
export type RelayedRequest = ReviewRequest & { as?: string; commentAs?: string; relay?: boolean; overRequest?: boolean };

/**
 * Plans one action: the verdict and what to write, without writing.
 * @throws ReviewError `refused`, `not_found`
 */
function plan(db: ReadableDB, member: ReviewMember, req: RelayedRequest): { review: PostReview; to: ReviewState | null } {
  const review = reviewOf(db, req.draftId);
  // leave (walk 4): a workspace that left a team reviews none of the team's drafts it kept (they go out through the team).
  const wsId = liveDraft(db, req.draftId).workspaceId;
  const left = member.solo ? teamRows.leftTeamOf(db, wsId, req.draftId) : null;
  // w16words: a token the team had refused before the leave: "ask the team owner for a new token", not "rejoin it".
  if (left) throw refusal(req.draftId, req.action, 'left_team', review.state, leftTeamReviewEnglish(readTokenRefusal(db, wsId, left.teamUrl)));
  const relay = req.relay === true || req.as !== undefined;
  // Walk 42a (1): a relayed approval is the member's own (the client decides nothing the team takes by itself): the table
  // reads the member as `review approve` does (an author of the version approves it only where the team lets authors).
  const actor: ReviewActor = relay && req.action !== 'approve' ? { role: member.role, isAuthor: false } : actorOf(db, member, review);
  const cell = REVIEW_TABLE[review.state][req.action];
  if (relay && req.action === 'request_changes' && !('refused' in cell) && canWrite(member.role, 'reviews')) return { review, to: cell.to };
  // w8client: a client's approval over the agency's open request leaves the post in changes requested; the approver's
  // explicit confirm over that request approves it as if it were in review (preview/confirm.ts); a plain approve meets client_over_request.
  const asState = req.action === 'approve' && review.state === 'changes_requested' && clientApprovalWaiting(db, review)?.overRequest ? 'in_review' : review.state;
  const v = reviewVerdict(asState, req.action, actor, member.settings);
  if (v.do === 'refused' && v.reason === 'own_edit') throw refusal(req.draftId, req.action, v.reason, review.state, ownEditEnglish(db, member, review));
  if (v.do === 'refused') throw refusal(req.draftId, req.action, v.reason, review.state);
  // editedtime (walk 6): an empty draft is not sent for review (a refusal, typed as the table's are).
  if (req.action === 'submit' && nothingToPublish(liveDraft(db, req.draftId))) throw refusal(req.draftId, req.action, 'nothing_to_publish', review.state);
  // clientchange: an approval that would also take a client's approval over the agency's open request is
  // only the explicit one (preview/confirm.ts, overRequest): never a plain approve.
  if (req.action === 'approve' && req.overRequest !== true) {
    const over = clientApprovalWaiting(db, review)?.overRequest;
    if (over) throw overRequestRefusal(req.draftId, over, member.name);
  }
  return { review, to: v.to };
}

/** w19selfedit: the `own_edit` refusal's words, naming who may approve the version instead (who-approves.ts). */
function ownEditEnglish(db: ReadableDB, member: ReviewMember, r: PostReview): string {
  const ws = workspaces.getWorkspace(db, liveDraft(db, r.draftId).workspaceId);
  return `${REVIEW_ENGLISH.reason.own_edit}: ${versionApproversEnglish(db, ws, member.settings, authorNames(authorsOf(db, member, r)))}`;
}

/** w15review: whether the table lets this member take the step on the post now (plan, nothing written). */
const mayPlan = (db: ReadableDB, member: ReviewMember, draftId: string, action: StepAction): boolean => {
  try { plan(db, member, { draftId, action }); return true; } catch (e) { if (e instanceof ReviewError && e.code === 'refused') return false; throw e; }
};

/** Writes a planned action (inside the caller's transaction). */
function write(db: WritableDB, member: ReviewMember, req: RelayedRequest, planned: { review: PostReview; to: ReviewState | null }): ReviewResult {
  const by = req.as ?? member.name;
  const comment = req.comment !== undefined && req.comment.trim() !== ''
    ? reviews.addComment(db, { draftId: req.draftId, author: req.commentAs ?? by, body: req.comment, parentId: req.parentId ?? null, mentions: req.mentions ?? [] })
    : null;
  if (req.action === 'comment') {
    if (!comment) throw new ReviewError('refused', 'a comment cannot be empty', { details: { draftId: req.draftId, action: 'comment' } });
    return { review: planned.review, step: null, approval: null, comment };
  }
  const to = planned.to ?? planned.review.state;
  const approval = req.action === 'approve' ? reviews.addApproval(db, { draftId: req.draftId, revision: planned.review.revision, by }) : null;
  const step = reviews.addStep(db, { draftId: req.draftId, action: req.action, state: to, revision: planned.review.revision, by, commentId: comment?.id ?? null, approvalId: approval?.id ?? null });
  return { review: reviewOf(db, req.draftId), step, approval, comment };
}

/**
 * Takes one review action on a post: submit, approve, request_changes, withdraw, or comment.
 * @throws ReviewError `refused` (the table's reason in details), `not_found`; LibraryError
 *   `comment_too_long`. Nothing is written on a failure.
 */
export function applyReviewAction(db: WritableDB, member: ReviewMember, req: ReviewRequest): ReviewResult {
  return db.transaction(() => {
    const planned = plan(db, member, req);
    if (req.action === 'submit') askUnchanged(db, member, req, planned.review);
    return write(db, member, req, planned);
  })();
}

/**
 * w17unchanged (walk 16): a post not changed since the open request for changes is sent for review again only when its
 * sender says so or says why (review-unchanged.ts resubmitVerdict); else `unchanged_since_request`, nothing written.
 */
function askUnchanged(db: ReadableDB, member: ReviewMember, req: ReviewRequest, r: PostReview): void {
  const open = unchangedSinceRequest(db, r);
  const comment = req.comment !== undefined && req.comment.trim() !== '';
  if (resubmitVerdict({ unchanged: unchangedForSender(open, member.name), comment, confirmed: req.unchanged === true }) === 'send' || !open) return;
  const who = askerEnglish(open.by, member.name);
  throw new ReviewError('unchanged_since_request',
    `post ${req.draftId}: you have not changed it since ${who} asked for changes on ${utcMinute(open.at)}${open.comment ? ` (“${shorten(open.comment, 200)}”)` : ''}: send it for review unchanged (--unchanged), or say why with a comment (--comment TEXT)`,
    { details: { draftId: req.draftId, request: open } });
}

/** Several actions, all or nothing: every one is checked before any is written, in order. */
export function applyReviewActions(db: WritableDB, member: ReviewMember, reqs: readonly RelayedRequest[]): ReviewResult[] {
  return db.transaction(() => reqs.map((r) => write(db, member, r, plan(db, member, r))))();
}

/**
 * w9keep (walk 9): the verdict of keeping an approval over a client's open request for changes (preview/confirm.ts
 * keepApprovalOverClient), in the core like every other review step's: the ONE rule the action, the bridge's
 * verdicts (the button shut with its reason before it is pressed) and the CLI use. Refused as the other steps are:
 * a draft of a team this workspace left (`left_team`: before, the keep was written here as "me" and never reached
 * the team), whoever could not approve it were it in review (the table's reason: a viewer, not an approver, their
 * own post), a role that does not write reviews (`read_only`). A revoked token is the bridge's to add (its session
 * knows it; review.keepClient is one of writes.ts REVIEW_WRITES, refused before anything is written).
 */
export function keepVerdict(db: ReadableDB, member: ReviewMember, r: Pick<PostReview, 'draftId' | 'author'>): { do: 'allowed' } | { do: 'refused'; reason: ReviewReason } {
  if (member.solo && teamRows.leftTeamOf(db, liveDraft(db, r.draftId).workspaceId, r.draftId)) return { do: 'refused', reason: 'left_team' };
  const v = reviewVerdict('in_review', 'approve', { ...actorOf(db, member, r), isAuthor: member.solo || r.author === member.name }, member.settings);
  if (v.do === 'refused') return { do: 'refused', reason: v.reason };
  if (!canWrite(member.role, 'reviews')) return { do: 'refused', reason: 'read_only' };
  return { do: 'allowed' };
}

/** Which box of the review queue a post is in, for this member. */
export type ReviewBox = 'waiting_for_me' | 'i_sent' | 'came_back' | 'other';

export interface ReviewListRow extends PostReview {
  box: ReviewBox;
  /** The caption's first line (what the person recognises the post by). */
  caption: string;
  /** The client approved this content in a preview, relayed by a member who may not approve: an approver confirms it (reviewcore). */
  clientApproved: ClientApprovalWaiting | null;
  /** clientnote: the client asked for changes on this approved post and an approver decides (OpenClientRequest), or null. */
  clientRequest: OpenClientRequest | null;
  /**
   * h-reviewwords (walk 44a, 7): a draft whose approval was taken back by a withdrawal (approval-taken-back.ts
   * approvalWithdrawnOf): in its author's "Came back" box, with who, when and the words said; absent otherwise.
   */
  withdrawn?: ApprovalWithdrawn;
}

/** Draft states of a post that has gone out (or is on its way): an approved one of these no longer "came back". */
const OUT_STATES: ReadonlySet<Draft['state']> = new Set(['queued', 'scheduled', 'sending', 'published', 'partial', 'unknown']);

/**
 * The box a post is in for this member, or null when it is in none (what each box promises):
 * waiting for me: in review and I may approve it; I sent: mine, in review; came back: mine,
 * changes requested, or approved and not gone out yet; other: in review, not mine, not mine to approve.
 */
// Walk 39b (5): `sentByMe`, "I sent" as its heading promises: the member who sent it for review (its latest step a submit by
// them); a post in review with no submit as its latest step (an approval gone stale by an edit) is its author's. Before,
// the author's box held a post a teammate sent for review ("I sent" over "sent for review by Olivia", hers in "Others").
export function reviewBox(r: { state: ReviewState }, d: Pick<Draft, 'state'>, mine: boolean, mayApprove: boolean, sentByMe = mine): ReviewBox | null {
  if (r.state === 'in_review') return mayApprove ? 'waiting_for_me' : sentByMe ? 'i_sent' : 'other';
  if (!mine) return null;
  if (r.state === 'changes_requested') return 'came_back';
  if (r.state === 'approved' && !OUT_STATES.has(d.state)) return 'came_back';
  return null;
}

/**
 * The posts of a workspace in the review queue, each in its box (reviewBox); posts in no box
 * (decided ones of others, published ones, withdrawn ones) are not listed. `mine`: only posts I wrote.
 */
/** The live drafts of a workspace's review steps (latest step first): a review that arrived before its draft (team sync), of a purged draft or a deleted one, is none. */
export function reviewedDrafts(db: ReadableDB, workspaceId?: string): Draft[] {
  const out: Draft[] = [];
  for (const step of reviews.latestOfWorkspace(db, workspaceId)) {
    let d: Draft;
    try {
      d = drafts.get(db, step.draftId);
    } catch {
      continue;
    }
    if (!d.deletedAt) out.push(d);
  }
  return out;
}

export function listReviews(db: ReadableDB, member: ReviewMember, opts: { workspaceId?: string; mine?: boolean } = {}): ReviewListRow[] {
  const out: ReviewListRow[] = [];
  const onlyHere = approvalsOnlyHere(db);
  for (const d of reviewedDrafts(db, opts.workspaceId)) {
    // w9keep (walk 9): a workspace that left its team reviews none of the team's drafts it kept (plan refuses every step
    // on them, left_team): its queue holds none, in the app and the CLI alike (before: only the bridge left them out).
    if (member.solo && teamRows.leftTeamOf(db, d.workspaceId, d.id)) continue;
    const r = reviewOf(db, d, onlyHere);
    const mine = member.solo || r.author === member.name;
    if (opts.mine && !mine) continue;
    // w13revoked (walk 13, a): on a revoked laptop nothing waits for me (I may approve nothing): a post in review is in
    // "I sent" (mine) or "Others in review", never "Waiting for me" (was 3 there, every approval refused).
    // w19selfedit: nor does a post whose version I wrote (I changed what goes out since its last approval).
    const actor: ReviewActor = { ...actorOf(db, member, r), isAuthor: mine };
    const mayApprove = !member.revoked && reviewVerdict(r.state, 'approve', actor, member.settings).do !== 'refused';
    // clientnote: the client's open request on an approved post waits for whoever may approve it (as if it were in review).
    const clientRequest = openClientRequest(db, r);
    // w8client: so does a client's approval over the agency's request on a post in changes requested.
    const clientDecision = clientRequest !== null || flaggedInChanges(db, r);
    const decides = !member.revoked && clientDecision && reviewVerdict('in_review', 'approve', actor, member.settings).do !== 'refused';
    // On a revoked laptop such a post is still shown, among "Others in review" (its steps shut with the revocation).
    const sentByMe = member.solo || (r.last?.action === 'submit' ? r.last.by === member.name : mine);
    // h-reviewwords (walk 44a, 7): an approval taken back came back to its author, as a request for changes does.
    const withdrawn = r.state === 'draft' && r.last?.action === 'withdraw' ? approvalWithdrawnOf(db, d.id) : null;
    const box = decides ? 'waiting_for_me' : member.revoked && clientDecision && !mine ? 'other' : withdrawn && mine ? 'came_back' : reviewBox(r, d, mine, mayApprove, sentByMe);
    if (box === null) continue;
    out.push({ ...r, box, caption: firstLine(d.caption).trim(), clientApproved: clientApprovalWaiting(db, r), clientRequest, ...(withdrawn ? { withdrawn } : {}) });
  }
  return out;
}

/**
 * A campaign's posts sent for review, or approved, at once (issue 34, item 1: "a per-campaign
 * approval of all its posts"). w11all (walk 11): every post not already there that this member may take
 * the step on now takes it; the others are `left`, counted by the table's reason (campaign-verdict.ts
 * countLeft: a post with changes requested, an author's own post, a post not sent for review, an empty
 * draft). Before, it was all or nothing. Each post taken is still checked and written as one step is
 * (plan); refused (the first post's reason, as before) only when none may be taken. `flagged`
 * (clientchange): posts "approve all" left in review, a client's approval of content the agency
 * asked to change waiting on them (each is confirmed on its own, preview/confirm.ts).
 * w19cosmetic (walk 17): a post not changed since another member asked for changes (review-unchanged.ts, the rule of a
 * single post's submit) is sent for review again only when `opts.unchanged` says so (its sender answered the question,
 * as a single post's `--unchanged`); else it is left, as `unchanged_since_request` with who asked.
 * @throws ReviewError `unchanged_since_request` (none taken, some left unchanged), `refused` (naming the first post,
 *   when none may be taken), `not_found`
 */
export function reviewCampaign(db: WritableDB, member: ReviewMember, campaignId: string, action: 'submit' | 'approve', opts: { unchanged?: boolean } = {}): { taken: ReviewResult[]; already: string[]; flagged: string[]; left: CampaignLeft[] } {
  let ids: string[];
  try {
    ids = campaigns.get(db, campaignId).draftIds;
  } catch {
    throw new ReviewError('not_found', `campaign ${campaignId} not found`, { details: { campaignId } });
  }
  const done: ReviewState = action === 'submit' ? 'in_review' : 'approved';
  const live = ids.filter((id) => !drafts.get(db, id).deletedAt);
  const already = live.filter((id) => reviewOf(db, id).state === done || (action === 'submit' && reviewOf(db, id).state === 'approved'));
  // clientchange: "approve all" never confirms a client's approval of content the agency asked to change (left, named).
  const flagged = action === 'approve' ? live.filter((id) => !already.includes(id) && clientApprovalWaiting(db, reviewOf(db, id))?.overRequest) : [];
  // w11all: the table's verdict of each post as one step's (plan): those refused are left, with their reason.
  const take: string[] = [];
  const left: LeftPost[] = [];
  let firstRefusal: ReviewError | null = null;
  for (const draftId of live.filter((id) => !already.includes(id) && !flagged.includes(id))) {
    try {
      const { review } = plan(db, member, { draftId, action });
      // Walk 43a (4): a post that cannot be published as it is is left, with its errors (campaign-verdict.ts publishErrors).
      const errors = action === 'submit' ? publishErrors(liveDraft(db, draftId)) : [];
      const open = action === 'submit' && opts.unchanged !== true ? unchangedSinceRequest(db, review) : null;
      if (errors.length > 0) left.push({ draftId, reason: PROBLEMS_LEFT, codes: errors });
      else if (open && unchangedForSender(open, member.name)) left.push({ draftId, reason: UNCHANGED_LEFT, by: open.by, author: review.author });
      else take.push(draftId);
    } catch (e) {
      if (!(e instanceof ReviewError) || e.code !== 'refused') throw e;
      firstRefusal ??= e;
      const r = reviewOf(db, draftId);
      // w15review: a post not sent for review says whether this member may send it (the table's submit, as one step's).
      left.push({ draftId, reason: String(e.details?.reason), by: r.last?.by ?? null, author: r.author, youSubmit: action === 'approve' && mayPlan(db, member, draftId, 'submit') });
    }
  }
  const unchanged = left.filter((l) => l.reason === UNCHANGED_LEFT);
  if (take.length === 0 && unchanged.length > 0) {
    throw new ReviewError('unchanged_since_request', `${unchanged.length} post${unchanged.length === 1 ? ' was' : 's were'} not changed since changes were asked for (by ${[...new Set(unchanged.map((l) => askerEnglish(l.by ?? '?', member.name)))].join(', ')}): send ${unchanged.length === 1 ? 'it' : 'them'} for review unchanged on purpose, or edit ${unchanged.length === 1 ? 'it' : 'them'} first`,
      { details: { draftId: unchanged[0]!.draftId, n: unchanged.length } });
  }
  if (take.length === 0 && firstRefusal) {
    // w13waits: the member's role before the first post's reason (campaign-verdict.ts campaignRefusal, as the Review tab says).
    const why = campaignRefusal(left, roleRefusal(member, action));
    const first = left[0];
    if (why && first && why.reason !== first.reason) throw refusal(first.draftId, action, why.reason as ReviewReason, reviewOf(db, first.draftId).state);
    throw firstRefusal;
  }
  const taken = applyReviewActions(db, member, take.map((draftId) => ({ draftId, action })));
  return { taken, already, flagged, left: countLeft(left) };
}

/** A post that may not be published yet, and why, for the publisher's and Send's refusals. */
export interface PublishHold {
  draftId: string;
  state: ReviewState;
  stale: boolean;
  reason: ReviewReason;
  /** Who it waits for: the roles that approve (when it waits for an approval), or the author. */
  waitsFor: readonly Role[] | 'author';
  /**
   * w16words (w15cli left): who it waits for, by name in English: the approvers the team server last listed here (the one
   * whoApproves, "you or Chi"; the roles when none is known), or its author (null: not known).
   */
  who: string | null;
}

/**
 * The posts among `draftIds` this member may not publish now (review.ts `publish` column): the
 * app, the campaign Send and the CLI say each, with whom it waits for. Empty when all may go.
 */
export function publishHolds(db: ReadableDB, member: ReviewMember, draftIds: readonly string[]): PublishHold[] {
  const out: PublishHold[] = [];
  const spaces = new Map<string, Workspace>();
  for (const id of draftIds) {
    const r = reviewOf(db, id);
    const v = reviewVerdict(r.state, 'publish', { role: member.role, isAuthor: member.solo || r.author === member.name }, member.settings);
    if (v.do !== 'refused') continue;
    const toAuthor = r.state === 'changes_requested' || r.state === 'draft';
    const wsId = liveDraft(db, id).workspaceId;
    const workspace = spaces.get(wsId) ?? spaces.set(wsId, workspaces.getWorkspace(db, wsId)).get(wsId)!;
    out.push({ draftId: id, state: r.state, stale: r.stale, reason: v.reason, waitsFor: toAuthor ? 'author' : member.settings.approvers, who: toAuthor ? r.author : whoApproves(db, workspace, member.settings, authorNames(authorsOf(db, member, r))) });
  }
  return out;
}
