/**
 * w27cli (walk 23, 1): what a batch's posts became, counted from the one post state (post-state.ts, the state the Outbox
 * card shows: `jobPost` over each job, with a teammate's outcome of its key), so a count line says what the screens say.
 *
 * 1. Every post of the batch is in exactly one part, so the parts add up to the batch's posts: held back (never sent),
 *    not prepared yet, or one of the OUTCOMES below by its post state.
 * 2. `sent` is what the Hub took (it answered with the post): published, partly published, refused by every channel,
 *    scheduled, in its queue. A Hub refusal (`refused`) sent nothing; an unknown outcome reached the Hub or may have
 *    (the Hub may hold it); `sending` is not final yet (sending, retrying, or at the Hub still being worked out).
 *    Before, the CLI said "0/1 done (0 sent to the Hub)" of a post the Hub held after an upstream_timeout.
 * 3. h-clipublish (walk 33, 1): a post the Hub took whose every call from this computer was a replay of an earlier call
 *    under the same key (a teammate's: the same approved key; the journal's verdict, library sentFirstOf) is `replayed`,
 *    not `sent`: the Hub already had it and published nothing new for this computer (it said "1 sent to the Hub" of
 *    Lan's post that Bảo's laptop replayed with the team server down).
 *    h-replaywho (walk 41b, 3): a replay the Hub is still working out (answered `processing`: the post state `sending`) is
 *    the Hub's already too (`replayed.sending`), never "1 sent to the Hub (1 still sending)" beside its job's "replay" line.
 * 4. h-waiting (walk 36b, 4): a post still being sent whose calls the Hub never answered (`unanswered`: journaled and not
 *    called yet, or called with no answer so far but a network error) is not at the Hub: it waits to reach it (`unreached`),
 *    as one retrying on a network error does (waitingToReach). With the Hub stopped, `campaign send`'s lines said "3 sent
 *    to the Hub (3 still sending)", "7 sent…" of posts whose calls were all refused a connection.
 * Pure.
 */
import { groupBy } from '../../src-shared/group-by';
import type { Job, SentFirst } from '../library';
import { postState, waitingToReach, type PostState, type PostStateKind } from './post-state';
import { jobPost } from './team-sends';
import type { TeamPublishPort } from './team';

/** What a post became, for the batch's count. */
export type BatchOutcome = 'sent' | 'refused' | 'unknown' | 'sending' | 'cancelled';

/** Each post state's part of the count: the table the count and its tests read. A draft (no job) is not sent yet. */
export const OUTCOME_OF_STATE: Readonly<Record<PostStateKind, BatchOutcome | 'pending'>> = Object.freeze({
  published: 'sent', partial: 'sent', channels_refused: 'sent', scheduled: 'sent', queued: 'sent',
  refused: 'refused',
  unknown: 'unknown',
  sending: 'sending',
  cancelled: 'cancelled',
  draft: 'pending',
});

/** The kinds of `sent`, in the order a person reads them. */
export const SENT_KINDS = ['published', 'partial', 'channels_refused', 'scheduled', 'queued'] as const satisfies readonly PostStateKind[];
export type SentKind = (typeof SENT_KINDS)[number];

/** h-replaywho (rule 3): what a post the Hub already had is at the Hub: a sent kind, or still being worked out there. */
export type ReplayedKind = SentKind | 'sending';

export interface BatchOutcomes {
  /** The batch's posts (drafts): the sum of every part below. */
  posts: number;
  /** Taken by the Hub, by what each became. */
  sent: Record<SentKind, number>;
  /**
   * h-clipublish: the posts the Hub already had (rule 3), by what each is at the Hub: not in `sent`. `replayedBy`: who sent
   * them first, where this computer knows it (the team's outcome of the key: post-state `by`), in name order; else empty.
   */
  replayed: Record<ReplayedKind, number>;
  replayedBy: string[];
  refused: number;
  unknown: number;
  sending: number;
  /** w29resend: of `sending`, the posts whose calls never reached the Hub (post-state.ts waitingToReach): queued, not sent. */
  unreached: number;
  /** walk 36b (ci31c): of `sending`, the posts whose first call is under way with no answer yet: being sent, not yet "sent to the Hub". */
  calling: number;
  cancelled: number;
  /** Held back before any call (preflight, already sent, the team's review): no job, no key. */
  held: number;
  /** Not prepared yet (a run stopped before them: `postroom resume` goes on). */
  pending: number;
}

/** The count of `sent`. */
export const sentCount = (o: Pick<BatchOutcomes, 'sent'>): number => SENT_KINDS.reduce((a, k) => a + o.sent[k], 0);

/**
 * The count over the batch's posts, one post state each (`posts`), with the held back and not yet prepared ones.
 * `total` (the batch's drafts, when known): posts neither counted nor held are not prepared yet.
 */
