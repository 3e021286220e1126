import { dataPaths, describeError } from '../../common';
import type { HubClient } from '../../hub';
import type { Library, Workspace } from '../../library';
import type { BatchOutcomes, Job, PostActionsView, PostState, Publisher, PublisherEmitter, PublisherOptions, RunReport, TeamPublishPort } from '../../publisher';
import { CliError, usageError, type CliContext, type Command, type OptionSpec } from '../command';
import { API_KEY_ENV } from './keys';
import { REVIEW_HOLD_CODE_ROLE, byText, nothingNewWords, heldApart, outcomeLine, outcomeSource, outcomesText, publishSummary, sentBefore, teammateHubSaid, unknownWords, unreachedWords } from './publish-words';
import { teammateLines, teammateSendsOf } from './teammate-job';
import { jobFailed, outcomesOf, progress, sumOutcomes, teamOf, type RunSeen } from './publish-progress';
export { sentBefore, heldApart, publishSummary, hubAnswerNotes, outcomeLine, unknownWords } from './publish-words';
import { joinProblems } from '../../../src-shared/join-problems';
import { utcMinute } from '../../../src-shared/utc-minute';
import { syncBeforeSending } from './send-sync';

export const HUB_URL_ENV = 'POSTROOM_HUB_URL';

/**
 * Which Hub a run talks to: POSTROOM_HUB_URL (+ POSTROOM_API_KEY, or the current workspace's
 * keychain entry) for scripted runs; otherwise the current workspace. For the sandbox
 * workspace the embedded sandbox Hub is started in this process for the run, on the data
 * dir's own sandbox state (the same one the app's embedded sandbox uses).
 */
export async function resolveHub(ctx: CliContext, library: Library): Promise<{ baseUrl: string; apiKey: string; workspace: Workspace; close?: () => Promise<void> }> {
  const workspace = library.workspaces.getCurrent(library.db);
  const envUrl = ctx.env[HUB_URL_ENV]?.trim();
  const envKey = ctx.env[API_KEY_ENV]?.trim();
  const baseUrl = envUrl || (workspace.kind === 'hub' ? workspace.hubUrl : '');
  if (!baseUrl) {
    const { startSandbox } = await import('../../sandbox');
    const sandbox = await startSandbox({ dataDir: ctx.dataDir, port: 0 });
    return { baseUrl: sandbox.url, apiKey: sandbox.apiKey, workspace, close: () => sandbox.close() };
  }
  if (envKey) return { baseUrl, apiKey: envKey, workspace };
  try {
    const { createSecretsServices } = await import('../../secrets');
    const { key } = await createSecretsServices({ library, env: ctx.env }).keys.keyFor();
    return { baseUrl, apiKey: key.reveal(), workspace };
  } catch (err) {
    throw new CliError('failed', `no API key for workspace "${workspace.name}": ${describeError(err)} (set ${API_KEY_ENV} or run postroom key set)`);
  }
}

