/**
 * walk 35, 1 / walk 36b: `YYYY-MM-DD` of an instant's date on this computer's clock — the person's "today" (the calendar's
 * today was the UTC date: at 06:25 on the 29th in Ho Chi Minh it marked the 28th; an export made at 7:50 PM in New York on
 * the 28th was named for the 29th). For the screens and the files this computer names.
 */
export function localDay(ms: number): string {
  const d = new Date(ms);
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}

/**
 * h-calout (walk 39a, 1): `YYYY-MM-DDTHH:mm` of an instant on this computer's clock: where the calendar places a post sent
 * at once (the core's `sent_at`), on the day and hour its reader lived it (03:54 UTC is 10:54 on the 29th in Ho Chi Minh,
 * 22:54 on the 28th in New York).
 */
export function localWall(ms: number): string {
  const d = new Date(ms);
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${localDay(ms)}T${two(d.getHours())}:${two(d.getMinutes())}`;
}
