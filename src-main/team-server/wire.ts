import * as Y from 'yjs';
import { TeamServerError } from './errors';

/**
 * A look into a Hocuspocus message before it is applied: `documentName`, message type, and for a
 * sync message its y-protocols sub-type and payload. The framing is lib0's: a varUint is 7 bits a
 * byte, low first, the high bit saying more follow; a string or byte array is its length then
 * its bytes. Pure, so a test can feed it any bytes.
 */

/** Hocuspocus MessageType values this file reads (server/src/types.ts). */
const SYNC = 0;
const SYNC_REPLY = 4;
/** y-protocols sync sub-types that carry a Yjs update. */
const SYNC_STEP_2 = 1;
const UPDATE = 2;

class Reader {
  pos = 0;
  constructor(readonly bytes: Uint8Array) {}
  varUint(): number {
    let n = 0;
    let mult = 1;
    for (;;) {
      const b = this.bytes[this.pos++];
      if (b === undefined) throw new RangeError('message ends inside a number');
      n += (b & 0x7f) * mult;
      if (b < 0x80) return n;
      mult *= 128;
      if (n > Number.MAX_SAFE_INTEGER) throw new RangeError('number too large');
    }
  }
  bytesOf(): Uint8Array {
    const len = this.varUint();
    if (this.pos + len > this.bytes.length) throw new RangeError('message ends inside a byte array');
    const out = this.bytes.subarray(this.pos, this.pos + len);
    this.pos += len;
    return out;
  }
  string(): string {
    return new TextDecoder('utf-8', { fatal: true }).decode(this.bytesOf());
  }
}

/** The Yjs update a message carries (sync step 2 or update), or null when it carries none. */
export function updateIn(message: Uint8Array): Uint8Array | null {
  const r = new Reader(message);
  r.string(); // document name
  const type = r.varUint();
  if (type !== SYNC && type !== SYNC_REPLY) return null;
  const sub = r.varUint();
  if (sub !== SYNC_STEP_2 && sub !== UPDATE) return null;
  return r.bytesOf();
}

/**
 * Refuses (`corrupt_update`) a message whose framing or Yjs update does not decode, before
 * Hocuspocus applies it: a half-applied update never reaches the document or the store.
 */
export function checkMessage(message: Uint8Array): void {
  try {
    const update = updateIn(message);
    if (update) Y.decodeUpdate(update);
  } catch (err) {
    throw new TeamServerError('corrupt_update', 'A change from this connection does not decode as a Yjs update; it was not applied.', { cause: err });
  }
}
