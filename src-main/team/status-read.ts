/**
 * The team status of a workspace as the service reads it: teamStatusOf (status.ts, the one judgement the sidebar and
 * `postroom team status` show) over what this laptop holds — its open sessions, the library's kept rows.
 *
 * h-w34csv (walk 34, 2): "last in step" is the last time this laptop was in step AS THAT STATUS JUDGES IT (`inStep`:
 * connected, every change sent and received, nothing refused). Before, it was the time the library document last
 * exchanged something: a review change (its own document) and the minutes in step with nothing to exchange never moved
 * it, so after the team server went down both laptops said 22:06 though they were in step until 22:10.
 * 1. A status read while in step keeps now as the time (kept.ts: never backwards; the app and the CLI share it).
 * 2. When the library's connection is lost, the status it had just before (the same facts, the state 'online') says
 *    whether it was in step up to then: if so, now is kept.
 */
import { drafts, teamRows, type Draft, type ReadableDB, type WritableDB, type Workspace } from '../library';
import type { TeamBinding } from './binding';
import { keepInStepNow, readLastInStep } from './kept';
import type { TeamMember } from './protocol';
import { overtakeRefusals, readSettled } from './refusal-settled';
import type { TeamSessionStatus } from './session';
import { asideCaption, readSetAside, unsentAside, type SetAsideRow } from './set-aside';
import { teamStatusOf, type TeamStatusView } from './status';
import { APPROVALS_DOC, REVIEWS_DOC } from './schema';
import { reviewOf } from './review-actions';
import { storedReviewSettings } from './review-settings';
import { authorNames } from './version-authors';
import { storedHistoryReader } from './version-authors-doc';
import { authorsOf } from './version-review';
import { versionApprovers } from './who-approves';

/** What the service holds of a team workspace for its status. */
export interface StatusSources {
  /** The open sessions (null: none here, e.g. no member token) and the library document's session status as given. */
  open: { binding: Pick<TeamBinding, 'pending'>; reviews: { status: { setAside: readonly SetAsideRow[] } }; approvals: { status: { setAside: readonly SetAsideRow[] } } } | null;
  session: TeamSessionStatus | undefined;
  members?: TeamMember[] | null;
  membersError?: { code: string; message: string } | null;
  /** The first photo the last exchange could not move: its code. */
  photoFailure: string | null;
}

type TeamWorkspace = Workspace & { team: NonNullable<Workspace['team']> };

function statusOf(db: WritableDB, w: TeamWorkspace, src: StatusSources): TeamStatusView {
  const { open, session } = src;
  const aside = open ? { reviews: readSetAside(db, w.id, REVIEWS_DOC) ?? open.reviews.status.setAside, approvals: readSetAside(db, w.id, APPROVALS_DOC) ?? open.approvals.status.setAside } : { reviews: [], approvals: [] };
  // h-stale (walk 45a, 4): my refused approvals of posts that no longer wait for an approval are history (refusal-settled.ts 3).
  overtakeRefusals(db, w.id, readSetAside(db, w.id, APPROVALS_DOC), (id) => refusalStillOpen(db, w, id));
  return teamStatusOf({
    workspace: w,
    open: open && session ? {
      session,
      // Walk 43a (1): a change the team server refused (set aside here) is not waiting to go out (set-aside.ts unsentAside).
      pending: (d) => open.binding.pending(d) - unsentAside(db, w.id, d, d === REVIEWS_DOC ? aside.reviews : d === APPROVALS_DOC ? aside.approvals : []),
      // h-ownapprove (walk 43b, 3): the rows set aside as the library keeps them now (set-aside.ts): another process on this
      // data dir (the app beside the CLI) may have set some aside since this one's session last said its status.
      setAside: aside,
    } : null,
    captionOf: (id) => asideCaption(db, id),
    othersApprove: (id) => refusedOthersApprove(db, w, id),
    settled: readSettled(db, w.id), // w30dismiss: refusals answered or dismissed
    members: src.members ?? null,
    membersError: src.membersError ?? null,
    storedLastInStep: readLastInStep(db, w.id),
    missingPhotos: teamRows.missingBlobs(db, w.id).length,
    photoFailure: src.photoFailure,
  });
}

/** The status (rule 1: while in step, its `lastInStep` is now, kept). */
export function readTeamStatus(db: WritableDB, w: TeamWorkspace, src: StatusSources): TeamStatusView {
  const st = statusOf(db, w, src);
  return st.inStep ? { ...st, lastInStep: keepInStepNow(db, w.id) ?? st.lastInStep } : st;
}

/** Rule 2: the library's connection was lost just now (`session`: its status since); keeps now if it was in step up to then. */
export function keepInStepAtLoss(db: WritableDB, w: TeamWorkspace, src: StatusSources & { session: TeamSessionStatus }): void {
  if (statusOf(db, w, { ...src, session: { ...src.session, state: 'online' } }).inStep) keepInStepNow(db, w.id);
}

/**
 * Walk 43a (3): after the team server refused my approval of a post I wrote or changed, who else may approve it (by name,
 * from the members last listed here), or that nobody in this team may (versionApprovers): "another approver must
 * approve it" was said where there was none. Null when it cannot be read now (the line keeps its general words).
 */
function refusedOthersApprove(db: ReadableDB, w: TeamWorkspace, draftId: string): { words: string; nobody: boolean } | null {
  try {
    const settings = storedReviewSettings(db, w.id);
    const history = storedHistoryReader(db, w.id);
    const authors = authorNames(authorsOf(db, { settings, history }, reviewOf(db, draftId)));
    return versionApprovers(db, w, settings, authors);
  } catch {
    return null;
  }
}

/**
 * h-stale (walk 45a, 4): whether a post whose approval of mine the team server refused still waits for an approval, as
 * this laptop holds it (reviewOf: an approval the server refused does not hold): in review, or approved by an approval of
 * mine (not yet accepted: it may be refused too; accepted: it answers the refusal, refusal-settled.ts 1). No longer when
 * another approved it, it was withdrawn or sent back for changes, sent, or deleted: the refusal's advice ("Owen may
 * approve it") was said beside the row's "approved by Owen" until the person pressed Dismiss.
 */
function refusalStillOpen(db: ReadableDB, w: TeamWorkspace, draftId: string): boolean {
  let d: Draft;
  try {
    d = drafts.get(db, draftId);
  } catch {
    return true; // not in this library (purged, or never here): nothing read, nothing settled
  }
  if (d.deletedAt || d.state !== 'draft') return false; // deleted, or sent (queued, scheduled, published…)
  const r = reviewOf(db, d);
  if (r.state === 'in_review') return true;
  return r.state === 'approved' && (r.approvalOnlyHere === true || r.approval?.by === w.team.member);
}
