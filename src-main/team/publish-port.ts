/**
 * The publisher's team port, built from the library's review tables and team outcomes (issue 34,
 * items 4 and 5; team-wire). One function: every shell that makes a Publisher, a CampaignSender or
 * a campaign planner for a team workspace passes what it returns; a workspace that is not a team's
 * gets null, and the publisher is the single desk it always was.
 *
 * - approval: the post's review now (review-actions.ts reviewOf: its latest step read against the
 *   content revision now): approved → the approval that holds; otherwise what it waits for, and for whom.
 * - contentRevision: review.ts contentRevision of the STORED draft (a publish draft carries no photo
 *   hashes; it is built from the same row at the same moment).
 * - keyFor: review.ts approvalKey (the same on every laptop).
 * - claim: the job was journaled just before (its row is in the team outbox): the binding takes it
 *   into the `outcomes` document at once (flushLocal), before any call. Without a binding (a CLI
 *   command) the outbox keeps it for the next `team sync`.
 * - sharedOutcome(s): teammates' outcomes (team_outcomes) as the publisher reads them.
 * - approvalTakenBack (h-retryheld): the step that took back the approval a send went under (approval-taken-back.ts).
 */
import { groupBy } from '../../src-shared/group-by';
import { drafts, publishEvents, reviews, teamRows, workspaces, type ReadableDB, type TeamOutcomeRow, type WritableDB, type Workspace } from '../library';
import { isWaiting, libraryDrafts, type TeamApproval, type TeamOutcome, type TeamPublishPort, type TeamWaiting } from '../publisher';
import { reviewOf } from './review-actions';
import { approvalKey, contentRevision, type ReviewSettings } from './review';
import { storedReviewSettings } from './review-settings';
import { readTokenRefusal } from './session';
import { readKeptMembers, readKeptTeam, revokedMembers } from './kept';
import { approversOf, nobodyApprovesEnglish, whoApproves, whoApprovesOrNobody } from './who-approves';
import { authorNames, type AuthorLine } from './version-authors';
import { storedHistoryReader } from './version-authors-doc';
import { authorsOf } from './version-review';
import type { Role } from './protocol';
import { approvalTakenBack, approvalWithdrawnOf } from './approval-taken-back';
import { refusedApprovalIds } from './set-aside';

/** What the port needs of the binding: its flush (the claim goes out with the job it names). */
export interface ClaimCarrier {
  flushLocal(): number;
  /** w20authors: the team's History of a draft as the open binding reads it (absent: read from the stored documents). */
  history?(draftId: string): readonly AuthorLine[] | null;
}

/**
 * The open binding's claim carrier for a workspace (service.ts claimCarrier): `open` answers the binding open now and
 * its workspace, or null; a flush or History read while another workspace's (or none) is open reads nothing.
 */
export function claimCarrierOf(open: () => { workspace: { id: string }; binding: { flushLocal(): number; history(draftId: string): readonly AuthorLine[] } } | null, workspaceId: string): ClaimCarrier {
  const here = () => {
    const o = open();
    return o && o.workspace.id === workspaceId ? o : null;
  };
  return {
    // w20authors: the History the hold reads who wrote the version from (null: not open here, the port reads the stored one).
    history: (draftId) => here()?.binding.history(draftId) ?? null,
    flushLocal: () => {
      const o = here();
      if (!o) return 0;
      try {
        return o.binding.flushLocal();
      } catch {
        return 0; // the library is busy: the session's next flush takes it
      }
    },
  };
}

/** A team outcome row as the publisher reads it; `revoked`: the members revoked now (kept.ts revokedMembers), the sender's time named. */
const outcomeOf = (o: TeamOutcomeRow, revoked: ReadonlyMap<string, number> = new Map()): TeamOutcome => {
  const job = teamRows.outcomeAsJob(o);
  const revokedAt = revoked.get(o.member);
  return { ...job, draftId: o.draft_id ?? '', key: o.idempotency_key, by: { memberId: o.member, name: o.member, ...(revokedAt !== undefined ? { revokedAt } : {}) }, at: teamRows.outcomeSentAt(o), sentFirst: o.sent_first ?? null };
};

// w16words: whoApproves (who a post waits for, by name) moved to who-approves.ts, for the review queue's holds too.

/**
 * The team port of a workspace, or null when it is not a team's.
 * `binding`: the open team binding of the workspace, when there is one (the app); its flush carries claims at once.
 * `given`: review settings to use instead of the team's stored ones (tests).
 */
