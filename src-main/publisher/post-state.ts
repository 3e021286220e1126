/**
 * The one state model of a post, per post and per channel (architecture.md, "What a person sees").
 * Every screen, the CLI and the drafts table's mirrored `state` column read it from here.
 *
 * 1. Each channel's state comes from the LATEST job that addressed it (a retry of refused channels,
 *    a resend or a "publish again" is a newer job for those channels; per-caption posts of one draft
 *    are jobs over different channels). A cancelled job counts only when every job of that channel
 *    was cancelled: cancelling a retry leaves the earlier outcome standing.
 *    Sending again as new moves the first job to the journal's state `cancelled` (nothing polls it
 *    any more) and points it to the new one (`supersededBy`): that job reached the Hub and may be
 *    live, so it reads as what it was, an unknown outcome, superseded by the new attempt (`resentAs`),
 *    never as "cancelled by you". `withdrawn` below is the one place that tells the two apart.
 * 2. The post's state comes from its channels, in this order: still moving (sending / retrying),
 *    outcome unknown, waiting at the Hub (queued / scheduled), then the final tally.
 * 3. A refusal is never `ok` in `tone` (the colour screens use): colours come from here too.
 * 4. A post withdrawn after a call that went out with no answer back may be at the Hub all the same (withdrawnPost).
 */
import type { ChannelOutcome } from '../hub';
import { isValidZone, scheduledInstant, sentField, skippedTo, wallTimeOf, zoneOffset, type Job, type StoredDraftState } from '../library';
import type { ChannelState, ChannelStateKind, ChannelTime, PostState, PostStateKind, StateTone } from './post-state-shape';
import { zoneName } from '../../src-shared/zone-name';
import { showingOf, showingText, type Showing } from '../../src-shared/wall-showing';
import { answerLost, NO_ANSWER, waitingToReach, withdrawnMayBeAtHub } from '../../src-shared/waiting-to-reach';
import { utcMinute } from '../../src-shared/utc-minute';

export type { PostStateKind, ChannelStateKind, ChannelState, ChannelTime, OlderText, StateTone, PostState } from './post-state-shape';

/** The drafts table stores the same words as a post's state (library DRAFT_STATES): checked here, both ways. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const SAME_WORDS: Same<PostStateKind, StoredDraftState> = true;
void SAME_WORDS;

/** What the derivation reads of a job (a Job, or a job read back from a bridge). */
export type JobView = Pick<Job, 'id' | 'state' | 'hubStatus' | 'platforms' | 'fields' | 'outcomes' | 'lastError' | 'nextAt' | 'createdAt' | 'scheduledAt'> & {
  /** When it was sent (this journal's; absent: when it was created, or a teammate's `by.at`). */
  sentAt?: number | null;
  /** The newer job that sent this one again as new (absent: never followed up, as a teammate's outcome). */
  supersededBy?: string | null;
  /** A team's outcome (team.ts): the other member who sent this post's key first, and when. */
  by?: { memberId: string; name: string; at: number; among?: string[]; here?: boolean; replay?: true } | null;
};

const TONES: Readonly<Record<PostStateKind, StateTone>> = Object.freeze({
  draft: 'neutral', cancelled: 'neutral',
  queued: 'progress', scheduled: 'progress', sending: 'progress',
  published: 'ok',
  partial: 'warn',
  refused: 'bad', channels_refused: 'bad', unknown: 'bad',
});

export const toneOf = (s: PostStateKind): StateTone => TONES[s];

/**
 * Whether a job was withdrawn by the person (rule 1): cancelled and NOT sent again as new. A job
 * sent again as new is also `cancelled` in the journal (publisher.ts #resend), but it reached the
 * Hub and its outcome is unknown: it is never "cancelled".
 */
export const withdrawn = (job: Pick<JobView, 'state' | 'supersededBy'>): boolean => job.state === 'cancelled' && !job.supersededBy;

function outcomeOf(job: JobView, channel: string): ChannelOutcome | undefined {
  return job.outcomes?.find((o) => o.channel === channel);
}

