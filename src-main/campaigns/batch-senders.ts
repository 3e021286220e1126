/**
 * w19campaign (walk 17, finding 6): who sent a batch's posts when this laptop's calls were replays of a teammate's.
 * Bảo had sent the post under the same approval; Lan's Send handed it too and the Hub answered Idempotent-Replayed.
 * The Send tab's state line said "1 sent by Bảo", its batch line "1 scheduled" (as if from here). A batch's posts a
 * teammate sent are derived from the one replay derivation (team-sent.ts replayedPosts, through post-sends.ts
 * sentOutsideSend: the status's `sentBy`), and counted by the batch's own rules (the library's jobCountsOfBatch, only
 * their jobs), so the batch line says "1 scheduled (sent by Bảo)" in the app and `campaign status` alike.
 */
import { publishJobs, type ReadableDB } from '../library';
import { knownJobCounts, type TeamPublishPort } from '../publisher';
import type { ReplayedPost } from './team-sent';

/** A teammate who sent posts of a batch: how many, and their jobs here counted as the batch counts its own. */
export interface BatchSender {
  name: string;
  posts: number;
  byState: Record<string, number>;
  refusals: { some: number; every: number };
  scheduled: number;
  queued: number;
  hubPosts: number | null;
}

/** The teammates whose sends this batch's calls replayed, in campaign order (the first post of each); empty: none. */
export function batchSenders(db: ReadableDB, batchId: string, replays: ReadonlyMap<string, ReplayedPost>, team?: TeamPublishPort | null): BatchSender[] {
  const groups = new Map<string, { posts: number; jobIds: string[] }>();
  for (const r of replays.values()) {
    if (r.batchId !== batchId) continue;
    const g = groups.get(r.by.name) ?? { posts: 0, jobIds: [] };
    g.posts++;
    g.jobIds.push(...r.jobIds);
    groups.set(r.by.name, g);
  }
  // h-withdrawn (walk 44b, 6): their jobs here cancelled (withdrawn after a call) count as the teammate's send stands, as the batch's do.
  return [...groups].map(([name, g]) => {
    const counts = publishJobs.jobCountsOfBatch(db, batchId, g.jobIds);
    const cancelled = (counts.byState['cancelled'] ?? 0) > 0 ? publishJobs.listJobs(db, { ids: g.jobIds, states: ['cancelled'] }) : [];
    return { name, posts: g.posts, ...knownJobCounts(counts, cancelled, team) };
  });
}
