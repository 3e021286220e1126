/**
 * The review desk's rows (issue 32, item 1): a row per post × channel, from the journal.
 *
 * 1. Jobs are grouped into posts (a draft's jobs; a job sent without a draft is a post alone) and
 *    each post's state comes from postState, the one derivation: a row's channel state, post
 *    state and words are those of post-state.ts, never worked out again here.
 * 2. A row is placed in time at its deciding job's scheduled instant (the wall-clock time as sent,
 *    read in the zone sent with it) when it was sent with one, else when it was sent.
 * 3. The summary counts channels by brand and by channel, in four outcomes (OutcomeKind). It counts
 *    exactly the rows the filters show — date range, campaign, post state, brand and channel — in
 *    every outcome (its columns are the outcomes; the outcomes chosen narrow the table only), so a
 *    brand chosen in the Profile filter is the only brand it counts (issue 32, mend32 item 3).
 * 4. The export writes the rows the table shows, CSV through the one escaped writer, or JSON.
 * 5. A post sent again as new (Publisher.resendUnknown) keeps its earlier attempt as a row of its
 *    own, with that attempt's own state (its outcome was never known: it may be live), right after
 *    the row of the attempt that replaced it. It is shown with that row and counted in nothing.
 * 6. w12table (walk 12): a draft published AGAIN as a new post (Compose's "Send it as a new post at
 *    another time…", `postroom publish --again`) is a second Hub post: each publish of a draft (its
 *    batch's jobs, with the retries, resends and refits that followed them) is a post of its own with
 *    its own rows, state and counts, as the Outbox's cards and a teammate's Table show it. Only an
 *    earlier publish the Hub never held (withdrawn, or refused by the Hub as a whole) gives way to the
 *    newer one, as before.
 * 7. w20outbox (walk 18): a retry of refused channels is a Hub post of its own; the post it retried still holds the
 *    channel refused. Each such refused channel keeps a row (`retriedBy`: the retry), shown and counted as refused,
 *    right after the row of the job that decides the channel: the sender's laptop shows the rows a teammate's does
 *    (teammateRows, by the team outcome's `retry_of`), one per Hub post × channel, as the Hub holds them.
 * 8. w30outbox (walk 25): a row whose job's calls never reached the Hub (waitingToReach of the job's post, as its card
 *    reads it) says since when (`unreachedSince`: when the job was written, the card's time), never "handed to the Hub".
 */
import { groupBy } from '../../src-shared/group-by';
import { cutWhole } from '../../src-shared/shorten';
import { writeCsv } from '../common';
import { scheduledInstant, sentField, teamRows, type Job } from '../library';
import { channelState, postState, senderRevokedAt, waitingToReach, type ChannelState, type ChannelStateKind, type PostState, type PostStateKind } from './post-state';
import { sentText, type SentCaptionDraft, type TeammateSend } from './team-sends';
import { teamChains, type TeamChains } from './team-chains';
import { journalLinks, nextRetry } from './retry-chain';
import { OUTCOME_KINDS as OUTCOME_KIND_LIST, outcomeSentByHere, outcomeSentHere, type OutcomeCounts, type OutcomeFilter, type OutcomeKind, type OutcomeRow, type OutcomeSummary, type OutcomeSummaryLine } from './outcome-rows-shape';

export { OUTCOME_KINDS, outcomeSentByHere, outcomeSentHere, type OutcomeCounts, type OutcomeFilter, type OutcomeKind, type OutcomeRow, type OutcomeSummary, type OutcomeSummaryLine } from './outcome-rows-shape';

/** What a channel's state comes to in the summary; a cancelled channel counts in none. */
export function outcomeOf(state: ChannelStateKind): OutcomeKind | null {
  switch (state) {
    case 'published': return 'published';
    case 'refused':
    case 'hub_refused': return 'refused';
    case 'unknown': return 'unknown';
    case 'sending':
    case 'retrying':
    case 'queued':
    case 'scheduled': return 'waiting';
    case 'cancelled': return null;
    default: {
      const never: never = state;
      return never;
    }
  }
}

