import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src-main/common';
import { RateGate, type Sleep } from '../../src-main/publisher/gate';

/**
 * A fixed-window limiter like the Hub's (R calls a minute, 429 with Retry-After to the window's
 * end), virtual time, and N concurrent workers each making calls that take 1 virtual ms.
 */
async function simulate(opts: { limit: number; workers: number; calls: number; useBudget: boolean; tryFirst?: boolean }): Promise<{ perWindow: number[]; refused: number }> {
  const clock = new ManualClock(Date.parse('2026-03-02T10:00:00Z'));
  const sleep: Sleep = async (ms) => {
    if (ms > 0) clock.set(Math.max(clock.now(), clock.now() + ms));
    await new Promise((r) => setImmediate(r));
  };
  const gate = new RateGate(clock, sleep);
  const start = clock.now();
  const used = new Map<number, number>();
  const ok = new Map<number, number>();
  let refused = 0;
  let left = opts.calls;
  const call = async (): Promise<boolean> => {
    // The Hub decides when the call arrives; the answer comes back a few turns later (so every
    // worker's call is out at once).
    const w = Math.floor((clock.now() - start) / 60_000);
    const accepted = (used.get(w) ?? 0) < opts.limit;
    if (accepted) used.set(w, (used.get(w) ?? 0) + 1);
    for (let i = 0; i < 4; i++) await new Promise((r) => setImmediate(r));
    if (!accepted) {
      gate.pause(Math.max(0, start + (w + 1) * 60_000 - clock.now()), true);
      refused++;
      return false;
    }
    ok.set(w, (ok.get(w) ?? 0) + 1);
    return true;
  };
  await Promise.all(Array.from({ length: opts.workers }, async () => {
    let pending = false;
    while (left > 0 || pending) {
      if (!pending) left--;
      if (opts.useBudget) {
        if (!(opts.tryFirst && gate.tryAcquire())) await gate.acquire();
      }
      else await gate.wait();
      let done: boolean;
      try {
        done = await call();
      } finally {
        if (opts.useBudget) gate.release();
      }
      pending = !done;
    }
  }));
  const windows = Math.max(...ok.keys()) + 1;
  return { perWindow: Array.from({ length: windows }, (_, i) => ok.get(i) ?? 0), refused };
}

describe('RateGate: learns the Hub\'s unshown limit', () => {
  it('meets each window\'s end with one call instead of every call in flight, and fills every window', async () => {
    const plain = await simulate({ limit: 20, workers: 8, calls: 200, useBudget: false });
    const learned = await simulate({ limit: 20, workers: 8, calls: 200, useBudget: true });
    for (const r of [plain, learned]) {
      expect(r.perWindow.slice(0, -1).every((n) => n === 20)).toBe(true);
      expect(r.perWindow.reduce((a, b) => a + b, 0)).toBe(200);
    }
    // Without the budget, every window's end costs about the calls in flight; with it, about one
    // (the first window, before anything is learned, costs what it costs either way).
    console.log(`429s over ${plain.perWindow.length} windows: ${plain.refused} without the budget, ${learned.refused} with it`);
    expect(plain.refused).toBeGreaterThanOrEqual(3 * (plain.perWindow.length - 1));
    expect(learned.refused).toBeLessThanOrEqual(8 + 2 * (learned.perWindow.length - 1));
    expect(learned.refused).toBeLessThan(plain.refused / 2);
    // The publisher takes the gate with tryAcquire first (acquire only when that says no): the
    // same windows, the same 429s.
    const tried = await simulate({ limit: 20, workers: 8, calls: 200, useBudget: true, tryFirst: true });
    expect(tried).toEqual(learned);
  });

  it('tryAcquire admits at once exactly when acquire would not wait, and counts the call like acquire', async () => {
    const clock = new ManualClock();
    let gate = new RateGate(clock, async (ms) => clock.advance(ms));
    expect(gate.tryAcquire()).toBe(true);
    gate.release();
    gate.pause(1_000);
    expect(gate.open).toBe(false);
    expect(gate.tryAcquire()).toBe(false);
    clock.advance(1_000);
    expect(gate.tryAcquire()).toBe(true);
    gate.release();
    // A window closed by a 429 (a new gate: the calls above count in its window): acquire learns
    // its budget (3 admitted, 1 refused: 2), tryAcquire leaves that to it.
    gate = new RateGate(clock, async (ms) => clock.advance(ms));
    for (let i = 0; i < 3; i++) await gate.acquire();
    gate.pause(10, true);
    for (let i = 0; i < 3; i++) gate.release();
    clock.advance(10);
    expect(gate.tryAcquire()).toBe(false);
    await gate.acquire(); // the window's 1st call = budget − 1: from here one call at a time
    expect(gate.budget).toBe(2);
    expect(gate.tryAcquire()).toBe(false); // the 1st is still in flight
    gate.release();
    expect(gate.tryAcquire()).toBe(true);
    expect(gate.tryAcquire()).toBe(false);
    gate.release();
    expect(gate.tryAcquire()).toBe(true);
    gate.release();
  });

  it('inFlight counts the calls admitted (by acquire or tryAcquire) and not yet released, never below 0', async () => {
    const clock = new ManualClock();
    const gate = new RateGate(clock, async (ms) => clock.advance(ms));
    expect(gate.inFlight).toBe(0);
    expect(gate.tryAcquire()).toBe(true);
    await gate.acquire();
    expect(gate.inFlight).toBe(2);
    gate.release();
    expect(gate.inFlight).toBe(1);
    gate.release();
    gate.release(); // one release too many changes nothing
    expect(gate.inFlight).toBe(0);
    expect(gate.tryAcquire()).toBe(true);
    expect(gate.inFlight).toBe(1);
  });

  it('learns the budget from the window that closed (admitted less refused); a network pause teaches nothing', async () => {
    const clock = new ManualClock();
    const gate = new RateGate(clock, async (ms) => clock.advance(ms));
    gate.pause(1_000); // offline, not a rate limit
    await gate.acquire();
    gate.release();
    expect(gate.budget).toBeNull();
    for (let i = 0; i < 5; i++) await gate.acquire();
    gate.pause(2_000, true);
    gate.pause(2_000, true);
    for (let i = 0; i < 5; i++) gate.release();
    await gate.acquire();
    expect(gate.budget).toBe(6 - 2);
    gate.release();
  });

  it('near the budget admits one call at a time; a stopped waiter leaves with the stop', async () => {
    const clock = new ManualClock();
    const gate = new RateGate(clock, async (ms) => clock.advance(ms));
    for (let i = 0; i < 3; i++) await gate.acquire();
    gate.pause(10, true);
    for (let i = 0; i < 3; i++) gate.release();
    await gate.acquire(); // budget 3: this is the window's 1st call
    gate.release();
    await gate.acquire(); // 2nd = budget − 1: from here one at a time
    let third = false;
    const p = gate.acquire().then(() => { third = true; });
    await new Promise((r) => setImmediate(r));
    expect(third).toBe(false);
    const ac = new AbortController();
    const stopped = gate.acquire(ac.signal);
    ac.abort(new Error('stop'));
    await expect(stopped).rejects.toThrow('stop');
    gate.release();
    await p;
    expect(third).toBe(true);
    gate.release();
  });
});
