/** Reads a client's decisions file and takes its decisions (preview.ts item 3). */
import { firstLine } from '../../../src-shared/first-line';
import { utcMinute } from '../../../src-shared/utc-minute';
import { type Draft, drafts, type ReadableDB, reviews, type WritableDB } from '../../library';
import { canWrite } from '../protocol';
import { contentRevision, REVIEW_ENGLISH, type ReviewReason, type ReviewSettings, reviewVerdict } from '../review';
import { namesOr, nobodyApprovesEnglish } from '../who-approves';
import { applyReviewActions, type PostReview, type RelayedRequest, ReviewError, type ReviewMember, reviewOf, type ReviewResult } from '../review-actions';
import { actorOf, ownEditApprovers } from '../version-review';
import { type OpenChangeRequest, openChangeRequest, pageMadeBefore } from '../review-client';
import { type ClientDecision, DECISIONS_FORMAT, DECISIONS_VERSION, type DecisionsFile, exportDigest } from './format';
import { type HubStage, hubStage } from './page';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads a decisions file's text. @throws ReviewError `decisions_invalid` */
export function parseDecisions(text: string): DecisionsFile {
  let v: unknown;
  if (/^\s*<(!doctype|html)/i.test(text)) throw new ReviewError('decisions_invalid', 'this is the preview page itself: the decisions file is the .json file the page downloads when the client presses its download button');
  try {
    v = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new ReviewError('decisions_invalid', 'this is not a decisions file: it is not JSON');
  }
  const bad = (why: string): ReviewError => new ReviewError('decisions_invalid', `this is not a decisions file Postroom made: ${why}`, { details: { why } });
  if (!isObj(v) || v.format !== DECISIONS_FORMAT) throw bad('its format is not postroom-client-decisions');
  if (v.version !== DECISIONS_VERSION) throw bad(`version ${String(v.version)} is not 1`);
  if (typeof v.exportId !== 'string' || v.exportId === '') throw bad('it names no export');
  if (v.campaignId !== null && typeof v.campaignId !== 'string') throw bad('its campaign is not a text');
  if (typeof v.digest !== 'string' || !/^[0-9a-f]{64}$/.test(v.digest)) throw bad('it has no digest');
  if (!Array.isArray(v.posts) || v.posts.length === 0) throw bad('it decides no post');
  const posts = v.posts.map((p, i) => {
    // h-decisions: a post the client did not decide is listed with no decision (null, or none).
    const undecided = isObj(p) && (p.decision === null || p.decision === undefined);
    if (!isObj(p) || typeof p.draftId !== 'string' || typeof p.revision !== 'string' || (!undecided && p.decision !== 'approve' && p.decision !== 'request_changes')) throw bad(`post ${i + 1} is not a decision`);
    const note = typeof p.note === 'string' ? p.note : '';
    return { draftId: p.draftId, revision: p.revision, decision: undecided ? null : p.decision as ClientDecision, note };
  });
  if (posts.every((p) => p.decision === null)) throw bad('it decides no post');
  return { format: DECISIONS_FORMAT, version: DECISIONS_VERSION, exportId: v.exportId, campaignId: v.campaignId as string | null, digest: v.digest, decidedAt: typeof v.decidedAt === 'string' ? v.decidedAt : '', posts };
}

/** h-decisions: how a decisions file's post list differs from its export's (ids; `total`: the export's post count). */
export interface PostListChange { missing: string[]; extra: string[]; twice: string[]; total: number }

/**
 * h-decisions (walk 39a, 3): whether a file lists exactly the export's posts, each once (any order), and if not, how it
 * differs, in English. The page lists every post it showed, decided or not, so a missing post was taken out of the
 * file (or the page is one made before it listed undecided posts): refused, never read as "not decided" (it was:
 * a client's request for changes cut from the file was lost, and the genuine file then refused as a second import).
 */
