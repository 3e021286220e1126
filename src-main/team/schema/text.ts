import * as Y from 'yjs';
import { lf } from '../../common';

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

/** One change: code points [from, to) of the old text replaced by `text`. */
interface Hunk { from: number; to: number; text: string }

/** Past this many code points changed, one hunk over the changed middle is written (Myers is O((N+M)·D)). */
const MAX_EDITS = 400;

/**
 * The smallest changes turning `a` into `b` (Myers' O(ND) diff, code points), as hunks in order;
 * null when more than MAX_EDITS code points differ.
 */
function hunks(a: readonly string[], b: readonly string[]): Hunk[] | null {
  const n = a.length;
  const m = b.length;
  // An insert into nothing or a delete of everything is one hunk; a length changed by more than the walk allows needs more edits.
  if (n === 0 || m === 0 || Math.abs(n - m) > MAX_EDITS) return null;
  const max = Math.min(n + m, MAX_EDITS);
  const off = max + 1;
  const v = new Array<number>(2 * max + 3).fill(0);
  const trace: number[][] = [];
  let found = -1;
  for (let d = 0; d <= max && found < 0; d += 1) {
    trace.push(v.slice());
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && (v[k - 1 + off] as number) < (v[k + 1 + off] as number)) ? (v[k + 1 + off] as number) : (v[k - 1 + off] as number) + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) { x += 1; y += 1; }
      v[k + off] = x;
      if (x >= n && y >= m) { found = d; break; }
    }
  }
  if (found < 0) return null;
  // Walk back from the end: each step is one code point deleted from `a` or inserted from `b`.
  const steps: Array<{ at: number; del: boolean; ch: string }> = [];
  let x = n;
  let y = m;
  for (let d = found; d > 0; d -= 1) {
    const pv = trace[d] as number[];
    const k = x - y;
    const pk = k === -d || (k !== d && (pv[k - 1 + off] as number) < (pv[k + 1 + off] as number)) ? k + 1 : k - 1;
    const px = pv[pk + off] as number;
    const py = px - pk;
    while (x > px && y > py) { x -= 1; y -= 1; }
    if (x === px) steps.push({ at: px, del: false, ch: b[py] as string });
    else steps.push({ at: px, del: true, ch: '' });
    x = px;
    y = py;
  }
  const out: Hunk[] = [];
  for (const s of steps.reverse()) {
    const last = out[out.length - 1];
    if (last && last.to === s.at) {
      if (s.del) last.to += 1;
      else last.text += s.ch;
    } else {
      out.push(s.del ? { from: s.at, to: s.at + 1, text: '' } : { from: s.at, to: s.at, text: s.ch });
    }
  }
  return joinedOverChance(a, out);
}

const size = (h: Hunk): number => Math.max(h.to - h.from, Array.from(h.text).length);

/**
 * Two hunks with an equal run between them no longer than either (letters two rewritten words happen
 * to share, as diff-match-patch's semantic cleanup judges it) become one: a rewrite stays one change
 * instead of many one-letter pieces. Unchanged words and lines between real edits stay in place.
 */
function joinedOverChance(a: readonly string[], list: Hunk[]): Hunk[] {
  const out: Hunk[] = [];
  for (const h of list) {
    const last = out[out.length - 1];
    const gap = last ? h.from - last.to : Infinity;
    if (last && gap <= size(last) && gap <= size(h)) {
      out[out.length - 1] = { from: last.from, to: h.to, text: last.text + a.slice(last.to, h.from).join('') + h.text };
    } else {
      out.push({ ...h });
    }
  }
  return out;
}

/** A document text and a library text hold the same words (a CRLF written by an older version is no change). */
export const sameText = (prev: string, next: string): boolean => prev === next || lf(prev) === next;

/**
 * Turns `text` into `next` by the smallest changes: what both hold stays in place, only what was
 * removed is deleted and only what was added inserted (crlf, walk 7: a change that deleted and
 * re-inserted unchanged words, merged with a teammate's at once, put a line twice). Never splits a
 * surrogate pair. Two people who edit different parts of one caption thus both keep their words.
 * `next` has LF line breaks (the core's texts do); a document text that differs from it only by
 * CRLF (written by an older version) is no change: nothing is written. Returns whether anything changed.
 */
export function applyTextDiff(text: Y.Text, next: string): boolean {
  const prev = text.toString();
  if (sameText(prev, next)) return false;
  const max = Math.min(prev.length, next.length);
  let start = 0;
  while (start < max && prev.charCodeAt(start) === next.charCodeAt(start)) start += 1;
  if (start > 0 && isHigh(prev.charCodeAt(start - 1))) start -= 1;
  let end = 0;
  while (end < max - start && prev.charCodeAt(prev.length - 1 - end) === next.charCodeAt(next.length - 1 - end)) end += 1;
  if (end > 0 && isLow(prev.charCodeAt(prev.length - end))) end -= 1;
  const a = Array.from(prev.slice(start, prev.length - end));
  const b = Array.from(next.slice(start, next.length - end));
  // w13undo: a removal only (an Undo of typed words) is placed on ONE writer's words where it can be.
  if (b.length === 0 && a.length > 0) return deleteOwnRun(text, prev, start, prev.length - end);
  const found = hunks(a, b) ?? [{ from: 0, to: a.length, text: b.join('') }];
  // UTF-16 offset of each code point of the middle, then the hunks from the last (offsets before stay valid).
  const at: number[] = [start];
  for (const ch of a) at.push((at[at.length - 1] as number) + ch.length);
  for (const h of found.reverse()) {
    const from = at[h.from] as number;
    const removed = (at[h.to] as number) - from;
    if (removed > 0) text.delete(from, removed);
    if (h.text.length > 0) text.insert(from, h.text);
  }
  return true;
}

/**
 * w13undo (walk 13): a removal of [from, to) (UTF-16) from `prev` that could as well sit a little to the left (the
 * same text either side: removing " Hotline…" before " Hạn chót…" can take either " H") is placed where the removed
 * letters change writer (Yjs client) the fewest times, the rightmost of those (the plain diff's place) on a tie. The
 * text comes out the same; who wrote the letters that remain is then true (an Undo takes its writer's own words,
 * not a teammate's, so review-actions.ts names whose words remain).
 */
function deleteOwnRun(text: Y.Text, prev: string, from: number, to: number): true {
  const writer: number[] = [];
  for (let it = text._start; it; it = it.right) if (!it.deleted && it.countable) for (let i = 0; i < it.length; i += 1) writer.push(it.id.client);
  const len = to - from;
  let best = from;
  let bestScore = Infinity;
  for (let s = from; s >= 0; s -= 1) {
    if (s < from && prev.charCodeAt(s) !== prev.charCodeAt(s + len)) break;
    if (isLow(prev.charCodeAt(s)) || isLow(prev.charCodeAt(s + len))) continue;
    let score = 0;
    for (let i = s + 1; i < s + len; i += 1) if (writer[i] !== writer[i - 1]) score += 1;
    if (score < bestScore) { best = s; bestScore = score; }
  }
  text.delete(best, len);
  return true;
}
