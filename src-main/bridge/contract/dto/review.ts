/** Review and approval (issue 34): the queue, comments, client decisions, the team's review settings. */
import type { ChannelTime, PostStateKind } from '../../../publisher/post-state-shape';

// ---- Review and approval (issue 34 items 2 and 4, branch review-ui): the queue, Compose, campaigns ----

export type ReviewStateDto = 'draft' | 'in_review' | 'approved' | 'changes_requested';
/** The actions a screen offers (the table's columns a person presses). */
export type ReviewActDto = 'submit' | 'approve' | 'request_changes' | 'withdraw' | 'comment';
/** The table's verdict for this member: allowed, or refused with the table's reason code (worded by the screen). */
export type ReviewVerdictDto = { do: 'allowed' } | { do: 'refused'; reason: string };
export type ReviewBoxDto = 'waiting_for_me' | 'i_sent' | 'came_back' | 'other';

/** A post's review as this member sees it. */
export interface PostReviewDto {
  draftId: string;
  state: ReviewStateDto;
  /** Approved, then edited: back in review. */
  stale: boolean;
  /**
   * h-ownapprove (walk 43b, 3): approved on this computer, the team server not having accepted the approval yet (not sent,
   * or its answer not come): the team may still refuse it (team/review-actions.ts PostReview). Absent otherwise.
   */
  approvalOnlyHere?: true;
  author: string | null;
  /**
   * The last step: what, by whom, when (null: never sent for review). w11words: `kept` — an approve step that kept the
   * approval over a client's request for changes (team/review-actions.ts keepsApproval), not a new approval.
   */
  last: {
    action: 'submit' | 'approve' | 'request_changes' | 'withdraw'; by: string; at: string; kept?: true;
    /** w19selfedit (walk 17, 7): an approval by a member who had changed what goes out of the version they approved (the team lets authors approve). */
    selfEdited?: true;
  } | null;
  actions: Record<ReviewActDto, ReviewVerdictDto>;
  /**
   * w19selfedit (walk 17, 7): Approve is refused `own_edit` (this member changed what goes out since its last approval):
   * who may approve it instead, by name (empty: nobody else in the team; null: the members are not known here). Walk 42a:
   * also where it is refused `own_post` (the reader wrote it), so a client's approval waiting on it says who may confirm it.
   */
  ownEditApprovers?: string[] | null;
  /**
   * Walk 40a (4): approved, the Hub holding its post: who may approve it once this member changes what goes out (a new time
   * for a NEW post), by name (empty: nobody; null/absent: the roles say it — authors may approve here, or no list read).
   */
  approversAfterMyEdit?: string[] | null;
  /**
   * w19selfedit: who wrote the version in review now (team/version-authors.ts authorNames: its creator, then every member
   * who changed what goes out since its last approval); Compose's "Waits for approval by …" leaves them out.
   */
  versionAuthors?: string[];
  /**
   * Walk 39b: Withdraw refused to the reader (`actions.withdraw`): who may withdraw it, by name (team/review.ts
   * withdrawerNames: its version's authors and the owners, never a revoked member): "waits for Admin or Tuấn to withdraw
   * it in Review". null: the members are not known here; absent: not a team's post, a draft, or the reader may.
   */
  withdrawers?: string[] | null;
  /** reviewcore: the approval that holds was made from a client's decision in a preview, relayed by this member (optional: older hosts leave it out). */
  clientDecided?: { relayedBy: string; exportId: string } | null;
  /** clientfix: a client's approval of this content, relayed by a member who may not approve, waiting for an approver ("confirm"). */
  clientWaiting?: { exportId: string; relayedBy: string; at: string; overRequest?: ReviewOpenRequestDto | null } | null;
  // ---- reviewtruth (issue 34): what the review is of ----
  /**
   * The Hub already holds this post or published it (draft-states.ts draftAtHub): since when (ISO) and
   * who sent it (`by`: a member's name, mine when this computer sent it). Approving an edit made since
   * only lets it be sent again as a NEW post; the Hub's post stays as it is (the Hub has no cancel).
   */
  atHub?: (ReviewAtHubDto & {
    /** w16sends (walk 15): each post the Hub holds of the draft, oldest first, when it holds more than one (one sender twice, or two senders). */
    sends?: ReviewAtHubDto[];
  }) | null;
  /**
   * h-pubsync (walk 41a, 2): the first post the Hub holds that was sent AFTER the open request for changes (team/
   * sent-after-request.ts): who sent it (`mine`: this computer) and when, who asked for the changes and when (ISO).
   * Absent/null: no such send.
   */
  sentAfterRequest?: { by: string; mine?: true; at: string; requestedBy: string; requestedAt: string } | null;
  /** Approved, then edited (`stale`): who edited it after the approval, when the team's history says (null: not known). */
  editedBy?: string | null;
  // ---- w11undo (walk 11): every member who edited an approved post since ----
  /** Approved, then edited (`stale`): every member who changed what goes out since the approval, first editor first (empty/absent: not known; `editedBy` is null when several did). */
  editors?: string[];
  /** editedtime (walk 6): when that edit was made (ISO; the team's history line, or this laptop's save), said beside the line instead of the approval's time. */
  editedAt?: string | null;
  // ---- w16asnew (walk 15): a new time chosen since the approval ----
  /**
   * Approved, then only WHEN it goes out changed since (review-actions.ts editedSinceApproval `onlyTime`): the time it
   * goes at now (ISO as the draft holds it, its zone; `queue`: the Hub's queue). Said "Lan chose a new time: …" (and,
   * with `atHub`, "to send it as a new post"), never "edited". Absent/null: other changes, or not known.
   */
  choseTime?: { at: string | null; zone: string | null; queue: boolean } | null;
  // ---- w18again (walk 17): the approved new time ----
  /**
   * Approved as it is now, the Hub holds its post (scheduled), and the draft's own time is another one: the time approved
   * for a NEW post (ISO as the draft holds it, its zone). Compose offers "Send the new post at …" (Publish again, the
   * CLI's publish --again), which changes nothing. Absent/null: no such time.
   */
  approvedNewTime?: { at: string; zone: string | null } | null;
  /**
   * Walk 39a (7): edited since its approval (`stale`), and the Hub holds its post for the draft's very time, still ahead: sent
   * again as a new post, it is held back until it has another time (publisher sameTimeHold, `held_same_time`). Absent: no.
   */
  asNewNeedsTime?: true;
  /** Approved, and a client approved this very content in a preview (relayed by a member): "approved by Bảo — the client approved". */
  /** w20cli (walk 18, 6): `first`, who approved first: 'client' (an approver confirmed it: "— the client approved"), 'approver' ("— the client agrees"). */
  clientAgreed?: { relayedBy: string; first?: 'client' | 'approver' } | null;
  /** clientnote (walk 7): the client asked for changes on this approved post (relayed by a member who may not undo the approval): an approver decides — keep the approval, or ask for changes. */
  // ---- w17unchanged (walk 16): not changed since the open request for changes (team/review-unchanged.ts) ----
  /** The agency's request for changes this content was not changed since: its author is asked before sending it again; its approver reads "sent again unchanged since Bảo asked for changes". */
  unchangedSince?: ReviewOpenRequestDto | null;
  /** Compose's "Send for review" asks first (review-unchanged.ts unchangedForSender: someone else's request, not changed since). */
  resubmitAsks?: boolean;
  // ---- end w17unchanged ----
  clientRequest?: {
    relayedBy: string; at: string; comment: string | null; mayKeep: boolean;
    /** w9keep (walk 9): the core's verdict of "Keep the approval" (refused like every other step: revoked, left_team, not an approver…). */
    keep: ReviewVerdictDto;
  } | null;
}

