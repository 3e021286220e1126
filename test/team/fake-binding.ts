/**
 * A stand-in for the binding (src-main/team/binding.ts) with the same surface, for the session's
 * own tests: a Y.Doc whose 'drafts' map holds captions as Y.Text, local updates counted until
 * markSent. The real binding is used where a test needs SQLite rows.
 */
import * as Y from 'yjs';
import { TeamError } from '../../src-main/team/errors';
import type { TeamBindingLike } from '../../src-main/team/session';

export const LOCAL = Symbol('local');
export const REMOTE = Symbol('remote');

export class FakeBinding implements TeamBindingLike {
  readonly doc = new Y.Doc();
  readonly sent: Uint8Array[] = [];
  unsent: Uint8Array[] = [];
  readonly #cbs = new Set<(u: Uint8Array) => void>();
  /** Makes the next applyRemote throw (a corrupt update), once. */
  failNext = false;
  constructor() {
    this.doc.on('update', (u: Uint8Array, origin: unknown) => {
      if (origin === REMOTE) return;
      this.unsent.push(u);
      for (const cb of this.#cbs) cb(u);
    });
  }
  caption(id: string): string {
    return (this.doc.getMap<Y.Map<unknown>>('drafts').get(id)?.get('caption') as Y.Text | undefined)?.toString() ?? '';
  }
  /** A local edit: insert text at the start of a draft's caption. */
  edit(id: string, text: string, at = 0): void {
    this.doc.transact(() => {
      const drafts = this.doc.getMap<Y.Map<unknown>>('drafts');
      let d = drafts.get(id);
      if (!d) {
        d = new Y.Map();
        d.set('caption', new Y.Text());
        drafts.set(id, d);
      }
      (d.get('caption') as Y.Text).insert(at, text);
    }, LOCAL);
  }
  flushLocal(): number {
    return 0;
  }
  applyRemote(update: Uint8Array): void {
    if (this.failNext) {
      this.failNext = false;
      throw new TeamError('corrupt_update', 'corrupt');
    }
    Y.applyUpdate(this.doc, update, REMOTE);
  }
  onLocalUpdate(cb: (u: Uint8Array) => void): () => void {
    this.#cbs.add(cb);
    return () => this.#cbs.delete(cb);
  }
  pending(): number {
    return this.unsent.length;
  }
  markSent(): void {
    this.sent.push(...this.unsent);
    this.unsent = [];
  }
}