export function teamPublishPort(library: { db: ReadableDB }, workspace: Workspace, binding?: ClaimCarrier | null, given?: ReviewSettings): TeamPublishPort | null {
  const team = workspace.team;
  if (!team) return leftPort(library.db, workspace);
  const db = library.db;
  // The team's review settings (the `settings` document, as this laptop last received it), read at
  // each decision: a port lives as long as its publisher (the app's outbox keeps one per workspace),
  // and an owner may turn "only approved posts" off or on meanwhile (walk 3b: read once, it held
  // posts the app said it sent, and would send posts the team had just put under review).
  const settingsNow = (): ReviewSettings => given ?? storedReviewSettings(db, workspace.id);
  // The member's role, read at each decision too (rolelive, walk 3b): the workspace row follows what
  // the team server says at each connection (service.ts: an owner made Lan a viewer, or an editor an
  // approver), and the publisher outlives it. Read once, a viewer's app kept publishing until a restart.
  const roleNow = (): Role => {
    try {
      return workspaces.find(db, workspace.id)?.team?.role ?? team.role;
    } catch {
      return team.role; // the library is busy or closing: the role it was built with
    }
  };
  // w12revpub (walk 12): the team server's revocation of this laptop's token, as the library keeps it (session.ts: the
  // app's session and the CLI's `team status` keep it; a rejoin clears it), read at each decision like the role.
  const revokedNow = (): boolean => {
    try {
      return readTokenRefusal(db, workspace.id, team.url) === 'revoked';
    } catch {
      return false; // the library is busy or closing: the next decision reads it
    }
  };
  const me = { memberId: team.member, name: team.member };
  // h-revokedsends (walk 39b): the members revoked now, as the server last listed them (kept.ts), read at each read of outcomes.
  const revokedMembersNow = (): Map<string, number> => {
    try {
      return revokedMembers(readKeptMembers(db, workspace.id, team.url));
    } catch {
      return new Map(); // the library is busy or closing: the next read names them
    }
  };
  const theirOutcome = (revoked: ReadonlyMap<string, number>) => (o: TeamOutcomeRow): TeamOutcome => outcomeOf(o, revoked);
  // w20authors: who wrote the version held (its creator and who changed what goes out since its last approval), so the
  // hold names only members who may approve it: the binding's History in the app, the stored one in the CLI.
  const stored = storedHistoryReader(db, workspace.id);
  const history = (draftId: string): readonly AuthorLine[] | null => (binding?.history?.(draftId) ?? stored(draftId));
  const authorsNow = (r: ReturnType<typeof reviewOf>, settings: ReviewSettings): string[] | string | null => {
    try {
      return authorNames(authorsOf(db, { settings, history }, r));
    } catch {
      return r.author ?? null; // the History cannot be read now: the creator alone
    }
  };
  /** The hold of a post not sent for review: who would approve it once sent, or that nobody in the team may. */
  const toSubmit = (r: ReturnType<typeof reviewOf>, settings: ReviewSettings): TeamWaiting => {
    const who = whoApprovesOrNobody(db, workspace, settings, r.author ? authorsNow(r, settings) : r.last?.by ?? null);
    return who === null ? { waiting: 'review', nobody: nobodyApprovesEnglish(settings) } : { waiting: 'review', approvers: who };
  };
  /** The hold of a post in review: whom it waits for, or that nobody in the team may approve it (who-approves.ts). */
  const inReview = (r: ReturnType<typeof reviewOf>, settings: ReviewSettings): TeamWaiting => {
    const who = whoApprovesOrNobody(db, workspace, settings, authorsNow(r, settings));
    return who === null ? { waiting: 'approval', nobody: nobodyApprovesEnglish(settings) } : { waiting: 'approval', who };
  };
  /** h-reviewwords (walk 44a, 7): a draft whose approval was taken back by a withdrawal says so (approval-taken-back.ts). */
  const withdrawnOf = (r: ReturnType<typeof reviewOf>): Pick<TeamWaiting, 'withdrawn'> => {
    if (r.state !== 'draft' || r.last?.action !== 'withdraw') return {};
    try {
      const w = approvalWithdrawnOf(db, r.draftId, refusedApprovalIds(db, workspace.id));
      return w ? { withdrawn: w } : {};
    } catch {
      return {}; // the library is busy: the hold's own words
    }
  };
  /** w28cli (walk 24, 4): the post's review now, whatever the role (a viewer's status reads the team's review too). */
  const review = (draftId: string): TeamApproval | TeamWaiting | null => {
    const settings = settingsNow();
    if (!settings.approvalRequired) return null;
    let r: ReturnType<typeof reviewOf>;
    try {
      r = reviewOf(db, draftId);
    } catch {
      return { waiting: 'review', approvers: whoApproves(db, workspace, settings, null) };
    }
    if (r.approval && r.approval.revision === r.revision) return { approvalId: r.approval.id, revision: r.approval.revision, ...(Number.isFinite(Date.parse(r.approval.at)) ? { at: Date.parse(r.approval.at) } : {}) };
    const w: TeamWaiting = r.state === 'changes_requested'
      ? { waiting: 'changes_requested', ...(r.last ? { who: r.last.by } : {}) }
      : r.state === 'in_review' ? inReview(r, settings)
      : { ...toSubmit(r, settings), ...(r.author ?? r.last?.by ? { who: (r.author ?? r.last?.by)! } : {}), ...withdrawnOf(r) };
    return w;
  };
  return {
    me,
    approval(draftId): ReturnType<TeamPublishPort['approval']> {
      // w12revpub: a revoked laptop publishes nothing of the team, approved or not, whatever the review settings or role
      // (before: the app's screens shut Publish, yet `postroom publish P --again` sent a second post to the Hub).
      if (revokedNow()) return { waiting: 'revoked' };
      // A viewer publishes nothing, approved or not, whatever the review settings (protocol.ts roles).
      if (roleNow() === 'viewer') return { waiting: 'role' };
      return review(draftId);
    },
    review,
    approversOfChange(draftId) {
      const settings = settingsNow();
      // The change makes this member an author of the new version too (version-authors.ts): who else may approve it.
      let authors: string[] = [];
      try {
        const a = authorsNow(reviewOf(db, draftId), settings);
        authors = a === null ? [] : Array.isArray(a) ? [...a] : [a as string];
      } catch {
        // the draft is gone, or the library is busy: its change's author alone
      }
      return approversOf(db, workspace, settings, [...authors, me.name]);
    },
    approvalTakenBack(draftId, approvalId) {
      if (!settingsNow().approvalRequired) return null;
      // h-retryheld (approval-taken-back.ts 5): a post approved now sends its approved words; the publish gate checks them.
      const now = review(draftId);
      if (now !== null && !isWaiting(now)) return null;
      try {
        const setAside = refusedApprovalIds(db, workspace.id);
        const sent = setAside.has(approvalId) ? undefined : reviews.approvalsOf(db, draftId).find((a) => a.id === approvalId);
        return sent ? approvalTakenBack(reviews.history(db, draftId), sent, setAside) : null;
      } catch {
        return null; // the library is busy: the publish gate still holds a draft that is not approved
      }
    },
    approvalNow(draftId) {
      try {
        return reviewOf(db, draftId).approval?.id ?? null;
      } catch {
        return undefined; // the draft is gone, or the library is busy: not recorded
      }
    },
    contentRevision(d) {
      try {
        return contentRevision(drafts.get(db, d.id));
      } catch {
        return contentRevision({ ...d, photos: d.photos.map((p) => ({ sha256: null, url: p.url, path: p.path })) });
      }
    },
    keyFor: (draftId, approvalId, part) => approvalKey(approvalId, draftId, part),
    claim() {
      binding?.flushLocal();
    },
    sharedOutcome(draftId, key) {
      const o = teamRows.teamOutcomes(db, workspace.id, [draftId]).find((x) => x.idempotency_key === key && x.member !== me.memberId);
      return o ? outcomeOf(o, revokedMembersNow()) : null;
    },
    sharedOutcomes: (draftId) => teamRows.teamOutcomes(db, workspace.id, [draftId]).filter((x) => x.member !== me.memberId).map(theirOutcome(revokedMembersNow())),
    sharedOutcomesOf: (draftIds) => byDraft(teamRows.teamOutcomes(db, workspace.id, draftIds).filter((x) => x.member !== me.memberId), undefined, revokedMembersNow()),
    sentFirst: (jobIds) => publishEvents.sentFirstOf(db, jobIds),
  };
}

