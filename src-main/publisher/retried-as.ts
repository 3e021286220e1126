/**
 * w30retry (walk 26, 3): the retry of a send's refused channels and how it went — the ONE reading of it that the sender's
 * own card (bridge outbox.ts, JobDto `retriedAs`), a teammate's card of the same send (bridge team-sends.ts) and `postroom
 * status` on either laptop say after the send's own outcome: "Partly published … refused: Threads. Its refused channels
 * were retried as a new post: Published." Before, the sender's card found the retry in the renderer (only when that job
 * was among the listed ones) and a teammate's from the team's chains, and the two laptops said two things.
 *
 * A send's refused channels are its own post's (`refused`); each is retried by the first retry of refused channels that
 * carried it (this journal: reason 'retry_channels' with the send as parent; a teammate's: the key its shared outcome
 * names, team-chains.ts `retriedBy`). The state said is that retry's own (its Hub post), never the draft's.
 */
import { teamRows, type Job } from '../library';
import type { PostState } from './post-state-shape';
import { postState } from './post-state';
import { teamChains, type TeamChains } from './team-chains';
import type { TeammateSend } from './team-sends';

/** The retry that sent a send's refused channels again: its job, its own post state, and the refused channels it carried. */
export interface RetriedAs {
  jobId: string;
  state: PostState['state'];
  /** The send's refused channels it sent again. */
  channels: string[];
}

/**
 * The send's retry (see above) from its refused channels and, per channel, the retry that carried it (null: none): the
 * first channel's retry, with every refused channel some retry carried. Null when none was retried.
 */
export function retriedAs(refused: readonly string[], retryOf: (channel: string) => { id: string; state: PostState['state'] } | null): RetriedAs | null {
  const by = refused.flatMap((c) => {
    const r = retryOf(c);
    return r ? [{ c, r }] : [];
  });
  const first = by[0]?.r;
  return first ? { jobId: first.id, state: first.state, channels: by.map((x) => x.c) } : null;
}

/**
 * This journal's first retry of `parent`'s refused channels that carried `channel` (reason 'retry_channels', its
 * parentJobId the parent), oldest first; undefined: none. The Outbox Table's rule 7 (outcome-rows.ts) reads it too.
 */
export function ownRetryOf<J extends Pick<Job, 'id' | 'reason' | 'parentJobId' | 'platforms' | 'createdAt'>>(jobs: readonly J[], parent: Pick<Job, 'id'>, channel: string): J | undefined {
  return jobs.filter((r) => r.reason === 'retry_channels' && r.parentJobId === parent.id && r.platforms.includes(channel)).sort((a, b) => a.createdAt - b.createdAt)[0];
}

/**
 * w31retry: this journal's retry of a send's refused channels (`refused`: its own post's), each channel's first retry
 * (ownRetryOf) with its own post state: the one reading of the sender's card (bridge outbox.ts), `postroom status` and a
 * draft's sends (post-sends.ts: Compose and `drafts list`).
 */
export function ownRetried(jobs: readonly Job[], send: Pick<Job, 'id'>, refused: readonly string[]): RetriedAs | null {
  return retriedAs(refused, (c) => {
    const r = ownRetryOf(jobs, send, c);
    return r ? { id: r.id, state: postState([r]).state } : null;
  });
}

/**
 * A teammate's sends (team-sends.ts), each with its retry as the team's chains name it (team-chains.ts `retriedBy`: the
 * key a retry's shared outcome names) and, for a send a retry followed up and for such a retry, its OWN post state
 * (`sent`: what its card and `postroom status` say first, as the sender's own card and line say it; the retry counts its
 * own channels, never the publish's). Other sends (resends and refits, w26outbox) say their publish's state: `sent` null.
 */
export function teammateRetries(sends: readonly TeammateSend[], chains: Pick<TeamChains, 'retriedBy'> = teamChains(sends)): (s: TeammateSend) => { retriedAs: RetriedAs | null; sent: PostState | null } {
  const byId = new Map(sends.map((x) => [x.job.id, x]));
  return (s) => {
    const retried = retriedAs(s.post.refused, (c) => {
      const id = chains.retriedBy(s.draftId, s.key, c);
      const r = id === null ? undefined : byId.get(id);
      return r ? { id: r.job.id, state: r.post.state } : null;
    });
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
