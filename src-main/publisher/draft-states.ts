/**
 * Post states of drafts, read from the journal (the truth) through the one derivation of
 * post-state.ts. The library's mirrored `state` column is written from here (adapters.ts), and the
 * guard, the bridge and the CLI read the same.
 */
import { publishBatches, type Job, type ReadableDB, type WritableDB } from '../library';
import { holdBack } from './guard';
import { listJobs } from './read';
import type { Problem } from './preflight';
import { postState, type JobView, type PostState } from './post-state';
import { isFinal } from './states';
import type { TeamOutcome, TeamPublishPort } from './team';

/** The team's view (team.ts): another member's outcomes of the draft join this journal's jobs. */
type TeamView = Pick<TeamPublishPort, 'me' | 'sharedOutcomes'> | null | undefined;

export function draftPostState(db: ReadableDB, draftId: string, team?: TeamView): PostState {
  const local = listJobs(db, { draftId });
  const shared = team?.sharedOutcomes?.(draftId) ?? [];
  return postState(shared.length > 0 ? withTeam(local, shared, team!.me.memberId) : local);
}

/** One derivation per draft (the journal's draft index answers each read). */
export function draftPostStates(db: ReadableDB, draftIds: readonly string[], team?: TeamView): Map<string, PostState> {
  const out = new Map<string, PostState>();
  for (const id of new Set(draftIds)) out.set(id, draftPostState(db, id, team));
  return out;
}

/**
 * This journal's jobs of a post with the other members' outcomes of it. Same key, same post at the
 * Hub: the member who claimed it first sent it (`by`), and their final word settles a job still
 * unfinished here (a replay not yet read). Another member's key this journal never held is a job
 * of its own, theirs.
 */
export function withTeam(local: readonly Job[], shared: readonly TeamOutcome[], me: string): JobView[] {
  const out: JobView[] = [...local];
  for (const s of shared) {
    if (s.by.memberId === me) continue;
    const by = { memberId: s.by.memberId, name: s.by.name, at: s.at };
    const i = local.findIndex((j) => j.idempotencyKey === s.key);
    if (i < 0) {
      out.push({ id: s.id, state: s.state, hubStatus: s.hubStatus, platforms: s.platforms, fields: s.fields, outcomes: s.outcomes, lastError: s.lastError, nextAt: s.nextAt, createdAt: s.createdAt, scheduledAt: s.scheduledAt, by });
      continue;
    }
    const mine = local[i]!;
    const settled = !isFinal(mine.state) && isFinal(s.state) ? { state: s.state, hubStatus: s.hubStatus, outcomes: s.outcomes, lastError: s.lastError, nextAt: s.nextAt } : {};
    const first = s.at <= (mine.sentAt ?? mine.createdAt);
    out[i] = { ...mine, ...settled, ...(first ? { by } : {}) };
  }
  return out;
}

/**
 * The guard's side for a batch just recorded: drafts already sent (guard.ts) are marked skipped in
 * the batch with their earlier outcome as the problem, so the batch itself answers for them.
 * Returns the held drafts by id (as a run report's `skipped` entries).
 */
export function holdBatch(db: WritableDB, batchId: string, draftIds: readonly string[], opts: { again: boolean; team?: TeamView }): Map<string, { batchId: string; draftId: string; problems: Problem[] }> {
  const out = new Map<string, { batchId: string; draftId: string; problems: Problem[] }>();
  if (opts.again) return out;
  const { held } = holdBack(draftIds, draftPostStates(db, draftIds, opts.team), opts);
  for (const h of held) {
    publishBatches.skipItem(db, { batchId, position: draftIds.indexOf(h.draftId), problems: h.problems });
    out.set(h.draftId, { batchId, draftId: h.draftId, problems: h.problems });
  }
  return out;
}