/** w21words (walk 19, 1): the desk's rows carry a caption's first 200 characters for the screen; the rows, and so the export, keep it whole. */
const CAPTION_CHARS = 200;

/** Rule 2: the instant of a job's row, in ms. */
function placedAt(j: Job): number {
  const when = sentField(j, 'scheduled_at');
  const instant = when ? scheduledInstant(when, sentField(j, 'timezone')) : null;
  return instant ?? j.sentAt ?? j.createdAt;
}

/**
 * Rule 5: the state of an attempt sent again as new, on one channel: the one derivation's
 * (post-state.ts rule 1 reads such an attempt as the unknown outcome it was).
 */
const attemptState = (j: Job, channel: string): ChannelState => channelState(j, channel);

/**
 * The first job of a job's chain among these jobs by id: the job it followed up (a retry of refused channels, a
 * resend, a refit: parentJobId), and so on back to a job that followed nothing (a loop or a missing parent stops it).
 */
export function chainRootOf<J extends Pick<Job, 'id' | 'parentJobId'>>(byId: ReadonlyMap<string, J>): (j: J) => J {
  return (j) => {
    let r = j;
    const seen = new Set<string>([r.id]);
    for (let p = r.parentJobId ? byId.get(r.parentJobId) : undefined; p && !seen.has(p.id); p = r.parentJobId ? byId.get(r.parentJobId) : undefined) {
      seen.add(p.id);
      r = p;
    }
    return r;
  };
}

/**
 * Rule 6: the publish a draft's job belongs to — its chain's first job's batch (or that job alone): the Outbox's
 * grouping of a publish. A draft's Hub posts (post-sends.ts sendOfJob) are the chains themselves, one per caption group.
 */
export function publishOfJob(byId: ReadonlyMap<string, Pick<Job, 'id' | 'parentJobId' | 'batchId'>>): (j: Pick<Job, 'id' | 'parentJobId' | 'batchId'>) => string {
  const rootOf = chainRootOf(byId);
  return (j) => {
    const r = rootOf(j);
    return r.batchId !== null ? `batch:${r.batchId}` : `job:${r.id}`;
  };
}

/**
 * Every post × channel of these jobs (rule 1), newest first (by `at`, then post, then the post's
 * channel order), each earlier attempt sent again as new right after its replacement's row (rule 5).
 * `campaignOf` names a job's campaign (the bridge knows batches and sends).
 */
