/**
 * Compose's "handed off" ends when the batch it was handed over in held the post back after all
 * (rolelive: an approval withdrawn between the batch being recorded and its prepare step; the page
 * said "in the Outbox" until a reload). lib/handedBatch.ts is the decision DraftJobs takes on each
 * 'batch' event.
 */
import { describe, expect, it } from 'vitest';
import { heldBackIn } from '../../src-renderer/src/lib/handedBatch';

describe('heldBackIn: the batch a draft was handed over in held it back', () => {
  it('nothing left to prepare and no job of the draft in the batch: held back', () => {
    expect(heldBackIn({ id: 'b1', pending: 0 }, 'b1', [])).toBe(true);
    // A job of an earlier batch does not count.
    expect(heldBackIn({ id: 'b1', pending: 0 }, 'b1', [{ batchId: 'b0' }])).toBe(true);
  });
  it('a job of the draft in the batch: taken (the job says where it is)', () => {
    expect(heldBackIn({ id: 'b1', pending: 0 }, 'b1', [{ batchId: 'b1' }])).toBe(false);
  });
  it('still something to prepare, another batch, no batch known, or an event without counts: not decided yet', () => {
    expect(heldBackIn({ id: 'b1', pending: 1 }, 'b1', [])).toBe(false);
    expect(heldBackIn({ id: 'b2', pending: 0 }, 'b1', [])).toBe(false);
    expect(heldBackIn({ id: 'b1', pending: 0 }, null, [])).toBe(false);
    expect(heldBackIn({ id: 'b1' }, 'b1', [])).toBe(false);
  });
});
