/**
 * The two transports of the bridge, each wrapped as a client with the renderer's
 * `PostroomApi` shape, so one suite runs against both.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { createCore, forwardEventsOverIpc, serveIpc, type Core, type CoreOptions, type IpcInvokeEventLike, type IpcMainLike } from '../../src-main/bridge';
import type { BridgeEvents, BridgeResult, EventTopic, Input, MethodName, Output } from '../../src-main/bridge/contract';
import { startWebHost } from '../../src-main/web';
import { APP_ENTRY, isAppUrl } from '../../src-main/electron';

export interface TestClient {
  name: 'http' | 'ipc';
  core: Core;
  invoke<M extends MethodName>(method: M, input: Input<M>): Promise<BridgeResult<Output<M>>>;
  /** Raw call, for bad input the typed client would not allow. */
  raw(method: unknown, input: unknown): Promise<BridgeResult<unknown>>;
  on<T extends EventTopic>(topic: T, listener: (p: BridgeEvents[T]) => void): () => void;
  close(): Promise<void>;
}

export const tempDataDir = (): string => mkdtempSync(join(tmpdir(), 'postroom-bridge-'));

/** A bridge answer's value; a refusal fails the test with its code and message. */
export const ok = <T>(r: BridgeResult<T>): T => {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
};

/**
 * HTTP clients closed after each test of the suite that calls this. `open` lists those still open,
 * for a test that closes one itself (an app quitting mid-send).
 */
export function httpClientsClosedAfterEach(): { client(dir?: string): Promise<TestClient>; open: TestClient[] } {
  const open: TestClient[] = [];
  afterEach(async () => {
    while (open.length) await open.pop()?.close();
  });
  return {
    open,
    async client(dir) {
      const c = await httpClient(dir);
      open.push(c);
      return c;
    },
  };
}

/** HTTP + SSE, through a real web host on 127.0.0.1 and real fetch. */
/** Options of the core a client is built on (the fuzzers pass an in-memory key store). */
export type ClientCoreOptions = Partial<Omit<CoreOptions, 'dataDir' | 'shell'>>;

export async function httpClient(dataDir = tempDataDir(), coreOptions: ClientCoreOptions = {}): Promise<TestClient> {
  const core = await createCore({ dataDir, shell: 'web', connectivityIntervalMs: 0, ...coreOptions });
  const host = await startWebHost({ dispatch: core.dispatch, events: core.events, rendererDir: join(dataDir, 'no-renderer') });
  const headers = { authorization: `Bearer ${host.token}`, 'content-type': 'application/json' };
  const raw = async (method: unknown, input: unknown): Promise<BridgeResult<unknown>> => {
    const res = await fetch(`${host.origin}/bridge/${String(method)}`, { method: 'POST', headers, body: JSON.stringify(input) });
    // A 5xx is never an answer for the renderer: make it a failure of the caller, not an envelope.
    if (res.status >= 500) throw new Error(`web host answered ${res.status} to ${String(method)}: ${await res.text()}`);
    return (await res.json()) as BridgeResult<unknown>;
  };
  const controllers: AbortController[] = [];
  return {
    name: 'http',
    core,
    raw,
    invoke: (m, i) => raw(m, i) as never,
    on(topic, listener) {
      const ac = new AbortController();
      controllers.push(ac);
      void (async () => {
        const res = await fetch(`${host.origin}/bridge/events`, { headers, signal: ac.signal });
        const decoder = new TextDecoder();
        let buf = '';
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buf += decoder.decode(chunk, { stream: true });
          let end;
          while ((end = buf.indexOf('\n\n')) >= 0) {
            const frame = buf.slice(0, end);
            buf = buf.slice(end + 2);
            const ev = /^event: (.+)$/m.exec(frame)?.[1];
            const data = /^data: (.+)$/m.exec(frame)?.[1];
            if (ev === topic && data !== undefined) listener(JSON.parse(data) as never);
          }
        }
      })().catch(() => {});
      return () => ac.abort();
    },
    close: async () => {
      for (const c of controllers) c.abort();
      await host.close();
      await core.close();
    },
  };
}

/**
 * Electron IPC semantics without the Electron binary: arguments and results go
 * through the structured-clone algorithm, exactly what Electron's IPC applies, and
 * the sender frame's URL is checked by the same predicate the Electron shell uses.
 */
export async function ipcClient(dataDir = tempDataDir(), senderUrl = APP_ENTRY, coreOptions: ClientCoreOptions = {}): Promise<TestClient> {
  const core = await createCore({ dataDir, shell: 'electron', connectivityIntervalMs: 0, ...coreOptions });
  let handler: ((event: IpcInvokeEventLike, ...args: unknown[]) => unknown) | undefined;
  const ipcMain: IpcMainLike = {
    handle: (_channel, listener) => void (handler = listener),
    removeHandler: () => void (handler = undefined),
  };
  // The Electron shell's own predicate: only frames of app://postroom may call.
  const stop = serveIpc(ipcMain, core.dispatch, (e) => isAppUrl(e.senderFrame?.url ?? ''));
  const eventListeners = new Set<(topic: string, payload: unknown) => void>();
  const stopEvents = forwardEventsOverIpc(core.events, (_channel, topic, payload) => {
    const [t, p] = structuredClone([topic, payload]);
    for (const l of eventListeners) l(t, p);
  });
  const raw = async (method: unknown, input: unknown): Promise<BridgeResult<unknown>> => {
    if (!handler) throw new Error('no IPC handler');
    const [m, i] = structuredClone([method, input]);
    return structuredClone(await handler({ senderFrame: { url: senderUrl } }, m, i)) as BridgeResult<unknown>;
  };
  return {
    name: 'ipc',
    core,
    raw,
    invoke: (m, i) => raw(m, i) as never,
    on(topic, listener) {
      const l = (t: string, p: unknown): void => {
        if (t === topic) listener(p as never);
      };
      eventListeners.add(l);
      return () => eventListeners.delete(l);
    },
    close: async () => {
      stop();
      stopEvents();
      await core.close();
    },
  };
}
