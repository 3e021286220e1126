import { browserTimers, type Timers } from './debounce';

/** The keys typed ahead are kept this long at most (a "New draft" that fails or never opens). */
export const TYPE_AHEAD_MS = 5_000;

/** What a keydown listener needs of the event. */
export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  isComposing?: boolean;
  preventDefault(): void;
  stopPropagation(): void;
}

interface KeyTarget {
  addEventListener(type: 'keydown', l: (e: KeyLike) => void, capture: boolean): void;
  removeEventListener(type: 'keydown', l: (e: KeyLike) => void, capture: boolean): void;
}

/**
 * Keys typed between "New draft" (N) and the caption being there to take them. The draft is made
 * and opened by the core, which takes a moment: a person who presses N and starts typing at once
 * lost what they typed (it went to the page). From `begin` the window's keys are held (captured
 * before any screen's own shortcuts, so the N of "Nice" does not make a second draft) until the
 * composer takes them into the caption, or a few seconds pass.
 */
export class TypeAhead {
  #text = '';
  #stop: (() => void) | null = null;
  readonly #timers: Timers | null;

  constructor(timers: Timers | null = null) {
    this.#timers = timers;
  }

  /** Holds keys typed from now on. */
  begin(target: KeyTarget): void {
    this.#end();
    this.#text = '';
    const onKey = (e: KeyLike): void => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return;
      let next: string | null = null;
      if ([...e.key].length === 1) next = this.#text + e.key;
      else if (e.key === 'Enter') next = `${this.#text}\n`;
      else if (e.key === 'Backspace') next = [...this.#text].slice(0, -1).join('');
      if (next === null) return;
      e.preventDefault();
      e.stopPropagation();
      this.#text = next;
    };
    target.addEventListener('keydown', onKey, true);
    const timer = this.#timers?.setTimeout(() => this.cancel(), TYPE_AHEAD_MS);
    this.#stop = () => {
      target.removeEventListener('keydown', onKey, true);
      if (timer !== undefined) this.#timers?.clearTimeout(timer);
    };
  }

  /** Keys are being held for a caption that is on its way. */
  get active(): boolean {
    return this.#stop !== null;
  }

  /** Stops holding keys and gives what was typed (empty when nothing, or not active). */
  take(): string {
    const text = this.active ? this.#text : '';
    this.cancel();
    return text;
  }

  /** Stops holding keys and drops them (the draft could not be made). */
  cancel(): void {
    this.#end();
    this.#text = '';
  }

  #end(): void {
    this.#stop?.();
    this.#stop = null;
  }
}

/** The window's one type-ahead (Library's N and "New draft" begin it; Compose takes it). */
export const typeAhead = new TypeAhead(typeof window === 'undefined' ? null : browserTimers);
