/** Campaigns (issue 23), the calendar and bulk work (issue 31), and a campaign's collisions (left31). */
import type { ClockTimeDto, DateReadingDto, DraftState, DraftSummaryDto, ImportProblemSay, ProblemSeverity } from './drafts';
import type { BatchDto } from './jobs';
import type { ActionReason, ActionRow } from './desk';
import type { ChannelTime } from '../../../publisher/post-state-shape';

export interface CampaignDto { id: string; name: string; draftCount: number; createdAt: string }

// ---- Campaigns: open, import, spread, dry run, send (issue 23) ----
export type SpreadModeDto = 'queue_slots' | 'interval' | 'file_times' | 'best_hours';
/** The audience's best hours kept as the plan's slots: each hour, every day, in `timezone`. */
export interface BestHoursDto { profileId: string; platform: string; hours: number[]; timezone: string }
export type DeliveryDto = 'schedule' | 'queue';
export type SendStateDto = 'idle' | 'sending' | 'paused' | 'done' | 'cancelled';
export interface CampaignPlanDto { mode: SpreadModeDto; delivery: DeliveryDto; timezone: string | null; start: string | null; intervalMinutes: number; intervalClock: 'wall' | 'elapsed'; minGapMinutes: number; duplicateDays: number; bestHours: BestHoursDto | null }
/**
 * A teammate's part of a campaign's sent posts; h-campcount (walk 41b, 2): `unshared`, of them those whose outcome cannot reach
 * the team (their sender revoked while it was to come), and since when (ms): "outcome not shared since Lan's access was revoked".
 */
export interface SentByDto { name: string; posts: number; unshared?: { posts: number; since: number }; /** h-replay2: of them, the Hub's already: their calls replays of one no outcome here names. */ replayed?: number }