export function postListChange(exported: ReadonlyArray<{ draftId: string }>, listed: ReadonlyArray<{ draftId: string }>): { details: PostListChange; words: string } | null {
  const inExport = new Set(exported.map((p) => p.draftId));
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const p of listed) (seen.has(p.draftId) ? twice : seen).add(p.draftId);
  const missing = [...inExport].filter((id) => !seen.has(id));
  const extra = [...seen].filter((id) => !inExport.has(id));
  if (!missing.length && !extra.length && !twice.size) return null;
  const ids = (xs: readonly string[]): string => xs.join(', ');
  const words = [
    ...(missing.length ? [`${missing.length} of them ${missing.length === 1 ? 'is' : 'are'} missing (${ids(missing)})`] : []),
    ...(extra.length ? [`${extra.length} post${extra.length === 1 ? ' is' : 's are'} not in the preview (${ids(extra)})`] : []),
    ...(twice.size ? [`${twice.size} post${twice.size === 1 ? ' is' : 's are'} listed twice (${ids([...twice])})`] : []),
  ].join('; ');
  return { details: { missing, extra, twice: [...twice], total: inExport.size }, words };
}

/**
 * What an import did with one post's decision (the import report says it per post):
 * - `approved`: approved by the member who imported it (an approver or owner), from the client's approval;
 * - `waiting_for_approver`: the client approved, the member may not approve: kept as waiting for an
 *   approver to confirm (the post is in review; never an approval);
 * - `changes_requested`: the client asked for changes (their note is a comment);
 * - `noted`: the post was already so; the client's note was added as a comment;
 * - `unchanged`: the post was already so, and the client wrote no note;
 * - `approval_kept` (clientfix): the client asked for changes on a post an approver approved, and the
 *   member may not approve: an editor's relay never undoes an approval; the client's note is a
 *   comment and an approver decides.
 * - `over_request` (clientchange): the client approved content the agency itself asked to change (a
 *   member's request for changes is still open on it, `openRequest` names it): the client's approval
 *   is kept, flagged, and waits for an approver's explicit confirm over that request (preview/confirm.ts);
 *   never an approval here, whoever imports it, and "confirm all" leaves it.
 * - `client_agrees` (w11client, walk 11): the client approved the version an approver already approved: the client
 *   agrees, nothing changed and nothing waits for anyone (no "confirm"; preview/agrees.ts); their note, if any, is a
 *   comment (`result` then holds it, else 'unchanged'). Before: `unchanged`/`noted`, and teammates were told to confirm it.
 * - `answered_by_request` (walk 43a, 1): the client approved a page made BEFORE the agency's request for changes still open
 *   on that content (review-client.ts pageMadeBefore: the export's own time): the request answers the approval, as one made
 *   before it (walk 42a): the post waits for its edit, nobody confirms it; `openRequest` names the request. Before: `over_request`.
 */
export type ImportOutcome = 'approved' | 'waiting_for_approver' | 'changes_requested' | 'noted' | 'unchanged' | 'approval_kept' | 'over_request' | 'client_agrees' | 'answered_by_request';

export interface ImportedDecision {
  draftId: string;
  decision: ClientDecision;
  outcome: ImportOutcome;
  result: ReviewResult[] | 'unchanged';
  /**
   * clientfix: the post was already handed to the Hub (`scheduled`: it goes out unless cancelled in
   * the Outbox; a request for changes does not stop it) or already out (`sent`), or null.
   */
  atHub: HubStage;
  /** clientchange: the agency's request for changes open on the content the client approved (outcome `over_request`), or null. */
  openRequest: OpenChangeRequest | null;
  /** h-cliwords (walk 31/32, 2): the client wrote a note (not blank): it went with the decision as a comment. False: no note. */
  note: boolean;
  /**
   * Walk 42a (1, 2): outcome `waiting_for_approver` of a member whose role approves, but not this version (versionWaits):
   * they wrote it (`own_post`) or changed what goes out since its last approval (`own_edit`), in a team where authors may
   * not approve their own posts (the rule `review approve` refuses them by). `approvers`: who may confirm it instead, by
   * name (version-review.ts ownEditApprovers); empty: nobody in this team may; null: no member list read here yet.
   * Null on every other decision (an editor's waiting one is its role's: `mayApprove` says it).
   */
  ownVersion: OwnVersionWait | null;
  /**
   * Walk 43a (2): outcome `waiting_for_approver` of a member whose role does not approve, and nobody else in this team may
   * approve this version (version-review.ts ownEditApprovers is empty: its authors are the only approvers): the import says
   * the core's "nobody … may approve" words (who-approves.ts nobodyApprovesEnglish), as `review list` does, never "waiting
   * for an approver to confirm". False on every other decision, or when no member list was read here.
   */
  nobodyApproves: boolean;
}

/** Walk 42a: why an approver's relayed client approval waits (ImportedDecision.ownVersion). */
export interface OwnVersionWait { reason: Extract<ReviewReason, 'own_post' | 'own_edit'>; approvers: string[] | null }

