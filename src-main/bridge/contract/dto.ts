/**
 * Plain data that crosses the bridge. The renderer imports these TYPES only; they
 * are deliberately independent of the core areas' internal types (handlers map), except a
 * channel's outcome and a post's state: one shape each from core to screen (hub/outcome.ts and
 * publisher/post-state-shape.ts have no imports of their own).
 */
import type { ChannelOutcome } from '../../hub/outcome';
import type { ChannelState, ChannelStateKind, PostState, PostStateKind, StateTone } from '../../publisher/post-state-shape';
import type { ErrorSource } from '../../../src-shared/errors';
import type { ActionQuestion, ActionReason, ActionRow, PostAction, PostActions, PostActionsView, Verdict } from '../../publisher/actions-shape';

export type { ChannelOutcome };

export interface SystemInfo {
  app: 'Postroom';
  version: string;
  node: string;
  electron: string | null;
  chromium: string | null;
  platform: string;
  shell: 'electron' | 'web';
  dataDir: string;
  workspace: WorkspaceDto | null;
}

export interface WorkspaceDto {
  id: string;
  name: string;
  kind: 'sandbox' | 'hub';
  hubUrl: string;
  current: boolean;
  key: KeyStatusDto;
}

/** Never the key itself: only whether one is there and its last four characters. */
export interface KeyStatusDto {
  hasKey: boolean;
  last4: string | null;
  source: 'keychain' | 'env' | 'sandbox' | null;
}

export type ConnectivityState = 'online' | 'offline' | 'checking';
export interface ConnectivityDto {
  state: ConnectivityState;
  hubUrl: string;
  checkedAt: string | null;
  /** Why it is offline, in words. */
  reason: string | null;
  /** The Hub is the built-in Sandbox (nothing is really posted), not an account's URL. */
  sandbox: boolean;
  /**
   * Errors (issue 32): what stopped the reading, and who said it — no answer over the network, or
   * this computer's keychain before the Hub was asked at all. Null when online.
   */
  problem?: { code: string; message: string; source: ErrorSource } | null;
}

export interface LimitDto { max: number; count: 'utf16' | 'codepoints' | 'graphemes' | 'x-weighted'; source: string; asOf: string; note?: string }
export interface ChannelDto {
  key: string;
  label: string;
  kind: string;
  photo: boolean;
  needsTitle: boolean;
  requiredFields: string[];
  fields: string[];
  pinField: string | null;
  captionLimit: LimitDto | null;
  titleLimit: LimitDto | null;
}

export interface DraftPhotoDto {
  id: string;
  position: number;
  source: 'file' | 'url';
  path: string | null;
  url: string | null;
  bytes: number | null;
  width: number | null;
  height: number | null;
  mime: string | null;
  /** photoname (walk 3a): the file's name as it was added, also for a teammate's photo; null when unknown (show "Photo N", never a hash). */
  name: string | null;
}

/** The post states (publisher/post-state.ts), mirrored on drafts; `deleted` for the trash. */
export type { PostStateKind, ChannelStateKind, StateTone };
export type DraftState = PostStateKind | 'deleted';

export interface DraftDto {
  id: string;
  workspaceId: string;
  profile_id: string | null;
  platforms: string[];
  caption: string;
  title: string;
  /** Channel fields in the Hub's names: `<key>_title`, facebook_page_id, pinterest_board_id, … */
  fields: Record<string, string>;
  scheduled_at: string | null;
  timezone: string | null;
  add_to_queue: boolean;
  photos: DraftPhotoDto[];
  /** Channels with their own caption and title (title null = the draft's); the others share `caption` and `title`. */
  captions: ChannelCaptionDto[];
  tags: string[];
  notes: string;
  state: DraftState;
  createdAt: string;
  updatedAt: string;
  revision: number;
}

/** One channel's own caption (issue 23 item 4): sent as a Hub post of its own. */
export interface ChannelCaptionDto {
  channel: string;
  caption: string;
  title: string | null;
}

