import { browserTimers, type Timers } from './debounce';

/**
 * Merges requests for the same reload: one run at a time, and every request made while a run is
 * in flight (or within `gapMs` after it ended) becomes one more run, after it. Each request's
 * promise settles when a run that started after the request has ended, so a caller that awaits it
 * sees what it asked for. A burst of events thus costs two runs, and a steady stream one run per
 * `gapMs` at most. `gapMs` may be worked out from how long the run took (w31speed: a read that holds the web host for
 * seconds waits twice as long before the next, so such reads take at most a third of its time).
 */
export function coalesced(run: () => Promise<void>, opts: { gapMs?: number | ((tookMs: number) => number); timers?: Timers; now?: () => number } = {}): () => Promise<void> {
  const gapOf = typeof opts.gapMs === 'function' ? opts.gapMs : ((g: number) => () => g)(opts.gapMs ?? 0);
  const timers = opts.timers ?? browserTimers;
  const now = opts.now ?? (() => performance.now());
  /** The run in flight and its cool-down: resolves when the next run may start. */
  let busy: Promise<void> | null = null;
  /** The run requested next, shared by every request until it starts. */
  let next: Promise<void> | null = null;
  const start = async (): Promise<void> => {
    next = null; // requests from here on wait for the run after this one
    let release!: () => void;
    const mine = new Promise<void>((r) => (release = r));
    busy = mine;
    const done = (): void => {
      if (busy === mine) busy = null;
      release();
    };
    const started = now();
    try {
      await run();
    } finally {
      const gap = gapOf(now() - started);
      if (gap > 0) timers.setTimeout(done, gap);
      else done();
    }
  };
  return () => {
    next ??= (busy ?? Promise.resolve()).then(start);
    return next;
  };
}
