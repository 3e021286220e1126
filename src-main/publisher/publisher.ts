/**
 * The Publisher: the public face of journal → runner → poller (architecture.md, "the publishing
 * path"). It holds the API only; each step is a module of its own:
 *
 * - prepare.ts  preflight, fit, build the exact request; a chunk journaled durably BEFORE its calls
 * - send.ts     one call and what its answer means (the retry policy: hub/retry.ts `nextStep`)
 * - poll.ts     status reads and what a publish result means
 * - run.ts      batch → chunks → sends, the poller, the run's report
 * - writer.ts   the journal writer: the group commit (explicit `flush()`), draft states
 * - resend.ts   send again as new (resendUnknown), under the team's gate; follow-up.ts what follow-ups share
 * - job-bodies.ts, bodies.ts  the exact bytes of unfinished jobs (photo packs, rebuilt and checked)
 * - wal-sync.ts the journal made durable off the sending thread
 *
 * A batch is recorded durably first (its drafts, in order), so a crash before a draft was
 * journaled still resumes it. `resume()` continues every unfinished job with its recorded key and
 * bytes; a job found in 'sending' is resent with the SAME key (the Hub's idempotency makes that safe).
 */
import { dirname, join } from 'node:path';
import { tmpdir } from 'node:os';
import { newId, sleep as realSleep, systemClock, type Clock } from '../common';
import { DEFAULT_CONTRACT, type HubAnswer } from '../hub';
import { publishBatches, publishEvents, publishJobs, scheduledInstant, sentField, type BatchKind, type Job, type JobEvent, type JobQuery, type NewJob, type WritableDB } from '../library';
import { BodyStore } from './bodies';
import { retriesOf } from './batch-retries';
import { markLive } from './decisions';
import { draftPostStates, holdBatch } from './draft-states';
import { JournalDurability, type PublisherContext } from './context';
import { preflight, type Problem } from './preflight';
import { PublisherError } from './errors';
import { sameTimeHold, type AskedFirst } from './guard';
import { NO_EVENTS, type BatchProgress } from './events';
import { RateGate } from './gate';
import { JobBodies } from './job-bodies';
import { DEFAULT_OPTIONS, type PublisherDeps, type PublisherOptions, type PublisherStats, type PublishRequestInput, type RunOptions, type RunReport } from './options';
import { pollOnce } from './poll';
import { buildJobs, insertChild, rebuildFromJob, type Built, type BuiltMany } from './prepare';
import { batchProgress, runWork, tidyBodies, type Work } from './run';
import { CANCELLABLE_STATES, SENDABLE_STATES, UNFINISHED_STATES } from './states';
import { approvalRefusal, type ApprovalTakenBack } from './team';
import { nextKey, teamKeys } from './team-jobs';
import { refuseIfRevoked, refuseIfTableSays, retimed, whenFields, withWhen, type RetryWhen } from './follow-up';
import { retryVerdict, type Verdict } from './actions';
import { resendBytesStale } from './resend-bytes';
import { approvalTakenBack, approvedTime, refuseRetry, retrySubject } from './retry-gate';
import { askUnknownFirst, resendJob } from './resend';
import { WalSync } from './wal-sync';
import { JournalWriter } from './writer';
import { timeInZoneText } from './post-state';
import { joinProblems } from '../../src-shared/join-problems';

/** How often an unchanged connectivity reading (from the Hub's answers while sending) is passed on. */
export const RENEW_READING_MS = 5_000;

export class Publisher {
  readonly db: WritableDB;
  readonly options: Readonly<PublisherOptions>;
  readonly gate: RateGate;
  /** Counters for the benchmarks and the CLI summary. */
  readonly stats: PublisherStats = { publishCalls: 0, statusCalls: 0, rateLimited: 0, retries: 0 };
  readonly #ctx: PublisherContext;
  /** Batches a run of this process is working on (resume leaves them alone). */
  readonly #activeBatches = new Set<string>();