export function outcomeRows(jobs: readonly Job[], opts: {
  campaignOf?: (job: Job) => string | null;
  /** w25csv: when the approval a job went out under was given (OutcomeRow.sentApprovalAt); null: none (the bridge reads the team's approvals). */
  approvalAtOf?: (job: Job) => string | null;
  /** w26outbox: where a job was made (publish-events.ts originOf), or null: not recorded. */
  originOf?: (job: Job) => 'cli' | 'app' | null;
} = {}): OutcomeRow[] {
  const byId = new Map(jobs.map((j) => [j.id, j]));
  /** A job sent without a draft is a post with the jobs that resent or retried it: the first one's. */
  const rootOf = (j: Job): string => {
    let r = j;
    for (let p = r.parentJobId ? byId.get(r.parentJobId) : undefined; p && p.draftId === null; p = r.parentJobId ? byId.get(r.parentJobId) : undefined) r = p;
    return r.id;
  };
  const publishOf = publishOfJob(byId);
  const posts = groupBy(jobs, (j) => (j.draftId !== null ? `${j.draftId}\u0000${publishOf(j)}` : `job:${rootOf(j)}`));
  // Rule 6: a draft's earlier publish the Hub never held gives way to its newer one.
  const states = new Map<string, PostState>();
  const newest = new Map<string, { key: string; at: number }>();
  for (const [key, list] of posts) {
    states.set(key, postState(list));
    const d = list[0]!.draftId;
    const at = Math.min(...list.map((j) => j.createdAt));
    const n = d === null ? undefined : newest.get(d);
    if (d !== null && (!n || at >= n.at)) newest.set(d, { key, at });
  }
  const unheld = (s: PostState): boolean => s.state === 'cancelled' || s.state === 'refused';
  for (const [key, list] of posts) {
    const d = list[0]!.draftId;
    if (d !== null && newest.get(d)!.key !== key && unheld(states.get(key)!)) posts.delete(key);
  }
  const campaigns = new Map<Job, string | null>();
  const campaignOf = (j: Job): string | null => {
    if (!opts.campaignOf) return null;
    let c = campaigns.get(j);
    if (c === undefined) campaigns.set(j, (c = opts.campaignOf(j)));
    return c;
  };
  const rows: OutcomeRow[] = [];
  const keys: Array<{ ms: number; post: string; order: number; i: number }> = [];
  const push = (j: Job, c: ChannelState, post: PostStateKind, postId: string, at: { ms: number; order: number; key: string }, supersededBy: string | null, retriedBy: string | null = null): void => {
    const ms = placedAt(j);
    const caption = typeof j.fields.caption === 'string' && j.fields.caption !== '' ? j.fields.caption : sentField(j, 'title') ?? '';
    keys.push({ ms: at.ms, post: `${postId}\u0000${at.key}`, order: at.order, i: rows.length });
    const sentApprovalAt = opts.approvalAtOf?.(j) ?? null;
    const sentFrom = opts.originOf?.(j) ?? null;
    const unreachedSince = c.state === 'retrying' && waitingToReach(postState([j])) ? new Date(j.createdAt).toISOString() : null;
    rows.push({
      postId,
      draftId: j.draftId,
      jobId: j.id,
      channel: c.channel,
      state: c.state,
      postState: post,
      outcome: outcomeOf(c.state),
      at: new Date(ms).toISOString(),
      scheduledAt: sentField(j, 'scheduled_at'),
      timezone: sentField(j, 'timezone'),
      profileId: sentField(j, 'profile_id'),
      campaignId: campaignOf(j),
      caption,
      code: c.code,
      message: c.message,
      vietnamese: c.vietnamese,
      url: c.url,
      supersededBy,
      by: null,
      ...(retriedBy ? { retriedBy } : {}),
      ...(sentApprovalAt ? { sentApprovalAt } : {}),
      ...(sentFrom ? { sentFrom } : {}),
      ...(unreachedSince ? { unreachedSince } : {}),
    });
  };
  for (const [key, list] of posts) {
    const post = states.get(key)!;
    const first = list.find((j) => j.parentJobId === null) ?? list[0]!;
    const postId = first.draftId ?? first.id;
    // Rule 5: the attempts sent again as new, newest first.
    const resent = list.filter((j) => j.supersededBy !== null && byId.get(j.supersededBy)?.reason === 'resend').sort((a, b) => b.createdAt - a.createdAt);
    post.channels.forEach((c, order) => {
      const j = list.length === 1 ? list[0]! : list.find((x) => x.id === c.jobId)!;
      const at = { ms: placedAt(j), order, key };
      push(j, c, post.state, postId, at, null);
      // Rule 7: the Hub posts this channel was refused in and that a retry sent again, newest first.
      const retried = retriedOn(list, c.channel, j);
      retried.forEach(({ job, by }, n) => push(job, channelState(job, c.channel), post.state, postId, { ms: at.ms, order: order + (n + 1) / (2 * (retried.length + 1)), key }, null, by));
      resent.forEach((r, n) => {
        if (r.id !== j.id && r.platforms.includes(c.channel)) push(r, attemptState(r, c.channel), post.state, postId, { ms: at.ms, order: order + (n + 1) / (resent.length + 1), key }, r.supersededBy);
      });
    });
  }
  keys.sort((a, b) => b.ms - a.ms || (a.post < b.post ? -1 : a.post > b.post ? 1 : a.order - b.order));
  return keys.map((k) => rows[k.i]!);
}