export interface CampaignPostDto {
  id: string; position: number; profile_id: string | null; platforms: string[]; caption: string; title: string; photoCount: number;
  scheduled_at: string | null; timezone: string | null; add_to_queue: boolean;
  /** The post's state from the one state model (for now the draft's mirrored state). */
  state: DraftState;
  /** handed: given to the publisher; skipped: it refused to send it for its problems; withdrawn: cancelled before sending; null: not sent yet. */
  send: 'handed' | 'skipped' | 'withdrawn' | null;
  /** Issue 31: a sent post's time is the one its job sent (the Hub's); its draft's own time, when an edit after sending made it differ. */
  draft_scheduled_at?: string | null; draft_timezone?: string | null;
  /** Why it cannot be moved or changed (the Hub holds it, or it is out); null or absent: it can. */
  fixed?: FixedReasonDto | null;
  /**
   * reviewui (issue 34): the teammate whose laptop sent this post, and when (post-state.ts `by`); absent: this computer, or nobody.
   * h-replaywho (walk 41b): `revokedAt`, the post's `by.revokedAt`: its outcome cannot reach the team ("Outcome not shared").
   */
  sentBy?: { memberId: string; name: string; at: number; among?: string[]; revokedAt?: number; /** h-replay2: their call was a replay of one no outcome here names (post-state `by.replay`). */ replay?: true } | null;
  /** h-twotimes (walk 45a, 1): the Hub holds it as two or more posts, or two members sent it: each send (as a Library row's `sentSends`). */
  sentSends?: DraftSummaryDto['sentSends'];
  /** teamcampaign (issue 34, walk 4): not handed here, and a teammate sent it (campaigns team-sent.ts): who, for the Send column; absent: not so. */
  teamSent?: string | null;
  /** h-withdrawn (walk 44b, 6): not sent, and a teammate withdrew it after a call that may have reached the Hub (campaigns team-sent.ts): who, and when they sent it. */
  teamWithdrawn?: { by: string; at: number };
  /** w16camprow (walk 15, 1): sent from this laptop outside the campaign's Send (Compose, `postroom publish`; campaigns/post-sends.ts), as the status counts it. */
  sentHere?: true;
  /**
   * h-replaywho (walk 41b, 2): sent here, and its calls here were replays of a call no teammate's outcome names: the Hub already had
   * it. h-campcount (walk 41b, 3): from the campaign's own Send too (then without `sentHere`).
   */
  sentReplayed?: true;
  /** w20again (walk 18, 3): the other posts the Hub holds of it (sent again as new; campaigns/hub-post-times.ts), each on its zone's clock, and who sent it (null: this computer). */
  also_held?: Array<{ scheduled_at: string; timezone: string | null; by: string | null;
    /** Walk 22: its wall clock is the SECOND showing of a time its zone shows twice (as `scheduled_second`). */
    second?: true }>;
  /** w23wall: `scheduled_at` (its wall clock) is the SECOND showing of a time its zone shows twice (kept as that instant); absent: not so. */
  scheduled_second?: true;
  /** h-waiting (walk 36b, 4): being sent, its calls never reached the Hub (the Outbox card's waitingToReach; campaigns to-hub.ts postsWaiting); absent: not so. */
  waitingHub?: true;
  /**
   * h-camphead (walk 44a, minor): its channels go at two or more times (a refused channel retried for another day): each
   * channel's time, the core's post-state `times` (bridge bylines.ts rowSendsOf, as the Library row's `sentTimes`); absent: one time.
   */
  sentTimes?: ChannelTime[];
}
export interface CampaignDetailDto extends CampaignDto {
  plan: CampaignPlanDto; sendState: SendStateDto; posts: CampaignPostDto[];
  /** w26left: a campaign the team had when this workspace left it, kept read-only here (every change refused, left_team): which team (its name as its server last said it), when. */
  leftTeam?: { team: string | null; leftAt: string };
}
/** What a send changes of a campaign's posts, in campaign order: read again as it moves on instead of every post. */
export interface CampaignPostStatesDto { sendState: SendStateDto; posts: Array<Pick<CampaignPostDto, 'id' | 'state' | 'send' | 'waitingHub'>> }
export interface CampaignImportReportDto {
  format: 'csv' | 'json'; rows: number; imported: number; skipped: number; badRows: number; ids: string[];
  /** `name`/`suggestion`: a name that matched nothing (profile, board, location, channel) and the closest known one. */
  problems: Array<{ line?: number; index?: number; field: string; code: string; message: string; name?: string; suggestion?: string | null; say?: ImportProblemSay; detail?: string }>;
  layout: { id: 'postroom' | 'hootsuite' | 'buffer'; label: string; used: Array<{ column: string; as: string }>; ignored: string[] };
  resolved: Array<{ field: string; name: string; id: string }>;
  /** How the file's dates were read (issue 31): `order: null` asks, and nothing was imported. */
  dates: DateReadingDto | null;
  delimiter?: ',' | ';' | '\t';
  /** left31: rows matching posts already in the campaign (same caption, profile, channels, time), where, and what was done (`asked`: nothing written). */
  duplicates?: { rows: number; places: Array<{ line?: number; index?: number }>; done: 'asked' | 'skipped' | 'imported' };
  /** w15import: in which zone the rows' times were read (library/import-zones.ts); absent: no row has a time. */
  zones?: { zone: string | null; fromDefault: number; ownRows: number; own: string[]; offset: number; none: number };
  /** w15import: the encoding the file's bytes were read in, as the picker said it (absent: not said). */
  encoding?: 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' | 'windows-1258';
  /** w26bom (walk 22): what decided the encoding: its byte-order mark, the bytes (UTF-8 without one), a guess, the person's choice. */
  encodingBy?: 'bom' | 'content' | 'guess' | 'choice';
  /** w23dryrun (walk 20, 2): rows whose time the clocks skip or show twice, and what was done (library/import-clock.ts); absent: none. */
  clockTimes?: ClockTimeDto[];
}
export interface SpreadItemDto {
  id: string; at: number | null; local: string | null; timezone: string; offset: string | null;
  dstShift: { from: string; to: string; on?: string } | null; movedForGapMinutes: number; problem: { code: string; message: string } | null;
  /** mend31: the post's own time is one the clocks skip or show twice. */
  wallClock?: WallClockDto | null;
  /** w29time (walk 25, 5): closer than the least gap to the campaign's post at `position` on `channel` (the dry run's rule). */
  tooClose?: { otherId: string; position: number; channel: string; minutes: number } | null;
}
/** mend31: a wall-clock time the zone skips (spring forward: posted at `used`) or shows twice (fall back: the one at `offset`). */
export interface WallClockDto { kind: 'skipped' | 'twice'; written: string; used: string; offset: string }
export interface DryRunRowDto {
  draftId: string; position: number; profileId: string | null; channel: string; caption: string;
  /** How Send asks the Hub to deliver it (issue 31): its scheduling, its queue (`predicted`: the slot it is expected to take), or at once. `held`: not sent, for an error. */
  delivery: DeliveryDto | 'now'; predicted: boolean; held: boolean;
  /** heldsend: held back because it waits for the team's review (approval, review, changes), not for a fix. */
  waiting: boolean;
  /** teamcampaign: the teammate who already sent the post (held back: never sent twice); null: not so. */
  sentBy?: string | null;
  /** w25dryrun (walk 22, 1): held back only because another channel of its post has an error (its row says so, never "ok"). */
  heldWithPost?: boolean;
  at: number | null; local: string | null; timezone: string; offset: string | null; dstShift: { from: string; to: string; on?: string } | null;
  /** mend31: the post's own time is one the clocks skip or show twice. */
  wallClock?: WallClockDto | null;
  bodyBytes: number; fits: boolean; duplicateOf: string | null; collidesWith: string | null;
  /** w30campaign: a text over a channel's limit names the channel, its length and the limit (HeldProblemDto's fields). */
  problems: Array<{ severity: ProblemSeverity; code: string; field: string | null; message: string
    /** w20authors, h-nobody: a review hold nobody in this team may approve (campaigns dryrun.ts DryRunProblem `nobody`), in the core's words. */
    nobody?: string;
    /** h-camphead (walk 44a, 7 rest): a review hold of a post whose approval was taken back (campaigns dryrun.ts DryRunProblem `withdrawn`). */
    withdrawn?: { by: string; at: string; comment: string | null } } & Partial<Pick<HeldProblemDto, 'channel' | 'label' | 'own' | 'length' | 'limit'>>>;
}
/** `fingerprint`: of the send plan the rows describe; `campaigns.send` given it refuses with plan_changed once that plan changed (issue 31). */
export interface DryRunDto {
  plan: CampaignPlanDto; rows: DryRunRowDto[]; fingerprint: string;
  /** w23dryrun (walk 20, 1): every count but `posts`, `going` … is of `rows`: `warnings` counts a time the clocks skip or show twice, `dstShifts` the rows near a clock change (campaigns/dryrun.ts nearClockChange). */
  summary: { posts: number; rows: number; errors: number; warnings: number; duplicates: number; collisions: number; dstShifts: number; overCap: number; going: number; held: number;
    /** heldsend: of `held`, the posts waiting for the team's review (the rest are held for an error). */
    waiting: number;
    /** heldsend: of `waiting`, the posts sent back with changes requested. */
    changes: number; scheduled: number; queued: number; now: number;
    /** teamcampaign: of `held`, the posts a teammate already sent. */
    teamSent?: number;
    /** w31send: of `held`, the posts held back here (never those a teammate sent): the core's count, shown as it is. */
    heldHere: number;
    /** sendtab: who asked for the `changes` (names, each once). */
    changesBy?: string[];
    /** w25dryrun (walk 22, 1): the rows in parts that add up to `rows` (with `errors`): to send, held with their post, waiting for review, sent by a teammate. */
    rowsToSend: number; rowsHeldWithPost: number; rowsWaiting: number; rowsTeamSent: number;
    /** w28state (walk 24, 2): `rowsWaiting` by what each row's post waits for (campaigns dryrun.ts WaitingKind); adds up to it. */
    rowsWaitingFor?: Record<'in_review' | 'to_submit' | 'changes' | 'resend' | 'role', number>;
    /** h-camphead (walk 44a, 7 rest): of `rowsWaitingFor.to_submit`, the rows of a post whose approval was taken back. */
    rowsTakenBack?: number };
}
/** A profile's queue slots as a campaign plans with them: from the Hub, or the offline copy and its age. */
export interface CampaignQueueDto { profileId: string; timezone: string; slots: Array<{ weekday: number; time: string }>; fetchedAt: string; fromCache: boolean }
/** w24campaign (walk 21, 4): a problem holding a post, its channel named and a text's length and limit (campaigns send-now.ts HeldProblem). */
export interface HeldProblemDto { code: string; channel: string | null; label: string | null; own: boolean; message: string; length?: number; limit?: number }

