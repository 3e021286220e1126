/**
 * Reads that may overlap (an action's own reload and the core event the action caused): a screen
 * keeps only the answer of the read asked for last, so an older answer that arrives last cannot
 * undo a newer one. Seen in CI: Settings kept "No key yet" after a key was saved, because the
 * workspace list read before the save answered after the one read after it.
 */
export interface Newest {
  /** A read is asked for now: `current()` says whether no later read has been asked for since. */
  ask(): { current(): boolean };
}

export function newest(): Newest {
  let asked = 0;
  return {
    ask: () => {
      const mine = ++asked;
      return { current: () => mine === asked };
    },
  };
}
