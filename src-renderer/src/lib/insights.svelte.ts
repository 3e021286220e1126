import type { AudienceDto, BridgeError, PostroomApi } from '../../../src-main/bridge/contract';

/** "19:00" for hour 19: the best hours as posting slots. */
export const slotOf = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/** Insights screen: the audience breakdown of one profile on one channel (TikTok answers today). */
export class InsightsState {
  #bridge: PostroomApi;
  #audience = $state.raw<AudienceDto | null>(null);
  #error = $state.raw<BridgeError | null>(null);
  #loading = $state(false);

  constructor(bridge: PostroomApi) {
    this.#bridge = bridge;
  }
  get audience(): AudienceDto | null {
    return this.#audience;
  }
  get error(): BridgeError | null {
    return this.#error;
  }
  get loading(): boolean {
    return this.#loading;
  }
  readonly notSupported: boolean = $derived.by(() => this.#error?.code === 'platform_not_supported');
  readonly slots: string[] = $derived.by(() => (this.#audience?.bestHours ?? []).map(slotOf));

  async load(profileId: string, platform: string): Promise<void> {
    this.#loading = true;
    this.#audience = null;
    const r = await this.#bridge.invoke('insights.audience', { profile_id: profileId, platform });
    this.#loading = false;
    this.#audience = r.ok ? r.value : null;
    this.#error = r.ok ? null : r.error;
  }
}
