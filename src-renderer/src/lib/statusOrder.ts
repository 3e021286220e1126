/**
 * w15session (walk 14): the team status reaches a screen two ways — the answer to `team.status` (an HTTP answer on the
 * web host) and the core's `team` event (another channel) — and nothing orders the two. An answer asked for while the
 * session was still opening ("offline, no member token" while the keychain was being read) could land AFTER the
 * events that followed ("online", "in step"): the sidebar then kept the old answer, and a session in step sends no
 * more events, so it stayed "not in step" until something else synced. This counts the events: an answer asked for
 * before an event that arrived while it was on its way may be older than that event, and is asked for again.
 */
export interface StatusOrder {
  /** A `team` status event arrived. */
  event(): void;
  /** A read is asked for now: `stale()` says whether an event arrived since. */
  ask(): { stale(): boolean };
}

export function statusOrder(): StatusOrder {
  let events = 0;
  return {
    event: () => void events++,
    ask: () => {
      const at = events;
      return { stale: () => events !== at };
    },
  };
}

/**
 * Reads until no event arrived while a read was on its way (at most `tries` reads; the last is kept even then: it was
 * asked for after the events before it). Answers the last read.
 */
export async function readInOrder<T>(order: StatusOrder, read: () => Promise<T>, tries = 3): Promise<T> {
  for (let i = 1; ; i++) {
    const asked = order.ask();
    const r = await read();
    if (!asked.stale() || i >= tries) return r;
  }
}