export async function withPublisher<T>(ctx: CliContext, concurrency: number | undefined, fn: (p: Publisher, emitter: PublisherEmitter, library: Library) => Promise<T>, needHub = true, options: Partial<PublisherOptions> = {}): Promise<T> {
  const paths = dataPaths(ctx.dataDir);
  const [{ openLibrary }, { HubClient }, { MediaCache }, { hubPort, libraryDrafts, mediaPort, Publisher, PublisherEmitter }] = await Promise.all([
    import('../../library'), import('../../hub'), import('../../media'), import('../../publisher'),
  ]);
  const library = openLibrary(paths.library);
  let client: HubClient | null = null;
  let hub: Awaited<ReturnType<typeof resolveHub>> | null = null;
  try {
    hub = needHub ? await resolveHub(ctx, library) : null;
    const workspace = hub?.workspace ?? library.workspaces.getCurrent(library.db);
    client = hub ? new HubClient({ baseUrl: hub.baseUrl, apiKey: hub.apiKey }) : null;
    const emitter = new PublisherEmitter();
    // A team workspace (issue 34): approval before publishing, keys fixed by the approval, teammates' outcomes guarding this laptop.
    const { teamPublishPort } = await import('../../team');
    const team = teamPublishPort(library, workspace);
    const publisher = new Publisher({
      db: library.db,
      origin: 'cli',
      hub: client ? hubPort(client) : { publish: () => Promise.reject(new Error('no Hub')), status: () => Promise.reject(new Error('no Hub')) },
      media: mediaPort({ cache: new MediaCache(paths.mediaCache) }),
      drafts: libraryDrafts(library, workspace.id, team),
      workspaceId: workspace.id,
      events: emitter,
      team,
      options: { ...options, ...(concurrency ? { concurrency } : {}) },
    });
    return await fn(publisher, emitter, library);
  } finally {
    await client?.close().catch(() => undefined);
    await hub?.close?.().catch(() => undefined);
    library.close();
  }
}

/** One JSON line per job: what a script needs to follow a post. */
function jobLine(j: Job, post: PostState, actions: PostActionsView): Record<string, unknown> {
  return {
    jobId: j.id,
    draftId: j.draftId,
    key: j.idempotencyKey,
    state: j.state,
    hubStatus: j.hubStatus,
    platforms: j.platforms,
    outcomes: j.outcomes ?? [],
    lastError: j.lastError?.code ?? null,
    lastErrorMessage: j.lastError?.message ?? null,
    attempts: j.attempts,
    polls: j.polls,
    reason: j.reason,
    parentJobId: j.parentJobId,
    supersededBy: j.supersededBy,
    post,
    // What a person can do with it now (the truth table, publisher/actions.ts).
    actions,
  };
}

/** A job's line of words, in English (the CLI's language): the Hub's Vietnamese rendering stays in --json. */
function jobText(j: Job, stateText: string): string {
  const outcomes = outcomesText(j.outcomes);
  const err = j.lastError ? ` [${j.lastError.code}: ${j.lastError.message}]` : '';
  // A job sent again as new is `cancelled` only as the journal's record (post-state.ts rule 1): never printed as "job cancelled".
  const journal = j.state === 'cancelled' && j.supersededBy ? `superseded by ${j.supersededBy}` : `${j.state}${j.hubStatus ? `/${j.hubStatus}` : ''}`;
  return `${j.id}  draft ${j.draftId ?? '-'}  ${stateText}  [job ${journal}]  ${outcomes}${err}`;
}

/**
 * Prints one job: its JSON line, or its line of words. editedtime (walk 6): given the team (`status`), its post
 * is the app Outbox's (bridge outbox.ts jobPost: a teammate's outcome of the same key), so a replay of a
 * teammate's call says who published it and when, as the app's card does ("Published by Bảo · time").
 */