/** One row of the review queue: the post as a person recognises it. */
export interface ReviewRowDto extends PostReviewDto {
  box: ReviewBoxDto;
  caption: string;
  profile_id: string | null;
  platforms: string[];
  scheduled_at: string | null;
  timezone: string | null;
  add_to_queue: boolean;
  /** reviewui (issue 34): the teammate whose laptop sent this post, when, and the post's state (post-state.ts `by`); absent: this computer, or nobody. */
  /** w31retry: `scheduledAt`/`timezone`: the time that send asked the Hub to publish at, when it had one (its by-line says both times). */
  /** h-sendtime (walk 40b): `times`: its channels go at two times (post-state.ts `times`): the by-line says each. */
  sentBy?: { memberId: string; name: string; at: number; among?: string[]; state: PostStateKind; scheduledAt?: string; timezone?: string | null; times?: ChannelTime[] } | null;
  /** Teammates' comments on it that @mention me (issue 34, branch settings). */
  mentionsMe?: number;
  /** reviewcore: the client approved this content in a preview, relayed by a member who may not approve: "client approved — confirm". */
  clientApproved: { exportId: string; relayedBy: string; at: string; overRequest?: ReviewOpenRequestDto | null } | null;
}

// ---- clientchange: the agency's own request for changes, still open on what the client approved ----
/** Who asked for changes, when, and what (the comment); confirming the client's approval would approve over it. */
export interface ReviewOpenRequestDto { by: string; at: string; comment: string | null }
// ---- end clientchange ----

