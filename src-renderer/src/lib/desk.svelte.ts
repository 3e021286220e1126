import type { ExportFileDto, OutcomeDeskDto, PostroomApi } from '../../../src-main/bridge/contract';
import { coalesced } from './coalesce';
import { browserTimers, type Timers } from './debounce';
import { batchDeskChoices, DESK_STORAGE_KEY, outcomeFilter, parseDeskChoices, type DeskChoices } from './desk';
import type { ErrorLike } from './errors';
import { follow } from './follow';
import { safeGet, safeSet, type KeyValueStore } from './preferences.svelte';

/**
 * The Outbox's review desk (issue 32 item 1): the choices the person made (view, dates, filters,
 * the summary's outcomes), remembered in `storage` so leaving the screen and coming back keeps
 * them; and the core's rows and summary for them (outcomes.list), read again when they change and
 * when a job moves (at most once a second while jobs stream in).
 */
export class DeskState {
  #bridge: PostroomApi;
  #storage: KeyValueStore;
  #now: () => Date;
  #choices = $state.raw<DeskChoices>(parseDeskChoices(null));
  #desk = $state.raw<OutcomeDeskDto | null>(null);
  #error = $state.raw<ErrorLike | null>(null);
  #loading = $state(false);
  /** Answers to older reads never overwrite a newer one's. */
  #asked = 0;
  readonly #reload: () => Promise<void>;

  constructor(bridge: PostroomApi, deps: { storage: KeyValueStore; now?: () => Date; timers?: Timers }) {
    this.#bridge = bridge;
    this.#storage = deps.storage;
    // A clock read for each load ("today" moves at midnight), never kept as state.
    // eslint-disable-next-line svelte/prefer-svelte-reactivity
    this.#now = deps.now ?? (() => new Date());
    this.#choices = parseDeskChoices(safeGet(deps.storage, DESK_STORAGE_KEY));
    this.#reload = coalesced(() => this.load(), { gapMs: 1000, timers: deps.timers ?? browserTimers });
  }

  get choices(): DeskChoices {
    return this.#choices;
  }
  get desk(): OutcomeDeskDto | null {
    return this.#desk;
  }
  get error() {
    return this.#error;
  }
  get loading(): boolean {
    return this.#loading;
  }

  /** New choices: remembered at once; the table read again when it shows. */
  choose(patch: Partial<DeskChoices>): void {
    this.#choices = { ...this.#choices, ...patch };
    safeSet(this.#storage, DESK_STORAGE_KEY, JSON.stringify(this.#choices));
    if (this.#choices.view === 'table') void this.load();
  }

  async load(): Promise<void> {
    const asked = ++this.#asked;
    this.#loading = true;
    const r = await this.#bridge.invoke('outcomes.list', { filter: outcomeFilter(this.#choices, this.#now()) });
    if (asked !== this.#asked) return;
    this.#loading = false;
    if (r.ok) {
      this.#desk = r.value;
      this.#error = null;
    } else this.#error = r.error;
  }

  /**
   * Follows jobs moving (and a break in the events) while the table shows; teamnumbers (issue 34):
   * and the library changing, which is how teammates' sends reach this laptop (the table counts them).
   */
  watch(): () => void {
    const again = () => {
      if (this.#choices.view === 'table') void this.#reload();
    };
    return follow(this.#bridge, { job: again, 'library.changed': again }, again);
  }

  /** The outcomes shown, as a file's text (the core writes it with the same filter). */
  async exportAs(format: 'csv' | 'json'): Promise<{ ok: true; value: ExportFileDto } | { ok: false; error: { code: string; message: string } }> {
    return this.#bridge.invoke('outcomes.export', { format, filter: outcomeFilter(this.#choices, this.#now()) });
  }
}

/** A finished batch's notification, clicked: the desk is to open on that campaign, on what needs attention when there is any. */
export function rememberBatchDesk(storage: KeyValueStore, campaignId: string | null, attention: boolean): void {
  safeSet(storage, DESK_STORAGE_KEY, JSON.stringify(batchDeskChoices(parseDeskChoices(safeGet(storage, DESK_STORAGE_KEY)), campaignId, attention)));
}
