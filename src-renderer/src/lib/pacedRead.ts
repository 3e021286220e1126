/**
 * w31speed: a read asked for again and again (on every change of a campaign's status, which changes with every batch
 * of a send) made at most one at a time, and paced: asked again while one is on its way, it is read once more when that
 * one answers, with the newest ask; and a read starts only after a pause twice as long as the last one took, so a read
 * that costs the web host a long synchronous while (thousands of posts) takes at most a third of its time.
 */
export interface PacedRead<K> {
  /** Asks for a read of `key` (now, or after the one on its way and its pause). */
  ask(key: K): void;
  /** Forgets an ask not started yet. */
  drop(): void;
}

export function pacedRead<K>(read: (key: K) => Promise<unknown>, opts: { maxPauseMs?: number; now?: () => number } = {}): PacedRead<K> {
  const now = opts.now ?? (() => performance.now());
  const maxPause = opts.maxPauseMs ?? 10_000;
  let busy = false;
  let next: { key: K } | null = null;
  const start = (key: K): void => {
    busy = true;
    const started = now();
    void read(key)
      .catch(() => undefined)
      .then(() => {
        setTimeout(() => {
          busy = false;
          const n = next;
          next = null;
          if (n) start(n.key);
        }, Math.min(2 * (now() - started), maxPause));
      });
  };
  return {
    ask(key) {
      if (busy) next = { key };
      else start(key);
    },
    drop() {
      next = null;
    },
  };
}
