import * as Y from 'yjs';

// ---------------------------------------------------------------- comparing and text diffs

/** JSON with object keys sorted: two equal values give one text whatever their key order. */
function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value);
}
export const sameValue = (a: unknown, b: unknown): boolean => canonical(a ?? null) === canonical(b ?? null);

const isHigh = (c: number): boolean => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number): boolean => c >= 0xdc00 && c <= 0xdfff;

/**
 * Turns `text` into `next` by the smallest single change (common prefix and suffix kept, the
 * middle deleted and inserted), never splitting a surrogate pair. Two people who edit different
 * parts of one caption offline thus both keep their words. Returns whether anything changed.
 */
export function applyTextDiff(text: Y.Text, next: string): boolean {
  const prev = text.toString();
  if (prev === next) return false;
  const max = Math.min(prev.length, next.length);
  let start = 0;
  while (start < max && prev.charCodeAt(start) === next.charCodeAt(start)) start += 1;
  if (start > 0 && isHigh(prev.charCodeAt(start - 1))) start -= 1;
  let end = 0;
  while (end < max - start && prev.charCodeAt(prev.length - 1 - end) === next.charCodeAt(next.length - 1 - end)) end += 1;
  if (end > 0 && isLow(prev.charCodeAt(prev.length - end))) end -= 1;
  const removed = prev.length - start - end;
  if (removed > 0) text.delete(start, removed);
  const inserted = next.slice(start, next.length - end);
  if (inserted.length > 0) text.insert(start, inserted);
  return true;
}
