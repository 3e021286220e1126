/**
 * w30fold: the one group-by-key loop. Before, the same "get the key's list, push, or set a new list" stood in some
 * twenty places of the core and the renderer (byDraft, byHour, groupByDay, byZone, byChannel, …), some copying the
 * list on every push.
 */

/**
 * `items` by `keyOf`, each key's values in the order given and the keys in the order first met (as a Map keeps them).
 * An item whose key is null is left out. `valueOf` (default: the item itself) is what goes in the key's list.
 */
export function groupBy<T, K, V = T>(items: Iterable<T>, keyOf: (x: T) => K | null, valueOf?: (x: T) => V): Map<K, V[]> {
  const out = new Map<K, V[]>();
  for (const x of items) {
    const k = keyOf(x);
    if (k === null) continue;
    const v = valueOf ? valueOf(x) : (x as unknown as V);
    const list = out.get(k);
    if (list) list.push(v);
    else out.set(k, [v]);
  }
  return out;
}
