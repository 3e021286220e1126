/**
 * The shape of the review desk's rows and summary (outcome-rows.ts builds them). Types only, so the
 * bridge contract's DTOs are these very types and the renderer reads them without the core.
 */
import type { ChannelStateKind, PostStateKind } from './post-state-shape';

/**
 * What a channel's outcome comes to for a person reviewing a day: live, refused (by the channel or
 * the Hub), not known, or still on its way (sending, retrying, in the Hub's queue, scheduled).
 * A cancelled channel is none of these: it is shown, never counted.
 */
export type OutcomeKind = 'published' | 'refused' | 'unknown' | 'waiting';
export const OUTCOME_KINDS: readonly OutcomeKind[] = ['published', 'refused', 'unknown', 'waiting'];

/** One post × channel, as its deciding job says (post-state.ts rule 1). */
export interface OutcomeRow {
  /** The post: its draft, or the job itself for a job sent without a draft. */
  postId: string;
  draftId: string | null;
  /** The job that decides this channel (the latest that addressed it). */
  jobId: string;
  channel: string;
  /** The channel's state and the post's, both from the core's one derivation (postState). */
  state: ChannelStateKind;
  postState: PostStateKind;
  outcome: OutcomeKind | null;
  /** The instant the row is placed at (ISO): the scheduled time when the post was sent with one, else when it was sent. */
  at: string;
  /** As sent: the wall-clock time and the zone it is read in (null for a post sent at once with no zone). */
  scheduledAt: string | null;
  timezone: string | null;
  profileId: string | null;
  campaignId: string | null;
  /** The caption as sent, whole (w21words: the export writes it; the desk's rows for the screen carry its first 200 characters). */
  caption: string;
  /** The channel's (or for a Hub refusal or an unknown outcome, the Hub's) code and words; the live post's link. */
  code: string | null;
  message: string | null;
  vietnamese: string | null;
  url: string | null;
  /**
   * An earlier attempt the person sent again as new ("Send again as new"): the job that replaced it.
   * Its row shows the attempt's own state (the first may be live: its outcome stays unknown), follows
   * the row of the attempt that replaced it, and is never counted: the post is counted once, by its
   * latest attempt. Null for the row of the attempt that decides the channel.
   */
  supersededBy: string | null;
  /**
   * teamnumbers (issue 34): the teammate who sent the post (a teammate's send, read-only here: its
   * job is in their journal), named as the "Sent by teammates" group names them; null for this
   * computer's own sends.
   */
  by: string | null;
  /**
   * h-replaywho (walk 41b): a teammate's send whose sender the team revoked while its outcome was still to come (core
   * post-state `by.revokedAt`, senderRevokedAt): when (ISO). What became of it cannot reach this computer: the Table says
   * "outcome not shared", as its card, the Library row and the CLI do, never "Sending". Absent: not so.
   */
  unsharedSince?: string;
  /**
   * h-replay2 (walk 42b, 1): `by` replayed it: every call of the post known here was a replay of a call no outcome here names
   * (core post-state `by.replay`): the Hub already had it, who sent it first is not known here. Never "sent by {by}".
   */
  byReplay?: true;
  /**
   * w20outbox (walk 18): a channel this row's Hub post holds as refused that a retry of refused channels ("Retry",
   * "Send it unchanged") sent again as a post of its own: the retry's job id (its own row follows). The refusal is
   * the Hub's truth, so it is shown and counted as refused, but it is not open: nothing is to fix. Null or absent:
   * not retried. Every laptop says it alike (the sender's journal links the jobs; a teammate's reads the team
   * outcome's `retry_of` key).
   */
  retriedBy?: string | null;
  /**
   * w24rows (walk 21, 1): the draft was published AGAIN as a new post (rule 6: `publish --again`, Compose's "Send it as a
   * new post"): on the rows of the earlier Hub post, the first job of the next publish (`sentAgainAs`); on the rows of
   * the later one, the first job of the publish before it (`sentAgainFrom`). Both Hub posts stay live and counted. Null
   * or absent: the draft was published once. The export writes `sentAgainAs` in `sent_again_as` (with supersededBy).
   */
  sentAgainAs?: string | null;
  sentAgainFrom?: string | null;
  // --- w10caption (walk 10) ---
  /** A send whose draft was edited since it was sent (team-sends.ts sentText; w11sender: this computer's own sends too, bridge ownSendEdits): see SentEdit. Null or absent: not edited. */
  editedSinceSent?: SentEdit | null;
  // --- end w10caption ---
  /**
   * w25csv (walk 22, 2): when the approval this send went out under was given (ISO): the approval its key was derived
   * from, or for a new post made from an approved one's job (a retry of refused channels, a refit) the approval recorded
   * with it. The same on the sender's laptop and a teammate's (approvals are the team's). Null or absent: the send needed
   * no approval (random key), or this laptop does not hold that approval.
   */
  sentApprovalAt?: string | null;
  /** w26outbox (walk 24, 2): where the send was made, the CLI or the app (its job's journal, or the team outcome's `sent_from`); absent: unknown (an older job). */
  sentFrom?: 'cli' | 'app';
  /**
   * w30outbox (walk 25): the row's job's calls never reached the Hub (src-shared waitingToReach, as its card reads it:
   * retrying on the network): since when (ISO, when the job was written — the card's time). Absent: it reached the Hub,
   * or it is not retrying. The Table's time then reads "waiting to reach the Hub", as the card, never "handed to the Hub".
   */
  unreachedSince?: string;
  /**
   * h-w34csv (walk 34, 1): this row's job is THIS journal's — made on this computer — and its call was a REPLAY of a
   * teammate's under the same key (the Hub ran theirs, so `by` names them and the row's words are their post's, w8replay).
   * `of`: the teammate's job whose call the Hub ran (null: the team does not say which of theirs); `from`: where this
   * computer's job was made (its journal: 'cli' or 'app'; absent: not recorded). Absent: not a replay. The export says
   * the row was sent from this computer (`sent_from_this_computer`, `sent_from`) and names `replay_of` (outcomeSentHere).
   */
  replayed?: { of: string | null; from?: 'cli' | 'app' };
}

