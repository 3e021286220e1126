import { createRequire } from 'node:module';
import { describeError } from '../common';
import { SecretsError, type KeychainProblem } from './errors';
import { rotateSecret, type SecretStore } from './secret-store';

/** The keychain service name every Postroom entry is filed under (account = workspace id). */
export const KEYCHAIN_SERVICE = 'Postroom';
/**
 * The account `check()` writes and deletes to prove the keychain works, followed by the process id: two Postroom
 * processes checking at once (the app and the CLI, or two test files) each probe their own entry — on one shared
 * entry one's delete removed the other's item mid-check ("No such interface … Secret.Item") and one read back the
 * other's value. Never a workspace id (those are UUIDs or "sandbox").
 */
export const PROBE_ACCOUNT = 'postroom-keychain-probe';
const probeAccount = (): string => `${PROBE_ACCOUNT}-${process.pid}`;

/** The part of keytar we use. */
export interface KeytarLike {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

export interface KeytarSecretStoreOptions {
  /** Default "Postroom". Tests use their own so they never touch a user's entries. */
  service?: string;
  /** How keytar is loaded; default: `require('keytar')`, on first use. Injected to test a missing native module. */
  load?: () => KeytarLike;
  /** A keychain that never answers (a Secret Service waiting on a prompt nobody sees) fails after this long. Default 15 s. */
  timeoutMs?: number;
  platform?: NodeJS.Platform;
  env?: NodeJS.ProcessEnv;
}

const defaultLoad = (): KeytarLike => {
  // keytar is a native CommonJS module: required lazily so the rest of Postroom works when it cannot load.
  const require = createRequire(import.meta.url);
  const mod = require('keytar') as KeytarLike & { default?: KeytarLike };
  return typeof mod.getPassword === 'function' ? mod : (mod.default as KeytarLike);
};

/**
 * The OS keychain through keytar: macOS Keychain, Windows Credential Manager, Linux Secret Service
 * (gnome-keyring, KWallet). keytar is loaded on first use; if it cannot load, or the keychain
 * cannot be reached, every call throws `SecretsError('keychain_unavailable')` whose message says
 * what to do on this OS.
 */
export class KeytarSecretStore implements SecretStore {
  readonly service: string;
  readonly #load: () => KeytarLike;
  readonly #timeoutMs: number;
  readonly #platform: NodeJS.Platform;
  readonly #env: NodeJS.ProcessEnv;
  #keytar: KeytarLike | undefined;

  constructor(opts: KeytarSecretStoreOptions = {}) {
    this.service = opts.service ?? KEYCHAIN_SERVICE;
    this.#load = opts.load ?? defaultLoad;
    this.#timeoutMs = opts.timeoutMs ?? 15_000;
    this.#platform = opts.platform ?? process.platform;
    this.#env = opts.env ?? process.env;
  }

  async check(): Promise<void> {
    const value = `probe-${process.pid}-${Date.now()}`;
    const account = probeAccount();
    await this.#call('write', (k) => k.setPassword(this.service, account, value));
    const back = await this.#call('read', (k) => k.getPassword(this.service, account));
    await this.#call('delete', (k) => k.deletePassword(this.service, account));
    if (back !== value) throw this.#error('failed', 'the keychain accepted a test entry but gave back something else');
  }

  get(account: string): Promise<string | null> {
    return this.#call('read', (k) => k.getPassword(this.service, account));
  }

  set(account: string, secret: string): Promise<void> {
    return this.#call('write', (k) => k.setPassword(this.service, account, secret));
  }

  delete(account: string): Promise<boolean> {
    return this.#call('delete', (k) => k.deletePassword(this.service, account));
  }

  rotate(account: string, secret: string): Promise<{ replaced: boolean }> {
    return rotateSecret(this, account, secret);
  }

  #keytarModule(): KeytarLike {
    if (this.#keytar) return this.#keytar;
    let mod: KeytarLike;
    try {
      mod = this.#load();
    } catch (err) {
      throw this.#error('module_missing', `the keychain module (keytar) could not be loaded: ${describeError(err)}`, err);
    }
    if (!mod || typeof mod.getPassword !== 'function') throw this.#error('module_missing', 'the keychain module (keytar) loaded but has no getPassword');
    this.#keytar = mod;
    return mod;
  }

