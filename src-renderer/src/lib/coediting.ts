import type { DraftDto } from '../../../src-main/bridge/contract';
import { TEXT_NAMES, fieldsOf, same, type DraftFields, type FieldName } from './draftFields';

/** The fields saved against what they started from: the typed texts and the lists (tags, channel captions; optsmerge: channel options, channels). */
type MergedName = 'caption' | 'title' | 'notes' | 'tags' | 'captions' | 'fields' | 'platforms';
const MERGED: readonly MergedName[] = [...TEXT_NAMES, 'tags', 'captions', 'fields', 'platforms'];
type Merged = Pick<DraftFields, MergedName>;
/** A base as drafts.update takes it: channel captions without the removed (null) ones. */
type SentBase = Partial<Omit<Merged, 'captions'> & { captions: Record<string, { caption: string; title: string | null }> }>;

const merged = (d: DraftDto): Merged => {
  const f = fieldsOf(d);
  return { caption: f.caption, title: f.title, notes: f.notes, tags: f.tags, captions: f.captions, fields: f.fields, platforms: f.platforms };
};
const forBase = <K extends MergedName>(k: K, v: Merged[K]): SentBase[K] =>
  (k === 'captions'
    ? Object.fromEntries(Object.entries(v as Merged['captions']).filter((e): e is [string, { caption: string; title: string | null }] => e[1] !== null))
    : v) as SentBase[K];

/**
 * Two people editing one draft (issue 33): the composer's bookkeeping for merging the typed texts
 * (caption, title, notes) and the lists (tags, channel captions; lists2) with a teammate's changes.
 * A save sends each of them with the value it started from (its base) and the core merges (texts
 * 3-way, lists by my adds, removals and edits only); a newer revision arriving during a save does
 * not overwrite a field being saved; after the save, a field edited no further shows what the core
 * merged. Plain bookkeeping, never rendered.
 */
export class TextMerge {
  /** The values as stored when they were last in step with what is edited. */
  #base: Merged = { caption: '', title: '', notes: '', tags: [], captions: {}, fields: {}, platforms: [] };
  /** The values a save in flight sent. */
  #inFlight = new Map<MergedName, Merged[MergedName]>();

  /** The draft as opened: every field is in step with it. */
  opened(d: DraftDto): void {
    this.#base = merged(d);
  }

  /** This field is one a save in flight sent: a newer revision does not overwrite it on screen. */
  sending(k: FieldName): boolean {
    return this.#inFlight.has(k as MergedName);
  }

  /** A newer revision arrived: each field neither changed here (`dirty`) nor being saved is in step with it. */
  newer(d: DraftDto, dirty: ReadonlySet<FieldName>): void {
    const m = merged(d);
    for (const k of MERGED) if (!dirty.has(k) && !this.#inFlight.has(k)) this.#set(k, m[k]);
  }

  /** A save of `patch` starts (the values as edited in `edit`): the base to send with it, or undefined when it holds none of these fields. */
  send(patch: Partial<DraftFields>, edit: DraftFields): SentBase | undefined {
    const names = MERGED.filter((k) => patch[k] !== undefined);
    const base: Record<string, unknown> = {};
    for (const k of names) {
      base[k] = forBase(k, this.#base[k]);
      this.#inFlight.set(k, edit[k]);
    }
    return names.length > 0 ? (base as SentBase) : undefined;
  }

  /**
   * The save answered: `saved` is the draft the core stored (null when refused: nothing to take),
   * `edit` what is on screen now. Answers the fields to show as merged: a field edited no further
   * since shows what the core merged (a teammate's change included); one edited further keeps what
   * is on screen and its next save merges from what was sent.
   */
  landed(saved: DraftDto | null, edit: DraftFields | null): Partial<Merged> {
    const sent = this.#inFlight;
    this.#inFlight = new Map();
    const taken: Partial<Record<MergedName, unknown>> = {};
    if (!saved || !edit) return taken as Partial<Merged>;
    const stored = merged(saved);
    for (const [k, v] of sent) {
      if (same(edit[k], v)) {
        this.#set(k, stored[k]);
        // A channel sent as null (shares the main caption) and stored as none is no change to show.
        if (!same(forBase(k, stored[k]), forBase(k, v))) taken[k] = stored[k];
      } else {
        this.#set(k, v);
      }
    }
    return taken as Partial<Merged>;
  }

  #set<K extends MergedName>(k: K, v: Merged[K]): void {
    this.#base[k] = v;
  }
}
