import type { BulkSetDto, BulkValuesDto, CalendarEntryDto, FixedReasonDto, PostroomApi } from '../../../src-main/bridge/contract';
import { UndoStack, type UndoItem } from './bulk';
import { groupByDay, rangeOf, stepAnchor, unplaced, visibleDays, movedTo, movedToHour, type CalendarMode } from './calendar';
import type { ErrorLike } from './errors';
import { wallAsRead } from './schedule';

export { isoDay, isPredicted, localDay, profileHue, timeOf, weekTitle, type CalendarMode } from './calendar';

/** What a move answers: done, refused by the core, or not movable and why (said to the person). */
export type MoveResult = { ok: true; step: UndoItem[]; /** w29time (walk 25, 4): the wall time it now goes at, on its zone's clock (as its chip shows it). */ at: string; /** w30words (walk 26, 11): the wall time it was dropped on, when its zone's clocks skip it that day (`at` is the time it became). */ skipped?: string; /** calendar (walk 7): its approval no longer holds (the core's answer): who gave it. */ unapproved?: { by: string } } | { ok: false; fixed?: FixedReasonDto; error?: ErrorLike };

const valuesOf = (e: CalendarEntryDto): BulkValuesDto => ({ scheduled_at: e.scheduled_at, timezone: e.timezone, add_to_queue: e.add_to_queue, profile_id: e.profile_id, platforms: e.platforms });

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
  get entries(): CalendarEntryDto[] { return this.#entries; }
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

  /** The moves and bulk changes made here, for Undo and Ctrl/Cmd+Z. */
  readonly undos = new UndoStack();

  entry(id: string): CalendarEntryDto | undefined {
    return this.#entries.find((x) => x.id === id);
  }

  /**
   * Moves a post not sent yet to another day (same time of day and zone), or in the week grid to
   * another hour (same minutes). A post the Hub holds, or one already out, does not move: the
   * answer says why. The core checks again (posts.bulkSet), so a post sent meanwhile stays put.
   */
  async move(id: string, day: string, hour?: number): Promise<MoveResult> {
    const e = this.#entries.find((x) => x.id === id);
    if (!e) return { ok: false };
    if (e.fixed) return { ok: false, fixed: e.fixed };
    if (!e.scheduled_at) return { ok: false };
    // w19time: from the time as its zone's clock reads it (the core's wall_at), so the move keeps the time of day the chip
    // shows, across a clock change too (a kept "09:00:00.000+01:00" moved into summer wrote 10:00 in Berlin).
    const from = e.wall_at ?? e.scheduled_at;
    // w20dst: dropped on a time its zone's clocks skip (02:30 on the spring-forward night), it is written as the time it
    // becomes (03:30), as the core reads it: the chip shows when it goes.
    const dropped = hour === undefined ? movedTo(from, day) : movedToHour(from, day, hour);
    const next = wallAsRead(dropped, e.timezone);
    if (next === from) return { ok: false };
    // Shown at once; put back if the core refuses.
    this.#entries = this.#entries.map((x) => (x.id === id ? { ...x, scheduled_at: next, wall_at: next } : x));
    const before = valuesOf(e);
    const r = await this.#bridge.invoke('posts.bulkSet', { items: [{ id, values: { ...before, scheduled_at: next } }] });
    const left = r.ok ? r.value.leftOut[0] : undefined;
    if (!r.ok || left) {
      this.#entries = this.#entries.map((x) => (x.id === id ? e : x));
      if (!r.ok) return { ok: false, error: r.error };
      const why = left?.reason;
      return { ok: false, ...(why && why !== 'no_time' && why !== 'in_past' && why !== 'not_found' ? { fixed: why } : {}) };
    }
    const step = [{ id, values: before }];
    this.undos.push(step);
    const lost = r.value.approvals?.find((a) => a.id === id && a.change === 'lost');
    // w30words (walk 26, 11): dropped on an hour the clocks skip, the toast says that hour did not exist (not only "Moved to 03:30").
    return { ok: true, step, at: next, ...(next !== dropped ? { skipped: dropped } : {}), ...(lost ? { unapproved: { by: lost.by } } : {}) };
  }

  /** Puts back the values of one undo step (the last one when none is given); null when there is nothing to undo. */
  async undo(step?: UndoItem[]): Promise<{ ok: true; value: BulkSetDto } | { ok: false; error: ErrorLike } | null> {
    const items = step ?? this.undos.pop();
    if (!items) return null;
    if (step) this.undos.drop(step);
    const r = await this.#bridge.invoke('posts.bulkSet', { items });
    await this.load();
    return r.ok ? { ok: true, value: r.value } : { ok: false, error: r.error };
  }
}