/**
 * Rule 7 (w20outbox, walk 18): the jobs of a post, other than the one deciding `channel`, whose Hub post holds that
 * channel refused by the channel and that a retry of refused channels (reason 'retry_channels', its parentJobId the
 * job) sent again (retry-chain.ts's one step): each with the retry's id, newest first. The Hub holds each of them as a post
 * of its own.
 */
function retriedOn(list: readonly Job[], channel: string, deciding: Job): Array<{ job: Job; by: string }> {
  const out: Array<{ job: Job; by: string }> = [];
  const links = journalLinks(list);
  for (const j of list) {
    if (j === deciding || !j.platforms.includes(channel) || channelState(j, channel).state !== 'refused') continue;
    const retry = nextRetry(links, j, channel);
    if (retry) out.push({ job: j, by: retry.id });
  }
  return out.sort((a, b) => b.job.createdAt - a.job.createdAt);
}

const empty = (v: string | undefined): v is undefined | '' => v === undefined || v === '';
const iso = (v: string): string => new Date(v).toISOString();

/** The rows of the summary's scope (rule 3): the date range, campaign, post state, brand and channel; never an earlier attempt (rule 5). */
export function inScope(f: OutcomeFilter): (r: OutcomeRow) => boolean {
  const from = empty(f.from) ? null : iso(f.from);
  const to = empty(f.to) ? null : iso(f.to);
  return (r) => r.supersededBy === null && (from === null || r.at >= from) && (to === null || r.at < to)
    && (empty(f.campaign) || r.campaignId === f.campaign)
    && (f.state === undefined || r.postState === f.state)
    && (empty(f.profile) || (r.profileId ?? '') === f.profile)
    && (empty(f.channel) || r.channel === f.channel);
}

/** The rows the table chooses: in scope, and of the outcomes chosen (an earlier attempt: see shownRows). */
export function matches(f: OutcomeFilter): (r: OutcomeRow) => boolean {
  const scope = inScope(f);
  const outcomes = f.outcomes && f.outcomes.length > 0 ? f.outcomes : null;
  return (r) => scope(r) && (outcomes === null || (r.outcome !== null && outcomes.includes(r.outcome)));
}

const zero = (): OutcomeCounts => ({ published: 0, refused: 0, unknown: 0, waiting: 0 });

