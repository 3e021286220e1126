import type { CalendarEntryDto, PostroomApi } from '../../../src-main/bridge/contract';
import { groupByDay, rangeOf, stepAnchor, unplaced, visibleDays, movedTo, type CalendarMode } from './calendar';
import type { ErrorLike } from './errors';

export { isoDay, isPredicted, profileHue, timeOf, weekTitle, type CalendarMode } from './calendar';

/**
 * The calendar of scheduled and queued posts (campaigns and single drafts): a month or a week,
 * each post on the day of its own wall-clock time; queued posts, which the Hub times itself, at
 * their predicted queue slot (the core's prediction), or apart when no slot can be predicted.
 */
export class CalendarState {
  #bridge: PostroomApi;
  #mode = $state<CalendarMode>('month');
  #anchor = $state<string>('');
  #entries = $state.raw<CalendarEntryDto[]>([]);
  #error = $state.raw<ErrorLike | null>(null);
  #loads = 0;

  constructor(bridge: PostroomApi, today: string) {
    this.#bridge = bridge;
    this.#anchor = today;
  }

  get mode(): CalendarMode { return this.#mode; }
  get anchor(): string { return this.#anchor; }
  get error(): ErrorLike | null { return this.#error; }
  readonly days: string[] = $derived.by(() => visibleDays(this.#mode, this.#anchor));
  readonly queued: CalendarEntryDto[] = $derived.by(() => unplaced(this.#entries));
  readonly anyPredicted: boolean = $derived.by(() => this.#entries.some((e) => e.predicted_at !== null));
  readonly byDay: ReadonlyMap<string, CalendarEntryDto[]> = $derived.by(() => groupByDay(this.#entries));

  async load(): Promise<void> {
    const n = ++this.#loads;
    const r = await this.#bridge.invoke('calendar.range', rangeOf(this.days));
    // A later month or week asked for meanwhile wins (stepping fast through months).
    if (n !== this.#loads) return;
    if (r.ok) {
      this.#entries = r.value;
      this.#error = null;
    } else this.#error = r.error;
  }

  async setMode(m: CalendarMode): Promise<void> {
    this.#mode = m;
    await this.load();
  }

  async go(anchor: string): Promise<void> {
    this.#anchor = anchor;
    await this.load();
  }

  async step(dir: 1 | -1): Promise<void> {
    return this.go(stepAnchor(this.#mode, this.#anchor, dir));
  }

  /** Moves a post not sent yet to another day, same time of day and zone. */
  async move(id: string, day: string): Promise<{ ok: boolean; error?: ErrorLike }> {
    const e = this.#entries.find((x) => x.id === id);
    if (!e?.scheduled_at || e.state !== 'draft') return { ok: false };
    const next = movedTo(e.scheduled_at, day);
    // Shown at once; put back if the core refuses.
    this.#entries = this.#entries.map((x) => (x.id === id ? { ...x, scheduled_at: next } : x));
    const r = await this.#bridge.invoke('drafts.update', { id, patch: { scheduled_at: next, timezone: e.timezone } });
    if (!r.ok) {
      this.#entries = this.#entries.map((x) => (x.id === id ? e : x));
      return { ok: false, error: r.error };
    }
    return { ok: true };
  }
}
