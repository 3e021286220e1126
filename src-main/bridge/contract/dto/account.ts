/** The rest of the Hub (issue 24), restoring from a backup, and continuity after a restart (issue 32). */

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
