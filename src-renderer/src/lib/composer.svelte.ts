import type { BatchDto, BridgeResult, BudgetDto, DraftDto, Input, JobDto, JobState, MusicTrackDto, PostroomApi, ProblemDto } from '../../../src-main/bridge/contract';
import { follow } from './follow';
import { debounced, type Timers } from './debounce';
import { History } from './history';
import { asks, mergeJobs } from './jobs';
import { needsThumbnail, type Thumb } from './photos';
import { fieldsPatch } from './fieldsPatch';
import type { KeyValueStore } from './preferences.svelte';
import { changedSubjects, photosShown, stillTrue, type CheckedState } from './checks';

/** The draft fields the composer edits (Hub names), as sent in `drafts.update`. */
export type DraftFields = Required<Pick<NonNullable<Input<'drafts.update'>['patch']>,
  'profile_id' | 'platforms' | 'caption' | 'title' | 'fields' | 'scheduled_at' | 'timezone' | 'add_to_queue' | 'tags' | 'notes' | 'captions'>>;
export type FieldName = keyof DraftFields;
const FIELD_NAMES: readonly FieldName[] = ['profile_id', 'platforms', 'caption', 'title', 'fields', 'scheduled_at', 'timezone', 'add_to_queue', 'tags', 'notes', 'captions'];

/** Job states in which the post may still go out (or may already have): not sent twice. */
const IN_FLIGHT: readonly JobState[] = ['prepared', 'sending', 'retrying', 'awaiting', 'unknown', 'blocked'];

/** The fields typed as text, merged 3-way with a teammate's words on save. */
type TextName = 'caption' | 'title' | 'notes';
const TEXT_NAMES: readonly TextName[] = ['caption', 'title', 'notes'];

export type SaveState = 'saved' | 'pending' | 'saving' | 'error';

/** Longest side asked of photos.thumbnail: sharp in the previews column on a 2× screen. */
export const THUMB_SIDE = 512;
/** photos.thumbnail calls in flight at once (each decodes a full photo on the host). */
const THUMB_CONCURRENCY = 3;
/** A draft's jobs read when it is opened: far more than one draft ever has. */
const JOBS_LIMIT = 200;

/** Autosave waits this long after the last change (blur and leaving flush at once). */
export const AUTOSAVE_MS = 500;
/** Checks (preflight, budget, duplicates) run this long after a save. */
export const CHECK_MS = 300;

export interface ComposerDeps {
  bridge: PostroomApi;
  timers: Timers;
  /** Where unsaved edits are kept until the core has them (survives a crash of the host). */
  backup: KeyValueStore;
  now?: () => number;
}

interface Backup {
  revision: number;
  patch: Partial<DraftFields>;
}

