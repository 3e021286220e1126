/**
 * Preparing: a draft preflighted (pure), its media fitted, and its exact request built; a chunk of
 * drafts journaled together (its photos in one fsynced pack, then ONE commit made durable) BEFORE
 * any of them is sent. Also the children of a job (a refit, a resend, a retry of failed channels):
 * journaled with their parent's change in one durable commit.
 */
import { describeError, mapLimit } from '../common';
import { buildPublishBody, type PublishFields } from '../hub';
import { publishBatches, publishJobs, type Job, type JobPatch, type JobReason, type NewJob } from '../library';
import { captionGroups, withCaption } from './captions';
import type { PublisherContext } from './context';
import { PublisherError } from './errors';
import type { RunReport } from './options';
import { hasErrors, preflight, publishFields, type Problem, type ProblemCode, type ProfilePins, type PublishDraft } from './preflight';
import { approvalFor, resendProblem } from './team';
import { claimJobs, isTeamKey, mark, markOf, nextKey, partOf, stampApproval, teamKeys, withdrawnKey } from './team-jobs';

/** A draft of a batch to be journaled. */
export interface PrepareItem {
  batchId: string;
  position: number;
  draftId: string;
  /** The user chose "publish again" (in a team workspace it needs a new approval: team.ts). */
  again?: boolean;
}

export type Built = NewJob | { problems: Problem[] };
/** A draft's posts: one job per distinct caption among its channels (captions.ts), or why none can go. */
export type BuiltMany = { jobs: NewJob[] } | { problems: Problem[] };

const problem = (code: ProblemCode, field: string | null, message: string): Problem => ({ severity: 'error', code, channel: null, field, message });

type BuildOptions = {
  platforms: string[]; reason: JobReason; parentJobId: string | null; batchId: string | null; budgetBytes: number | undefined; pins?: Map<string, ProfilePins | null>;
  /** The job's key (default: a new one). */
  key?: string;
  /** A publish: "publish again" (team.ts: a new approval needed). */
  again?: boolean;
  /** A new post made from this key's job (a retry of refused channels): in a team, its keys derive from it. */
  parentKey?: string;
};

/**
 * Preflight, fit and build one job's exact request (not journaled yet). `pins`: a chunk's cache of
 * profile pins. The channels must share one caption and title (a job is one Hub post); channels
 * that no longer do (the draft's captions changed since) are a `caption_split` problem.
 */
export async function buildJob(ctx: PublisherContext, draft: PublishDraft, o: BuildOptions, signal?: AbortSignal): Promise<Built> {
  const groups = captionGroups(draft, o.platforms);
  if (groups.length > 1) return { problems: [problem('caption_split', 'captions', `the channels ${o.platforms.join(', ')} now carry ${groups.length} different captions: send them as separate posts`)] };
  return buildOne(ctx, groups[0] ? withCaption(draft, groups[0]) : draft, o, signal);
}

/**
 * One job per distinct caption and title among `o.platforms` (captions.ts), each with its own key.
 * The whole draft is preflighted first, each channel against its own caption: a problem in one
 * post holds back all of them (a draft goes out whole or not at all).
 */
