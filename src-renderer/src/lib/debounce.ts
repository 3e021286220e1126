/** Timers as a dependency, so state classes run under vitest with fake ones. */
export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const browserTimers: Timers = {
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (h) => window.clearTimeout(h as number),
};

/** A debounced call that can also be flushed now (autosave on blur) or cancelled. */
export function debounced(timers: Timers, ms: number, fn: () => void): { schedule(): void; flush(): void; cancel(): void; readonly pending: boolean } {
  let handle: unknown = null;
  return {
    schedule() {
      if (handle !== null) timers.clearTimeout(handle);
      handle = timers.setTimeout(() => {
        handle = null;
        fn();
      }, ms);
    },
    flush() {
      if (handle === null) return;
      timers.clearTimeout(handle);
      handle = null;
      fn();
    },
    cancel() {
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
    },
    get pending() {
      return handle !== null;
    },
  };
}
