import { cutWhole } from '../../src-shared/shorten';
import { dataPaths } from '../common';
import { campaignPlans, campaigns, publishBatches, publishEvents, publishJobs, sentField, sentPhotos } from '../library';
import { MediaCache } from '../media';
import { teamPortIdentity } from '../team';
import { actionsView, ownRetried, ownSentAgain, teamActionsView, teamCases, batchItems, draftPostState, getBatch, hasErrors, hubPort, jobKnown, jobPost, libraryDrafts, mediaPort, preflight, Publisher, SENDABLE_STATES, sentCaption, type BatchProgress, type Connectivity, type Job, type RetriedAs, type RetryWhen, type TeamPublishPort, type ApprovalTakenBack } from '../publisher';
import type { BatchDto, JobDto, NotSentDto, ResumedDto } from './contract';
import type { Services } from './services';
import { ownSendEdits } from './team-send-text';

/**
 * A job as the renderer gets it; its post's verdicts (the truth table) read at `now` (the services' clock).
 * reviewui (issue 34): in a team (`team`), the job's post reads a teammate's outcome of the SAME key: when
 * they sent it first, this job was a replay of theirs and its card says "Published by NAME" (post-state `by`).
 */
export const toJobDto = (j: Job, now: number, team?: Pick<TeamPublishPort, 'me' | 'sharedOutcomes' | 'sentFirst'> | null, held?: AgainHeld | null, retries?: OwnRetries | null): JobDto => {
  // unknowncard (walk 31, 1): a job whose outcome a teammate's laptop has from the Hub (same key) reads as that answer.
  const known = jobKnown(j, team);
  const made = toJobDtoOf(known.job, jobPost(j, team), now, team ? held ?? null : null, retries ?? null);
  // h-retryheld: the take-back by this laptop's own member is said as "You" on its card.
  const dto = made.approvalTakenBack && team && made.approvalTakenBack.by === team.me.name ? { ...made, approvalTakenBack: { ...made.approvalTakenBack, byMe: true as const } } : made;
  return known.knownFrom ? { ...dto, knownFrom: known.knownFrom } : dto;
};

/**
 * jobverdict (issue 34): whether publishing a draft again is held back by the team's review
 * (Publisher.againHold, the check the send makes), asked once per draft however many of its jobs are
 * read. With it a job's verdicts are the ones `posts.actions` gives (team.ts overlay: teamCases):
 * without it "Send again as new" / "Publish again" were offered on a job's card and then refused.
 */
export type AgainHeld = ((draftId: string) => { code: string } | null) & { stale?: (job: Job) => boolean; approvedTime?: (draftId: string) => boolean; takenBack?: (job: Job) => ApprovalTakenBack | null };
export function againHeld(publisher: Pick<Publisher, 'againHold'> & Partial<Pick<Publisher, 'resendStale' | 'approvedTime' | 'approvalTakenBack'>> | null | undefined): AgainHeld | null {
  if (!publisher) return null;
  const known = new Map<string, { code: string } | null>();
  const held: AgainHeld = (draftId) => {
    let h = known.get(draftId);
    if (h === undefined) known.set(draftId, (h = publisher.againHold(draftId)));
    return h;
  };
  // w16bytes: and, per job, whether its own bytes are not the approved revision (Publisher.resendStale: the resend's check).
  if (publisher.resendStale) held.stale = (job) => publisher.resendStale!(job);
  // h-retryat (actions.ts rule 8): and whether the draft's team approves its time with its words (Publisher.approvedTime), once per draft.
  if (publisher.approvedTime) {
    const approved = new Map<string, boolean>();
    held.approvedTime = (draftId) => {
      let a = approved.get(draftId);
      if (a === undefined) approved.set(draftId, (a = publisher.approvedTime!(draftId)));
      return a;
    };
  }
  // h-retryheld (actions.ts rule 9): and, per job, who took back the approval it was sent under, and when (Publisher.approvalTakenBack).
  if (publisher.approvalTakenBack) held.takenBack = (job) => publisher.approvalTakenBack!(job);
  return held;
}

