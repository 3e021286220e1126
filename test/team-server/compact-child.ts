/**
 * A process that appends to and compacts one document of a team.sqlite for ever, for store.test's
 * kill -9 mid-compaction: it prints `appended N` after each append has committed, `compacting`
 * before each fold and `compacted` after it. Run: node --import tsx compact-child.ts DATA_DIR.
 */
import * as Y from 'yjs';
import { openSqliteStore } from '../../src-main/team-server/sqlite-store';

const dir = process.argv[2];
if (!dir) throw new Error('usage: compact-child.ts DATA_DIR');
const store = openSqliteStore(dir);
const doc = new Y.Doc();
// A large state, so each fold takes a while (a kill lands inside one).
doc.transact(() => {
  const drafts = doc.getMap<Y.Map<unknown>>('drafts');
  for (let i = 0; i < 20_000; i++) {
    const d = new Y.Map<unknown>();
    d.set('caption', `Draft ${i}: a caption of a realistic length for a social post #tag`);
    drafts.set(`d${i}`, d);
  }
});
const at = (): string => new Date().toISOString();
await store.storeDocument('library', Y.encodeStateAsUpdate(doc), at());
const items = doc.getArray<number>('items');
let n = 0;
for (;;) {
  for (let k = 0; k < 20; k++) {
    const before = Y.encodeStateVector(doc);
    items.push([n]);
    await store.appendUpdate('library', Y.encodeStateAsUpdate(doc, before), at());
    process.stdout.write(`appended ${n}\n`);
    n++;
  }
  process.stdout.write('compacting\n');
  await store.compactDocument('library', at());
  process.stdout.write('compacted\n');
}
