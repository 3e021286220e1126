import { HubClient } from '../hub';
import { LibraryError, type Library } from '../library';
import { KeyService } from './keys';
import { KeytarSecretStore } from './keytar-store';
import { SecretsError } from './errors';
import type { SecretStore } from './secret-store';
import { hubKeyVerifier, type KeyVerifier } from './verify';
import { WorkspaceService } from './workspace-service';
import type { WorkspaceStore } from './workspaces';

/** The library's `workspaces` table as a WorkspaceStore; library errors become the secrets area's codes. */
export function libraryWorkspaceStore(lib: Library): WorkspaceStore {
  const ws = lib.workspaces;
  const mapped = <T>(fn: () => T): T => {
    try {
      return fn();
    } catch (err) {
      if (err instanceof LibraryError && err.code === 'conflict' && err.details?.drafts !== undefined) throw new SecretsError('workspace_in_use', err.message, { cause: err, details: { ...err.details } });
      if (err instanceof LibraryError && err.code === 'conflict') throw new SecretsError('workspace_exists', err.message, { cause: err });
      if (err instanceof LibraryError && err.code === 'not_found') throw new SecretsError('workspace_not_found', err.message, { cause: err });
      if (err instanceof LibraryError && err.code === 'invalid_input') throw new SecretsError('invalid_workspace', err.message, { cause: err, details: err.details ? { ...err.details } : undefined });
      throw err;
    }
  };
  return {
    list: () => ws.list(lib.db),
    // The library finds by id or name (names are COLLATE NOCASE); only a name match counts here.
    get: (name) => {
      const w = ws.find(lib.db, name);
      return w && w.name.toLowerCase() === name.toLowerCase() ? w : null;
    },
    getCurrent: () => ws.getCurrent(lib.db),
    add: (input) => mapped(() => ws.add(lib.db, { name: input.name, hubUrl: input.hubUrl, kind: 'hub' })),
    use: (name) => mapped(() => ws.use(lib.db, name)),
    remove: (name) => mapped(() => {
      const w = ws.find(lib.db, name);
      if (!w || w.name.toLowerCase() !== name.toLowerCase()) throw new SecretsError('workspace_not_found', `no workspace named "${name}"; see postroom workspace list`);
      return ws.remove(lib.db, w.id).removed;
    }),
    setKeyHint: (id, hint) => {
      mapped(() => ws.setKeyHint(lib.db, id, hint));
    },
  };
}

/** Verifies keys with the real Hub client (src-main/hub). */
export function hubClientVerifier(): KeyVerifier {
  return hubKeyVerifier(({ baseUrl, apiKey }) => new HubClient({ baseUrl, apiKey }));
}

export interface SecretsServices {
  keys: KeyService;
  workspaces: WorkspaceService;
  store: SecretStore;
}

/**
 * The composition every shell uses: workspaces in the library, keys in the OS keychain,
 * verification by the Hub client. Each dependency can be replaced (tests, the web host).
 */
export function createSecretsServices(opts: {
  library: Library;
  env?: NodeJS.ProcessEnv;
  store?: SecretStore;
  verifier?: KeyVerifier;
  sandboxKey?: () => string | null | undefined;
}): SecretsServices {
  const workspaces = libraryWorkspaceStore(opts.library);
  const store = opts.store ?? new KeytarSecretStore({ env: opts.env });
  const keys = new KeyService({ store, workspaces, verifier: opts.verifier ?? hubClientVerifier(), env: opts.env, sandboxKey: opts.sandboxKey });
  return { keys, workspaces: new WorkspaceService({ workspaces, keys }), store };
}