export async function emitJob(ctx: CliContext, given: Job, team?: TeamPublishPort | null, db?: Library['db'], words: { lead?: (stateText: string) => string; sentAfter?: SentAfterOf } = {}): Promise<void> {
  const w = await import('../../publisher');
  const { job: j, knownFrom } = w.jobKnown(given, team); // unknowncard (walk 31, 1): a teammate's laptop has the Hub's answer (same key)
  const post = team ? (await import('../../bridge')).jobPost(j, team) : w.postState([j]);
  // w11sender (walk 11): `status` says "edited since it was sent" of this computer's own send too, as the app's Outbox card (ownSendEdits).
  const edited = db ? ((await import('../../bridge')).ownSendEdits(db, [{ job: j, post }]).get(j.id) ?? null) : undefined;
  // w30retry (walk 26, 3): its refused channels' retry and how it went, as the app's card and a teammate's line say it;
  // h-retry: the latest retry's outcome, or a later send of the draft that carried them, and the row they put it in (the card's).
  const jobs = db && j.draftId && post.refused.length > 0 ? w.listJobs(db, { draftId: j.draftId }) : null;
  const retried = jobs && j.supersededBy ? w.ownRetried(jobs, j, post.refused) : null;
  const again = jobs && !j.supersededBy ? w.ownSentAgain(jobs, j, post.refused) : null;
  const line = jobLine(j, post, w.actionsView({ ...post, followedUp: j.supersededBy !== null, retried: retried?.state ?? null, sentAgain: again?.state ?? null }, Date.now()));
  const lead = words.lead ? `${words.lead(w.postStateText(post))}\n` : '';
  const source = outcomeSource(knownFrom, db && !knownFrom && j.state === 'done' ? (await import('../../bridge')).finalReads(db, [j.id]).get(j.id) : undefined);
  // h-clipublish (walk 33, 1): a call the Hub answered as a replay of an earlier one under its key, who sent it unknown here
  // (h-replaywho: the core's one reading, post-state `replayed`, the app's cards read too).
  const replay = !post.by && !!post.replayed;
  // h-pubsync (walk 41a, 2): this computer's send made after the open request for changes says so, with both times.
  const after = words.sentAfter?.(j.draftId, { at: post.mine?.at ?? j.sentAt ?? j.createdAt, by: null }) ?? null;
  const out = { ...line, ...(edited === undefined ? {} : { editedSinceSent: edited }), ...(retried ? { retriedAs: retried } : {}), ...(again ? { sentAgainAs: again } : {}), ...source.json, ...(knownFrom ? { journalState: given.state } : {}), ...(replay ? { replayed: true } : {}), ...after?.json };
  ctx.emit(out, `${lead}${jobText(j, `${w.postStateText(post)}${w.retriedAsText(retried)}${w.sentAgainText(again)}`)}${source.text}${byText(post, replay)}${editedWords(edited ?? undefined)}${after?.text ?? ''}`);
}

/**
 * w22retry (walk 20, 7): what `retry` did, in words: the new job, its new key, the channels it sends and its state as the
 * command ends (the tester read nothing of it). Its JSON line (jobLine) carries the same facts: jobId, key, platforms, state.
 */
export const retriedWords = (parentJobId: string, j: Pick<Job, 'id' | 'idempotencyKey' | 'platforms'>, stateText: string): string =>
  `retried the refused channels of job ${parentJobId} as job ${j.id} (new key ${j.idempotencyKey}), sending ${j.platforms.join(', ')}: ${stateText}`;

/**
 * w22retry: a post not final when the command ends is followed by nothing after it: how to follow it (no new poller).
 * h-resumeadvice (walk 42b): by its state — an unknown outcome is not followed by `resume` (nothing of it is unfinished):
 * `postroom ask JOB` finds it out, as `publish` says of one (unknownWords); a post still sending or at the Hub is.
 */
export const followWords = (j: Pick<Job, 'id' | 'state' | 'lastError'>): string =>
  j.state === 'unknown'
    ? unknownWords(j)
    : `not final yet: nothing follows it after this command; \`postroom resume --wait\` follows it to its final outcome (\`postroom ask ${j.id}\` reads it once); \`postroom status\` shows the journal only`;

