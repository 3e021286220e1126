/**
 * Undo/redo over snapshots of the editable draft fields. Typing in one field is
 * coalesced into one step (a pause or a different field starts a new one), so
 * Ctrl+Z undoes a word or a burst, not a single character.
 */
export class History<T> {
  #past: T[] = [];
  #future: T[] = [];
  #lastKey: string | null = null;
  #lastAt = 0;
  readonly #limit: number;
  readonly #coalesceMs: number;

  constructor(opts: { limit?: number; coalesceMs?: number } = {}) {
    this.#limit = opts.limit ?? 200;
    this.#coalesceMs = opts.coalesceMs ?? 1000;
  }

  /** Call BEFORE applying a change, with the state as it was. */
  record(before: T, key: string, now: number): void {
    const coalesce = key === this.#lastKey && now - this.#lastAt < this.#coalesceMs && this.#past.length > 0;
    if (!coalesce) {
      this.#past.push(before);
      if (this.#past.length > this.#limit) this.#past.shift();
    }
    this.#future = [];
    this.#lastKey = key;
    this.#lastAt = now;
  }

  undo(current: T): T | null {
    const prev = this.#past.pop();
    if (prev === undefined) return null;
    this.#future.push(current);
    this.#lastKey = null;
    return prev;
  }

  redo(current: T): T | null {
    const next = this.#future.pop();
    if (next === undefined) return null;
    this.#past.push(current);
    this.#lastKey = null;
    return next;
  }

  get canUndo(): boolean {
    return this.#past.length > 0;
  }
  get canRedo(): boolean {
    return this.#future.length > 0;
  }
}
