/**
 * teamoutbox (issue 34, walk 4): the posts teammates sent, as this laptop knows them from the team's
 * shared outcomes. A team member's Outbox and `postroom status` list them beside this laptop's own jobs,
 * read-only: their jobs sit in the sender's journal, so only that laptop can act on them (team-actions.ts
 * `teammate_job`). One entry per key this journal never held (a key it holds is its own job, whose card
 * already says "Published by NAME" when a teammate's call was the Hub's: `jobPost` below), with the
 * sender the one derivation names (draft-states.ts withTeam: the same member on every laptop).
 */
import { listJobs } from './read';
import { withTeam } from './draft-states';
import { postState, type JobView } from './post-state';
import type { PostState } from './post-state-shape';
import { isFinal } from './states';
import type { Job, ReadableDB } from '../library';
import type { TeamOutcome, TeamPublishPort } from './team';

export interface TeammateSend {
  draftId: string;
  key: string;
  /** The teammate's job as their laptop shared it, with the sender (`by`) named. */
  job: JobView & { by: NonNullable<JobView['by']> };
  /** Its post state (post-state.ts over this job alone): per channel, what happened. */
  post: PostState;
}

/**
 * Teammates' sends of these drafts (ids of drafts some teammate has an outcome for: the library's
 * teamOutcomes), newest first. Keys this journal holds are left out: they are this laptop's jobs.
 */
export function teammateSends(db: ReadableDB, draftIds: readonly string[], team: Pick<TeamPublishPort, 'me' | 'sharedOutcomes'>): TeammateSend[] {
  const out: TeammateSend[] = [];
  const me = team.me.memberId;
  for (const draftId of new Set(draftIds)) {
    const mineKeys = new Set(listJobs(db, { draftId }).map((j) => j.idempotencyKey));
    const byKey = new Map<string, TeamOutcome[]>();
    for (const o of team.sharedOutcomes?.(draftId) ?? []) {
      if (o.by.memberId === me || mineKeys.has(o.key)) continue;
      byKey.set(o.key, [...(byKey.get(o.key) ?? []), o]);
    }
    for (const [key, theirs] of byKey) {
      const views = withTeam([], theirs, me);
      const by = views.find((v) => v.by)?.by;
      if (!by) continue;
      // One key, one post at the Hub: the sender's own outcome, else a final one, else the newest.
      const pick = theirs.find((o) => o.by.memberId === by.memberId) ?? theirs.find((o) => isFinal(o.state)) ?? theirs[0]!;
      const job = { ...views[theirs.indexOf(pick)]!, by };
      out.push({ draftId, key, job, post: postState([job]) });
    }
  }
  return out.sort((a, b) => b.job.by.at - a.job.by.at || a.key.localeCompare(b.key));
}

/**
 * One job's post state, with a teammate's outcome of its own key only (never their other sends of the
 * draft): when the team says they sent that key first, this job was a REPLAY of their call and the post
 * names them (`by`). The Outbox's cards and Table (bridge outbox.ts, w8replay's withReplays), `postroom
 * status` and a campaign's send status (campaigns team-sent.ts, w9camp) all read it from here.
 */
export function jobPost(j: Job, team?: Pick<TeamPublishPort, 'me' | 'sharedOutcomes' | 'sentFirst'> | null): PostState {
  const same = team && j.draftId ? (team.sharedOutcomes?.(j.draftId) ?? []).filter((o) => o.key === j.idempotencyKey) : [];
  return postState(same.length > 0 ? withTeam([j], same, team!.me.memberId, team!.sentFirst?.([j.id])) : [j]);
}