/** One channel's state as its deciding job says. */
export function channelState(job: JobView, channel: string): ChannelState {
  const o = outcomeOf(job, channel);
  const base = { channel, jobId: job.id, url: o?.url ?? null, code: o?.code ?? null, message: o?.message ?? null, vietnamese: o?.vietnamese ?? null };
  const err = { code: job.lastError?.code ?? null, message: job.lastError?.message ?? null };
  switch (job.state) {
    case 'prepared':
    case 'sending':
      return { ...base, state: 'sending' };
    case 'retrying':
    case 'blocked':
      return { ...base, ...err, state: 'retrying' };
    case 'awaiting':
      if (job.fields.add_to_queue === true || job.fields.add_to_queue === 'true') return { ...base, state: 'queued' };
      if (job.hubStatus === 'scheduled') return { ...base, state: 'scheduled' };
      return { ...base, state: 'sending' };
    case 'unknown':
      return { ...base, ...err, state: 'unknown' };
    case 'refused':
      return { ...base, ...err, state: 'hub_refused' };
    // h-withdrawn (walk 44b, 6): a withdrawn job keeps the error of its last call: NO_ANSWER says a call went out (rule 4).
    case 'cancelled':
      return withdrawn(job) ? { ...base, ...err, state: 'cancelled' } : { ...base, ...err, state: 'unknown' };
    case 'done':
      if (o?.success === true) return { ...base, state: 'published' };
      if (o?.success === false) return { ...base, state: 'refused' };
      // Final without a word for this channel: retries ran out (nothing confirmed) or the Hub said
      // failed without results. Not published; say why.
      if (job.hubStatus === 'completed') return { ...base, state: 'published' };
      return { ...base, ...err, state: err.code ? 'unknown' : 'refused' };
    default: {
      const never: never = job.state;
      throw new Error(`unknown job state ${String(never)}`);
    }
  }
}

/** For each channel, the job that decides it (rule 1). */
function decidingJobs(jobs: readonly JobView[]): Map<string, JobView> {
  const ordered = [...jobs].sort((a, b) => a.createdAt - b.createdAt);
  const live = new Map<string, JobView>();
  const cancelled = new Map<string, JobView>();
  for (const j of ordered) {
    for (const c of j.platforms) (withdrawn(j) ? cancelled : live).set(c, j);
  }
  const out = new Map<string, JobView>();
  for (const j of ordered) for (const c of j.platforms) if (!out.has(c)) out.set(c, live.get(c) ?? cancelled.get(c)!);
  return out;
}

const EMPTY: Omit<PostState, 'state' | 'tone'> = { channels: [], published: 0, total: 0, refused: [], scheduledAt: null, timezone: null, retrying: false, reason: null, nextTryAt: null };

/**
 * The post state of one draft (or of any set of jobs shown as one post) from its jobs.
 * Pure: the same jobs always give the same state.
 */
export function postState(jobs: readonly JobView[]): PostState {
  if (jobs.length === 0) return { state: 'draft', tone: 'neutral', ...EMPTY };
  const deciding = decidingJobs(jobs);
  const channels = [...deciding].map(([c, j]) => channelState(j, c));
  const counted = channels.filter((c) => c.state !== 'cancelled');
  const published = counted.filter((c) => c.state === 'published').length;
  const refused = counted.filter((c) => c.state === 'refused' || c.state === 'hub_refused').map((c) => c.channel);
  // The time and zone the post was sent for (a refused channel's job first: its retry asks about it).
  const timedJob = [...counted.filter((c) => refused.includes(c.channel)), ...counted]
    .map((c) => jobs.find((j) => j.id === c.jobId))
    .find((j): j is JobView => j !== undefined && sentField(j, 'scheduled_at') !== null);
  const sentFor = timedJob ? { scheduledAt: sentField(timedJob, 'scheduled_at'), timezone: sentField(timedJob, 'timezone') } : {};
  // A team's post: the member who sent it, as its deciding jobs say: the earliest sent of them that says. h-twotimes (walk
  // 45a, 3): never the first-listed channel's, which a retry of it may decide: Flash sale (Instagram listed first, refused,
  // retried a minute later) read "Published by Marc · 20:36" on Hạnh's laptop, the retry's time, where Marc's laptop
  // (withMine: the earliest of its deciding jobs) and the sends (post-sends.ts, by the first call) said 13:35.
  const byJob = counted.map((c) => jobs.find((j) => j.id === c.jobId)).filter((j): j is JobView => !!j?.by).sort((a, b) => a.by!.at - b.by!.at)[0];
  const times = channelTimes(counted, jobs);
  const base = { ...EMPTY, channels, published, total: counted.length, refused, ...sentFor, ...(byJob?.by ? { by: byJob.by } : {}), ...(times ? { times } : {}) };
  const make = (state: PostStateKind, extra: Partial<PostState> = {}): PostState => ({ ...base, ...extra, ...unsharedBy(base.by, state), state, tone: toneOf(state) });
  if (counted.length === 0) return withdrawnPost(channels, jobs, make);
  const has = (s: ChannelStateKind) => counted.some((c) => c.state === s);
  const jobOf = (s: ChannelStateKind): JobView | undefined => {
    const c = counted.find((x) => x.state === s);
    return c ? jobs.find((j) => j.id === c.jobId) : undefined;
  };
  if (has('retrying') || has('sending')) {
    const retrying = counted.filter((c) => c.state === 'retrying');
    const next = retrying.map((c) => jobs.find((j) => j.id === c.jobId)?.nextAt ?? null).filter((n): n is number => n !== null).sort((a, b) => a - b)[0];
    const why = retrying.find((c) => c.code);
    return make('sending', {
      retrying: retrying.length > 0,
      reason: why?.code ? { code: why.code, message: why.message ?? '' } : null,
      nextTryAt: next !== undefined ? new Date(next).toISOString() : null,
    });
  }
  if (has('unknown')) {
    const u = counted.find((c) => c.state === 'unknown')!;
    const resentAs = jobs.find((j) => j.id === u.jobId)?.supersededBy ?? null;
    return make('unknown', { reason: u.code ? { code: u.code, message: u.message ?? '' } : null, ...(resentAs ? { resentAs } : {}) });
  }
  if (has('scheduled')) {
    const j = jobOf('scheduled')!;
    return make('scheduled', { scheduledAt: sentField(j, 'scheduled_at') ?? j.scheduledAt ?? null, timezone: sentField(j, 'timezone') });
  }
  if (has('queued')) return make('queued');
  if (published === counted.length) return make('published');
  if (published > 0) return make('partial');
  if (counted.every((c) => c.state === 'hub_refused')) {
    const h = counted[0]!;
    return make('refused', { reason: h.code ? { code: h.code, message: h.message ?? '' } : null });
  }
  return make('channels_refused');
}

