import type { BridgeResult, DraftSummaryDto, Input, PostroomApi } from '../../../src-main/bridge/contract';
import { debounced, type Timers } from './debounce';
import { EMPTY_SELECTION, clickSelect, pruneSelection, selectAll, selectAllStep, type ClickMods, type SelectionState } from './selection';

export type DraftFilter = NonNullable<Input<'drafts.list'>['filter']>;

/** How many drafts one page asks for: a screenful or three. */
export const PAGE_SIZE = 200;
/** Typing in the search box waits this long before asking (each keystroke resets it). */
export const SEARCH_DEBOUNCE_MS = 150;
/** 'library.changed' events (an import sends many) are taken together after this pause. */
export const CHANGED_DEBOUNCE_MS = 300;
/** The most ids "select all N" takes (the bridge's bulk limit). */
export const MAX_SELECT = 100_000;

/** Every draft matching the filter is selected, not only the loaded rows. */
interface AllMatching {
  ids: string[];
  set: ReadonlySet<string>;
}

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
  #all = $state.raw<AllMatching | null>(null);
  #selectingAll = $state(false);
  #stale = $state(false);
  #generation = 0;
  /** Bumped whenever the user changes the selection: a late drafts.ids answer is then dropped. */
  #allRequest = 0;
  #searchTimer;
  #changedTimer;

  constructor({ bridge, timers }: LibraryDeps) {
    this.#bridge = bridge;
    this.#searchTimer = debounced(timers, SEARCH_DEBOUNCE_MS, () => void this.reload());
    this.#changedTimer = debounced(timers, CHANGED_DEBOUNCE_MS, () => this.#onChanged());
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
    return this.#all?.set ?? this.#selection.selected;
  }
  /** Every match is selected ("select all N"), loaded or not. */
  get allMatching(): boolean {
    return this.#all !== null;
  }
  /** drafts.ids is being asked for every match. */
  get selectingAll(): boolean {
    return this.#selectingAll;
  }
  /** The library changed elsewhere while many rows are loaded: offer a refresh (the count is already fresh). */
  get changedElsewhere(): boolean {
    return this.#stale;
  }
  /** Index of the row with keyboard focus (-1: none). */
  get active(): number {
    return this.#active;
  }
  /** What bulk actions apply to: every match after "select all N", else the selected loaded rows. */
  readonly selectedIds: string[] = $derived.by(() => this.#all?.ids ?? this.#items.filter((d) => this.#selection.selected.has(d.id)).map((d) => d.id));
  /** Every loaded row is selected and more drafts match: offer "select all N". */
  readonly canSelectAllMatching: boolean = $derived.by(() => selectAllStep(this.#selection.selected, this.#ids(), this.#total, this.#all !== null) === 'matching');
  readonly filtered: boolean = $derived.by(() => this.#query.trim() !== '' || Object.values(this.#filter).some((v) => v !== undefined && v !== ''));

  /** Search as the user types: debounced, then a fresh first page. */
  set query(q: string) {
    this.#query = q;
    this.#dropAll();
    this.#searchTimer.schedule();
  }

  /** Changes one filter (undefined or '' removes it) and reloads at once. */
  setFilter<K extends keyof DraftFilter>(key: K, value: DraftFilter[K] | '' | undefined): void {
    const next = { ...this.#filter };
    if (value === undefined || value === '') delete next[key];
    else next[key] = value as DraftFilter[K];
    this.#filter = next;
    this.#dropAll();
    void this.reload();
  }

  clearFilters(): void {
    this.#filter = {};
    this.#query = '';
    this.#dropAll();
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
    this.#stale = false;
    this.#changedTimer.cancel();
    const filter = this.#effectiveFilter();
    void this.#count(gen, filter);
    // After a bulk action with every match selected: the matches may have changed.
    if (this.#all) void this.#fetchAll(gen, filter);
    const r = await this.#bridge.invoke('drafts.list', { filter, cursor: null, limit: PAGE_SIZE });
    if (gen !== this.#generation) return;
    if (!r.ok) {
      this.#load = 'error';
      this.#error = r.error;
      return;
    }
    this.#items = r.value.items;
    // The whole list fits in one page: that is the count. Otherwise drafts.count says (or has said).
    if (r.value.nextCursor === null) this.#total = r.value.items.length;
    else if (this.#total !== null && this.#total <= r.value.items.length) this.#total = null;
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
    if (r.value.nextCursor === null && this.#total === null) this.#total = this.#items.length;
    this.#cursor = r.value.nextCursor;
    this.#done = r.value.nextCursor === null;
    this.#load = 'idle';
  }

  /** How many drafts match (drafts.count), for "N drafts match"; an answer for an older filter is dropped. */
  async #count(gen: number, filter: DraftFilter): Promise<void> {
    const r = await this.#bridge.invoke('drafts.count', { filter });
    if (gen !== this.#generation) return;
    if (r.ok) this.#total = r.value.total;
    else if (!this.#done) this.#total = null; // say "N shown, more as you scroll" rather than a wrong number
  }

  /**
   * 'library.changed' (another window, the CLI, an import, or our own action): taken
   * together after a pause. Near the top the list is reloaded; further down only the
   * count is refreshed and a refresh is offered (a reload would lose the scroll position).
   */
  changed(): void {
    this.#changedTimer.schedule();
  }
  #onChanged(): void {
    if (this.#items.length <= PAGE_SIZE) {
      void this.reload();
      return;
    }
    this.#stale = true;
    void this.#count(this.#generation, this.#effectiveFilter());
  }

  #dropAll(): void {
    this.#all = null;
    this.#allRequest++;
    this.#selectingAll = false;
  }

  async #fetchAll(gen: number, filter: DraftFilter): Promise<BridgeResult<{ ids: string[] }>> {
    const req = ++this.#allRequest;
    this.#selectingAll = true;
    const r = await this.#bridge.invoke('drafts.ids', { filter, limit: MAX_SELECT });
    const current = gen === this.#generation && req === this.#allRequest;
    if (current) this.#selectingAll = false;
    if (!current || !r.ok) return r;
    if (r.value.ids.length === 0) {
      this.#all = null;
      this.#selection = EMPTY_SELECTION;
    } else {
      // A lookup replaced as a whole, never mutated: a plain Set.
      // eslint-disable-next-line svelte/prefer-svelte-reactivity
      this.#all = { ids: r.value.ids, set: new Set(r.value.ids) };
      this.#selection = selectAll(this.#ids());
    }
    return r;
  }

  #ids(): string[] {
    return this.#items.map((d) => d.id);
  }

  click(index: number, mods: ClickMods): void {
    this.#dropAll();
    this.#selection = clickSelect(this.#selection, this.#ids(), index, mods);
    this.#active = index;
  }
  /**
   * Ctrl+A: every loaded row; pressed again (all loaded rows selected, more match),
   * every match. Answers the drafts.ids result when it asked, so the screen can say
   * why it did not work; null when nothing was asked.
   */
  async selectAll(): Promise<BridgeResult<{ ids: string[] }> | null> {
    const step = selectAllStep(this.#selection.selected, this.#ids(), this.#total, this.#all !== null);
    if (step === 'loaded') {
      this.#dropAll();
      this.#selection = selectAll(this.#ids());
    }
    if (step !== 'matching') return null;
    return this.selectAllMatching();
  }
  /** Selects every draft matching the filter (up to MAX_SELECT), loaded or not. */
  selectAllMatching(): Promise<BridgeResult<{ ids: string[] }>> {
    return this.#fetchAll(this.#generation, this.#effectiveFilter());
  }
  clearSelection(): void {
    this.#dropAll();
    this.#selection = EMPTY_SELECTION;
  }
  /** Keyboard: move the active row; with shift, extend the selection as shift-click would. */
  move(delta: number, extend: boolean): void {
    if (this.#items.length === 0) return;
    this.#dropAll();
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
      this.#dropAll();
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