export interface ImportedDecisions {
  exportId: string;
  campaignId: string | null;
  /** Who made the preview page (a member's name), and when. */
  exportedBy: string;
  exportedAt: string;
  /** Who the client's steps and notes are recorded by: "client (via NAME)". */
  by: string;
  /** The member who relayed the file. */
  relayedBy: string;
  /** Whether the member's import made approvals (an approver or owner) or left them waiting (an editor). */
  mayApprove: boolean;
  /**
   * Always false: the page holds no secret, so a decisions file edited by hand (approve ↔ changes, a decision
   * undone) cannot be told from the client's own. The checks that exist (campaign, export id, the export's whole
   * post list, each once, and their revisions) catch a file of another preview, with posts taken out or added, or
   * of changed posts, not its values.
   */
  signed: false;
  decisions: ImportedDecision[];
  /** h-decisions: the posts the file lists with no decision (the client did not decide them): nothing done to them. */
  undecided: string[];
}

/** Whether a member's approval is an approval in this team (its role approves and may write `approvals`). */
export const mayApproveAsMember = (member: ReviewMember): boolean =>
  member.solo || (member.settings.approvers.includes(member.role) && canWrite(member.role, 'approvals'));

/**
 * Walk 42a (1, 2): whether this member, whose role approves, may not approve this post's version, and who may instead:
 * the review table's verdict of `review approve` with the member's actor (version-review.ts actorOf: its creator, or who
 * changed what goes out since its last approval), as the post would be in review. Before, the import approved as a relay
 * (never the author): Marc approved, for the client, a version he had edited himself; the team server refused it later,
 * after `publish` had sent it. Null: the member may approve it (or their role does not: mayApproveAsMember says that).
 */
export function ownVersionWait(db: ReadableDB, member: ReviewMember, r: PostReview): OwnVersionWait | null {
  if (member.solo || !mayApproveAsMember(member)) return null;
  const v = reviewVerdict('in_review', 'approve', actorOf(db, member, r), member.settings);
  if (v.do !== 'refused' || (v.reason !== 'own_post' && v.reason !== 'own_edit')) return null;
  return { reason: v.reason, approvers: ownEditApprovers(db, member, r) };
}

/**
 * Walk 42a (1, 2): the CLI's English of a client approval kept waiting because the importer wrote or changed its version:
 * NOT approved, the table's reason, and who may confirm it, or the core's words for nobody (nobodyApprovesEnglish).
 */
export function ownVersionWaitEnglish(w: OwnVersionWait, settings: Pick<ReviewSettings, 'authorsMayApprove'>): string {
  const who = w.approvers === null ? 'another approver must confirm it' : w.approvers.length > 0 ? `${namesOr(w.approvers)} may confirm it` : nobodyApprovesEnglish(settings, true);
  return `NOT approved: ${REVIEW_ENGLISH.reason[w.reason]}; kept as the client's approval, waiting: ${who}`;
}

/**
 * Walk 43a (2): the CLI's English of a client approval an editor relayed that nobody in this team may approve: NOT approved,
 * the role's reason, and the core's words for nobody (nobodyApprovesEnglish), as `review list` says it.
 */
export function nobodyApprovesWaitEnglish(settings: Pick<ReviewSettings, 'authorsMayApprove'>): string {
  return `NOT approved: ${REVIEW_ENGLISH.reason.not_an_approver}; kept as the client's approval, waiting: ${nobodyApprovesEnglish(settings, true)}`;
}

/**
 * Applies a client's decisions file, all or nothing, whoever made the preview: export records are
 * shared with the team (the `reviews` document), so any member's laptop knows the export.
 * - An approver or owner approves as themselves (the approval is theirs; a client decision record
 *   names it, so "the client approved, relayed by NAME" is said with it).
 * - An editor applies what an editor may: a request for changes (the client's) puts the post in
 *   changes requested; an approval is kept as waiting for an approver to confirm, never as one.
 * - A viewer changes nothing (`refused`, read_only).
 * The client's note is a comment by "client (via NAME)".
 * An export's decisions are taken once (clientfix): a second file for an export already imported
 * (by any member: the records are shared) is refused, whether it repeats the decisions (nothing
 * would be added but the note again) or differs from them (a hand-edited copy must not turn an
 * approval into changes requested).
 * @throws ReviewError `decisions_invalid`, `decisions_unknown_export`, `decisions_other_campaign`
 *   (`campaignId` given and the file is for another), `decisions_tampered` (its campaign, digest or a revision),
 *   `decisions_posts_changed` (its posts are not the export's, each once: details PostListChange), `decisions_already_imported`
 *   (details.by, details.at: the first import; details.same: the same decisions), `decisions_stale`
 *   (details.posts: the posts whose content changed), `refused` (the table's reason); LibraryError
 *   `comment_too_long`. Nothing is changed on any.
 */