/**
 * h-w34csv: whether this row's job was made on this computer — its own send, or its replay of a teammate's call (the row
 * then names the teammate in `by`). The export's `sent_from_this_computer` (CSV) and `sentFromThisComputer` (JSON).
 */
export const outcomeSentHere = (r: Pick<OutcomeRow, 'by' | 'replayed'>): boolean => r.by === null || r.replayed !== undefined;

/**
 * h-replaywho (walk 41b, 2): whether this computer's call made the row's Hub post — its own send, never a replay (of a named
 * teammate's call, `by`, or of one no teammate's outcome names, `replayed.of` null with no `by`). The summary's `sentBy`
 * counts by it: a revoked teammate's post this computer replayed is not "sent from this computer".
 */
export const outcomeSentByHere = (r: Pick<OutcomeRow, 'by' | 'replayed'>): boolean => r.by === null && r.replayed === undefined;

/**
 * w10caption (walk 10): a teammate's send whose draft changed since the approval it went under
 * (bridge team-send-text.ts sendEditedSince). `approvedAt` (ISO): when the text the Hub holds was
 * approved (w25csv: also on every approved send, `OutcomeRow.sentApprovalAt`). `captionAsSent`: the caption shown is the one the sender's laptop SENT (the team's outcome
 * carries it), so it IS what the Hub holds; false: an outcome from an older laptop carried none and the
 * caption shown is the draft's now, which the Hub does NOT hold.
 */
export interface SentEdit {
  approvedAt: string;
  captionAsSent: boolean;
}

/**
 * Which rows to show. Empty or absent = any. `from` inclusive, `to` exclusive (ISO instants: the
 * renderer makes "today" and "this week" in the person's zone). `state` is the post's state (the
 * Outbox's filter); `outcomes` the channels' (the summary's cells, "needs attention").
 */
export interface OutcomeFilter {
  from?: string | undefined;
  to?: string | undefined;
  profile?: string | undefined;
  channel?: string | undefined;
  campaign?: string | undefined;
  state?: PostStateKind | undefined;
  outcomes?: OutcomeKind[] | undefined;
}

export type OutcomeCounts = Record<OutcomeKind, number>;
export interface OutcomeSummaryLine extends OutcomeCounts {
  /** The profile id (by brand) or the channel key (by channel); '' for rows with no profile. */
  key: string;
}
export interface OutcomeSummary {
  total: OutcomeCounts;
  byProfile: OutcomeSummaryLine[];
  byChannel: OutcomeSummaryLine[];
  /** teamnumbers (issue 34): of `total`, the channels teammates sent (rows with `by`, and h-replaywho: this computer's replays of a call no outcome names). */
  teammates: OutcomeCounts;
  /**
   * w16twice (walk 15): the Table's header, in the summary's own unit (a channel of a post, each counted
   * once in `total`): how many of them this computer sent and how many teammates did. Who SENT a Hub
   * post is who made it: this computer's replay of a teammate's call is the teammate's (rows with `by`),
   * a teammate's replay of this computer's call stays this computer's. `teammates` here is the sum of the
   * `teammates` line, `here + teammates` the sum of `total`: the header and the breakdown count alike.
   */
  sentBy: { here: number; teammates: number };
}
