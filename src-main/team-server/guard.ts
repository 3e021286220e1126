import * as Y from 'yjs';
import { groupBy } from '../../src-shared/group-by';
import { isTeamDocument, ROW_MAPS, rowRefusal, type Role } from '../team';

/**
 * The server's write guard inside a document (authorship; issue 34 items 1 and 6). A role's
 * right to write a whole document is protocol.ts WRITE_ACCESS (a connection without it is opened
 * read-only); this looks INSIDE a write a member may make and refuses it, before it is applied,
 * when it:
 * - adds a row to `reviews` or `approvals` that is not the writer's, or is not one (schema.ts
 *   rowRefusal: an approval step in `reviews`, a step, comment, preview or relayed decision in
 *   another member's name, a relayed client decision that reads as an approver's by an editor);
 * - changes or deletes a row already there (rows are append-only: a decision's `by` rewritten,
 *   a withdraw step removed so an old approval reads as the state again).
 * Not checked: History lines in the `library` document (who created a draft, its author). A
 * member revoked and joined again under a new name still sends the lines written under the old
 * one (test/team/session-cli.test.ts), and one refused message would stop every later change of
 * that laptop's library; telling that from a forgery needs the members list (left for later).
 * Pure over the document and the update: the document is not touched.
 */
/**
 * Items of writes already let through that the document may not hold yet: Hocuspocus runs this
 * hook for a connection's next message before it has applied the one before (a row set in one
 * message, set again in the next: its origin), so an origin is looked up here too. Dropped once
 * the document holds them.
 */
const passed = new WeakMap<Y.Doc, Map<number, Y.Item[]>>();

/**
 * `approval`: w19selfedit (walk 17, 7): the check of a new approval row by who wrote the post's version (server.ts reads
 * the team's library and settings for it: version-authors-doc.ts selfApprovalRefusal); absent: not checked.
 */
export function guardWrite(doc: Y.Doc, documentName: string, update: Uint8Array, writer: { name: string; role: Role }, approval?: (key: string, value: unknown) => string | null): string | null {
  if (!isTeamDocument(documentName)) return null;
  const rowMaps = ROW_MAPS[documentName] ?? [];
  if (rowMaps.length === 0) return null;
  const guarded = (root: string): boolean => rowMaps.includes(root);

  const decoded = Y.decodeUpdate(update);
  const known = Y.decodeStateVector(Y.encodeStateVector(doc));
  // The update's new items by client, oldest first (an item's parent or origin may be one of them).
  const fresh = groupBy(decoded.structs.filter((s): s is Y.Item => s instanceof Y.Item),
    (s) => (s.id.clock + s.length <= (known.get(s.id.client) ?? 0) ? null : s.id.client));

  const earlier = passed.get(doc) ?? new Map<number, Y.Item[]>();
  passed.set(doc, earlier);
  for (const [client, list] of earlier) {
    // Clocks ascend: what the document holds is a prefix.
    const have = known.get(client) ?? 0;
    const first = list.findIndex((s) => s.id.clock + s.length > have);
    if (first === -1) earlier.delete(client);
    else if (first > 0) earlier.set(client, list.slice(first));
  }
  const find = (id: Y.ID): Y.Item | null => {
    const hit = within(fresh.get(id.client), id.clock) ?? within(earlier.get(id.client), id.clock);
    if (hit) return hit;
    if (id.clock >= (known.get(id.client) ?? 0)) return null;
    try {
      const s = Y.getItem(doc.store, id);
      return s instanceof Y.Item ? s : null;
    } catch {
      return null;
    }
  };
  /** Which root map, which key of it and how deep under that key an item is (null: not known here, or not under a map key). */
  const locate = (item: Y.Item, hops = 0): { root: string; key: string; depth: number } | null => {
    if (hops > 64) return null;
    const parent = item.parent as unknown;
    if (typeof parent === 'string') return item.parentSub === null ? null : { root: parent, key: item.parentSub, depth: 0 };
    if (parent instanceof Y.AbstractType) {
      const owner = parent._item;
      if (owner === null) return item.parentSub === null ? null : { root: Y.findRootTypeKey(parent), key: item.parentSub, depth: 0 };
      const w = locate(owner, hops + 1);
      return w && { ...w, depth: w.depth + 1 };
    }
    if (parent instanceof Y.ID) {
      const owner = find(parent);
      const w = owner && locate(owner, hops + 1);
      return w && { ...w, depth: w.depth + 1 };
    }
    // No parent written: it is the origin's (or right origin's) sibling.
    const sib = (item.origin && find(item.origin)) || (item.rightOrigin && find(item.rightOrigin));
    return sib ? locate(sib, hops + 1) : null;
  };
  const valueOf = (item: Y.Item): unknown[] | null => (item.content instanceof Y.ContentAny ? item.content.arr : null);

  for (const list of fresh.values()) {
    for (const item of list) {
      const w = locate(item);
      if (!w || !guarded(w.root)) continue;
      const values = valueOf(item);
      if (w.depth > 0 || !values || values.length !== 1) return `a ${w.root} row that is not one plain value (${w.key})`;
      if (doc.getMap(w.root).has(w.key)) return `a change of the ${w.root} row ${w.key} (rows are written once)`;
      const why = rowRefusal(documentName, w.root, w.key, values[0], writer);
      if (why) return `${why} (${w.root} ${w.key})`;
      const own = approval && documentName === 'approvals' && w.root === 'approvals' ? approval(w.key, values[0]) : null;
      if (own) return `${own} (${w.root} ${w.key})`;
    }
  }

  // Deletions: of an item this server has and has not deleted yet.
  for (const [client, ranges] of decoded.ds.clients) {
    const structs = doc.store.clients.get(client);
    if (!structs || structs.length === 0) continue;
    for (const r of ranges) {
      const end = r.clock + r.len;
      let i: number;
      try {
        i = Y.findIndexSS(structs, r.clock);
      } catch {
        continue; // not there yet: it deletes nothing this server holds
      }
      for (; i < structs.length && structs[i]!.id.clock < end; i++) {
        const s = structs[i]!;
        if (!(s instanceof Y.Item) || s.deleted) continue;
        const w = locate(s);
        if (w && guarded(w.root)) return `a deletion in ${w.root} (${w.key}): review rows are never removed`;
      }
    }
  }
  for (const [client, list] of fresh) earlier.set(client, [...(earlier.get(client) ?? []), ...list].sort((a, b) => a.id.clock - b.id.clock).slice(-MAX_PASSED));
  return null;
}

/** The item of `list` (one client's, clocks ascending) that holds `clock`: a binary search. */
function within(list: readonly Y.Item[] | undefined, clock: number): Y.Item | null {
  if (!list) return null;
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const s = list[mid]!;
    if (clock < s.id.clock) hi = mid - 1;
    else if (clock >= s.id.clock + s.length) lo = mid + 1;
    else return s;
  }
  return null;
}

/** At most this many items are kept per writer between messages (a parent is almost always the message before's). */
const MAX_PASSED = 10_000;
