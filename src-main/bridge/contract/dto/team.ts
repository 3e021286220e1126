/** The team session (issue 33) and what teammates sent (teamoutbox, issue 34). */
import type { ChannelOutcomeDto, JobState, PostStateDto, RetriedAsDto } from './jobs';
import type { PostAction } from '../../../publisher/actions-shape';
import type { SentPhoto } from '../../../../src-shared/refusal-photos';

// ---- Team session (issue 33, branch team-session): status, history, presence ----

/** A role on a team (team/protocol.ts ROLES). */
export type TeamRoleDto = 'owner' | 'approver' | 'editor' | 'viewer';
/**
 * The session's state: `not_a_team` (the current workspace has no team), `connecting`, `online`
 * (in step or sending), `offline` (the server cannot be reached: changes wait here), or a refusal that
 * needs a person: `unauthorized` (token unknown), `revoked`, `version_mismatch` (update one side).
 */
export type TeamStateDto = 'not_a_team' | 'connecting' | 'online' | 'offline' | 'unauthorized' | 'revoked' | 'version_mismatch';
export interface TeamMemberDto {
  name: string;
  role: TeamRoleDto;
  online: boolean;
  lastSeen: string | null;
  // ---- presence (issue 33): a revoked member is listed as revoked (ISO time), never online ----
  revokedAt: string | null;
}
/** w26approval / h-refused: one post's approvals of mine the team server refused by one rule (team/status.ts RefusedApproval). */
export interface RefusedApprovalDto {
  /** The first of them's own id: unique among the lines (never the post's id: a post has several). */
  id: string;
  draftId: string;
  caption: string;
  rule: 'own_post' | 'own_version' | 'not_held';
  /** How many of my approvals of this post were refused by this rule. */
  times: number;
  /** Walk 43a (3): nobody else in this team may approve it (the line says so, never "another approver must approve it"). */
  nobodyElse?: true;
  /** h-ownapprove (walk 43b, 3): who else may approve it, by name (the line names them); absent: not known here, or nobody. */
  approvers?: string[];
  message: string;
}
/** `team.status` and `postroom team status --json`: the same object. */
export interface TeamStatusDto {
  workspace: { id: string; name: string };
  state: TeamStateDto;
  /** The team server's address, the team's id and name (name once the server said it). */
  team: { url: string; id: string; name: string | null } | null;
  /** Who I am on the team and my role. */
  me: { name: string; role: TeamRoleDto } | null;
  /** Whether my role may change the shared library (viewers may not: the app greys out editing). */
  canEdit: boolean;
  /** ISO time this laptop and the server last held the same library; null = never. */
  lastInStep: string | null;
  /** insync: connected with nothing waiting to go out — in step now (say no age then; lastInStep is for when offline). */
  inStep: boolean;
  /** Local changes the server has not acknowledged yet. */
  pending: number;
  // ---- leave (issue 34, walk 4) ----
  /** Changes held here that my role now may not send (made before a revocation, rejoined as a viewer): the team never accepts them; kept readable here. */
  notAccepted: number;
  // ---- refusedloop (issue 34) ----
  /** Rows the team server refused (its write guard), set aside here: never sent again, readable here; never "in step" while any. */
  refused: {
    count: number; documents: string[]; first: string | null;
    /**
     * w26approval (walk 24, 3): my approvals among them, refused by the team server's author rule: which post, its caption's first line, which rule (w27order: `not_held`, a version the team does not hold).
     * h-refused (walk 42a): one line per post (h-ownapprove: whatever rules refused them, `rule` the one that decides), `times` saying how many; `id` (the first one's own id) is unique: the screens' list key.
     */
    approvals: RefusedApprovalDto[];
    /** h-refused: how many approvals of mine were refused (the sum of the lines' times), of how many posts: the sidebar's line. */
    mine: { approvals: number; posts: number };
    /** w30dismiss (walk 26, 5): my refused approvals answered since by my approval of the post as it is now (accepted): not counted, said until dismissed. One line per post. */
    answered: RefusedApprovalDto[];
  };
  /** The members (from the server; null while it cannot be asked). */
  members: TeamMemberDto[] | null;
  /** Photos of teammates whose bytes are not on this computer yet. */
  missingPhotos: number;
  /** The last fault met: a stable code (detail) and plain words. */
  error: { code: string; message: string } | null;
  // ---- w12sidebar (walk 12) ----
  /** In a workspace that LEFT a team (no team now): who this laptop was on it, the "you" of what it still says of the team's drafts. */
  leftAs?: string;
  // ---- w13revoked (walk 13) ----
  /** In a workspace that LEFT a team: that team (its name as its server last said it, null: never heard; its address). */
  leftTeam?: { name: string | null; url: string; tokenRefused: 'revoked' | 'unauthorized' | null };
  // ---- w15cli (walk 14) ----
  /** Changes made here that this computer's token cannot send (the server revoked it, or does not know it): a join with a new token from the owner sends them. Null: none. */
  held: { count: number; why: 'revoked' | 'unauthorized' } | null;
  // ---- w28errors (walk 24, 2) ----
  /**
   * Only on team.join's answer, when the rejoin dropped review rows written here while out of the team (w26left: the
   * team's server never had them): each step (its post and first caption line, the step, who, when) and how many
   * comments and client preview rows went with them — the core's one list (team-left-rows.ts), the CLI's too.
   */
  rejoinDropped?: RejoinDroppedDto;
}