/** One job's post state, with a teammate's outcome of its own key only (the publisher's team-sends.ts; w9camp moved it there for the campaigns core). */
export { jobPost };

const toJobDtoOf = (j: Job, post: JobDto['post'], now: number, held: AgainHeld | null, retries: OwnRetries | null): JobDto => {
  // w31retry: the retry of its refused channels (retried-as.ts) says both what the card says after its outcome and the
  // table's row (actions.ts rule 6: "Fix and resend…" is not offered once the retry published them).
  // h-retry: of its LATEST retry; and a later send of the draft that published its refused channels (sentAgain: rule 6 too).
  const follow = retries ? retries({ id: j.id, draftId: j.draftId, supersededBy: j.supersededBy, post }) : undefined;
  const retried = follow?.retriedAs;
  // h-retryat: in a team that approves the time with the words, a retry goes at the approved time only (actions.ts rule 8).
  const approvedTime = j.draftId !== null && held?.approvedTime?.(j.draftId) === true;
  // h-retryheld: and once the team took back the approval it was sent under, its refused channels wait for a new one (rule 9).
  const takenBack = approvedTime && (post.state === 'partial' || post.state === 'channels_refused') ? held?.takenBack?.(j) ?? null : null;
  const subject = { state: post.state, scheduledAt: post.scheduledAt, timezone: post.timezone, retrying: post.retrying, reason: post.reason, followedUp: j.supersededBy !== null, retried: retried?.state ?? null, sentAgain: follow?.sentAgainAs?.state ?? null, ...(approvedTime ? { approvedTime } : {}), ...(takenBack ? { approvalWithdrawn: true } : {}) };
  return {
    id: j.id,
    draftId: j.draftId,
    batchId: j.batchId,
    idempotencyKey: j.idempotencyKey,
    state: j.state,
    hubStatus: j.hubStatus,
    platforms: [...j.platforms],
    outcomes: (j.outcomes ?? []).map((o) => ({ ...o })),
    lastError: j.lastError ? { ...j.lastError } : null,
    attempts: j.attempts,
    createdAt: new Date(j.createdAt).toISOString(),
    updatedAt: new Date(j.updatedAt).toISOString(),
    sentAt: j.sentAt !== null ? new Date(j.sentAt).toISOString() : null,
    post,
    // w19cosmetic (walk 17, 8): the caption as sent, else its title (publisher sentCaption, the teammate's card's one reading): an
    // empty caption with a title read as '' here, and the sender's card showed "Brand · —" where Bảo's showed the title.
    caption: cutWhole(sentCaption(j, null), 280),
    profileId: typeof j.fields.profile_id === 'string' ? j.fields.profile_id : null,
    campaignId: null,
    scheduledAt: sentField(j, 'scheduled_at'),
    timezone: sentField(j, 'timezone'),
    supersededBy: j.supersededBy,
    // w23insta, w28errors: the photos as sent; w34photo: the core's one reading (library sent-photos.ts), a teammate's card's too.
    photoSizes: sentPhotos(j) ?? [],
    // The same verdicts as posts.actions: the truth table, with the team's cases laid over it when in a team.
    actions: teamActionsView(actionsView(subject, now), held ? teamCases(post, j.draftId !== null ? held(j.draftId) : null, held.stale?.(j) ?? false) : []),
    ...(follow === undefined ? {} : { retriedAs: follow.retriedAs, sentAgainAs: follow.sentAgainAs }),
    ...(takenBack ? { approvalTakenBack: { ...takenBack } } : {}),
  };
};

/**
 * The campaign of each job (one read per distinct batch): its batch's, named in the batch's options
 * when a campaign was published as one, or recorded in campaign_sends when a campaign's send handed
 * the batch over; a job with no batch of its own (a retry of refused channels, a resend) has its
 * parent job's. Without the last two the Outbox's campaign filter missed every post a campaign's
 * Send tab sent, and every retry of one. w23csv: a job no send names is its draft's campaign's
 * (campaigns.campaignOfDraft), as a teammate's row of it is.
 */
