/**
 * w30retry (walk 26, 3): the retry of a send's refused channels and how it went — one reading (publisher retried-as.ts)
 * for the sender's card, a teammate's card and the CLI. Lan's post went to 4 channels, Threads refused; her retry
 * (reason retry_channels, parent the send) published Threads. h-chain: read through ownRetried (the one walker,
 * retry-chain.ts), where `retriedAs` stood.
 */
import { describe, expect, it } from 'vitest';
import type { Job } from '../../src-main/library';
import { ownRetried, ownRetryOf } from '../../src-main/publisher';

const ok = (channel: string) => ({ channel, success: true, url: `https://example.com/${channel}`, code: null, message: null, vietnamese: null });
const no = (channel: string) => ({ channel, success: false, url: null, code: 'invalid_request', message: 'refused', vietnamese: null });
const job = (id: string, o: Partial<Job> & { platforms: string[]; createdAt: number }): Job => ({
  id, batchId: null, draftId: 'd1', workspaceId: null, idempotencyKey: `k_${id}`, reason: 'publish', parentJobId: null, state: 'done', hubStatus: 'completed',
  fields: {}, photos: [], contentType: 'application/json', bodySha256: '', bodyBytes: 0, budgetBytes: null, scheduledAt: null,
  attempts: 1, polls: 0, nextAt: null, requestId: null, hubJobId: null, result: null, outcomes: null, lastError: null, supersededBy: null,
  updatedAt: o.createdAt, sentAt: o.createdAt, finalAt: o.createdAt, ...o,
});

describe('retriedAs', () => {
  const send = job('job_send', { platforms: ['instagram', 'facebook', 'x', 'threads'], createdAt: 1, hubStatus: 'partial', outcomes: [ok('instagram'), ok('facebook'), no('x'), no('threads')] });
  const retry = job('job_retry', { reason: 'retry_channels', parentJobId: 'job_send', platforms: ['threads'], createdAt: 2, outcomes: [ok('threads')] });
  const later = job('job_retry2', { reason: 'retry_channels', parentJobId: 'job_send', platforms: ['threads'], createdAt: 3, hubStatus: 'failed', outcomes: [no('threads')] });
  const resend = job('job_resend', { reason: 'resend', parentJobId: 'job_send', platforms: ['threads'], createdAt: 4 });

  it("names the first retry that carried the send's refused channel, and that retry's own state", () => {
    expect(ownRetryOf([later, resend, retry, send], send, 'threads')?.id).toBe('job_retry');
    expect(ownRetried([later, resend, retry, send], send, ['threads'])).toEqual({ jobId: 'job_retry', state: 'published', channels: ['threads'] });
  });
  it('is null when no retry of refused channels followed the send (a resend is none)', () => {
    expect(ownRetried([resend, send], send, ['threads'])).toBeNull();
    expect(ownRetried([retry, send], send, [])).toBeNull();
  });
  it('lists only the refused channels a retry carried', () => {
    expect(ownRetried([retry, send], send, ['x', 'threads'])).toEqual({ jobId: 'job_retry', state: 'published', channels: ['threads'] });
  });
});
