import { same, type DraftFields, type FieldName } from './draftFields';
import { takeBack } from '../../../src-shared/merge-text';

/**
 * Undo/redo in Compose over the changes made HERE only (undo, session 19). A step records what
 * this composer changed, place by place, from what to what: a whole field, or one key of the
 * channel options (`fields`) or of the channel captions (`captions`), so a teammate's change to
 * another channel's option is another place. Undo puts a place back while it still holds the
 * value this composer gave it. A text place (caption, title, notes, a channel's caption) a
 * teammate changed since is taken back at the span level: my words go, theirs stay (takeBack, the
 * 3-way merge). Any other place a teammate changed since, or text where they changed my very span,
 * is left as it is and reported as `blocked`: Undo stops there and says so, it never goes on to an
 * older step of mine unasked (w10undo). A teammate's change is never recorded, so it is never undone: the idea of Yjs'
 * Y.UndoManager with trackedOrigins (undo only my own origin), for fields that are not a Y.Doc.
 * Typing in one place is coalesced into one step (a pause or another place starts a new one).
 * Pure: the composer applies what undo/redo return and saves those fields as its edit.
 */

/** One place of the fields: `key` names a channel option or a channel's caption, null the whole field. */
interface Change {
  field: FieldName;
  key: string | null;
  before: unknown;
  after: unknown;
}
interface Step {
  changes: Change[];
}

/** The fields kept per key: a teammate's change of one key is not a change of mine to another. */
const KEYED: ReadonlySet<FieldName> = new Set<FieldName>(['fields', 'captions']);

/** The value at a place; a channel caption that is absent and one that is null both share the main caption. */
function valueAt(f: DraftFields, field: FieldName, key: string | null): unknown {
  if (key === null) return f[field];
  const map = f[field] as Record<string, unknown>;
  const v = Object.hasOwn(map, key) ? map[key] : undefined;
  return field === 'captions' ? (v ?? null) : v;
}

/** The fields with one place set; an absent channel option is removed (the save sends it as ''). */
function withValue(f: DraftFields, c: Change, value: unknown): DraftFields {
  if (c.key === null) return { ...f, [c.field]: value };
  const map: Record<string, unknown> = { ...(f[c.field] as Record<string, unknown>) };
  if (value === undefined) delete map[c.key];
  else map[c.key] = value;
  return { ...f, [c.field]: map };
}

/** The places that differ between two states of the fields, with their values before and after. */
export function changesBetween(before: DraftFields, after: DraftFields): Change[] {
  const out: Change[] = [];
  for (const field of Object.keys(after) as FieldName[]) {
    if (same(before[field], after[field])) continue;
    if (!KEYED.has(field)) {
      out.push({ field, key: null, before: before[field], after: after[field] });
      continue;
    }
    const keys = new Set([...Object.keys(before[field] as object), ...Object.keys(after[field] as object)]);
    for (const key of keys) {
      const b = valueAt(before, field, key);
      const a = valueAt(after, field, key);
      if (!same(b, a)) out.push({ field, key, before: b, after: a });
    }
  }
  return out;
}

/** The places typed as text: taken back within a teammate's newer words (span level). */
const CANNOT = Symbol('cannot');
const TEXT: ReadonlySet<FieldName> = new Set<FieldName>(['caption', 'title', 'notes', 'captions']);

/**
 * `current` with the change from `from` to `to` taken back at the span level where it is text a
 * teammate changed since: strings directly, a channel caption ({caption, title}) part by part.
 * CANNOT when it cannot be (their change overlaps mine, or it is not text on all three sides).
 */
function textBack(from: unknown, to: unknown, current: unknown): unknown {
  if (same(current, from)) return to;
  if (same(from, to)) return current;
  if (typeof from === 'string' && typeof to === 'string' && typeof current === 'string') return takeBack(to, from, current) ?? CANNOT;
  const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isObj(from) || !isObj(to) || !isObj(current)) return CANNOT;
  const out: Record<string, unknown> = {};
  for (const k of new Set([...Object.keys(from), ...Object.keys(to), ...Object.keys(current)])) {
    const v = textBack(from[k] ?? null, to[k] ?? null, current[k] ?? null);
    if (v === CANNOT) return CANNOT;
    out[k] = v;
  }
  return out;
}

/** What undo/redo did: the fields to apply and save, and the fields a teammate changed since (left as they are). */
export interface HistoryMove {
  next: DraftFields;
  changed: FieldName[];
  blocked: FieldName[];
}

/**
 * Applies a step's changes from `from` to `to`: where a place still holds `from`, or is text whose
 * change from `from` can be taken back around a teammate's words. Any other place is blocked.
 * Returns the fields, the fields touched, the fields blocked and the changes made (the step the other stack gets).
 */
