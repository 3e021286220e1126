/**
 * The publisher: journal → runner → poller (architecture.md, "the publishing path").
 *
 * - A batch is recorded durably first (its drafts, in order), so a crash before a draft was
 *   journaled still resumes it.
 * - Each draft is preflighted (pure), its media fitted, and a job journaled with a NEW
 *   Idempotency-Key and the exact request (its photos' bytes in a fsynced pack, each distinct
 *   photo once, see bodies.ts; then the row with the fields, the photos' sha256 and place and the
 *   body's digest, committed durably: synchronous=FULL, or for a WAL journal the same fsync of the
 *   WAL made on the thread pool, see wal-sync.ts) BEFORE the call.
 * - Senders (bounded concurrency) act on each answer exactly as the hub's `decide()` says; a
 *   429 `rate_limited` pauses every sender (the shared RateGate).
 * - The poller reads `GET /v1/posts/status` for awaiting jobs until final, with backoff; its
 *   state (next_at, polls) is in the journal, so it survives restarts.
 * - `resume()` continues every unfinished job with its recorded key and bytes; a job found in
 *   'sending' is resent with the SAME key (the Hub's idempotency makes that safe).
 */
import { dirname, join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { assertNever, describeError, newId, sleep as realSleep, systemClock, type Clock } from '../common';
import { buildPublishBody, decide, DEFAULT_CONTRACT, splitChannelMessage, type BodyAlloc, type HubAnswer, type HubContract, type PublishFields, type PublishResult } from '../hub';
import { BodyArena } from './arena';
import { BodyStore } from './bodies';
import { attemptsWithin, backoffDelay, OFFLINE_BACKOFF, POLL_BACKOFF, RETRY_BACKOFF, type BackoffPolicy } from './backoff';
import { PublisherError } from './errors';
import { NO_EVENTS, type BatchProgress, type PublisherEvents } from './events';
import { RateGate, type Sleep } from './gate';
import * as J from './journal';
import type { ChannelOutcome, Job, JobReason } from './journal';
import type { DraftOutcomeState, DraftSource, HubPort, MediaPort } from './ports';
import { hasErrors, preflight, publishFields, type Problem, type ProfilePins, type PublishDraft } from './preflight';
import { SENDABLE_STATES, type JobState } from './states';
import { WalSync, type JournalSync } from './wal-sync';
import { holdBatch } from './draft-states';

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
  db: Database;
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
  /**
   * Where unfinished jobs' exact bodies are kept (pack files). Default: `outbox-bodies/` beside the
   * library file; null (and the default for an in-memory db): in the journal's publish_bodies table.
   */
  bodies?: BodyStore | null;
  /**
   * Makes the journal's commits durable off this thread (see wal-sync.ts). Default: the WAL file's
   * fsync for a file journal in WAL mode; null (any other journal): synchronous=FULL commits.
   */
  journalSync?: JournalSync | null;
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
  campaignId?: string;
  /** Every draft the source says is ready and that has no live job yet. */
  all?: boolean;
  /** The user chose "publish again": drafts already sent are sent again as new posts (guard.ts). */
  again?: boolean;
}

/** `draft`: the draft as read when the batch was recorded, moments before (a source without `existing`: saves a second read). */
type Work = { kind: 'prepare'; batchId: string; position: number; draftId: string; draft?: PublishDraft } | { kind: 'send'; jobId: string };

/** Most drafts journaled in one durable commit. */
const PREPARE_CHUNK = 32;
/**
 * Group commit window for state changes (attempts, answers, outcomes): changes queued within it
 * are written in one transaction. The key and exact bytes of a job are NOT among them: those are
 * committed durably before the first call (`#prepareChunk`, `#insertChild`); so is every new key.
 * A kill inside the window loses at most the record of answers received in it, and resume then
 * sends those jobs again with their SAME keys, which the Hub answers with its stored results
 * (hub-api, "Idempotency key": a completed or timed-out key replays, it never publishes twice).
 */
const COMMIT_WINDOW_MS = 5;
/** Queued changes that force a commit before the window ends. */
const COMMIT_MAX_WRITES = 256;
/** Least time between two 'batch' progress events of one batch. */
const PROGRESS_MS = 250;

/** Per-channel outcomes of a publish result, in the job's channel order (extra keys after). */
export function outcomesOf(result: PublishResult, platforms: readonly string[], marker = DEFAULT_CONTRACT.translationMarker): ChannelOutcome[] {
  const results = result.results ?? {};
  const keys = [...platforms, ...Object.keys(results).filter((k) => !platforms.includes(k))];
  const final = ['completed', 'partial', 'failed'].includes(result.status);
  return keys.map((channel) => {
    const e = results[channel];
    const failedListed = result.failed_platforms?.includes(channel) ?? false;
    if (!e) {
      // No entry: the overall status decides when final (completed = all accepted).
      const success = !final ? null : failedListed ? false : result.status === 'completed' ? true : result.status === 'failed' ? false : null;
      return { channel, success, url: null, code: null, message: null, vietnamese: null };
    }
    const msg = e.error?.message;
    const split = msg !== undefined ? splitChannelMessage(msg, marker) : null;
    return {
      channel,
      success: typeof e.success === 'boolean' ? e.success : !failedListed,
      url: typeof e.url === 'string' ? e.url : null,
      code: e.error?.code ?? null,
      message: e.own ?? split?.own ?? null,
      vietnamese: e.vietnamese ?? split?.vietnamese ?? null,
    };
  });
}

/**
 * One run's state. The run's steps are the Publisher's own methods taking this, not closures made
 * anew for each run: V8 keeps a method's optimized code from one run to the next, while a closure's
 * is dropped once the closures made from it are gone (measured: the send path's closures were
 * compiled again by TurboFan in every batch, 20-odd functions and 50-90 ms of a background
 * thread's time per 2,000-post batch, with the sends running unoptimized meanwhile).
 */
class RunState {
  readonly runJobs: Set<string>;
  /** Each job of the run as this run last left it: the report is built from it, not read back. */
  readonly latest = new Map<string, Job>();
  readonly skipped: RunReport['skipped'] = [];
  blocked: RunReport['blocked'] = null;
  interrupted = false;
  readonly failures: string[] = [];
  readonly queue: Work[];
  /** Sends found during the run (the rest of a journaled chunk, refits): they go first. */
  readonly extra: Work[] = [];
  /** Jobs journaled by this run: their bodies stay in memory until sent (or the run ends). */
  readonly preparedHere: string[] = [];
  sendersDone = false;
  wake: (() => void) | null = null;
  readonly lastProgress = new Map<string, number>();
  readonly pollAt = new Map<string, number>();
  preparing: Promise<void> | null = null;
  chunksPrepared = 0;

  constructor(work: Work[], readonly batchIds: string[], readonly signal: AbortSignal | undefined, pollIds: string[]) {
    this.queue = [...work];
    this.runJobs = new Set(pollIds);
  }

  poke(): void {
    const w = this.wake;
    this.wake = null;
    w?.();
  }
}

/** A chunk of drafts being built (see Publisher.#prepareChunk). */
interface ChunkBuild {
  readonly items: Array<Extract<Work, { kind: 'prepare' }>>;
  readonly signal: AbortSignal | undefined;
  /** The next item a build worker takes. */
  next: number;
  /** Pins already read for a profile during this chunk (one read per profile, not per draft). */
  readonly pinsSeen: Map<string, ProfilePins | null>;
  readonly builds: Array<J.NewJob | { problems: Problem[] } | null>;
  readonly read: ReadonlyMap<string, PublishDraft> | undefined;
}

export class Publisher {
  readonly db: Database;
  readonly options: Readonly<PublisherOptions>;
  readonly gate: RateGate;
  readonly #hub: HubPort;
  readonly #media: MediaPort;
  readonly #drafts: DraftSource;
  readonly #workspaceId: string | null;
  readonly #contract: HubContract;
  readonly #clock: Clock;
  readonly #sleep: Sleep;
  readonly #random: () => number;
  readonly #newId: () => string;
  readonly #newKey: () => string;
  readonly #events: PublisherEvents;
  readonly #store: BodyStore | null;
  readonly #sync: JournalSync | null;
  /** A commit left for the next sync was made (a batch record) and no sync has started since. */
  #unsynced = false;
  /** Jobs a sender or poller of this process holds: never run twice at once in-process. */
  readonly #active = new Set<string>();
  #online: boolean | null = null;
  readonly #marks = new Map<string, DraftOutcomeState>();
  /** Batches a run of this process is working on (resume leaves them alone). */
  readonly #activeBatches = new Set<string>();
  readonly #bodiesToDrop: string[] = [];
  /** The last state each job was moved to by this process (saves reading it back). */
  readonly #moved = new Map<string, Job>();
  /**
   * Group commit: state changes queued by `#move`, committed together (one transaction, one row
   * update per job) when the window ends (COMMIT_WINDOW_MS), when COMMIT_MAX_WRITES are queued,
   * at once for 'unknown' and 'blocked', and before any other journal access (`#j`). 'job' events
   * go out once committed.
   */
  readonly #writes: Array<{ id: string; patch: J.JobPatch; events: J.PendingEvent[]; job: Job }> = [];
  /** Writes groups of queued changes in one transaction (made once: better-sqlite3 builds a new
   *  wrapper function, and V8 compiles it anew, for every `db.transaction(fn)` call). */
  readonly #writeGroups: (groups: ReadonlyArray<{ id: string; patch: J.JobPatch; events: J.PendingEvent[] }>) => void;
  /** Jobs with queued changes: reading one of them commits the queue first. */
  readonly #queuedJobs = new Set<string>();
  #commitScheduled = false;
  /** A failure of a scheduled commit nobody was waiting for: thrown by the next journal access. */
  #commitError: unknown = undefined;
  /**
   * The exact bodies of jobs journaled by a run of this process, until their first send (saves
   * reading them back). Their memory is the arena's: `#dropBody` gives it back, only once no call
   * of this process is sending that job (`#active`), so no byte is overwritten while on its way.
   */
  readonly #bodies = new Map<string, Buffer>();
  readonly #arena = new BodyArena();
  readonly #takeBody: BodyAlloc = (size) => this.#arena.take(size);
  /** Events written with the job's next state change (one transaction instead of two). */
  readonly #pendingEvents = new Map<string, Array<{ type: string; detail?: Record<string, unknown> }>>();
  /** Counters for the benchmarks and the CLI summary. */
  readonly stats = { publishCalls: 0, statusCalls: 0, rateLimited: 0, retries: 0 };