export async function buildJobs(ctx: PublisherContext, draft: PublishDraft, o: BuildOptions, signal?: AbortSignal): Promise<BuiltMany> {
  const problems = check(ctx, draft, o);
  if (hasErrors(problems)) return { problems };
  // A team workspace (team.ts): an approved post's keys are its approval's; a retry of its refused channels derives them.
  const team = o.reason === 'publish' ? teamKeys(ctx, draft, o.platforms, o.again === true) : null;
  if (team && 'problems' in team) return team;
  const approval = ctx.team && o.parentKey !== undefined && isTeamKey(o.parentKey) ? approvalFor(ctx.team, draft) : null;
  if (approval && 'problem' in approval) return { problems: [approval.problem] };
  const jobs: NewJob[] = [];
  for (const g of captionGroups(draft, o.platforms)) {
    const part = partOf(draft, g.platforms);
    const own = team?.keys.get(part);
    // h-cancelkey: no approval here (random keys): a teammate's send withdrawn after a call that may have reached the Hub
    // lends its key (the Hub keeps one post), or holds the post when its channels changed since.
    const cut = !team && o.reason === 'publish' && !o.again ? withdrawnKey(ctx, draft.id, g.platforms) : null;
    if (cut && 'problem' in cut) return { problems: [cut.problem] };
    const key = own?.key ?? cut?.key ?? (o.parentKey !== undefined ? nextKey(ctx, o.parentKey, `retry_channels:${g.platforms.join(',')}`) : undefined);
    const built = await buildOne(ctx, withCaption(draft, g), { ...o, platforms: g.platforms, ...(key !== undefined ? { key } : {}) }, signal);
    if ('problems' in built) return built;
    jobs.push(own ? mark(built, own.mark) : key !== undefined && isTeamKey(key) ? mark(built, { approvalId: approval && 'approval' in approval ? (approval.approval?.approvalId ?? null) : null, part }) : built);
  }
  return { jobs };
}

/** Preflight of `draft` over `o.platforms`, with the profile's pins (cached per chunk in `o.pins`). */
function check(ctx: PublisherContext, draft: PublishDraft, o: BuildOptions): Problem[] {
  let pins: ProfilePins | null = null;
  if (draft.profile_id) {
    const known = o.pins?.get(draft.profile_id);
    pins = known !== undefined ? known : (ctx.drafts.pins?.(draft.profile_id) ?? null);
    o.pins?.set(draft.profile_id, pins);
  }
  return preflight({ ...draft, platforms: o.platforms }, pins, ctx.contract);
}

/** One post: `draft` carries the one caption and title of all of `o.platforms`. */
async function buildOne(ctx: PublisherContext, draft: PublishDraft, o: BuildOptions, signal?: AbortSignal): Promise<Built> {
  const problems = check(ctx, draft, o);
  if (hasErrors(problems)) return { problems };
  const urlPhotos = draft.photos.filter((p) => p.source === 'url' && p.url).map((p) => p.url as string);
  // In a team, the parts are named by their place, not by this computer's file names: the same post gives the same bytes on every laptop.
  const photos = ctx.team ? teamNamed(draft.photos) : draft.photos;
  const fitted = await ctx.media.fit(photos, publishFields(draft, urlPhotos, o.platforms) as PublishFields, o.budgetBytes, signal);
  if (fitted.errors.length > 0) return { problems: fitted.errors.map((e) => problem('media_failed', 'photos', `photo ${e.id}: ${e.message}`)) };
  const fields = publishFields(draft, fitted.photoUrls, o.platforms) as PublishFields;
  const built = buildPublishBody({ fields, photos: fitted.photos }, ctx.contract); // fitted photos carry their sha256
  return {
    id: ctx.newId(), batchId: o.batchId, draftId: draft.id, workspaceId: ctx.workspaceId, idempotencyKey: o.key ?? ctx.newKey(),
    reason: o.reason, parentJobId: o.parentJobId, platforms: o.platforms, fields,
    photos: fitted.photos.map((p) => ({ filename: p.filename, contentType: p.contentType, sha256: p.sha256, bytes: p.bytes.length, ...(p.width && p.height ? { width: p.width, height: p.height } : {}) })),
    contentType: built.contentType, body: built.body, bodySha256: built.digest, photoBytes: fitted.photos.map((p) => p.bytes),
    budgetBytes: o.budgetBytes ?? null, scheduledAt: draft.scheduled_at,
  };
}

/** A draft's photos named by their place in the post (photo-01, photo-02, …; the media area gives the output's extension). */
function teamNamed(photos: PublishDraft['photos']): PublishDraft['photos'] {
  const order = photos.slice().sort((a, b) => a.position - b.position);
  return photos.map((p) => ({ ...p, name: `photo-${String(order.indexOf(p) + 1).padStart(2, '0')}` }));
}