export function withCampaigns(db: Parameters<typeof getBatch>[0], jobs: JobDto[]): JobDto[] {
  const campaignOf = campaignResolver(db);
  // w11sender (walk 11): and whether the draft was edited since the send (every JobDto passes here), as a teammate's card says it.
  const edits = ownSendEdits(db, jobs.map((j) => ({ job: { ...j, fields: { caption: j.caption } }, post: j.post })));
  const retried = ownRetries(db);
  // unknowncard (walk 31, 2): a final outcome a status read told (the poller's, or a person's "Ask the Hub"): when, and who asked.
  const reads = finalReads(db, jobs.filter((j) => j.state === 'done' && !j.knownFrom).map((j) => j.id));
  return jobs.map((j) => {
    const read = reads.get(j.id);
    return { ...j, campaignId: campaignOf(j), editedSinceSent: edits.get(j.id) ?? null, ...(j.retriedAs !== undefined ? {} : retried(j)), ...(read ? { hubSaid: { at: new Date(read.at).toISOString(), asked: read.asked, by: read.by } } : {}) };
  });
}

/** unknowncard (walk 31, 2): the status read that told each job's final outcome (library finalReadOf): the card's and `status`'s source. */
export const finalReads = (db: Parameters<typeof getBatch>[0], jobIds: readonly string[]): ReturnType<typeof publishEvents.finalReadOf> => publishEvents.finalReadOf(db, jobIds);

/**
 * w30retry (walk 26, 3): a job's retry of its refused channels and how it went (publisher retried-as.ts, the one reading a
 * teammate's card of the same send says), read from this journal: the sender's card said it only when the retry's job was
 * among the jobs the Outbox had listed. Each draft's jobs are read once, only for a job with refused channels (h-retry:
 * a send no retry followed may have been sent again as new: ownSentAgain).
 */
export type OwnRetries = (j: Pick<JobDto, 'id' | 'draftId' | 'supersededBy' | 'post'>) => OwnFollowUps;
/** h-retry: what followed a send's refused channels in this journal: its retries (the latest's outcome), or a later send of the draft. */
export interface OwnFollowUps {
  retriedAs: RetriedAs | null;
  sentAgainAs: RetriedAs | null;
}
export function ownRetries(db: Parameters<typeof getBatch>[0]): OwnRetries {
  const jobsOf = new Map<string, Job[]>();
  const none: OwnFollowUps = { retriedAs: null, sentAgainAs: null };
  return (j) => {
    if (j.draftId === null || j.post.refused.length === 0) return none;
    const list = jobsOf.get(j.draftId) ?? publishJobs.listJobs(db, { draftId: j.draftId });
    jobsOf.set(j.draftId, list);
    // h-retry (2): a send no retry followed (a retry supersedes it) may have been sent again as a new post of the draft.
    if (j.supersededBy === null) return { retriedAs: null, sentAgainAs: ownSentAgain(list, j, j.post.refused) };
    return { retriedAs: ownRetried(list, j, j.post.refused), sentAgainAs: null };
  };
}

/**
 * h-retry: the jobs whose card a moved job changes (beside its own): up its chain of retries of refused channels, each
 * send it retried; for a job of a send of its own (no parent: a publish), the draft's earlier jobs with refused channels.
 */
function followedBy(db: Parameters<typeof getBatch>[0], job: Job): Job[] {
  if (job.reason === 'retry_channels') {
    const up: Job[] = [];
    for (let p = job.parentJobId ? publishJobs.findJob(db, job.parentJobId) : undefined; p && !up.some((x) => x.id === p!.id); p = p.reason === 'retry_channels' && p.parentJobId ? publishJobs.findJob(db, p.parentJobId) : undefined) up.push(p);
    return up;
  }
  if (job.parentJobId !== null || job.draftId === null) return [];
  return publishJobs.listJobs(db, { draftId: job.draftId }).filter((j) => j.id !== job.id && j.createdAt < job.createdAt && (j.state === 'done' || j.state === 'refused') && (j.outcomes ?? []).some((o) => o.success === false));
}

