/**
 * Post states of drafts, read from the journal (the truth) through the one derivation of
 * post-state.ts. The library's mirrored `state` column is written from here (adapters.ts), and the
 * guard, the bridge and the CLI read the same.
 */
import { publishBatches, type ReadableDB, type WritableDB } from '../library';
import { holdBack } from './guard';
import { listJobs } from './read';
import type { Problem } from './preflight';
import { postState, type PostState } from './post-state';

export function draftPostState(db: ReadableDB, draftId: string): PostState {
  return postState(listJobs(db, { draftId }));
}

/** One derivation per draft (the journal's draft index answers each read). */
export function draftPostStates(db: ReadableDB, draftIds: readonly string[]): Map<string, PostState> {
  const out = new Map<string, PostState>();
  for (const id of new Set(draftIds)) out.set(id, draftPostState(db, id));
  return out;
}

/**
 * The guard's side for a batch just recorded: drafts already sent (guard.ts) are marked skipped in
 * the batch with their earlier outcome as the problem, so the batch itself answers for them.
 * Returns the held drafts by id (as a run report's `skipped` entries).
 */
export function holdBatch(db: WritableDB, batchId: string, draftIds: readonly string[], opts: { again: boolean }): Map<string, { batchId: string; draftId: string; problems: Problem[] }> {
  const out = new Map<string, { batchId: string; draftId: string; problems: Problem[] }>();
  if (opts.again) return out;
  const { held } = holdBack(draftIds, draftPostStates(db, draftIds), opts);
  for (const h of held) {
    publishBatches.skipItem(db, { batchId, position: draftIds.indexOf(h.draftId), problems: h.problems });
    out.set(h.draftId, { batchId, draftId: h.draftId, problems: h.problems });
  }
  return out;
}
