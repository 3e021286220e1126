import type { CampaignDto, ChannelDto, PostroomApi, ProfileDto } from '../../../src-main/bridge/contract';
import { follow } from './follow';
import type { ErrorLike } from './errors';

/**
 * Reference lists the screens share: the channel table, the profiles (from the
 * core's offline cache, so they show with the Hub unreachable) and campaigns.
 * Loaded once, refreshed on demand.
 */
export class Catalog {
  #bridge: PostroomApi;
  #channels = $state.raw<ChannelDto[]>([]);
  #profiles = $state.raw<ProfileDto[]>([]);
  #campaigns = $state.raw<CampaignDto[]>([]);
  #errors = $state.raw<Partial<Record<'channels' | 'profiles' | 'campaigns', ErrorLike>>>({});
  #loaded = $state(false);
  #refreshing = $state(false);

  constructor(bridge: PostroomApi) {
    this.#bridge = bridge;
  }

  get channels(): ChannelDto[] {
    return this.#channels;
  }
  get profiles(): ProfileDto[] {
    return this.#profiles;
  }
  get campaigns(): CampaignDto[] {
    return this.#campaigns;
  }
  get errors() {
    return this.#errors;
  }
  get loaded(): boolean {
    return this.#loaded;
  }
  get refreshing(): boolean {
    return this.#refreshing;
  }
  readonly #byKey: Readonly<Record<string, ChannelDto>> = $derived.by(() => Object.fromEntries(this.#channels.map((c) => [c.key, c])));

  channel(key: string): ChannelDto | undefined {
    return this.#byKey[key];
  }

  label(key: string): string {
    return this.#byKey[key]?.label ?? key;
  }
  profile(id: string | null): ProfileDto | undefined {
    return id === null ? undefined : this.#profiles.find((p) => p.profile_id === id);
  }

  /**
   * Follows the profiles the core caches: a refresh in another window (an account linked there, a
   * pin set) shows here at once; after a break in the events they are read again. Another workspace
   * (a switch, a team joined or left: the core's `workspace` event) has its own profiles and
   * campaigns: everything is read again (rolelive: Compose listed the previous workspace's profiles
   * until a reload).
   */
  watch(): () => void {
    return follow(this.#bridge, {
      profiles: (p) => {
        this.#profiles = p;
      },
      workspace: () => void this.load(),
    }, () => {
      void this.#bridge.invoke('profiles.list', {}).then((r) => {
        if (r.ok) this.#profiles = r.value;
      });
    });
  }

  async load(): Promise<void> {
    const [c, p, k] = await Promise.all([
      this.#bridge.invoke('channels.table', {}),
      this.#bridge.invoke('profiles.list', {}),
      this.#bridge.invoke('campaigns.list', {}),
    ]);
    const errors: Partial<Record<'channels' | 'profiles' | 'campaigns', ErrorLike>> = {};
    if (c.ok) this.#channels = c.value;
    else errors.channels = c.error;
    if (p.ok) this.#profiles = p.value;
    else errors.profiles = p.error;
    if (k.ok) this.#campaigns = k.value;
    else errors.campaigns = k.error;
    this.#errors = errors;
    this.#loaded = true;
  }

  /** Asks the Hub for fresh profiles, boards and locations (fails offline; the cache stays). */
  async refreshProfiles() {
    this.#refreshing = true;
    const r = await this.#bridge.invoke('profiles.refresh', {});
    this.#refreshing = false;
    if (r.ok) this.#profiles = r.value;
    return r;
  }

  async reloadCampaigns(): Promise<void> {
    const k = await this.#bridge.invoke('campaigns.list', {});
    if (k.ok) this.#campaigns = k.value;
  }

  async createCampaign(name: string) {
    const r = await this.#bridge.invoke('campaigns.create', { name });
    if (r.ok) this.#campaigns = [...this.#campaigns, r.value];
    return r;
  }
}
