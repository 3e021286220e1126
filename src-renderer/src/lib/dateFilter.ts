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