/** Who is acting (a solo workspace: its owner, who approves their own posts). */
export interface ReviewMeDto {
  name: string; role: string; solo: boolean;
  /** w9keep (walk 9): a workspace that left its team (it keeps the team's drafts, reviewed only in the team): the queue says so, not "not a team's". */
  leftTeam?: boolean;
  /** w12words (walk 12): the team revoked this computer's member token: the queue's line says so (the step table's `revoked` words). */
  revoked?: true;
}

export interface ReviewListDto {
  me: ReviewMeDto;
  rows: ReviewRowDto[];
  counts: Record<ReviewBoxDto, number>;
  /** w17you (walk 16, F5): a workspace that left its team: the team's posts kept here in review, as they were when it left (absent: none). */
  left?: ReviewLeftRowDto[];
}

// ---- w17you (walk 16, F5): the kept posts of a team left, in review (team/review-left.ts leftInReview; no step open here) ----
export interface ReviewLeftRowDto {
  draftId: string;
  state: ReviewStateDto;
  stale: boolean;
  caption: string;
  last: PostReviewDto['last'];
}

export interface ReviewCommentDto {
  id: string;
  draftId: string;
  parentId: string | null;
  author: string;
  body: string;
  mentions: string[];
  at: string;
  /**
   * Walk 40a (3): this comment is the one an approval over an open request for changes left (preview/confirm.ts
   * overRequestComments): the request, so the app says it in its reader's language and zone (the body is the core's English).
   */
  overRequest?: ReviewOpenRequestDto;
}

export interface ReviewCommentsDto {
  comments: ReviewCommentDto[];
  /** Names that may be @mentioned: the team's members as known here (me, authors, reviewers, commenters). */
  members: string[];
}

export interface ReviewCampaignDto {
  /** Posts that took the step now. */
  taken: number;
  /** Posts already there (left as they were). */
  already: number;
  /** clientchange: posts "approve all" left in review: a client's approval of content the agency asked to change waits on each. */
  flagged?: number;
  /** w11all: posts the step left, counted by the table's reason (and the names its words say): team/campaign-verdict.ts countLeft. */
  left?: CampaignLeftDto[];
  reviews: Record<string, PostReviewDto>;
  // ---- tidy (s19): the campaign's "all" verdicts, decided by the core (team/campaign-verdict.ts); the screen shows them ----
  /** Whether "Send all for review" / "Approve all" would be taken now (after this step). */
  all: CampaignAllDto;
}

/** tidy: a campaign step's verdict: allowed for n posts, refused with the table's reason (the first post refused), or nothing to do. */
// w8client: `flagged`: posts "Approve all" leaves for their own confirm (team/campaign-verdict.ts).
// w11all: `left`: posts an allowed step leaves (it takes the others); refused only when it would take none.
// w19cosmetic: `unchanged` (submit): of the n, posts not changed since another member asked for changes: asked first.
export type CampaignVerdictDto = { do: 'allowed'; n: number; flagged?: number; left?: CampaignLeftDto[]; unchanged?: CampaignLeftDto[] } | { do: 'refused'; reason: string; draftId: string; n?: number; left?: CampaignLeftDto[] } | { do: 'nothing'; flagged?: number };
/** w11all: posts a campaign step leaves for one reason (a ReviewReason); `by`/`author`: who asked for changes, whose edit or post it waits for. */
export interface CampaignLeftDto {
  reason: string; n: number; draftId: string; by?: string | null; author?: string | null;
  /** w15review: not_submitted: the reader may send them for review. */
  youSubmit?: boolean;
  /** Walk 43a (4): has_problems ("Send all for review" leaves a post that cannot be published as it is): each post, with its errors' codes. */
  posts?: Array<{ draftId: string; codes: string[] }>;
}
export interface CampaignAllDto { submit: CampaignVerdictDto; approve: CampaignVerdictDto }
/** tidy: a campaign's Review tab as read (`review.campaignOf`): each live post's review, and both steps' verdicts. */
export type CampaignReviewDto = Pick<ReviewCampaignDto, 'reviews' | 'all'>;

/** What an import did with a client's decision on one post (team/preview.ts ImportOutcome). */
export type ReviewImportOutcomeDto = 'approved' | 'waiting_for_approver' | 'changes_requested' | 'noted' | 'unchanged'
  // clientfix: an editor's relay of a client's request for changes leaves an approval standing.
  | 'approval_kept'
  // clientchange: the client approved content the agency asked to change: kept, flagged, waits for an explicit confirm.
  | 'over_request'
  // Walk 43a (1): the client approved a page made before the agency's open request: the request answers it (waits for the edit).
  | 'answered_by_request'
  // w11client: the client approved the version already approved: the client agrees, nothing to confirm.
  | 'client_agrees';