export interface BatchProgressDto extends BatchDto { pending: number; skipped: number;
  /** h-hubdown (walk 33): its posts not at the Hub yet (not prepared, or their calls never reached it): never drawn as sent. */
  waiting?: number;
  /** w10camp (walk 10): `skipped` by what the send recorded held each post back (problems to fix, or a hold of the review). */
  skippedFor?: SkipReasonsDto;
  /**
   * w19campaign (walk 17, 6): its posts a teammate sent (this laptop's calls were replays of theirs), by whom, their jobs
   * counted as the batch's (campaigns batch-senders.ts): the legend says "1 scheduled (sent by Bảo)". Absent or empty: none.
   */
  sentBy?: Array<Pick<BatchDto, 'byState' | 'refusals' | 'scheduled' | 'queued'> & { name: string; posts: number }>;
  /** w21campaign (walk 19, C): who sent the posts it held back as sent by a teammate (`skippedFor.teamSent`); absent: not known. */
  skippedSentBy?: string[] }
/** w10camp: a send's skipped posts by what held each back (campaigns/skip-reasons.ts). */
/** w12cli: `resend`: approved and already sent under it, sent again as new without a new approval (campaigns/review-hold.ts). */
export interface SkipReasonsDto { problems: number; changes: number; approval: number; submit: number; resend?: number; teamSent: number; other: number;
  /** w13revoked (walk 13): held because the team revoked this laptop's member token. */ revoked?: number }
