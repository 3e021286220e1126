/**
 * w24rows (walk 21, 1): a draft published AGAIN as a new post (outcome-rows.ts rule 6) is two Hub posts, both live and
 * counted; the Outbox CSV's `sent_again_as` was empty on their rows. Here each publish's rows name the other: the
 * earlier's `sentAgainAs` the next publish, the later's `sentAgainFrom` the one before, on the sender's laptop and a
 * teammate's alike (both name a publish by its first job's id, which the team's outcomes share).
 */
import type { Job } from '../library';
import { chainRootOf } from './outcome-rows';
import type { OutcomeRow } from './outcome-rows-shape';

/** withSentAgain: the chains of one publish of a draft (its caption groups, on channels of their own) are begun within this of its first. */
const ONE_PUBLISH_MS = 60_000;

/** w24rows: each of these jobs' publish (rule 6): its chain's first job's id and creation time (chainRootOf). */
export function publishRoots(jobs: readonly Job[]): Map<string, { id: string; at: number }> {
  const rootOf = chainRootOf(new Map(jobs.map((j) => [j.id, j])));
  return new Map(jobs.map((j) => {
    const r = rootOf(j);
    return [j.id, { id: r.id, at: r.createdAt }];
  }));
}

/**
 * w24rows (walk 21, 1): rule 6's publishes of a draft linked on their rows (`sentAgainAs`, `sentAgainFrom`), this
 * computer's and the teammates' alike: `publishOf` gives a row's job's publish (publishRoots, TeamChains.publishOf),
 * ordered by when it was made. An earlier attempt sent again as new (rule 5) keeps its own `supersededBy` only.
 */
export function withSentAgain(rows: readonly OutcomeRow[], publishOf: (jobId: string) => { id: string; at: number } | null): OutcomeRow[] {
  const byDraft = new Map<string, Map<string, { at: number; channels: Set<string> }>>();
  for (const r of rows) {
    const p = r.draftId !== null && r.supersededBy === null ? publishOf(r.jobId) : null;
    if (!p) continue;
    const m = byDraft.get(r.draftId!) ?? new Map<string, { at: number; channels: Set<string> }>();
    const chain = m.get(p.id) ?? { at: p.at, channels: new Set<string>() };
    chain.channels.add(r.channel);
    m.set(p.id, chain);
    byDraft.set(r.draftId!, m);
  }
  // A draft whose channels carry different captions is sent as one Hub post per caption, each a chain of its own, made
  // within moments by one publish on channels of their own: chains begun within ONE_PUBLISH_MS of a publish's first, on
  // none of its channels, are that publish. A send again goes to the same channels: always a publish of its own.
  const order = new Map<string, string[]>();
  const publishId = new Map<string, string>();
  for (const [d, m] of byDraft) {
    const list: Array<{ id: string; at: number; channels: Set<string> }> = [];
    for (const [id, c] of [...m].sort((a, b) => a[1].at - b[1].at || (a[0] < b[0] ? -1 : 1))) {
      const open = list.at(-1);
      if (open && c.at - open.at < ONE_PUBLISH_MS && ![...c.channels].some((ch) => open.channels.has(ch))) {
        for (const ch of c.channels) open.channels.add(ch);
      } else list.push({ id, at: c.at, channels: new Set(c.channels) });
      publishId.set(id, list.at(-1)!.id);
    }
    if (list.length > 1) order.set(d, list.map((x) => x.id));
  }
  if (order.size === 0) return [...rows];
  return rows.map((r) => {
    const list = r.draftId !== null && r.supersededBy === null ? order.get(r.draftId) : undefined;
    const i = list ? list.indexOf(publishId.get(publishOf(r.jobId)?.id ?? '') ?? '') : -1;
    if (!list || i < 0) return r;
    return { ...r, sentAgainAs: list[i + 1] ?? null, sentAgainFrom: i > 0 ? list[i - 1]! : null };
  });
}
