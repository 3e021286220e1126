import type { BridgeError, KeyVerifyDto, PostroomApi, UsageDto, WorkspaceDto } from '../../../src-main/bridge/contract';
import { follow } from './follow';
import { newest } from './newest';

/**
 * The Hub account in Settings: workspaces (add, switch, remove; the Sandbox always there),
 * the current workspace's key (status only: the key itself never comes back across the
 * bridge), and plan and usage. Every action answers `{ ok, error }` for the screen to show.
 */
export class AccountState {
  #bridge: PostroomApi;
  #workspaces = $state.raw<WorkspaceDto[]>([]);
  #usage = $state.raw<UsageDto | null>(null);
  #usageError = $state.raw<BridgeError | null>(null);
  #verify = $state.raw<KeyVerifyDto | null>(null);
  #busy = $state(false);
  #unsubscribe: (() => void) | null = null;

  constructor(bridge: PostroomApi) {
    this.#bridge = bridge;
  }

  get workspaces(): WorkspaceDto[] {
    return this.#workspaces;
  }
  readonly current: WorkspaceDto | null = $derived.by(() => this.#workspaces.find((w) => w.current) ?? null);
  get usage(): UsageDto | null {
    return this.#usage;
  }
  get usageError(): BridgeError | null {
    return this.#usageError;
  }
  get verify(): KeyVerifyDto | null {
    return this.#verify;
  }
  get busy(): boolean {
    return this.#busy;
  }

  /** Loads workspaces and usage, and follows workspace changes made elsewhere (CLI-free: the core's event). */
  start(): () => void {
    this.#unsubscribe ??= follow(this.#bridge, { workspace: () => void this.reload() }, () => void this.reload());
    void this.reload();
    return () => {
      this.#unsubscribe?.();
      this.#unsubscribe = null;
    };
  }

  /**
   * Reloads may overlap (an action's own reload and the workspace event it caused); only the
   * newest one's answers are kept, so an older list that arrives last cannot undo a saved key.
   */
  #reloads = newest();
  async reload(): Promise<void> {
    const read = this.#reloads.ask();
    const r = await this.#bridge.invoke('workspaces.list', {});
    if (!read.current()) return;
    if (r.ok) this.#workspaces = r.value;
    await this.loadUsage();
  }

  #usageReads = newest();
  async loadUsage(): Promise<void> {
    const read = this.#usageReads.ask();
    const r = await this.#bridge.invoke('hub.usage', {});
    if (!read.current()) return;
    this.#usage = r.ok ? r.value : null;
    this.#usageError = r.ok ? null : r.error;
  }

  async #act<T>(fn: () => Promise<{ ok: true; value: T } | { ok: false; error: BridgeError }>, after = true) {
    this.#busy = true;
    try {
      const r = await fn();
      if (after) await this.reload();
      return r;
    } finally {
      this.#busy = false;
    }
  }

  add(name: string, hubUrl: string) {
    return this.#act(() => this.#bridge.invoke('workspaces.add', { name, hubUrl }));
  }
  use(name: string) {
    this.#verify = null;
    return this.#act(() => this.#bridge.invoke('workspaces.use', { name }));
  }
  remove(name: string) {
    return this.#act(() => this.#bridge.invoke('workspaces.remove', { name }));
  }
  setKey(key: string) {
    this.#verify = null;
    return this.#act(() => this.#bridge.invoke('key.set', { key }));
  }
  clearKey() {
    this.#verify = null;
    return this.#act(() => this.#bridge.invoke('key.clear', {}));
  }
  async verifyKey() {
    const r = await this.#act(() => this.#bridge.invoke('key.verify', {}), false);
    if (r.ok) this.#verify = r.value;
    return r;
  }
}