/** `jobsOf`: every job of a batch in the journal (a resume's batch has jobs earlier runs finished: they count too). */
/** `resumedSince` (ms), for `resume`: when it began; its summary says how many drafts it sent, of those it followed (h-lostanswer). */
async function report(ctx: CliContext, r: RunReport, seen: RunSeen, team: TeamPublishPort | null, jobsOf: (batchId: string) => Job[], withdrawWho?: (draftId: string) => string | null, resumedSince?: number): Promise<number> {
  for (const s of r.skipped) {
    // Walk 39b: held for a new approval: who may withdraw it (the core's withdrawWhoEnglish, as the app's Compose and Outbox card say).
    const who = withdrawWho && s.problems.some((p) => p.code === 'resend_needs_approval' || p.againHeld === 'resend_needs_approval') ? withdrawWho(s.draftId) : null;
    ctx.emit({ jobId: null, draftId: s.draftId, key: null, state: 'skipped', outcomes: [], lastError: s.problems.find((p) => p.severity === 'error')?.code ?? null, problems: s.problems, ...(who ? { withdraw: who } : {}) },
      `draft ${s.draftId} not sent: ${joinProblems(s.problems.filter((p) => p.severity === 'error').map((p) => p.message))}${who ? `; ${who}` : ''}`);
  }
  for (const j of r.jobs) await emitJob(ctx, j, team); // h-clipublish: with the team, a replay of a teammate's call says so, as `status` does
  // w27cli (walk 23, 1): each batch's count by outcome (its parts add up to its posts), then each unknown outcome in
  // plain words with how to find out.
  const outcomes: BatchOutcomes[] = [];
  for (const id of r.batchIds) {
    const b = seen.batches.get(id);
    const skipped = r.skipped.filter((s) => s.batchId === id).length;
    const o = await outcomesOf({ total: Math.max(b?.total ?? 0, skipped), skipped: Math.max(b?.skipped ?? 0, skipped) }, jobsOf(id), team);
    outcomes.push(o);
    if (!ctx.json) ctx.info(outcomeLine(id, o));
  }
  const { jobPost, waitingToReach } = await import('../../publisher');
  if (!ctx.json) for (const j of r.jobs) if (jobPost(j, team).state === 'unknown') ctx.info(unknownWords(j));
  // w29resend (walk 25, 2): without --wait a run does not wait for a Hub that does not answer (maxOfflineMs 0): its jobs
  // stay queued under their keys; said so, never "interrupted" nor "sent".
  const unreached = r.jobs.filter((j) => waitingToReach(jobPost(j, team)));
  if (unreached.length > 0) ctx.info(unreachedWords(unreached));
  // One line that says what the batch did: the count sent equals the jobs journaled; every draft
  // not sent is listed above with its reasons.
  const sent = new Set(r.jobs.map((j) => j.draftId)).size;
  const { replayedCount } = await import('../../publisher'); // h-clipublish: the drafts the Hub already had were not sent from here
  const replayed = replayedCount(sumOutcomes(outcomes));
  const held = r.skipped.filter(sentBefore).length;
  // heldsend: drafts waiting for the team's review are not "with problems": counted apart, as the campaign dry run does.
  const { REVIEW_HOLD_CODES, reviewHoldKind } = await import('../../campaigns');
  const waiting = r.skipped.filter((s) => !sentBefore(s) && s.problems.some((p) => REVIEW_HOLD_CODES.has(p.code))).length;
  if (r.batchIds.length > 0) {
    // w20cli: a viewer's hold is not waiting for approval, nor a revoked token or a team left a problem (as the line says).
    const role = r.skipped.filter((s) => !sentBefore(s) && s.problems.some((p) => p.code === REVIEW_HOLD_CODE_ROLE)).length;
    const { revoked, left } = heldApart(r.skipped, reviewHoldKind);
    // h-lostanswer (walk 44b, 5): a resume's drafts whose first call that may have reached the Hub was its own (sentAt).
    const resumed = resumedSince === undefined ? undefined : { sentNow: new Set(r.jobs.filter((j) => j.sentAt !== null && j.sentAt >= resumedSince).map((j) => j.draftId ?? j.id)).size };
    ctx.emit({ summary: { sent: sent - replayed, ...(resumed ? { sentNow: resumed.sentNow } : {}), ...(replayed > 0 ? { replayed } : {}), notSent: r.skipped.length, alreadySent: held, waiting: waiting - role, ...(role > 0 ? { viewer: role } : {}), ...(revoked > 0 ? { revoked } : {}), ...(left > 0 ? { leftTeam: left } : {}), problems: r.skipped.length - held - waiting - revoked - left, outcomes: sumOutcomes(outcomes) } }, publishSummary(r.skipped, sent, held, waiting, reviewHoldKind, sumOutcomes(outcomes), resumed, team?.me.name ?? null));
  }
  if (r.blocked) ctx.info(`stopped: ${r.blocked.code}: ${r.blocked.message}`);
  for (const f of r.failures ?? []) ctx.info(`failed: ${f}`);
  if (r.interrupted && unreached.length === 0) ctx.info('interrupted: unfinished jobs keep their keys; run `postroom resume` to continue');
  const bad = r.blocked !== null || r.interrupted || r.skipped.length > 0
    || r.jobs.some(jobFailed);
  return bad ? 1 : 0;
}