export interface DraftSummaryDto {
  id: string;
  profile_id: string | null;
  platforms: string[];
  caption: string;
  title: string;
  tags: string[];
  state: DraftState;
  photoCount: number;
  scheduled_at: string | null;
  /** The zone `scheduled_at` is in (null: none given). */
  timezone: string | null;
  updatedAt: string;
  /** left31: nothing was sent of it and its time has passed (publisher/actions.ts `timePassedUnsent`): it says so, never "scheduled for". */
  timePassed?: boolean;
  /** reviewui (issue 34): the teammate whose laptop sent this post, and when (post-state.ts `by`); absent: this computer, or nobody. */
  sentBy?: { memberId: string; name: string; at: number; among?: string[] } | null;
}

export interface DraftPageDto {
  items: DraftSummaryDto[];
  /** Pass back to get the next page (keyset); null at the end. */
  nextCursor: string | null;
}

/** An import problem as a key of `importProblem.*` in the renderer's catalogs and its values. */
export interface ImportProblemSay { key: string; values?: Record<string, string> }

export interface ImportReportDto {
  imported: number;
  skipped: number;
  /** The first IMPORT_PROBLEMS_SHOWN problems; `moreProblems` counts the rest. */
  /**
   * `say`: the problem as a key and values, when a shell can translate it (else `message`, English);
   * `name`/`suggestion`: a name that matched nothing (a channel) and the closest known one.
   */
  problems: Array<{ line: number; field: string; code?: string; message: string; name?: string; suggestion?: string | null; say?: ImportProblemSay; detail?: string }>;
  moreProblems: number;
  // ---- The importer (issue 31, part 1): the same reading as a campaign's import ----
  rows?: number;
  /** How the file's dates were read (null: no day-and-month date); `order: null` asks: nothing was imported. */
  dates?: DateReadingDto | null;
  layout?: { id: 'postroom' | 'hootsuite' | 'buffer'; label: string };
}
/**
 * How a file's day-and-month dates were read, and why: chosen (by the person), row (`decidedBy` fits only this
 * order), dots (26.11.2026 is day first), both (every date fits both: ask), disagree (rows prove both: ask).
 */
export interface DateReadingDto {
  order: 'dmy' | 'mdy' | null;
  why: 'chosen' | 'row' | 'dots' | 'both' | 'disagree';
  decidedBy?: { line?: number; index?: number; value: string };
  against?: { line?: number; index?: number; value: string };
  rows: number;
}
/** At most this many problems cross the bridge in an import report (a file of a million bad rows stays small). */
export const IMPORT_PROBLEMS_SHOWN = 200;

/** An export to download: the file's suggested name and its text. */
export interface ExportFileDto {
  name: string;
  mime: string;
  content: string;
  count: number;
}

export interface ProfileDto {
  profile_id: string;
  name: string;
  connections: Array<{ platform: string; name: string }>;
  pins: { facebook_page_id?: string | null; target_linkedin_page_id?: string | null; gmb_location_id?: string | null };
  /** The pinned Page's, organisation's and location's names, as last read from the Hub (null: not known). */
  pinNames: { facebook_page_id: string | null; target_linkedin_page_id: string | null; gmb_location_id: string | null };
  boards: Array<{ id: string; name: string }>;
  locations: Array<{ id: string; name: string }>;
  cachedAt: string | null;
}

export interface MusicTrackDto { id: string; title: string; artist: string; rank: number }

export type ProblemSeverity = 'error' | 'warning';
export interface ProblemDto {
  severity: ProblemSeverity;
  /** Stable code, e.g. 'caption_too_long', 'missing_field', 'not_photo_channel', 'pin_overrides'. */
  code: string;
  channel: string | null;
  field: string | null;
  message: string;
  /** Composer (issue 32): the photos concerned, by number in the draft (1-based), for a photo rule. */
  photos?: number[];
  /** teamfix: a team's problem (publisher team.ts): the member it waits for, or who sent the post. */
  who?: string;
}

export interface BudgetDto {
  capBytes: number;
  /** Estimated whole-body size after fitting. */
  bodyBytes: number;
  photos: Array<{ id: string; sourceBytes: number | null; fittedBytes: number | null; width: number | null; height: number | null; error: string | null }>;
  fits: boolean;
}

