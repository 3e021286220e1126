import type { Timers } from './debounce';

/** Short messages at the bottom of the window, optionally with one action (Undo). */
export interface Toast {
  id: number;
  message: string;
  kind: 'info' | 'error';
  /** Small print after the message: an error's code (never in the message itself). */
  detail?: string;
  action?: { label: string; run: () => void | Promise<void> };
}


export class Toasts {
  #items = $state.raw<Toast[]>([]);
  #next = 1;
  #timers: Timers;
  // Timer handles are bookkeeping, never rendered: a plain Map on purpose.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  #handles = new Map<number, unknown>();

  constructor(timers: Timers) {
    this.#timers = timers;
  }

  get items(): Toast[] {
    return this.#items;
  }

  /** Shows a toast; one with an action stays longer (time to press Undo). */
  show(t: Omit<Toast, 'id'>, ms = t.action ? 10_000 : 5_000): number {
    const id = this.#next++;
    this.#items = [...this.#items, { ...t, id }];
    this.#handles.set(id, this.#timers.setTimeout(() => this.dismiss(id), ms));
    return id;
  }

  dismiss(id: number): void {
    const h = this.#handles.get(id);
    if (h !== undefined) this.#timers.clearTimeout(h);
    this.#handles.delete(id);
    this.#items = this.#items.filter((t) => t.id !== id);
  }
}