/** w10camp: the send state's word (campaigns/send-state.ts SendWord). */
export type SendWordDto = SendStateDto | 'doneNothing' | 'doneHeld' | /** w12camp (walk 12): some sent, some not: partly sent. */ 'donePartly'
  | /** w13revoked (walk 13): nothing sent: this laptop's token was revoked (not done). */ 'notSentRevoked'
  | /** w28state (walk 24, 1): not done: the Hub did not say what became of a post (ask it); every post it was given refused. */ 'unknownOutcome' | 'doneRefused'
  | /** w30campaign: nothing sent: the posts handed were withdrawn (their jobs cancelled) before they went. */ 'doneWithdrawn'
  | /** h-hubdown (walk 33): ended, with posts it counts sent not at the Hub yet (status `toHub.waiting`): waiting for the Hub. */ 'waitingHub';
export interface CampaignStatusDto { campaignId: string; sendState: SendStateDto; total: number; handed: number; skipped: number; withdrawn: number; unsent: number; batches: BatchProgressDto[];
  /** w21campaign (walk 19, A): the posts as one partition (campaigns send-now.ts campaignSplit): posts = sent + ready + held + withdrawn. */
  split?: { posts: number; sent: number; ready: number; held: number; withdrawn: number;
    /** w28state (walk 24, 1): handed, yet not sent: refused by the Hub, or the outcome unknown (ask the Hub). posts = sent + unknown + refused + ready + held + withdrawn. */
    unknown?: number; refused?: number;
    /** w30campaign: of `withdrawn`, the posts handed whose jobs were then cancelled before they went (never sent). */
    cancelled?: number };
  /** w28state (walk 24, 1): the posts whose outcome is unknown, each with its jobs of unknown outcome (`postroom ask JOB`, the Outbox's Ask the Hub). */
  unknownPosts?: Array<{ draftId: string; jobIds: string[] }>;
  /** h-hubdown (walk 33): of `split.sent`, those at the Hub and those waiting to reach it (campaigns to-hub.ts): never "sent" while waiting. */
  toHub?: { handed: number; atHub: number; waiting: number;
    /** h-campteam (walk 44b, 1): of `waiting`, teammates' posts waiting to reach the Hub on their computers, by whom; absent: none. */
    waitingBy?: Array<{ name: string; posts: number }> };
  /** w10camp (walk 10): the state's word, derived once in the core ('done' when teammates sent its posts, replays too). */
  word?: SendWordDto;
  /** w16words (walk 15, 8): posts the last send held back because this computer's access was revoked, when it is back in the team now (past). */
  revokedPast?: number;
  /**
   * w12camp (walk 12): of `sentFromHere`, posts sent from here outside the campaign's Send (Compose, `postroom publish`): never
   * handed again. h-replaycount (walk 37): only those that went out; one of unknown outcome is counted in `split.unknown` alone.
   */
  sentHere?: number;
  /** w30fold: of `handed`, the posts that went out (neither refused by the Hub nor of unknown outcome): the Send tab's "N sent for publishing". */
  sentFromHere?: number;
  /** h-campcount (walk 41b, 1): of the sent, those the Hub already had from a call no teammate's outcome names: not "sent by you". */
  hadAlready?: number;
  /**
   * h-teamwords (walk 31/32): of the sent (from here, outside the Send, by a teammate), those every channel refused (`channelsRefusedBy`:
   * a teammate's, by whom): sent, nothing published, never sent again by Send.
   */
  channelsRefused?: number; channelsRefusedBy?: Array<{ name: string; posts: number }>;
  /** teamcampaign (issue 34, walk 4): posts a teammate sent (not in `unsent` nor `skipped`), and how many by whom. */
  teamSent?: number; sentBy?: SentByDto[];
  /**
   * h-withdrawn (walk 44b, 6): of the posts not sent, those a teammate withdrew after a call that may have reached the Hub, by
   * whom; `sameKeys`: a send from here goes under those calls' keys (the Hub keeps one post each). Absent or empty: none.
   */
  withdrawnBy?: Array<{ name: string; posts: number; draftIds: string[]; sameKeys: boolean }>;
  /** fix-send: the last dry run against the posts a send would take now (null: none yet); `current` false: the plan changed since. `toSend`: posts Send hands to the Hub. */
  dryRun: { current: boolean; toSend: number; held: number;
    /** heldsend: of `held`, the posts left that wait for the team's review (approval, review, changes), not for a fix. */
    waiting: number;
    /** heldsend: of `waiting`, the posts sent back with changes requested (they wait for an edit, not for an approver). */
    changes: number;
    /** teamcampaign: of `held`, the posts a teammate already sent. */
    teamSent?: number;
    /** w31send: of `held`, the posts held back here (for an error or the team's review; never those a teammate sent): the core's count. */
    heldHere: number;
    /** w9camp (walk 9, F9b): posts handed from here after the dry run ran (it ran before that send). */
    sentSince?: number;
    /** left31: kept in the library (a restart and the CLI say the same): its fingerprint, when it ran, what it found then. */
    fingerprint: string; at: string; found: { posts: number; rows: number; errors: number; warnings: number; held: number; waiting: number; changes: number; /** w25dryrun: of `held`, the posts a teammate sent. */ teamSent?: number; /** w31send: of `held`, held back here. */ heldHere: number } } | null;
  // sendtab (issue 34, walk 6): what a send would do now (campaigns send-now.ts), also without a dry run on this laptop.
  /**
   * `toSend`: the number Send offers; `held` = `problems` (known only while the dry run is current: `checked`) + `waiting`
   * (review; `changes` of them sent back, `changesBy` who asked) + `teamSent`; `skipped`: of the posts the last send
   * skipped, why each is still not sent (`ready`: nothing holds it now).
   */
  now: { checked: boolean; posts: number; toSend: number; held: number; problems: number; waiting: number; changes: number; changesBy: string[]; teamSent: number;
    skipped: { problems: number; waiting: number; changes: number; ready: number; unchecked: number; /** w9camp: of `waiting`, not sent for review yet. */ toSubmit?: number;
      /** w16words: of `waiting`, already sent under its approval: a new approval first (review-hold.ts `resend`). */ resend?: number;
      /** h-nobody: of `waiting`, in review and nobody in this team may approve. */ nobody?: number;
      /** h-reviewwords (walk 44a, 7): of `toSubmit`, those whose approval was taken back. */ takenBack?: number };
    // w8send (walk 8): without a current dry run the publisher's own draft checks ran (`draftChecked`); `named`: posts they hold, with their error codes (the first 10).
    draftChecked?: boolean; named?: Array<{ draftId: string; codes: string[]; problems?: HeldProblemDto[] }>;
    // w9camp (walk 9, F4): of `waiting`, in review (ask an approver) and not sent for review yet (send them for review).
    inReview?: number; toSubmit?: number;
    // h-nobody (walk 41a): of `inReview`, those nobody in this team may approve (campaigns send-now.ts `nobody`): never "waiting for approval by you".
    nobody?: number;
    // h-nobody: of `toSubmit`, those nobody in this team could approve once sent (said beside "not sent for review yet").
    nobodyToSubmit?: number;
    // h-reviewwords (walk 44a, 7): of `toSubmit`, those whose approval was taken back (sent and approved, then withdrawn): never "not sent for review yet".
    takenBack?: number;
    // w15review (walk 14): of `waiting`, approved and already sent under it: a new approval before it goes again (campaigns/review-hold.ts `resend`).
    resend?: number;
    // w13revoked (walk 13): held because the team revoked this laptop's member token (not in `problems`); `skipped.revoked` of the last send's.
    revoked?: number;
    // w27sendtab (walk 23, 4): of `problems`, held because this workspace left the team (the row's "you left the team"), not for a problem of the post.
    left?: number;
    // ---- w17postsreason (walk 16, 3), w19campaign (walk 17, 4): each post a send would hold back now, and each the last send skipped,
    // with why it is not sent now (campaigns send-now.ts NotSentWhy), from the loop that counts `now`: the Posts tab's row says it, as the Send tab's counts do.
    notSentWhy?: Array<{ draftId: string; why: 'problems' | 'in_review' | 'to_submit' | 'resend' | 'role' | 'revoked' | 'teamSent' | 'ready' | 'unchecked' | 'changes'; codes?: string[]; problems?: HeldProblemDto[]; left?: true; by?: string | null; /** w28cli: whom an in-review post waits for (or the author of one to submit); nobody may approve it. */ who?: string; nobody?: string; /** w25dryrun: a real send's batch skipped it. */ lastSend?: true;
      /** h-reviewwords (walk 44a, 7): of 'to_submit', its approval was taken back: who, when (ISO), the words said. */ withdrawn?: { by: string; at: string; comment: string | null } }>;
    /**
     * h-uicall: the digest of `notSentWhy` (bridge status-events.ts). A 'campaign' event leaves the list out when it is the one the
     * campaign's last event carried: the window keeps the list it holds under this key, or reads the status again.
     */
    notSentWhyKey?: string } }