  constructor(deps: PublisherDeps) {
    if (!publishBatches.hasJournal(deps.db)) throw new PublisherError('journal_missing', 'the library has no publishing journal (migration 0100-journal not applied)');
    this.db = deps.db;
    const clock: Clock = deps.clock ?? systemClock;
    const sleep = deps.sleep ?? realSleep;
    const events = deps.events ?? NO_EVENTS;
    const contract = deps.contract ?? DEFAULT_CONTRACT;
    this.options = Object.freeze({ ...DEFAULT_OPTIONS, ...deps.options });
    this.gate = new RateGate(clock, sleep);
    const store = deps.bodies ?? new BodyStore(join(deps.db.memory ? tmpdir() : dirname(deps.db.name), deps.db.memory ? `postroom-bodies-${newId()}` : 'outbox-bodies'));
    let online: boolean | null = null;
    let lastReadingAt = Number.NEGATIVE_INFINITY;
    this.#ctx = {
      db: deps.db, hub: deps.hub, media: deps.media, drafts: deps.drafts, workspaceId: deps.workspaceId ?? null, origin: deps.origin ?? null, contract, clock, sleep,
      random: deps.random ?? Math.random,
      // Time-ordered UUIDs (v7): the journal's indexes on job id and key grow at their end.
      newId: deps.newId ?? (() => newId()),
      newKey: deps.newKey ?? (() => newId()),
      events, team: deps.team ?? null, options: this.options, gate: this.gate,
      journal: new JournalWriter(deps.db, { events, drafts: deps.drafts, now: () => clock.now() }),
      bodies: new JobBodies(store, contract),
      durability: new JournalDurability(deps.journalSync !== undefined ? deps.journalSync : WalSync.for(deps.db)),
      active: new Set(), pollers: new Set(), stats: this.stats,
      connectivity(answer: HubAnswer): void {
        const now = answer.kind !== 'network';
        const at = clock.now();
        const changed = now !== online;
        // Every answer is a reading; unchanged ones are passed on at most every RENEW_READING_MS,
        // so "Last checked" follows the sending without an event per request.
        if (!changed && at - lastReadingAt < RENEW_READING_MS) return;
        online = now;
        lastReadingAt = at;
        events.emit('connectivity', { online: now, changed, reason: answer.kind === 'network' ? answer.error : null, at });
      },
    };
  }

  /**
   * For a UI: records the batch (durably) and returns its progress at once; the run goes on in the
   * background and reports through the events ('job', 'batch', 'connectivity'). `done` settles
   * with the report (it never rejects: a failure is reported as an interrupted run).
   */
  async enqueue(input: PublishRequestInput, run: RunOptions = {}): Promise<{ batch: BatchProgress | null; done: Promise<RunReport> }> {
    const prepared = this.#recordBatch(input, await this.#askFirst(input, run));
    if (!prepared) return { batch: null, done: Promise.resolve(emptyReport()) };
    try {
      await this.#ctx.durability.sync(); // the caller is told the batch is recorded: it is on disk first
    } catch (e) {
      this.#activeBatches.delete(prepared.batchId); // left to resume
      throw e;
    }
    const done = this.#run(prepared.work, [prepared.batchId], run).catch((): RunReport => ({ ...emptyReport(), batchIds: [prepared.batchId], interrupted: true }));
    return { batch: this.batchProgress(prepared.batchId), done };
  }

  /** Records a batch (drafts, a campaign, or --all) and runs it. Its record is made durable by the run's first sync, before any call. */
  async publish(input: PublishRequestInput, run: RunOptions = {}): Promise<RunReport> {
    const prepared = this.#recordBatch(input, await this.#askFirst(input, run));
    if (!prepared) return emptyReport();
    const report = await this.#run(prepared.work, [prepared.batchId], run);
    return { ...report, skipped: [...prepared.held, ...report.skipped] }; // drafts already sent are answered for too
  }

  /** h-again (walk 31, 1): "publish again" settles each unknown outcome of its drafts with the Hub first (resend.ts askUnknownFirst). */
  async #askFirst(input: PublishRequestInput, run: RunOptions): Promise<ReadonlyMap<string, AskedFirst>> {
    if (input.again !== true) return new Map();
    const ids = [...(input.draftIds ?? []), ...(input.campaignId !== undefined ? (this.#ctx.drafts.campaignDrafts?.(input.campaignId) ?? []) : [])];
    return askUnknownFirst(this.#ctx, ids, run.signal);
  }

  /** Validates the request and records the batch (its drafts, in order); null when empty. `asked`: what #askFirst learnt. */
  #recordBatch(input: PublishRequestInput, asked: ReadonlyMap<string, AskedFirst>): { batchId: string; work: Work[]; held: RunReport['skipped'] } | null {
    const ctx = this.#ctx;
    const ids: string[] = [...(input.draftIds ?? [])];
    let kind: BatchKind = 'drafts';
    if (input.campaignId !== undefined) {
      kind = 'campaign';
      if (!ctx.drafts.campaignDrafts) throw new PublisherError('draft_not_found', 'campaigns are not available here');
      ids.push(...ctx.drafts.campaignDrafts(input.campaignId));
    }
    ctx.journal.flush();
    if (input.all) {
      kind = 'all';
      const live = publishJobs.draftsWithLiveJobs(this.db);
      ids.push(...ctx.drafts.publishable().filter((id) => !live.has(id)));
    }
    const unique = [...new Set(ids)];
    // Every id must be a draft before anything is recorded; the drafts themselves are read chunk by chunk.
    const known = ctx.drafts.existing(unique);
    const missing = unique.find((id) => !known.has(id));
    if (missing !== undefined) throw new PublisherError('draft_not_found', `no draft ${missing}`);
    if (unique.length === 0) return null;
    const batch = publishBatches.createBatch(this.db, { id: ctx.newId(), workspaceId: ctx.workspaceId, kind, draftIds: unique, options: (input.campaignId ?? input.forCampaign) ? { campaignId: input.campaignId ?? input.forCampaign } : {} }, { now: ctx.clock.now(), durable: ctx.durability.mode });
    // Never twice by accident (guard.ts): drafts already sent are skipped in the batch with their
    // earlier outcome, unless the user chose "publish again".
    const held = holdBatch(this.db, batch.id, unique, { again: input.again === true, team: ctx.team, againHold: (id) => this.againHold(id), asked, now: ctx.clock.now() });
    this.#holdForTeam(batch.id, unique, held);
    if (input.again === true) this.#holdSameTime(batch.id, unique, held);
    ctx.durability.left();
    this.#activeBatches.add(batch.id); // from its first moment, resume leaves it to this run
    const work: Work[] = [];
    unique.forEach((draftId, position) => {
      if (!held.has(draftId)) work.push({ kind: 'prepare', batchId: batch.id, position, draftId, ...(input.again ? { again: true } : {}) });
    });
    return { batchId: batch.id, work, held: [...held.values()] };
  }

  /**
   * The team's hold (not approved, changes requested, edited since its approval, a viewer), decided
   * once, when the batch is recorded, with the review settings as they stand now: the item is
   * recorded as skipped with its problem, so what the app answers (bridge/outbox.ts reads the batch)
   * is the decision this publisher took. A held post is never said to be sent, nor left pending in
   * the Outbox (walk 3b: the answer and the publisher each derived it, from different settings).
   * The prepare checks again (an approval withdrawn meanwhile still holds the post).
   */
  #holdForTeam(batchId: string, ids: readonly string[], held: Map<string, RunReport['skipped'][number]>): void {
    const team = this.#ctx.team;
    if (!team) return;
    const rest = ids.filter((id) => !held.has(id));
    const position = new Map(ids.map((id, i) => [id, i]));
    for (let i = 0; i < rest.length; i += 500) {
      const drafts = this.#ctx.drafts.getMany(rest.slice(i, i + 500));
      for (const [draftId, draft] of drafts) {
        const problem = approvalRefusal(team, draft);
        if (!problem) continue;
        // w29sent (walk 25, 2): its own errors too (it could not go even if approved): recorded beside the review hold, so
        // every reading of the batch (campaign send, status, Outbox) says them; the hold never hides them.
        const pins = draft.profile_id ? (this.#ctx.drafts.pins?.(draft.profile_id) ?? null) : null;
        const problems = [problem, ...preflight(draft, pins, this.#ctx.contract).filter((p) => p.severity === 'error')];
        publishBatches.skipItem(this.db, { batchId, position: position.get(draftId)!, problems });
        held.set(draftId, { batchId, draftId, problems });
      }
    }
  }

  /**
   * w12revpub (walk 12): "publish again" of a post the Hub holds for its time, with the draft at that same time, is held
   * (guard.ts sameTimeHold): the same verdict as the app's "Send it as a new post at another time…", for every shell.
   */
  #holdSameTime(batchId: string, ids: readonly string[], held: Map<string, RunReport['skipped'][number]>): void {
    const rest = ids.filter((id) => !held.has(id));
    if (rest.length === 0) return;
    const position = new Map(ids.map((id, i) => [id, i]));
    const now = this.#ctx.clock.now();
    for (let i = 0; i < rest.length; i += 500) {
      const chunk = rest.slice(i, i + 500);
      const states = draftPostStates(this.db, chunk, this.#ctx.team ?? undefined);
      for (const [draftId, draft] of this.#ctx.drafts.getMany(chunk)) {
        const problem = sameTimeHold(draft, states.get(draftId), now);
        if (!problem) continue;
        publishBatches.skipItem(this.db, { batchId, position: position.get(draftId)!, problems: [problem] });
        held.set(draftId, { batchId, draftId, problems: [problem] });
      }
    }
  }

  /**
   * Continues everything unfinished of this workspace (every state states.ts calls unfinished):
   * drafts of open batches not yet journaled; jobs to send with their recorded key and bytes
   * (blocked ones too unless `unblock: false`); with `wait`, the status reads of awaiting and
   * unknown jobs. Unfinished jobs it cannot move (an unknown outcome with nothing to ask the Hub
   * with, a blocked job left blocked) are in the report as they stand.
   */
  async resume(run: RunOptions & { unblock?: boolean; readNow?: boolean } = {}): Promise<RunReport> {
    const ctx = this.#ctx;
    const unblock = run.unblock ?? true;
    ctx.journal.flush();
    await tidyBodies(ctx); // bodies of jobs that became final since the last run
    const batches = publishBatches.listBatches(this.db, { states: unblock ? ['open', 'blocked'] : ['open'], workspaceId: ctx.workspaceId }).filter((b) => !this.#activeBatches.has(b.id));
    const work: Work[] = [];
    for (const b of batches) {
      if (b.state === 'blocked') publishBatches.setBatchState(this.db, b.id, { state: 'open', at: ctx.clock.now() });
      for (const it of publishBatches.batchItems(this.db, b.id, { state: 'pending' })) work.push({ kind: 'prepare', batchId: b.id, position: it.position, draftId: it.draftId });
    }
    const unfinished = publishJobs.listJobs(this.db, { states: UNFINISHED_STATES, workspaceId: ctx.workspaceId, oldestFirst: true }).filter((j) => !ctx.active.has(j.id));
    const sendable = unfinished.filter((j) => SENDABLE_STATES.includes(j.state) || (unblock && j.state === 'blocked'));
    for (const job of sendable) {
      if (job.state === 'blocked') this.#unblock(job);
      work.push({ kind: 'send', jobId: job.id });
    }
    // Jobs read from the journal may have been committed by another process moments ago, its own
    // fsync still under way: none is sent before the journal is durable (wal-sync.ts).
    if (sendable.length > 0) await ctx.durability.sync();
    const rest = unfinished.filter((j) => !sendable.includes(j)).map((j) => j.id);
    // `readNow` (a start): a post the Hub took and was still processing is read at once, not at the
    // read the backoff had put minutes away before the restart (it reads "Sending" until then).
    const readNow = run.readNow ? unfinished.filter((j) => j.state === 'awaiting' && j.hubStatus !== 'scheduled').map((j) => j.id) : [];
    return this.#run(work, batches.map((b) => b.id), run, { pollIds: rest, reportIds: rest, readNow, followAll: true });
  }

  /**
   * h-campteam (walk 44b, 2): `resume` for the given jobs alone (a campaign's Send goes on with its own): each one still to
   * send (prepared, retrying) and not in a run already is sent now under its recorded key and bytes, never a new key. The
   * jobs answered; none: nothing was to send.
   */
  async resumeJobs(jobIds: readonly string[], run: RunOptions = {}): Promise<Job[]> {
    const ctx = this.#ctx;
    ctx.journal.flush();
    const jobs = jobIds.map((id) => this.job(id)).filter((j) => SENDABLE_STATES.includes(j.state) && !ctx.active.has(j.id));
    if (jobs.length === 0) return [];
    await ctx.durability.sync();
    const report = await this.#run(jobs.map((j) => ({ kind: 'send' as const, jobId: j.id })), [], run);
    return jobs.map((j) => report.jobs.find((x) => x.id === j.id) ?? this.job(j.id));
  }

  /**
   * A NEW job (new key) for the channels of a final job that did not succeed; one per distinct
   * caption if those channels no longer share one (all journaled in one commit, the first returned).
   */
  async retryFailedChannels(jobId: string, run: RunOptions & { when?: RetryWhen } = {}): Promise<Job> {
    const job = this.job(jobId);
    if (job.state !== 'done') throw new PublisherError('invalid_state', `job ${jobId} is ${job.state}; only a finished job's failed channels can be retried`);
    refuseIfRevoked(this.#ctx, job); // w12revpub: a new post of the team's, refused on a revoked laptop
    const failed = (job.outcomes ?? []).filter((o) => o.success === false).map((o) => o.channel).filter((c) => job.platforms.includes(c));
    if (failed.length === 0) throw new PublisherError('nothing_to_retry', `job ${jobId} has no failed channels`);
    if (job.supersededBy) throw new PublisherError('invalid_state', `job ${jobId}'s failed channels were already retried as job ${job.supersededBy}`);
    // h-retry (2): not once a later send of the draft ("Publish again") published them: they would go out twice.
    // h-retryat (actions.ts rule 8): in a team that requires approval, only at the approved time (or now once it has passed).
    if (job.draftId) refuseRetry(this.#ctx, job, run.when);
    const found = job.draftId ? this.#ctx.drafts.get(job.draftId) : undefined;
    // The time the retry goes at: the one asked for, else the draft's (else the job's); a time that
    // has passed is never resent (the Hub refuses it): the caller must say when (actions.ts asks).
    const draft = found ? retimed(found, run.when) : undefined;
    const at = draft ? { scheduledAt: draft.scheduled_at, timezone: draft.timezone } : run.when ? whenFields(run.when) : { scheduledAt: sentField(job, 'scheduled_at'), timezone: sentField(job, 'timezone') };
    const instant = at.scheduledAt ? scheduledInstant(at.scheduledAt, at.timezone) : null;
    if (instant !== null && at.scheduledAt && instant <= this.#ctx.clock.now()) {
      if (run.when && 'scheduledAt' in run.when) throw new PublisherError('time_in_past', `${timeInZoneText(at.scheduledAt, at.timezone ?? 'UTC')} has passed: choose a later time`);
      throw new PublisherError('when_needed', `job ${jobId} was for ${timeInZoneText(at.scheduledAt, at.timezone)}, which has passed: retry now or at a new time`);
    }
    // Each channel keeps its own caption: channels that now carry different ones go as one post each.
    const built = draft
      ? await buildJobs(this.#ctx, draft, { platforms: failed, reason: 'retry_channels', parentJobId: job.id, batchId: null, budgetBytes: this.options.budgetBytes, parentKey: job.idempotencyKey }, run.signal)
      : oneOf(rebuildFromJob(this.#ctx, run.when ? { ...job, fields: withWhen(job.fields, run.when), scheduledAt: whenFields(run.when).scheduledAt } : job, failed, 'retry_channels'));
    if ('problems' in built) throw new PublisherError('invalid_state', `the draft cannot be sent: ${joinProblems(built.problems.filter((p) => p.severity === 'error').map((p) => p.message))}`);
    const [first, ...siblings] = built.jobs as [NewJob, ...NewJob[]];
    const detail = { newJobId: first.id, channels: failed, ...(siblings.length ? { newJobIds: built.jobs.map((j) => j.id) } : {}) };
    const { child } = await insertChild(this.#ctx, { child: first, siblings, parent: job, parentPatch: {}, type: 'retried_channels', detail });
    const report = await this.#run(built.jobs.map((j) => ({ kind: 'send' as const, jobId: j.id })), [], run);
    return report.jobs.find((j) => j.id === child.id) ?? this.job(child.id);
  }

  /** h-retryat (actions.ts rule 8): whether the draft's team requires approval, so its time was approved with its words (retry-gate.ts). */
  approvedTime(draftId: string | null): boolean {
    return approvedTime(this.#ctx, draftId);
  }

  /** h-retryat: the table's verdict on retrying the job's refused channels at `when`, as the retry itself decides it (retry-gate.ts). */
  retryVerdict(jobId: string, when?: RetryWhen): Verdict {
    return retryVerdict(retrySubject(this.#ctx, this.job(jobId)), when, this.#ctx.clock.now());
  }

  /** h-retryheld (actions.ts rule 9): who took back the approval this job was sent under, and when, or null (retry-gate.ts). */
  approvalTakenBack(job: Pick<Job, 'id' | 'draftId' | 'idempotencyKey'>): ApprovalTakenBack | null {
    return approvalTakenBack(this.#ctx, job);
  }

  /**
   * "Ask the Hub" (the user's, on an unknown outcome): one status read (GET /v1/posts/status) by the
   * ids the Hub gave, else by the post's Idempotency-Key (an upstream_timeout answers with no id;
   * hub/contract.ts `statusKeyParam`). What it says moves the job (scheduled: held for its time, and
   * followed from then on; final: its outcomes); when the Hub cannot say, the job stays unknown with
   * the reason noted. Never resends.
   */
  async askHub(jobId: string, run: RunOptions = {}): Promise<Job> {
    const ctx = this.#ctx;
    if (ctx.active.has(jobId)) throw new PublisherError('invalid_state', `job ${jobId} is being read or sent; try again when it is done`);
    const job = this.job(jobId);
    // w29resend (walk 25, 1): a call sent again as new (journal: cancelled, supersededBy) is still the unknown outcome it
    // was (post-state.ts rule 1), and its key still names it at the Hub: it is asked as such.
    const resent = job.state === 'cancelled' && job.supersededBy !== null;
    if (job.state !== 'unknown' && job.state !== 'awaiting' && !resent) throw new PublisherError('invalid_state', `job ${jobId} is ${job.state}; only a post the Hub may hold can be asked about`);
    ctx.active.add(jobId);
    let read: Job;
    try {
      // Ids first (the poller's own read: pollOnce prefers them); with none, the key the post was sent under.
      const asking = resent ? { ...job, state: 'unknown' as const } : job;
      read = await pollOnce(ctx, { ...asking, askByKey: true, asked: { by: ctx.team?.me.name ?? null } }, run.signal);
      ctx.journal.flush();
      ctx.journal.flushMarks(); // the draft's stored state (Library, calendar) says the Hub's answer at once
    } finally {
      ctx.active.delete(jobId);
    }
    // w38sched: a post the Hub holds for its time is read at that time by a run already waiting (the app's loop), not
    // only by one that begins after this.
    const asked = resent ? this.job(jobId) : read;
    for (const follow of ctx.pollers) follow(asked);
    return asked;
  }

  /**
   * The user's decision to send again a post whose outcome is unknown (upstream_timeout) or whose
   * same-key retries were exhausted: reads status first, waits the settle period, then sends the
   * SAME bytes under a NEW key as a new job. The old job is cancelled and points to the new one.
   * A post whose time has passed is never resent at that time (the Hub refuses it: actions.ts asks
   * resend_when): the caller says when, now or a new time, and the request is built again for it.
   */
  async resendUnknown(jobId: string, run: RunOptions & { when?: RetryWhen } = {}): Promise<Job> {
    const ctx = this.#ctx;
    if (ctx.active.has(jobId)) throw new PublisherError('invalid_state', `job ${jobId} is being read or sent; try again when it is done`);
    // Held while its bytes are read and copied: no tidy of the bodies moves its photos meanwhile.
    ctx.active.add(jobId);
    let child: Job;
    try {
      child = await resendJob(ctx, jobId, run);
    } finally {
      ctx.active.delete(jobId);
    }
    return child.id === jobId ? child : this.#sendOne(child.id, run);
  }

  /**
   * For a long-lived shell (the app): keeps every unfinished job of this workspace going — sends
   * waiting jobs, polls awaiting ones — until stopped. Blocked batches wait for the user (an
   * explicit `resume()`), so a refused key is not retried on a timer. `stop()` drains: in-flight
   * calls are abandoned and their jobs keep their keys for the next start.
   */
  start(opts: { idleMs?: number } = {}): { stop(): Promise<void> } {
    const ac = new AbortController();
    const loop = (async () => {
      let first = true;
      while (!ac.signal.aborted) {
        // A failure of one round (e.g. a draft gone) must not stop the loop; the journal has the state.
        // The first round (a start, maybe after a restart) reads at once what the Hub was processing.
        await this.resume({ wait: true, signal: ac.signal, unblock: false, readNow: first }).catch(() => undefined);
        first = false;
        await this.#ctx.sleep(opts.idleMs ?? 30_000, ac.signal).catch(() => undefined);
      }
    })();
    return {
      stop: async () => {
        ac.abort(new Error('publisher stopped'));
        await loop;
      },
    };
  }

  /**
   * The user's decision after an unknown outcome: "it is live — mark published" (decisions.ts).
   * The other decision, "send again as new", is resendUnknown.
   */
  markLive(jobId: string): Job {
    const ctx = this.#ctx;
    ctx.journal.flush();
    if (ctx.active.has(jobId)) throw new PublisherError('invalid_state', `job ${jobId} is being sent; it cannot be marked live`);
    const found = this.job(jobId);
    if (found.state === 'unknown' && !found.supersededBy) refuseIfTableSays(found, 'mark_live', ctx.clock.now()); // not for a post whose time has not come
    const job = markLive(this.db, jobId, ctx.clock.now());
    ctx.journal.forget(jobId);
    ctx.journal.markDraft(job.draftId);
    ctx.journal.flushMarks();
    ctx.events.emit('job', job);
    return job;
  }

  /** Withdraws a job the Hub does not have (prepared, retrying, blocked; the truth table's cancel); its kept photos go. */
  cancel(jobId: string): Job {
    const job = this.job(jobId);
    // Walk 32, 2: a job its sender holds while it waits to retry (or to start) is cancelled: the sender reads it again
    // after each wait and just before its call (send.ts) and sends nothing. One being followed at the Hub (unknown) is not.
    const active = this.#ctx.active.has(jobId) && job.state !== 'retrying' && job.state !== 'prepared';
    if (!CANCELLABLE_STATES.includes(job.state) || active) throw new PublisherError('invalid_state', `job ${jobId} is ${job.state}${active ? ' and being sent' : ''}; it cannot be cancelled`);
    refuseIfTableSays(job, 'cancel', this.#ctx.clock.now()); // never a post the Hub may hold (an unknown outcome)
    const cancelled = this.#ctx.journal.move(job, { state: 'cancelled', nextAt: null }, { type: 'cancelled' });
    this.#ctx.journal.flush();
    this.#ctx.journal.flushMarks(); // the draft's state says cancelled at once
    void tidyBodies(this.#ctx);
    return cancelled;
  }

  /** @throws PublisherError `job_not_found` */
  /**
   * What holds back "publish again" of a draft in a team (team.ts rule 3: a new approval is needed, or
   * the post waits for review), or null: it may go, or this is not a team's workspace. The same check
   * the send makes (team-jobs.ts teamKeys), read without sending: the truth table's team overlay uses it.
   */
  againHold(draftId: string): Problem | null {
    if (!this.#ctx.team) return null;
    const d = this.#ctx.drafts.get(draftId);
    if (!d) return null;
    const k = teamKeys(this.#ctx, d, d.platforms, true);
    return k && 'problems' in k ? (k.problems[0] ?? null) : null;
  }

  /**
   * w16bytes: whether sending this job again as new is refused because its bytes are not what the draft's current
   * approval approved (edited and approved again since this send: resend-bytes.ts, the check resendUnknown makes).
   * Read only for a job the table may offer it on (an unknown outcome, or retries run out).
   */
  resendStale(job: Pick<Job, 'state' | 'lastError' | 'draftId' | 'idempotencyKey' | 'platforms' | 'fields'>): boolean {
    if (job.state !== 'unknown' && !(job.state === 'done' && job.lastError?.code === 'retries_exhausted')) return false;
    return resendBytesStale(this.#ctx, job);
  }

  job(id: string): Job {
    this.#ctx.journal.flush();
    return this.#ctx.journal.getJob(id);
  }
  jobs(q: JobQuery = {}): Job[] {
    this.#ctx.journal.flush();
    return publishJobs.listJobs(this.db, { workspaceId: this.#ctx.workspaceId, ...q });
  }
  events(jobId: string): JobEvent[] {
    this.#ctx.journal.flush();
    return publishEvents.jobEvents(this.db, jobId);
  }
  /** A batch's jobs and the retries of their refused channels (batch-retries.ts): what a count of its posts reads. */
  batchJobs(batchId: string): Job[] {
    const jobs = this.jobs({ batchId });
    return [...jobs, ...retriesOf(this.db, jobs)];
  }
  batchProgress(batchId: string): BatchProgress {
    return batchProgress(this.#ctx, batchId);
  }

  /** Sends one job just journaled (a retry of channels, a resend) and returns it as the run left it. */
  async #sendOne(jobId: string, run: RunOptions): Promise<Job> {
    const report = await this.#run([{ kind: 'send', jobId }], [], run);
    return report.jobs.find((j) => j.id === jobId) ?? this.job(jobId);
  }

  async #run(work: Work[], batchIds: string[], run: RunOptions, more: { pollIds?: string[]; reportIds?: string[]; readNow?: string[]; followAll?: boolean } = {}): Promise<RunReport> {
    const ctx = this.#ctx;
    for (const id of batchIds) this.#activeBatches.add(id);
    // The journal's syncs of this run (one a chunk) reuse one open WAL descriptor.
    const release = ctx.durability.walSync?.hold?.();
    try {
      const report = await runWork(ctx, { work, batchIds, run, ...more });
      // A batch record no chunk's sync covered (every draft skipped, or none journaled).
      if (ctx.durability.unsynced) await ctx.durability.sync();
      return report;
    } finally {
      for (const id of batchIds) this.#activeBatches.delete(id);
      await release?.();
    }
  }

  /**
   * A blocked job made sendable again. The job that received the blocking refusal gets a NEW key,
   * durably: a refusal spent nothing, and a Hub that remembered the refusal under the old key would replay it.
   */
  #unblock(job: Job): void {
    const refusedHere = publishEvents.jobEvents(this.db, job.id).some((e) => e.type === 'blocked');
    const newKey = refusedHere ? nextKey(this.#ctx, job.idempotencyKey, 'unblocked') : undefined;
    this.#ctx.journal.move(job, { state: 'prepared', lastError: null, nextAt: null, ...(newKey ? { idempotencyKey: newKey } : {}) }, { type: 'unblocked', detail: newKey ? { newKey } : {} }, { durable: refusedHere });
    this.#ctx.journal.forget(job.id); // a run's memory of this job (and its old key) is stale now
  }
}

const oneOf = (b: Built): BuiltMany => ('problems' in b ? b : { jobs: [b] });

const emptyReport = (): RunReport => ({ batchIds: [], jobs: [], skipped: [], blocked: null, interrupted: false });