/** Counts by brand and by channel (rule 3), each line in the order its key first appears in `rows`, then by key. */
export function outcomeSummary(rows: readonly OutcomeRow[]): OutcomeSummary {
  const total = zero();
  const teammates = zero();
  const byProfile = new Map<string, OutcomeSummaryLine>();
  const byChannel = new Map<string, OutcomeSummaryLine>();
  const line = (m: Map<string, OutcomeSummaryLine>, key: string): OutcomeSummaryLine => {
    let l = m.get(key);
    if (!l) m.set(key, (l = { key, ...zero() }));
    return l;
  };
  for (const r of rows) {
    if (r.outcome === null || r.supersededBy !== null) continue;
    total[r.outcome]++;
    if (!outcomeSentByHere(r)) teammates[r.outcome]++;
    line(byProfile, r.profileId ?? '')[r.outcome]++;
    line(byChannel, r.channel)[r.outcome]++;
  }
  const sorted = (m: Map<string, OutcomeSummaryLine>) => [...m.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  // w16twice: the header's two numbers, from the very counts of the total and its teammates' line.
  const sum = (c: OutcomeCounts): number => OUTCOME_KIND_LIST.reduce((n, k) => n + c[k], 0);
  const sentBy = { here: sum(total) - sum(teammates), teammates: sum(teammates) };
  return { total, byProfile: sorted(byProfile), byChannel: sorted(byChannel), teammates, sentBy };
}

/**
 * teamnumbers (issue 34): the rows of the posts teammates sent (team-sends.ts teammateSends, the one
 * derivation the Outbox's "Sent by teammates" group and `postroom status` list), a row per channel of
 * each, as their post state says (postState over their job). Placed at the time the Hub holds (the
 * scheduled instant, in the zone sent) or else when the teammate sent it; `by` names the teammate.
 */
export function teammateRows(sends: readonly TeammateSend[], opts: {
  campaignOf?: (draftId: string) => string | null;
  /**
   * The draft as this laptop holds it: a team outcome may carry no caption or brand (the group's card
   * shows the draft's). Its channels' own captions (`captions`) give a send of those channels its
   * caption (team-sends.ts sentCaption, w9xcard), as the card does.
   */
  draftOf?: (draftId: string) => (SentCaptionDraft & { profileId: string | null }) | null;
  /** w10caption: whether the draft was edited since this send's approval (bridge sendEditedSince), as the card reads it. */
  editedOf?: (draftId: string, key: string, job: TeammateSend['job']) => { approvedAt: string } | null;
  /** w25csv: when the approval the send went out under was given (OutcomeRow.sentApprovalAt), as outcomeRows' `approvalAtOf` for this laptop's jobs. */
  approvalAtOf?: (draftId: string, key: string, job: TeammateSend['job']) => string | null;
  /** w23csv: the sends' chains (team-chains.ts), when the caller also reads them for this journal's replays; else made here. */
  chains?: TeamChains;
} = {}): OutcomeRow[] {
  const rows: OutcomeRow[] = [];
  // Rule 7 (a send whose refused channel a retry sent again: the retry's outcome names this key) and, w23csv (walk 20, 2),
  // each row's post state: its chain's, as the sender's rows read the publish (team-chains.ts).
  const chains = opts.chains ?? teamChains(sends);
  for (const { draftId, key, job, post } of sends) {
    const when = sentField(job, 'scheduled_at');
    const ms = (when ? scheduledInstant(when, sentField(job, 'timezone')) : null) ?? job.by.at;
    const draft = opts.draftOf?.(draftId) ?? null;
    const { caption, editedSinceSent } = sentText(job, draft, opts.editedOf?.(draftId, key, job) ?? null);
    const profileId = sentField(job, 'profile_id') ?? draft?.profileId ?? null;
    const sentApprovalAt = opts.approvalAtOf?.(draftId, key, job) ?? null;
    const from = job.fields[teamRows.SENT_FROM];
    const sentFrom = from === 'cli' || from === 'app' ? from : null;
    // w26outbox (walk 24, 1): a send a refit replaced has no rows (the sender's neither: the refit decides its channels);
    // one sent again as new is an earlier attempt (rule 5), read as the sender's journal holds it, after its replacement.
    const replaced = chains.replacedBy(draftId, key);
    if (replaced?.by === 'refit') continue;
    const attempt = replaced ? { ...job, supersededBy: replaced.id } : null;
    const revokedAt = senderRevokedAt(post);
    for (const p of post.channels) {
      const c = attempt ? channelState(attempt, p.channel) : p;
      const retriedBy = c.state === 'refused' ? chains.retriedBy(draftId, key, c.channel) : null;
      rows.push({
        postId: draftId,
        draftId,
        jobId: job.id,
        channel: c.channel,
        state: c.state,
        postState: chains.postState(draftId, key) ?? post.state,
        outcome: outcomeOf(c.state),
        at: new Date(ms).toISOString(),
        scheduledAt: when,
        timezone: sentField(job, 'timezone'),
        profileId,
        campaignId: opts.campaignOf?.(draftId) ?? null,
        caption,
        code: c.code,
        message: c.message,
        vietnamese: c.vietnamese,
        url: c.url,
        ...(revokedAt !== null ? { unsharedSince: new Date(revokedAt).toISOString() } : {}),
        supersededBy: replaced?.id ?? null,
        by: job.by.name,
        ...(job.by.replay ? { byReplay: true as const } : {}),
        ...(retriedBy ? { retriedBy } : {}),
        editedSinceSent,
        ...(sentApprovalAt ? { sentApprovalAt } : {}),
        ...(sentFrom ? { sentFrom } : {}),
      });
    }
  }
  return rows;
}

/**
 * w8replay (walk 8): this computer's rows whose job was a REPLAY of a teammate's call (the team says
 * the teammate sent that key first: bridge outbox.ts jobPost, post-state `by`) are the teammate's, as
 * the job's card says "Published by NAME": `by` names them (the summary counts them as teammates'),
 * and the channel's state and words are those the card shows (the post over the teammate's outcome of
 * the same key), never this journal's bare replay. `replayOf` gives a job's post in the team
 * (jobPost), or null outside a team; an earlier attempt sent again as new is left as it is.
 * w23csv (walk 20, 2): `chainOf` gives a replayed job's key in the teammates' chains (team-chains.ts): the row then
 * says what the teammate's own row of that post says — its refusal sent again by their retry (`retriedBy`), and the
 * post state of their publish, retries and all. h-w34csv: `callOf` names the teammate's job whose call the Hub ran (`replayed.of`).
 */
export function withReplays(rows: readonly OutcomeRow[], replayOf: (jobId: string) => PostState | null, chainOf?: (jobId: string) => { draftId: string; key: string; chains: TeamChains } | null, callOf?: (jobId: string) => string | null): OutcomeRow[] {
  const posts = new Map<string, PostState | null>();
  return rows.map((r) => {
    if (r.supersededBy !== null) return r;
    let p = posts.get(r.jobId);
    if (p === undefined) posts.set(r.jobId, (p = replayOf(r.jobId)));
    // h-replaywho (walk 41b, 2): a replay of a call no teammate's outcome names (post-state `replayed`: a revoked member's):
    // still this computer's job (the export's sent_from_this_computer), but never counted as sent by this computer.
    if (!p?.by && p?.replayed) return { ...r, replayed: { of: null, ...(r.sentFrom ? { from: r.sentFrom } : {}) } };
    if (!p?.by) return r;
    const c = p.channels.find((x) => x.channel === r.channel);
    const state = c?.state ?? r.state;
    const chain = chainOf?.(r.jobId) ?? null;
    const retriedBy = chain && state === 'refused' ? chain.chains.retriedBy(chain.draftId, chain.key, r.channel) : null;
    // w26outbox: the row is the teammate's send; where THEY made it is not this journal's (its origin is the replay's), nor
    // (w30outbox) whether it waits to reach the Hub: their post says.
    const { sentFrom: _replayedHere, unreachedSince: _unreachedHere, ...rest } = r;
    return {
      ...(r.unreachedSince && waitingToReach(p) ? { unreachedSince: r.unreachedSince } : {}),
      ...rest,
      ...(c ? { state: c.state, outcome: outcomeOf(c.state), code: c.code, message: c.message, vietnamese: c.vietnamese, url: c.url } : {}),
      ...(chain ? { postState: chain.chains.postState(chain.draftId, chain.key) ?? r.postState } : {}),
      ...(retriedBy ? { retriedBy } : {}),
      by: p.by.name,
      // h-w34csv (walk 34, 1): the row's job is still this computer's, made where its journal says: the export says so.
      replayed: { of: callOf?.(r.jobId) ?? null, ...(r.sentFrom ? { from: r.sentFrom } : {}) },
    };
  });
}

/**
 * This computer's rows and the teammates' in one list, newest first: each of mine keeps the earlier
 * attempts right after it (rule 5), a teammate's row goes before the first of mine it is newer than.
 * w23csv: a teammate's refusal their retry sent again follows the retry's row, as the sender's laptop puts it (rule 7).
 */
export function withTeammateRows(mine: readonly OutcomeRow[], theirs: readonly OutcomeRow[]): OutcomeRow[] {
  if (theirs.length === 0) return [...mine];
  const sorted = afterTheirRetries([...theirs].sort((a, b) => (a.at > b.at ? -1 : a.at < b.at ? 1 : 0)));
  const out: OutcomeRow[] = [];
  let t = 0;
  for (const r of mine) {
    if (r.supersededBy === null) while (t < sorted.length && sorted[t]!.at > r.at) out.push(sorted[t++]!);
    out.push(r);
  }
  while (t < sorted.length) out.push(sorted[t++]!);
  return out;
}

/**
 * Rule 7 for teammates' rows (newest first): each row a retry sent again (`retriedBy`) right after that retry's row of its
 * channel; w26outbox: rule 5's too, an earlier attempt sent again as new (`supersededBy`) right after its replacement's.
 */
function afterTheirRetries(rows: readonly OutcomeRow[]): OutcomeRow[] {
  const at = (jobId: string, channel: string): string => `${jobId}\u0000${channel}`;
  const shown = new Set(rows.map((r) => at(r.jobId, r.channel)));
  const follows = (r: OutcomeRow): string | null => {
    const of = r.supersededBy ?? r.retriedBy ?? null;
    return of && shown.has(at(of, r.channel)) ? at(of, r.channel) : null;
  };
  const after = groupBy(rows, follows);
  const out: OutcomeRow[] = [];
  const placed = new Set<OutcomeRow>();
  const place = (r: OutcomeRow): void => {
    if (placed.has(r)) return;
    placed.add(r);
    out.push(r);
    for (const x of after.get(at(r.jobId, r.channel)) ?? []) place(x);
  };
  for (const r of rows) if (!follows(r)) place(r);
  for (const r of rows) place(r); // a loop of retries (never made): its rows kept, in time order
  return out;
}

/**
 * The rows the table shows and the export writes: those `matches` chooses, each followed by the
 * earlier attempts its row replaced (rule 5: outcomeRows puts them right after it).
 */
export function shownRows(all: readonly OutcomeRow[], f: OutcomeFilter): OutcomeRow[] {
  const m = matches(f);
  const out: OutcomeRow[] = [];
  let last: OutcomeRow | null = null;
  for (const r of all) {
    if (r.supersededBy === null) {
      last = m(r) ? r : null;
      if (last) out.push(r);
    } else if (last && last.postId === r.postId && last.channel === r.channel) out.push(r);
  }
  return out;
}

/** The desk's answer: the rows shown (at most `limit`, `more` left out) and the summary of their scope. */
export function outcomeDesk(all: readonly OutcomeRow[], f: OutcomeFilter, limit: number): { rows: OutcomeRow[]; more: number; summary: OutcomeSummary } {
  const shown = shownRows(all, f);
  return { rows: shown.slice(0, limit).map((r) => (r.caption.length > CAPTION_CHARS ? { ...r, caption: cutWhole(r.caption, CAPTION_CHARS) } : r)), more: Math.max(0, shown.length - limit), summary: outcomeSummary(all.filter(inScope(f))) };
}

/** The columns of an outcomes export, in order (CSV header; JSON keys are the rows' own). */
export const OUTCOME_COLUMNS = ['time', 'scheduled_at', 'timezone', 'profile_id', 'profile', 'channel', 'outcome', 'state', 'post_state', 'code', 'message', 'url', 'caption', 'draft_id', 'job_id', 'campaign_id', 'sent_again_as', 'sent_by', 'edited_since_sent', 'caption_is_sent_text', 'sent_approval_at', 'retried_by', 'sent_from_this_computer', 'sent_again_from', 'sent_from', 'replay_of'] as const;

/**
 * w11held (walk 11): the export's `scheduled_at`, in ONE form for every row: the instant, ISO 8601 UTC with Z (the
 * form of `time`), the zone it was sent for beside it in `timezone`. A post is sent with its wall clock in its zone
 * (a campaign's "2026-12-15T09:00" in UTC) or with an instant ("…T16:00:00.000Z"): the file mixed both. A time that
 * reads as no instant stays as sent (nothing is lost).
 */
export function scheduledUtc(scheduledAt: string | null, timezone: string | null): string {
  if (!scheduledAt) return '';
  const at = scheduledInstant(scheduledAt, timezone);
  return at === null ? scheduledAt : new Date(at).toISOString();
}

/** outcomesText's options. */
export interface OutcomesTextOptions {
  /**
   * w24rows (walk 21, 1): this computer's member name in a team: its own rows' `sent_by` (was empty beside a teammate's
   * "Lan"). Null or absent (outside a team): left empty. `sent_from_this_computer` says which rows this laptop sent.
   */
  me?: string | null;
}

/**
 * The rows as a file's text (rule 4). `profileName` gives a brand's name for the CSV's reader;
 * the ids stay beside it. JSON is the rows as the bridge gives them, with the brand's name and `scheduledAt`
 * in the CSV's form (scheduledUtc: the instant in UTC with Z, the zone beside it).
 */
export function outcomesText(rows: readonly OutcomeRow[], format: 'csv' | 'json', profileName: (id: string) => string | null = () => null, opts: OutcomesTextOptions = {}): string {
  const me = opts.me ?? null;
  // w15compose (walk 14): JSON's `scheduledAt` in the CSV's one form (scheduledUtc), not as it was sent.
  if (format === 'json') return JSON.stringify(rows.map((r) => ({ ...r, scheduledAt: r.scheduledAt ? scheduledUtc(r.scheduledAt, r.timezone) : null, profile: r.profileId ? profileName(r.profileId) : null, by: r.by ?? me, sentFromThisComputer: outcomeSentHere(r) })), null, 2) + '\n';
  return writeCsv(OUTCOME_COLUMNS, rows.map((r) => [
    r.at, scheduledUtc(r.scheduledAt, r.timezone), r.timezone ?? '', r.profileId ?? '', (r.profileId ? profileName(r.profileId) : null) ?? '', r.channel,
    r.outcome ?? 'cancelled', r.state, r.postState, r.code ?? '', r.message ?? '', r.url ?? '', r.caption, r.draftId ?? '', r.jobId, r.campaignId ?? '', r.supersededBy ?? r.sentAgainAs ?? '', r.by ?? me ?? '',
    // w10caption: a teammate's send edited since ('yes'), whether `caption` is the text the Hub was sent ('no': an older laptop's
    // outcome, the draft's text now; w25csv: was `caption_as_sent`, read as the caption itself), and the time of the approval it
    // went out under — walk 11: that time stood under `edited_since_sent`, read as the edit's; w25csv (walk 22, 2): on every
    // approved send, not only an edited one (empty: no approval was needed).
    r.editedSinceSent ? 'yes' : '', r.editedSinceSent && !r.editedSinceSent.captionAsSent ? 'no' : 'yes', r.sentApprovalAt ?? r.editedSinceSent?.approvedAt ?? '',
    // w20outbox: a refusal a retry of refused channels sent again: the retry's job (its own row is in the file too).
    r.retriedBy ?? '',
    // w24rows (walk 21, 1): the file is passed around, so `sent_by` names this computer's sender too; this marks whose laptop wrote it.
    // h-w34csv (walk 34, 1): a replay of a teammate's call is this computer's job too (its row names the teammate in sent_by).
    outcomeSentHere(r) ? 'yes' : 'no',
    // w24rows: the later Hub post of a draft published again names the publish it followed (sent_again_as the other way).
    r.sentAgainFrom ?? '',
    // w26outbox (walk 24, 2): where the sender made it — 'cli' (postroom on a terminal) or 'app'; empty: not recorded (older).
    r.sentFrom ?? r.replayed?.from ?? '',
    // h-w34csv (walk 34, 1): this computer's call was a replay of a teammate's: their job, whose call the Hub ran.
    r.replayed?.of ?? '',
  ]));
}
