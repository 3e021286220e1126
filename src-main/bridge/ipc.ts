import { IPC_EVENT, IPC_INVOKE } from './contract';
import type { Dispatch } from './dispatcher';
import type { EventHub } from './events';

/**
 * The Electron IPC transport, written against the small part of Electron's API it
 * uses, so it has no `electron` import and the same suite tests it as the HTTP one.
 * `src-main/electron` passes the real `ipcMain` and `webContents.send`.
 */
export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcInvokeEventLike, ...args: unknown[]) => unknown): void;
  removeHandler(channel: string): void;
}
export interface IpcInvokeEventLike {
  senderFrame?: { url: string } | null;
}

/** Answers `postroom:invoke` calls; a call from an untrusted frame is refused and never dispatched. */
export function serveIpc(ipc: IpcMainLike, dispatch: Dispatch, isTrustedSender: (event: IpcInvokeEventLike) => boolean): () => void {
  ipc.handle(IPC_INVOKE, async (event, method, input) => {
    if (!isTrustedSender(event)) {
      return { ok: false, error: { code: 'forbidden_sender', message: 'This window may not call Postroom.', source: 'postroom' } };
    }
    return dispatch(method, input);
  });
  return () => ipc.removeHandler(IPC_INVOKE);
}

/** Pushes every core event to a window. */
export function forwardEventsOverIpc(events: EventHub, send: (channel: string, topic: string, payload: unknown) => void): () => void {
  return events.subscribe((topic, payload) => send(IPC_EVENT, topic, payload));
}
