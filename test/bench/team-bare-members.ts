/**
 * The bare members of `npm run bench -- team` (test/bench/team.bench.ts), in a process of their own:
 * a real laptop holds its own documents only, so the 18 bare members' whole documents, their work
 * and their garbage collection stay off the measured laptops' thread. Forked by the bench with an
 * IPC channel; not a bench of its own (no `.bench.ts`).
 *
 * Messages (parent → child):
 *   { type: 'connect', url, tokens, drafts }  connect one bare HocuspocusProvider per token; answer
 *                                             { type: 'synced', ms } once every one holds `drafts` drafts
 *   { type: 'watch', seq, id, text }          answer { type: 'watching', seq } at once, then
 *                                             { type: 'seen', seq } when every member's doc holds `text`
 *                                             as draft `id`'s caption (the parent times the arrival)
 *   { type: 'stop' }                          destroy the members and exit
 */
import * as Y from 'yjs';
import { connect, type TestClient } from '../team-server/clients';

type Message =
  | { type: 'connect'; url: string; tokens: string[]; drafts: number }
  | { type: 'watch'; seq: number; id: string; text: string }
  | { type: 'stop' };

const members: TestClient[] = [];
const send = (m: Record<string, unknown>): void => void process.send?.(m);
const captionIn = (c: TestClient, id: string): string => String(c.doc.getMap<Y.Map<unknown>>('drafts').get(id)?.get('caption') ?? '');

/** Resolves once `check` holds on `c`'s doc, tested now and after each transaction. */
function when(c: TestClient, check: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (check()) return resolve();
    const cb = (): void => {
      if (!check()) return;
      c.doc.off('afterTransaction', cb);
      resolve();
    };
    c.doc.on('afterTransaction', cb);
  });
}

process.on('message', (m: Message) => {
  if (m.type === 'connect') {
    const t0 = performance.now();
    for (const token of m.tokens) members.push(connect(m.url, { token }));
    void Promise.all(members.map((c) => c.synced.then(() => when(c, () => c.doc.getMap('drafts').size >= m.drafts))))
      .then(() => send({ type: 'synced', ms: Math.round(performance.now() - t0) }));
  } else if (m.type === 'watch') {
    const all = Promise.all(members.map((c) => when(c, () => captionIn(c, m.id) === m.text)));
    send({ type: 'watching', seq: m.seq });
    void all.then(() => send({ type: 'seen', seq: m.seq }));
  } else if (m.type === 'stop') {
    for (const c of members.splice(0)) c.destroy();
    process.disconnect?.();
    setTimeout(() => process.exit(0), 50).unref();
  }
});
// The parent gone (a failed bench): nothing is left running.
process.on('disconnect', () => {
  for (const c of members.splice(0)) c.destroy();
  process.exit(0);
});
send({ type: 'ready' });
