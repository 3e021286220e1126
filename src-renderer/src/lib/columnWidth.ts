/**
 * A table column as wide as the widest of `texts` on one line, in rem: measured in the table's font on a canvas (no
 * layout), plus `extra` rem (the cell's padding, a badge's), between `min` and `max`. The Outbox's state column
 * (w31words) and the campaign's Posts tab (walk 31, 11: "Refused by every chan…", "at once, when s…" cut at 1,400 px)
 * size their one-line words with it. `weight`: the font's (a header's 600; the cells' 400 unless given). Without a document
 * (tests in Node) or a canvas: `min`.
 */
let canvas: HTMLCanvasElement | null = null;

export function columnRem(texts: Iterable<string>, o: { fontRem: number; extra: number; min: number; max?: number; weight?: number }): number {
  if (typeof document === 'undefined') return o.min;
  canvas ??= document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) return o.min;
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  ctx.font = `${o.weight ?? 400} ${o.fontRem * rem}px ${getComputedStyle(document.body).fontFamily}`;
  let widest = 0;
  for (const t of texts) widest = Math.max(widest, ctx.measureText(t).width);
  const fit = Math.ceil((widest / rem + o.extra) * 4) / 4;
  return Math.min(o.max ?? Number.POSITIVE_INFINITY, Math.max(o.min, fit));
}
