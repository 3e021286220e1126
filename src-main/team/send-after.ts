/**
 * w23settings (walk 21, 1): a document whose writes the team server judges by another document goes out after that
 * one's changes. The server judges a new approval by the team's settings AS IT HOLDS THEM (version-authors-doc.ts);
 * each document is its own connection, so an owner who turned "authors may approve" on and approved her own post
 * before the sync had both go out at once, and the approval could arrive first: refused ("another member's name"),
 * taken only by a second sync. The `approvals` session therefore waits while the `settings` session holds changes of
 * this laptop the server has not acknowledged:
 * 1. it connects only then (what it would send first is its whole state, the approval made offline with it);
 * 2. a local update made meanwhile is kept here, in order, and handed back once the settings are acknowledged;
 * 3. while it keeps any, the session is not in step (`team sync` waits for them to go out).
 * A settings session that cannot send (this member is not an owner) holds nothing: nothing waits.
 *
 * w28order (walk 26): the approvals wait too for the library's acknowledgement of the version each one approves, per
 * approval (approval-order.ts); `firstOf` reads both gates as one.
 */

/** What the gate reads of the session whose changes go first. */
export interface FirstSession {
  readonly status: { pending: number };
  onStatus(cb: () => void): () => void;
}

/** The gates read as one: holding while any holds. */
export function firstOf(...gates: FirstSession[]): FirstSession {
  return {
    get status() {
      return { pending: gates.reduce((n, g) => n + g.status.pending, 0) };
    },
    onStatus(cb) {
      const offs = gates.map((g) => g.onStatus(cb));
      return () => offs.forEach((off) => off());
    },
  };
}

export class SendAfter {
  readonly #first: FirstSession | undefined;
  readonly #release: (kept: Uint8Array[]) => void;
  readonly #off: () => void;
  #kept: Uint8Array[] = [];
  #connect: (() => void) | null = null;

  /** `release`: the kept updates, oldest first, once the first session holds nothing unacknowledged. */
  constructor(first: FirstSession | undefined, release: (kept: Uint8Array[]) => void) {
    this.#first = first;
    this.#release = release;
    this.#off = first ? first.onStatus(() => this.#free()) : () => undefined;
  }

  /** The first session holds changes of this laptop the server has not acknowledged. */
  get holding(): boolean {
    return this.#first !== undefined && this.#first.status.pending > 0;
  }

  /** Local updates kept back, not sent yet. */
  get keeping(): boolean {
    return this.#kept.length > 0;
  }

  /** Keeps `update` back while holding (true); false: send it now (after any kept before it). */
  keep(update: Uint8Array): boolean {
    if (!this.holding) {
      this.#free();
      return false;
    }
    this.#kept.push(update);
    return true;
  }

  /** Runs `go` (the connection) now, or once the first session holds nothing unacknowledged. */
  connect(go: () => void): void {
    if (!this.holding) {
      this.#connect = null;
      go();
    } else this.#connect = go;
  }

  #free(): void {
    if (this.holding) return;
    const kept = this.#kept;
    this.#kept = [];
    if (kept.length > 0) this.#release(kept);
    const go = this.#connect;
    this.#connect = null;
    go?.();
  }

  close(): void {
    this.#off();
    this.#kept = [];
    this.#connect = null;
  }
}
