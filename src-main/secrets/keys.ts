import { assertNever } from '../common';
import { ApiKey, last4, parseKeyInput } from './api-key';
import { SecretsError } from './errors';
import type { SecretStore } from './secret-store';
import type { KeyVerifier, UsageReading } from './verify';
import type { Workspace, WorkspaceStore } from './workspaces';

/** The environment variable that overrides the keychain for one run; read, never stored. */
export const API_KEY_ENV = 'POSTROOM_API_KEY';

/**
 * All that ever leaves this area about a key: whether there is one, its last four characters,
 * and where it comes from. Safe for the renderer, the CLI, logs.
 */
export interface KeyStatus {
  hasKey: boolean;
  last4: string | null;
  source: 'keychain' | 'env' | 'sandbox' | null;
}

export interface SetKeyResult {
  workspace: { id: string; name: string; hubUrl: string };
  key: KeyStatus;
  /** True when the Hub confirmed the key (usage and profiles both answered). */
  verified: boolean;
  /** A key was already stored for this workspace and has been replaced. */
  replaced: boolean;
  usage: UsageReading | null;
  profiles: number | null;
  /** Why the key was saved without confirmation (only with allowUnverified). */
  unverifiedReason: string | null;
  /** POSTROOM_API_KEY is set, so this run keeps using that instead of the key just stored. */
  envOverrides: boolean;
}

export interface KeyServiceDeps {
  store: SecretStore;
  workspaces: WorkspaceStore;
  verifier: KeyVerifier;
  /** The process environment; only POSTROOM_API_KEY is read. */
  env?: NodeJS.ProcessEnv;
  /** The embedded sandbox's key, when a sandbox is running (its key is never stored). */
  sandboxKey?: () => string | null | undefined;
}

/**
 * Keys per workspace: set (verified against the Hub first), status, clear, and — for the code that
 * talks to the Hub — the key itself. The key lives only in the SecretStore (the OS keychain),
 * or in POSTROOM_API_KEY for a scripted run, or with the sandbox.
 */
export class KeyService {
  readonly #store: SecretStore;
  readonly #workspaces: WorkspaceStore;
  readonly #verifier: KeyVerifier;
  readonly #env: NodeJS.ProcessEnv;
  readonly #sandboxKey: () => string | null | undefined;

  constructor(deps: KeyServiceDeps) {
    this.#store = deps.store;
    this.#workspaces = deps.workspaces;
    this.#verifier = deps.verifier;
    this.#env = deps.env ?? process.env;
    this.#sandboxKey = deps.sandboxKey ?? (() => null);
  }

  /** Whether the keychain works now; when not, why (`reason`) and what to do (`message`). Never throws for a keychain problem. */
  async checkKeychain(): Promise<{ available: true } | { available: false; reason: string; message: string }> {
    try {
      await this.#store.check();
      return { available: true };
    } catch (err) {
      if (err instanceof SecretsError && err.code === 'keychain_unavailable') return { available: false, reason: String(err.details?.reason ?? 'failed'), message: err.message };
      throw err;
    }
  }

  /** The named workspace (ignoring case), or the current one. */
  async workspace(name?: string): Promise<Workspace> {
    if (name === undefined) return this.#workspaces.getCurrent();
    const w = await this.#workspaces.get(name);
    if (!w) throw new SecretsError('workspace_not_found', `no workspace named "${name}"; see postroom workspace list`);
    return w;
  }