export function fieldsOf(d: DraftDto): DraftFields {
  return {
    profile_id: d.profile_id,
    platforms: [...d.platforms],
    caption: d.caption,
    title: d.title,
    fields: { ...d.fields },
    scheduled_at: d.scheduled_at,
    timezone: d.timezone,
    add_to_queue: d.add_to_queue,
    tags: [...d.tags],
    notes: d.notes,
    // Per-channel captions (lib/captions.ts): null = the channel shares the main caption again (sent as such).
    captions: Object.fromEntries(d.captions.map((c) => [c.channel, { caption: c.caption, title: c.title }])),
  };
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
const backupKey = (id: string) => `postroom.unsaved.${id}`;

/**
 * One draft being composed. Every change is applied locally at once, kept in a
 * local backup, and saved (debounced `drafts.update` with the revision). All
 * writes to the core go through one queue so each carries the current revision;
 * a `conflict` (someone else changed the draft) re-reads it and re-applies only
 * the fields changed here. After each save the checks run again.
 */
export class ComposerState {
  #bridge: PostroomApi;
  #backup: KeyValueStore;
  #now: () => number;
  #id: string;

  #draft = $state.raw<DraftDto | null>(null);
  #edit = $state.raw<DraftFields | null>(null);
  #loadError = $state.raw<{ code: string; message: string } | null>(null);
  #saveState = $state<SaveState>('saved');
  #saveError = $state.raw<{ code: string; message: string } | null>(null);
  #recovered = $state(false);
  #problems = $state.raw<ProblemDto[] | null>(null);
  /** The draft as saved when the shown answers were checked: an answer is shown while what it read is unchanged. */
  #checked = $state.raw<CheckedState | null>(null);
  /** Checks asked of the core and not answered yet. */
  #checksRunning = $state(0);
  #problemsError = $state<string | null>(null);
  #budget = $state.raw<BudgetDto | null>(null);
  #budgetError = $state<string | null>(null);
  #duplicates = $state.raw<Array<{ draftId: string; channel: string; caption: string; updatedAt: string }>>([]);
  #music = $state.raw<MusicTrackDto[] | null>(null);
  #musicError = $state<string | null>(null);
  #photoBusy = $state(0);
  /** Photos being added and not yet in the draft (they count as on screen: see photosShown). */
  #photosAdding = $state(0);
  #historyVersion = $state(0);
  #localPreviews = $state.raw<Record<string, string>>({});
  /** When this session handed the draft to the publisher (ms), until its job shows up. */
  #handedAt = $state<number | null>(null);
  #jobs = $state.raw<JobDto[]>([]);
  /** Thumbnails of the draft's stored photos by photo id (photos.thumbnail), only for its current photos. */
  // Replaced, never mutated ($state.raw), so a plain Map.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  #thumbs = $state.raw<ReadonlyMap<string, Thumb>>(new Map());
  #thumbQueue: string[] = [];
  #thumbWorkers = 0;

  // Bookkeeping for the next save, never rendered: plain collections on purpose.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  #dirty = new Set<FieldName>();
  /** The texts as stored when they were last in step with what is typed: a save sends them so the core merges a teammate's words in (issue 33). */
  #base: Record<TextName, string> = { caption: '', title: '', notes: '' };
  /** The texts a save in flight sent: a newer revision arriving meanwhile does not overwrite them on screen. */
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  #inFlight: Map<TextName, string> = new Map();
  #history = new History<DraftFields>();
  #queue: Promise<unknown> = Promise.resolve();
  #autosave;
  #checks;

  constructor(id: string, { bridge, timers, backup, now = () => Date.now() }: ComposerDeps) {
    this.#id = id;
    this.#bridge = bridge;
    this.#backup = backup;
    this.#now = now;
    this.#autosave = debounced(timers, AUTOSAVE_MS, () => void this.#save());
    this.#checks = debounced(timers, CHECK_MS, () => void this.runChecks());
  }

  get id(): string {
    return this.#id;
  }
  get draft(): DraftDto | null {
    return this.#draft;
  }
  get edit(): DraftFields | null {
    return this.#edit;
  }
  get loadError() {
    return this.#loadError;
  }
  get saveState(): SaveState {
    return this.#saveState;
  }
  get saveError(): { code: string; message: string } | null {
    return this.#saveError;
  }
  /** Unsaved edits from an earlier session were found and re-applied. */
  get recovered(): boolean {
    return this.#recovered;
  }
  /**
   * The problems the last check found that are still true of what is on screen (lib/checks.ts):
   * one about a field changed since is dropped at once, and comes back only if the next check,
   * on the saved change, finds it again. Null until the first check answers.
   */
  readonly problems: ProblemDto[] | null = $derived.by(() => {
    const found = this.#problems;
    const checked = this.#checked;
    if (found === null || checked === null) return found;
    return stillTrue(found, checked, this.#shown());
  });
  /** What the person sees: the fields as edited and the draft's photos. */
  #shown(): CheckedState | null {
    const edit = this.#edit;
    return edit ? { fields: edit, photos: photosShown((this.#draft?.photos ?? []).map((p) => p.id), this.#photosAdding) } : null;
  }
  /**
   * The checks have not yet answered for what is on screen: a change waits for its save, or a
   * check is under way. The problems shown are then those still true, not yet the new ones.
   */
  readonly checking: boolean = $derived.by(() => {
    if (this.#checksRunning > 0 || this.#saveState === 'pending' || this.#saveState === 'saving') return true;
    const checked = this.#checked;
    const shown = this.#shown();
    return checked !== null && shown !== null && changedSubjects(checked, shown).size > 0;
  });
  /**
   * The size check answers for what is on screen: same photos, profile and channels as the draft
   * it was worked out on (an error of a half-saved draft is not shown; the next check's is).
   */
  readonly budgetCurrent: boolean = $derived.by(() => {
    const checked = this.#checked;
    const shown = this.#shown();
    if (!checked || !shown) return false;
    const changed = changedSubjects(checked, shown);
    return !changed.has('photos') && !changed.has('profile_id') && !changed.has('platforms');
  });
  get problemsError(): string | null {
    return this.#problemsError;
  }
  get budget(): BudgetDto | null {
    return this.#budget;
  }
  get budgetError(): string | null {
    return this.#budgetError;
  }
  get duplicates() {
    return this.#duplicates;
  }
  get music(): MusicTrackDto[] | null {
    return this.#music;
  }
  get musicError(): string | null {
    return this.#musicError;
  }
  get photosBusy(): boolean {
    return this.#photoBusy > 0;
  }
  /**
   * Given to the publisher in this session and its job not seen yet (its state may reach the
   * library a moment later). Once the job is here, the job says where it is: a post published
   * since is no longer "in the Outbox" (it said so until a reload).
   */
  readonly handedOff: boolean = $derived.by(() => {
    const at = this.#handedAt;
    // A few seconds' slack: the job's time is the host's clock.
    return at !== null && !this.#jobs.some((j) => Date.parse(j.createdAt) >= at - 5_000);
  });
  /** This draft's publishing jobs, newest first (read from jobs.list, kept current by 'job' events). */
  get jobs(): JobDto[] {
    return this.#jobs;
  }
  /** A job of this draft is still on its way (or its outcome is unknown): publishing again would post twice. */
  readonly jobInFlight: boolean = $derived.by(() => this.#jobs.some((j) => IN_FLIGHT.includes(j.state)));

  /**
   * The post the Hub holds (or may hold) for this draft: the newest job whose time, by the core's
   * table, cannot be edited but only sent anew (scheduled or queued at the Hub, or an unknown outcome
   * not yet due). Its time is the one the Hub holds (as sent), never a later edit of the draft.
   */
  readonly held: JobDto | null = $derived.by(() => this.#jobs.find((j) => asks(j, 'edit_time') === 'held_time') ?? null);

  /**
   * Follows the publisher: when a job of this draft changes, re-read the draft (its
   * state and revision) through the write queue, so a save never races it.
   */
  watch(): () => void {
    const reread = (): void => {
      void this.#enqueue(async () => {
        const r = await this.#bridge.invoke('drafts.get', { id: this.#id });
        if (r.ok) this.#setDraft(r.value);
      });
    };
    return follow(this.#bridge, {
      // Written elsewhere (a teammate through the team server, the CLI, another window): the
      // fields not being changed here take the newer values at once (issue 33: edits seen live).
      'library.changed': (c) => {
        // No ids: a teammate's exchange, which may have touched any draft.
        if (c.reason !== 'updated' || (c.draftIds.length > 0 && !c.draftIds.includes(this.#id))) return;
        void this.#enqueue(async () => {
          const r = await this.#bridge.invoke('drafts.get', { id: this.#id });
          if (r.ok) this.#takeNewer(r.value);
        });
      },
      job: (j) => {
        if (j.draftId !== this.#id) return;
        this.#jobs = [j, ...this.#jobs.filter((x) => x.id !== j.id)];
        reread();
      },
    }, () => {
      // Events of a break in the stream are lost: the draft's jobs and state are read again.
      void this.#loadJobs();
      reread();
    });
  }

  /**
   * Stored photos as the page can show them: a JPEG data URL from photos.thumbnail
   * (the page cannot read the host's files), or loading, or why not.
   */
  get thumbs(): ReadonlyMap<string, Thumb> {
    return this.#thumbs;
  }

  /**
   * A newer revision of the draft than the one held: every field with no change waiting here
   * takes its value (a field being edited keeps what is typed; its save merges by revision).
   */
  #takeNewer(d: DraftDto): void {
    const held = this.#draft;
    if (held && d.revision <= held.revision) return;
    this.#setDraft(d);
    const edit = this.#edit;
    if (!edit) return;
    const theirs = fieldsOf(d);
    for (const k of TEXT_NAMES) if (!this.#dirty.has(k) && !this.#inFlight.has(k)) this.#base[k] = d[k];
    const taken = FIELD_NAMES.filter((k) => !this.#dirty.has(k) && !this.#inFlight.has(k as TextName) && !same(edit[k], theirs[k]));
    if (taken.length === 0) return;
    this.#edit = { ...edit, ...Object.fromEntries(taken.map((k) => [k, theirs[k]])) };
    this.#checks.schedule();
  }

  #setDraft(d: DraftDto): void {
    this.#draft = d;
    this.#syncThumbs(d);
  }

  /** Asks for the thumbnails of photos not yet seen; forgets those of removed photos. */
  #syncThumbs(d: DraftDto): void {
    const want = d.photos.filter((p) => needsThumbnail(p)).map((p) => p.id);
    const have = this.#thumbs;
    const missing = want.filter((id) => !have.has(id));
    const gone = [...have.keys()].some((id) => !want.includes(id));
    if (missing.length === 0 && !gone) return;
    // A fresh map each time: $state.raw notices replacement, not mutation.
    // eslint-disable-next-line svelte/prefer-svelte-reactivity
    const next = new Map([...have].filter(([id]) => want.includes(id)));
    for (const id of missing) next.set(id, { state: 'loading' });
    this.#thumbs = next;
    this.#thumbQueue = [...this.#thumbQueue.filter((id) => want.includes(id)), ...missing];
    while (this.#thumbWorkers < THUMB_CONCURRENCY && this.#thumbQueue.length > 0) {
      this.#thumbWorkers++;
      void this.#thumbWorker().finally(() => this.#thumbWorkers--);
    }
  }

  async #thumbWorker(): Promise<void> {
    for (let id = this.#thumbQueue.shift(); id !== undefined; id = this.#thumbQueue.shift()) {
      const photoId = id;
      const r = await this.#bridge.invoke('photos.thumbnail', { draftId: this.#id, photoId, maxSide: THUMB_SIDE });
      if (!this.#thumbs.has(photoId)) continue; // removed meanwhile
      const t: Thumb = r.ok ? { state: 'ready', src: r.value.dataUrl } : { state: 'error', message: r.error.message };
      // eslint-disable-next-line svelte/prefer-svelte-reactivity
      this.#thumbs = new Map(this.#thumbs).set(photoId, t);
    }
  }

  /** Object URLs of photos added in this session (shown at once, before their thumbnail). */
  get localPreviews(): Readonly<Record<string, string>> {
    return this.#localPreviews;
  }
  rememberPreview(photoId: string, url: string): void {
    this.#localPreviews = { ...this.#localPreviews, [photoId]: url };
  }
  get canUndo(): boolean {
    void this.#historyVersion;
    return this.#history.canUndo;
  }
  get canRedo(): boolean {
    void this.#historyVersion;
    return this.#history.canRedo;
  }
  readonly errorCount: number = $derived.by(() => (this.problems ?? []).filter((p) => p.severity === 'error').length);

  async load(): Promise<void> {
    const r = await this.#bridge.invoke('drafts.get', { id: this.#id });
    if (!r.ok) {
      this.#loadError = r.error;
      return;
    }
    this.#setDraft(r.value);
    for (const k of TEXT_NAMES) this.#base[k] = r.value[k];
    let edit = fieldsOf(r.value);
    const saved = this.#readBackup();
    if (saved && saved.revision === r.value.revision) {
      const patch = Object.fromEntries(Object.entries(saved.patch).filter(([k, v]) => !same(v, edit[k as FieldName])));
      if (Object.keys(patch).length > 0) {
        edit = { ...edit, ...patch };
        for (const k of Object.keys(patch)) this.#dirty.add(k as FieldName);
        this.#recovered = true;
        this.#saveState = 'pending';
        this.#autosave.schedule();
      }
    } else if (saved) {
      this.#clearBackup();
    }
    this.#edit = edit;
    // Recovered edits are checked once saved (the save runs the checks), not on the older draft.
    if (!this.#recovered) void this.runChecks();
    void this.#loadJobs();
  }

  /** This draft's jobs (jobs.list by draft); 'job' events that arrived meanwhile are newer and kept. */
  async #loadJobs(): Promise<void> {
    const r = await this.#bridge.invoke('jobs.list', { draftId: this.#id, limit: JOBS_LIMIT });
    if (r.ok) this.#jobs = mergeJobs(r.value.filter((j) => j.draftId === this.#id), this.#jobs);
  }

  /** Applies one change now; saved after a pause (or on flush). */
  set<K extends FieldName>(key: K, value: DraftFields[K], historyKey: string = key): void {
    const cur = this.#edit;
    if (!cur || same(cur[key], value)) return;
    this.#history.record(cur, historyKey, this.#now());
    this.#historyVersion++;
    this.#apply({ ...cur, [key]: value }, [key]);
  }

  /** Sets or clears (empty string) one channel field, e.g. `pinterest_board_id`, `x_title`. */
  setField(name: string, value: string): void {
    const cur = this.#edit;
    if (!cur) return;
    const fields = { ...cur.fields };
    if (value === '') delete fields[name];
    else fields[name] = value;
    this.set('fields', fields, `fields.${name}`);
  }

  /** Several fields as one undo step (e.g. the schedule: time, zone and queue together). */
  setMany(patch: Partial<DraftFields>, historyKey: string): void {
    const cur = this.#edit;
    if (!cur) return;
    const changed = (Object.keys(patch) as FieldName[]).filter((k) => !same(cur[k], patch[k]));
    if (changed.length === 0) return;
    this.#history.record(cur, historyKey, this.#now());
    this.#historyVersion++;
    this.#apply({ ...cur, ...patch }, changed);
  }

  undo(): boolean {
    if (!this.#edit) return false;
    const prev = this.#history.undo(this.#edit);
    this.#historyVersion++;
    if (!prev) return false;
    this.#apply(prev, FIELD_NAMES.filter((k) => !same(prev[k], this.#edit?.[k])));
    return true;
  }

  redo(): boolean {
    if (!this.#edit) return false;
    const next = this.#history.redo(this.#edit);
    this.#historyVersion++;
    if (!next) return false;
    this.#apply(next, FIELD_NAMES.filter((k) => !same(next[k], this.#edit?.[k])));
    return true;
  }

  #apply(next: DraftFields, changed: readonly FieldName[]): void {
    this.#edit = next;
    for (const k of changed) this.#dirty.add(k);
    this.#writeBackup();
    this.#saveState = 'pending';
    this.#autosave.schedule();
  }

  get hasUnsaved(): boolean {
    return this.#dirty.size > 0 || this.#saveState === 'saving' || this.#saveState === 'pending';
  }

  /** Saves now (blur, leaving the screen, before publishing). Resolves when the core has it. */
  async flush(): Promise<boolean> {
    this.#autosave.cancel();
    return this.#save();
  }

  #enqueue<T>(job: () => Promise<T>): Promise<T> {
    const p = this.#queue.then(job, job);
    this.#queue = p.catch(() => undefined);
    return p;
  }

  #save(): Promise<boolean> {
    return this.#enqueue(async () => {
      const edit = this.#edit;
      const draft = this.#draft;
      if (!edit || !draft || this.#dirty.size === 0) {
        if (this.#saveState !== 'error') this.#saveState = 'saved';
        return true;
      }
      const keys = [...this.#dirty];
      const patch = Object.fromEntries(keys.map((k) => [k, edit[k]])) as Partial<DraftFields>;
      // The core merges `fields`: a field cleared here is sent as '' (removed), not just left out.
      if (patch.fields) patch.fields = fieldsPatch(draft.fields, patch.fields);
      // The texts go with what they started from: the core merges them into a teammate's words that landed meanwhile.
      const texts = TEXT_NAMES.filter((k) => patch[k] !== undefined);
      const base = Object.fromEntries(texts.map((k) => [k, this.#base[k]]));
      for (const k of texts) this.#inFlight.set(k, edit[k]);
      this.#dirty.clear();
      this.#saveState = 'saving';
      let r = await this.#bridge.invoke('drafts.update', { id: this.#id, patch, revision: draft.revision, ...(texts.length > 0 ? { base } : {}) });
      if (!r.ok && r.error.code === 'conflict') {
        // Changed elsewhere: take the newer revision, keep our edits to the fields we changed.
        const fresh = await this.#bridge.invoke('drafts.get', { id: this.#id });
        if (fresh.ok) r = await this.#bridge.invoke('drafts.update', { id: this.#id, patch, revision: fresh.value.revision, ...(texts.length > 0 ? { base } : {}) });
      }
      const sent = this.#inFlight;
      // eslint-disable-next-line svelte/prefer-svelte-reactivity -- bookkeeping, never rendered
      this.#inFlight = new Map();
      if (!r.ok) {
        for (const k of keys) this.#dirty.add(k);
        this.#saveState = 'error';
        this.#saveError = r.error;
        return false;
      }
      this.#setDraft(r.value);
      this.#takeMerged(r.value, sent);
      this.#saveError = null;
      if (this.#dirty.size === 0) {
        this.#saveState = 'saved';
        this.#clearBackup();
      } else {
        this.#saveState = 'pending';
        this.#writeBackup();
      }
      this.#checks.schedule();
      return true;
    });
  }

  /**
   * After a save: a text typed no further since shows what the core merged (a teammate's words
   * included); one typed further keeps what is typed and its next save merges from what was sent.
   */
  #takeMerged(d: DraftDto, sent: ReadonlyMap<TextName, string>): void {
    const edit = this.#edit;
    if (!edit) return;
    const taken: Partial<Record<TextName, string>> = {};
    for (const [k, v] of sent) {
      if (edit[k] === v) {
        this.#base[k] = d[k];
        if (d[k] !== v) taken[k] = d[k];
      } else {
        this.#base[k] = v;
      }
    }
    if (Object.keys(taken).length > 0) this.#edit = { ...edit, ...taken };
  }

  /**
   * Preflight, budget and duplicate guard, from the core (offline: no Hub needed). They read the
   * saved draft, so they run only when every change is saved: a change waiting for its save (or
   * being saved) would be checked half-saved ("choose a brand profile" while one is chosen). That
   * save runs them when it lands. Checks run concurrently (each photo change starts one; fitting
   * is slow): only the latest one's answers are shown.
   */
  #checkSeq = 0;
  async runChecks(): Promise<void> {
    const draft = this.#draft;
    if (!draft || this.#dirty.size > 0 || this.#saveState === 'pending' || this.#saveState === 'saving') return;
    const seq = ++this.#checkSeq;
    const checked: CheckedState = { fields: fieldsOf(draft), photos: draft.photos.map((p) => p.id) };
    this.#checksRunning++;
    let answers;
    try {
      answers = await Promise.all([
        this.#bridge.invoke('drafts.preflight', { id: this.#id }),
        this.#bridge.invoke('drafts.budget', { id: this.#id }),
        this.#bridge.invoke('drafts.duplicates', { id: this.#id }),
      ]);
    } finally {
      this.#checksRunning--;
    }
    const [p, b, d] = answers;
    if (seq !== this.#checkSeq) return; // a newer check is under way: these answers are stale
    this.#checked = checked;
    if (p.ok) {
      this.#problems = p.value;
      this.#problemsError = null;
    } else this.#problemsError = p.error.message;
    if (b.ok) {
      this.#budget = b.value;
      this.#budgetError = null;
    } else this.#budgetError = b.error.message;
    if (d.ok) this.#duplicates = d.value;
  }

  async loadMusic(profileId: string): Promise<void> {
    this.#musicError = null;
    const r = await this.#bridge.invoke('music.trending', { profile_id: profileId });
    if (r.ok) this.#music = r.value;
    else this.#musicError = r.error.message;
  }

  // Photos: each call returns the draft with its new revision, so they go through the queue too.

  #photoOp(run: () => Promise<BridgeResult<DraftDto>>, adding = 0): Promise<BridgeResult<DraftDto>> {
    this.#photoBusy++;
    this.#photosAdding += adding;
    return this.#enqueue(async () => {
      try {
        const r = await run();
        if (r.ok) {
          this.#setDraft({ ...r.value });
          void this.runChecks();
        }
        return r;
      } finally {
        this.#photoBusy--;
        this.#photosAdding -= adding;
      }
    });
  }

  /**
   * Photos the person chose that are still being read here before they go to the core (a large one
   * takes seconds): they count as on screen and as being added at once. Returns the release.
   */
  photosComing(n: number): () => void {
    this.#photosAdding += n;
    this.#photoBusy++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#photosAdding -= n;
      this.#photoBusy--;
    };
  }

  addPhotoBytes(name: string, base64: string) {
    return this.#photoOp(() => this.#bridge.invoke('photos.addBytes', { draftId: this.#id, name, base64 }), 1);
  }
  addPhotoUrls(urls: string[]) {
    return this.#photoOp(() => this.#bridge.invoke('photos.add', { draftId: this.#id, files: [], urls }), urls.length);
  }
  removePhoto(photoId: string) {
    return this.#photoOp(() => this.#bridge.invoke('photos.remove', { draftId: this.#id, photoId }));
  }
  reorderPhotos(order: string[]) {
    return this.#photoOp(() => this.#bridge.invoke('photos.reorder', { draftId: this.#id, order }));
  }

  /** Saves, re-checks, and hands the draft to the publisher (it waits in the outbox while offline). */
  async publish(opts: { again?: boolean } = {}): Promise<BridgeResult<BatchDto> | { ok: false; error: { code: 'unsaved' | 'has_errors'; message: string } }> {
    const saved = await this.flush();
    if (!saved) return { ok: false, error: { code: 'unsaved', message: this.#saveError?.message ?? 'not saved' } };
    await this.runChecks();
    if (this.errorCount > 0) return { ok: false, error: { code: 'has_errors', message: `${this.errorCount} problems` } };
    // again: the user chose "Publish again…" (the core holds back a draft sent before otherwise).
    const r = await this.#bridge.invoke('publish.start', { draftIds: [this.#id], ...(opts.again ? { again: true } : {}) });
    if (r.ok) {
      // Handed over only when the publisher took it (a post the team holds back is not in the Outbox).
      if (r.value.sent !== 0) this.#handedAt = Date.now();
      const fresh = await this.#bridge.invoke('drafts.get', { id: this.#id });
      if (fresh.ok) this.#setDraft(fresh.value);
      // The job may have come and gone (events) before this answer: its list is read again.
      void this.#loadJobs();
    }
    return r;
  }

  /**
   * The honest way to give a post the Hub holds another time (the Hub cannot move or unschedule it,
   * and it still goes out): the draft saved at the new time (`scheduledAt` as the schedule section
   * writes it, with its zone) and sent again as a NEW post.
   */
  async sendAsNewAt(scheduledAt: string, timezone: string): ReturnType<ComposerState['publish']> {
    this.setMany({ scheduled_at: scheduledAt, timezone, add_to_queue: false }, 'schedule');
    return this.publish({ again: true });
  }

  #writeBackup(): void {
    const edit = this.#edit;
    const draft = this.#draft;
    if (!edit || !draft) return;
    const base = fieldsOf(draft);
    const patch = Object.fromEntries(FIELD_NAMES.filter((k) => !same(edit[k], base[k])).map((k) => [k, edit[k]]));
    try {
      this.#backup.setItem(backupKey(this.#id), JSON.stringify({ revision: draft.revision, patch } satisfies Backup));
    } catch {
      /* storage full: the autosave still runs */
    }
  }
  #readBackup(): Backup | null {
    try {
      const raw = this.#backup.getItem(backupKey(this.#id));
      if (!raw) return null;
      const v = JSON.parse(raw) as Backup;
      return typeof v.revision === 'number' && v.patch && typeof v.patch === 'object' ? v : null;
    } catch {
      return null;
    }
  }
  #clearBackup(): void {
    try {
      this.#backup.setItem(backupKey(this.#id), '');
    } catch {
      /* nothing to clear */
    }
  }
}