export function batchOutcomes(posts: readonly (Pick<PostState, 'state'> & Partial<Pick<PostState, 'retrying' | 'reason' | 'by'>> & { replay?: boolean; unanswered?: boolean; calling?: boolean })[], opts: { held: number; total?: number }): BatchOutcomes {
  const o: BatchOutcomes = { posts: 0, sent: noneSent(), replayed: noneReplayed(), replayedBy: [], refused: 0, unknown: 0, sending: 0, unreached: 0, calling: 0, cancelled: 0, held: opts.held, pending: 0 };
  for (const p of posts) {
    const part = OUTCOME_OF_STATE[p.state];
    // A replay the Hub is working out is the Hub's already (rule 3), unless its calls never reached the Hub (rule 4).
    const had = p.replay === true && (part === 'sent' || (part === 'sending' && !waitingToReach(p) && p.unanswered !== true));
    if (had) o.replayed[part === 'sent' ? (p.state as SentKind) : 'sending']++;
    else if (part === 'sent') o.sent[p.state as SentKind]++;
    else o[part]++;
    if (had && p.by?.name && !o.replayedBy.includes(p.by.name)) o.replayedBy.push(p.by.name);
    if (had) continue;
    if (part === 'sending' && (waitingToReach(p) || p.unanswered === true)) o.unreached++;
    else if (part === 'sending' && p.calling === true) o.calling++;
  }
  const counted = posts.length + opts.held;
  o.pending += Math.max(0, (opts.total ?? counted) - counted);
  o.posts = Math.max(counted, opts.total ?? counted);
  o.replayedBy.sort((a, b) => a.localeCompare(b));
  return o;
}

/** A count of each sent kind, all zero. */
export const noneSent = (): Record<SentKind, number> => ({ published: 0, partial: 0, channels_refused: 0, scheduled: 0, queued: 0 });

/** A count of each replayed kind, all zero. */
export const noneReplayed = (): Record<ReplayedKind, number> => ({ ...noneSent(), sending: 0 });

/** h-replaywho: how many posts the Hub already had (rule 3), whatever each is at the Hub. */
export const replayedCount = (o: Pick<BatchOutcomes, 'replayed'>): number => Object.values(o.replayed).reduce((a, n) => a + n, 0);

/**
 * h-clipublish (walk 33, 1): the drafts (postsOfJobs's keys) whose every job's call was a replay of an earlier call under
 * the same key, by the journal's verdicts (`sentFirst`, library sentFirstOf): the Hub already had them (rule 3).
 */
export function replayedDrafts(jobs: readonly Job[], sentFirst: ReadonlyMap<string, SentFirst>): Set<string> {
  const byDraft = groupBy(jobs, (j) => j.draftId ?? j.id);
  return new Set([...byDraft].filter(([, js]) => js.every((j) => sentFirst.get(j.id) === 'replay')).map(([k]) => k));
}

/** A batch's count from its jobs (rules 1 to 3): each draft's post as the Outbox shows it, the replays apart. */
export function jobsOutcomes(jobs: readonly Job[], team: Pick<TeamPublishPort, 'me' | 'sharedOutcomes' | 'sentFirst'> | null | undefined, opts: { held: number; total?: number }): BatchOutcomes {
  const replays = replayedDrafts(jobs, team?.sentFirst?.(jobs.map((j) => j.id)) ?? new Map());
  const byDraft = groupBy(jobs, (j) => j.draftId ?? j.id);
  return batchOutcomes([...postsOfJobs(jobs, team)].map(([k, p]) => ({ ...p, ...(replays.has(k) ? { replay: true } : {}), ...(byDraft.get(k)?.every(unanswered) ? { unanswered: true } : {}), ...(byDraft.get(k)?.every(calling) ? { calling: true } : {}) })), opts);
}

/**
 * Rule 4: a job no call of which reached the Hub: journaled and not called yet (queued here), or called (or waiting to call
 * again) with no answer but a network error (src-shared waitingToReach reads the same error of a post retrying on it). A
 * call under way with no error yet is being sent (it may be at the Hub): "still sending", never "queued, not sent" (CI
 * ci31b: with the Hub up, the app's calls in flight read as waiting to reach it).
 */
/** Rule 4 too: a job whose first call is under way, with no answer nor error yet: being sent (it may reach the Hub or not). */
export const calling = (j: Pick<Job, 'state' | 'lastError' | 'hubJobId'>): boolean => j.state === 'sending' && j.hubJobId === null && j.lastError === null;

export const unanswered = (j: Pick<Job, 'state' | 'lastError' | 'hubJobId'>): boolean =>
  j.hubJobId === null && (j.state === 'prepared' || ((j.state === 'sending' || j.state === 'retrying') && j.lastError?.code === 'network'));

/**
 * The post state of each draft a run's jobs sent, as the Outbox shows it: one job is its card's post (`jobPost`, a
 * teammate's outcome of the same key laid over it); a draft sent as several Hub posts (a channel's own caption) is one
 * post over its jobs (postState, as the draft's row shows it).
 */
export function postsOfJobs(jobs: readonly Job[], team?: Pick<TeamPublishPort, 'me' | 'sharedOutcomes' | 'sentFirst'> | null): Map<string, PostState> {
  const byDraft = groupBy(jobs, (j) => j.draftId ?? j.id);
  return new Map([...byDraft].map(([k, js]) => [k, js.length === 1 ? jobPost(js[0]!, team) : postState(js)]));
}