export interface CalendarEntryDto { id: string; profile_id: string | null; platforms: string[]; caption: string; state: DraftState; at: number | null; scheduled_at: string | null; timezone: string | null; add_to_queue: boolean; campaignId: string | null;
  /** A queued post's predicted queue slot (the profile's next free slots, cached settings), wall-clock `YYYY-MM-DDTHH:mm` in `predicted_timezone`; null when not queued or not known. */
  predicted_at: string | null; predicted_timezone: string | null;
  /**
   * w19time: `scheduled_at` on its zone's clock (`YYYY-MM-DDTHH:mm`, library wallTimeOf), what the calendar places and times a
   * chip by; `scheduled_at` stays as kept (a move and its Undo write it back, and an approval is of the kept form).
   */
  wall_at?: string | null;
  /** Issue 31: placed at the time its job sent (what the Hub holds), not its draft's. */
  held?: boolean;
  /** The draft's own time when it differs from what was sent (an edit the Hub never saw); else null. */
  draft_scheduled_at?: string | null; draft_timezone?: string | null;
  /** left31: nothing was sent of it and its time has passed: nothing will send it then. */
  passed?: boolean;
  /**
   * h-calout (walk 39a, 1): a post sent at once (no time of its own): the instant it was handed to the Hub, ISO (campaigns
   * calendar.ts, the time its Outbox card says); the calendar places it on that instant's day and hour on its reader's clock.
   */
  sent_at?: string | null;
  /** Why it cannot be moved; null or absent: it can. */
  fixed?: FixedReasonDto | null;
  // ---- calendar (walk 7): review state, what the Hub holds on every laptop ----
  /** An unsent post's review state (campaigns/calendar-review.ts); null or absent: never sent for review. */
  review?: { state: 'draft' | 'in_review' | 'approved' | 'changes_requested'; stale: boolean } | null;
  /**
   * w43cal (walk 43a): one part of a post whose channels go at two times (campaigns channel-time-chips.ts): `platforms` are
   * that part's channels, `state` theirs, its time theirs; the post has a chip for each part. Absent: the whole post.
   */
  part?: true;
  /** The teammate whose send the Hub holds (bridge calendar-sent.ts, as the Outbox's jobPost/teammateSends); absent: none. */
  sent_by?: { name: string } | null;
  /** The draft's content changed since the send the Hub holds (team-send-text.ts sendEditedSince): the approval's date. */
  edited_since_sent?: { approvedAt: string } | null;
  /** w20again (walk 18, 3): another post the Hub holds of this draft (sent again as new; campaigns/hub-post-times.ts): its own chip, at its time; who sent it (null: this computer). */
  also_held?: { by: string | null;
    /** w24calendar (walk 21, 1): the draft's text now is not the text this post holds (its `caption` is the one sent). */
    changed?: boolean } }