/** Without a draft: the recorded fields narrowed to some channels (JSON bodies only; not journaled yet). */
export function rebuildFromJob(ctx: PublisherContext, job: Job, platforms: string[], reason: JobReason): Built {
  if (job.photos.length > 0) return { problems: [problem('draft_missing', 'photos', 'the draft is gone and its photos were not kept')] };
  const fields = { ...job.fields, platforms } as PublishFields;
  const built = buildPublishBody({ fields, photos: [] }, ctx.contract);
  return {
    id: ctx.newId(), batchId: null, draftId: job.draftId, workspaceId: job.workspaceId, idempotencyKey: nextKey(ctx, job.idempotencyKey, `${reason}:${platforms.join(',')}`), reason,
    parentJobId: job.id, platforms, fields, photos: [], contentType: built.contentType, body: built.body, bodySha256: built.digest,
    budgetBytes: null, scheduledAt: job.scheduledAt,
  };
}

/**
 * Drafts of batches, prepared together (fitted concurrently, kept in order) and journaled in one
 * durable commit: the photos' pack first, then the rows, then (with a WalSync) the WAL's fsync.
 * Drafts that fail preflight or fitting are skipped in their batch, with their problems.
 */
export async function prepareChunk(ctx: PublisherContext, items: readonly PrepareItem[], signal?: AbortSignal): Promise<{ jobIds: string[]; skipped: RunReport['skipped'] }> {
  const drafts = ctx.drafts.getMany(items.map((it) => it.draftId));
  const pins = new Map<string, ProfilePins | null>();
  // Fitted concurrently (media work runs off this thread), kept in order.
  const builds = await mapLimit(items, ctx.options.concurrency, async (it): Promise<BuiltMany | null> => {
    if (signal?.aborted) return null;
    const draft = drafts.get(it.draftId);
    if (!draft) return { problems: [problem('draft_missing', null, `draft ${it.draftId} no longer exists`)] };
    try {
      return await buildJobs(ctx, draft, { platforms: draft.platforms, reason: 'publish', parentJobId: null, batchId: it.batchId, budgetBytes: ctx.options.budgetBytes, pins, ...(it.again ? { again: true } : {}) }, signal);
    } catch (err) {
      return signal?.aborted ? null : { problems: [problem('media_failed', 'photos', `media could not be prepared: ${describeError(err)}`)] };
    }
  });
  const skipped: RunReport['skipped'] = [];
  if (signal?.aborted) return { jobIds: [], skipped };
  // A draft whose channels carry different captions is several jobs of ONE batch item (one claim).
  const ready: Array<{ job: NewJob; item: PrepareItem }> = [];
  ctx.journal.flush();
  const keys = new Set<string>();
  items.forEach((it, i) => {
    let built = builds[i];
    if (!built) return;
    // A team's key is fixed by its approval: one this journal holds by now (the same draft in two
    // batches, another run) is that post already sent, never a second job.
    if (!('problems' in built) && ctx.team && built.jobs.some((j) => isTeamKey(j.idempotencyKey) && (keys.has(j.idempotencyKey) || publishJobs.jobByKey(ctx.db, j.idempotencyKey)))) {
      // "Publish again" caught here (its job journaled since the key was read) is refused as team-jobs.ts approvedKey
      // refuses it: a new post needs a new approval (a CI run once saw already_sent here, the publisher's two checks apart).
      built = { problems: [it.again ? resendProblem('it was already sent under its approval; it needs a new approval first') : problem('already_sent', null, 'already sent under its approval (this computer holds the job)')] };
    }
    if (!('problems' in built)) for (const j of built.jobs) keys.add(j.idempotencyKey);
    if ('problems' in built) {
      // w31twoproc (walk 29): an item another process journaled meanwhile (the app's resume beside the CLI's send, on
      // one data dir) is that process's post, sent by this computer: left as it is, and not said to be held back here.
      if (publishBatches.skipItem(ctx.db, { batchId: it.batchId, position: it.position, problems: built.problems })) skipped.push({ batchId: it.batchId, draftId: it.draftId, problems: built.problems });
    } else for (const job of built.jobs) ready.push({ job, item: it });
  });
  if (ready.length === 0) return { jobIds: [], skipped };
  stampApproval(ctx, ready.map((r) => r.job));
  stampOrigin(ctx, ready.map((r) => r.job));
  const packs = await ctx.bodies.write(ready.map((r) => r.job));
  let jobs: Job[];
  try {
    ctx.journal.flush();
    jobs = publishJobs.insertJobs(ctx.db, ready.map((r) => ({ job: r.job, item: { batchId: r.item.batchId, position: r.item.position } })), { now: ctx.clock.now(), durable: ctx.durability.mode });
  } finally {
    ctx.bodies.settled(packs);
  }
  // Durable before any of them can be sent (a failure here leaves them prepared for a resume,
  // which syncs again before sending, with bodies rebuilt from the journal).
  await ctx.durability.sync();
  // The team is told who sends which key, before any call (team.ts).
  const kept = new Set(jobs.map((j) => j.id));
  await claimJobs(ctx, ready.filter((r) => kept.has(r.job.id)).map((r) => ({ job: r.job, mark: markOf(r.job) })));
  const bodies = new Map(ready.map((r) => [r.job.id, r.job.body]));
  for (const j of jobs) {
    ctx.bodies.keep(j.id, bodies.get(j.id)!); // a draft journaled meanwhile by another run has no job here: never sent
    ctx.journal.remember(j);
    ctx.events.emit('job', j);
    ctx.journal.markDraft(j.draftId); // its first job: the draft's state is derived again
  }
  return { jobIds: jobs.map((j) => j.id), skipped };
}