/** w28errors: the review rows a rejoin dropped (see TeamStatusDto.rejoinDropped). */
export interface RejoinDroppedDto {
  /** The team rejoined, by the name its server said (before the join, when the answer's status has not heard it again yet); null: never heard. */
  team: string | null;
  steps: Array<{ draftId: string; caption: string; action: string; by: string; at: string }>;
  comments: number;
  clientRows: number;
}
/** One line of a draft's history: who changed which fields, when. */
export interface TeamHistoryEntryDto { member: string; at: string; fields: string[] }
/** Where a teammate is: the draft open in their composer (null: none) and the caret index in its caption. */
export interface TeamPresenceDto { member: string; draftId: string | null; caret: number | null }
export type TeamEventDto = { kind: 'status'; status: TeamStatusDto } | { kind: 'presence'; presence: TeamPresenceDto[] };

// ---- teamoutbox (issue 34, walk 4): what teammates sent, read-only in the Outbox ----
/**
 * `jobs.team`: one post a teammate's laptop sent (its job is in their journal; only their laptop can
 * withdraw it, retry it or ask the Hub about it: team-actions.ts `teammate_job`). From the team's
 * shared outcomes on this laptop.
 */
export interface TeammateSendDto {
  /** The teammate's job id (theirs; not a job of this laptop's journal). */
  id: string;
  draftId: string;
  state: JobState;
  platforms: string[];
  outcomes: ChannelOutcomeDto[];
  lastError: { code: string; message: string } | null;
  /** w28credit: the post state of the publish it is in (it and the retries that followed it up, team-sends.ts `publish`); `by` names the sender. */
  post: PostStateDto;
  /** Who sent it and when (ISO); `among`: the members who may have, when it is not known which. */
  by: { name: string; at: string; among?: string[] };
  /** The draft as this laptop's library has it (the shared library): its caption excerpt, profile and campaign. w9xcard: the caption is the one the draft gives this send's channels (X's own caption for a send of X), not the main one by default (publisher sentCaption). */
  caption: string;
  profileId: string | null;
  campaignId: string | null;
  scheduledAt: string | null;
  timezone: string | null;
  // --- teamsendtext (issue 34, walk 5) ---
  /** The draft changed since this send's approval: `caption` is NOT what the Hub holds; `approvedAt` (ISO): when the sent text was approved. null: it did not, or not known. */
  editedSinceSent?: { approvedAt: string; /** w10caption: `caption` is the text the sender's laptop sent (what the Hub holds); false: an older laptop's outcome carried none, `caption` is the draft's now. */ captionAsSent?: boolean } | null;
  // --- end teamsendtext ---
  /** w27teammate (walk 23, 1): what only the sender's laptop can do about it now (publisher/team-actions.ts senderOnly), in the table's order; empty: nothing, and the card says nothing of it. */
  senderOnly: PostAction[];
  /**
   * w28credit (walk 24, 2): the sender's retry of this send's refused channels (the CSV's `retried_by`, team-chains.ts rule 3)
   * and that retry's state, as the sender's own card says "Its refused channels were retried as a new post: Published".
   * null/absent: not retried.
   */
  retriedAs?: RetriedAsDto | null;
  /**
   * w30retry (walk 26, 3): of a send a retry of refused channels followed up, and of such a retry: its own post state (its
   * key's Hub post alone; absent for other sends), what its card's badge and detail say, as
   * the sender's own card says it: "Partly published … refused: Threads", then `retriedAs`; the retry's card counts the
   * channels of the retry, never the publish's "all 4". `post` stays the publish's (the Table's rows, filters, senderOnly).
   */
  sent?: PostStateDto;
  /**
   * w34photo (walk 34): the photos the send carried, as the sender's laptop journaled them (its shared outcome: library
   * sent-photos.ts), in post order — the list the sender's card reads (JobDto.photoSizes), so a refusal of the photos is
   * advised in the same words on every laptop. null: the outcome carried none (an older build): not known.
   */
  photoSizes?: Array<SentPhoto | null> | null;
}
