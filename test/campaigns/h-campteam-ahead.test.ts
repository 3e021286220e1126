/**
 * h-campteam (walk 44b, 3): during a send, "at the Hub" ran ahead of the Hub: a post whose job was ready (prepared, not sent
 * yet) or whose first call was still on its way (sending, no answer) was counted at the Hub ("26 at the Hub yet" beside the
 * batch's "4 retrying, 1 ready", with 25 at the Hub). Pure: campaigns to-hub.ts batchWaiting over the batch's jobs.
 */
import { describe, expect, it } from 'vitest';
import type { Job } from '../../src-main/library';
import { batchWaiting, campaignToHub } from '../../src-main/campaigns';

const job = (id: string, draftId: string, state: Job['state'], extra: Partial<Job> = {}): Job =>
  ({ id, draftId, batchId: 'b1', state, platforms: ['x'], fields: {}, outcomes: null, hubStatus: null, hubJobId: null, lastError: null, nextAt: null, createdAt: 1, scheduledAt: null, ...extra }) as unknown as Job;

describe('a batch of a send under way: only posts the Hub answered for are at the Hub (h-campteam, 3)', () => {
  it('ready (prepared) and still on its way (sending, no answer) are waiting; retrying on a Hub answer reached it', () => {
    const jobs = [
      job('j1', 'd1', 'prepared'),
      job('j2', 'd2', 'sending'),
      job('j3', 'd3', 'retrying', { lastError: { code: 'network', message: 'refused' } }),
      job('j4', 'd4', 'retrying', { lastError: { code: 'internal_error', message: '500' }, hubJobId: null }),
      job('j5', 'd5', 'sending', { hubJobId: 'hj5' }),
    ];
    // j4: the Hub answered (500): it was reached; j5: the Hub answered with a job: at the Hub.
    expect(batchWaiting({ id: 'b1', pending: 1, byState: { prepared: 1, sending: 2, retrying: 2 } }, () => jobs, null)).toBe(4);
    expect(campaignToHub(5, [{ waiting: 4 }])).toEqual({ handed: 5, atHub: 1, waiting: 4 });
  });
});