/**
 * A job's campaign as `withCampaigns` finds it (each batch read once per resolver): for the review
 * desk's rows too. `known`: jobs already read (their batch and parent), so a walk up from a retry
 * reads none of them again.
 */
export function campaignResolver(db: Parameters<typeof getBatch>[0], known?: ReadonlyMap<string, Pick<Job, 'batchId' | 'parentJobId'>>): (j: { id: string; batchId: string | null; draftId: string | null }) => string | null {
  const read = (id: string): Pick<Job, 'batchId' | 'parentJobId'> => known?.get(id) ?? publishJobs.getJob(db, id);
  const byBatch = new Map<string, string | null>();
  const ofBatch = (batchId: string, draftId: string | null): string | null => {
    if (!byBatch.has(batchId)) {
      let c: string | null;
      try {
        const o = getBatch(db, batchId).options;
        c = typeof o.campaignId === 'string' ? o.campaignId : null;
      } catch {
        c = null;
      }
      byBatch.set(batchId, c);
    }
    return byBatch.get(batchId) ?? (draftId ? campaignPlans.campaignOfSend(db, draftId, batchId) : null);
  };
  // w23csv (walk 20, 1): a job no campaign's send names (Bảo's `publish P --again`, a Compose publish of a campaign's post,
  // and the retries, resends and refits that followed them) is still its draft's campaign's, as a teammate's row of it says.
  const byDraft = new Map<string, string | null>();
  const ofDraft = (draftId: string | null): string | null => {
    if (draftId === null) return null;
    if (!byDraft.has(draftId)) byDraft.set(draftId, campaigns.campaignOfDraft(db, draftId));
    return byDraft.get(draftId) ?? null;
  };
  return (j) => {
    const seen = new Set<string>();
    let id: string | null = j.id;
    let batch = j.batchId;
    while (!batch && id && !seen.has(id)) {
      seen.add(id);
      try {
        id = read(id).parentJobId;
        batch = id ? read(id).batchId : null;
      } catch {
        return ofDraft(j.draftId);
      }
    }
    return (batch ? ofBatch(batch, j.draftId) : null) ?? ofDraft(j.draftId);
  };
}

export const toBatchDto = (b: BatchProgress): BatchDto => ({ id: b.id, total: b.total, byState: { ...b.byState }, refusals: { ...b.refusals }, scheduled: b.scheduled, queued: b.queued, hubPosts: b.hubPosts, pending: b.pending, skipped: b.skipped });

/**
 * The outbox of the running app: one Publisher for the current workspace, its runs in
 * the background (the renderer gets the batch at once and follows it by events), and
 * on start or after a workspace switch, every unfinished job resumed with its recorded
 * key and bytes.
 */
export class Outbox {
  readonly #s: Services;
  readonly #cache: MediaCache;
  #current: { workspaceId: string; teamIdentity: string; publisher: Publisher; abort: AbortController; loop: { stop(): Promise<void> } } | null = null;
  readonly #runs = new Set<Promise<unknown>>();

  constructor(s: Services) {
    this.#s = s;
    this.#cache = new MediaCache(dataPaths(s.dataDir).mediaCache);
  }

  get mediaCache(): MediaCache {
    return this.#cache;
  }

