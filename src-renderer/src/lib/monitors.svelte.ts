import type { BridgeError, MonitorDto, PostroomApi } from '../../../src-main/bridge/contract';

/** Trigger words as typed: comma-separated, trimmed, empties and repeats dropped. Empty = every new comment. */
export function parseKeywords(text: string): string[] {
  const words = text.split(',').map((x) => x.trim()).filter(Boolean);
  return words.filter((w, i) => words.indexOf(w) === i);
}

/**
 * Monitors screen: the chosen profile's comment monitors (newest first, at most 100), one
 * opened with its live state, create and delete. A 403 here is a plan matter (hub-api 5.4),
 * kept apart so the screen says so instead of "forbidden".
 */
export class MonitorsState {
  #bridge: PostroomApi;
  #list = $state.raw<MonitorDto[]>([]);
  #open = $state.raw<MonitorDto | null>(null);
  #error = $state.raw<BridgeError | null>(null);
  #loading = $state(false);
  #profileId = $state('');

  constructor(bridge: PostroomApi) {
    this.#bridge = bridge;
  }
  get list(): MonitorDto[] {
    return this.#list;
  }
  get open(): MonitorDto | null {
    return this.#open;
  }
  get error(): BridgeError | null {
    return this.#error;
  }
  get loading(): boolean {
    return this.#loading;
  }
  get profileId(): string {
    return this.#profileId;
  }
  readonly planMatter: boolean = $derived.by(() => this.#error?.code === 'forbidden');

  async load(profileId: string): Promise<void> {
    this.#profileId = profileId;
    this.#open = null;
    this.#loading = true;
    const r = await this.#bridge.invoke('monitors.list', { profile_id: profileId });
    this.#loading = false;
    this.#list = r.ok ? r.value : [];
    this.#error = r.ok ? null : r.error;
  }

  async create(input: { post_url: string; reply_message: string; keywords: string; minutes: number }) {
    const r = await this.#bridge.invoke('monitors.create', {
      profile_id: this.#profileId,
      post_url: input.post_url.trim(),
      reply_message: input.reply_message,
      trigger_keywords: parseKeywords(input.keywords),
      monitoring_interval: Math.round(input.minutes * 60),
    });
    this.#error = r.ok ? null : r.error;
    if (r.ok) {
      await this.load(this.#profileId);
      await this.show(r.value.id);
    }
    return r;
  }

  async show(id: string): Promise<void> {
    const r = await this.#bridge.invoke('monitors.get', { id });
    this.#error = r.ok ? null : r.error;
    if (r.ok) this.#open = r.value;
  }

  async remove(id: string) {
    const r = await this.#bridge.invoke('monitors.delete', { id });
    this.#error = r.ok ? null : r.error;
    if (r.ok) await this.load(this.#profileId);
    return r;
  }
}
