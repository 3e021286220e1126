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

function httpBridge(): PostroomApi {
  let source: EventSource | null = null;
  const listeners = new Map<string, Set<(p: unknown) => void>>();
  const ensureSource = (): EventSource => {
    if (source) return source;
    source = new EventSource(EVENTS, { withCredentials: true });
    return source;
  };
  return {
    transport: 'http',
    async invoke<M extends MethodName>(method: M, input: Input<M>): Promise<BridgeResult<Output<M>>> {
      try {
        const res = await fetch(PREFIX + method, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          credentials: 'same-origin',
          body: JSON.stringify(input ?? {}),
        });
        const body = (await res.json()) as BridgeResult<Output<M>>;
        return body;
      } catch (err) {
        return { ok: false, error: { code: 'bridge_unreachable', message: `The Postroom host did not answer (${String(err)}).` } };
      }
    },
    on<T extends EventTopic>(topic: T, listener: (payload: BridgeEvents[T]) => void) {
      const es = ensureSource();
      let set = listeners.get(topic);
      if (!set) {
        set = new Set();
        listeners.set(topic, set);
        es.addEventListener(topic, (ev) => {
          const data = JSON.parse((ev as MessageEvent<string>).data) as unknown;
          for (const l of listeners.get(topic) ?? []) l(data);
        });
      }
      const l = listener as (p: unknown) => void;
      set.add(l);
      return () => set.delete(l);
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
