import type { BatchDto, BridgeResult, BudgetDto, DraftDto, JobDto, MusicTrackDto, PostroomApi, ProblemDto } from '../../../src-main/bridge/contract';
import { follow } from './follow';
import { debounced, type Timers } from './debounce';
import { ComposeHistory } from './composeHistory';
import type { Thumb } from './photos';
import { fieldsPatch } from './fieldsPatch';
import type { KeyValueStore } from './preferences.svelte';
import { photosShown, type CheckedState } from './checks';
import { FIELD_NAMES, fieldsOf, same, type DraftFields, type FieldName } from './draftFields';
import { TextMerge } from './coediting';
import { DraftThumbs } from './draftThumbs.svelte';
import { DraftJobs } from './draftJobs.svelte';
import { draftJobsFollow } from './draftJobsFollow';
import { DraftChecks } from './draftChecks.svelte';
import { DraftPhotos } from './draftPhotos.svelte';
import { clearBackup, readBackup, writeBackup } from './unsavedBackup';

// The draft's fields and the thumbnails' size live in their own modules; callers import them from here.
export { fieldsOf, type DraftFields, type FieldName } from './draftFields';
export { THUMB_SIDE } from './draftThumbs.svelte';


export type SaveState = 'saved' | 'pending' | 'saving' | 'error';


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
  #loadError = $state.raw<{ code: string; message: string; details?: Readonly<Record<string, unknown>> | undefined } | null>(null);
  #saveState = $state<SaveState>('saved');
  #saveError = $state.raw<{ code: string; message: string; details?: Readonly<Record<string, unknown>> | undefined } | null>(null);
  #recovered = $state(false);
  #music = $state.raw<MusicTrackDto[] | null>(null);
  #musicError = $state<string | null>(null);
  #historyVersion = $state(0);
  /** The draft's photo operations (add, remove, reorder), those on their way and this session's previews (lib/draftPhotos.svelte.ts). */
  readonly photos: DraftPhotos;
  /** The draft's publishing jobs (lib/draftJobs.svelte.ts). */
  #jobs: DraftJobs;
  /** Thumbnails of the draft's stored photos (photos.thumbnail), only for its current photos. */
  #thumbs: DraftThumbs;
  /** Preflight, budget and duplicates: their answers and how far they still hold (lib/draftChecks.svelte.ts). */
  #answers: DraftChecks;

  // Bookkeeping for the next save, never rendered: plain collections on purpose.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  #dirty = new Set<FieldName>();
  /** The typed texts' merge with a teammate's words (issue 33, lib/coediting.ts). */
  #merge = new TextMerge();
  /** Undo/redo of the changes made here only (lib/composeHistory.ts): a teammate's are never taken back. */
  #history = new ComposeHistory();
  /** w10undo: the fields the last Undo/Redo left as they are (a teammate changed them since), said under the buttons. */
  #undoNote = $state.raw<{ dir: 'undo' | 'redo'; fields: FieldName[] } | null>(null);
  #queue: Promise<unknown> = Promise.resolve();
  #autosave;
  #checks;

  constructor(id: string, { bridge, timers, backup, now = () => Date.now() }: ComposerDeps) {
    this.#id = id;
    this.#bridge = bridge;
    this.#backup = backup;
    this.#now = now;
    this.#thumbs = new DraftThumbs(bridge, id);
    this.#jobs = new DraftJobs(bridge, id);
    this.#answers = new DraftChecks(bridge, id, () => this.#shown());
    // Photos: each call returns the draft with its new revision, so they go through the queue too.
    this.photos = new DraftPhotos(bridge, id, (job) => this.#enqueue(job), (d) => {
      this.#hold(d);
      void this.runChecks();
    });
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
  /** The problems the last check found that are still true of what is on screen (DraftChecks.problems). */
  get problems(): ProblemDto[] | null {
    return this.#answers.problems;
  }
  /** What the person sees: the fields as edited and the draft's photos. */
  #shown(): CheckedState | null {
    const edit = this.#edit;
    return edit ? { fields: edit, photos: photosShown((this.#draft?.photos ?? []).map((p) => p.id), this.photos.adding) } : null;
  }
  /**
   * The checks have not yet answered for what is on screen: a change waits for its save, or a
   * check is under way. The problems shown are then those still true, not yet the new ones.
   */
  get checking(): boolean {
    return this.#saveState === 'pending' || this.#saveState === 'saving' || this.#answers.behind;
  }
  /** The size check answers for what is on screen (DraftChecks.budgetCurrent). */
  get budgetCurrent(): boolean {
    return this.#answers.budgetCurrent;
  }
  get problemsError(): string | null {
    return this.#answers.problemsError;
  }
  get budget(): BudgetDto | null {
    return this.#answers.budget;
  }
  get budgetError(): string | null {
    return this.#answers.budgetError;
  }
  get duplicates() {
    return this.#answers.duplicates;
  }
  get music(): MusicTrackDto[] | null {
    return this.#music;
  }
  get musicError(): string | null {
    return this.#musicError;
  }
  /** Given to the publisher in this session and its job not seen yet (DraftJobs.handedOff). */
  get handedOff(): boolean {
    return this.#jobs.handedOff;
  }
  /** This draft's publishing jobs, newest first (read from jobs.list, kept current by 'job' events). */
  get jobs(): JobDto[] {
    return this.#jobs.list;
  }
  /** A job of this draft is still on its way (or its outcome is unknown): publishing again would post twice. */
  get jobInFlight(): boolean {
    return this.#jobs.inFlight;
  }
  /** The post the Hub holds (or may hold) for this draft, at the time it holds (DraftJobs.held). */
  get held(): JobDto | null {
    return this.#jobs.held;
  }

  /**
   * Follows the publisher: when a job of this draft changes, re-read the draft (its
   * state and revision) through the write queue, so a save never races it.
   */
  watch(): () => void {
    const reread = (): void => {
      void this.#enqueue(async () => {
        const r = await this.#bridge.invoke('drafts.get', { id: this.#id });
        if (r.ok) this.#hold(r.value);
      });
    };
    return follow(this.#bridge, {
      // Written elsewhere (a teammate through the team server, the CLI, another window): the
      // fields not being changed here take the newer values at once (issue 33: edits seen live).
      'library.changed': (c) => {
        // No ids: a teammate's exchange, which may have touched any draft.
        const mine = c.draftIds.length === 0 || c.draftIds.includes(this.#id);
        // A teammate's approval may reach this laptop after its review event: the jobs' verdicts (jobverdict:
        // team rules included) are read again with the exchange that brought it, as Compose's publish hold is.
        if (mine && this.#jobs.list.length > 0) void this.#jobs.load();
        // A draft this screen could not open may be a teammate's on its way (its link opened before the exchange brought
        // it here): read again as the library changes, so "not found" gives way to the draft by itself.
        if (mine && this.#loadError !== null && this.#edit === null) {
          void this.load();
          return;
        }
        if (c.reason !== 'updated' || !mine) return;
        void this.#enqueue(async () => {
          const r = await this.#bridge.invoke('drafts.get', { id: this.#id });
          if (r.ok) this.#takeNewer(r.value);
        });
      },
      job: (j) => {
        if (j.draftId !== this.#id) return;
        this.#jobs.took(j);
        reread();
      },
      // rolelive: the batch it was handed over in held it back after all (DraftJobs.batch): read again.
      batch: (b) => {
        if (this.#jobs.batch(b)) reread();
      },
      // poststate: a review step of this draft changes its jobs' verdicts (lib/draftJobsFollow.ts).
      ...draftJobsFollow(this.#jobs, this.#id),
    }, () => {
      // Events of a break in the stream are lost: the draft's jobs and state are read again.
      void this.#jobs.load();
      reread();
    });
  }

  /**
   * Stored photos as the page can show them: a JPEG data URL from photos.thumbnail
   * (the page cannot read the host's files), or loading, or why not.
   */
  get thumbs(): ReadonlyMap<string, Thumb> {
    return this.#thumbs.all;
  }

  /**
   * A newer revision of the draft than the one held: every field with no change waiting here
   * takes its value (a field being edited keeps what is typed; its save merges by revision).
   */
  #takeNewer(d: DraftDto): void {
    const held = this.#draft;
    if (held && d.revision <= held.revision) return;
    this.#hold(d);
  }

  /**
   * w31fields (walk 29): the draft as the core answered it (a read, a save's or a photo's answer) is the one held, unless
   * older than it; and every field with no change waiting here, none being saved, and none this answer already answered
   * for (`answered`: the fields its save sent, taken as merged by TextMerge.landed) shows its stored value. A save's answer
   * holds whatever another process committed before it (the CLI's `drafts edit --title` while the caption is typed); the
   * watch's `library.changed` that follows then finds no newer revision, so the answer is the one chance to show it.
   */
  #hold(d: DraftDto, answered: readonly FieldName[] = []): void {
    const held = this.#draft;
    if (held && d.revision < held.revision) return;
    this.#setDraft(d);
    const edit = this.#edit;
    if (!edit) return;
    const stored = fieldsOf(d);
    this.#merge.newer(d, this.#dirty);
    const taken = FIELD_NAMES.filter((k) => !this.#dirty.has(k) && !answered.includes(k) && !this.#merge.sending(k) && !same(edit[k], stored[k]));
    if (taken.length === 0) return;
    this.#edit = { ...edit, ...Object.fromEntries(taken.map((k) => [k, stored[k]])) };
    this.#checks.schedule();
  }

  #setDraft(d: DraftDto): void {
    this.#draft = d;
    this.#thumbs.sync(d);
  }

  /** A change of mine that undo would still take back (one a teammate changed since does not count). */
  get canUndo(): boolean {
    void this.#historyVersion;
    return this.#edit !== null && this.#history.canUndo(this.#edit);
  }
  /** What the last Undo/Redo did not take back because a teammate changed it since (null: nothing to say). */
  get undoNote(): { dir: 'undo' | 'redo'; fields: readonly FieldName[] } | null {
    return this.#undoNote;
  }
  get canRedo(): boolean {
    void this.#historyVersion;
    return this.#edit !== null && this.#history.canRedo(this.#edit);
  }
  readonly errorCount: number = $derived.by(() => (this.problems ?? []).filter((p) => p.severity === 'error').length);

  async load(): Promise<void> {
    const r = await this.#bridge.invoke('drafts.get', { id: this.#id });
    if (!r.ok) {
      this.#loadError = r.error;
      return;
    }
    this.#loadError = null;
    this.#setDraft(r.value);
    this.#merge.opened(r.value);
    let edit = fieldsOf(r.value);
    const saved = readBackup(this.#backup, this.#id);
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
      clearBackup(this.#backup, this.#id);
    }
    this.#edit = edit;
    // Recovered edits are checked once saved (the save runs the checks), not on the older draft.
    if (!this.#recovered) void this.runChecks();
    void this.#jobs.load();
  }

  /** Applies one change now; saved after a pause (or on flush). */
  set<K extends FieldName>(key: K, value: DraftFields[K], historyKey: string = key): void {
    const cur = this.#edit;
    if (!cur || same(cur[key], value)) return;
    const next = { ...cur, [key]: value };
    this.#undoNote = null;
    this.#history.record(cur, next, historyKey, this.#now());
    this.#historyVersion++;
    this.#apply(next, [key]);
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
    const next = { ...cur, ...patch };
    this.#undoNote = null;
    this.#history.record(cur, next, historyKey, this.#now());
    this.#historyVersion++;
    this.#apply(next, changed);
  }

  /**
   * Takes back my last change: the fields (channel options, channel captions: each key) that still
   * hold what I gave them, and my own words within text a teammate changed since (theirs stay). A
   * place a teammate changed otherwise is left and said (`undoNote`): Undo never goes on to an
   * older change of mine instead (w10undo). Only what undo changed is saved as my edit (a field it
   * leaves alone is not sent, so it writes no History line for it).
   */
  undo(): boolean {
    return this.#step('undo');
  }

  redo(): boolean {
    return this.#step('redo');
  }

  #step(dir: 'undo' | 'redo'): boolean {
    if (!this.#edit) return false;
    const r = dir === 'undo' ? this.#history.undo(this.#edit) : this.#history.redo(this.#edit);
    this.#historyVersion++;
    this.#undoNote = r && r.blocked.length > 0 ? { dir, fields: r.blocked } : null;
    if (!r || r.changed.length === 0) return false;
    this.#apply(r.next, r.changed);
    return true;
  }

  #apply(next: DraftFields, changed: readonly FieldName[]): void {
    this.#edit = next;
    for (const k of changed) this.#dirty.add(k);
    this.#keepUnsaved();
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
      const base = this.#merge.send(patch, edit);
      this.#dirty.clear();
      this.#saveState = 'saving';
      let r = await this.#bridge.invoke('drafts.update', { id: this.#id, patch, revision: draft.revision, ...(base ? { base } : {}) });
      if (!r.ok && r.error.code === 'conflict') {
        // Changed elsewhere: take the newer revision, keep our edits to the fields we changed.
        const fresh = await this.#bridge.invoke('drafts.get', { id: this.#id });
        if (fresh.ok) r = await this.#bridge.invoke('drafts.update', { id: this.#id, patch, revision: fresh.value.revision, ...(base ? { base } : {}) });
      }
      const taken = this.#merge.landed(r.ok ? r.value : null, this.#edit);
      if (!r.ok) {
        for (const k of keys) this.#dirty.add(k);
        this.#saveState = 'error';
        this.#saveError = r.error;
        return false;
      }
      // A text typed no further since shows what the core merged (a teammate's words included).
      if (Object.keys(taken).length > 0 && this.#edit) this.#edit = { ...this.#edit, ...taken };
      // The fields this save did not send show what the answer holds (another process's change committed before it).
      this.#hold(r.value, keys);
      this.#saveError = null;
      if (this.#dirty.size === 0) {
        this.#saveState = 'saved';
        clearBackup(this.#backup, this.#id);
      } else {
        this.#saveState = 'pending';
        this.#keepUnsaved();
      }
      this.#checks.schedule();
      return true;
    });
  }

  /**
   * Preflight, budget and duplicate guard, from the core (offline: no Hub needed). They read the
   * saved draft, so they run only when every change is saved: a change waiting for its save (or
   * being saved) would be checked half-saved ("choose a brand profile" while one is chosen). That
   * save runs them when it lands. Checks run concurrently (each photo change starts one; fitting
   * is slow): only the latest one's answers are shown.
   */
  async runChecks(): Promise<void> {
    const draft = this.#draft;
    if (!draft || this.#dirty.size > 0 || this.#saveState === 'pending' || this.#saveState === 'saving') return;
    await this.#answers.run(draft);
  }

  async loadMusic(profileId: string): Promise<void> {
    this.#musicError = null;
    const r = await this.#bridge.invoke('music.trending', { profile_id: profileId });
    if (r.ok) this.#music = r.value;
    else this.#musicError = r.error.message;
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
      if (r.value.sent !== 0) this.#jobs.handed(Date.now(), r.value.id);
      const fresh = await this.#bridge.invoke('drafts.get', { id: this.#id });
      if (fresh.ok) this.#hold(fresh.value);
      // The job may have come and gone (events) before this answer: its list is read again.
      void this.#jobs.load();
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

  #keepUnsaved(): void {
    if (this.#edit && this.#draft) writeBackup(this.#backup, this.#id, this.#draft, this.#edit);
  }
}
