/** Channels, drafts, imports and exports, profiles, problems and budgets. */
import type { ChannelStateKind, ChannelTime, OlderText, PostState, PostStateKind, StateTone } from '../../../publisher/post-state-shape';

/** h-twosends: what a Library row reads of one send's post (post-state.ts), for its by-line (DraftSummaryDto `sentSends`). */
export type RowSendPost = Pick<PostState, 'state' | 'by' | 'mine' | 'replayed' | 'published' | 'total' | 'scheduledAt' | 'timezone' | 'times' | 'retrying' | 'reason'>;

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
  /**
   * w23left (walk 23): a kept draft of a team this workspace left: read-only here (every change refused, `left_team`),
   * with the team's name as its server last said it (null: never heard) and when it was left. Absent: it may be changed.
   */
  leftTeam?: { team: string | null; leftAt: string };
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
  sentBy?: { memberId: string; name: string; at: number; among?: string[]; /** h-revokedsends: the team revoked the sender since, its outcome still to come (ms). */ revokedAt?: number; /** h-replay2: their call was a replay of one no outcome here names (post-state `by.replay`). */ replay?: true } | null;
  /** w27teammate (walk 23, 4): with `sentBy`, the post's channels published of all (the core's counts): "Partly published by Bảo: 2 of 3 channels". */
  sentCounts?: { published: number; total: number };
  /** w31retry: the time and zone that send asked the Hub to publish at (sent with a time): its by-line says "sent … · scheduled for …". */
  sentFor?: { scheduledAt: string; timezone: string | null };
  /** h-sendtime (walk 40b): when the post's channels go at two times, each with its own (post-state.ts `times`): the by-line says both (w43cal: this computer's send too, without `sentBy`). */
  sentTimes?: ChannelTime[];
  /** h-oldcaption (walk 43b, 5): the channels whose Hub post holds an earlier version of the text than another's (post-state.ts `older`): "Instagram holds an earlier version". */
  sentOlder?: OlderText[];
  /**
   * h-twosends (walk 43b, 6): the draft's sends, oldest first, when the Hub holds it as more than one post or more than one
   * sender sent it (publisher post-sends.ts draftSends; src-shared sendsListed): each send's post as its by-line reads it.
   * The row says each ("Published by Olivia · …; Outcome unknown — sent by Sam · …"), never only the latest sender's.
   */
  sentSends?: Array<{ post: RowSendPost; here: boolean }>;
  /** w27teammate (walk 23, 3): the draft's text now is not what the Hub holds (bridge drafts-edited.ts, the Outbox card's reading): when the sent text was approved (ISO). Absent: not edited, or nothing held. */
  editedSinceSent?: { approvedAt: string } | null;
  /** w23left: a kept draft of a team this workspace left, read-only here (as DraftDto.leftTeam). */
  leftTeam?: { team: string | null; leftAt: string };
  /** h-waiting (walk 36b, 4): being sent, and its calls never reached the Hub (it did not answer): "Waiting to reach the Hub", not "Sending". */
  waitingHub?: boolean;
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
  layout?: { id: 'postroom' | 'hootsuite' | 'buffer'; label: string; used?: Array<{ column: string; as: string }>; ignored?: string[] };
  // ---- w16import2: the rest of how the file was read, as the campaign Import tab says it (CampaignImportReportDto) ----
  delimiter?: ',' | ';' | '\t';
  zones?: { zone: string | null; fromDefault: number; ownRows: number; own: string[]; offset: number; none: number };
  encoding?: 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' | 'windows-1258';
  /** w26bom (walk 22): what decided the encoding: its byte-order mark, the bytes (UTF-8 without one), a guess, the person's choice. */
  encodingBy?: 'bom' | 'content' | 'guess' | 'choice';
  /** w23dryrun (walk 20, 2): rows whose time the clocks skip or show twice (CampaignImportReportDto `clockTimes`). */
  clockTimes?: ClockTimeDto[];
}
/** w23dryrun: a row's time its zone skips (`used`: the time it goes at) or shows twice (the first, at `offset`, is used; `otherOffset` the second). */
export interface ClockTimeDto { line?: number; index?: number; kind: 'twice' | 'skipped'; written: string; zone: string; used: string; offset: string; otherOffset?: string }
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
  /** w27client: of a client preview, the posts the page marks: a channel will not take them as shown (`cannot`), or only may refuse them (`may`). */
  checks?: { cannot: number; may: number };
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

/**
 * w27brand (walk 23): brands kept by name (src-shared/brand.ts). `resolved`: names turned into a profile id when the
 * profiles were last read on this computer (since it started); `unresolved`: names still waiting, and why;
 * `profilesReadAt`: when the profiles were last read (null: never); `canResolve`: false on a team viewer's laptop.
 */
export interface BrandNamesDto {
  resolved: Array<{ name: string; id: string; posts: number }>;
  unresolved: Array<{ name: string; why: 'unchecked' | 'no_such' | 'several'; posts: number }>;
  profilesReadAt: string | null;
  canResolve: boolean;
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
  /** w23insta: of `photo_aspect`, whether its photos are taller or wider than the channel takes. */
  shape?: 'too_tall' | 'too_wide';
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
