import { describe, expect, it } from 'vitest';
import { batchNeedsAttention, batchSettled, segmentCount, SEGMENTS, sendStateKey } from '../../src-renderer/src/lib/batchProgress';

const batch = (over: Partial<Parameters<typeof segmentCount>[0]> = {}) => ({ byState: {}, refusals: { some: 0, every: 0 }, scheduled: 0, pending: 0, skipped: 0, ...over });

describe('a campaign batch’s progress', () => {
  it('never counts a post a channel refused as published: done is split by its channels’ outcomes', () => {
    const b = batch({ byState: { done: 5, awaiting: 2, refused: 1 }, refusals: { some: 1, every: 2 }, skipped: 1 });
    const counts = Object.fromEntries(SEGMENTS.map((k) => [k, segmentCount(b, k)]).filter(([, n]) => n));
    expect(counts).toEqual({ done: 2, partial: 1, channels_refused: 2, awaiting: 2, refused: 1, skipped: 1 });
    // Every job and every skipped draft in exactly one segment.
    expect(SEGMENTS.reduce((a, k) => a + segmentCount(b, k), 0)).toBe(5 + 2 + 1 + 1);
  });

  it('counts an accepted post the Hub holds for its time as scheduled, as the Posts tab and the Outbox call it', () => {
    const b = batch({ byState: { awaiting: 25, done: 1 }, scheduled: 21 });
    const counts = Object.fromEntries(SEGMENTS.map((k) => [k, segmentCount(b, k)]).filter(([, n]) => n));
    expect(counts).toEqual({ done: 1, scheduled: 21, awaiting: 4 });
    expect(SEGMENTS.reduce((a, k) => a + segmentCount(b, k), 0)).toBe(26);
  });

  it('counts a post sent to the profile’s queue as in the Hub’s queue, never as scheduled or awaiting', () => {
    const b = batch({ byState: { awaiting: 10 }, scheduled: 3, queued: 6 });
    const counts = Object.fromEntries(SEGMENTS.map((k) => [k, segmentCount(b, k)]).filter(([, n]) => n));
    expect(counts).toEqual({ scheduled: 3, queued: 6, awaiting: 1 });
    expect(SEGMENTS.reduce((a, k) => a + segmentCount(b, k), 0)).toBe(10);
  });

  it('needs the person when a post is partly published or refused by every channel, not only for the Hub’s refusals', () => {
    expect(batchNeedsAttention(batch({ byState: { done: 3 } }))).toBe(false);
    expect(batchNeedsAttention(batch({ byState: { done: 3 }, refusals: { some: 1, every: 0 } }))).toBe(true);
    expect(batchNeedsAttention(batch({ byState: { done: 3 }, refusals: { some: 0, every: 1 } }))).toBe(true);
    expect(batchNeedsAttention(batch({ byState: { done: 3 }, skipped: 1 }))).toBe(true);
    expect(batchNeedsAttention(batch({ byState: { unknown: 1 } }))).toBe(true);
  });

  it('is settled when nothing is left to prepare or send', () => {
    expect(batchSettled(batch({ byState: { done: 2, awaiting: 3 } }))).toBe(true);
    expect(batchSettled(batch({ byState: { done: 2, sending: 1 } }))).toBe(false);
    expect(batchSettled(batch({ pending: 1 }))).toBe(false);
  });
});

describe("the send's state as the Send tab names it", () => {
  it('a send that handed nothing because every post had problems does not say "sent"', () => {
    expect(sendStateKey('done', { handed: 0, skipped: 4 })).toBe('doneNothing');
    expect(sendStateKey('done', { handed: 3, skipped: 2 })).toBe('done');
    expect(sendStateKey('done', { handed: 0, skipped: 0 })).toBe('done');
    expect(sendStateKey('sending', { handed: 0, skipped: 4 })).toBe('sending');
    expect(sendStateKey('done', null)).toBe('done');
  });
});