export type JobState =
  | 'prepared' | 'sending' | 'retrying' | 'awaiting' | 'done' | 'refused' | 'blocked' | 'unknown' | 'cancelled';

/** A channel's outcome: the one type from the Hub's answer through the journal to the renderer. */
export type ChannelOutcomeDto = ChannelOutcome;

export interface JobDto {
  id: string;
  draftId: string | null;
  batchId: string | null;
  idempotencyKey: string;
  state: JobState;
  hubStatus: string | null;
  platforms: string[];
  outcomes: ChannelOutcomeDto[];
  lastError: { code: string; message: string } | null;
  attempts: number;
  createdAt: string;
  updatedAt: string;
  /** This job's post state (post-state.ts over this job alone). */
  post: PostStateDto;
  /** Which post it is: the caption and profile as sent (the card's excerpt and brand). */
  caption: string;
  profileId: string | null;
  /** The campaign whose batch sent it, when one did. */
  campaignId: string | null;
  /** The scheduled time and zone as sent. */
  scheduledAt: string | null;
  timezone: string | null;
  /** A newer job (retry of the refused channels, or a resend) took over this one's follow-up. */
  supersededBy: string | null;
  /** What a person can do with this job's post now (the truth table, publisher/actions.ts). */
  actions: PostActionsDto;
}

/** A post's record (publisher/record.ts): every attempt with key, time, answer code and message. */
export interface JobRecordDto {
  jobId: string;
  draftId: string | null;
  key: string;
  reason: string;
  parentJobId: string | null;
  platforms: string[];
  fields: Record<string, unknown>;
  state: JobState;
  hubStatus: string | null;
  outcomes: ChannelOutcomeDto[];
  /** `answer` and `source` (issue 32, left32): what came back and who said it, for the record panel's words. */
  attempts: Array<{ attempt: number; key: string; at: string; http: number | null; code: string | null; message: string | null; answer: 'accepted' | 'refused' | 'edge_413' | 'network' | 'malformed' | null; source: ErrorSource | null }>;
  events: Array<{ at: string; type: string; detail: Record<string, unknown> | null }>;
}

export interface BatchDto {
  id: string;
  total: number;
  byState: Partial<Record<JobState, number>>;
  /** Of the 'done' jobs, those refused by some of their channels (partly published) or by every one. */
  refusals: { some: number; every: number };
  /** Of the 'awaiting' jobs, those the Hub holds for their time (the post state's Scheduled); queue posts are not among them. */
  scheduled: number;
  /** Of the 'awaiting' jobs, those sent to the profile's queue (the post state's Queued: "in the Hub's queue"). */
  queued: number;
  /**
   * On the answer of publish.start (absent on 'batch' events): drafts sent (journaled with a new
   * key) and every draft not sent with its reasons (preflight problems; 'already_sent' with the
   * earlier outcome). `sent + notSent.length === total`.
   */
  sent?: number;
  notSent?: NotSentDto[];
  // ---- rolelive (issue 34): what a page that handed a draft over needs to know it was not taken ----
  /**
   * Drafts not journaled yet, and drafts the publisher held back (the publisher's BatchProgress).
   * With `pending` 0, a draft of the batch that has no job in it was held back: at its prepare
   * step (an approval withdrawn after the batch was recorded, a problem found while fitting) or
   * when the batch was recorded (then in `notSent`). A page that handed the draft over no longer
   * says it is in the Outbox.
   */
  pending?: number;
  skipped?: number;
}

// ---- outcomes (issue 22): one post state, per post and per channel ----
/** The core's own shape (publisher/post-state-shape.ts, no imports): one type from core to screen. */
export type ChannelStateDto = ChannelState;
export type PostStateDto = PostState;
export interface NotSentDto {
  draftId: string;
  problems: ProblemDto[];
  /** Held because it was sent before: its post state then (null: not sent for other reasons). */
  earlier: PostStateKind | null;
}

export interface CampaignDto { id: string; name: string; draftCount: number; createdAt: string }

