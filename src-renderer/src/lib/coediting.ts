import type { DraftDto } from '../../../src-main/bridge/contract';
import { TEXT_NAMES, type DraftFields, type FieldName, type TextName } from './draftFields';

/**
 * Two people typing in one draft (issue 33): the composer's bookkeeping for merging the typed texts
 * (caption, title, notes) with a teammate's words. A save sends each text with the text it started
 * from (its base) and the core merges 3-way; a newer revision arriving during a save does not
 * overwrite a text being saved; after the save, a text typed no further shows what the core merged.
 * Plain bookkeeping, never rendered.
 */
export class TextMerge {
  /** The texts as stored when they were last in step with what is typed. */
  #base: Record<TextName, string> = { caption: '', title: '', notes: '' };
  /** The texts a save in flight sent. */
  #inFlight = new Map<TextName, string>();

  /** The draft as opened: every text is in step with it. */
  opened(d: DraftDto): void {
    for (const k of TEXT_NAMES) this.#base[k] = d[k];
  }

  /** This field is a text a save in flight sent: a newer revision does not overwrite it on screen. */
  sending(k: FieldName): boolean {
    return this.#inFlight.has(k as TextName);
  }

  /** A newer revision arrived: each text neither changed here (`dirty`) nor being saved is in step with it. */
  newer(d: DraftDto, dirty: ReadonlySet<FieldName>): void {
    for (const k of TEXT_NAMES) if (!dirty.has(k) && !this.#inFlight.has(k)) this.#base[k] = d[k];
  }

  /** A save of `patch` starts (the texts as typed in `edit`): the base to send with it, or undefined when it holds no text. */
  send(patch: Partial<DraftFields>, edit: DraftFields): Partial<Record<TextName, string>> | undefined {
    const texts = TEXT_NAMES.filter((k) => patch[k] !== undefined);
    const base = Object.fromEntries(texts.map((k) => [k, this.#base[k]]));
    for (const k of texts) this.#inFlight.set(k, edit[k]);
    return texts.length > 0 ? base : undefined;
  }

  /**
   * The save answered: `saved` is the draft the core stored (null when refused: nothing to take),
   * `edit` what is on screen now. Answers the texts to show as merged: a text typed no further since
   * shows what the core merged (a teammate's words included); one typed further keeps what is typed
   * and its next save merges from what was sent.
   */
  landed(saved: DraftDto | null, edit: DraftFields | null): Partial<Record<TextName, string>> {
    const sent = this.#inFlight;
    this.#inFlight = new Map();
    const taken: Partial<Record<TextName, string>> = {};
    if (!saved || !edit) return taken;
    for (const [k, v] of sent) {
      if (edit[k] === v) {
        this.#base[k] = saved[k];
        if (saved[k] !== v) taken[k] = saved[k];
      } else {
        this.#base[k] = v;
      }
    }
    return taken;
  }
}
