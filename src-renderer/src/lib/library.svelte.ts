import type { BridgeResult, DraftSummaryDto, Input, PostroomApi } from '../../../src-main/bridge/contract';
import { debounced, type Timers } from './debounce';
import { EMPTY_SELECTION, clickSelect, pruneSelection, selectAll, type ClickMods, type SelectionState } from './selection';

export type DraftFilter = NonNullable<Input<'drafts.list'>['filter']>;

/** How many drafts one page asks for: a screenful or three. */
export const PAGE_SIZE = 200;
/** Typing in the search box waits this long before asking (each keystroke resets it). */
export const SEARCH_DEBOUNCE_MS = 150;

export interface LibraryDeps {
  bridge: PostroomApi;
  timers: Timers;
}

export type LoadState = 'idle' | 'loading' | 'error';

/**
 * The Library list: a filtered, keyset-paged window onto the drafts (drafts.list),
 * extended page by page as the user scrolls, plus the selection and bulk actions.
 * Stale answers (a page for a filter the user has since changed) are dropped by
 * generation number, so fast typing never shows the wrong list.
 */
export class LibraryState {
  #bridge: PostroomApi;
  #filter = $state.raw<DraftFilter>({});
  #query = $state('');
  #items = $state.raw<DraftSummaryDto[]>([]);
  #total = $state<number | null>(null);
  #cursor: string | null = null;
  #done = $state(false);
  #ready = $state(false);
  #load = $state<LoadState>('idle');
  #error = $state.raw<{ code: string; message: string } | null>(null);
  #selection = $state.raw<SelectionState>(EMPTY_SELECTION);
  #active = $state(-1);
  #generation = 0;
  #searchTimer;

  constructor({ bridge, timers }: LibraryDeps) {
    this.#bridge = bridge;
    this.#searchTimer = debounced(timers, SEARCH_DEBOUNCE_MS, () => void this.reload());
  }

