/**
 * w23csv (walk 20, 2): a teammate's sends read as the publishes the sender's laptop reads them. On the sender's laptop a
 * retry of refused channels belongs to the publish it retried (outcome-rows.ts rule 6): every row of the publish
 * carries that publish's post state (postState over its jobs), and a refusal the retry sent again names it (rule 7,
 * `retriedBy`). A teammate's laptop knows the link only by the retry's shared outcome, which names the key it
 * retried (library team-rows.ts RETRY_OF). Before, Bảo's rows of Lan's post read each Hub post alone ("partly
 * published" where Lan's said "published"), and a post his laptop had itself sent as a replay of Lan's call (the same
 * key, the approval's) said its refusal was open where Lan's said "sent again by the retry → Published".
 *
 * 1. A chain is a send and the retries that name it, and theirs in turn, within one draft; its root is the send whose
 *    retried key is not among them.
 * 2. The chain's post state is postState over its jobs: the one derivation, over the jobs the sender's rule 6 groups.
 * 3. A refused channel's retry is the earliest retry of that key that sent the channel again (the sender's retriedOn):
 *    retry-chain.ts's one step (nextRetry) over the team's links (teamLinks, `retries`).
 * `replays`: this journal's jobs of keys a teammate sent first (w8replay): links of the chains too, read as this
 * journal holds them (the Hub answered the replay with the teammate's post).
 * 4. w26outbox (walk 24, 1): a send again as new after an unknown outcome and a refit after the edge's 413 name the key
 *    they replaced (library team-outcome-rows.ts RESEND_OF, REFIT_OF): links of the chain too (rule 1), as the sender's
 *    journal chains them by parent job. The send they replaced is read as the sender's journal holds it: superseded by
 *    them (`supersededBy`, post-state.ts rule 1: an attempt sent again as new is the unknown outcome it was).
 */
import { teamRows } from '../library';
import { postState, type JobView, type PostState, type PostStateKind } from './post-state';
import { nextRetry, teamLinks, type RetryLinks } from './retry-chain';
import type { TeammateSend } from './team-sends';

/** A link of a chain: a send of a draft under a key (a teammate's, or this journal's replay of one). */
export interface ChainLink { draftId: string; key: string; job: JobView }

export interface TeamChains {
  /** Rule 3: the job id of the retry that sent `channel` of the send `key` again, or null. */
  retriedBy(draftId: string, key: string, channel: string): string | null;
  /** h-chain: the retries of the sends, as retry-chain.ts walks them (a retry names the key it retried). */
  retries: RetryLinks<TeammateSend, Pick<ChainLink, 'draftId' | 'key'>, TeammateSend['job']>;
  /** Rule 2: the post state of the chain the send `key` is in, or null when no chain holds it. */
  postState(draftId: string, key: string): PostStateKind | null;
  /** w28credit (walk 24, 2): rule 2's whole post state (per channel, who sent it), for the cards that show it; null: no chain. */
  post(draftId: string, key: string): PostState | null;
  /** w24rows (walk 21, 1): the publish the send `key` is in — its chain's root's job id and creation time — or null. */
  publishOf(draftId: string, key: string): { id: string; at: number } | null;
  /** Rule 4: the job that replaced the send `key` (a resend or a refit naming it; the earliest), or null. */
  replacedBy(draftId: string, key: string): { id: string; by: 'resend' | 'refit' } | null;
}

export function teamChains(sends: readonly TeammateSend[], replays: readonly ChainLink[] = []): TeamChains {
  const id = (draftId: string, key: string): string => `${draftId}\u0000${key}`;
  const links = new Map<string, ChainLink>();
  for (const l of [...replays, ...sends]) if (!links.has(id(l.draftId, l.key))) links.set(id(l.draftId, l.key), l);
  const retries = teamLinks(sends);
  const replaced = new Map<string, { id: string; by: 'resend' | 'refit'; at: number }>();
  for (const l of sends) {
    const f = teamRows.followedUp(l.job.fields);
    if (f && f.by !== teamRows.RETRY_OF) {
      const had = replaced.get(id(l.draftId, f.key));
      if (!had || l.job.by.at < had.at) replaced.set(id(l.draftId, f.key), { id: l.job.id, by: f.by === teamRows.RESEND_OF ? 'resend' : 'refit', at: l.job.by.at });
    }
  }
  // Rule 1: each link's root, following the key each follow-up names while it is a link here (a loop stops it).
  const rootOf = (l: ChainLink): string => {
    let r = l;
    const seen = new Set<string>([id(r.draftId, r.key)]);
    for (let of = teamRows.followedUp(r.job.fields)?.key; of && links.has(id(r.draftId, of)) && !seen.has(id(r.draftId, of)); of = teamRows.followedUp(r.job.fields)?.key) {
      seen.add(id(r.draftId, of));
      r = links.get(id(r.draftId, of))!;
    }
    return id(r.draftId, r.key);
  };
  const chains = new Map<string, JobView[]>();
  const roots = new Map<string, string>();
  for (const [k, l] of links) {
    const root = rootOf(l);
    roots.set(k, root);
    // Rule 4: a send a resend or refit replaced, as the sender's journal holds it (a replay of this journal's: its own).
    const by = l.job.supersededBy ? null : replaced.get(k);
    chains.set(root, [...(chains.get(root) ?? []), by ? { ...l.job, supersededBy: by.id } : l.job]);
  }
  const states = new Map<string, PostState>();
  const post = (draftId: string, key: string): PostState | null => {
    const root = roots.get(id(draftId, key));
    if (root === undefined) return null;
    let s = states.get(root);
    if (s === undefined) states.set(root, (s = postState(chains.get(root)!)));
    return s;
  };
  return {
    post,
    publishOf: (draftId, key) => {
      const root = links.get(roots.get(id(draftId, key)) ?? '');
      return root ? { id: root.job.id, at: root.job.createdAt } : null;
    },
    replacedBy: (draftId, key) => {
      const r = replaced.get(id(draftId, key));
      return r ? { id: r.id, by: r.by } : null;
    },
    retriedBy: (draftId, key, channel) => nextRetry(retries, { draftId, key }, channel)?.job.id ?? null,
    retries,
    postState: (draftId, key) => post(draftId, key)?.state ?? null,
  };
}