export function importClientDecisions(db: WritableDB, text: string, o: { member: ReviewMember; campaignId?: string }): ImportedDecisions {
  const file = parseDecisions(text);
  const exp = reviews.findExport(db, file.exportId);
  if (!exp) throw new ReviewError('decisions_unknown_export', `this decisions file answers export ${file.exportId}, which no member of this team made (or it has not reached this laptop yet)`, { details: { exportId: file.exportId } });
  if (o.campaignId !== undefined && (file.campaignId !== o.campaignId || exp.campaignId !== o.campaignId)) {
    throw new ReviewError('decisions_other_campaign', 'this decisions file is for another campaign', { details: { fileCampaignId: file.campaignId, exportCampaignId: exp.campaignId, campaignId: o.campaignId } });
  }
  const tampered = (why: string, details: Record<string, unknown> = {}): ReviewError => new ReviewError('decisions_tampered', `this decisions file was changed after the page made it: ${why}`, { details: { exportId: exp.id, why, ...details } });
  if (file.campaignId !== exp.campaignId) throw tampered('its campaign is not the export\'s');
  if (file.digest !== exp.digest || exportDigest(exp) !== exp.digest) throw tampered('its digest does not match the export');
  const listed = postListChange(exp.posts, file.posts);
  if (listed) {
    throw new ReviewError('decisions_posts_changed', `this decisions file does not list the preview's ${exp.posts.length} post${exp.posts.length === 1 ? '' : 's'} as the page wrote them: ${listed.words}`, { details: { exportId: exp.id, ...listed.details } });
  }
  const exported = new Map(exp.posts.map((p) => [p.draftId, p.revision]));
  const moved = file.posts.filter((p) => exported.get(p.draftId) !== p.revision).map((p) => p.draftId);
  if (moved.length) throw tampered('a revision does not match the export', { posts: moved });
  const undecided = file.posts.filter((p) => p.decision === null).map((p) => p.draftId);
  const decided = file.posts.filter((p): p is typeof p & { decision: ClientDecision } => p.decision !== null);
  const prior = reviews.clientDecisionsOfExport(db, exp.id);
  if (prior.length) {
    const first = prior[0]!;
    const before = new Map(prior.map((c) => [c.draftId, c.decision]));
    const same = before.size === decided.length && decided.every((p) => before.get(p.draftId) === p.decision);
    const when = utcMinute(first.at);
    throw new ReviewError('decisions_already_imported', same
      ? `this decisions file was already imported by ${first.relayedBy} at ${when}: nothing added`
      : `this preview's decisions were already imported by ${first.relayedBy} at ${when}, with other decisions: nothing changed`,
    { details: { exportId: exp.id, by: first.relayedBy, at: first.at, same } });
  }
  // reviewtruth: each changed post is named by its caption's start and its time (the screens say them).
  const stale: Array<{ draftId: string; caption: string; scheduled_at: string | null; timezone: string | null }> = [];
  for (const p of decided) {
    let d: Draft | null;
    try {
      d = drafts.get(db, p.draftId);
    } catch {
      d = null;
    }
    if (!d || d.deletedAt || contentRevision(d) !== p.revision) stale.push({ draftId: p.draftId, caption: firstLine(d?.caption ?? '', 80), scheduled_at: d?.scheduled_at ?? null, timezone: d?.timezone ?? null });
  }
  if (stale.length) {
    throw new ReviewError('decisions_stale', `changed since the client saw ${stale.length === 1 ? 'it' : 'them'}: ${stale.map((s) => `${s.draftId}${s.caption ? ` ("${s.caption}")` : ''}`).join(', ')}; export a new preview`, { details: { posts: stale } });
  }
  const member = o.member;
  const by = `client (via ${member.name})`;
  const mayApprove = mayApproveAsMember(member);
  const reqs: RelayedRequest[] = [];
  const plans = decided.map((p) => {
    const review = reviewOf(db, p.draftId);
    const state = review.state;
    // Walk 42a: the rule `review approve` applies (an author of the version approves it only where the team lets authors).
    const own = p.decision === 'approve' ? ownVersionWait(db, member, review) : null;
    // clientchange: read before this import's own steps (its submit keeps the request open: the content did not change).
    const openRequest = p.decision === 'approve' ? openChangeRequest(db, p.draftId, p.revision) : null;
    const comment = p.note.trim() === '' ? undefined : p.note;
    const note = comment !== undefined ? { comment, commentAs: by } : {};
    const before = reqs.length;
    let outcome: ImportOutcome;
    const already = (p.decision === 'approve' && state === 'approved') || (p.decision === 'request_changes' && state === 'changes_requested');
    if (p.decision === 'request_changes' && state === 'approved' && !mayApprove) {
      // An editor relaying the client never undoes an approval: the note is said, an approver decides.
      if (comment !== undefined) reqs.push({ draftId: p.draftId, action: 'comment', relay: true, ...note });
      outcome = 'approval_kept';
    } else if (already) {
      if (comment !== undefined) reqs.push({ draftId: p.draftId, action: 'comment', relay: true, ...note });
      outcome = p.decision === 'approve' ? 'client_agrees' : comment !== undefined ? 'noted' : 'unchanged';
    } else {
      // Sent for review by the member who relays the client (the client saw it). w8client: not over the agency's own
      // open request: the post stays in changes requested, the flagged approval beside it, until an approver confirms.
      if (state === 'draft' || (state === 'changes_requested' && p.decision === 'approve' && !openRequest)) reqs.push({ draftId: p.draftId, action: 'submit' });
      if (p.decision === 'request_changes') {
        reqs.push({ draftId: p.draftId, action: 'request_changes', as: by, relay: true, ...(comment !== undefined ? { comment } : {}) });
        outcome = 'changes_requested';
      } else if (openRequest) {
        // The agency asked for changes on this very content: the client's approval does not answer it.
        if (comment !== undefined) reqs.push({ draftId: p.draftId, action: 'comment', relay: true, ...note });
        outcome = pageMadeBefore(exp.at, openRequest) ? 'answered_by_request' : 'over_request';
      } else if (mayApprove && !own) {
        reqs.push({ draftId: p.draftId, action: 'approve', relay: true, ...note });
        outcome = 'approved';
      } else {
        if (comment !== undefined) reqs.push({ draftId: p.draftId, action: 'comment', relay: true, ...note });
        outcome = 'waiting_for_approver';
      }
    }
    const nobodyApproves = outcome === 'waiting_for_approver' && !own && !member.solo && ownEditApprovers(db, member, review)?.length === 0;
    return { p, outcome, from: before, openRequest, note: comment !== undefined, ownVersion: outcome === 'waiting_for_approver' ? own : null, nobodyApproves };
  });
  if (!canWrite(member.role, 'reviews')) throw new ReviewError('refused', `cannot take a client's decisions: ${REVIEW_ENGLISH.reason.read_only}`, { details: { action: 'comment', reason: 'read_only' } });
  return db.transaction(() => {
    const results = applyReviewActions(db, member, reqs);
    const decisions = plans.map(({ p, outcome, from, openRequest, note, ownVersion, nobodyApproves }, i) => {
      const to = i + 1 < plans.length ? plans[i + 1]!.from : reqs.length;
      const r = results.slice(from, to);
      // Every decision is recorded, changed or not: it is how a second import of this export is known.
      reviews.addClientDecision(db, {
        exportId: exp.id, draftId: p.draftId, revision: p.revision, decision: p.decision, relayedBy: member.name,
        approvalId: r.find((x) => x.approval)?.approval?.id ?? null, commentId: r.find((x) => x.comment)?.comment?.id ?? null,
      });
      const unchanged = outcome === 'unchanged' || (outcome === 'client_agrees' && r.length === 0);
      return { draftId: p.draftId, decision: p.decision, outcome, result: unchanged ? 'unchanged' as const : r, atHub: hubStage(drafts.get(db, p.draftId)), openRequest, note, ownVersion, nobodyApproves };
    });
    return { exportId: exp.id, campaignId: exp.campaignId, exportedBy: exp.by, exportedAt: exp.at, by, relayedBy: member.name, mayApprove, signed: false as const, decisions, undecided };
  })();
}