/** Walk 39b: who may withdraw a held post, in a team's workspace (team/withdraw-who.ts); undefined outside a team. */
export async function withdrawWhoOf(library: Library): Promise<((draftId: string) => string | null) | undefined> {
  const { memberOf, withdrawWhoEnglish } = await import('../../team');
  const w = library.workspaces.getCurrent(library.db) as Parameters<typeof memberOf>[0];
  if (!w.team) return undefined;
  const member = memberOf(w, { db: library.db });
  return (draftId) => withdrawWhoEnglish(library.db, member, draftId);
}

/** h-pubsync (walk 41a, 2): a send said "sent after NAME asked for changes": its JSON and its words. */
type SentAfterOf = (draftId: string | null, send: { at: number; by: string | null }) => { json: Record<string, unknown>; text: string } | null;

/**
 * h-pubsync (walk 41a, 2): whether a send went after the open request for changes of its post (the core's
 * sentAfterRequest, as Compose's review panel and `review list` read it), in a team's workspace; undefined elsewhere.
 */
async function sentAfterOf(library: Library): Promise<SentAfterOf | undefined> {
  const w = library.workspaces.getCurrent(library.db);
  if (!w.team) return undefined;
  const [{ memberOf, reviewOf, sentAfterRequest, sentAfterRequestEnglish }, { nameFor }, { sentAfterJson }] = await Promise.all([import('../../team'), import('./review-words'), import('./review-athub')]);
  const me = memberOf(w, { db: library.db }).name;
  return (draftId, send) => {
    if (draftId === null) return null;
    let review: ReturnType<typeof reviewOf>;
    try {
      review = reviewOf(library.db, draftId);
    } catch {
      return null; // a draft deleted here: no review to say it against
    }
    const after = sentAfterRequest(review, [send]);
    return after ? { json: { sentAfterRequest: sentAfterJson(after) }, text: `  [${sentAfterRequestEnglish(after, (name) => nameFor(name, me))}]` } : null;
  };
}

/** w30words: checked before the command runs (the option's `accepts`). */
const concurrencyOf = (v: unknown): number | undefined => (v === undefined ? undefined : Number(v));

export const waitOption: OptionSpec = { wait: { type: 'boolean', help: 'poll the Hub until every post has its final outcome' } };
const concurrencyOption: OptionSpec = { concurrency: { type: 'string', value: 'N', help: 'send N posts at a time, 1 to 64', accepts: { kind: 'whole', min: 1, max: 64 } } };