export { answerLost, waitingToReach, withdrawnMayBeAtHub };

/**
 * Rule 4 (h-withdrawn, walk 44b, 6): a post withdrawn (every channel's job cancelled) after a call of it went out with no
 * answer back (its job's error NO_ANSWER, send.ts) is withdrawn here, yet the Hub may hold it under that job's key: its
 * `reason` says so (src-shared withdrawnMayBeAtHub) and `by` names the teammate who withdrew it (absent: this computer).
 * A new send of it is safe only under the same key (the Hub then keeps one post); a withdrawal before any call is bare.
 */
function withdrawnPost(channels: readonly ChannelState[], jobs: readonly JobView[], make: (state: PostStateKind, extra?: Partial<PostState>) => PostState): PostState {
  const lost = channels.find((c) => c.code === NO_ANSWER);
  if (!lost) return make('cancelled');
  const job = jobs.find((j) => j.id === lost.jobId);
  return make('cancelled', { reason: { code: NO_ANSWER, message: lost.message ?? '' }, ...(job?.by ? { by: job.by } : {}) });
}

/** h-sendtime: when a job was sent: a teammate's call when they sent it (`by.at`), this journal's its sentAt, else created. */
export const sentAtOf = (j: JobView): number => j.by?.at ?? j.sentAt ?? j.createdAt;

/**
 * h-sendtime (walk 40b): each channel's time, from the job deciding it (rule 1): the time it was sent for (as sent), or
 * none (at once). When the channels' jobs were sent for two or more times, the channels grouped by time and state, in
 * the post's channel order; else null (one time: the post's `scheduledAt` says it). Two calls sent to go at once are
 * one time, however far apart (a retry "now" goes as the post did).
 */
function channelTimes(counted: readonly ChannelState[], jobs: readonly JobView[]): ChannelTime[] | null {
  const jobOf = new Map(jobs.map((j) => [j.id, j]));
  const timed = counted.flatMap((c) => {
    const j = jobOf.get(c.jobId);
    return j ? [{ c, j, scheduledAt: sentField(j, 'scheduled_at'), timezone: sentField(j, 'timezone') }] : [];
  });
  if (new Set(timed.map((x) => `${x.scheduledAt}|${x.timezone}`)).size < 2) return null;
  const groups = new Map<string, ChannelTime>();
  for (const { c, j, scheduledAt, timezone } of timed) {
    const k = `${scheduledAt}|${timezone}|${c.state}`;
    const g = groups.get(k);
    if (g) {
      g.channels.push(c.channel);
      g.sentAt = Math.min(g.sentAt, sentAtOf(j));
    } else groups.set(k, { channels: [c.channel], state: c.state, sentAt: sentAtOf(j), scheduledAt, timezone });
  }
  return [...groups.values()];
}