  get filter(): DraftFilter {
    return this.#filter;
  }
  get query(): string {
    return this.#query;
  }
  get items(): DraftSummaryDto[] {
    return this.#items;
  }
  /** Drafts matching the filter; null while unknown (more pages and no count yet). */
  get total(): number | null {
    return this.#total;
  }
  /** The first page has arrived (the list may still be empty). */
  get ready(): boolean {
    return this.#ready;
  }
  get done(): boolean {
    return this.#done;
  }
  get loadState(): LoadState {
    return this.#load;
  }
  get error(): { code: string; message: string } | null {
    return this.#error;
  }
  get selection(): ReadonlySet<string> {
    return this.#selection.selected;
  }
  /** Index of the row with keyboard focus (-1: none). */
  get active(): number {
    return this.#active;
  }
  readonly selectedIds: string[] = $derived.by(() => this.#items.filter((d) => this.#selection.selected.has(d.id)).map((d) => d.id));
  readonly filtered: boolean = $derived.by(() => this.#query.trim() !== '' || Object.values(this.#filter).some((v) => v !== undefined && v !== ''));

  /** Search as the user types: debounced, then a fresh first page. */
  set query(q: string) {
    this.#query = q;
    this.#searchTimer.schedule();
  }

  /** Changes one filter (undefined or '' removes it) and reloads at once. */
  setFilter<K extends keyof DraftFilter>(key: K, value: DraftFilter[K] | '' | undefined): void {
    const next = { ...this.#filter };
    if (value === undefined || value === '') delete next[key];
    else next[key] = value as DraftFilter[K];
    this.#filter = next;
    void this.reload();
  }

  clearFilters(): void {
    this.#filter = {};
    this.#query = '';
    this.#searchTimer.cancel();
    void this.reload();
  }

  #effectiveFilter(): DraftFilter {
    const q = this.#query.trim();
    return q ? { ...this.#filter, query: q } : { ...this.#filter };
  }

  /** First page for the current filter; the list is replaced when it arrives. */
  async reload(): Promise<void> {
    this.#searchTimer.cancel();
    const gen = ++this.#generation;
    this.#load = 'loading';
    this.#error = null;
    const r = await this.#bridge.invoke('drafts.list', { filter: this.#effectiveFilter(), cursor: null, limit: PAGE_SIZE });
    if (gen !== this.#generation) return;
    if (!r.ok) {
      this.#load = 'error';
      this.#error = r.error;
      return;
    }
    this.#items = r.value.items;
    this.#total = r.value.nextCursor === null ? r.value.items.length : null;
    if (r.value.nextCursor !== null) void this.#count(gen);
    this.#cursor = r.value.nextCursor;
    this.#done = r.value.nextCursor === null;
    this.#load = 'idle';
    this.#ready = true;
    this.#selection = pruneSelection(this.#selection, this.#ids());
    if (this.#active >= this.#items.length) this.#active = this.#items.length - 1;
  }

  /** Next page (keyset cursor), appended; does nothing while a load runs or at the end. */
  async loadMore(): Promise<void> {
    if (this.#done || this.#load === 'loading' || this.#cursor === null) return;
    const gen = this.#generation;
    this.#load = 'loading';
    const r = await this.#bridge.invoke('drafts.list', { filter: this.#effectiveFilter(), cursor: this.#cursor, limit: PAGE_SIZE });
    if (gen !== this.#generation) return;
    if (!r.ok) {
      this.#load = 'error';
      this.#error = r.error;
      return;
    }
    // A local lookup, not state.
    // eslint-disable-next-line svelte/prefer-svelte-reactivity
    const seen = new Set(this.#items.map((d) => d.id));
    this.#items = [...this.#items, ...r.value.items.filter((d) => !seen.has(d.id))];
    if (r.value.nextCursor === null) this.#total = this.#items.length;
    this.#cursor = r.value.nextCursor;
    this.#done = r.value.nextCursor === null;
    this.#load = 'idle';
  }

  /**
   * How many drafts match, for "N drafts match". `drafts.count` is requested in
   * src-renderer/BRIDGE-REQUESTS.md; until the contract has it this asks through an
   * untyped door and, on `unknown_method`/`unavailable`, shows only what is loaded.
   */
  async #count(gen: number): Promise<void> {
    const invoke = this.#bridge.invoke as unknown as (m: string, i: unknown) => Promise<BridgeResult<{ total: number }>>;
    const r = await invoke('drafts.count', { filter: this.#effectiveFilter() });
    if (gen !== this.#generation || !r.ok || typeof r.value?.total !== 'number') return;
    this.#total = r.value.total;
  }

  #ids(): string[] {
    return this.#items.map((d) => d.id);
  }

  click(index: number, mods: ClickMods): void {
    this.#selection = clickSelect(this.#selection, this.#ids(), index, mods);
    this.#active = index;
  }
  selectAll(): void {
    this.#selection = selectAll(this.#ids());
  }
  clearSelection(): void {
    this.#selection = EMPTY_SELECTION;
  }
  /** Keyboard: move the active row; with shift, extend the selection as shift-click would. */
  move(delta: number, extend: boolean): void {
    if (this.#items.length === 0) return;
    const next = Math.max(0, Math.min(this.#items.length - 1, (this.#active < 0 ? -1 : this.#active) + delta));
    if (extend) {
      const base = this.#selection.anchor === null ? { ...this.#selection, anchor: Math.max(0, this.#active) } : this.#selection;
      this.#selection = clickSelect(base, this.#ids(), next, { shift: true, toggle: false });
    } else {
      this.#selection = clickSelect(this.#selection, this.#ids(), next, { shift: false, toggle: false });
    }
    this.#active = next;
  }
  setActive(index: number): void {
    this.#active = index;
  }

  // Bulk actions. Each answers the bridge result so the screen can say what happened.

  async tag(ids: string[], add: string[], remove: string[] = []) {
    const r = await this.#bridge.invoke('drafts.tag', { ids, add, remove });
    if (r.ok) await this.reload();
    return r;
  }
  async duplicate(ids: string[]) {
    const r = await this.#bridge.invoke('drafts.duplicate', { ids });
    if (r.ok) await this.reload();
    return r;
  }
  async remove(ids: string[]) {
    const r = await this.#bridge.invoke('drafts.delete', { ids });
    if (r.ok) {
      this.#selection = EMPTY_SELECTION;
      await this.reload();
    }
    return r;
  }
  async restore(ids: string[]) {
    const r = await this.#bridge.invoke('drafts.restore', { ids });
    if (r.ok) await this.reload();
    return r;
  }
  async addToCampaign(campaignId: string, ids: string[]) {
    return this.#bridge.invoke('campaigns.addDrafts', { id: campaignId, draftIds: ids });
  }
}