  async #call<T>(what: 'read' | 'write' | 'delete', fn: (k: KeytarLike) => Promise<T>): Promise<T> {
    const keytar = this.#keytarModule();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(this.#error('timeout', `the keychain did not answer a ${what} within ${Math.round(this.#timeoutMs / 1000)} s`)), this.#timeoutMs);
      timer.unref?.();
    });
    try {
      return await Promise.race([fn(keytar), timeout]);
    } catch (err) {
      if (err instanceof SecretsError) throw err;
      const text = describeError(err);
      throw this.#error(classifyKeychainError(text), `the keychain ${what} failed: ${text}`, err);
    } finally {
      clearTimeout(timer);
    }
  }

  #error(reason: KeychainProblem, what: string, cause?: unknown): SecretsError {
    const hint = keychainHint(reason, this.#platform, this.#env);
    return new SecretsError('keychain_unavailable', `${what}. ${hint}`, { cause, details: { reason, platform: this.#platform, hint } });
  }
}

/** Maps what keytar / libsecret / the OS said to a reason. Pure; the wording is matched loosely since it varies by version. */
export function classifyKeychainError(text: string): KeychainProblem {
  const t = text.toLowerCase();
  if (/autolaunch d-bus|dbus_session_bus_address|unable to autolaunch|failed to connect to socket|no such file or directory.*bus|could not connect.*bus/.test(t)) return 'no_session_bus';
  if (/org\.freedesktop\.secrets|not provided by any \.service|serviceunknown|name has no owner/.test(t)) return 'no_secret_service';
  if (/locked|prompt|dismissed/.test(t)) return 'locked';
  if (/denied|not allowed|user canceled|user cancelled|interaction is not allowed|errsecauthfailed/.test(t)) return 'denied';
  if (/timed? ?out|timeout|noreply/.test(t)) return 'timeout';
  return 'failed';
}

/** What to do about a keychain problem, in one or two sentences for this OS. */
export function keychainHint(reason: KeychainProblem, platform: NodeJS.Platform, env: NodeJS.ProcessEnv = {}): string {
  const fallback = 'For a scripted run you can instead set POSTROOM_API_KEY (used, never stored).';
  const osStore =
    platform === 'darwin' ? 'the macOS Keychain' : platform === 'win32' ? 'the Windows Credential Manager' : 'the Secret Service (gnome-keyring or KWallet)';
  switch (reason) {
    case 'module_missing':
      return `Postroom keeps API keys in ${osStore} through keytar; reinstall Postroom (from source: npm rebuild keytar). ${fallback}`;
    case 'no_session_bus':
      return `Postroom keeps API keys in ${osStore}, reached over the D-Bus session bus, and none is running${env.DBUS_SESSION_BUS_ADDRESS ? '' : ' (DBUS_SESSION_BUS_ADDRESS is not set)'}. Log in to a desktop session, or on a headless machine run Postroom inside scripts/with-keyring.sh. ${fallback}`;
    case 'no_secret_service':
      return `No Secret Service is running on the session bus: install and start gnome-keyring (e.g. apt install gnome-keyring) or KWallet, or run inside scripts/with-keyring.sh. ${fallback}`;
    case 'locked':
      return platform === 'linux'
        ? `The login keyring is locked and no unlock prompt could be shown: unlock it (log in to the desktop, or echo PASSWORD | gnome-keyring-daemon --unlock). ${fallback}`
        : `Unlock ${osStore} and try again. ${fallback}`;
    case 'denied':
      return `Access to ${osStore} was refused; allow Postroom when the OS asks, then try again. ${fallback}`;
    case 'timeout':
      return `${osStore} may be waiting on an unlock prompt nobody can see; unlock it and try again. ${fallback}`;
    case 'failed':
      return `Check that ${osStore} works (e.g. that other apps can save passwords). ${fallback}`;
  }
}
