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
