/**
 * h-chain: the ONE walker of a retry chain — a send, the retries of its refused channels (each names the send it
 * retried), their retries in turn, and so on. Before, three walkers followed it: this journal's per channel
 * (retried-as.ts ownRetryChain), this journal's per send (batch-retries.ts retriesOf and chainOf), and a teammate's,
 * which followed only the FIRST retry (retried-as.ts teammateRetries over team-chains.ts retriedBy): Lan's Threads
 * refused, retried, refused again, retried again and published read on Bảo's laptop as "retried as a new post:
 * refused by every channel", where Lan's said "published".
 *
 * 1. One query shape (`RetryLinks.retriesOf`): the retries that name a link as the send they retried, oldest first —
 *    this journal's by parent job (`journalLinks`: reason 'retry_channels', its parentJobId the link), a teammate's by
 *    the key its shared outcome names (`teamLinks`: library team-rows.ts RETRY_OF). `view` is what a link sent (its
 *    job as post-state.ts reads it).
 * 2. Per channel (`channelChain`): the first retry of the send that carried the channel, that retry's first retry that
 *    carried it, and so on to the end (`nextRetry`: one step). What followed a refused channel (retried-as.ts).
 * 3. Per send (`retryChain`): every retry that follows the sends, transitively, each once. What a batch's post is
 *    counted over (batch-retries.ts).
 * A loop (a link met twice) stops the walk.
 */
import { groupBy } from '../../src-shared/group-by';
import { teamRows, type Job } from '../library';
import type { JobView } from './post-state';

/** What the walk reads of a link's job: which it is, what it sent, and when. */
export type ChainJob = Pick<JobView, 'id' | 'platforms' | 'createdAt'>;

/** A chain's links (step 1): `T` a link, `Of` what a retry names of the link it retried (a link is one), `V` a link's job. */
export interface RetryLinks<T extends Of, Of = T, V extends ChainJob = ChainJob> {
  /** The retries that name `link` as the send they retried, oldest first. */
  retriesOf(link: Of): readonly T[];
  /** The job a link is. */
  view(link: T): V;
}

/** Step 2, one step: the first retry of `link` that carried `channel`; undefined: none. */
export function nextRetry<T extends Of, Of>(links: RetryLinks<T, Of>, link: Of, channel: string): T | undefined {
  return links.retriesOf(link).find((r) => links.view(r).platforms.includes(channel));
}

/** Step 2: the retries that carried `channel` after `send` refused it, oldest first (empty: never retried). */
export function channelChain<T extends Of, Of>(links: RetryLinks<T, Of>, send: Of, channel: string): T[] {
  const chain: T[] = [];
  const seen = new Set<string>();
  for (let r = nextRetry(links, send, channel); r !== undefined && !seen.has(links.view(r).id); r = nextRetry(links, r, channel)) {
    seen.add(links.view(r).id);
    chain.push(r);
  }
  return chain;
}

/**
 * Step 3: the retries that follow `sends`, transitively (a retry of a retry), each once, depth first from each send in
 * turn; none of `had` (default `sends`: links the caller already holds, neither listed nor walked through).
 */
export function retryChain<T extends Of, Of>(links: RetryLinks<T, Of>, sends: readonly T[], had: readonly T[] = sends): T[] {
  const have = new Set([...sends, ...had].map((s) => links.view(s).id));
  const out: T[] = [];
  const walk = (link: Of): void => {
    for (const r of links.retriesOf(link)) {
      if (have.has(links.view(r).id)) continue;
      have.add(links.view(r).id);
      out.push(r);
      walk(r);
    }
  };
  for (const s of sends) walk(s);
  return out;
}

/** Step 1, this journal: `jobs`' retries of refused channels by the job they name as parent (the jobs' order kept among equal times). */
export function journalLinks<J extends Pick<Job, 'id' | 'reason' | 'parentJobId' | 'platforms' | 'createdAt'>>(jobs: readonly J[]): RetryLinks<J, Pick<Job, 'id'>, J> {
  const byParent = groupBy(jobs, (j) => (j.reason === 'retry_channels' ? j.parentJobId : null));
  for (const list of byParent.values()) list.sort((a, b) => a.createdAt - b.createdAt);
  return { retriesOf: (link) => byParent.get(link.id) ?? [], view: (j) => j };
}

/** A teammate's send as a link: its draft, its key, and its job as their laptop shared it (`by.at`: when they sent it). */
export interface TeamLink { draftId: string; key: string; job: ChainJob & Pick<JobView, 'fields'> & { by: { at: number } } }

/** Step 1, a teammate's: `sends`' retries by the key their shared outcome names (RETRY_OF), within a draft, oldest sent first. */
export function teamLinks<T extends TeamLink>(sends: readonly T[]): RetryLinks<T, Pick<TeamLink, 'draftId' | 'key'>, T['job']> {
  const id = (draftId: string, key: string): string => `${draftId}\u0000${key}`;
  const byKey = groupBy(sends, (s) => {
    const f = teamRows.followedUp(s.job.fields);
    return f?.by === teamRows.RETRY_OF ? id(s.draftId, f.key) : null;
  });
  for (const list of byKey.values()) list.sort((a, b) => a.job.by.at - b.job.by.at);
  return { retriesOf: (link) => byKey.get(id(link.draftId, link.key)) ?? [], view: (s) => s.job };
}
