import { randomUUID } from 'node:crypto';
import { SecretsError } from './errors';

/** A place to publish to: the embedded sandbox Hub, or one Hub account (name + base URL); the library's row. */
export type { Workspace } from '../library';
import type { Workspace } from '../library';

type Awaitable<T> = T | Promise<T>;

/**
 * Where workspaces are kept (the library's `workspaces` table in the app; memory in tests).
 * A workspace of kind 'sandbox' named "Sandbox" always exists and is current until another is chosen.
 * Names are unique ignoring case.
 */
export interface WorkspaceStore {
  list(): Awaitable<Workspace[]>;
  /** By name, ignoring case; null when there is none. */
  get(name: string): Awaitable<Workspace | null>;
  getCurrent(): Awaitable<Workspace>;
  /** Adds a 'hub' workspace (not made current). Input is already validated. */
  add(input: { name: string; hubUrl: string }): Awaitable<Workspace>;
  /** Makes the named workspace current. */
  use(name: string): Awaitable<Workspace>;
  setKeyHint(id: string, last4: string | null): Awaitable<void>;
  /** Removes a 'hub' workspace (never the sandbox); the sandbox becomes current when it was. */
  remove(name: string): Awaitable<Workspace>;
}

export const SANDBOX_WORKSPACE_NAME = 'Sandbox';
export const WORKSPACE_NAME_MAX = 64;

/** A workspace name as typed: trimmed, 1–64 characters, no control characters, not "Sandbox". */
export function validateWorkspaceName(input: string): string {
  const name = input.normalize('NFC').trim();
  if (name === '') throw new SecretsError('invalid_workspace', 'a workspace needs a name');
  if ([...name].length > WORKSPACE_NAME_MAX) throw new SecretsError('invalid_workspace', `a workspace name has at most ${WORKSPACE_NAME_MAX} characters`);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) throw new SecretsError('invalid_workspace', 'a workspace name cannot contain control characters or line breaks');
  if (name.toLowerCase() === SANDBOX_WORKSPACE_NAME.toLowerCase()) {
    throw new SecretsError('invalid_workspace', `"${SANDBOX_WORKSPACE_NAME}" is the built-in sandbox workspace; choose another name`);
  }
  return name;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * A Hub base URL: https, or http only to this machine (127.0.0.1, localhost, [::1]) for a local Hub.
 * No user/password, query or fragment (the key never travels in a URL). Returned without a trailing slash.
 */
export function validateHubUrl(input: string): string {
  const text = input.trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new SecretsError('invalid_workspace', `"${text}" is not a URL; give the Hub's base URL, e.g. https://hub.example.com`);
  }
  if (url.protocol === 'http:') {
    if (!LOOPBACK_HOSTS.has(url.hostname)) {
      throw new SecretsError('invalid_workspace', `the Hub URL must use https (http is allowed only for 127.0.0.1 or localhost): ${url.origin}`);
    }
  } else if (url.protocol !== 'https:') {
    throw new SecretsError('invalid_workspace', `the Hub URL must use https, not ${url.protocol.replace(/:$/, '')}`);
  }
  if (url.username || url.password) throw new SecretsError('invalid_workspace', 'the Hub URL must not contain a user name or password; the key is set with `postroom key set`');
  if (url.search || url.hash) throw new SecretsError('invalid_workspace', 'the Hub URL must not contain a query (?…) or fragment (#…)');
  return (url.origin + url.pathname).replace(/\/+$/, '');
}

/**
 * Workspaces in memory, with the same rules as the library's table. For tests and for runs
 * that should not touch the library.
 */
export class MemoryWorkspaceStore implements WorkspaceStore {
  readonly #rows: Workspace[];
  readonly #now: () => string;
  constructor(now: () => string = () => new Date().toISOString()) {
    this.#now = now;
    this.#rows = [{ id: 'sandbox', name: SANDBOX_WORKSPACE_NAME, hubUrl: '', kind: 'sandbox', keyHint: null, current: true, createdAt: now(), team: null }];
  }
  list(): Workspace[] {
    return this.#rows.map((w) => ({ ...w }));
  }
  get(name: string): Workspace | null {
    const w = this.#rows.find((r) => r.name.toLowerCase() === name.toLowerCase());
    return w ? { ...w } : null;
  }
  getCurrent(): Workspace {
    return { ...(this.#rows.find((r) => r.current) ?? this.#rows[0]!) };
  }
  add(input: { name: string; hubUrl: string }): Workspace {
    if (this.get(input.name)) throw new SecretsError('workspace_exists', `a workspace named "${input.name}" already exists`);
    const row: Workspace = { id: randomUUID(), name: input.name, hubUrl: input.hubUrl, kind: 'hub', keyHint: null, current: false, createdAt: this.#now(), team: null };
    this.#rows.push(row);
    return { ...row };
  }
  use(name: string): Workspace {
    const target = this.#rows.find((r) => r.name.toLowerCase() === name.toLowerCase());
    if (!target) throw new SecretsError('workspace_not_found', `no workspace named "${name}"`);
    for (const r of this.#rows) r.current = r === target;
    return { ...target };
  }
  remove(name: string): Workspace {
    const i = this.#rows.findIndex((r) => r.name.toLowerCase() === name.toLowerCase());
    const row = this.#rows[i];
    if (!row) throw new SecretsError('workspace_not_found', `no workspace named "${name}"`);
    if (row.kind === 'sandbox') throw new SecretsError('invalid_workspace', 'the Sandbox workspace is built in and cannot be removed');
    this.#rows.splice(i, 1);
    if (row.current) this.#rows[0]!.current = true;
    return { ...row, current: false };
  }
  setKeyHint(id: string, hint: string | null): void {
    const row = this.#rows.find((r) => r.id === id);
    if (!row) throw new SecretsError('workspace_not_found', `no workspace with id ${id}`);
    row.keyHint = hint;
  }
}