/** The states whose outcome is still to come from the sender's computer (h-revokedsends: what a revoked sender cannot share). */
const OUTCOME_TO_COME: ReadonlySet<PostStateKind> = new Set(['sending', 'queued', 'scheduled', 'unknown']);

/**
 * h-revokedsends (walk 39b): the post's `by` keeps its sender's revocation (`revokedAt`) only while its outcome is to come
 * and this computer holds no job of it; otherwise `by` without it (a published post by a member revoked since is published).
 */
function unsharedBy(by: PostState['by'], state: PostStateKind): Pick<PostState, 'by'> | Record<string, never> {
  if (!by || by.revokedAt === undefined) return {};
  if (OUTCOME_TO_COME.has(state) && !by.here) return {};
  const { revokedAt: _gone, ...rest } = by;
  return { by: rest };
}

/** h-revokedsends: when the team revoked the sender of a post whose outcome is still to come (ms), or null: not so. */
export const senderRevokedAt = (s: Pick<PostState, 'by'>): number | null => s.by?.revokedAt ?? null;

/**
 * w19time: a post's time in the CLI's words, "2027-01-16T15:00 in Asia/Ho_Chi_Minh": its zone's wall clock (library
 * wallTimeOf, whatever form it is kept in) and the zone as a person reads it (zoneName). The one way the state's
 * "scheduled for", "it was for" and `drafts list`'s "time passed" say a time.
 */
export const timeInZoneText = (at: string, timezone: string | null | undefined): string => {
  const wall = wallTimeOf(at, timezone);
  // w20dst: a wall time the clocks skip is said as the time it goes at, then what was written (library skippedTo).
  const goes = skippedTo(wall, timezone);
  if (goes && timezone) return `${goes} in ${zoneName(timezone)} (${wall.slice(11, 16)} does not exist that night: the clocks skip it)`;
  const which = whichShowingText(at, timezone);
  return `${wall}${timezone ? ` in ${zoneName(timezone)}` : ''}${which ? ` (${which})` : ''}`;
};

/**
 * w23wall: for a post's time its zone's clocks show twice, which of the two it is in the CLI's words ("the first 02:30 —
 * UTC+02:00"), read from the INSTANT (src-shared/wall-showing.ts); null for any other time. timeInZoneText adds it.
 */
export function whichShowingText(at: string, timezone: string | null | undefined): string | null {
  const showing = showingOfTime(at, timezone);
  return showing ? showingText(showing, 'en') : null;
}

/** w23wall: which showing of its twice-shown wall time a post's time is, read from its instant; null for any other time. */
export function showingOfTime(at: string, timezone: string | null | undefined): Showing | null {
  const instant = timezone && timezone !== 'UTC' && isValidZone(timezone) ? scheduledInstant(at, timezone) : null;
  return instant !== null && timezone ? showingOf(zoneOffset(timezone), instant) : null;
}

/** The state in plain English words, for the CLI and logs (screens word it from the same fields); `now` tells a time ahead from one passed. */
export function postStateText(s: PostState, now: number = Date.now()): string {
  // h-sendtime: channels that go at two times say each its own: "scheduled: instagram published …; x scheduled for …".
  const said = s.times && s.state === 'scheduled' ? `scheduled: ${channelTimesText(s.times)}` : s.times ? `${stateText(s, now)}: ${channelTimesText(s.times)}` : stateText(s, now);
  // h-revokedsends (walk 39b): a post held or unknown when its sender was revoked: what it was, and that no more can come.
  return senderRevokedAt(s) !== null && s.state !== 'sending' ? `${said}; ${unsharedText(s)}` : said;
}

/**
 * h-sendtime (walk 40b): a post's channel times (PostState `times`) in the CLI's words, each channel's state with the time
 * of its own send: "instagram published 2026-11-29 09:00 UTC; x scheduled for 2026-11-29T14:00 in Ho Chi Minh City".
 */