export const publishCommand: Command = {
  name: 'publish',
  area: 'publishing',
  summary: 'journal drafts (new key each) and send them; a Hub that does not answer leaves them queued for `resume`; --wait polls to final outcomes',
  args: '[DRAFT_ID…]',
  options: {
    all: { type: 'boolean', help: 'every draft of the current workspace' },
    campaign: { type: 'string', value: 'ID', help: "the campaign's posts", completes: 'campaign' },
    again: { type: 'boolean', help: 'send drafts already published, scheduled or in flight again, as new posts (an unknown outcome is asked of the Hub first: a post it has is not sent again in that run)' },
    ...waitOption,
    ...concurrencyOption,
  },
  example: 'publish --all --wait',
  async run(ctx, { positionals, values }) {
    const all = values.all === true;
    const campaignId = typeof values.campaign === 'string' ? values.campaign : undefined;
    if (positionals.length === 0 && !all && campaignId === undefined) throw usageError(this, 'name drafts to publish, or --all');
    await syncBeforeSending(ctx); // h-pubsync: the approvals the team holds now, or a line saying they are the last synced
    return withPublisher(ctx, concurrencyOf(values.concurrency), async (p, emitter, library) => {
      const team = await teamOf(library);
      const seen = progress(ctx, emitter, team);
      // --again: drafts already published, scheduled, queued or in flight are sent again as new posts (an unknown outcome asked first: guard.ts askFirstHold).
      const r = await p.publish({ draftIds: positionals, all, ...(campaignId ? { campaignId } : {}), ...(values.again === true ? { again: true } : {}) }, { wait: values.wait === true, signal: ctx.signal });
      const heldOnly = r.jobs.length === 0 && r.skipped.length > 0 && r.skipped.every((s) => s.problems.some((x) => x.code === 'already_sent'));
      // w31hint (walk 29, 3): "add --again" only where --again would send them (in a team that requires approval it needs a new approval first).
      const againHeld = new Set(r.skipped.flatMap((s) => s.problems.flatMap((x) => (x.againHeld ? [x.againHeld] : []))));
      if (heldOnly) ctx.info(nothingNewWords(againHeld));
      if (r.jobs.length === 0 && r.skipped.length === 0 && !ctx.json) ctx.info('nothing to publish');
      return report(ctx, r, seen, team, (batchId) => p.batchJobs(batchId), await withdrawWhoOf(library));
    }, true, values.wait === true ? {} : NO_WAIT_FOR_HUB);
  },
};

/**
 * w29resend (walk 25, 2): without --wait, a Hub that does not answer is not waited for: the jobs stay queued (retrying, their keys kept).
 * h-clipublish (walk 33, 3): `campaign send` runs so too (it never returned while the Hub did not answer).
 */
export const NO_WAIT_FOR_HUB = { maxOfflineMs: 0 } as const;

export const resumeCommand: Command = {
  name: 'resume',
  area: 'publishing',
  summary: 'continue every unfinished job with its recorded key and bytes (after a crash or an outage)',
  options: { ...waitOption, ...concurrencyOption },
  example: 'resume --wait',
  async run(ctx, { positionals, values }) {
    if (positionals.length > 0) throw new CliError('usage', 'resume takes no arguments');
    return withPublisher(ctx, concurrencyOf(values.concurrency), async (p, emitter, library) => {
      const team = await teamOf(library);
      const seen = progress(ctx, emitter, team);
      const since = Date.now();
      const r = await p.resume({ wait: values.wait === true, signal: ctx.signal });
      if (r.jobs.length === 0 && r.skipped.length === 0 && !ctx.json) ctx.info('nothing unfinished');
      return report(ctx, r, seen, team, (batchId) => p.batchJobs(batchId), undefined, since);
    });
  },
};

/** The journal states a running publisher sends or polls on (an unknown outcome waits for `ask`, not for a run). */
const FOLLOWED_STATES: readonly Job['state'][] = ['prepared', 'sending', 'retrying', 'awaiting'];

