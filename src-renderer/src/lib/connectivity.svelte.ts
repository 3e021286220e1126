import type { ConnectivityDto, PostroomApi } from '../../../src-main/bridge/contract';

/**
 * Whether the Hub answers, as the core sees it: read once with `system.connectivity`,
 * then kept current by the 'connectivity' event. `bridgeError` is set when the core
 * itself did not answer (the web host stopped, say), which is a different problem.
 */
export class Connectivity {
  #bridge: PostroomApi;
  #status = $state.raw<ConnectivityDto | null>(null);
  #bridgeError = $state.raw<{ code: string; message: string } | null>(null);
  #unsubscribe: (() => void) | null = null;

  constructor(bridge: PostroomApi) {
    this.#bridge = bridge;
  }

  get status(): ConnectivityDto | null {
    return this.#status;
  }
  get bridgeError(): { code: string; message: string } | null {
    return this.#bridgeError;
  }
  readonly state: ConnectivityDto['state'] | 'unknown' = $derived.by(() => this.#status?.state ?? 'unknown');
  readonly online: boolean = $derived.by(() => this.#status?.state === 'online');

  start(): void {
    if (this.#unsubscribe) return;
    this.#unsubscribe = this.#bridge.on('connectivity', (c) => {
      this.#status = c;
      this.#bridgeError = null;
    });
    void this.check(false);
  }

  stop(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
  }

  async check(recheck = true): Promise<void> {
    if (recheck && this.#status) this.#status = { ...this.#status, state: 'checking' };
    const r = await this.#bridge.invoke('system.connectivity', recheck ? { recheck: true } : {});
    if (r.ok) {
      this.#status = r.value;
      this.#bridgeError = null;
    } else {
      this.#bridgeError = r.error;
      if (this.#status?.state === 'checking') this.#status = { ...this.#status, state: 'offline' };
    }
  }
}
