/**
 * A moment as the core's English lines say it: "2026-11-29 07:31 UTC" (to the minute, labelled), the one form of the
 * CLI and the stored English lines (never a raw ISO string with its milliseconds). A value that is not a moment comes
 * back as given.
 */
export function utcMinute(at: string | number): string {
  const ms = typeof at === 'number' ? at : Date.parse(at);
  return Number.isFinite(ms) ? `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC` : String(at);
}
