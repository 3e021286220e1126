/**
 * w31speed: the campaign's reviews were read on every change of its status — with every batch of a send — and each
 * read of a 2,000-post campaign held the web host for seconds: the send crawled (npm run bench -- campaign-ui: 1,075
 * of 2,000 handed in 8 minutes). pacedRead makes such reads one at a time, the newest ask read after the one on its
 * way, after a pause twice as long as that one took.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pacedRead } from '../../src-renderer/src/lib/pacedRead';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A read that answers when the test says, taking `ms` of the fake clock. */
function slowReads(ms: number) {
  const started: string[] = [];
  const read = (key: string) => {
    started.push(key);
    return new Promise<void>((r) => setTimeout(r, ms));
  };
  return { started, read };
}

describe('pacedRead', () => {
  it('reads at once when nothing is on its way', () => {
    const { started, read } = slowReads(100);
    pacedRead(read, { now: () => Date.now() }).ask('c1');
    expect(started).toEqual(['c1']);
  });

  it('ten asks while a read is on its way make one more read, of the newest ask, after a pause twice the read', async () => {
    const { started, read } = slowReads(100);
    const p = pacedRead(read, { now: () => Date.now() });
    p.ask('c1');
    for (let i = 0; i < 9; i++) p.ask('c1');
    p.ask('c2');
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

  it('an ask dropped before it started is not read; a read that failed lets the next one go', async () => {
    let n = 0;
    const started: string[] = [];
    const p = pacedRead((key: string) => {
      started.push(key);
      n++;
      return n === 1 ? new Promise<void>((_, rej) => setTimeout(() => rej(new Error('bridge down')), 10)) : Promise.resolve();
    }, { now: () => Date.now() });
    p.ask('a');
    p.ask('b');
    p.drop();
    await vi.advanceTimersByTimeAsync(100);
    expect(started).toEqual(['a']);
    p.ask('c');
    expect(started).toEqual(['a', 'c']);
  });

  it('the pause is bounded', async () => {
    const { started, read } = slowReads(60_000);
    const p = pacedRead(read, { now: () => Date.now(), maxPauseMs: 5_000 });
    p.ask('a');
    p.ask('b');
    await vi.advanceTimersByTimeAsync(60_000 + 5_000);
    expect(started).toEqual(['a', 'b']);
  });
});
