import type { BatchDto, JobDto } from '../../../src-main/bridge/contract';

/**
 * A 'batch' event says a draft handed over in batch `batchId` was held back after all (rolelive):
 * the batch has nothing left to prepare (`pending` 0) and no job of the draft is in it, so the
 * publisher did not take it (an approval withdrawn between the batch being recorded and its
 * prepare step, a problem found while fitting). A job of the draft in the batch: it was taken.
 */
export function heldBackIn(b: Pick<BatchDto, 'id' | 'pending'>, batchId: string | null, draftJobs: readonly Pick<JobDto, 'batchId'>[]): boolean {
  return batchId !== null && b.id === batchId && b.pending === 0 && !draftJobs.some((j) => j.batchId === b.id);
}
