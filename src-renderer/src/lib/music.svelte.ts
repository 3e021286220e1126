import type { BridgeError, MusicTrackDto, PostroomApi } from '../../../src-main/bridge/contract';

export const DATE_RANGES = ['1DAY', '7DAY', '30DAY', '90DAY'] as const;
export type DateRange = (typeof DATE_RANGES)[number];
/** Chart genres the Hub names (hub-api 4.1 gives POP and EASY_LISTENING as examples; ALL is the default). */
export const GENRES = ['ALL', 'POP', 'EASY_LISTENING', 'HIP_HOP', 'BALLAD', 'EDM'] as const;
export const COUNTRIES = ['VN', 'US', 'GB', 'DE', 'JP', 'KR', 'TH', 'ID', 'PH', 'AU'] as const;

/**
 * The short-video music chart for a picker: trending by country, genre and date range, or a
 * search of it. The search text goes to the Hub as typed (accents optional there; `đ` is its
 * own letter, so it is never folded to `d` here either).
 */
export class MusicChartState {
  #bridge: PostroomApi;
  #tracks = $state.raw<MusicTrackDto[]>([]);
  #error = $state.raw<BridgeError | null>(null);
  #loading = $state(false);
  #loaded = $state(false);
  country = $state<string>('VN');
  genre = $state<string>('ALL');
  range = $state<DateRange>('7DAY');
  query = $state('');

  constructor(bridge: PostroomApi) {
    this.#bridge = bridge;
  }
  get tracks(): MusicTrackDto[] {
    return this.#tracks;
  }
  get error(): BridgeError | null {
    return this.#error;
  }
  get loading(): boolean {
    return this.#loading;
  }
  get loaded(): boolean {
    return this.#loaded;
  }

  async load(profileId: string): Promise<void> {
    this.#loading = true;
    const q = this.query.trim();
    const r = await this.#bridge.invoke('music.chart', {
      profile_id: profileId,
      country_code: this.country,
      genre: this.genre,
      date_range: this.range,
      limit: 50,
      ...(q ? { q } : {}),
    });
    this.#loading = false;
    this.#loaded = true;
    this.#tracks = r.ok ? r.value : [];
    this.#error = r.ok ? null : r.error;
  }
}
