/**
 * A 3-way text merge for two people editing one caption (issue 33): `mine` was typed from `base`
 * while `current` (a teammate's words) landed. Each side's change is its common-prefix/suffix
 * diff from `base`; both are applied. Where they touch or overlap, both are kept: theirs, then mine.
 * In the shared layer (w10undo): the core merges saves with it, Compose's Undo takes back my own
 * words within a teammate's newer text with it (`takeBack`). Pure.
 */

/** Line breaks as LF (the core's `lf`, restated here: the shared layer imports nothing). */
const lf = (s: string): string => (s.includes('\r') ? s.replace(/\r\n?/g, '\n') : s);

interface Change {
  /** Start and end of the replaced range in `base`. */
  start: number;
  end: number;
  text: string;
}

const isHigh = (c: number): boolean => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number): boolean => c >= 0xdc00 && c <= 0xdfff;

function change(base: string, next: string): Change {
  const max = Math.min(base.length, next.length);
  let p = 0;
  while (p < max && base.charCodeAt(p) === next.charCodeAt(p)) p++;
  if (p > 0 && isHigh(base.charCodeAt(p - 1))) p--; // never split a surrogate pair
  let s = 0;
  while (s < max - p && base.charCodeAt(base.length - 1 - s) === next.charCodeAt(next.length - 1 - s)) s++;
  if (s > 0 && isLow(base.charCodeAt(base.length - s))) s--;
  return { start: p, end: base.length - s, text: next.slice(p, next.length - s) };
}

/**
 * `current` with the change from `base` to `mine` applied to it (both people's words kept). Line
 * breaks are compared as LF on all three sides (crlf, walk 7): a base opened with CRLF against
 * LF from a textarea would otherwise be an edit of every line break, and the overlap rule below
 * then put a line twice. The result has LF only.
 */
export function merge3(baseIn: string, mineIn: string, currentIn: string): string {
  const base = lf(baseIn);
  const mine = lf(mineIn);
  const current = lf(currentIn);
  if (mine === base || mine === current) return current;
  if (current === base) return mine;
  const m = change(base, mine);
  const t = change(base, current);
  // Mine wholly before theirs (an insertion at the same point goes after theirs).
  if (m.end <= t.start && m.start < t.start) return base.slice(0, m.start) + m.text + base.slice(m.end, t.start) + t.text + base.slice(t.end);
  if (t.end <= m.start) return base.slice(0, t.start) + t.text + base.slice(t.end, m.start) + m.text + base.slice(m.end);
  // Overlap: keep their text whole and put mine right after their change.
  const at = t.start + t.text.length;
  return current.slice(0, at) + m.text + current.slice(at);
}

/**
 * `current` with MY change from `before` to `after` taken back, a teammate's words since kept
 * (w10undo): the 3-way merge of base = `after`, mine = `before`, current. Null when the teammate
 * changed the very span I changed (the two changes overlap): there is nothing of mine left to
 * take back on its own, and Undo leaves the text as it is. LF only, as merge3.
 */
export function takeBack(beforeIn: string, afterIn: string, currentIn: string): string | null {
  const before = lf(beforeIn);
  const after = lf(afterIn);
  const current = lf(currentIn);
  if (current === after) return before;
  if (before === after) return current;
  const m = change(after, before);
  const t = change(after, current);
  const apart = (m.end <= t.start && m.start < t.start) || t.end <= m.start;
  return apart ? merge3(after, before, current) : null;
}