export const statusCommand: Command = {
  name: 'status',
  area: 'publishing',
  summary: 'jobs, their keys, states and per-channel outcomes (from the journal; no Hub call)',
  args: '[JOB_ID…]',
  options: { limit: { type: 'string', value: 'N', help: 'at most N rows: the newest of this computer\'s jobs and, in a team, teammates\' sends (default 100)', accepts: { kind: 'whole', min: 1 } } },
  example: 'status --limit 20 --json',
  async run(ctx, { positionals, values }) {
    const limit = values.limit === undefined ? 100 : Number(values.limit);
    return withPublisher(ctx, undefined, async (p, _e, library) => {
      // Walk 21: a job id `status` lists among teammates' sends is theirs, not this computer's: shown as listed
      // (before: "no job 01a21fee…"). An id neither here nor theirs is refused, saying where it was looked for.
      const mine = (id: string): Job | null => {
        try {
          return p.job(id);
        } catch {
          return null;
        }
      };
      const asked = positionals.map((id) => ({ id, job: mine(id) }));
      let jobs = positionals.length > 0 ? asked.flatMap((a) => (a.job ? [a.job] : [])) : p.jobs({ limit });
      // w30walk (walk 27, 3): --limit N is the rows printed: the newest N of this computer's jobs and teammates' sends
      // together (before, teammates' were added on top: --limit 1 printed 2 rows).
      let theirNewest: string[] | null = null;
      if (positionals.length === 0) {
        const theirs = (await teammateSendsOf(library)).map((t) => ({ id: t.job.id, at: t.job.createdAt, mine: false }));
        const newest = [...jobs.map((j) => ({ id: j.id, at: j.createdAt, mine: true })), ...theirs].sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1)).slice(0, limit);
        jobs = jobs.filter((j) => newest.some((r) => r.mine && r.id === j.id));
        theirNewest = newest.filter((r) => !r.mine).map((r) => r.id);
      }
      // editedtime (walk 6): in a team, each job's post with the team's outcome of its key (who published it, when).
      // w10cli (walk 10): in a workspace that LEFT its team too (its port is leftPort, the team's outcomes kept), as
      // the app's Library and Outbox there: before, the leave dropped "published by Lan; this computer's call was a replay".
      const workspace = library.workspaces.getCurrent(library.db);
      const team = (await import('../../team')).teamPublishPort(library, workspace);
      const sentAfter = await sentAfterOf(library);
      for (const j of jobs) await emitJob(ctx, j, team, library.db, sentAfter ? { sentAfter } : {});
      // teamoutbox (issue 34): in a team workspace, the posts teammates' laptops sent, read-only here.
      const elsewhere = asked.filter((a) => !a.job).map((a) => a.id);
      const shown = theirNewest ? (theirNewest.length > 0 ? await emitTeammateSends(ctx, library, Infinity, theirNewest) : []) : elsewhere.length > 0 ? await emitTeammateSends(ctx, library, Infinity, elsewhere) : [];
      const missing = elsewhere.filter((id) => !shown.includes(id));
      if (missing.length > 0) {
        const { PublisherError } = await import('../../publisher');
        throw new PublisherError('job_not_found', `no job ${missing.join(', ')}: not in this computer's journal${team ? ' nor among the posts teammates sent' : ''}`);
      }
      const theirs = shown.length;
      // Walk 45b (6): "tried again as soon as it answers" is done by a running Postroom; after a kill -9 none runs.
      const open = jobs.filter((j) => FOLLOWED_STATES.includes(j.state)).length;
      if (open > 0 && !ctx.json) ctx.info(`${open} of this computer's jobs ${open === 1 ? 'is' : 'are'} not final: \`status\` only reads the journal; the app, or \`postroom resume --wait\`, running on this data dir sends and follows ${open === 1 ? 'it' : 'them'} (nothing does while neither runs)`);
      // w30walk (walk 27, 2): under --json no jobs is an empty list, one job a line as ever: no lines, no words (was "no jobs yet").
      if (jobs.length === 0 && theirs === 0 && !ctx.json) ctx.info('no jobs yet');
      return 0;
    }, false);
  },
};

/**
 * teamoutbox (issue 34, walk 4): the posts teammates' laptops sent (the team's shared outcomes here),
 * one line each after this laptop's jobs: who sent it and when, per channel what happened. Read-only:
 * their jobs are in their journals (publisher/team-actions.ts `teammate_job`). Returns the job ids shown.
 */