export interface ReviewDecisionsDto {
  by: string;
  campaignId: string | null;
  /** reviewcore: who made the preview page and when; who relayed the file (me); whether my import could approve. */
  exportedBy: string;
  exportedAt: string;
  relayedBy: string;
  mayApprove: boolean;
  /** Always false: the page has no secret, a file edited by hand cannot be told from the client's (say so). */
  signed: false;
  decisions: Array<{ draftId: string; decision: 'approve' | 'request_changes'; outcome: ReviewImportOutcomeDto; caption: string; state: ReviewStateDto; unchanged: boolean
    /** clientfix: already handed to the Hub (goes out unless cancelled in the Outbox) or already out; null when not. */
    atHub: 'scheduled' | 'sent' | 'unknown' | null
    /** clientchange: the agency's request open on the content the client approved (outcome over_request). */
    openRequest?: ReviewOpenRequestDto | null
    /** walk 33 (h-cliwords' left-out): the client wrote a note (not blank), which went with the decision as a comment. */
    note: boolean
    /**
     * Walk 42a: outcome waiting_for_approver of a member whose role approves, but who wrote or changed this version (the core's
     * ownVersionWait): why, and who may confirm it instead (names; empty: nobody in this team; null: not known here).
     */
    ownVersion?: { reason: 'own_post' | 'own_edit'; approvers: string[] | null } | null
    /** Walk 43a (2): outcome waiting_for_approver of a member whose role does not approve, and nobody else in this team may approve this version. */
    nobodyApproves?: boolean }>;
  /** Walk 40a (1): the page's posts the client did not decide (nothing changed of them), as the CLI names them. */
  undecided: Array<{ draftId: string; caption: string }>;
}

export interface ReviewEventDto {
  kind: 'submitted' | 'approved' | 'changes_requested' | 'withdrawn' | 'commented'
    // clientfix: a client's approval relayed by a teammate who may not approve: told to approvers only.
    | 'client_approved'
    // w11client (walk 11): a relayed client approval of a version already approved: the client agrees, nothing to confirm.
    | 'client_agreed';
  draftId: string;
  by: string;
  caption: string;
  /** reviewui (issue 34): taken by this laptop's own member (screens refresh on it but do not notify: only teammates' actions do). */
  own: boolean;
  /** A teammate's comment that @mentions me (issue 34, branch settings): said as a mention. */
  mentionsMe?: boolean;
  // ---- teamsync (walk 7): a comment that answers another: whose comment, and whether it is mine ("replied to your comment") ----
  replyTo?: { to: string; mine: boolean };
  /** clientnote: a `client_approved` of content the agency asked to change: who asked (their request is still open). */
  overRequestBy?: string;
  // ---- w10you (walk 10) ----
  /** An `approved` that keeps the approval over a client's request for changes (team/review-actions.ts keepsApproval), not a new approval. */
  kept?: true;
  // ---- w12words (walk 12) ----
  /** The first line of the comment said with this step (a request for changes with its reason): one action, one toast. */
  said?: string;
}
// ---- The team's review settings (issue 34, branch settings) ----

export interface ReviewSettingsDto {
  /** Roles that approve (owner, approver). */
  approvers: Array<'owner' | 'approver'>;
  /** A post's author may approve it. */
  authorsMayApprove: boolean;
  /** Only approved posts are published. */
  approvalRequired: boolean;
  /** Not a team workspace: its one person approves their own posts; nothing to change. */
  solo: boolean;
  /** I may change them (an owner of the team). */
  canChange: boolean;
  /** w16asnew: what "Send it as a new post at another time…" does here (publisher/team-actions.ts newTimeStep): review first, or sends. */
  newTime?: 'sends' | 'review_first';
}

/** One post the Hub holds (reviewtruth atHub; w16sends: each of `sends`). */
export interface ReviewAtHubDto {
  state: PostStateKind;
  since: string;
  by: string;
  /** w11words: this computer sent it (the reader: "sent by you", also in a workspace that left its team, whose `by` is no member name). */
  mine?: true;
  /** h-replayask (walk 37, 2): a teammate's send of a key this computer holds a job of too (a replay): this computer may ask the Hub. */
  here?: true;
  /** h-review (walk 33, 2): the time the Hub publishes (published) it at, as sent; null: sent at once (at `since`). Absent on `sends`. */
  scheduledAt?: string | null;
  timezone?: string | null;
  /** h-athub (walk 44a, 1): its channels that go at two or more times, each with its own (the core's post state `times`). Absent: one time. */
  times?: ChannelTime[];
}