/** w28reads: team outcome rows (newest first, as teamOutcomes reads them) as each draft's `sharedOutcomes`, in the same order. */
function byDraft(rows: readonly TeamOutcomeRow[], keep: (draftId: string) => boolean = () => true, revoked: ReadonlyMap<string, number> = new Map()): Map<string, TeamOutcome[]> {
  return groupBy(rows, (r) => (r.draft_id !== null && keep(r.draft_id) ? r.draft_id : null), (r) => outcomeOf(r, revoked));
}

/**
 * w13again (walk 13): which port `teamPublishPort` gives a workspace now, as a string: the team's (its server, team
 * and member), a left workspace's, or none. A holder that keeps a publisher made with a port (the app's outbox keeps one
 * per workspace) makes it again when this changes: the port is chosen when it is made. Before, Lan's app made its
 * publisher while she was outside the team, she rejoined with `postroom workspace join` while it was open, and that
 * publisher kept the left workspace's port (no approval, random keys, no claims): her send of an approved post went out
 * under a random key, so Bảo's "Publish again as a new post" under the same approval found no send of it and made a
 * second Hub post (and her app would have sent a post nobody approved). Role, settings and revocation are read by the
 * port at each decision; only the choice of port is fixed when it is made.
 */
export function teamPortIdentity(library: { db: ReadableDB }, workspace: Workspace): string {
  const t = workspace.team;
  if (t) return `team\n${t.url}\n${t.id}\n${t.member}`;
  return teamRows.hasLeftDrafts(library.db, workspace.id) ? 'left' : 'none';
}

