import { describe, expect, it } from 'vitest';
import { coalesced } from '../../src-renderer/src/lib/coalesce';
import type { Timers } from '../../src-renderer/src/lib/debounce';

/** Timers that fire only when told (no time passes in these tests). */
function manualTimers(): Timers & { fire(): void; readonly waiting: number } {
  let queue: Array<() => void> = [];
  return {
    setTimeout: (fn) => queue.push(fn),
    clearTimeout: () => undefined,
    fire() {
      const q = queue;
      queue = [];
      q.forEach((f) => f());
    },
    get waiting() { return queue.length; },
  };
}
const settle = () => new Promise((r) => setImmediate(r));

/** A run that stays in flight until `finish()`; counts its starts. */
function gate() {
  const g = { starts: 0, finish: () => undefined as void, run: async () => {
    g.starts++;
    await new Promise<void>((r) => (g.finish = r));
  } };
  return g;
}

describe('coalesced reloads', () => {
  it('runs a request at once, and makes every request during a run one more run after it', async () => {
    const g = gate();
    const reload = coalesced(g.run);
    const first = reload();
    await settle();
    expect(g.starts).toBe(1);
    const seen: string[] = [];
    const during = [reload(), reload(), reload()];
    during.forEach((p, i) => void p.then(() => seen.push(`during ${i}`)));
    void first.then(() => seen.push('first'));
    g.finish();
    await settle();
    expect(seen).toEqual(['first']); // the requests made during the run wait for a run that started after them
    expect(g.starts).toBe(2);
    g.finish();
    await Promise.all(during);
    expect(seen).toEqual(['first', 'during 0', 'during 1', 'during 2']);
    expect(g.starts).toBe(2);
    reload();
    await settle();
    expect(g.starts).toBe(3);
  });

  it('waits gapMs after a run before the next one, however many requests came meanwhile', async () => {
    const g = gate();
    const timers = manualTimers();
    const reload = coalesced(g.run, { gapMs: 1000, timers });
    void reload();
    await settle();
    g.finish();
    await settle();
    expect(timers.waiting).toBe(1);
    const later = [reload(), reload()];
    await settle();
    expect(g.starts).toBe(1); // cooling down
    timers.fire();
    await settle();
    expect(g.starts).toBe(2);
    g.finish();
    await Promise.all(later);
    expect(g.starts).toBe(2);
  });

  it('a failed run fails its requests and does not stop the next one', async () => {
    let n = 0;
    const reload = coalesced(async () => {
      n++;
      if (n === 1) throw new Error('offline');
    });
    await expect(reload()).rejects.toThrow('offline');
    await expect(reload()).resolves.toBeUndefined();
    expect(n).toBe(2);
  });
});
