/**
 * w31speed: the campaign's reviews were read on every change of its status — with every batch of a send — and each
 * read of a 2,000-post campaign held the web host for seconds: the send crawled (npm run bench -- campaign-ui: 1,075
 * of 2,000 handed in 8 minutes). CampaignReviews reads through `coalesced` with a pause worked out from the read:
 * one read at a time, the newest ask read after the one on its way, after a pause twice as long as that one took.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalesced } from '../../src-renderer/src/lib/coalesce';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const timers = { setTimeout: (f: () => void, ms: number) => setTimeout(f, ms), clearTimeout: (t: unknown) => clearTimeout(t as ReturnType<typeof setTimeout>) };
const twice = (took: number) => Math.min(2 * took, 10_000);

/** Reads of the key last asked for, each taking `ms` of the fake clock. */
function slowReads(ms: number, opts: { maxPauseMs?: number } = {}) {
  const started: string[] = [];
  let newest = '';
  const reads = coalesced(() => {
    started.push(newest);
    return new Promise<void>((r) => setTimeout(r, ms));
  }, { gapMs: (took) => Math.min(2 * took, opts.maxPauseMs ?? 10_000), timers, now: () => Date.now() });
  const ask = (key: string) => {
    newest = key;
    void reads();
  };
  return { started, ask };
}

describe('coalesced, with a pause worked out from the read', () => {
  it('reads at once when nothing is on its way', async () => {
    const { started, ask } = slowReads(100);
    ask('c1');
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['c1']);
  });

  it('ten asks while a read is on its way make one more read, of the newest ask, after a pause twice the read', async () => {
    const { started, ask } = slowReads(100);
    ask('c1');
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 9; i++) ask('c1');
    ask('c2');
    expect(started).toEqual(['c1']);
    await vi.advanceTimersByTimeAsync(100); // the read answered
    expect(started).toEqual(['c1']);
    await vi.advanceTimersByTimeAsync(199); // the pause: 2 × 100 ms
    expect(started).toEqual(['c1']);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual(['c1', 'c2']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toEqual(['c1', 'c2']);
  });

  it('a read that failed lets the next one go', async () => {
    let n = 0;
    const started: number[] = [];
    const reads = coalesced(() => {
      started.push(++n);
      return n === 1 ? new Promise<void>((_, rej) => setTimeout(() => rej(new Error('bridge down')), 10)) : Promise.resolve();
    }, { gapMs: twice, timers, now: () => Date.now() });
    reads().catch(() => undefined);
    await vi.advanceTimersByTimeAsync(100);
    expect(started).toEqual([1]);
    void reads();
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual([1, 2]);
  });

  it('the pause is bounded', async () => {
    const { started, ask } = slowReads(60_000, { maxPauseMs: 5_000 });
    ask('a');
    await vi.advanceTimersByTimeAsync(0);
    ask('b');
    await vi.advanceTimersByTimeAsync(60_000 + 5_000);
    expect(started).toEqual(['a', 'b']);
  });
});
