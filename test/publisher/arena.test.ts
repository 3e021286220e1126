import { describe, expect, it } from 'vitest';
import { BodyArena } from '../../src-main/publisher/arena';

/** Fills a body with a pattern of its own, to find out later whether anything wrote over it. */
const fill = (b: Buffer, seed: number): Buffer => {
  for (let i = 0; i < b.length; i++) b[i] = (i * 7 + seed) & 0xff;
  return Buffer.from(b);
};

describe('BodyArena', () => {
  it('carves bodies back to back out of one slab, and carves it again from its start once every body is back', () => {
    const a = new BodyArena(1024);
    const x = a.take(100);
    const y = a.take(200);
    expect(x.buffer).toBe(y.buffer);
    expect(y.byteOffset).toBe(x.byteOffset + 100);
    a.give(x);
    const z = a.take(50); // y is still lent: z goes after it
    expect(z.byteOffset).toBe(y.byteOffset + 200);
    a.give(y);
    a.give(z);
    const again = a.take(100);
    expect(again.buffer).toBe(x.buffer);
    expect(again.byteOffset).toBe(x.byteOffset);
    expect(a.allocated).toBe(1);
  });

  it('never hands out memory a lent body still uses: a full slab with one body out waits for it, a new slab is taken meanwhile', () => {
    const a = new BodyArena(1024);
    const first = Array.from({ length: 4 }, () => a.take(256)); // slab 1 full
    const kept = first[2]!;
    const expected = fill(kept, 3);
    for (const b of first) if (b !== kept) a.give(b);
    const next = Array.from({ length: 8 }, () => a.take(256)); // slab 1 is not free: slabs 2 and 3
    next.forEach((b, i) => fill(b, 100 + i));
    expect(next.every((b) => b.buffer !== kept.buffer)).toBe(true);
    expect(kept.equals(expected)).toBe(true);
    expect(a.allocated).toBe(3);
    a.give(kept); // slab 1 is back
    for (const b of next) a.give(b);
    const count = a.allocated;
    for (let i = 0; i < 12; i++) a.take(256);
    expect(a.allocated).toBe(count); // served from the three free slabs
  });

  it('gives a body over a quarter of a slab memory of its own, outside the slabs', () => {
    const a = new BodyArena(1024);
    const small = a.take(10);
    const big = a.take(300);
    expect(big.buffer).not.toBe(small.buffer);
    expect(big.length).toBe(300);
    a.give(big); // not the arena's: changes nothing
    expect(a.allocated).toBe(1);
  });

  it('ignores a body given back twice and a Buffer it did not lend (the count of lent bodies stays true)', () => {
    const a = new BodyArena(1024);
    const x = a.take(100);
    const y = a.take(100);
    const expected = fill(y, 9);
    a.give(x);
    a.give(x);
    a.give(Buffer.alloc(100));
    // Had the double give counted, y's slab would look free and be carved again from its start.
    for (let i = 0; i < 20; i++) fill(a.take(100), i);
    expect(y.equals(expected)).toBe(true);
  });

  it('under a random mix of takes and gives, no lent body is ever written over', () => {
    const a = new BodyArena(4096, 2);
    let seed = 12345;
    const rnd = (): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    const lent: Array<{ body: Buffer; copy: Buffer }> = [];
    for (let step = 0; step < 5000; step++) {
      if (lent.length === 0 || rnd() < 0.55) {
        const body = a.take(1 + Math.floor(rnd() * 1200));
        lent.push({ body, copy: fill(body, step) });
      } else {
        const [gone] = lent.splice(Math.floor(rnd() * lent.length), 1);
        a.give(gone!.body);
      }
      if (step % 50 === 0) for (const l of lent) expect(l.body.equals(l.copy)).toBe(true);
    }
    for (const l of lent) expect(l.body.equals(l.copy)).toBe(true);
    expect(a.allocated).toBeLessThan(200); // memory is reused, not taken anew per body
  });
});
