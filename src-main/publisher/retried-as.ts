/**
 * w30retry (walk 26, 3): the retry of a send's refused channels and how it went — the ONE reading of it that the sender's
 * own card (bridge outbox.ts, JobDto `retriedAs`), a teammate's card of the same send (bridge team-sends.ts) and `postroom
 * status` on either laptop say after the send's own outcome: "Partly published … refused: Threads. Its refused channels
 * were retried as a new post: Published." Before, the sender's card found the retry in the renderer (only when that job
 * was among the listed ones) and a teammate's from the team's chains, and the two laptops said two things.
 *
 * A send's refused channels are its own post's (`refused`); each is retried by the first retry of refused channels that
 * carried it (this journal: reason 'retry_channels' with the send as parent; a teammate's: the key its shared outcome
 * names), and that retry's refused in turn by its own: the chain the ONE walker follows (retry-chain.ts, h-chain). The
 * state said is how those retries left the channels (their Hub posts), never the draft's.
 */
import { teamRows, type Job } from '../library';
import type { PostState } from './post-state-shape';
import { postState, withdrawn, type JobView } from './post-state';
import { channelChain, journalLinks, nextRetry, type RetryLinks } from './retry-chain';
import { teamChains, type TeamChains } from './team-chains';
import { chainRootOf } from './outcome-rows';
import type { TeammateSend } from './team-sends';

/** The retry that sent a send's refused channels again: its job, its own post state, and the refused channels it carried. */
export interface RetriedAs {
  jobId: string;
  state: PostState['state'];
  /** The send's refused channels it sent again. */
  channels: string[];
}

/**
 * This journal's first retry of `parent`'s refused channels that carried `channel` (reason 'retry_channels', its
 * parentJobId the parent), oldest first; undefined: none. The Outbox Table's rule 7 (outcome-rows.ts) reads it too:
 * retry-chain.ts's one step over this journal's links.
 */
export function ownRetryOf<J extends Pick<Job, 'id' | 'reason' | 'parentJobId' | 'platforms' | 'createdAt'>>(jobs: readonly J[], parent: Pick<Job, 'id'>, channel: string): J | undefined {
  return nextRetry(journalLinks(jobs), parent, channel);
}

/**
 * A send's retry over a chain's links (retry-chain.ts, one walker for this journal's and a teammate's): each refused
 * channel's chain of retries followed to its end, and the state said is how the send's refused channels stand after the
 * LATEST of them (post-state.ts over the chains' jobs: each channel by its newest retry), named by that latest retry's
 * job. Null when none was retried. h-retry (1): before, the first retry's state was said ("refused again") though the
 * second had published the channel; h-chain: a teammate's chain was read so until now (its first retry only).
 */
function retriedOver<T extends Of, Of>(links: RetryLinks<T, Of, JobView>, send: Of, refused: readonly string[]): RetriedAs | null {
  const chains = refused.map((c) => ({ c, chain: channelChain(links, send, c).map((r) => links.view(r)) })).filter((x) => x.chain.length > 0);
  if (chains.length === 0) return null;
  const carried = [...new Map(chains.flatMap((x) => x.chain).map((j) => [j.id, j])).values()];
  const latest = carried.reduce((a, b) => (b.createdAt > a.createdAt ? b : a));
  return { jobId: latest.id, state: postState(carried).state, channels: chains.map((x) => x.c) };
}

/**
 * w31retry: this journal's retry of a send's refused channels (`refused`: its own post's), with its own post state: the one
 * reading of the sender's card (bridge outbox.ts), `postroom status` and a draft's sends (post-sends.ts: Compose and
 * `drafts list`). h-retry (1): a retry refused again may be retried in turn (a retry of THAT retry's refused channels,
 * its parent the first retry): read to the latest (retriedOver).
 */
export function ownRetried(jobs: readonly Job[], send: Pick<Job, 'id'>, refused: readonly string[]): RetriedAs | null {
  return retriedOver(journalLinks(jobs), send, refused);
}