// ---- Campaigns: open, import, spread, dry run, send (issue 23) ----
export type SpreadModeDto = 'queue_slots' | 'interval' | 'file_times' | 'best_hours';
/** The audience's best hours kept as the plan's slots: each hour, every day, in `timezone`. */
export interface BestHoursDto { profileId: string; platform: string; hours: number[]; timezone: string }
export type DeliveryDto = 'schedule' | 'queue';
export type SendStateDto = 'idle' | 'sending' | 'paused' | 'done' | 'cancelled';
export interface CampaignPlanDto { mode: SpreadModeDto; delivery: DeliveryDto; timezone: string | null; start: string | null; intervalMinutes: number; intervalClock: 'wall' | 'elapsed'; minGapMinutes: number; duplicateDays: number; bestHours: BestHoursDto | null }
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
  /** reviewui (issue 34): the teammate whose laptop sent this post, and when (post-state.ts `by`); absent: this computer, or nobody. */
  sentBy?: { memberId: string; name: string; at: number; among?: string[] } | null;
  /** teamcampaign (issue 34, walk 4): not handed here, and a teammate sent it (campaigns team-sent.ts): who, for the Send column; absent: not so. */
  teamSent?: string | null;
}
export interface CampaignDetailDto extends CampaignDto { plan: CampaignPlanDto; sendState: SendStateDto; posts: CampaignPostDto[] }
/** What a send changes of a campaign's posts, in campaign order: read again as it moves on instead of every post. */
export interface CampaignPostStatesDto { sendState: SendStateDto; posts: Array<Pick<CampaignPostDto, 'id' | 'state' | 'send'>> }
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
}
export interface SpreadItemDto {
  id: string; at: number | null; local: string | null; timezone: string; offset: string | null;
  dstShift: { from: string; to: string; on?: string } | null; movedForGapMinutes: number; problem: { code: string; message: string } | null;
  /** mend31: the post's own time is one the clocks skip or show twice. */
  wallClock?: WallClockDto | null;
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
  at: number | null; local: string | null; timezone: string; offset: string | null; dstShift: { from: string; to: string; on?: string } | null;
  /** mend31: the post's own time is one the clocks skip or show twice. */
  wallClock?: WallClockDto | null;
  bodyBytes: number; fits: boolean; duplicateOf: string | null; collidesWith: string | null;
  problems: Array<{ severity: ProblemSeverity; code: string; field: string | null; message: string }>;
}
/** `fingerprint`: of the send plan the rows describe; `campaigns.send` given it refuses with plan_changed once that plan changed (issue 31). */
export interface DryRunDto {
  plan: CampaignPlanDto; rows: DryRunRowDto[]; fingerprint: string;
  summary: { posts: number; rows: number; errors: number; warnings: number; duplicates: number; collisions: number; dstShifts: number; overCap: number; going: number; held: number;
    /** heldsend: of `held`, the posts waiting for the team's review (the rest are held for an error). */
    waiting: number;
    /** heldsend: of `waiting`, the posts sent back with changes requested. */
    changes: number; scheduled: number; queued: number; now: number;
    /** teamcampaign: of `held`, the posts a teammate already sent. */
    teamSent?: number };
}
/** A profile's queue slots as a campaign plans with them: from the Hub, or the offline copy and its age. */
export interface CampaignQueueDto { profileId: string; timezone: string; slots: Array<{ weekday: number; time: string }>; fetchedAt: string; fromCache: boolean }
export interface BatchProgressDto extends BatchDto { pending: number; skipped: number }
export interface CampaignStatusDto { campaignId: string; sendState: SendStateDto; total: number; handed: number; skipped: number; withdrawn: number; unsent: number; batches: BatchProgressDto[];
  /** teamcampaign (issue 34, walk 4): posts a teammate sent (not in `unsent` nor `skipped`), and how many by whom. */
  teamSent?: number; sentBy?: Array<{ name: string; posts: number }>;
  /** fix-send: the last dry run against the posts a send would take now (null: none yet); `current` false: the plan changed since. `toSend`: posts Send hands to the Hub. */
  dryRun: { current: boolean; toSend: number; held: number;
    /** heldsend: of `held`, the posts left that wait for the team's review (approval, review, changes), not for a fix. */
    waiting: number;
    /** heldsend: of `waiting`, the posts sent back with changes requested (they wait for an edit, not for an approver). */
    changes: number;
    /** teamcampaign: of `held`, the posts a teammate already sent. */
    teamSent?: number;
    /** left31: kept in the library (a restart and the CLI say the same): its fingerprint, when it ran, what it found then. */
    fingerprint: string; at: string; found: { posts: number; rows: number; errors: number; warnings: number; held: number; waiting: number; changes: number } } | null }