/**
 * Journals a child job and changes its parent in ONE durable commit (its photos' pack first);
 * emits both. The parent's noted answer goes with it.
 * @throws PublisherError `invalid_state` when the parent was already replaced.
 */
export async function insertChild(ctx: PublisherContext, o: { child: NewJob; parent: Job; parentPatch: JobPatch; type: string; detail: Record<string, unknown>; siblings?: NewJob[] }): Promise<{ child: Job; parent: Job }> {
  const siblings = o.siblings ?? [];
  stampApproval(ctx, [o.child, ...siblings]);
  stampOrigin(ctx, [o.child, ...siblings]);
  const packs = await ctx.bodies.write([o.child, ...siblings]);
  try {
    ctx.journal.flush();
    const at = ctx.clock.now();
    const r = publishJobs.insertChildJob(ctx.db, {
      child: o.child, parentId: o.parent.id, parentPatch: o.parentPatch, now: at,
      parentEvents: [...ctx.journal.takeNotes(o.parent.id), { at, type: o.type, state: o.parentPatch.state ?? null, detail: o.detail }], siblings,
    });
    if (!r) throw new PublisherError('invalid_state', `job ${o.parent.id} was already replaced by another job`);
    await claimJobs(ctx, [o.child, ...siblings].map((job) => ({ job, mark: markOf(job) })));
    ctx.journal.remember(r.parent);
    ctx.events.emit('job', r.child);
    for (const s of siblings) ctx.events.emit('job', publishJobs.getJob(ctx.db, s.id));
    ctx.events.emit('job', r.parent);
    return r;
  } finally {
    ctx.bodies.settled(packs);
  }
}

/** w26outbox (walk 24, 2): each new job carries the shell it is made in (the CLI or the app), journaled with it. */
function stampOrigin(ctx: PublisherContext, jobs: readonly NewJob[]): void {
  if (ctx.origin) for (const j of jobs) j.origin = ctx.origin;
}
