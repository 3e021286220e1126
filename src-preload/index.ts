/**
 * Preload (sandboxed, context-isolated): exposes `window.postroom` and nothing else.
 * It only forwards to the main process over two IPC channels; every input is
 * validated again in main. Values here are typed against the contract, so a
 * renamed channel fails the typecheck instead of silently breaking.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { BridgeEvents, EventTopic, IPC_EVENT, IPC_INVOKE, PostroomApi } from '../src-main/bridge/contract';

const INVOKE: typeof IPC_INVOKE = 'postroom:invoke';
const EVENT: typeof IPC_EVENT = 'postroom:event';

const api: PostroomApi = {
  transport: 'ipc',
  invoke: (method, input) => ipcRenderer.invoke(INVOKE, method, input),
  on<T extends EventTopic>(topic: T, listener: (payload: BridgeEvents[T]) => void) {
    const handler = (_e: IpcRendererEvent, t: string, payload: unknown): void => {
      if (t === topic) listener(payload as BridgeEvents[T]);
    };
    ipcRenderer.on(EVENT, handler);
    return () => ipcRenderer.removeListener(EVENT, handler);
  },
  // IPC delivers every event while the window lives: nothing is ever missed, nothing to read again.
  onResync: () => () => undefined,
};

contextBridge.exposeInMainWorld('postroom', api);
