/** The publisher's settings, dependencies and the shapes its runs answer with. */
import type { Clock } from '../common';
import { OFFLINE_BACKOFF, POLL_BACKOFF, RETRY_BACKOFF, type BackoffPolicy, type HubContract } from '../hub';
import type { Job, WritableDB } from '../library';
import type { BodyStore } from './bodies';
import type { PublisherEvents } from './events';
import type { Sleep } from './gate';
import type { DraftSource, HubPort, MediaPort } from './ports';
import type { Problem } from './preflight';
import type { TeamPublishPort } from './team';
import type { JournalSync } from './wal-sync';

export interface PublisherOptions {
  /** Senders at once (and status polls at once). */
  concurrency: number;
  /** Same-key resends after 5xx / in-progress before the job stops as failed with an offer to resend. */
  maxSameKeyAttempts: number;
  retryBackoff: BackoffPolicy;
  /** Backoff while the Hub cannot be reached at all (no answer, connect failed); unbounded in count. */
  offlineBackoff: BackoffPolicy;
  /** Give up waiting for the network after this long (ms) in one run; the job stays 'retrying' for `resume`. */
  maxOfflineMs: number;
  pollBackoff: BackoffPolicy;
  /** First status read of a post accepted as processing (ms after acceptance). */
  firstPollMs: number;
  /** A scheduled post is first read this long after its time. */
  scheduledGraceMs: number;
  /** `wait` stops waiting for posts whose next status read is further away than this (scheduled ones). */
  waitHorizonMs: number;
  /** Status reads of one job before it is reported 'unknown' (its status could not be had). */
  maxPolls: number;
  /** Wait before resending the same key after 409 idempotency_in_progress (jittered). */
  inProgressWaitMs: number;
  /** 409 idempotency_in_progress answers of one key before the job is reported unknown. */
  maxInProgressWaits: number;
  /** Wait when a 429 carries no readable Retry-After. */
  defaultRetryAfterMs: number;
  /** Least time between an unknown outcome and a user-requested resend (new key). */
  settleMs: number;
  /** Plain-413 refits of one draft before it is refused. */
  maxRefits: number;
  /** Each refit fits to this share of the body size that was refused. */
  refitFactor: number;
  /** Media budget for whole bodies (default: the media area's own: cap less a margin). */
  budgetBytes: number | undefined;
}

export const DEFAULT_OPTIONS: Readonly<PublisherOptions> = Object.freeze({
  concurrency: 4,
  maxSameKeyAttempts: 8,
  retryBackoff: RETRY_BACKOFF,
  offlineBackoff: OFFLINE_BACKOFF,
  maxOfflineMs: Number.POSITIVE_INFINITY,
  pollBackoff: POLL_BACKOFF,
  firstPollMs: 2_000,
  scheduledGraceMs: 10_000,
  maxPolls: 30,
  waitHorizonMs: 15 * 60_000,
  inProgressWaitMs: 2_000,
  maxInProgressWaits: 30,
  defaultRetryAfterMs: 5_000,
  settleMs: 30_000,
  maxRefits: 3,
  refitFactor: 0.75,
  budgetBytes: undefined,
});

export interface PublisherDeps {
  db: WritableDB;
  /** w26outbox (walk 24, 2): the shell this publisher runs in, journaled with every job it makes (absent: not recorded). */
  origin?: 'cli' | 'app';
  hub: HubPort;
  media: MediaPort;
  drafts: DraftSource;
  /** Jobs and batches are recorded under this workspace; `resume` continues only its jobs. */
  workspaceId?: string | null;
  contract?: HubContract;
  clock?: Clock;
  sleep?: Sleep;
  /** Draws in [0, 1) for jitter. */
  random?: () => number;
  newId?: () => string;
  newKey?: () => string;
  events?: PublisherEvents;
  options?: Partial<PublisherOptions>;
  /** Where unfinished jobs' photos are kept (pack files). Default: `outbox-bodies/` beside the library file (a temporary directory for an in-memory db). */
  bodies?: BodyStore;
  /**
   * Makes the journal's commits durable off this thread (see wal-sync.ts). Default: the WAL file's
   * fsync for a file journal in WAL mode; null (any other journal): synchronous=FULL commits.
   */
  journalSync?: JournalSync | null;
  /**
   * A team workspace (team.ts): approval before publishing, keys fixed by the approval, the claim
   * shared before any call, another member's outcome guarding this laptop. Absent: a single desk.
   */
  team?: TeamPublishPort | null;
}

export interface RunOptions {
  /** Also poll until every job of the run is final (or can go no further without the user). */
  wait?: boolean;
  signal?: AbortSignal;
}

export interface RunReport {
  batchIds: string[];
  jobs: Job[];
  skipped: Array<{ batchId: string; draftId: string; problems: Problem[] }>;
  blocked: { code: string; message: string } | null;
  /** The run stopped early (signal, the network stayed away past maxOfflineMs, or a failure of ours). */
  interrupted: boolean;
  /** Failures of Postroom itself (not Hub answers) that left jobs for the next resume. */
  failures?: string[];
}

export interface PublishRequestInput {
  draftIds?: readonly string[];
  /** Every draft of the campaign (and the batch is recorded as the campaign's). */
  campaignId?: string;
  /** The campaign these `draftIds` are sent for (a campaign's send, chunk by chunk): recorded on the batch, adds no drafts. */
  forCampaign?: string;
  /** Every draft the source says is ready and that has no live job yet. */
  all?: boolean;
  /** The user chose "publish again": drafts already sent are sent again as new posts (guard.ts). */
  again?: boolean;
}

/** Counters for the benchmarks and the CLI summary. */
export interface PublisherStats {
  publishCalls: number;
  statusCalls: number;
  rateLimited: number;
  retries: number;
}
