/**
 * w31twoproc (session 28): a batch's post is counted over the retries of its refused channels, as every other reading
 * of a post reads it (post-state.ts rule 1: the latest job of a channel decides). A post refused on X, whose X was
 * retried and went out, is published: its batch line said "partly published" because the batch counted its own job
 * alone (a retry is a job of no batch: publisher.ts retryFailedChannels).
 *
 * 1. `retriesOf`: a batch's sends' retries of refused channels, transitively (a retry of a retry), from the journal:
 *    jobs of the same drafts with reason 'retry_channels' whose parent is among them (h-chain: retry-chain.ts walks them,
 *    the one walker of a retry chain).
 * 2. `refusalsOverRetries`: the batch's count of refused sends (BatchProgress.refusals: the Send tab's and `campaign
 *    status`'s segments) with each retried send counted by its post state over its retries, the same derivation
 *    (postState) the CLI's batch line reads through `postsOfJobs`.
 */
import { publishJobs, type Job, type ReadableDB } from '../library';
import { postState } from './post-state';
import { journalLinks, retryChain } from './retry-chain';

/** A send whose refused channels were retried: done, followed up by a newer job of this journal. */
const retried = (j: Job): boolean => j.state === 'done' && j.supersededBy !== null && j.draftId !== null;

/** Step 1: the retries of the sends' refused channels, each once, none of `sends` itself. */
export function retriesOf(db: ReadableDB, sends: readonly Job[]): Job[] {
  const parents = sends.filter(retried);
  if (parents.length === 0) return [];
  const jobs = publishJobs.listJobs(db, { draftIds: [...new Set(parents.map((j) => j.draftId!))], oldestFirst: true });
  return retryChain(journalLinks(jobs), parents, sends);
}

/** Step 2: `refusals` of the batch's 'done' sends, each retried one counted by its post state over its retries. */
export function refusalsOverRetries(db: ReadableDB, batchId: string, refusals: { some: number; every: number }): { some: number; every: number } {
  if (refusals.some + refusals.every === 0) return refusals;
  const sends = publishJobs.listJobs(db, { batchId, states: ['done'] }).filter((j) => retried(j) && (j.outcomes ?? []).some((o) => o.success === false));
  const retries = retriesOf(db, sends);
  if (retries.length === 0) return refusals;
  const links = journalLinks(retries);
  const out = { ...refusals };
  for (const s of sends) {
    const own = (s.outcomes ?? []).every((o) => o.success === false) ? 'every' : 'some';
    const now = postState([s, ...retryChain(links, [s])]).state;
    // Still moving (its retry sending) or unknown: counted as its own outcome until the retry settles.
    const after = now === 'published' ? null : now === 'partial' ? 'some' : now === 'channels_refused' ? 'every' : own;
    out[own]--;
    if (after) out[after]++;
  }
  return out;
}
