/**
 * "Did you mean": the known name closest to one that matched nothing (a profile, board,
 * location or channel typed in a spreadsheet). Compared without case, accents or the
 * Vietnamese đ, by edit distance (a letter added, dropped, changed or two swapped).
 */

/** A name as compared: no case, no accents (đ as d), single spaces. */
export function foldName(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Edits between a and b: insertions, deletions, substitutions and swaps of neighbours (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let prev2: number[] = [];
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const cur = [i];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d = Math.min(d, (prev2[j - 2] ?? 0) + 1);
      cur.push(d);
    }
    prev2 = prev;
    prev = cur;
  }
  return prev[y.length] ?? 0;
}

/** How many edits still read as a typo of a name this long (short names: none, or one). */
const allowed = (length: number): number => (length <= 3 ? 0 : length <= 6 ? 1 : length <= 12 ? 2 : 3);

/**
 * The known name that `name` most likely meant, or null when none is close enough or two
 * different names are equally close (a guess would then mislead). `byLonger`: the edits a typo may
 * have are counted on the longer of the two names — a letter dropped from a short known word
 * (`--jsn` for `--json`, walk 35, 7) reads as the typo it is; a name in a spreadsheet keeps the
 * stricter count of what was typed (a 3-letter brand suggests nothing).
 */
export function closestName(name: string, known: Iterable<string>, opts: { byLonger?: boolean } = {}): string | null {
  const want = foldName(name);
  if (want === '') return null;
  let best: string | null = null;
  let bestDistance = Infinity;
  let tie = false;
  for (const candidate of known) {
    const folded = foldName(candidate);
    const d = editDistance(want, folded);
    if (d > allowed(Math.max(want.length, opts.byLonger ? folded.length : 1, 1))) continue;
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
      tie = false;
    } else if (d === bestDistance && best !== null && foldName(best) !== foldName(candidate)) tie = true;
  }
  return tie ? null : best;
}