async function emitTeammateSends(ctx: CliContext, library: Library, limit: number, only?: readonly string[]): Promise<string[]> {
  const workspace = library.workspaces.getCurrent(library.db);
  const now = Date.now();
  // w8cli (walk 8): a workspace that LEFT its team keeps the team's outcomes (leftview: its port is leftPort),
  // listed as the Outbox lists them, "sent by the team you left" (was: "no jobs yet" beside the Outbox's 9 posts).
  const left = !workspace.team;
  const all = await teammateSendsOf(library);
  const sends = all.filter((x) => !only || only.includes(x.job.id)).slice(0, limit);
  const edited = await editedOfSends(library, sends);
  // w28credit (walk 24, 2): the post state of the send's publish (with the retries that followed it up), as the app's card.
  // w30retry (walk 26, 3): a send its sender's retry followed up (and that retry) says its own state, then the retry, as the card.
  // walk 36: the same words `ask`, `retry` and `resend` say of its job (teammate-job.ts).
  const lineOf = await teammateLines(all, left, now);
  const sentAfter = await sentAfterOf(library); // h-pubsync: a teammate's send after the open request for changes
  const { teammateRetries } = await import('../../publisher');
  const retries = teammateRetries(all);
  for (const x of sends) {
    const { draftId, key, job, publish: post } = x;
    const r = retries(x);
    const { said, who, sentBy, onlyTheirs } = lineOf(x);
    const at = new Date(job.by.at).toISOString();
    // walk 36 (2): the channels' own words, as the sender's line says them (was "threads:refused" alone).
    const outcomes = outcomesText(job.outcomes);
    const after = sentAfter?.(draftId, { at: job.by.at, by: job.by.name }) ?? null;
    ctx.emit(
      { jobId: job.id, draftId, key, state: job.state, platforms: job.platforms, outcomes: job.outcomes ?? [], post, ...(r.sent ? { sent: r.sent, retriedAs: r.retriedAs } : {}), sentBy: { name: job.by.name, at, ...(job.by.among ? { among: job.by.among } : {}), ...(job.by.replay ? { replay: true } : {}) }, teammate: true, ...(left ? { leftTeam: true } : {}), editedSinceSent: edited.get(key) ?? null, ...after?.json },
      `${job.id}  draft ${draftId}  ${said}  [${sentBy}${left ? '' : teammateHubSaid(who, job.fields)}${onlyTheirs ? `; ${onlyTheirs}` : ''}]  ${outcomes}${editedWords(edited.get(key))}${after?.text ?? ''}`,
    );
  }
  return sends.map((x) => x.job.id);
}

/**
 * teamnumbers (walk 6): which teammates' sends were edited since they went out (by key), the bridge's
 * one reading (sendEditedSince) the Outbox card says "Edited since it was sent" from.
 */
async function editedOfSends(library: Library, sends: ReadonlyArray<{ draftId: string; key: string; job: Pick<Job, 'fields'> }>): Promise<Map<string, { approvedAt: string }>> {
  const { sendEditedSince } = await import('../../bridge');
  const drafts = new Map(library.drafts.getMany(library.db, [...new Set(sends.map((x) => x.draftId))]).map((d) => [d.id, d]));
  const out = new Map<string, { approvedAt: string }>();
  for (const { draftId, key, job } of sends) {
    const e = sendEditedSince(library.db, drafts.get(draftId), draftId, key, job);
    if (e) out.set(key, e);
  }
  return out;
}

/** The app's words for a send edited since: the Hub holds the text approved then (walk 39a, 4: its minute in UTC, said so; was a bare UTC day), not the draft's now. */
const editedWords = (e: { approvedAt: string } | undefined): string =>
  e ? `  [edited since it was sent: the Hub holds the text as it was approved on ${utcMinute(e.approvedAt)}, not the draft's text now]` : '';

export const PUBLISH_COMMANDS: readonly Command[] = [publishCommand, resumeCommand, statusCommand];
