import type { ConnectivityDto, PostroomApi } from '../../../src-main/bridge/contract';
import { follow } from './follow';
import { AGO_TICK_MS, newerReading } from './lastChecked';

/** Time for the "N minutes ago" line; injected so tests and the app share the class. */
export interface Ticker {
  now(): number;
  every(ms: number, fn: () => void): () => void;
}

const systemTicker: Ticker = {
  now: () => Date.now(),
  every: (ms, fn) => {
    const t = setInterval(fn, ms);
    return () => clearInterval(t);
  },
};

/**
 * Whether the Hub answers, as the core sees it: read once with `system.connectivity`,
 * then kept current by the 'connectivity' event, which the core sends for every reading
 * (its pings and what the publisher saw while sending). `bridgeError` is set when the core
 * itself did not answer (the web host stopped, say), which is a different problem.
 */
export class Connectivity {
  #bridge: PostroomApi;
  #ticker: Ticker;
  #status = $state.raw<ConnectivityDto | null>(null);
  #bridgeError = $state.raw<{ code: string; message: string } | null>(null);
  #now = $state(0);
  #unsubscribe: (() => void) | null = null;
  #stopTicking: (() => void) | null = null;

  constructor(bridge: PostroomApi, ticker: Ticker = systemTicker) {
    this.#bridge = bridge;
    this.#ticker = ticker;
    this.#now = ticker.now();
  }

  get status(): ConnectivityDto | null {
    return this.#status;
  }
  get bridgeError(): { code: string; message: string } | null {
    return this.#bridgeError;
  }
  /** The clock the relative "checked … ago" is drawn against; advances every AGO_TICK_MS. */
  get now(): number {
    return this.#now;
  }
  readonly state: ConnectivityDto['state'] | 'unknown' = $derived.by(() => this.#status?.state ?? 'unknown');
  readonly online: boolean = $derived.by(() => this.#status?.state === 'online');

  start(): void {
    if (this.#unsubscribe) return;
    this.#unsubscribe = follow(this.#bridge, {
      connectivity: (c) => {
        this.#status = newerReading(this.#status, c);
        this.#bridgeError = null;
        this.#now = this.#ticker.now();
      },
    }, () => void this.check(false));
    this.#stopTicking = this.#ticker.every(AGO_TICK_MS, () => {
      this.#now = this.#ticker.now();
    });
    void this.check(false);
  }

  stop(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    this.#stopTicking?.();
    this.#stopTicking = null;
  }

  async check(recheck = true): Promise<void> {
    if (recheck && this.#status) this.#status = { ...this.#status, state: 'checking' };
    const r = await this.#bridge.invoke('system.connectivity', recheck ? { recheck: true } : {});
    this.#now = this.#ticker.now();
    if (r.ok) {
      // A recheck's answer is the newest reading by definition; a plain read may be older than an event.
      this.#status = recheck ? r.value : newerReading(this.#status, r.value);
      this.#bridgeError = null;
    } else {
      this.#bridgeError = r.error;
      if (this.#status?.state === 'checking') this.#status = { ...this.#status, state: 'offline' };
    }
  }
}