export function channelTimesText(times: readonly ChannelTime[]): string {
  // Walk 45b (minor): one clock for the line (README): a channel sent to go at once is said on the clock of the line's
  // zone (the first channel's with a time of its own), not in UTC beside a zone's wall time ("…T21:06 in Ho Chi Minh
  // City; linkedin published 2026-11-29 14:06 UTC" read as 7 hours apart for one minute).
  const zone = times.find((x) => x.scheduledAt && x.timezone && isValidZone(x.timezone))?.timezone ?? null;
  const sent = (ms: number): string => (zone ? timeInZoneText(new Date(ms).toISOString(), zone) : utcMinute(ms));
  return times.map((x) => {
    const at = x.scheduledAt ? timeInZoneText(x.scheduledAt, x.timezone) : null;
    const said = x.state === 'scheduled' ? `scheduled for ${at ?? '?'}` : x.state === 'published' ? `published ${at ?? sent(x.sentAt)}` : `${x.state.replace('_', ' ')}, sent ${sent(x.sentAt)}${at ? ` for ${at}` : ''}`;
    return `${x.channels.join(', ')} ${said}`;
  }).join('; ');
}

/**
 * h-revokedsends (walk 39b): why nothing more of this post reaches the team, in the CLI's words (the app's are the catalog's
 * teamoutbox.unshared): its sender's token was revoked, so the team refuses what their computer would share.
 */
export function unsharedText(s: Pick<PostState, 'by'>): string {
  const at = senderRevokedAt(s);
  if (at === null || !s.by) return '';
  const who = s.by.name;
  return `what became of it cannot reach the team: ${who}'s member token was revoked at ${utcMinute(at)} and the team refuses that computer's news; it is shared when ${who} joins again with a new token from the team owner`;
}

function stateText(s: PostState, now: number): string {
  switch (s.state) {
    case 'draft': return 'draft';
    case 'queued': return "in the Hub's posting queue";
    // w16camprow (walk 15, 2): the time as its zone's clock reads it (library wallTimeOf), never Compose's raw "…08:00:00.000Z".
    case 'scheduled': return `scheduled for ${s.scheduledAt ? timeInZoneText(s.scheduledAt, s.timezone) : `?${s.timezone ? ` in ${zoneName(s.timezone)}` : ''}`}`;
    case 'sending':
      // walk 36b: a next try whose time passed (the app retries when the Hub answers again; this read saw the journal's old
      // time) is not said as a time ahead: "next try 00:45:14Z" stood a minute after it.
      if (waitingToReach(s)) return `waiting to reach the Hub (queued, not sent: the Hub does not answer${s.nextTryAt ? (Date.parse(s.nextTryAt) > now ? `; next try ${s.nextTryAt}` : '; tried again as soon as it answers') : ''})`;
      // h-lostanswer (walk 44b, 4): its call went out and the answer was lost: sent, the Hub may have it — never "not sent".
      if (answerLost(s)) return `sent; no answer came: it may be at the Hub (its call went out and the answer was lost; sent again under the same key, so the Hub keeps one post${s.nextTryAt ? (Date.parse(s.nextTryAt) > now ? `; next try ${s.nextTryAt}` : '; tried again as soon as it answers') : ''})`;
      // h-revokedsends (walk 39b): its sender was revoked: no news of it can come, never "sending".
      if (senderRevokedAt(s) !== null) return `sending when ${s.by!.name}'s computer last shared it; ${unsharedText(s)}`;
      return s.retrying ? `retrying${s.reason ? ` (${s.reason.code})` : ''}${s.nextTryAt ? `, next try ${s.nextTryAt}` : ''}` : 'sending';
    case 'published': return `published on all channels (${s.published} of ${s.total})`;
    case 'partial': return `partly published (${s.published} of ${s.total}; refused: ${s.refused.join(', ')})`;
    case 'refused': return `refused by the Hub, nothing sent${s.reason ? ` (${s.reason.code})` : ''}`;
    case 'channels_refused': return `refused by every channel (${s.refused.join(', ')})`;
    case 'unknown': {
      if (s.resentAs) return `outcome unknown (may be live; sent again as new as ${s.resentAs})`;
      if (!s.scheduledAt) return 'outcome unknown (may be live)';
      const at = scheduledInstant(s.scheduledAt, s.timezone);
      const when = timeInZoneText(s.scheduledAt, s.timezone);
      return at !== null && at > now ? `outcome unknown (not due yet: the Hub may hold it for ${when})` : `outcome unknown (may be live; it was for ${when})`;
    }
    case 'cancelled': return withdrawnMayBeAtHub(s) ? `cancelled${s.by ? ` by ${s.by.name}` : ''} after a call that may have reached the Hub (no answer came back: the Hub may hold it under that call's key)` : 'cancelled';
    default: {
      const never: never = s.state;
      return String(never);
    }
  }
}
