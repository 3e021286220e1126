import { SecretsError } from './errors';

/**
 * Where API keys are kept: one secret per workspace id. The only implementation that persists is
 * the OS keychain (`KeytarSecretStore`); nothing else in Postroom may write a key anywhere.
 * Every method may throw `SecretsError` with code `keychain_unavailable`.
 */
export interface SecretStore {
  /** Resolves when the store can write, read and delete; otherwise throws `keychain_unavailable` saying why and what to do. */
  check(): Promise<void>;
  get(account: string): Promise<string | null>;
  set(account: string, secret: string): Promise<void>;
  /** True when there was something to delete. */
  delete(account: string): Promise<boolean>;
  /**
   * Replaces the secret and reads it back; resolves to whether one was there before.
   * If the write cannot be confirmed the previous secret is put back, so a rotation never leaves an account keyless.
   */
  rotate(account: string, secret: string): Promise<{ replaced: boolean }>;
}

/**
 * Shared rotate: write, read back, restore the previous secret if the read-back differs.
 * Kept outside the classes so every store rotates the same way.
 */
export async function rotateSecret(store: Pick<SecretStore, 'get' | 'set' | 'delete'>, account: string, secret: string): Promise<{ replaced: boolean }> {
  const previous = await store.get(account);
  await store.set(account, secret);
  const readBack = await store.get(account);
  if (readBack !== secret) {
    if (previous === null) await store.delete(account);
    else await store.set(account, previous);
    throw new SecretsError('keychain_unavailable', 'the keychain did not keep the new key (read-back differed); the previous key was left in place', {
      details: { reason: 'failed' },
    });
  }
  return { replaced: previous !== null };
}

/**
 * A store that lives only in this process and forgets everything on exit. For tests of the
 * services around keys, and for throwaway runs where no keychain is wanted. Never persists.
 */
export class MemorySecretStore implements SecretStore {
  readonly #secrets = new Map<string, string>();
  async check(): Promise<void> {}
  async get(account: string): Promise<string | null> {
    return this.#secrets.get(account) ?? null;
  }
  async set(account: string, secret: string): Promise<void> {
    this.#secrets.set(account, secret);
  }
  async delete(account: string): Promise<boolean> {
    return this.#secrets.delete(account);
  }
  rotate(account: string, secret: string): Promise<{ replaced: boolean }> {
    return rotateSecret(this, account, secret);
  }
}