// ---- Calendar and bulk work (issue 31) ----
/** Why a post cannot be moved or changed in bulk (campaigns/movable.ts). */
export type FixedReasonDto = 'held_by_hub' | 'in_flight' | 'outcome_unknown' | 'already_sent';
export type LeftOutReasonDto = FixedReasonDto | 'no_time' | 'in_past' | 'not_found';
export type BulkChangeDto =
  | { kind: 'shift'; days: number; hours: number }
  | { kind: 'spread'; start: string; timezone: string; intervalMinutes: number }
  | { kind: 'profile'; profile_id: string }
  | { kind: 'channels'; platforms: string[] };
export interface BulkValuesDto { scheduled_at: string | null; timezone: string | null; add_to_queue: boolean; profile_id: string | null; platforms: string[] }
export interface BulkRowDto { id: string; caption: string; before: BulkValuesDto; after: BulkValuesDto | null; leftOut: LeftOutReasonDto | null; dstShift: { from: string; to: string } | null }
export interface BulkResultDto { rows: BulkRowDto[]; changed: number; leftOut: number;
  /** calendar (walk 7): approvals an applied change made stop holding (posts.bulkApply only). */
  approvals?: Array<{ id: string; change: 'lost' | 'restored'; by: string; at: string }> }
export interface BulkSetDto { written: number; leftOut: Array<{ id: string; reason: LeftOutReasonDto }>;
  /** calendar (walk 7): approvals the write made stop holding (a move) or hold again (its Undo), campaigns/calendar-review.ts. */
  approvals?: Array<{ id: string; change: 'lost' | 'restored'; by: string; at: string }> }