export interface CalendarEntryDto { id: string; profile_id: string | null; platforms: string[]; caption: string; state: DraftState; at: number | null; scheduled_at: string | null; timezone: string | null; add_to_queue: boolean; campaignId: string | null;
  /** A queued post's predicted queue slot (the profile's next free slots, cached settings), wall-clock `YYYY-MM-DDTHH:mm` in `predicted_timezone`; null when not queued or not known. */
  predicted_at: string | null; predicted_timezone: string | null;
  /** Issue 31: placed at the time its job sent (what the Hub holds), not its draft's. */
  held?: boolean;
  /** The draft's own time when it differs from what was sent (an edit the Hub never saw); else null. */
  draft_scheduled_at?: string | null; draft_timezone?: string | null;
  /** left31: nothing was sent of it and its time has passed: nothing will send it then. */
  passed?: boolean;
  /** Why it cannot be moved; null or absent: it can. */
  fixed?: FixedReasonDto | null }

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
export interface BulkResultDto { rows: BulkRowDto[]; changed: number; leftOut: number }
export interface BulkSetDto { written: number; leftOut: Array<{ id: string; reason: LeftOutReasonDto }> }

/** Events pushed to the renderer, by topic. */
export interface BridgeEvents {
  job: JobDto;
  batch: BatchDto;
  connectivity: ConnectivityDto;
  'media.progress': { draftId: string | null; done: number; total: number };
  'library.changed': { draftIds: string[]; reason: 'created' | 'updated' | 'deleted' | 'restored' | 'imported' };
  workspace: WorkspaceDto;
  campaign: CampaignStatusDto;
  /** The profiles as cached after a read from the Hub (an account linked, a pin set): composer branch, issue 32. */
  profiles: ProfileDto[];
  /** Review (issue 34, review-ui): a post approved, sent back, sent for review or commented. */
  review: ReviewEventDto;
  /** Team session (issue 33, team-session): the status when it changes, or who is where (presence). */
  team: TeamEventDto;
}
export type EventTopic = keyof BridgeEvents;
export const EVENT_TOPICS: readonly EventTopic[] = ['job', 'batch', 'connectivity', 'media.progress', 'library.changed', 'workspace', 'campaign',
  'profiles', 'review', 'team'];

// ---- The rest of the Hub (issue 24): account, connections, pins, monitors, insights ----

/** `key.verify`: what the Hub said about the current workspace's key. Never the key. */
export interface KeyVerifyDto {
  verified: boolean;
  /** The Hub's code when it refused (`unauthorized`, `forbidden`, …) or `network`; null when verified. */
  code: string | null;
  message: string | null;
  plan: { name: string | null; active: boolean | null; expiresAt: string | null } | null;
}

/** One allowance of `GET /v1/usage`: its limit (null = no cap) and what is used. `key` is the Hub's name. */
export interface AllowanceDto { key: string; limit: number | null; used: number | null }
export interface UsageDto {
  plan: { name: string | null; active: boolean | null; status: string | null; expiresAt: string | null };
  features: string[] | null;
  allowances: AllowanceDto[];
}

/** A channel account just linked by credentials (the secrets are never echoed). */
export interface LinkedDto { profile_id: string; platform: string; name: string }

/** A connect link for a sign-in redirect: it lives 48 hours (hub-api 2). */
export interface ConnectLinkDto {
  profile_id: string;
  platform: string;
  url: string;
  token: string;
  expiresAt: string | null;
  /** 'pending' until the account is linked, then 'completed' (when the Hub says). */
  status: string | null;
}

