/**
 * The one way a person reads a UTC offset (w30words, walk 26, 10): "UTC+02:00", "UTC−05:00" with a true minus sign.
 * A leaf module (it imports nothing), so the CLI's words reach it without the zone readings behind wall-showing.ts.
 */

/** An offset as every line says it: "UTC+02:00", "UTC−04:00" (a true minus sign), "UTC+05:30". */
export function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+';
  const m = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/**
 * w30words (walk 26, 10): an ISO 8601 offset as the core's data keeps it ("+02:00", "-05:00", "Z": the `offset` of a
 * dry-run row, a clock note, a skipped time) said as every line says an offset — through offsetText, so a line never
 * reads "UTC-05:00" beside "UTC−05:00". Anything that is not such an offset is returned as it is.
 */
export function isoOffsetText(iso: string): string {
  if (iso === 'Z') return offsetText(0);
  const m = /^([+-])(\d{2}):?(\d{2})$/u.exec(iso);
  if (!m) return iso;
  const minutes = Number(m[2]) * 60 + Number(m[3]);
  return offsetText(m[1] === '-' ? -minutes : minutes);
}
