import { PostroomError, ensureDataDir } from '../common';
import { createDispatcher, type Dispatch, type ErrorSink, type Handlers } from './dispatcher';
import { EventHub } from './events';
import { METHOD_NAMES, type ConnectivityDto, type MethodName, type WorkspaceDto } from './contract';
import { systemHandlers } from './handlers/system';

/** A method whose area is not wired into this build yet: answers a typed error, changes nothing. */
class UnavailableError extends PostroomError<'unavailable'> {
  override readonly name = 'UnavailableError';
}

export interface CoreOptions {
  dataDir: string;
  shell: 'electron' | 'web';
  /** Opens an https link in the system browser (Electron: shell.openExternal). */
  openExternal?: (url: string) => Promise<boolean>;
  onError?: ErrorSink;
}

/** Everything a shell needs: the dispatcher both transports serve, the events they push, and shutdown. */
export interface Core {
  dataDir: string;
  dispatch: Dispatch;
  events: EventHub;
  close(): Promise<void>;
}

/**
 * Builds the core services for a shell (Electron or web host) and the bridge
 * handlers over them. Each shell is its own composition root and calls this once.
 */
export async function createCore(opts: CoreOptions): Promise<Core> {
  const dataDir = ensureDataDir(opts.dataDir);
  const events = new EventHub();
  let connectivity: ConnectivityDto = { state: 'checking', hubUrl: '', checkedAt: null, reason: null };

  const system = systemHandlers({
    shell: opts.shell,
    dataDir,
    currentWorkspace: (): WorkspaceDto | null => null,
    connectivity: async () => connectivity,
    openExternal: opts.openExternal ?? (async () => false),
  });

  const handlers = {} as Record<MethodName, (input: never) => unknown>;
  for (const name of METHOD_NAMES) {
    handlers[name] = () => {
      throw new UnavailableError('unavailable', `${name} is not available in this build yet.`);
    };
  }
  Object.assign(handlers, system);

  const dispatch = createDispatcher(handlers as unknown as Handlers, opts.onError);
  connectivity = { ...connectivity, state: 'offline', reason: 'no Hub configured yet' };
  return {
    dataDir,
    dispatch,
    events,
    close: async () => {},
  };
}
