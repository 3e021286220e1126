/**
 * Memory for the request bodies of the jobs a run has in hand, reused instead of allocated per post.
 *
 * Why: a 2,000-post batch builds 2,000 bodies of ~30 KB that live for a few milliseconds each.
 * Allocated one by one, that is 60 MB of fresh ArrayBuffer memory for V8 to account for and free:
 * about a third of the publisher's process CPU per post in the no-HTTP loop of
 * `npm run bench -- publish cpu` (0.33 → 0.23–0.27 ms with this arena; reusing memory but still
 * copying gave the same, so it is the fresh memory, not the copy). Here bodies are carved one
 * after another out of slabs of `slabBytes`; a slab whose bodies have all been given back is
 * carved again from its start.
 *
 * The contract that makes reuse safe: a body is given back only when nothing will read it again
 * (the publisher drops it after the last call that sends it has returned, see `Publisher`). Giving
 * back a body twice, or a Buffer the arena did not lend, changes nothing. (A Hub that answers
 * before reading a whole body, an early error, could still be sent the rest after the call
 * returned; a publish it accepted was read whole first, so reuse can never change what it posts.)
 */

interface Slab {
  readonly mem: Buffer;
  /** Bytes carved so far. */
  used: number;
  /** Bodies lent and not given back. */
  live: number;
}

export class BodyArena {
  /** The slab bodies are carved from now. */
  #current: Slab | null = null;
  /** Slabs with no body lent, ready to be carved from their start. */
  readonly #free: Slab[] = [];
  /** The slab of each body lent and not given back (weak: a body dropped without `give` costs no memory). */
  readonly #lent = new WeakMap<Buffer, Slab>();
  /** Slabs allocated so far (a figure for tests and benchmarks). */
  allocated = 0;

  constructor(
    readonly slabBytes = 1 << 20,
    /** Most free slabs kept for reuse; beyond them, a slab whose bodies are all back is left to the GC. */
    readonly keepFree = 8,
  ) {}

  /** `size` bytes of body memory. Bodies over a quarter of a slab get memory of their own (not reused). */
  take(size: number): Buffer {
    if (size > this.slabBytes / 4) return Buffer.allocUnsafeSlow(size);
    let slab = this.#current;
    if (!slab || slab.used + size > slab.mem.length) {
      if (slab) this.#retire(slab);
      slab = this.#free.pop() ?? this.#newSlab();
      this.#current = slab;
    }
    const body = slab.mem.subarray(slab.used, slab.used + size);
    slab.used += size;
    slab.live++;
    this.#lent.set(body, slab);
    return body;
  }

  /** Gives a body back: its bytes may be overwritten by the next `take`. */
  give(body: Buffer): void {
    const slab = this.#lent.get(body);
    if (!slab) return;
    this.#lent.delete(body);
    slab.live--;
    if (slab.live > 0) return;
    if (slab === this.#current) slab.used = 0;
    else this.#retire(slab);
  }

  /** A slab no longer carved from: free once its last body is back. */
  #retire(slab: Slab): void {
    if (slab === this.#current) this.#current = null;
    if (slab.live > 0) return; // `give` of its last body brings it back
    slab.used = 0;
    if (this.#free.length < this.keepFree && !this.#free.includes(slab)) this.#free.push(slab);
  }

  #newSlab(): Slab {
    this.allocated++;
    return { mem: Buffer.allocUnsafeSlow(this.slabBytes), used: 0, live: 0 };
  }
}