// ---- left31: a campaign's posts that land on posts already planned or sent (campaigns.collisions) ----
/** A post of the campaign (its Posts tab number), one of its channels, and the post already there at that time (the calendar's time: the Hub's for a sent one). */
export interface CampaignCollisionDto {
  draftId: string; position: number; channel: string; scheduled_at: string; timezone: string | null;
  /**
   * w26campaign (campaigns collisions.ts, the dry run's rule too): `hub` a post the Hub holds or has sent; `campaign` this
   * campaign's post before it, closer than the plan's gap; `draft` only a draft not sent (no collision: said apart).
   */
  with: 'hub' | 'campaign' | 'draft'; minutes: number;
  other: { draftId: string; caption: string; state: DraftState; campaignId: string | null; scheduled_at: string | null; timezone: string | null; position: number | null };
}

/**
 * w32restore: "Restore withdrawn" (campaigns restore.ts): the campaign's withdrawn posts the next Send takes again, and
 * those kept out, each with its row of the state × action table and the table's reason (screens word it: truth.reason.<key>).
 * `checkOnly`: what a restore would do now, nothing written (the Send tab shuts its button when none may be restored).
 */
export interface CampaignRestoreDto {
  checkOnly: boolean;
  restored: string[];
  kept: Array<{ draftId: string; row: ActionRow; reason: ActionReason }>;
  status: CampaignStatusDto;
}
