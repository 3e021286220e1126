/**
 * `Retry-After` (RFC 9110 10.2.3): delta-seconds or an HTTP-date. Pure; never throws.
 * Returns whole seconds to wait from `nowMs` (a date in the past gives 0), or null when the
 * value is absent or not one of the two forms.
 */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  if (v === '') return null;
  if (/^\d+$/.test(v)) {
    const n = Number(v);
    return Number.isSafeInteger(n) ? n : null;
  }
  // An HTTP-date names a weekday and a GMT time; plain numbers with signs or fractions are not allowed.
  if (!/^[A-Za-z]{3},? /.test(v) && !/^[A-Za-z]+, /.test(v)) return null;
  const at = Date.parse(v);
  if (!Number.isFinite(at) || !Number.isFinite(nowMs)) return null;
  return Math.max(0, Math.ceil((at - nowMs) / 1000));
}
