import type { BridgeError, ConnectLinkDto, Input, PinKindDto, PinsDto, PostroomApi } from '../../../src-main/bridge/contract';

type Answer<T> = { ok: true; value: T } | { ok: false; error: BridgeError };

/**
 * Channels → linking and pins: link Telegram or Slack by credentials (the secrets go once to
 * the Hub and are dropped from this state at once), start a connect link for a redirect
 * channel and follow it until it is linked or expired, and read/set/clear the three pins.
 * `afterChange` reloads the shared profile cache after anything that changes a profile.
 */
export class LinkingState {
  #bridge: PostroomApi;
  #afterChange: () => Promise<unknown>;
  #link = $state.raw<ConnectLinkDto | null>(null);
  #linkState = $state<'none' | 'pending' | 'completed' | 'expired'>('none');
  #pins = $state.raw<PinsDto | null>(null);
  #error = $state.raw<BridgeError | null>(null);
  #busy = $state(false);

  constructor(bridge: PostroomApi, afterChange: () => Promise<unknown>) {
    this.#bridge = bridge;
    this.#afterChange = afterChange;
  }

  get link(): ConnectLinkDto | null {
    return this.#link;
  }
  get linkState() {
    return this.#linkState;
  }
  get pins(): PinsDto | null {
    return this.#pins;
  }
  get error(): BridgeError | null {
    return this.#error;
  }
  get busy(): boolean {
    return this.#busy;
  }

  async #do<T>(p: () => Promise<Answer<T>>): Promise<Answer<T>> {
    this.#busy = true;
    try {
      const r = await p();
      this.#error = r.ok ? null : r.error;
      return r;
    } finally {
      this.#busy = false;
    }
  }

  async linkCredentials(input: Input<'connections.link'>) {
    const r = await this.#do(() => this.#bridge.invoke('connections.link', input));
    if (r.ok) await this.#afterChange();
    return r;
  }

  async startLink(profile_id: string, platform: string) {
    const r = await this.#do(() => this.#bridge.invoke('connections.start', { profile_id, platform }));
    if (r.ok) {
      this.#link = r.value;
      this.#linkState = 'pending';
    }
    return r;
  }

  /**
   * Reads the link again: completed (profiles reloaded), still pending, or expired (`link_not_found`).
   * `quiet`: a look of its own while the person links in their browser (the panel follows the link
   * by itself): no busy state that would grey the panel's buttons, and a failed look says nothing.
   */
  async checkLink(opts: { quiet?: boolean } = {}) {
    if (!this.#link) return;
    const token = this.#link.token;
    const look = () => this.#bridge.invoke('connections.check', { token });
    const r = opts.quiet ? await look() : await this.#do(look);
    if (this.#link?.token !== token) return; // a new link was started meanwhile
    if (r.ok) {
      this.#linkState = r.value.status === 'completed' ? 'completed' : 'pending';
      if (this.#linkState === 'completed') await this.#afterChange();
    } else if (r.error.code === 'link_not_found') {
      this.#linkState = 'expired';
      this.#error = null;
    }
  }

  async loadPins(profile_id: string) {
    this.#pins = null;
    const r = await this.#do(() => this.#bridge.invoke('pins.get', { profile_id }));
    if (r.ok) this.#pins = r.value;
  }
  async setPin(profile_id: string, kind: PinKindDto, id: string) {
    const r = await this.#do(() => this.#bridge.invoke('pins.set', { profile_id, kind, id }));
    if (r.ok) {
      this.#pins = r.value;
      await this.#afterChange();
    }
    return r;
  }
  async clearPin(profile_id: string, kind: PinKindDto) {
    const r = await this.#do(() => this.#bridge.invoke('pins.clear', { profile_id, kind }));
    if (r.ok) {
      this.#pins = r.value;
      await this.#afterChange();
    }
    return r;
  }
}
