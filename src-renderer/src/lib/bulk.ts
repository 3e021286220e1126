/**
 * Bulk work's pure parts (issue 31): what an undo puts back, the stack of undos, the Ctrl/Cmd+Z
 * key, and how a bulk row's times read. Shared by the calendar and the campaign's Posts tab.
 */
import type { BulkChangeDto, BulkResultDto, BulkValuesDto } from '../../../src-main/bridge/contract';
import { zoneName } from '../../../src-shared/zone-name';
import { toLocalInput } from './schedule';

export interface UndoItem { id: string; values: BulkValuesDto }

/** What undoing an applied bulk change puts back: each changed post's values before. */
export const undoItems = (r: BulkResultDto): UndoItem[] => r.rows.flatMap((x) => (x.after ? [{ id: x.id, values: x.before }] : []));

/** The last changes, newest on top; a screen's Ctrl/Cmd+Z takes the top one. Bounded: old ones fall off. */
export class UndoStack {
  #steps: UndoItem[][] = [];
  readonly #cap: number;
  constructor(cap = 20) {
    this.#cap = cap;
  }
  push(items: UndoItem[]): void {
    if (items.length === 0) return;
    this.#steps.push(items);
    if (this.#steps.length > this.#cap) this.#steps.shift();
  }
  pop(): UndoItem[] | undefined {
    return this.#steps.pop();
  }
  /** Drops a step (its toast's Undo ran it). */
  drop(items: UndoItem[]): void {
    this.#steps = this.#steps.filter((s) => s !== items);
  }
  get size(): number {
    return this.#steps.length;
  }
}

/** Ctrl+Z (Cmd+Z on a Mac), not Shift (redo), and not while typing in a field (the field's own undo). */
export function isUndoKey(ev: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'target'>): boolean {
  if (!(ev.ctrlKey || ev.metaKey) || ev.shiftKey || ev.altKey || ev.key.toLowerCase() !== 'z') return false;
  const t = ev.target as { tagName?: string; isContentEditable?: boolean } | null;
  const tag = t?.tagName?.toLowerCase();
  return !(tag === 'input' || tag === 'textarea' || tag === 'select' || t?.isContentEditable === true);
}

/**
 * A post's time as a bulk preview shows it: wall-clock and zone, the queue, or none. w19time: a time kept with an offset
 * (Compose's "…09:00:00.000+01:00", the Hub's "…Z") is read on its zone's clock (toLocalInput, as Compose's time field
 * reads it), as the chips show it; a wall clock is as written.
 */
export function valuesTime(v: BulkValuesDto, words: { queued: string; noTime: string }): string {
  if (v.add_to_queue) return words.queued;
  if (!v.scheduled_at) return words.noTime;
  const wall = OFFSET.test(v.scheduled_at) ? toLocalInput(v.scheduled_at, v.timezone ?? 'UTC') || v.scheduled_at : v.scheduled_at.slice(0, 16);
  return `${wall.replace('T', ' ')}${v.timezone ? ` ${zoneName(v.timezone)}` : ''}`;
}
const OFFSET = /(Z|[+-]\d{2}:?\d{2})$/;

/** What a change does to the shown values: the column the preview compares. */
export function changedPart(change: BulkChangeDto): 'time' | 'profile' | 'channels' {
  return change.kind === 'profile' ? 'profile' : change.kind === 'channels' ? 'channels' : 'time';
}
