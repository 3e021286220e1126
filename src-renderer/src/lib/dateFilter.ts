/** Date filters: `<input type="date">` values ↔ the ISO instants `drafts.list` takes (from inclusive, to exclusive). */

/** "2026-11-22" → ISO instant at local midnight; with `end`, the next midnight (so the day is included). */
export function dateBound(v: string, end: boolean): string {
  if (!v) return '';
  const d = new Date(`${v}T00:00:00`);
  if (Number.isNaN(d.getTime())) return '';
  if (end) d.setDate(d.getDate() + 1);
  return d.toISOString();
}

/** The inverse of `dateBound`, for showing the chosen day again. */
export function dateValue(iso: string | undefined, end: boolean): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  if (end) d.setDate(d.getDate() - 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The review desk's date ranges (issue 32): every day, today, this week (Monday to Sunday), or days chosen. */
export type DateRange = 'all' | 'today' | 'week' | 'custom';
export const DATE_RANGES: readonly DateRange[] = ['all', 'today', 'week', 'custom'];

const dayOf = (d: Date): string => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/**
 * A range as the ISO instants the core filters by (from inclusive, to exclusive), read on this
 * computer's clock: "today" is the person's day, from their midnight to the next. A custom range
 * takes whole days, either end open when empty.
 */
export function rangeBounds(range: DateRange, custom: { from: string; to: string }, now: Date): { from?: string; to?: string } {
  const bound = (day: string, end: boolean): { from?: string; to?: string } => {
    const v = dateBound(day, end);
    return v ? (end ? { to: v } : { from: v }) : {};
  };
  switch (range) {
    case 'all': return {};
    case 'today': return { ...bound(dayOf(now), false), ...bound(dayOf(now), true) };
    case 'week': {
      const monday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7));
      const sunday = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 6);
      return { ...bound(dayOf(monday), false), ...bound(dayOf(sunday), true) };
    }
    case 'custom': return { ...bound(custom.from, false), ...bound(custom.to, true) };
    default: {
      const never: never = range;
      return never;
    }
  }
}
