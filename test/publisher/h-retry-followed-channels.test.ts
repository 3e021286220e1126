/**
 * h-retry: the one reading (publisher retried-as.ts) of what followed a send's refused channels in this journal —
 * its retries, to the LATEST (ownRetried), and a later send of the draft that carried them (ownSentAgain) — case by
 * case over plain jobs; and the CLI's words after the send's own state (sentAgainText). The bridge test
 * (test/bridge/h-retry-latest-rows) reaches the same over the sandbox Hub.
 */
import { describe, expect, it } from 'vitest';
import type { Job } from '../../src-main/library';
import { ownRetried, ownSentAgain, sentAgainText } from '../../src-main/publisher';

let n = 0;
const ok = (channel: string) => ({ channel, success: true, url: `https://example.com/${channel}`, code: null, message: null, vietnamese: null });
const no = (channel: string) => ({ channel, success: false, url: null, code: 'invalid_request', message: 'refused', vietnamese: null });
const job = (id: string, over: Partial<Job>): Job => ({
  id, batchId: null, draftId: 'd1', workspaceId: null, idempotencyKey: `k_${id}`, reason: 'publish', parentJobId: null, state: 'done', hubStatus: 'completed',
  platforms: ['instagram', 'threads'], fields: {}, photos: [], contentType: 'application/json', bodySha256: '', bodyBytes: 0, budgetBytes: null, scheduledAt: null,
  attempts: 1, polls: 0, nextAt: null, requestId: null, hubJobId: null, result: null, outcomes: null, lastError: null, supersededBy: null,
  createdAt: ++n, updatedAt: n, sentAt: n, finalAt: n, ...over,
});
const send = job('send', { hubStatus: 'partial', outcomes: [ok('instagram'), no('threads')] });
const retryOf = (id: string, parent: string, over: Partial<Job>) => job(id, { reason: 'retry_channels', parentJobId: parent, platforms: ['threads'], ...over });

describe('ownRetried: a send retried more than once', () => {
  const r1 = retryOf('r1', 'send', { hubStatus: 'failed', outcomes: [no('threads')], supersededBy: 'r2' });
  it('says the LATEST retry of the chain and how the channel stands after it', () => {
    const r2 = retryOf('r2', 'r1', { outcomes: [ok('threads')] });
    expect(ownRetried([r2, r1, send], send, ['threads'])).toEqual({ jobId: 'r2', state: 'published', channels: ['threads'] });
  });
  it('refused again by the latest: says so', () => {
    const r2 = retryOf('r2', 'r1', { hubStatus: 'failed', outcomes: [no('threads')] });
    expect(ownRetried([r2, r1, send], send, ['threads'])).toEqual({ jobId: 'r2', state: 'channels_refused', channels: ['threads'] });
  });
  it('retried once: that retry, as before', () => {
    expect(ownRetried([r1, send], send, ['threads'])).toEqual({ jobId: 'r1', state: 'channels_refused', channels: ['threads'] });
  });
  it('two refused channels, the second retried again alone: each channel by its newest retry', () => {
    const both = job('both', { platforms: ['instagram', 'threads', 'x'], hubStatus: 'partial', outcomes: [ok('instagram'), no('threads'), no('x')] });
    const a = retryOf('a', 'both', { platforms: ['threads', 'x'], hubStatus: 'partial', outcomes: [ok('threads'), no('x')] });
    const b = retryOf('b', 'a', { platforms: ['x'], outcomes: [ok('x')] });
    expect(ownRetried([b, a, both], both, ['threads', 'x'])).toEqual({ jobId: 'b', state: 'published', channels: ['threads', 'x'] });
  });
});

describe('ownSentAgain: a later send of the draft (Publish again) over the refused channels', () => {
  it('published them: published, named by that send', () => {
    const again = job('again', { outcomes: [ok('instagram'), ok('threads')] });
    expect(ownSentAgain([again, send], send, ['threads'])).toEqual({ jobId: 'again', state: 'published', channels: ['threads'] });
  });
  it('refused them again: not published', () => {
    const again = job('again', { hubStatus: 'partial', outcomes: [ok('instagram'), no('threads')] });
    expect(ownSentAgain([again, send], send, ['threads'])?.state).toBe('partial');
  });
  it('still held by the Hub: its state', () => {
    const again = job('again', { state: 'awaiting', hubStatus: 'scheduled', fields: { scheduled_at: '2027-03-14T09:30', timezone: 'UTC' } });
    expect(ownSentAgain([again, send], send, ['threads'])?.state).toBe('scheduled');
  });
  it('none when the later send did not carry every refused channel, was withdrawn, or came before', () => {
    expect(ownSentAgain([job('ig', { platforms: ['instagram'], outcomes: [ok('instagram')] }), send], send, ['threads'])).toBeNull();
    expect(ownSentAgain([job('gone', { state: 'cancelled', hubStatus: null }), send], send, ['threads'])).toBeNull();
    const late = job('late', { hubStatus: 'partial', outcomes: [ok('instagram'), no('threads')] });
    const early = job('early', { outcomes: [ok('instagram'), ok('threads')], createdAt: 0 });
    expect(ownSentAgain([late, early], late, ['threads'])).toBeNull();
  });
  it("a retry of the send's own chain is not a send of its own", () => {
    const r = retryOf('r', 'send', { outcomes: [ok('threads')] });
    expect(ownSentAgain([r, send], send, ['threads'])).toBeNull();
  });
  it('in the CLI: after the send\'s own state', () => {
    expect(sentAgainText({ jobId: 'again', state: 'published', channels: ['threads'] })).toBe('; the post was sent again as a new post (job again): published');
    expect(sentAgainText(null)).toBe('');
  });
});