  /** POSTROOM_API_KEY, when set and usable. A malformed value is an error, not silently ignored. */
  #envKey(): ApiKey | null {
    const raw = this.#env[API_KEY_ENV];
    if (raw === undefined || raw === '') return null;
    try {
      return parseKeyInput(raw);
    } catch (err) {
      if (err instanceof SecretsError) throw new SecretsError('invalid_key', `${API_KEY_ENV} is set but is not a usable key: ${err.message}`);
      throw err;
    }
  }

  /** Status of a workspace's key (default: the current workspace). Reads the keychain; throws keychain_unavailable if it cannot. */
  async status(name?: string): Promise<KeyStatus> {
    return this.statusOf(await this.workspace(name));
  }

  async statusOf(w: Workspace): Promise<KeyStatus> {
    switch (w.kind) {
      case 'sandbox': {
        const k = this.#sandboxKey();
        return { hasKey: true, last4: k ? last4(k) : null, source: 'sandbox' };
      }
      case 'hub': {
        const env = this.#envKey();
        if (env) return { hasKey: true, last4: env.last4, source: 'env' };
        const stored = await this.#store.get(w.id);
        return stored ? { hasKey: true, last4: last4(stored), source: 'keychain' } : { hasKey: false, last4: null, source: null };
      }
      default:
        return assertNever(w.kind, 'workspace kind');
    }
  }

  /**
   * Verifies `key` against the workspace's Hub (usage, then profiles), then stores it in the keychain.
   * 401 → `wrong_key` (never saved). 403 → `account_problem`, network/Hub failure → `unverified`:
   * neither is saved unless `allowUnverified`. The keychain is checked first so a key is not
   * sent to the Hub only to find it cannot be kept.
   */
  async setKey(input: { key: string | ApiKey; workspace?: string; allowUnverified?: boolean; signal?: AbortSignal }): Promise<SetKeyResult> {
    const key = typeof input.key === 'string' ? parseKeyInput(input.key) : input.key;
    const w = await this.workspace(input.workspace);
    if (w.kind === 'sandbox') {
      throw new SecretsError('sandbox_key', `the "${w.name}" workspace uses the embedded sandbox Hub's own key, which is never stored; add a Hub account with postroom workspace add NAME --hub URL`);
    }
    await this.#store.check();
    const verdict = await this.#verifier.verify(w.hubUrl, key, input.signal);
    let usage: UsageReading | null = null;
    let profiles: number | null = null;
    let unverifiedReason: string | null = null;
    switch (verdict.kind) {
      case 'ok':
        usage = verdict.usage;
        profiles = verdict.profiles;
        break;
      case 'wrong_key':
        throw new SecretsError('wrong_key', verdict.message, { details: { httpStatus: verdict.httpStatus, hubCode: verdict.hubCode, workspace: w.name } });
      case 'account_problem':
        if (!input.allowUnverified) {
          throw new SecretsError('account_problem', `${verdict.message} The key was not saved (pass --allow-unverified to save it anyway).`, {
            details: { httpStatus: verdict.httpStatus, hubCode: verdict.hubCode, usage: verdict.usage, workspace: w.name },
          });
        }
        usage = verdict.usage;
        unverifiedReason = verdict.message;
        break;
      case 'unverified':
        if (!input.allowUnverified) {
          throw new SecretsError('unverified', `${verdict.message}. The key was not saved (pass --allow-unverified to save it anyway).`, {
            details: { reason: verdict.reason, httpStatus: verdict.httpStatus, hubCode: verdict.hubCode, workspace: w.name },
          });
        }
        unverifiedReason = verdict.message;
        break;
      default:
        return assertNever(verdict, 'key verdict');
    }
    const { replaced } = await this.#store.rotate(w.id, key.reveal());
    await this.#workspaces.setKeyHint(w.id, key.last4);
    return {
      workspace: { id: w.id, name: w.name, hubUrl: w.hubUrl },
      key: { hasKey: true, last4: key.last4, source: 'keychain' },
      verified: verdict.kind === 'ok',
      replaced,
      usage,
      profiles,
      unverifiedReason,
      envOverrides: this.#envKey() !== null,
    };
  }

  /** Deletes the workspace's key from the keychain. Resolves to whether there was one. */
  async clearKey(name?: string): Promise<{ workspace: { id: string; name: string }; removed: boolean }> {
    const w = await this.workspace(name);
    if (w.kind === 'sandbox') throw new SecretsError('sandbox_key', `the "${w.name}" workspace has no stored key to clear; its key comes from the embedded sandbox`);
    const removed = await this.#store.delete(w.id);
    await this.#workspaces.setKeyHint(w.id, null);
    return { workspace: { id: w.id, name: w.name }, removed };
  }

  /** Deletes the keychain entry of a workspace that no longer exists (after its removal). */
  async forget(workspaceId: string): Promise<boolean> {
    return this.#store.delete(workspaceId);
  }

  /**
   * The key to send to this workspace's Hub — for the code that builds a HubClient, nothing else.
   * POSTROOM_API_KEY wins over the keychain. Throws `no_key` when there is none.
   */
  async keyFor(name?: string): Promise<{ workspace: Workspace; key: ApiKey; source: 'keychain' | 'env' | 'sandbox' }> {
    const w = await this.workspace(name);
    if (w.kind === 'sandbox') {
      const k = this.#sandboxKey();
      if (!k) throw new SecretsError('no_key', 'the embedded sandbox is not running, so its key is not known');
      return { workspace: w, key: new ApiKey(k), source: 'sandbox' };
    }
    const env = this.#envKey();
    if (env) return { workspace: w, key: env, source: 'env' };
    const stored = await this.#store.get(w.id);
    if (!stored) throw new SecretsError('no_key', `the workspace "${w.name}" has no API key; set one with: postroom key set --workspace "${w.name}" < keyfile (or set ${API_KEY_ENV})`);
    return { workspace: w, key: new ApiKey(stored), source: 'keychain' };
  }
}