/**
 * h-retry (2): a send's refused channels (`refused`: its own post's) sent again by a LATER send of the draft of this
 * journal, not a retry: "Publish again" (or "Send again as new" from Compose) made a Hub post of its own (a job with no
 * parent: its own chain, post-sends.ts sendOfJob), made after this send; with that chain's follow-ups, read through
 * post-state.ts for those channels (`state`; named by the newest job deciding them). Null when no later send carried
 * every refused channel. The table's row `sent_again_published` (actions.ts rule 6) reads it: Threads refused, then the
 * whole post sent again as new and published — the send is no longer something to fix or retry (it would post twice).
 */
export function ownSentAgain(jobs: readonly Job[], send: Pick<Job, 'id'>, refused: readonly string[]): RetriedAs | null {
  const self = jobs.find((j) => j.id === send.id);
  if (refused.length === 0 || !self) return null;
  const rootOf = chainRootOf(new Map(jobs.map((j) => [j.id, j])));
  const own = rootOf(self);
  const later = jobs.filter((j) => {
    const root = rootOf(j);
    return root.id !== own.id && root.createdAt > own.createdAt && root.reason === 'publish' && !withdrawn(j);
  });
  const carrying = later.filter((j) => j.platforms.some((c) => refused.includes(c)));
  if (!refused.every((c) => carrying.some((j) => j.platforms.includes(c)))) return null;
  const channels = postState(carrying).channels.filter((c) => refused.includes(c.channel));
  const deciding = carrying.filter((j) => channels.some((c) => c.jobId === j.id));
  const state = channels.every((c) => c.state === 'published') ? 'published' : postState(deciding).state;
  const newest = deciding.reduce((a, b) => (b.createdAt > a.createdAt ? b : a));
  return { jobId: newest.id, state, channels: [...refused] };
}

/**
 * A teammate's sends (team-sends.ts), each with its retry as the team's chains link them (team-chains.ts `retries`: the
 * key a retry's shared outcome names), read as the sender's own (retriedOver: h-chain, each refused channel to its latest
 * retry; before, the first retry's own state was said) and, for a send a retry followed up and for such a retry, its OWN
 * post state (`sent`: what its card and `postroom status` say first, as the sender's own card and line say it; the retry
 * counts its own channels, never the publish's). Other sends (resends and refits, w26outbox) say their publish's state:
 * `sent` null.
 */
export function teammateRetries(sends: readonly TeammateSend[], chains: Pick<TeamChains, 'retries'> = teamChains(sends)): (s: TeammateSend) => { retriedAs: RetriedAs | null; sent: PostState | null } {
  return (s) => {
    const retried = retriedOver(chains.retries, s, s.post.refused);
    const isRetry = teamRows.followedUp(s.job.fields)?.by === teamRows.RETRY_OF;
    return { retriedAs: retried, sent: retried || isRetry ? s.post : null };
  };
}

const STATE_WORDS: Record<PostState['state'], string> = {
  draft: 'draft', queued: "in the Hub's queue", scheduled: 'scheduled', sending: 'sending', published: 'published', partial: 'partly published',
  refused: 'refused by the Hub', channels_refused: 'refused by every channel', unknown: 'outcome unknown', cancelled: 'cancelled',
};

/** The retry in the CLI's English, after the send's own state: "; its refused channels (threads) were retried as a new post (job …): published". */
export function retriedAsText(r: RetriedAs | null | undefined): string {
  return r ? `; its refused channels (${r.channels.join(', ')}) were retried as a new post (job ${r.jobId}): ${STATE_WORDS[r.state]}` : '';
}

/** h-retry (2): a later send of the draft in the CLI's English, after the send's own state: "; the post was sent again as a new post (job …): published". */
export function sentAgainText(r: RetriedAs | null | undefined): string {
  return r ? `; the post was sent again as a new post (job ${r.jobId}): ${STATE_WORDS[r.state]}` : '';
}
