/**
 * w31words (w30fold's left-out): a number of bytes as people read it — the one formatter of the core, every
 * screen and the CLI (the renderer had three beside this one: decimal "kB" in Compose and the dry run, binary
 * "KB" in Backups, and the refusals' binary KB/MB; they disagreed by 5 % on one file).
 *
 * The rule is the Hub's: hub-contract states its cap as "4.5 MB = 4,500,000 bytes", so units are decimal
 * (1 kB = 1,000 bytes, 1 MB = 1,000,000). A limit then reads as its spec states it ("4.5 MB"), and a file's
 * size set beside it reads in the same unit. The channels' own caps (photo-rules.ts) are recorded the same
 * way ("8 MB" is 8,000,000 bytes, the stricter reading of a page that says "8 MB").
 *
 * Three significant figures, trailing zeros dropped: 999 → "999 bytes", 1,024 → "1.02 kB", 810,000 →
 * "810 kB", 4,500,000 → "4.5 MB", 8,388,608 (8 MiB) → "8.39 MB". A value that rounds to 1,000 of a unit is
 * said in the next one (999,999 → "1 MB", never "1000 kB"). Vietnamese writes the decimal comma ("4,5 MB").
 *
 * h-words (session 29): a size said beside a limit (sizeBesideWords) never reads equal to it unless it is equal:
 * 4,500,100 bytes against the Hub's 4,500,000 read "4.5 MB of 4.5 MB" and looked as if it fitted. Such a size takes
 * as many more figures, in the limit's unit, as tell the two apart ("4.5001 MB").
 */
import type { Lang } from './errors';

const UNITS = [
  { unit: 'kB', size: 1e3 },
  { unit: 'MB', size: 1e6 },
  { unit: 'GB', size: 1e9 },
  { unit: 'TB', size: 1e12 },
] as const;

/** `n` to three significant figures, trailing zeros dropped (12.3, 4.5, 810). */
const threeFigures = (n: number): number => Number(n.toPrecision(3));

/** A number of bytes in decimal units ("4.5 MB", vi "4,5 MB"); under 1,000 the bytes themselves ("999 bytes"). */
export function sizeWords(bytes: number, lang: Lang): string {
  const n = Math.max(0, Math.round(bytes));
  if (n < 1000) return lang === 'vi' ? `${n} byte` : `${n} ${n === 1 ? 'byte' : 'bytes'}`;
  let i = UNITS.findLastIndex((u) => n >= u.size);
  let v = threeFigures(n / UNITS[i]!.size);
  if (v >= 1000 && i < UNITS.length - 1) v = threeFigures(n / UNITS[++i]!.size);
  return said(v, UNITS[i]!.unit, lang);
}

const said = (v: number, unit: string, lang: Lang): string => `${lang === 'vi' ? String(v).replace('.', ',') : String(v)} ${unit}`;

/**
 * A number of bytes said beside a limit (`cap`, said with sizeWords): as sizeWords, except that a size other than the
 * limit never reads as the limit ("4.5001 MB" for 4,500,100 bytes against 4,500,000, "4.4999 MB" for 4,499,900).
 */
export function sizeBesideWords(bytes: number, cap: number, lang: Lang): string {
  const plain = sizeWords(bytes, lang);
  const n = Math.max(0, Math.round(bytes));
  const c = Math.max(0, Math.round(cap));
  if (n === c || plain !== sizeWords(c, lang)) return plain;
  // Equal readings of two sizes of at least 1,000 bytes: in the limit's unit, the fewest figures that differ.
  const unit = UNITS[UNITS.findLastIndex((u) => c >= u.size)] ?? UNITS[0];
  for (let p = 4; p <= 15; p++) {
    const v = Number((n / unit.size).toPrecision(p));
    if (v !== Number((c / unit.size).toPrecision(p))) return said(v, unit.unit, lang);
  }
  return plain;
}
