import { randomFillSync } from 'node:crypto';

/**
 * Row ids (library rows, publisher jobs, batches and Idempotency-Keys): UUID version 7 (RFC 9562): a millisecond timestamp, then a counter
 * that keeps ids made in the same millisecond in order, then random bits. Ids
 * made later sort later, so the id indexes grow at their end instead of at
 * random places (a 100,000-draft import writes far fewer B-tree pages).
 */
const pool = Buffer.alloc(4096);
let poolAt = pool.length;
function random(n: number): Buffer {
  if (poolAt + n > pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  const out = pool.subarray(poolAt, poolAt + n);
  poolAt += n;
  return out;
}

let lastMs = -1;
let counter = 0;

export function newId(nowMs: number = Date.now()): string {
  let ms = nowMs;
  if (ms <= lastMs) {
    ms = lastMs;
    counter++;
    if (counter > 0xfff) {
      ms = ++lastMs;
      counter = 0;
    }
  } else {
    lastMs = ms;
    counter = (random(2).readUInt16BE(0) & 0x3ff); // start low: room for many ids in one millisecond
  }
  const r = random(8);
  const time = ms.toString(16).padStart(12, '0');
  const variant = (((r[0] as number) & 0x3f) | 0x80).toString(16) + (r[1] as number).toString(16).padStart(2, '0');
  return `${time.slice(0, 8)}-${time.slice(8)}-${(0x7000 | counter).toString(16)}-${variant}-${r.subarray(2, 8).toString('hex')}`;
}