  /** The publisher of the current workspace (created on first use; needs the workspace's Hub and key). */
  async publisher(): Promise<Publisher> {
    return (await this.#active()).publisher;
  }

  /** The current workspace's publisher and the signal that stops its runs on a switch or shutdown. */
  async #active(): Promise<{ publisher: Publisher; signal: AbortSignal }> {
    const ws = this.#s.currentWorkspace();
    // w13again (walk 13): the same workspace whose team membership changed under the app (a `postroom workspace join`
    // or a leave from the CLI while it is open) gets a publisher made again, with the port it has now.
    const teamIdentity = teamPortIdentity(this.#s.library, ws);
    if (this.#current?.workspaceId === ws.id && this.#current.teamIdentity === teamIdentity) return { publisher: this.#current.publisher, signal: this.#current.abort.signal };
    this.reset();
    const { client } = await this.#s.hub();
    const events = this.#s.events;
    const team = this.#s.teamPort(ws);
    // The publisher itself, once made: a job event's verdicts read the team's hold through it (jobverdict).
    let made: Publisher | null = null;
    const publisher = new Publisher({
      db: this.#s.library.db,
      origin: 'app',
      hub: hubPort(client),
      media: mediaPort({ cache: this.#cache }),
      drafts: libraryDrafts(this.#s.library, ws.id, team),
      workspaceId: ws.id,
      team,
      events: {
        emit: (topic, value) => {
          // With its campaign, as jobs.list gives it: a live update must not drop a job out of the Outbox's campaign filter.
          if (topic === 'job') {
            const job = value as Job;
            const db = this.#s.library.db;
            const dto = (j: Job): JobDto => withCampaigns(db, [toJobDto(j, this.#s.clock.now(), team, againHeld(made), ownRetries(db))])[0]!;
            events.emit('job', dto(job));
            // w30retry: a retry of refused channels moved: the card of the send it retried says how it went (`retriedAs`);
            // h-retry: every send up its chain of retries (a retry of a retry), and, for a new send of the draft (its own
            // chain: "Publish again"), the draft's earlier sends with refused channels (`sentAgainAs`, their rows).
            for (const j of followedBy(db, job)) events.emit('job', dto(j));
          }
          else if (topic === 'batch') events.emit('batch', toBatchDto(value as BatchProgress));
          else if (topic === 'connectivity') {
            const c = value as Connectivity;
            this.#s.noteConnectivity(c.online, c.reason, c.at);
          }
        },
      },
    });
    made = publisher;
    // Keeps every unfinished job going (sends waiting ones, polls awaiting ones) until stopped:
    // after a crash, or while offline, the outbox empties by itself when the Hub answers.
    const abort = new AbortController();
    this.#current = { workspaceId: ws.id, teamIdentity, publisher, abort, loop: publisher.start() };
    return { publisher, signal: abort.signal };
  }

  #background<T>(p: Promise<T>): void {
    const tracked = p.catch(() => undefined).finally(() => this.#runs.delete(tracked));
    this.#runs.add(tracked);
  }

  /**
   * Journals the drafts and sends them in the background; answers with the batch at once, saying
   * what it sends and every draft it does not send with the reasons: drafts already sent (held by
   * the publisher's guard, recorded in the batch) and drafts with preflight errors (the same pure
   * check the publisher runs before journaling each draft, so the count announced is the count sent).
   */
  async start(input: { draftIds?: string[] | undefined; campaignId?: string | undefined; again?: boolean | undefined }): Promise<BatchDto> {
    const { publisher, signal } = await this.#active();
    const { batch, done } = await publisher.enqueue(
      { ...(input.draftIds ? { draftIds: input.draftIds } : {}), ...(input.campaignId ? { campaignId: input.campaignId } : {}), ...(input.again ? { again: true } : {}) },
      { wait: true, signal },
    );
    this.#background(done);
    if (!batch) return { id: '', total: 0, byState: {}, refusals: { some: 0, every: 0 }, scheduled: 0, queued: 0, sent: 0, notSent: [] };
    return { ...toBatchDto(batch), ...this.#answer(batch.id, input.again ? publisher : null) };
  }

  /**
   * The batch's drafts not sent, with reasons, and the count sent. `again`: the publisher of a
   * "publish again", whose team hold (a new approval needed: Publisher.againHold) is a reason too;
   * read while the item is still pending (synchronously: its prepare has not run yet).
   */
  #answer(batchId: string, again: Publisher | null = null): { sent: number; notSent: NotSentDto[] } {
    const db = this.#s.library.db;
    const team = this.#s.teamPort();
    const source = libraryDrafts(this.#s.library, this.#s.currentWorkspace().id, team);
    const notSent: NotSentDto[] = [];
    const items = batchItems(db, batchId);
    for (const it of items) {
      if (it.state === 'skipped') {
        const problems = (it.problems ?? []) as NotSentDto['problems'];
        const earlier = problems.some((p) => p.code === 'already_sent') ? draftPostState(db, it.draftId, team).state : null;
        // h-resumeadvice: this computer's own unfinished send (guard.ts ownInFlight): said so, as the CLI says it.
        const inFlight = earlier !== null && (it.problems ?? []).some((p) => (p as { againHeld?: unknown }).againHeld === 'in_flight');
        notSent.push({ draftId: it.draftId, problems, earlier, ...(inFlight ? { inFlight: true as const } : {}) });
        continue;
      }
      if (it.state !== 'pending') continue;
      const d = source.get(it.draftId);
      if (!d) continue;
      // The team's hold (not approved, changes requested, a viewer) is not derived again here: the
      // publisher recorded it in the batch (a skipped item, above), with the settings it decided by.
      const held = again?.againHold(it.draftId) ?? null;
      const problems = [...preflight(d, d.profile_id ? source.pins?.(d.profile_id) ?? null : null), ...(held ? [held] : [])];
      if (hasErrors(problems)) notSent.push({ draftId: it.draftId, problems: problems.filter((p) => p.severity === 'error').map((p) => ({ ...p })), earlier: null });
    }
    return { sent: items.length - notSent.length, notSent };
  }

  /** What the start of this process went on sending (system.resumed). */
  #resumed: ResumedDto = { startedAt: new Date().toISOString(), sends: 0 };
  get resumed(): ResumedDto {
    return this.#resumed;
  }

  /**
   * Starts the current workspace's publisher, which resumes every unfinished job in the background.
   * At the start of the process (`atStart`), what it goes on sending is counted first, so the screens
   * can say that a send was resumed after a restart: jobs journaled and not answered yet (the same
   * key and bytes go again) and posts handed over in a batch but not yet journaled.
   */
  async resumeAll(opts: { atStart?: boolean } = {}): Promise<void> {
    if (opts.atStart) {
      const db = this.#s.library.db;
      const workspaceId = this.#s.currentWorkspace().id;
      const jobs = publishJobs.listJobs(db, { states: SENDABLE_STATES, workspaceId }).length;
      const posts = publishBatches.listBatches(db, { states: ['open'], workspaceId }).reduce((n, b) => n + batchItems(db, b.id, 'pending').length, 0);
      this.#resumed = { ...this.#resumed, sends: jobs + posts };
    }
    await this.publisher();
  }

  /**
   * Retry-failed-channels and resend-unknown create new jobs; their runs go on in the background.
   * A retry or resend of a post whose time has passed says when (`when`: now, or a new time in a zone).
   */
  async followUp(kind: 'retry' | 'resend', jobId: string, when?: RetryWhen): Promise<JobDto> {
    const { publisher, signal } = await this.#active();
    const run = { wait: false, signal };
    const job = kind === 'retry' ? await publisher.retryFailedChannels(jobId, { ...run, ...(when ? { when } : {}) }) : await publisher.resendUnknown(jobId, { ...run, ...(when ? { when } : {}) });
    // The new job was sent; polling it to its outcome goes on in the background.
    this.#background(publisher.resume({ wait: true, unblock: false, signal }));
    return withCampaigns(this.#s.library.db, [toJobDto(job, this.#s.clock.now(), this.#s.teamPort(), againHeld(publisher), ownRetries(this.#s.library.db))])[0]!;
  }

  /**
   * "Ask the Hub" about an unknown outcome: one status read, never a resend. A post the Hub says it
   * holds is followed from then on by the background poller.
   */
  async askHub(jobId: string): Promise<JobDto> {
    const { publisher, signal } = await this.#active();
    const job = await publisher.askHub(jobId, { signal });
    return withCampaigns(this.#s.library.db, [toJobDto(job, this.#s.clock.now(), this.#s.teamPort(), againHeld(publisher), ownRetries(this.#s.library.db))])[0]!;
  }

  /** Stops the current workspace's runs (workspace switch, shutdown); their jobs stay journaled. */
  reset(): void {
    const c = this.#current;
    this.#current = null;
    if (!c) return;
    c.abort.abort(new Error('workspace changed'));
    this.#background(c.loop.stop());
  }

  async close(): Promise<void> {
    this.reset();
    await Promise.allSettled([...this.#runs]);
  }
}
