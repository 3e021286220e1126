import { SecretsError } from './errors';
import type { KeyService, KeyStatus } from './keys';
import { validateHubUrl, validateWorkspaceName, type Workspace, type WorkspaceStore } from './workspaces';

/** A workspace as shown to people and the renderer: never the key, only its status. */
export interface WorkspaceView {
  id: string;
  name: string;
  hubUrl: string;
  kind: 'sandbox' | 'hub';
  current: boolean;
  key: KeyStatus;
}

export interface WorkspaceList {
  workspaces: WorkspaceView[];
  /** Whether the keychain could be read. When not, key statuses come from the stored hint (last four characters). */
  keychain: { available: true } | { available: false; message: string };
}

/** Adding, listing and choosing workspaces; each shown with its key status. */
export class WorkspaceService {
  readonly #workspaces: WorkspaceStore;
  readonly #keys: KeyService;

  constructor(deps: { workspaces: WorkspaceStore; keys: KeyService }) {
    this.#workspaces = deps.workspaces;
    this.#keys = deps.keys;
  }

  /** Adds a Hub account. The name must be new (ignoring case); the URL https (http only to 127.0.0.1/localhost). Not made current. */
  async add(input: { name: string; hubUrl: string }): Promise<WorkspaceView> {
    const name = validateWorkspaceName(input.name);
    const hubUrl = validateHubUrl(input.hubUrl);
    if (await this.#workspaces.get(name)) throw new SecretsError('workspace_exists', `a workspace named "${name}" already exists`);
    const w = await this.#workspaces.add({ name, hubUrl });
    return this.#viewOrHint(w);
  }

  async list(): Promise<WorkspaceList> {
    const rows = await this.#workspaces.list();
    const views: WorkspaceView[] = [];
    let keychainError: string | null = null;
    for (const w of rows) {
      if (keychainError === null) {
        try {
          views.push(await this.#view(w));
          continue;
        } catch (err) {
          if (!(err instanceof SecretsError) || err.code !== 'keychain_unavailable') throw err;
          keychainError = err.message;
        }
      }
      views.push(viewFromHint(w));
    }
    return { workspaces: views, keychain: keychainError === null ? { available: true } : { available: false, message: keychainError } };
  }

  /** Makes the named workspace current (ignoring case). */
  async use(name: string): Promise<WorkspaceView> {
    const existing = await this.#workspaces.get(name.trim());
    if (!existing) throw new SecretsError('workspace_not_found', `no workspace named "${name.trim()}"; see postroom workspace list`);
    const w = await this.#workspaces.use(existing.name);
    return this.#viewOrHint({ ...w, current: true });
  }

  /**
   * Removes a Hub account (never the Sandbox) and its key from the keychain. Refused, changing
   * nothing, while it still holds drafts. Answers the workspace that is current afterwards.
   */
  async remove(name: string): Promise<{ removed: { id: string; name: string }; current: WorkspaceView }> {
    const existing = await this.#workspaces.get(name.trim());
    if (!existing) throw new SecretsError('workspace_not_found', `no workspace named "${name.trim()}"; see postroom workspace list`);
    if (existing.kind === 'sandbox') throw new SecretsError('invalid_workspace', 'the Sandbox workspace is built in and cannot be removed');
    const removed = await this.#workspaces.remove(existing.name);
    // The row is gone first, so a keychain that cannot be reached leaves at worst an orphan entry, never a workspace without its key.
    await this.#keys.forget(removed.id).catch(() => undefined);
    return { removed: { id: removed.id, name: removed.name }, current: await this.current() };
  }

  async current(): Promise<WorkspaceView> {
    return this.#viewOrHint(await this.#workspaces.getCurrent());
  }

  async #view(w: Workspace): Promise<WorkspaceView> {
    return { id: w.id, name: w.name, hubUrl: w.hubUrl, kind: w.kind, current: w.current, key: await this.#keys.statusOf(w) };
  }

  /** For add/use/current: an unreadable keychain must not fail an action that is not about the key; `list` says when this happened. */
  async #viewOrHint(w: Workspace): Promise<WorkspaceView> {
    try {
      return await this.#view(w);
    } catch (err) {
      if (err instanceof SecretsError && err.code === 'keychain_unavailable') return viewFromHint(w);
      throw err;
    }
  }
}

/** When the keychain cannot be read: what the library remembers (the last four characters of the key last set). */
function viewFromHint(w: Workspace): WorkspaceView {
  const key: KeyStatus =
    w.kind === 'sandbox' ? { hasKey: true, last4: null, source: 'sandbox' } : w.keyHint ? { hasKey: true, last4: w.keyHint, source: 'keychain' } : { hasKey: false, last4: null, source: null };
  return { id: w.id, name: w.name, hubUrl: w.hubUrl, kind: w.kind, current: w.current, key };
}
