const MAX_TIMER_MS = 2 ** 31 - 1;
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sleep } from '../../src-main/common/clock';

afterEach(() => {
  vi.useRealTimers();
});

describe('sleep', () => {
  it('waits longer than a timer can hold in timer-sized steps, instead of ending after 1 ms', async () => {
    vi.useFakeTimers();
    let done = false;
    const wait = sleep(MAX_TIMER_MS * 2 + 5).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(MAX_TIMER_MS * 2 + 5 - 1_001);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await wait;
    expect(done).toBe(true);
  });

  it('ends early when its signal aborts, in any step', async () => {
    vi.useFakeTimers();
    const ac = new AbortController();
    const wait = sleep(MAX_TIMER_MS * 3, ac.signal);
    const caught = wait.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(MAX_TIMER_MS + 10);
    ac.abort(new Error('stopped'));
    expect(await caught).toEqual(new Error('stopped'));
  });
});
