/**
 * Plain data that crosses the bridge. The renderer imports these TYPES only; they
 * are deliberately independent of the core areas' internal types (handlers map), except a
 * channel's outcome: one shape from hub to bridge (hub/outcome.ts has no imports of its own).
 */
import type { ChannelOutcome } from '../../hub/outcome';

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
}

export type DraftState = 'draft' | 'queued' | 'scheduled' | 'published' | 'partial' | 'failed' | 'deleted';

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
  updatedAt: string;
}

export interface DraftPageDto {
  items: DraftSummaryDto[];
  /** Pass back to get the next page (keyset); null at the end. */
  nextCursor: string | null;
}

export interface ImportReportDto {
  imported: number;
  skipped: number;
  /** The first IMPORT_PROBLEMS_SHOWN problems; `moreProblems` counts the rest. */
  problems: Array<{ line: number; field: string; message: string }>;
  moreProblems: number;
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
}

export interface BatchDto {
  id: string;
  total: number;
  byState: Partial<Record<JobState, number>>;
}

export interface CampaignDto { id: string; name: string; draftCount: number; createdAt: string }

/** Events pushed to the renderer, by topic. */
export interface BridgeEvents {
  job: JobDto;
  batch: BatchDto;
  connectivity: ConnectivityDto;
  'media.progress': { draftId: string | null; done: number; total: number };
  'library.changed': { draftIds: string[]; reason: 'created' | 'updated' | 'deleted' | 'restored' | 'imported' };
  workspace: WorkspaceDto;
}
export type EventTopic = keyof BridgeEvents;
export const EVENT_TOPICS: readonly EventTopic[] = ['job', 'batch', 'connectivity', 'media.progress', 'library.changed', 'workspace'];

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