export type PinKindDto = 'facebook' | 'linkedin' | 'location';
/** A profile's three pins, each by id and name; `linked: false` when the channel has no account on the profile. */
export interface PinDto { linked: boolean; id: string | null; name: string | null }
export interface PinsDto { profile_id: string; facebook: PinDto; linkedin: PinDto; location: PinDto }

export interface MonitorStateDto { active: boolean | null; lastCheckedAt: string | null; repliesSent: number | null; checks: number | null }
export interface MonitorDto {
  id: string;
  profile_id: string;
  post_url: string;
  reply_message: string;
  trigger_keywords: string[];
  monitoring_interval: number;
  createdAt: string | null;
  /** Only from `monitors.get` (the list carries no live state, hub-api 4.3). */
  state: MonitorStateDto | null;
}

export interface AudienceDto {
  profile_id: string;
  platform: string;
  followers: number | null;
  /** 24 numbers, hour 0…23, in `timezone` when the Hub gives one. */
  onlineByHour: number[];
  timezone: string | null;
  /** The hours with most followers online, best first (3). */
  bestHours: number[];
}

export interface QueueSettingsDto { profile_id: string; timezone: string | null; slots: Array<{ weekday: number; time: string }> }

// ---- Restoring the library from a backup (issue 24 item 2) ----
export interface BackupFileDto { name: string; bytes: number; modifiedAt: string }
export interface BackupListDto { backups: BackupFileDto[]; /** A restore is staged and goes in place at the next start. */ pendingRestore: boolean }
export interface StagedRestoreDto {
  name: string; schemaVersion: number; drafts: number;
  /** The library as it was, kept in backups/ before anything was staged. */
  safetyBackup: string;
  /** Restores are put in place when the app next starts (the running app keeps the library open). */
  appliesAt: 'next_start';
}

// ---- Continuity (issue 32 part 6, composer branch) ----

/**
 * `system.resumed`: what this start of the core found unfinished and went on sending by itself
 * (with the recorded keys and bytes), so a screen opened or reconnected after a restart can say so.
 */
export interface ResumedDto {
  /** When the core started (ISO): a screen says it once per start. */
  startedAt: string;
  /** Sends it went on with: journaled jobs not yet answered, and posts handed over but not yet journaled. 0: none. */
  sends: number;
}
// ---- The review desk (issue 32 item 1): a row per post × channel, its summary, its export ----
/** The core's own shapes (publisher/outcome-rows-shape.ts, types only): one type from core to screen. */
import type { OutcomeRow, OutcomeSummary } from '../../publisher/outcome-rows-shape';
export type { OutcomeRow as OutcomeRowDto, OutcomeFilter as OutcomeFilterDto, OutcomeKind, OutcomeCounts, OutcomeSummary as OutcomeSummaryDto, OutcomeSummaryLine } from '../../publisher/outcome-rows-shape';
/** `outcomes.list`: the rows the filter shows (newest first; `more` past the limit) and the summary of their date range, campaign and state. */
export interface OutcomeDeskDto { rows: OutcomeRow[]; more: number; summary: OutcomeSummary }
// ---- truth across states and actions (third round; branch truth): the table's verdicts ----
/** The core's own shape (publisher/actions-shape.ts, no imports): one type from core to screen. */
export type { PostAction, ActionRow, ActionQuestion, ActionReason, Verdict as ActionVerdictDto, PostActions as PostActionVerdictsDto };
export type PostActionsDto = PostActionsView;
/** When refused channels are retried: now, or at a new time in a zone (a past time is refused by the Hub). */
export type RetryWhenDto = { now: true } | { scheduledAt: string; timezone: string };