  constructor(deps: PublisherDeps) {
    J.assertJournal(deps.db);
    this.db = deps.db;
    this.#hub = deps.hub;
    this.#media = deps.media;
    this.#drafts = deps.drafts;
    this.#workspaceId = deps.workspaceId ?? null;
    this.#contract = deps.contract ?? DEFAULT_CONTRACT;
    this.#clock = deps.clock ?? systemClock;
    this.#sleep = deps.sleep ?? realSleep;
    this.#random = deps.random ?? Math.random;
    // Time-ordered UUIDs (v7): the journal's indexes on job id and key grow at their end, so a
    // chunk of new jobs writes a few B-tree pages, not one random page each. Still unique and
    // unguessable enough for a key (74 random bits beside the time).
    this.#newId = deps.newId ?? (() => newId());
    this.#newKey = deps.newKey ?? (() => newId());
    this.#events = deps.events ?? NO_EVENTS;
    this.#store = deps.bodies !== undefined ? deps.bodies : deps.db.memory ? null : new BodyStore(join(dirname(deps.db.name), 'outbox-bodies'));
    this.#sync = deps.journalSync !== undefined ? deps.journalSync : WalSync.for(deps.db);
    this.options = Object.freeze({ ...DEFAULT_OPTIONS, ...deps.options });
    this.gate = new RateGate(this.#clock, this.#sleep);
    const db = deps.db;
    this.#writeGroups = db.transaction((groups: ReadonlyArray<{ id: string; patch: J.JobPatch; events: J.PendingEvent[] }>) => {
      for (const g of groups) J.writeMerged(db, g.id, g.patch, g.events);
    });
  }

  // ------------------------------------------------------------------ public API

  /**
   * For a UI: records the batch (durably) and returns its progress at once; the run goes on in the
   * background and reports through the events ('job', 'batch', 'connectivity'). `done` settles
   * with the report (it never rejects: a failure is reported as an interrupted run).
   */
  async enqueue(input: PublishRequestInput, run: RunOptions = {}): Promise<{ batch: BatchProgress | null; done: Promise<RunReport> }> {
    const prepared = this.#recordBatch(input);
    if (!prepared) return { batch: null, done: Promise.resolve({ batchIds: [], jobs: [], skipped: [], blocked: null, interrupted: false }) };
    // The caller is told the batch is recorded: it is on disk first.
    await this.#syncOrRelease(prepared.batchId);
    const done = this.#run(prepared.work, [prepared.batchId], run).catch((): RunReport => ({ batchIds: [prepared.batchId], jobs: [], skipped: [], blocked: null, interrupted: true }));
    return { batch: this.batchProgress(prepared.batchId), done };
  }

  /** Records a batch (drafts, a campaign, or --all) and runs it. */
  async publish(input: PublishRequestInput, run: RunOptions = {}): Promise<RunReport> {
    // The batch's commit is made durable by the run's first sync (its first chunk's, before any
    // call: an fsync of the WAL covers every commit made before it), or at the run's end.
    const prepared = this.#recordBatch(input);
    if (!prepared) return { batchIds: [], jobs: [], skipped: [], blocked: null, interrupted: false };
    const report = await this.#run(prepared.work, [prepared.batchId], run);
    return { ...report, skipped: [...prepared.held, ...report.skipped] }; // outcomes (issue 22): held drafts are answered too
  }

  /**
   * Validates the request and records the batch (its drafts, in order); null when empty. Durable
   * at once (synchronous=FULL) without a WalSync; with one, the commit is left for the caller's
   * next `#syncJournal` (an fsync on the thread pool, not on this thread).
   */
  #recordBatch(input: PublishRequestInput): { batchId: string; work: Work[]; held: RunReport['skipped'] } | null {
    const ids: string[] = [];
    let kind: J.BatchKind = 'drafts';
    if (input.draftIds?.length) ids.push(...input.draftIds);
    if (input.campaignId !== undefined) {
      kind = 'campaign';
      if (!this.#drafts.campaignDrafts) throw new PublisherError('draft_not_found', 'campaigns are not available here');
      ids.push(...this.#drafts.campaignDrafts(input.campaignId));
    }
    if (input.all) {
      kind = 'all';
      const live = J.draftsWithLiveJobs(this.#j);
      ids.push(...this.#drafts.publishable().filter((id) => !live.has(id)));
    }
    const unique = [...new Set(ids)];
    // Every id must be a draft before anything is recorded; the drafts themselves are read chunk by
    // chunk as they are prepared (a 2,000-draft batch starts sending without reading 2,000 drafts first).
    const known = this.#drafts.existing?.(unique);
    const drafts = new Map<string, PublishDraft>();
    for (const id of unique) {
      if (known) {
        if (!known.has(id)) throw new PublisherError('draft_not_found', `no draft ${id}`);
        continue;
      }
      const d = this.#drafts.get(id);
      if (!d) throw new PublisherError('draft_not_found', `no draft ${id}`);
      drafts.set(id, d);
    }
    if (unique.length === 0) return null;
    const batch = J.createBatch(this.#j, { id: this.#newId(), workspaceId: this.#workspaceId, kind, draftIds: unique, options: input.campaignId ? { campaignId: input.campaignId } : {} }, this.#now(), this.#sync ? 'caller' : 'full');
    const work: Work[] = [];
    // outcomes (issue 22): drafts already sent are held back (skipped, with their earlier outcome) unless `again`.
    const held = holdBatch(this.#j, batch.id, unique, { again: input.again === true });
    for (let position = 0; position < unique.length; position++) {
      const draftId = unique[position]!;
      if (!held.has(draftId)) work.push({ kind: 'prepare', batchId: batch.id, position, draftId, draft: drafts.get(draftId) });
    }
    this.#activeBatches.add(batch.id); // from its first moment, resume leaves it to this run
    if (this.#sync) this.#unsynced = true;
    return { batchId: batch.id, work, held: [...held.values()] };
  }

  /**
   * Continues everything unfinished of this workspace: drafts of open batches not yet journaled,
   * jobs in prepared / sending / retrying / blocked (with their recorded key and bytes), and,
   * with `wait`, the polls of awaiting and status-known unknown jobs.
   */
  async resume(run: RunOptions & { unblock?: boolean } = {}): Promise<RunReport> {
    const now = this.#now();
    const unblock = run.unblock ?? true;
    J.pruneFinalBodies(this.#j);
    // Batches another run of this process is working on are left to it.
    const batches = J.listBatches(this.#j, { states: unblock ? ['open', 'blocked'] : ['open'], workspaceId: this.#workspaceId }).filter((b) => !this.#activeBatches.has(b.id));
    const work: Work[] = [];
    for (const b of batches) {
      if (b.state === 'blocked') J.setBatchState(this.#j, b.id, 'open', now);
      for (const it of J.batchItems(this.#j, b.id, 'pending')) work.push({ kind: 'prepare', batchId: b.id, position: it.position, draftId: it.draftId });
    }
    const jobs = J.listJobs(this.#j, { states: unblock ? ['prepared', 'sending', 'retrying', 'blocked'] : ['prepared', 'sending', 'retrying'], workspaceId: this.#workspaceId, oldestFirst: true })
      .filter((j) => !this.#active.has(j.id));
    for (const job of jobs) {
      if (job.state === 'blocked') this.#unblock(job);
      work.push({ kind: 'send', jobId: job.id });
    }
    // Jobs read from the journal may have been committed by another process moments ago, its own
    // fsync still under way: none is sent before the journal is durable (wal-sync.ts).
    if (work.some((w) => w.kind === 'send')) await this.#syncJournal();
    const pollable = J.listJobs(this.#j, { states: ['awaiting', 'unknown'], workspaceId: this.#workspaceId, oldestFirst: true })
      .filter((j) => j.state === 'awaiting' || (j.supersededBy === null && (j.requestId !== null || j.hubJobId !== null) && j.nextAt !== null));
    return this.#run(work, batches.map((b) => b.id), run, pollable.map((j) => j.id));
  }

  /** A NEW job (new key) for the channels of a final job that did not succeed. */
  async retryFailedChannels(jobId: string, run: RunOptions = {}): Promise<Job> {
    const job = J.getJob(this.#j, jobId);
    if (job.state !== 'done') throw new PublisherError('invalid_state', `job ${jobId} is ${job.state}; only a finished job's failed channels can be retried`);
    const failed = (job.outcomes ?? []).filter((o) => o.success === false).map((o) => o.channel).filter((c) => job.platforms.includes(c));
    if (failed.length === 0) throw new PublisherError('nothing_to_retry', `job ${jobId} has no failed channels`);
    if (job.supersededBy) throw new PublisherError('invalid_state', `job ${jobId}'s failed channels were already retried as job ${job.supersededBy}`);
    const draft = job.draftId ? this.#drafts.get(job.draftId) : undefined;
    const built = draft
      ? await this.#buildJob(draft, { platforms: failed, reason: 'retry_channels', parentJobId: job.id, batchId: null, budgetBytes: this.options.budgetBytes }, run.signal)
      : this.#rebuildFromJob(job, failed, 'retry_channels');
    if ('problems' in built) throw new PublisherError('invalid_state', `the draft cannot be sent: ${built.problems.filter((p) => p.severity === 'error').map((p) => p.message).join('; ')}`);
    const { child: prepared } = await this.#insertChild(built, job, {}, 'retried_channels', { newJobId: built.id, channels: failed });
    const report = await this.#run([{ kind: 'send', jobId: prepared.id }], [], run);
    return report.jobs.find((j) => j.id === prepared.id) ?? J.getJob(this.#j, prepared.id);
  }

  /**
   * The user's decision to send again a post whose outcome is unknown (upstream_timeout) or whose
   * same-key retries were exhausted: reads status first, waits the settle period, then sends the
   * SAME bytes under a NEW key as a new job. The old job is cancelled and points to the new one.
   */
  async resendUnknown(jobId: string, run: RunOptions = {}): Promise<Job> {
    let job = J.getJob(this.#j, jobId);
    const exhausted = job.state === 'done' && job.lastError?.code === 'retries_exhausted';
    if (job.state !== 'unknown' && !exhausted) throw new PublisherError('invalid_state', `job ${jobId} is ${job.state}; only an unknown outcome (or exhausted retries) can be resent`);
    if (job.supersededBy) throw new PublisherError('invalid_state', `job ${jobId} was already resent as ${job.supersededBy}`);
    if (job.state === 'unknown' && (job.requestId || job.hubJobId)) {
      job = await this.#pollOnce(job, run.signal);
      if (job.state !== 'unknown') return job; // the status said what became of it: no resend
    }
    const since = job.sentAt ?? job.updatedAt;
    const wait = since + this.options.settleMs - this.#now();
    if (wait > 0) await this.#sleep(wait, run.signal);
    const loc = J.bodyLocation(this.#j, job.id);
    const body = await this.#bodyAt(job, loc);
    let built: J.NewJob;
    if (body) {
      // The same request: its photos stay where they are kept (or its whole body, for a job from before photo packs).
      built = {
        id: this.#newId(), batchId: null, draftId: job.draftId, workspaceId: job.workspaceId, idempotencyKey: this.#newKey(),
        reason: 'resend', parentJobId: job.id, platforms: job.platforms, fields: job.fields, photos: job.photos,
        contentType: job.contentType, body, bodySha256: job.bodySha256, budgetBytes: job.budgetBytes, scheduledAt: job.scheduledAt,
        ...(loc && 'ref' in loc ? { bodyRef: { pack: loc.ref.pack, offset: loc.ref.offset } } : {}),
      };
    } else {
      const draft = job.draftId ? this.#drafts.get(job.draftId) : undefined;
      if (!draft) throw new PublisherError('body_missing', `job ${jobId} has no stored body and its draft is gone`);
      const b = await this.#buildJob(draft, { platforms: job.platforms, reason: 'resend', parentJobId: job.id, batchId: null, budgetBytes: job.budgetBytes ?? undefined }, run.signal);
      if ('problems' in b) throw new PublisherError('invalid_state', 'the draft no longer passes preflight');
      built = b;
    }
    const { child: fresh } = await this.#insertChild(built, job, job.state === 'unknown' ? { state: 'cancelled', nextAt: null } : {}, 'resent', { newJobId: built.id, newKey: built.idempotencyKey });
    const report = await this.#run([{ kind: 'send', jobId: fresh.id }], [], run);
    return report.jobs.find((j) => j.id === fresh.id) ?? J.getJob(this.#j, fresh.id);
  }

  /**
   * For a long-lived shell (the app): keeps every unfinished job of this workspace going — sends
   * waiting jobs, polls awaiting ones — until stopped. Blocked batches wait for the user (an
   * explicit `resume()`), so a refused key is not retried on a timer. `stop()` drains: in-flight
   * calls are abandoned and their jobs keep their keys for the next start.
   */
  start(opts: { idleMs?: number } = {}): { stop(): Promise<void> } {
    const ac = new AbortController();
    const idle = opts.idleMs ?? 30_000;
    const loop = (async () => {
      while (!ac.signal.aborted) {
        try {
          await this.resume({ wait: true, signal: ac.signal, unblock: false });
        } catch {
          // A failure of one round (e.g. a draft gone) must not stop the loop; the journal has the state.
        }
        await this.#sleep(idle, ac.signal).catch(() => undefined);
      }
    })();
    return {
      stop: async () => {
        ac.abort(new Error('publisher stopped'));
        await loop;
      },
    };
  }

  /** Withdraws a job that has not gone out (prepared, retrying, blocked) or an unknown one. */
  cancel(jobId: string): Job {
    const job = J.getJob(this.#j, jobId);
    if (!['prepared', 'retrying', 'blocked', 'unknown'].includes(job.state) || this.#active.has(jobId))
      throw new PublisherError('invalid_state', `job ${jobId} is ${job.state}${this.#active.has(jobId) ? ' and being sent' : ''}; it cannot be cancelled`);
    const cancelled = this.#move(job, { state: 'cancelled', nextAt: null }, 'cancelled');
    this.#commit();
    this.#flushMarks(); // outcomes (issue 22): the draft's state says cancelled at once
    return cancelled;
  }

  job(id: string): Job {
    return J.getJob(this.#j, id);
  }
  jobs(q: J.JobQuery = {}): Job[] {
    return J.listJobs(this.#j, { workspaceId: this.#workspaceId, ...q });
  }
  events(jobId: string): J.JobEvent[] {
    return J.jobEvents(this.#j, jobId);
  }
  batchProgress(batchId: string): BatchProgress {
    const c = J.batchCounts(this.#j, batchId);
    const total = Object.values(c.items).reduce((a, b) => a + b, 0);
    return { id: batchId, total, pending: c.items.pending ?? 0, skipped: c.items.skipped ?? 0, byState: c.jobs as BatchProgress['byState'] };
  }

  // ------------------------------------------------------------------ the run

  async #run(work: Work[], batchIds: string[], run: RunOptions, pollIds: string[] = []): Promise<RunReport> {
    for (const id of batchIds) this.#activeBatches.add(id);
    // The journal's syncs of this run (one a chunk) reuse one open WAL descriptor.
    const release = this.#sync?.hold?.();
    try {
      const report = await this.#runInner(work, batchIds, run, pollIds);
      // A batch record no chunk's sync covered (every draft skipped, or none journaled).
      if (this.#unsynced) await this.#syncJournal();
      return report;
    } finally {
      for (const id of batchIds) this.#activeBatches.delete(id);
      await release?.();
    }
  }

  async #runInner(work: Work[], batchIds: string[], run: RunOptions, pollIds: string[]): Promise<RunReport> {
    const rs = new RunState(work, batchIds, run.signal, pollIds);
    for (const j of J.listJobs(this.#j, { ids: pollIds })) this.#track(rs, j);
    const senders: Array<Promise<void>> = [];
    for (let i = 0; i < Math.max(1, this.options.concurrency); i++) senders.push(this.#sender(rs));
    const polling = run.wait ? this.#poller(rs) : Promise.resolve();
    try {
      try {
        await Promise.all(senders);
      } finally {
        rs.sendersDone = true;
        rs.poke();
      }
      await polling;
    } finally {
      // Also when the run fails: no body of it stays held. A job a call of this process is still
      // sending keeps its body: that call's sender drops it when the call returns.
      for (const id of rs.preparedHere) if (!this.#active.has(id)) this.#dropBody(id);
    }
    this.#flushMarks();
    this.#moved.clear();
    if (rs.signal?.aborted) rs.interrupted = true;
    for (const id of batchIds) {
      const b = J.getBatch(this.#j, id);
      if (b.state === 'open' && J.batchItems(this.#j, id, 'pending').length === 0) J.setBatchState(this.#j, id, 'closed', this.#now());
      this.#progress(rs, id, true);
    }
    // Jobs this run left as they are in the journal (every change went through #move or a durable
    // write); only the others (touched by a failure of ours) are read back.
    const order = J.jobOrder(this.#j, [...rs.runJobs]);
    const read = new Map(J.listJobs(this.db, { ids: order.filter((id) => !rs.latest.has(id)) }).map((j) => [j.id, j]));
    const jobs = order.map((id) => rs.latest.get(id) ?? read.get(id)).filter((j): j is Job => j !== undefined);
    await this.#prunePacks();
    return { batchIds, jobs, skipped: rs.skipped, blocked: rs.blocked, interrupted: rs.interrupted, failures: rs.failures };
  }

  /** The poller's schedule, kept in memory and fed by every answer (the journal holds the same
   *  next_at, so a restart rebuilds it): no table scan per poll round. */
  #track(rs: RunState, j: Job): void {
    if ((j.state === 'awaiting' || j.state === 'unknown') && j.nextAt !== null && j.supersededBy === null && (j.requestId !== null || j.hubJobId !== null)) rs.pollAt.set(j.id, j.nextAt);
    else rs.pollAt.delete(j.id);
  }

  /** Batch progress is emitted at most every PROGRESS_MS per batch (and at the end): counting a
   *  2,000-post batch after every answer would cost more than sending it. */
  #progress(rs: RunState, batchId: string | null, force = false): void {
    if (!batchId) return;
    const now = Date.now();
    if (!force && now - (rs.lastProgress.get(batchId) ?? 0) < PROGRESS_MS) return;
    rs.lastProgress.set(batchId, now);
    this.#flushMarks();
    this.#events.emit('batch', this.batchProgress(batchId));
  }

  #handleBlock(rs: RunState, b: { code: string; message: string }): void {
    if (!rs.blocked) rs.blocked = b;
    for (const id of rs.batchIds) J.setBatchState(this.#j, id, 'blocked', this.#now(), b);
  }

  /**
   * Preparing runs AHEAD of sending: one chunk of drafts at a time is preflighted, fitted (its
   * drafts concurrently), made durable (pack, then the commit and its WAL fsync) and queued for
   * the senders, started while the senders still have a chunk's worth of work, so the Hub is
   * never left waiting for a durable write. The first chunk is small so the first post goes out soon.
   */
  #prepareNext(rs: RunState): Promise<void> {
    if (rs.preparing) return rs.preparing;
    // The account cannot publish now: the drafts stay pending in their batch for resume.
    if (rs.blocked) return Promise.resolve();
    const chunk: Array<Extract<Work, { kind: 'prepare' }>> = [];
    const size = rs.chunksPrepared === 0 ? Math.max(1, this.options.concurrency) : PREPARE_CHUNK;
    while (chunk.length < size && rs.queue[0]?.kind === 'prepare') chunk.push(rs.queue.shift() as Extract<Work, { kind: 'prepare' }>);
    if (chunk.length === 0) return Promise.resolve();
    rs.chunksPrepared++;
    rs.preparing = this.#prepareStep(rs, chunk);
    return rs.preparing;
  }

  async #prepareStep(rs: RunState, chunk: Array<Extract<Work, { kind: 'prepare' }>>): Promise<void> {
    try {
      const prepared = await this.#prepareChunk(chunk, rs.signal);
      for (const sk of prepared.skipped) {
        rs.skipped.push(sk);
        this.#progress(rs, sk.batchId);
      }
      for (const id of prepared.jobIds) {
        rs.preparedHere.push(id);
        rs.extra.push({ kind: 'send', jobId: id });
      }
    } catch (err) {
      // A failure of ours: the chunk's drafts stay pending in their batch for the next resume.
      if (!rs.signal?.aborted) {
        rs.interrupted = true;
        rs.failures.push(describeError(err));
      }
    } finally {
      rs.preparing = null;
    }
  }

  #lookAhead(rs: RunState): void {
    if (!rs.preparing && !rs.blocked && !rs.signal?.aborted && rs.extra.length <= PREPARE_CHUNK && rs.queue[0]?.kind === 'prepare') void this.#prepareNext(rs);
  }

  /** One send. A failure of ours (not the Hub's) stops only this item: its job keeps its state
   *  and key for the next resume, and the run says so. */
  async #handleItem(rs: RunState, jobId: string): Promise<void> {
    if (rs.blocked) {
      // The account cannot publish now: journaled jobs wait as blocked.
      const j = J.findJob(this.#j, jobId);
      if (j) {
        rs.runJobs.add(j.id);
        rs.latest.set(j.id, SENDABLE_STATES.includes(j.state) && j.state !== 'sending' ? this.#move(j, { state: 'blocked', lastError: rs.blocked }, 'batch_blocked') : j);
      }
      return;
    }
    if (this.#active.has(jobId)) return;
    rs.runJobs.add(jobId);
    this.#active.add(jobId);
    try {
      const outcome = await this.#send(jobId, rs.signal);
      if (outcome.blocked) this.#handleBlock(rs, outcome.blocked);
      if (outcome.refit) {
        rs.runJobs.add(outcome.refit);
        rs.extra.push({ kind: 'send', jobId: outcome.refit });
      }
      if (outcome.interrupted) rs.interrupted = true;
    } finally {
      this.#active.delete(jobId);
      this.#dropBody(jobId);
      const left = this.#pendingEvents.get(jobId);
      if (left) {
        this.#pendingEvents.delete(jobId);
        for (const e of left) J.appendEvent(this.#j, jobId, this.#now(), e.type, e.detail);
      }
    }
    const j = this.#moved.get(jobId) ?? this.#readJob(jobId);
    this.#moved.delete(jobId);
    rs.latest.set(jobId, j);
    this.#progress(rs, j.batchId);
    this.#track(rs, j);
    if (rs.pollAt.has(j.id)) rs.poke();
  }

  async #sender(rs: RunState): Promise<void> {
    for (;;) {
      if (rs.signal?.aborted) return;
      this.#lookAhead(rs);
      let item = rs.extra.shift();
      if (!item) {
        if (rs.preparing) {
          await rs.preparing;
          continue;
        }
        if (rs.queue[0]?.kind === 'prepare') {
          if (rs.blocked) rs.queue.shift(); // stays pending in its batch
          else await this.#prepareNext(rs);
          continue;
        }
        item = rs.queue.shift();
        if (!item) return;
      }
      if (item.kind !== 'send') continue; // unreachable: prepare items are taken by #prepareNext
      try {
        await this.#handleItem(rs, item.jobId);
      } catch (err) {
        if (rs.signal?.aborted) return;
        rs.interrupted = true;
        rs.failures.push(describeError(err));
        if (J.findJob(this.#j, item.jobId)) J.appendEvent(this.#j, item.jobId, this.#now(), 'internal_error', { message: describeError(err) });
      }
    }
  }

  async #poller(rs: RunState): Promise<void> {
    const signal = rs.signal;
    for (;;) {
      if (signal?.aborted) return;
      const now = this.#now();
      // Waiting ends when nothing is due within the horizon (a post scheduled for next week stays
      // awaiting in the journal; a later resume or the app's background loop reads it then).
      if (rs.sendersDone && [...rs.pollAt.values()].every((at) => at > now + this.options.waitHorizonMs)) return;
      const due = [...rs.pollAt].filter(([id, at]) => at <= now && !this.#active.has(id)).map(([id]) => id);
      if (due.length > 0) {
        await pool(due, this.options.concurrency, async (id) => {
          if (signal?.aborted) return;
          this.#active.add(id);
          try {
            const after = await this.#pollOnce(this.#readJob(id), signal);
            rs.latest.set(id, after);
            this.#track(rs, after);
            this.#progress(rs, after.batchId);
          } catch (err) {
            // A failure of ours: this job is left for the next start (its next_at is in the journal).
            rs.pollAt.delete(id);
            rs.interrupted = true;
            rs.failures.push(describeError(err));
          } finally {
            this.#active.delete(id);
          }
        });
        continue;
      }
      const next = Math.min(...rs.pollAt.values());
      const ms = Number.isFinite(next) ? Math.max(0, next - now) : 60_000;
      const ac = new AbortController();
      const onAbort = (): void => ac.abort();
      signal?.addEventListener('abort', onAbort, { once: true });
      rs.wake = () => ac.abort();
      try {
        await this.#sleep(ms, ac.signal);
      } catch {
        // woken early: a job became pollable, the senders finished, or the run was stopped
      } finally {
        signal?.removeEventListener('abort', onAbort);
        rs.wake = null;
      }
    }
  }

  // ------------------------------------------------------------------ prepare

  /** Drafts of batches, prepared together and journaled in one durable commit. */
  async #prepareChunk(items: Array<Extract<Work, { kind: 'prepare' }>>, signal?: AbortSignal): Promise<{ jobIds: string[]; skipped: RunReport['skipped'] }> {
    const ready: Array<{ job: J.NewJob; item: { batchId: string; position: number } }> = [];
    const skipped: RunReport['skipped'] = [];
    // The chunk's drafts not read yet, in one read.
    const unread: string[] = [];
    for (const it of items) if (!it.draft) unread.push(it.draftId);
    const c: ChunkBuild = {
      items, signal, next: 0, pinsSeen: new Map(), builds: new Array<ChunkBuild['builds'][number]>(items.length).fill(null),
      read: unread.length > 1 ? this.#drafts.getMany?.(unread) : undefined,
    };
    // The chunk's drafts are fitted concurrently (media work runs off this thread), kept in order.
    const workers: Array<Promise<void>> = [];
    for (let w = 0; w < Math.max(1, Math.min(this.options.concurrency, items.length)); w++) workers.push(this.#buildWorker(c));
    await Promise.all(workers);
    if (signal?.aborted) {
      for (const b of c.builds) if (b && 'body' in b) this.#arena.give(b.body);
      return { jobIds: [], skipped };
    }
    for (let i = 0; i < items.length; i++) {
      const it = items[i]!;
      const built = c.builds[i];
      if (!built) continue;
      if ('problems' in built) {
        J.skipItem(this.#j, it.batchId, it.position, built.problems);
        skipped.push({ batchId: it.batchId, draftId: it.draftId, problems: built.problems });
        this.#mark(it.draftId, 'failed');
      } else ready.push({ job: built, item: { batchId: it.batchId, position: it.position } });
    }
    if (ready.length === 0) return { jobIds: [], skipped };
    let jobs: Job[];
    try {
      const newJobs: J.NewJob[] = [];
      for (const r of ready) newJobs.push(r.job);
      const packs = await this.#storeBodies(newJobs);
      // The chunk's insert and commit are the longest piece of main-thread work a run does:
      // after this turn's requests are written, not before them (see #yieldTurn).
      await this.#yieldTurn();
      try {
        jobs = J.insertJobs(this.#j, ready, this.#now(), this.#sync ? 'caller' : 'full');
      } finally {
        this.#store?.settled(packs);
      }
      // Durable before any of them can be sent (a failure here leaves them prepared for a resume,
      // which syncs again before sending, with bodies rebuilt from the journal).
      await this.#syncJournal();
    } catch (e) {
      for (const r of ready) this.#arena.give(r.job.body);
      throw e;
    }
    const inserted = new Set<string>();
    for (const j of jobs) inserted.add(j.id);
    for (const r of ready) {
      if (inserted.has(r.job.id)) this.#bodies.set(r.job.id, r.job.body);
      else this.#arena.give(r.job.body); // its draft was journaled meanwhile by another run: never sent
    }
    const jobIds: string[] = [];
    for (const j of jobs) {
      this.#moved.set(j.id, j);
      this.#events.emit('job', j);
      if (j.draftId) this.#mark(j.draftId, 'queued');
      jobIds.push(j.id);
    }
    return { jobIds, skipped };
  }

  /**
   * A yield between pieces of a chunk's work. While calls are in flight it waits for the next
   * turn's timers phase rather than for setImmediate: undici writes the next request of a reused
   * keep-alive socket from a setImmediate (its idle-socket check, GHSA-35p6-xmwp-9g52), so work
   * resumed by setImmediate earlier would run BEFORE every request of that turn went out, with
   * the Hub waiting (test/bench/README.md, tenth session: 0.83 → 0.92 on loopback). With no call
   * in flight nothing waits on this thread: the quickest yield.
   */
  #yieldTurn(): Promise<void> {
    return new Promise((r) => {
      if (this.gate.inFlight > 0) setTimeout(r, 0);
      else setImmediate(r);
    });
  }

  async #buildWorker(c: ChunkBuild): Promise<void> {
    while (c.next < c.items.length) await this.#buildItem(c, c.next++);
  }

  async #buildItem(c: ChunkBuild, i: number): Promise<void> {
    const it = c.items[i]!;
    // Let answers that arrived meanwhile be read between drafts: a chunk built in one go would
    // keep the Hub waiting for its next request (the senders' sockets are served by this thread).
    if (i > 0 && i % 4 === 0) await this.#yieldTurn();
    if (c.signal?.aborted) return;
    const draft = it.draft ?? (c.read ? c.read.get(it.draftId) : this.#drafts.get(it.draftId));
    it.draft = undefined; // (not `delete`: that would turn every work item into a slow dictionary object)
    if (!draft) {
      c.builds[i] = { problems: [{ severity: 'error', code: 'draft_missing', channel: null, field: null, message: `draft ${it.draftId} no longer exists` }] };
      return;
    }
    try {
      c.builds[i] = await this.#buildJob(draft, { platforms: draft.platforms, reason: 'publish', parentJobId: null, batchId: it.batchId, budgetBytes: this.options.budgetBytes, alloc: this.#takeBody }, c.signal, c.pinsSeen);
    } catch (err) {
      if (c.signal?.aborted) return;
      c.builds[i] = { problems: [{ severity: 'error', code: 'media_failed', channel: null, field: 'photos', message: `media could not be prepared: ${describeError(err)}` }] };
    }
  }

  /** Preflight, fit and build one job's exact request (not journaled yet). */
  async #buildJob(
    draft: PublishDraft,
    o: { platforms: string[]; reason: JobReason; parentJobId: string | null; batchId: string | null; budgetBytes: number | undefined; alloc?: BodyAlloc },
    signal?: AbortSignal,
    /** Pins already read for a profile during this chunk (one read per profile, not per draft). */
    pinsSeen?: Map<string, ProfilePins | null>,
  ): Promise<J.NewJob | { problems: Problem[] }> {
    const scoped: PublishDraft = { ...draft, platforms: o.platforms };
    let pins: ProfilePins | null = null;
    if (draft.profile_id) {
      const known = pinsSeen?.get(draft.profile_id);
      pins = known !== undefined ? known : (this.#drafts.pins?.(draft.profile_id) ?? null);
      pinsSeen?.set(draft.profile_id, pins);
    }
    const problems = preflight(scoped, pins, this.#contract);
    if (hasErrors(problems)) return { problems };
    const urlPhotos = draft.photos.filter((p) => p.source === 'url' && p.url).map((p) => p.url as string);
    const baseFields = publishFields(draft, urlPhotos, o.platforms) as PublishFields;
    const fitted = await this.#media.fit(draft.photos, baseFields, o.budgetBytes, signal);
    if (fitted.errors.length > 0) {
      return { problems: fitted.errors.map((e) => ({ severity: 'error', code: 'media_failed', channel: null, field: 'photos', message: `photo ${e.id}: ${e.message}` })) };
    }
    const fields = publishFields(draft, fitted.photoUrls, o.platforms) as PublishFields;
    const built = buildPublishBody({ fields, photos: fitted.photos }, this.#contract, o.alloc); // fitted photos carry their sha256
    return {
      id: this.#newId(), batchId: o.batchId, draftId: draft.id, workspaceId: this.#workspaceId, idempotencyKey: this.#newKey(),
      reason: o.reason, parentJobId: o.parentJobId, platforms: o.platforms, fields,
      photos: fitted.photos.map((p) => ({ filename: p.filename, contentType: p.contentType, sha256: p.sha256, bytes: p.bytes.length })),
      contentType: built.contentType, body: built.body, bodySha256: built.digest, photoBytes: fitted.photos.map((p) => p.bytes),
      budgetBytes: o.budgetBytes ?? null, scheduledAt: draft.scheduled_at,
    };
  }

  /** Without a draft: the recorded fields narrowed to some channels (JSON bodies only; not journaled yet). */
  #rebuildFromJob(job: Job, platforms: string[], reason: JobReason): J.NewJob | { problems: Problem[] } {
    if (job.photos.length > 0) return { problems: [{ severity: 'error', code: 'draft_missing', channel: null, field: 'photos', message: 'the draft is gone and its photos were not kept' }] };
    const fields = { ...job.fields, platforms } as PublishFields;
    const built = buildPublishBody({ fields, photos: [] }, this.#contract);
    return {
      id: this.#newId(), batchId: null, draftId: job.draftId, workspaceId: job.workspaceId, idempotencyKey: this.#newKey(), reason,
      parentJobId: job.id, platforms, fields, photos: [], contentType: built.contentType, body: built.body, bodySha256: built.digest,
      budgetBytes: null, scheduledAt: job.scheduledAt,
    };
  }

  // ------------------------------------------------------------------ send

  async #send(jobId: string, signal?: AbortSignal): Promise<{ blocked?: { code: string; message: string }; refit?: string; interrupted?: boolean }> {
    let offlineSince: number | null = null;
    let first = true;
    for (;;) {
      // A job this run journaled or moved moments ago is known without reading it back; after a
      // wait it is read again (another process may have cancelled it meanwhile).
      let job = (first ? this.#moved.get(jobId) : undefined) ?? this.#readJob(jobId);
      first = false;
      if (!SENDABLE_STATES.includes(job.state)) return {};
      const waited = this.gate.open ? false : await this.gate.wait(signal).catch(() => true);
      if (signal?.aborted) return { interrupted: true };
      if (waited) {
        job = this.#readJob(jobId);
        if (!SENDABLE_STATES.includes(job.state)) return {}; // cancelled while waiting
      }
      // The bytes journaled moments ago are still in memory (the same Buffer the pack holds).
      const body = this.#bodies.get(jobId) ?? await this.#loadBody(job);
      if (!body) throw new PublisherError('body_missing', `job ${jobId} has no stored body`);
      if (signal?.aborted) return { interrupted: true };
      const attempt = job.attempts + 1;
      // The attempt goes into the next group commit (its key and bytes are durable already).
      job = this.#move(job, { state: 'sending', attempts: attempt, sentAt: this.#now() }, 'attempt', { attempt, key: job.idempotencyKey });
      if (!(await this.#admit(signal))) return { interrupted: true };
      this.stats.publishCalls++;
      let answer: HubAnswer;
      try {
        answer = await this.#hub.publish({ contentType: job.contentType, body }, job.idempotencyKey, signal);
      } finally {
        this.gate.release();
      }
      if (signal?.aborted && answer.kind === 'network') {
        // Stopped by the user mid-call: the job stays 'sending' and resume resends the same key.
        return { interrupted: true };
      }
      const d = decide(answer);
      const answered = summarize(answer);
      this.#pendingEvents.set(jobId, [{ type: 'answer', detail: answered }]);
      this.#connectivity(answer);
      switch (d.next) {
        case 'done':
        case 'awaiting': {
          if (answer.kind !== 'accepted') throw new Error('unreachable: a final decision without a result');
          this.#accept(job, answer.result, 'answer');
          return {};
        }
        case 'retry_after': {
          this.stats.rateLimited++;
          const ms = d.retryAfterSeconds != null ? d.retryAfterSeconds * 1000 : this.options.defaultRetryAfterMs;
          this.gate.pause(ms, true);
          this.#move(job, { state: 'retrying', nextAt: this.#now() + ms, lastError: err(d) }, 'rate_limited', { retryAfterMs: ms });
          continue; // the gate holds every sender until then; same key, same bytes
        }
        case 'retry_same_key': {
          this.stats.retries++;
          const net = answer.kind === 'network';
          let delay: number;
          if (net) {
            offlineSince ??= this.#now();
            if (this.#now() - offlineSince > this.options.maxOfflineMs) {
              this.#move(job, { state: 'retrying', nextAt: this.#now(), lastError: err(d) }, 'offline_wait_over');
              return { interrupted: true };
            }
            delay = backoffDelay(Math.min(attempt + 1, 30), this.options.offlineBackoff, this.#random());
            // The Hub cannot be reached at all: that holds for every sender, so the whole batch waits
            // (one burst per interval instead of each sender probing on its own clock).
            if (answer.kind === 'network' && !answer.maybeDelivered) this.gate.pause(delay);
          } else {
            offlineSince = null;
            // Earlier 5xx answers of this key (in the journal) and this one (written with the next change).
            const sameKeyFailures = J.jobEvents(this.#j, jobId).filter((e) => e.type === 'answer' && e.detail?.retryable === 'same_key_5xx').length
              + (answered.retryable === 'same_key_5xx' ? 1 : 0);
            if (d.code === 'idempotency_in_progress') {
              // The Hub says a call with this key is still running. Bounded: a key that stays "in
              // progress" is reported unknown (the post may go out); a resend is the user's call.
              const inProgress = J.jobEvents(this.#j, jobId).filter((e) => e.type === 'answer' && e.detail?.code === 'idempotency_in_progress').length + 1;
              if (inProgress >= this.options.maxInProgressWaits) {
                this.#move(job, { state: 'unknown', nextAt: null, lastError: { code: 'idempotency_in_progress', message: `the Hub still reports this key in progress after ${inProgress} waits: the post may still go out. Check the channel; you can resend it as a new post (new key).` } }, 'unknown_outcome');
                return {};
              }
            } else if (sameKeyFailures >= this.options.maxSameKeyAttempts) {
              this.#move(job, { state: 'done', hubStatus: null, nextAt: null, lastError: { code: 'retries_exhausted', message: `${d.code ?? 'error'} kept coming back after ${sameKeyFailures} tries with the same key: ${d.message ?? ''}. You can resend it as a new post (new key).` }, finalAt: this.#now() }, 'retries_exhausted', undefined, true);
              if (job.draftId) this.#mark(job.draftId, 'failed');
              return {};
            }
            delay = d.code === 'idempotency_in_progress'
              ? Math.round(this.options.inProgressWaitMs * (0.5 + this.#random()))
              : backoffDelay(sameKeyFailures + 1, this.options.retryBackoff, this.#random());
            if (d.retryAfterSeconds != null) delay = Math.max(delay, d.retryAfterSeconds * 1000);
          }
          this.#move(job, { state: 'retrying', nextAt: this.#now() + delay, lastError: err(d) }, 'retry_scheduled', { delayMs: delay });
          try {
            await this.#sleep(delay, signal);
          } catch {
            return { interrupted: true };
          }
          continue;
        }
        case 'unknown': {
          // Never resend blind: status first (when the Hub gave us something to ask with).
          const ids: { request_id?: string; job_id?: string } = answer.kind === 'accepted'
            ? { ...(typeof answer.result.request_id === 'string' ? { request_id: answer.result.request_id } : {}), ...(typeof answer.result.job_id === 'string' ? { job_id: answer.result.job_id } : {}) }
            : answer.kind === 'malformed' ? idsFromText(answer.bodyText) : {};
          const requestId = job.requestId ?? ids.request_id ?? null;
          const hubJobId = job.hubJobId ?? ids.job_id ?? null;
          this.#move(job, {
            state: 'unknown', requestId, hubJobId, ...(answer.kind === 'accepted' ? { result: answer.result, hubStatus: answer.result.status } : {}),
            nextAt: requestId !== null || hubJobId !== null ? this.#now() + this.options.firstPollMs : null, lastError: err(d),
          }, 'unknown_outcome');
          return {};
        }
        case 'refused': {
          this.#move(job, { state: 'refused', nextAt: null, lastError: err(d), finalAt: this.#now() }, 'refused');
          if (job.draftId) this.#mark(job.draftId, 'failed');
          return {};
        }
        case 'blocked': {
          const rule = d.code ? blockAdvice(d.code) : null;
          const block = { code: d.code ?? 'blocked', message: `${d.message ?? ''}${rule ? ` — ${rule}` : ''}` };
          this.#move(job, { state: 'blocked', nextAt: null, lastError: block }, 'blocked');
          return { blocked: block };
        }
        case 'refit': {
          return this.#refit(job, d, signal);
        }
        default:
          return assertNever(d.next, 'decision');
      }
    }
  }

  /** Plain 413: fit the media to a smaller budget and send as a NEW job (new key). */
  async #refit(job: Job, d: { code?: string; message?: string }, signal?: AbortSignal): Promise<{ refit?: string }> {
    const refits = countAncestors(this.#j, job, 'refit');
    const draft = job.draftId ? this.#drafts.get(job.draftId) : undefined;
    const budget = Math.floor(job.bodyBytes * this.options.refitFactor);
    if (!draft || refits >= this.options.maxRefits || job.photos.length === 0) {
      this.#move(job, { state: 'refused', nextAt: null, lastError: { code: 'edge_413', message: `${d.message ?? 'too large'}${refits >= this.options.maxRefits ? ` (after ${refits} smaller fits)` : ''}` }, finalAt: this.#now() }, 'refused');
      return {};
    }
    const next = await this.#buildJob(draft, { platforms: job.platforms, reason: 'refit', parentJobId: job.id, batchId: job.batchId, budgetBytes: budget }, signal);
    if ('problems' in next) {
      this.#move(job, { state: 'refused', nextAt: null, lastError: { code: 'edge_413', message: `too large, and a smaller fit failed: ${next.problems.map((p) => p.message).join('; ')}` }, finalAt: this.#now() }, 'refused');
      return {};
    }
    const { child } = await this.#insertChild(next, job, { state: 'refused', nextAt: null, lastError: { code: 'edge_413', message: `${d.message ?? 'too large'}; refitted to ${budget} bytes as job ${next.id}` }, finalAt: this.#now() }, 'refit', { newJobId: next.id, budgetBytes: budget });
    return { refit: child.id };
  }

  /** Journals a child job and marks its parent, atomically (see J.insertChildJob); emits both. */
  async #insertChild(child: J.NewJob, parent: Job, parentPatch: J.JobPatch, type: string, detail: Record<string, unknown>): Promise<{ child: Job; parent: Job }> {
    const packs = await this.#storeBodies([child]);
    try {
      return this.#insertChildNow(child, parent, parentPatch, type, detail);
    } finally {
      this.#store?.settled(packs);
    }
  }

  #insertChildNow(child: J.NewJob, parent: Job, parentPatch: J.JobPatch, type: string, detail: Record<string, unknown>): { child: Job; parent: Job } {
    const pending = this.#pendingEvents.get(parent.id);
    if (pending) {
      this.#pendingEvents.delete(parent.id);
      for (const e of pending) J.appendEvent(this.#j, parent.id, this.#now(), e.type, e.detail);
    }
    const r = J.insertChildJob(this.#j, child, parent.id, parentPatch, this.#now(), { type, detail });
    this.#moved.set(parent.id, r.parent);
    this.#events.emit('job', r.child);
    this.#events.emit('job', r.parent);
    return r;
  }

  // ------------------------------------------------------------------ poll

  /** One status read of an awaiting (or status-known unknown) job. Never reads a final job. */
  async #pollOnce(job: Job, signal?: AbortSignal): Promise<Job> {
    if (job.state !== 'awaiting' && job.state !== 'unknown') return job;
    const q: { request_id?: string; job_id?: string } = job.requestId ? { request_id: job.requestId } : job.hubJobId ? { job_id: job.hubJobId } : {};
    if (!q.request_id && !q.job_id) return job;
    if (!(await this.#admit(signal))) return job;
    this.stats.statusCalls++;
    let answer: HubAnswer;
    try {
      answer = await this.#hub.status(q, signal);
    } finally {
      this.gate.release();
    }
    if (signal?.aborted && answer.kind === 'network') return job;
    this.#connectivity(answer);
    const polls = job.polls + 1;
    if (answer.kind === 'accepted') {
      const d = decide(answer);
      if (d.next === 'done' || d.next === 'awaiting') return this.#accept({ ...job, polls }, answer.result, 'status');
    }
    if (answer.kind === 'refused' && answer.code === 'rate_limited') {
      const ms = answer.retryAfterSeconds != null ? answer.retryAfterSeconds * 1000 : this.options.defaultRetryAfterMs;
      this.gate.pause(ms, true);
      this.stats.rateLimited++;
      return this.#move(job, { polls, nextAt: this.#now() + ms }, 'status_rate_limited', { retryAfterMs: ms });
    }
    // No readable status this time: keep asking with backoff, up to a bound.
    if (polls >= this.options.maxPolls) {
      return this.#move(job, { state: 'unknown', polls, nextAt: null, lastError: { code: 'status_unavailable', message: `the status could not be read after ${polls} tries: ${describeAnswer(answer)}` } }, 'status_gave_up');
    }
    const delay = backoffDelay(polls + 1, this.options.pollBackoff, this.#random());
    return this.#move(job, { polls, nextAt: this.#now() + delay }, 'status_unreadable', { answer: summarize(answer) });
  }

  /** A readable publish result (from the call or a status read): done or awaiting. */
  #accept(job: Job, result: PublishResult, source: 'answer' | 'status'): Job {
    const final = ['completed', 'partial', 'failed'].includes(result.status);
    const outcomes = outcomesOf(result, job.platforms, this.#contract.translationMarker);
    const ids = { requestId: typeof result.request_id === 'string' ? result.request_id : job.requestId, hubJobId: typeof result.job_id === 'string' ? result.job_id : job.hubJobId };
    if (final) {
      const moved = this.#move(job, { state: 'done', hubStatus: result.status, result, outcomes, ...ids, polls: job.polls, nextAt: null, lastError: null, finalAt: this.#now() }, source === 'answer' ? 'done' : 'status_final', { status: result.status });
      if (job.draftId) this.#mark(job.draftId, result.status === 'failed' ? 'failed' : result.status === 'partial' ? 'partial' : 'published');
      return moved;
    }
    const polls = job.polls;
    let nextAt: number;
    const at = result.status === 'scheduled' && job.scheduledAt ? Date.parse(job.scheduledAt) : NaN;
    if (Number.isFinite(at) && at > this.#now()) nextAt = at + this.options.scheduledGraceMs; // read around its time
    else if (polls === 0) nextAt = this.#now() + this.options.firstPollMs;
    else nextAt = this.#now() + backoffDelay(polls + 1, this.options.pollBackoff, this.#random());
    if (!ids.requestId && !ids.hubJobId) {
      return this.#move(job, { state: 'unknown', hubStatus: result.status, result, outcomes, polls, nextAt: null, lastError: { code: 'no_status_id', message: 'the Hub accepted the post but gave no request_id or job_id to read its status with' } }, 'unknown_outcome');
    }
    return this.#move(job, { state: 'awaiting', hubStatus: result.status, result, outcomes, ...ids, polls, nextAt, lastError: null }, source === 'answer' ? 'accepted' : 'status_pending', { status: result.status });
  }

  /**
   * The rate gate's admission for one Hub call (it learns the Hub's limit): false when the run was
   * stopped meanwhile (nothing to release then). An admitted call must `gate.release()` once answered.
   */
  async #admit(signal?: AbortSignal): Promise<boolean> {
    if (!this.gate.tryAcquire() && !(await this.gate.acquire(signal).then(() => true, () => false))) return false;
    if (!signal?.aborted) return true;
    this.gate.release();
    return false;
  }

  // ------------------------------------------------------------------ bodies

  /**
   * Makes new jobs' exact requests durable before their journal commit. With a store: the photos'
   * bytes, each distinct photo once (BodyStore.writePhotos, off this thread); the row then holds
   * everything else, and the body is rebuilt from both when it must be sent again. A job that
   * continues one journaled before photo packs points at that job's whole body (`bodyRef`). A job
   * whose photos cannot be kept so (no bytes given), or any job without a store, has its body
   * journaled whole in publish_bodies with its row. Returns the packs held until the commit.
   */
  async #storeBodies(jobs: J.NewJob[]): Promise<string[]> {
    const store = this.#store;
    if (!store) return [];
    const photos: Array<{ sha256: string; bytes: Uint8Array }> = [];
    const held = new Set<string>();
    const keep: J.NewJob[] = [];
    for (const j of jobs) {
      if (j.bodyRef) held.add(j.bodyRef.pack);
      else if (allPhotosAt(j)) {
        for (let i = 0; i < j.photos.length; i++) {
          const p = j.photos[i]!;
          if (p.pack !== undefined) held.add(p.pack);
          else photos.push({ sha256: p.sha256, bytes: j.photoBytes![i]! });
        }
        keep.push(j);
      }
    }
    store.hold(held);
    let refs: Map<string, { pack: string; offset: number }>;
    try {
      refs = await store.writePhotos(photos);
    } catch (e) {
      store.settled(held);
      throw e;
    }
    for (const j of keep) {
      const placed: J.NewJob['photos'] = [];
      for (const p of j.photos) placed.push(p.pack !== undefined ? p : { ...p, ...refs.get(p.sha256)! });
      j.photos = placed;
      j.rebuildable = true;
    }
    // Each pack as often as it was held: once by this method, once by writePhotos (a pack can be both).
    const written = new Set<string>();
    for (const r of refs.values()) written.add(r.pack);
    return [...held, ...written];
  }

  /** Forgets a job's body held in memory and gives its memory back to the arena. */
  #dropBody(jobId: string): void {
    const body = this.#bodies.get(jobId);
    if (!body) return;
    this.#bodies.delete(jobId);
    this.#arena.give(body);
  }

  /** A job's exact body as journaled (checked against its hashes), or undefined once it is not needed. */
  #loadBody(job: Job): Promise<Buffer | undefined> {
    return this.#bodyAt(job, J.bodyLocation(this.#jobDb(job.id), job.id));
  }

  /**
   * The body at `loc` (where J.bodyLocation says the job's body is). `job` is the caller's copy:
   * what a rebuild reads of it (fields, photos, content type, digest, size) never changes once journaled.
   */
  async #bodyAt(job: Job, loc: ReturnType<typeof J.bodyLocation>): Promise<Buffer | undefined> {
    if (!loc) return undefined;
    if ('body' in loc) return loc.body;
    if ('ref' in loc) {
      if (!this.#store) throw new PublisherError('body_missing', `job ${job.id}'s body is in pack ${loc.ref.pack}, but this publisher has no body store`);
      return this.#store.read(loc.ref);
    }
    return this.#rebuildBody(job);
  }

  /**
   * The body of a job journaled with photo packs, rebuilt from its row and its photos (each read
   * back against its sha256), and checked against the digest journaled with it: the same bytes,
   * or a typed error, never a different request under the job's key.
   */
  async #rebuildBody(job: Job): Promise<Buffer> {
    const photos = [];
    for (const p of job.photos) {
      if (p.pack === undefined || p.offset === undefined || !this.#store) throw new PublisherError('body_missing', `job ${job.id}'s photo ${p.filename} was not kept`);
      photos.push({ filename: p.filename, contentType: p.contentType, sha256: p.sha256, bytes: await this.#store.read({ pack: p.pack, offset: p.offset, bytes: p.bytes, sha256: p.sha256 }) });
    }
    const built = buildPublishBody({ fields: job.fields as PublishFields, photos }, this.#contract);
    if (built.digest !== job.bodySha256 || built.contentType !== job.contentType || built.size !== job.bodyBytes) {
      throw new PublisherError('body_missing', `job ${job.id}'s request cannot be rebuilt byte for byte from its journal (digest ${built.digest}, journaled ${job.bodySha256})`);
    }
    return built.body;
  }

  /** Removes body packs no unfinished job needs (final jobs keep fields and photo hashes only). */
  async #prunePacks(): Promise<void> {
    if (this.#store) await this.#store.prune(J.livePacks(this.#j)).catch(() => 0);
  }

  // ------------------------------------------------------------------ helpers

  /** Makes every commit so far durable (WalSync; nothing to do for synchronous=FULL commits). */
  async #syncJournal(): Promise<void> {
    if (!this.#sync) return;
    this.#unsynced = false; // the fsync covers every commit made before it starts
    try {
      await this.#sync.sync();
    } catch (e) {
      this.#unsynced = true;
      throw e;
    }
  }

  /** `#syncJournal` for a batch just recorded: if it fails, the batch is left to resume (not this run). */
  async #syncOrRelease(batchId: string): Promise<void> {
    try {
      await this.#syncJournal();
    } catch (e) {
      this.#activeBatches.delete(batchId);
      throw e;
    }
  }

  #unblock(job: Job): void {
    // The job that received the blocking refusal gets a NEW key: a refusal spent nothing, and a
    // Hub that remembered the refusal under the old key would replay it.
    const refusedHere = J.jobEvents(this.#j, job.id).some((e) => e.type === 'blocked');
    const patch: J.JobPatch = { state: 'prepared', lastError: null, nextAt: null };
    if (refusedHere) patch.idempotencyKey = this.#newKey();
    J.updateJob(this.#j, job.id, patch, this.#now(), { type: 'unblocked', detail: refusedHere ? { newKey: patch.idempotencyKey } : {} }, refusedHere);
    this.#moved.delete(job.id); // a run's memory of this job (and its old key) is stale now
  }

  /**
   * Mirrors outcomes into draft states, batched: the journal is the truth, the draft state is a
   * convenience for lists, so it is written in one transaction per flush rather than per post.
   */
  #mark(draftId: string, state: DraftOutcomeState): void {
    this.#marks.set(draftId, state);
    if (this.#marks.size >= 256) this.#flushMarks();
  }

  #flushMarks(): void {
    if (this.#bodiesToDrop.length > 0) J.dropBodies(this.#j, this.#bodiesToDrop.splice(0));
    if (this.#marks.size === 0) return;
    this.#commit(); // the jobs' outcomes are in the journal before the drafts show them
    const byState = new Map<DraftOutcomeState, string[]>();
    for (const [id, st] of this.#marks) {
      const ids = byState.get(st);
      if (ids) ids.push(id);
      else byState.set(st, [id]);
    }
    this.#marks.clear();
    for (const [st, ids] of byState) {
      if (this.#drafts.markStates) this.#drafts.markStates(ids, st);
      else for (const id of ids) this.#drafts.markState?.(id, st);
    }
  }

  #move(job: Job, patch: J.JobPatch, type: string, detail?: Record<string, unknown>, durable = false): Job {
    const before = this.#pendingEvents.get(job.id);
    if (before) this.#pendingEvents.delete(job.id);
    const at = this.#now();
    const event = detail === undefined ? { type } : { type, detail };
    let next: Job;
    if (durable) {
      next = J.updateJob(this.#j, job.id, patch, at, event, true, before, job, true);
      this.#events.emit('job', next);
    } else {
      // Queued for the group commit; the result is the job with the patch applied (no read-back).
      next = J.applyPatch(job, patch, at);
      const id = job.id;
      this.#writes.push({ id, patch, events: J.changeEvents(patch, at, event, before), job: next });
      this.#queuedJobs.add(id);
      // An outcome that only the status or the user can settle is written at once, not in the window.
      if (patch.state === 'unknown' || patch.state === 'blocked') this.#commitNow();
      else this.#scheduleCommit();
    }
    // Bodies in the journal's table (no pack store) are dropped in bulk; packs are pruned after the
    // run (and rows from before migration 0101 by pruneFinalBodies on resume).
    if (this.#store === null && J.bodyDroppable(patch)) {
      this.#bodiesToDrop.push(job.id);
      if (this.#bodiesToDrop.length >= 64) this.#flushMarks();
    }
    this.#moved.set(job.id, next);
    // outcomes (issue 22): every state change re-derives the draft's mirrored state (post-state.ts).
    if (patch.state !== undefined && next.draftId) this.#mark(next.draftId, 'queued');
    return next;
  }

  /** The journal, with every queued change committed first (for any read or write but the queue's own). */
  get #j(): Database {
    this.#commit();
    return this.db;
  }

  /** The journal for reading one job: commits the queue first only when that job has queued changes. */
  #jobDb(id: string): Database {
    if (this.#commitError !== undefined || this.#queuedJobs.has(id)) this.#commit();
    return this.db;
  }

  #readJob(id: string): Job {
    const job = J.getJob(this.#jobDb(id), id);
    // What another process changed meanwhile (a cancel) replaces this process's memory of the job.
    if (this.#moved.has(id)) this.#moved.set(id, job);
    return job;
  }

  #scheduleCommit(): void {
    if (this.#writes.length >= COMMIT_MAX_WRITES) {
      this.#commitNow();
      return;
    }
    if (this.#commitScheduled) return;
    this.#commitScheduled = true;
    setTimeout(() => {
      this.#commitScheduled = false;
      this.#commitNow();
    }, COMMIT_WINDOW_MS);
  }

  /** Commits what is queued; a failure is kept for the next journal access (which throws it). */
  #commitNow(): void {
    try {
      this.#commit();
    } catch (e) {
      this.#commitError ??= e;
    }
  }

  /**
   * Commits the queued changes in ONE transaction, then emits their 'job' events. Should one fail,
   * the transaction is rolled back and each change is committed on its own, so a failing one
   * cannot take the others with it. Throws the first failure.
   */
  #commit(): void {
    let error = this.#commitError;
    this.#commitError = undefined;
    const writes = this.#writes.splice(0);
    this.#queuedJobs.clear();
    // Changes of one job in this window become ONE row update (its events all kept, in order):
    // an attempt and its answer usually land in the same window.
    const byJob = new Map<string, { id: string; patch: J.JobPatch; events: J.PendingEvent[]; jobs: Job[] }>();
    for (const w of writes) {
      const g = byJob.get(w.id);
      // (mergePatch makes a new patch: the queued one is never changed.)
      if (!g) byJob.set(w.id, { id: w.id, patch: w.patch, events: [...w.events], jobs: [w.job] });
      else {
        g.patch = J.mergePatch(g.patch, w.patch);
        g.events.push(...w.events);
        g.jobs.push(w.job);
      }
    }
    const groups = [...byJob.values()];
    const done: Job[] = [];
    if (groups.length > 0) {
      try {
        this.#writeGroups(groups);
        for (const g of groups) done.push(...g.jobs);
      } catch {
        for (const g of groups) {
          try {
            this.#writeGroups([g]);
            done.push(...g.jobs);
          } catch (e) {
            error ??= e;
          }
        }
      }
    }
    for (const j of done) this.#events.emit('job', j);
    if (error !== undefined) throw error;
  }

  #connectivity(answer: HubAnswer): void {
    const online = answer.kind !== 'network';
    if (online === this.#online) return;
    this.#online = online;
    this.#events.emit('connectivity', { online, reason: answer.kind === 'network' ? answer.error : null, at: this.#now() });
  }

  #now(): number {
    return this.#clock.now();
  }
}

// -------------------------------------------------------------------- pure helpers

const err = (d: { code?: string; message?: string }): { code: string; message: string } => ({ code: d.code ?? 'error', message: d.message ?? '' });

/** Every photo of a new job is in a pack already or has its bytes in hand. */
function allPhotosAt(j: J.NewJob): boolean {
  for (let i = 0; i < j.photos.length; i++) if (j.photos[i]!.pack === undefined && j.photoBytes?.[i] === undefined) return false;
  return true;
}

function summarize(a: HubAnswer): Record<string, unknown> {
  switch (a.kind) {
    case 'accepted':
      return { kind: a.kind, http: a.httpStatus, status: a.result.status, request_id: a.result.request_id ?? null };
    case 'refused': {
      const d = decide(a);
      return { kind: a.kind, http: a.httpStatus, code: a.code, message: a.message, retryAfter: a.retryAfterSeconds, ...(d.next === 'retry_same_key' && a.code !== 'idempotency_in_progress' ? { retryable: 'same_key_5xx' } : {}) };
    }
    case 'edge_413':
      return { kind: a.kind, http: 413 };
    case 'network':
      return { kind: a.kind, error: a.error, maybeDelivered: a.maybeDelivered };
    case 'malformed':
      return { kind: a.kind, http: a.httpStatus, reason: a.reason, ...(a.httpStatus >= 500 ? { retryable: 'same_key_5xx' } : {}) };
    default:
      return assertNever(a, 'answer');
  }
}

function describeAnswer(a: HubAnswer): string {
  switch (a.kind) {
    case 'accepted':
      return `status ${a.result.status}`;
    case 'refused':
      return `${a.httpStatus} ${a.code}: ${a.message}`;
    case 'edge_413':
      return 'plain 413';
    case 'network':
      return a.error;
    case 'malformed':
      return a.reason;
    default:
      return assertNever(a, 'answer');
  }
}

/** request_id / job_id an envelope-less answer might still carry. */
function idsFromText(text: string): { request_id?: string; job_id?: string } {
  try {
    const v = JSON.parse(text) as Record<string, unknown>;
    const out: { request_id?: string; job_id?: string } = {};
    if (typeof v.request_id === 'string') out.request_id = v.request_id;
    if (typeof v.job_id === 'string') out.job_id = v.job_id;
    return out;
  } catch {
    return {};
  }
}

/** What to do about a blocking refusal, in the user's words. */
export function blockAdvice(code: string): string {
  switch (code) {
    case 'unauthorized':
      return 'set a valid API key for this workspace (postroom key set, or POSTROOM_API_KEY), then run resume';
    case 'forbidden':
      return 'the account is expired, banned, or the plan lacks this: check the account and GET /v1/usage, then run resume';
    case 'quota_exceeded':
      return 'the account has no active plan: activate one, then run resume';
    default:
      return 'fix the account, then run resume';
  }
}

function countAncestors(db: Database, job: Job, reason: JobReason): number {
  let n = 0;
  let cur: Job | undefined = job;
  while (cur && cur.reason === reason) {
    n++;
    cur = cur.parentJobId ? J.findJob(db, cur.parentJobId) : undefined;
  }
  return n;
}

/** Runs `fn` over items with at most `n` at once. */
export async function pool<T>(items: readonly T[], n: number, fn: (item: T) => Promise<void>): Promise<void> {
  let i = 0;
  const worker = async (): Promise<void> => {
    while (i < items.length) {
      const item = items[i++] as T;
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(n, items.length)) }, worker));
}

/** How many same-key attempts fit in a time budget (for documentation and settings). */
export const sameKeyAttemptsWithin = (ms: number, policy: BackoffPolicy = RETRY_BACKOFF): number => attemptsWithin(ms, policy);

export type { JobState };
