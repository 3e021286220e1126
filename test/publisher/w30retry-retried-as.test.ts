/**
 * w30retry (walk 26, 3): the retry of a send's refused channels and how it went — one reading (publisher retried-as.ts)
 * for the sender's card, a teammate's card and the CLI. Lan's post went to 4 channels, Threads refused; her retry
 * (reason retry_channels, parent the send) published Threads.
 */
import { describe, expect, it } from 'vitest';
import { ownRetryOf, retriedAs } from '../../src-main/publisher';

const job = (id: string, o: { reason?: 'publish' | 'retry_channels' | 'resend'; parentJobId?: string | null; platforms: string[]; createdAt: number }) =>
  ({ id, reason: o.reason ?? 'publish', parentJobId: o.parentJobId ?? null, platforms: o.platforms, createdAt: o.createdAt });

describe('retriedAs', () => {
  const send = job('job_send', { platforms: ['instagram', 'facebook', 'x', 'threads'], createdAt: 1 });
  const retry = job('job_retry', { reason: 'retry_channels', parentJobId: 'job_send', platforms: ['threads'], createdAt: 2 });
  const later = job('job_retry2', { reason: 'retry_channels', parentJobId: 'job_send', platforms: ['threads'], createdAt: 3 });
  const resend = job('job_resend', { reason: 'resend', parentJobId: 'job_send', platforms: ['threads'], createdAt: 4 });
  const states: Record<string, 'published' | 'channels_refused'> = { job_retry: 'published', job_retry2: 'channels_refused' };
  const own = (jobs: ReturnType<typeof job>[]) => (c: string) => {
    const r = ownRetryOf(jobs, send, c);
    return r ? { id: r.id, state: states[r.id]! } : null;
  };

  it("names the first retry that carried the send's refused channel, and that retry's own state", () => {
    expect(retriedAs(['threads'], own([later, resend, retry, send]))).toEqual({ jobId: 'job_retry', state: 'published', channels: ['threads'] });
  });
  it('is null when no retry of refused channels followed the send (a resend is none)', () => {
    expect(retriedAs(['threads'], own([resend, send]))).toBeNull();
    expect(retriedAs([], own([retry, send]))).toBeNull();
  });
  it('lists only the refused channels a retry carried', () => {
    expect(retriedAs(['x', 'threads'], own([retry, send]))).toEqual({ jobId: 'job_retry', state: 'published', channels: ['threads'] });
  });
});
