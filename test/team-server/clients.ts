/**
 * Test clients of a team server: real HocuspocusProviders over `ws`, as a laptop connects, and
 * small HTTP helpers. Shared by the files of test/team-server.
 */
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { PROTOCOL_HEADER, TEAM_PROTOCOL_VERSION } from '../../src-main/team';

export interface TestClient {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  socket: HocuspocusProviderWebsocket;
  /** Resolves when the server accepted the connection (true: read-only). */
  authenticated: Promise<{ readOnly: boolean }>;
  /** Resolves with the reason when the server refused the connection. */
  refused: Promise<string>;
  /** Close codes of the socket, in order. */
  closes: number[];
  /** Resolves when the document has been synced once. */
  synced: Promise<void>;
  destroy(): void;
}

export function connect(url: string, opts: { token: string | null; name?: string; protocol?: string | null; doc?: Y.Doc; WebSocketPolyfill?: unknown }): TestClient {
  const protocol = opts.protocol === undefined ? String(TEAM_PROTOCOL_VERSION) : opts.protocol;
  const closes: number[] = [];
  const socket = new HocuspocusProviderWebsocket({
    url: protocol === null ? url : `${url}/?protocol=${protocol}`,
    WebSocketPolyfill: opts.WebSocketPolyfill ?? WebSocket,
    // Tests watch a refusal happen; a quick retry keeps revocation tests short.
    delay: 100,
    minDelay: 100,
    maxDelay: 500,
    jitter: false,
    onClose: ({ event }) => void closes.push(event.code),
  });
  const doc = opts.doc ?? new Y.Doc();
  let authOk: (v: { readOnly: boolean }) => void = () => {};
  let authBad: (r: string) => void = () => {};
  let onSynced: () => void = () => {};
  const authenticated = new Promise<{ readOnly: boolean }>((r) => (authOk = r));
  const refused = new Promise<string>((r) => (authBad = r));
  const synced = new Promise<void>((r) => (onSynced = r));
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: opts.name ?? 'library',
    document: doc,
    token: opts.token,
    onAuthenticated: ({ scope }) => authOk({ readOnly: scope === 'readonly' }),
    onAuthenticationFailed: ({ reason }) => authBad(reason),
    onSynced: () => onSynced(),
  });
  provider.attach();
  return {
    doc,
    provider,
    socket,
    authenticated,
    refused,
    closes,
    synced,
    destroy() {
      provider.destroy();
      // The provider drops its listeners before it closes; a socket still connecting then emits
      // an 'error' (closed before established) nobody hears. It is gone either way.
      (socket.webSocket as unknown as { on?: (e: string, f: () => void) => void } | null)?.on?.('error', () => {});
      try {
        socket.destroy();
      } catch {
        // ws throws when a socket still connecting is closed (a refused client retrying): it is gone either way.
      }
    },
  };
}

/** Polls `check` until it is true (or fails after `ms`). */
export async function waitFor(check: () => boolean | Promise<boolean>, ms = 5000, what = 'the condition'): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`timed out after ${ms} ms waiting for ${what}`);
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Headers of a member's HTTP request. */
export const headers = (token: string | null, protocol: string | null = String(TEAM_PROTOCOL_VERSION)): Record<string, string> => ({
  ...(token === null ? {} : { authorization: `Bearer ${token}` }),
  ...(protocol === null ? {} : { [PROTOCOL_HEADER]: protocol }),
});

/** The error code of an HTTP answer `{ error: { code } }`. */
export async function errorCode(res: Response): Promise<string> {
  const body = (await res.json()) as { error?: { code?: string; message?: string } };
  return body.error?.code ?? `(no error code: ${JSON.stringify(body)})`;
}
