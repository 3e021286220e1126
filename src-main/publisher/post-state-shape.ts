/**
 * The shape of a post's state (post-state.ts derives it). It has no imports of its own, so the
 * bridge contract's DTOs are these very types and the renderer can read them without the core.
 */
/** The states a post can be in: the drafts table stores the same words (library DRAFT_STATES; post-state.ts checks they agree). */
export type PostStateKind = 'draft' | 'queued' | 'scheduled' | 'sending' | 'published' | 'partial' | 'refused' | 'channels_refused' | 'unknown' | 'cancelled';

export type ChannelStateKind =
  | 'sending' | 'retrying' | 'queued' | 'scheduled' | 'published' | 'refused' | 'hub_refused' | 'unknown' | 'cancelled';

export interface ChannelState {
  channel: string;
  state: ChannelStateKind;
  /** The job that decides this channel (the latest that addressed it). */
  jobId: string;
  url: string | null;
  code: string | null;
  message: string | null;
  vietnamese: string | null;
}

/**
 * h-sendtime (walk 40b): the channels of a post that go at one time, when its channels go at two or more: a retry of
 * refused channels at a new time (`postroom retry JOB --at T2`) sends X at T2 while Instagram went at T1. Each channel
 * knows the job deciding it (ChannelState.jobId), so each says the time of its own send, never the post's one time.
 */
export interface ChannelTime {
  /** The channels, in the post's channel order. */
  channels: string[];
  state: ChannelStateKind;
  /** When the call deciding them was sent (ms): a teammate's, when they sent it. */
  sentAt: number;
  /** The time it was sent for, as sent (wall time in `timezone`); null: sent to go at once. */
  scheduledAt: string | null;
  timezone: string | null;
}

/**
 * h-oldcaption (walk 43b, 5): channels whose Hub post holds an EARLIER version of the post's text: sent before an edit
 * that a later send of the post carried to another channel (a retry of refused channels after the caption changed).
 * The Hub cannot change a post it holds, so Instagram keeps the old caption while X has the new one.
 */
export interface OlderText {
  /** The channels, in the post's channel order. */
  channels: string[];
  /** When the call that gave them that text was sent (ms): a teammate's, when they sent it. */
  sentAt: number;
}

/** Which colour a state may wear: a refusal is never `ok`. */
export type StateTone = 'neutral' | 'progress' | 'ok' | 'warn' | 'bad';

export interface PostState {
  state: PostStateKind;
  tone: StateTone;
  channels: ChannelState[];
  /** Channels published (N) of the channels addressed (M, cancelled ones left out). */
  published: number;
  total: number;
  /** Channels refused (by the channel or by the Hub), in the post's channel order. */
  refused: string[];
  /**
   * The time and zone the post was sent for, as sent (the time the Hub holds): for `scheduled`, when
   * it goes out; for any other state whose deciding job sent one (an unknown outcome not yet due, a
   * refused channel's post whose time has passed), the same. Null when it was sent with no time.
   */
  scheduledAt: string | null;
  timezone: string | null;
  /** For `sending`: whether it waits to retry, why, and when the next try is (ISO). */
  retrying: boolean;
  reason: { code: string; message: string } | null;
  nextTryAt: string | null;
  /**
   * In a team workspace: the member who sent the post when it was another member (who claimed its
   * key first), and when (ms). Absent or null: this computer sent it, or not a team's post.
   * bywhom: the member whose call the Hub ran (a replay never counts as sending it; draft-states.ts
   * withTeam); `among`: not known which of these members sent it (`name` then joins them with
   * "or"); `here`: this computer holds a job of the post too (its Outbox shows it, as a replay).
   */
  by?: { memberId: string; name: string; at: number; among?: string[]; here?: boolean; revokedAt?: number; replay?: true } | null;
  /**
   * h-replay2 (walk 42b, 1): `by.replay`: every call of the post known here was answered as a replay (the member named is who
   * REPLAYED it, `at` when) and no outcome here names the call the Hub ran: the Hub already had it, who sent it first is not
   * known here. Screens and the CLI say so (publisher replayedByText; the catalog's teamoutbox.replayedBy), never "sent by".
   */
  /**
   * h-revokedsends (walk 39b): `by.revokedAt` (ms) only while the post's outcome is still to come (sending, queued, scheduled,
   * unknown) and this computer holds no job of it (`here`): the team revoked the sender's member token then, the server refuses
   * that computer's writes, so what became of the post after its last shared outcome can no longer reach the team (until the
   * sender joins again with a new token). Its screens and the CLI say so, never "on its way" nor "only NAME's computer can…".
   */
  /**
   * teamoutbox (issue 34): in a team workspace, this computer sent the post (no `by`), and when (ms): its
   * screens say "Published by you · time" as a teammate's say "Published by NAME". Absent outside a team.
   */
  mine?: { at: number } | null;
  /**
   * h-replaywho (walk 41b, 2): in a team workspace, no teammate's outcome names who sent the post (no `by`), yet every call of
   * it from this computer was answered as a replay of an earlier call under its key (library publishEvents.sentFirstOf, the
   * one rule: a replay of the job's own earlier call is never one): the Hub already had it from another computer (a teammate
   * whose news never reached the team, as a revoked member's), sent when this computer's call was (ms). Then never `mine`:
   * no screen nor the CLI says "Sent by you" of it.
   */
  replayed?: { at: number } | null;
  /**
   * h-sendtime: when the post's channels go at two or more times (their deciding jobs were sent for different times),
   * each time with its channels, in the post's channel order; absent when they all go at one time. Then `scheduledAt`
   * and the by-line's time are one channel's, not the post's: screens and the CLI say these instead.
   */
  times?: ChannelTime[];
  /**
   * h-oldcaption: the channels whose Hub post holds an earlier version of the text than a later send of the post gave
   * another channel (publisher older-text.ts, against the draft's text now). Absent: every channel the Hub holds has
   * its text now, or they all hold one version. Screens and the CLI say "Instagram holds an earlier version".
   */
  older?: OlderText[];
  /**
   * For `unknown`: the newer job this attempt was sent again as (post-state.ts rule 1). The attempt
   * stays an unknown outcome (it may be live), superseded by that job. Absent: not sent again.
   */
  resentAs?: string | null;
}