function replay(step: Step, current: DraftFields, dir: 'undo' | 'redo'): HistoryMove & { done: Step } {
  let next = current;
  const done: Change[] = [];
  const blocked: FieldName[] = [];
  const changes = dir === 'undo' ? [...step.changes].reverse() : step.changes;
  for (const c of changes) {
    const [from, to] = dir === 'undo' ? [c.after, c.before] : [c.before, c.after];
    if (same(from, to)) continue;
    const now = valueAt(next, c.field, c.key);
    const value = same(now, from) ? to : TEXT.has(c.field) ? textBack(from, to, now) : CANNOT;
    if (value === CANNOT || same(value, now)) {
      blocked.push(c.field);
      continue;
    }
    next = withValue(next, c, value);
    // The other stack gets what was done here (for redo: from this value back to the one before it).
    done.push(dir === 'undo' ? { ...c, before: value, after: now } : { ...c, before: now, after: value });
  }
  if (dir === 'undo') done.reverse();
  return { next, changed: [...new Set(done.map((c) => c.field))], blocked: [...new Set(blocked)], done: { changes: done } };
}

/** A step with something of mine in it to take back (or to say a teammate changed since). */
const live = (step: Step): boolean => step.changes.some((c) => !same(c.before, c.after));

export class ComposeHistory {
  #past: Step[] = [];
  #future: Step[] = [];
  #lastKey: string | null = null;
  #lastAt = 0;
  readonly #limit: number;
  readonly #coalesceMs: number;

  constructor(opts: { limit?: number; coalesceMs?: number } = {}) {
    this.#limit = opts.limit ?? 200;
    this.#coalesceMs = opts.coalesceMs ?? 1000;
  }

  /**
   * A change made in this composer, from `before` to `after`. `key` names what was edited (a
   * field, `fields.x_title`, `schedule`): the same key within the pause continues the step, unless
   * a place it holds was changed by someone else meanwhile (then a new step, so undoing my typing
   * never takes a teammate's words along).
   */
  record(before: DraftFields, after: DraftFields, key: string, now: number): void {
    const changes = changesBetween(before, after);
    if (changes.length === 0) return;
    const last = this.#past.at(-1);
    const coalesce = last !== undefined && key === this.#lastKey && now - this.#lastAt < this.#coalesceMs
      && last.changes.every((c) => same(valueAt(before, c.field, c.key), c.after));
    if (coalesce) {
      for (const c of changes) {
        const held = last.changes.find((h) => h.field === c.field && h.key === c.key);
        if (held) held.after = c.after;
        else last.changes.push(c);
      }
    } else {
      this.#past.push({ changes });
      if (this.#past.length > this.#limit) this.#past.shift();
    }
    this.#future = [];
    this.#lastKey = key;
    this.#lastAt = now;
  }

  /**
   * Takes back the newest step of mine: its places that still hold my value, and my words within
   * text a teammate changed since. A place a teammate changed otherwise is left as it is and named
   * in `blocked` (the composer says so); the step is used up all the same, so the NEXT Undo goes on
   * to my older step, never this one silently (w10undo). Null when there is no step of mine.
   */
  undo(current: DraftFields): HistoryMove | null {
    return this.#move(this.#past, this.#future, current, 'undo');
  }

  /** Does again the newest undone step, the same way (my words back around a teammate's since). */
  redo(current: DraftFields): HistoryMove | null {
    return this.#move(this.#future, this.#past, current, 'redo');
  }

  #move(from: Step[], to: Step[], current: DraftFields, dir: 'undo' | 'redo'): HistoryMove | null {
    this.#lastKey = null;
    let step = from.pop();
    while (step !== undefined && !live(step)) step = from.pop();
    if (step === undefined) return null;
    const r = replay(step, current, dir);
    if (r.done.changes.length > 0) to.push(r.done);
    return { next: r.next, changed: r.changed, blocked: r.blocked };
  }

  /** There is a step of mine to undo (it may be one a teammate changed since: Undo then says so). */
  canUndo(_current?: DraftFields): boolean {
    return this.#past.some(live);
  }
  canRedo(_current?: DraftFields): boolean {
    return this.#future.some(live);
  }
}

/**
 * What Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z and Ctrl/Cmd+Y do in Compose. They undo/redo the DRAFT only
 * when focus is in one of the draft's own fields (inside `[data-draft-fields]`, not inside
 * `[data-own-undo]`) or on no text field at all (the page, a button, a checkbox); in any other
 * text field (the review comment, the mention picker, a search box, a photo's address) they are
 * that field's own undo: null, and the key is left to the browser.
 */
export function composeUndoKey(ev: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'target'>): 'undo' | 'redo' | null {
  if (!(ev.ctrlKey || ev.metaKey) || ev.altKey) return null;
  const k = ev.key.toLowerCase();
  const what = k === 'z' ? (ev.shiftKey ? 'redo' : 'undo') : k === 'y' && !ev.shiftKey ? 'redo' : null;
  if (!what) return null;
  const t = ev.target as { tagName?: string; type?: string; isContentEditable?: boolean; closest?: (s: string) => unknown } | null;
  return !typesText(t) || (t?.closest?.('[data-draft-fields]') && !t.closest('[data-own-undo]')) ? what : null;
}

/** Input types that are not typed into (no text of their own to undo). */
const NOT_TYPED = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'color', 'range', 'image']);

function typesText(t: { tagName?: string; type?: string; isContentEditable?: boolean } | null): boolean {
  const tag = t?.tagName?.toLowerCase();
  if (tag === 'textarea' || tag === 'select' || t?.isContentEditable === true) return true;
  return tag === 'input' && !NOT_TYPED.has((t?.type ?? 'text').toLowerCase());
}
