/**
 * Which rows of a long table to draw: every row of a short one; of a long one, the rows in view and
 * a margin either side (all rows the same height), so 20,000 rows draw as a few dozen.
 */
export interface RowWindow {
  /** First row drawn. */
  start: number;
  /** One past the last row drawn. */
  end: number;
  /** Pixels above the first row drawn (rows skipped). */
  top: number;
  /** Pixels of every row. */
  total: number;
}

/** Up to this many rows, every one is drawn (a small campaign's table is whole in the page, for find-in-page and tests alike). */
export const DRAW_ALL_UNDER = 200;

export function rowWindow(o: { count: number; rowHeight: number; scrollTop: number; viewport: number; overscan?: number; allUnder?: number }): RowWindow {
  const count = Math.max(0, o.count);
  const h = Math.max(1, o.rowHeight);
  const total = count * h;
  if (count <= (o.allUnder ?? DRAW_ALL_UNDER)) return { start: 0, end: count, top: 0, total };
  const over = o.overscan ?? 12;
  // Before the box is measured, draw a screenful.
  const viewport = o.viewport > 0 ? o.viewport : 1000;
  const first = Math.floor(Math.max(0, o.scrollTop) / h);
  const start = Math.min(Math.max(0, first - over), Math.max(0, count - 1));
  const end = Math.min(count, Math.ceil((Math.max(0, o.scrollTop) + viewport) / h) + over);
  return { start, end: Math.max(start, end), top: start * h, total };
}
