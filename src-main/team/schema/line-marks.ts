/**
 * w13undo (walk 13): what a History line's change left in the draft, read from the document itself. A line records
 * (`y`) the Yjs client that wrote it and the clocks of what it inserted ([from, to)), and which items it deleted.
 * Read back (`marksOf`), each line says whether anything it put into the post's content is still there (`kept`) and
 * which of the content it removed (`dels`, the removed items' ids): the core (review-actions.ts editedSinceApproval)
 * decides from these whose changes since an approval remain. Lines written before this (no `y`) say nothing.
 */
import * as Y from 'yjs';

/** A line's own record of its change (written by binding.ts draftsToDoc). */
export interface LineY { client: number; from: number; to: number; del: Array<[number, number, number]> }

/** What a line's change left in the draft now. */
export interface LineMarks {
  client: number;
  from: number;
  to: number;
  /** Something this line inserted into what an approval approves is still in the draft. */
  kept: boolean;
  /** The content items this line deleted, as [client, clock, length]. */
  dels: Array<[number, number, number]>;
}

/**
 * The fields of a History line (library-write.ts draftToDoc) that are not part of what an approval approves
 * (review.ts contentRevision): a line of only these changed nothing the approval is of (review-actions.ts).
 */
// h-brand: a brand name resolved to its profile (`brand_checked`, documents.ts BRAND_CHECKED_FIELD) and the name it was
// resolved from (`profile_from`) change nothing approved: contentRevision reads the brand as that name.
export const NOT_APPROVED_FIELDS: ReadonlySet<string> = new Set(['notes', 'tags', 'created', 'created_at', 'updated_at', 'deleted_at', 'brand_checked', 'profile_from']);
/** Keys of a draft's map a change under which is not of what goes out: those, and who saved last. */
const NOT_CONTENT: ReadonlySet<string> = new Set([...NOT_APPROVED_FIELDS, 'updated_by']);

/** The draft map's key an item sits under, or null when it is not inside `draft` at all. */
function keyIn(draft: Y.Map<unknown>, item: Y.Item): string | null {
  let it: Y.Item | null = item;
  for (let depth = 0; it && depth < 16; depth += 1) {
    const parent = it.parent as Y.AbstractType<unknown> | null;
    if (!parent) return null;
    if (parent === draft) return it.parentSub;
    it = parent._item;
  }
  return null;
}

const isContent = (draft: Y.Map<unknown>, s: Y.Item | Y.GC | Y.Skip): boolean => {
  if (!(s instanceof Y.Item)) return false;
  const k = keyIn(draft, s);
  return k !== null && !NOT_CONTENT.has(k);
};

/** The structs of `client` overlapping clocks [from, to). */
function structsIn(doc: Y.Doc, client: number, from: number, to: number): Array<Y.Item | Y.GC | Y.Skip> {
  const structs = doc.store.clients.get(client) ?? [];
  const last = structs[structs.length - 1];
  if (!last || from >= last.id.clock + last.length || to <= from) return [];
  const out: Array<Y.Item | Y.GC | Y.Skip> = [];
  for (let i = Y.findIndexSS(structs, Math.max(from, (structs[0] as Y.Item | Y.GC | Y.Skip).id.clock)); i < structs.length; i += 1) {
    const s = structs[i] as Y.Item | Y.GC | Y.Skip;
    if (s.id.clock >= to) break;
    out.push(s);
  }
  return out;
}

/** The transaction's deletions so far, per client as counts (a snapshot to diff against). */
export function deletionsSoFar(tr: Y.Transaction | null): Map<number, number> {
  const out = new Map<number, number>();
  for (const [c, items] of tr?.deleteSet.clients ?? []) out.set(c, items.length);
  return out;
}

/** The transaction's deletions since the snapshot `before`, as [client, clock, length]. */
export function deletionsSince(tr: Y.Transaction | null, before: Map<number, number>): Array<[number, number, number]> {
  const out: Array<[number, number, number]> = [];
  for (const [c, items] of tr?.deleteSet.clients ?? []) for (const d of items.slice(before.get(c) ?? 0)) out.push([c, d.clock, d.len]);
  return out;
}

/** A line's marks in `doc` for `draft` (null: the line holds no `y`, or the draft is not in the document). */
export function marksOf(doc: Y.Doc, draft: Y.Map<unknown> | undefined, y: unknown): LineMarks | null {
  if (!draft || !y || typeof y !== 'object') return null;
  const o = y as Partial<LineY>;
  if (typeof o.client !== 'number' || typeof o.from !== 'number' || typeof o.to !== 'number' || !Array.isArray(o.del)) return null;
  const kept = structsIn(doc, o.client, o.from, o.to).some((s) => !s.deleted && isContent(draft, s));
  const dels: Array<[number, number, number]> = [];
  for (const d of o.del) {
    if (!Array.isArray(d) || d.length !== 3 || !d.every((n) => typeof n === 'number')) continue;
    const [c, clock, len] = d as [number, number, number];
    const found = structsIn(doc, c, clock, clock + len);
    // A removed item no longer readable (collected with its parent) counts as content: never hides a change.
    if (found.length === 0 || found.some((s) => !(s instanceof Y.Item) || isContent(draft, s))) dels.push([c, clock, len]);
  }
  return { client: o.client, from: o.from, to: o.to, kept, dels };
}
