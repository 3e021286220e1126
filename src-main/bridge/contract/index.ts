export * from './dto';
export * from './methods';
import type { Input, MethodName, Output } from './methods';
import type { BridgeEvents, EventTopic } from './dto';
import type { ErrorSource } from '../../../src-shared/errors';

/** The envelope every answer crosses in. Thrown errors never cross a process boundary. */
export type BridgeResult<T> = { ok: true; value: T } | { ok: false; error: BridgeError };
export interface BridgeError {
  /** `invalid_input`, `unknown_method`, `not_found`, `internal_error`, or an area's code (Hub codes keep the Hub's names). */
  code: string;
  message: string;
  details?: Record<string, unknown>;
  /** Who said it (issue 32): Postroom's own check, this computer, the network, the Hub or a channel (src-shared/errors.ts). */
  source?: ErrorSource;
}

/** What the renderer sees as `window.postroom`, whichever transport carries it. */
export interface PostroomApi {
  invoke<M extends MethodName>(method: M, input: Input<M>): Promise<BridgeResult<Output<M>>>;
  on<T extends EventTopic>(topic: T, listener: (payload: BridgeEvents[T]) => void): () => void;
  /**
   * Told when events may have been missed: the web host's event stream came back after a break
   * (the host restarted, the network dropped). What a screen holds from events is to be read again.
   * Never over IPC, which loses no event.
   */
  onResync(listener: () => void): () => void;
  readonly transport: 'ipc' | 'http';
}

/** IPC channel names (Electron transport). */
export const IPC_INVOKE = 'postroom:invoke';
export const IPC_EVENT = 'postroom:event';
/** HTTP routes (web host transport). */
export const HTTP_BRIDGE_PREFIX = '/bridge/';
export const HTTP_EVENTS_PATH = '/bridge/events';