// ---- left31: a campaign's posts that land on posts already planned or sent (campaigns.collisions) ----
/** A post of the campaign (its Posts tab number), one of its channels, and the post already there at that time (the calendar's time: the Hub's for a sent one). */
export interface CampaignCollisionDto {
  draftId: string; position: number; channel: string; scheduled_at: string; timezone: string | null;
  other: { draftId: string; caption: string; state: DraftState; campaignId: string | null; scheduled_at: string | null; timezone: string | null };
}

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
  author: string | null;
  /** The last step: what, by whom, when (null: never sent for review). */
  last: { action: 'submit' | 'approve' | 'request_changes' | 'withdraw'; by: string; at: string } | null;
  actions: Record<ReviewActDto, ReviewVerdictDto>;
  /** reviewcore: the approval that holds was made from a client's decision in a preview, relayed by this member (optional: older hosts leave it out). */
  clientDecided?: { relayedBy: string; exportId: string } | null;
  /** clientfix: a client's approval of this content, relayed by a member who may not approve, waiting for an approver ("confirm"). */
  clientWaiting?: { exportId: string; relayedBy: string; at: string } | null;
  // ---- reviewtruth (issue 34): what the review is of ----
  /**
   * The Hub already holds this post or published it (draft-states.ts draftAtHub): since when (ISO) and
   * who sent it (`by`: a member's name, mine when this computer sent it). Approving an edit made since
   * only lets it be sent again as a NEW post; the Hub's post stays as it is (the Hub has no cancel).
   */
  atHub?: { state: PostStateKind; since: string; by: string } | null;
  /** Approved, then edited (`stale`): who edited it after the approval, when the team's history says (null: not known). */
  editedBy?: string | null;
  /** Approved, and a client approved this very content in a preview (relayed by a member): "approved by Bảo — the client approved". */
  clientAgreed?: { relayedBy: string } | null;
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
  sentBy?: { memberId: string; name: string; at: number; among?: string[]; state: PostStateKind } | null;
  /** Teammates' comments on it that @mention me (issue 34, branch settings). */
  mentionsMe?: number;
  /** reviewcore: the client approved this content in a preview, relayed by a member who may not approve: "client approved — confirm". */
  clientApproved: { exportId: string; relayedBy: string; at: string } | null;
}

/** Who is acting (a solo workspace: its owner, who approves their own posts). */
export interface ReviewMeDto { name: string; role: string; solo: boolean }

export interface ReviewListDto {
  me: ReviewMeDto;
  rows: ReviewRowDto[];
  counts: Record<ReviewBoxDto, number>;
}

export interface ReviewCommentDto {
  id: string;
  draftId: string;
  parentId: string | null;
  author: string;
  body: string;
  mentions: string[];
  at: string;
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
  reviews: Record<string, PostReviewDto>;
}

/** What an import did with a client's decision on one post (team/preview.ts ImportOutcome). */
export type ReviewImportOutcomeDto = 'approved' | 'waiting_for_approver' | 'changes_requested' | 'noted' | 'unchanged'
  // clientfix: an editor's relay of a client's request for changes leaves an approval standing.
  | 'approval_kept';

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
    atHub: 'scheduled' | 'sent' | null }>;
}

export interface ReviewEventDto {
  kind: 'submitted' | 'approved' | 'changes_requested' | 'withdrawn' | 'commented'
    // clientfix: a client's approval relayed by a teammate who may not approve: told to approvers only.
    | 'client_approved';
  draftId: string;
  by: string;
  caption: string;
  /** reviewui (issue 34): taken by this laptop's own member (screens refresh on it but do not notify: only teammates' actions do). */
  own: boolean;
  /** A teammate's comment that @mentions me (issue 34, branch settings): said as a mention. */
  mentionsMe?: boolean;
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
}
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
  /** The members (from the server; null while it cannot be asked). */
  members: TeamMemberDto[] | null;
  /** Photos of teammates whose bytes are not on this computer yet. */
  missingPhotos: number;
  /** The last fault met: a stable code (detail) and plain words. */
  error: { code: string; message: string } | null;
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
  /** Its post state over this job alone: per channel, what happened; `by` names the sender. */
  post: PostStateDto;
  /** Who sent it and when (ISO); `among`: the members who may have, when it is not known which. */
  by: { name: string; at: string; among?: string[] };
  /** The draft as this laptop's library has it (the shared library): its caption excerpt, profile and campaign. */
  caption: string;
  profileId: string | null;
  campaignId: string | null;
  scheduledAt: string | null;
  timezone: string | null;
}