/**
 * leave (walk 4): a workspace that left its team holds the team's drafts, readable, published only
 * through the team. Its port holds those back (`left`, with the team's name: w15cli) and
 * lets every other draft (one made here since, a Duplicate) go as a single desk's would: no approval,
 * random keys, no claims. null when the workspace holds no left drafts (a workspace of its own).
 */
function leftPort(db: ReadableDB, workspace: Workspace): TeamPublishPort | null {
  if (!teamRows.hasLeftDrafts(db, workspace.id)) return null;
  return {
    me: { memberId: '', name: '' },
    approval: (draftId) => {
      const left = leftTeamOf(db, workspace, draftId);
      if (!left) return null;
      // w15cli (walk 14): `who` is the team left, by its name as its server last said it (as `team status` names it), never the workspace's.
      const name = keptTeamName(db, workspace.id, left.teamUrl);
      // w16words: and whether its server had refused this computer's token (a rejoin then needs a new one).
      const refused = readTokenRefusal(db, workspace.id, left.teamUrl);
      return { waiting: 'left', ...(name ? { who: name } : {}), ...(refused ? { refused } : {}) };
    },
    contentRevision: (d) => contentRevision({ ...d, photos: d.photos.map((p) => ({ sha256: null, url: p.url, path: p.path })) }),
    keyFor: (draftId, approvalId, part) => approvalKey(approvalId, draftId, part),
    claim() {},
    // leftview (walk 7): the team's outcomes kept when it left (workspaces.ts setTeam), of its drafts only: who
    // sent which post stays said (before: gone, the Library lost "Published by Lan", Compose said nothing was sent).
    sharedOutcome: (draftId, key) => {
      if (!leftTeamOf(db, workspace, draftId)) return null;
      const o = teamRows.teamOutcomes(db, workspace.id, [draftId]).find((x) => x.idempotency_key === key);
      return o ? outcomeOf(o) : null;
    },
    sharedOutcomes: (draftId) => (leftTeamOf(db, workspace, draftId) ? teamRows.teamOutcomes(db, workspace.id, [draftId]).map((o) => outcomeOf(o)) : []),
    sharedOutcomesOf: (draftIds) => {
      const rows = teamRows.teamOutcomes(db, workspace.id, draftIds);
      const left = new Set([...new Set(rows.map((r) => r.draft_id))].filter((id): id is string => id !== null && leftTeamOf(db, workspace, id) !== null));
      return byDraft(rows, (id) => left.has(id));
    },
    // w10cli (walk 10): this journal's own verdicts (replay or original), as the team's port reads them: who sent a
    // key is derived from the same facts before and after the leave (draft-states.ts withTeam, senderOf).
    sentFirst: (jobIds) => publishEvents.sentFirstOf(db, jobIds),
  };
}

/** w15cli: the left team's name as its server last said it (kept.ts), or null: never heard, or the library is busy. */
function keptTeamName(db: ReadableDB, workspaceId: string, teamUrl: string): string | null {
  try {
    return readKeptTeam(db, workspaceId, teamUrl)?.name ?? null;
  } catch {
    return null;
  }
}

/** leave (walk 4): the team a draft belonged to when `workspace` left it, or null (a draft of its own, or the workspace is in a team). */
export function leftTeamOf(db: ReadableDB, workspace: Workspace, draftId: string): { teamId: string; teamUrl: string } | null {
  if (workspace.team) return null;
  try {
    return teamRows.leftTeamOf(db, workspace.id, draftId);
  } catch {
    return null; // the library is busy or closing
  }
}


/**
 * The drafts' mirrored `state` on this laptop, derived anew with the team's outcomes (the column is
 * not shared: schema.ts VALUE_FIELDS). Called after teammates' outcomes or drafts were written here;
 * only drafts some teammate has an outcome for change (this laptop's own jobs are mirrored by its
 * publisher). Returns the drafts looked at.
 */
export function mirrorTeamStates(library: { db: WritableDB }, workspace: Workspace, draftIds?: readonly string[]): string[] {
  if (!workspace.team || (draftIds !== undefined && draftIds.length === 0)) return [];
  const ids = [...new Set(teamRows.teamOutcomes(library.db, workspace.id, draftIds).map((o) => o.draft_id).filter((x): x is string => x !== null))];
  if (ids.length === 0) return [];
  libraryDrafts(library, workspace.id, teamPublishPort(library, workspace)).markStates?.(ids);
  return ids;
}
