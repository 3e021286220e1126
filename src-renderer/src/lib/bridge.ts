/**
 * The renderer's one way to the core. In Electron the preload provides
 * `window.postroom` (IPC); in a browser served by the web host we build the same
 * API over HTTP + server-sent events. Screens never know which one they got.
 */
import type {
  BridgeEvents, BridgeResult, EventTopic, HTTP_BRIDGE_PREFIX, HTTP_EVENTS_PATH, Input, MethodName, Output, PostroomApi,
} from '../../../src-main/bridge/contract';

const PREFIX: typeof HTTP_BRIDGE_PREFIX = '/bridge/';
const EVENTS: typeof HTTP_EVENTS_PATH = '/bridge/events';

declare global {
  interface Window {
    postroom?: PostroomApi;
  }
}

/**
 * How long a call waits for the event stream to open before it goes anyway (the stream opens in
 * milliseconds; a host that cannot give one still answers calls, and each call says its own error).
 */
export const STREAM_WAIT_MS = 3_000;

type EventSourceLike = Pick<EventSource, 'addEventListener'>;
export interface HttpBridgeDeps {
  fetch: typeof fetch;
  /** Opens the event stream; absent where there is none (Node), and then no event arrives. */
  openEvents: (() => EventSourceLike) | null;
  setTimeout: (f: () => void, ms: number) => unknown;
}

const browserDeps = (): HttpBridgeDeps => ({
  fetch: (...a) => fetch(...a),
  openEvents: typeof EventSource === 'undefined' ? null : () => new EventSource(EVENTS, { withCredentials: true }),
  setTimeout: (f, ms) => setTimeout(f, ms),
});

/**
 * The bridge over the web host: calls are POSTs, events one server-sent stream.
 *
 * Events are not kept for a listener that is not connected, so two rules keep a screen true:
 * 1. A call goes only once the stream is open. A screen reads its state and subscribes in the same
 *    tick; an event that changes what was read is sent after the read, so over an open stream it
 *    reaches the listener. (Before, a screen that loaded while the stream was still connecting
 *    lost every event of that gap: a campaign's last batch showed "awaiting" for good.)
 * 2. When the stream opens again after a break, events of the break are lost: `onResync`
 *    listeners are told, and read again.
 */
export function httpBridge(deps: HttpBridgeDeps = browserDeps()): PostroomApi {
  let source: EventSourceLike | null = null;
  let opened: Promise<void> = Promise.resolve();
  const listeners = new Map<string, Set<(p: unknown) => void>>();
  const resync = new Set<() => void>();
  const ensureSource = (): EventSourceLike | null => {
    if (source || !deps.openEvents) return source;
    const es = deps.openEvents();
    source = es;
    let openedOnce = false;
    opened = new Promise<void>((resolve) => {
      deps.setTimeout(resolve, STREAM_WAIT_MS);
      // A stream that fails to open does not hold calls back: it retries on its own.
      es.addEventListener('error', () => resolve());
      es.addEventListener('open', () => resolve());
    });
    es.addEventListener('open', () => {
      if (openedOnce) for (const l of [...resync]) l();
      openedOnce = true;
    });
    return es;
  };
  return {
    transport: 'http',
    async invoke<M extends MethodName>(method: M, input: Input<M>): Promise<BridgeResult<Output<M>>> {
      ensureSource();
      await opened;
      try {
        const res = await deps.fetch(PREFIX + method, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          credentials: 'same-origin',
          body: JSON.stringify(input ?? {}),
        });
        const body = (await res.json()) as BridgeResult<Output<M>>;
        return body;
      } catch (err) {
        // Postroom's own host did not answer: said as such, the exception only in the message (a detail).
        return { ok: false, error: { code: 'bridge_unreachable', message: `The Postroom host did not answer (${String(err)}).`, source: 'postroom' } };
      }
    },
    on<T extends EventTopic>(topic: T, listener: (payload: BridgeEvents[T]) => void) {
      const es = ensureSource();
      let set = listeners.get(topic);
      if (!set) {
        set = new Set();
        listeners.set(topic, set);
        es?.addEventListener(topic, (ev) => {
          const data = JSON.parse((ev as MessageEvent<string>).data) as unknown;
          for (const l of listeners.get(topic) ?? []) l(data);
        });
      }
      const l = listener as (p: unknown) => void;
      set.add(l);
      return () => set.delete(l);
    },
    onResync(listener: () => void) {
      ensureSource();
      resync.add(listener);
      return () => resync.delete(listener);
    },
  };
}

export const bridge: PostroomApi = typeof window !== 'undefined' && window.postroom ? window.postroom : httpBridge();

/** Calls a method and throws a BridgeCallError on `{ ok: false }`: for code that wants exceptions. */
export class BridgeCallError extends Error {
  override readonly name = 'BridgeCallError';
  constructor(readonly code: string, message: string) {
    super(message);
  }
}
export async function call<M extends MethodName>(method: M, input: Input<M>): Promise<Output<M>> {
  const r = await bridge.invoke(method, input);
  if (!r.ok) throw new BridgeCallError(r.error.code, r.error.message);
  return r.value;
}
