/**
 * w17zone: how a time zone's NAME is shown to a person, on every screen and in the CLI. The stored name stays
 * as it is (the core, the Hub and the zone fields keep the IANA name); only the words a person reads go
 * through here.
 *
 * IANA's fixed-offset zones have their sign the other way round (POSIX): `Etc/GMT-1` IS UTC+01:00. Shown raw,
 * a person reads it as UTC−1, which is false; so they read as the offset they are: "UTC+01:00". The names of
 * UTC itself read "UTC". Every other zone keeps its own name (Asia/Ho_Chi_Minh, Europe/Berlin).
 */

/** IANA names that are UTC itself (and the fixed zones at offset 0). */
const UTC_NAMES: ReadonlySet<string> = new Set([
  'utc', 'etc/utc', 'etc/uct', 'uct', 'etc/universal', 'universal', 'etc/zulu', 'zulu',
  'gmt', 'etc/gmt', 'etc/gmt0', 'etc/gmt+0', 'etc/gmt-0', 'gmt0', 'gmt+0', 'gmt-0', 'etc/greenwich', 'greenwich',
]);

const FIXED = /^etc\/gmt([+-])(\d{1,2})$/i;

const pad = (n: number): string => String(n).padStart(2, '0');

/** The zone as a person reads it: `Etc/GMT-1` → "UTC+01:00", `Etc/GMT+5` → "UTC-05:00", `Etc/UTC` → "UTC", others unchanged. */
export function zoneName(zone: string): string {
  const z = zone.trim();
  if (UTC_NAMES.has(z.toLowerCase())) return 'UTC';
  const m = FIXED.exec(z);
  if (m) {
    const hours = Number(m[2]);
    if (hours === 0) return 'UTC';
    // IANA's sign is reversed: Etc/GMT-1 is one hour AHEAD of UTC.
    return `UTC${m[1] === '-' ? '+' : '-'}${pad(hours)}:00`;
  }
  return z;
}

/** `zoneName` of a zone that may be absent: `fallback` (e.g. 'UTC' or '') when it is null or empty. */
export const zoneNameOr = (zone: string | null | undefined, fallback: string): string =>
  zone && zone.trim() !== '' ? zoneName(zone) : fallback;

/** True when the zone is UTC itself under any of its names (UTC, Etc/UTC, Etc/GMT…). */
export const isUtcName = (zone: string): boolean => zoneName(zone) === 'UTC';

/**
 * The zone in a narrow place, by its city ("Ho Chi Minh" for Asia/Ho_Chi_Minh, as the Outbox and the calendar
 * show it); a fixed-offset zone or UTC reads as `zoneName` says ("UTC+01:00", "UTC"): they have no city.
 */
export function zoneCity(zone: string): string {
  const shown = zoneName(zone);
  if (shown !== zone.trim()) return shown;
  return (shown.split('/').pop() ?? shown).replace(/_/g, ' ');
}

const OFFSET_NAME = /^(?:utc|gmt)\s*([+\-−])\s*(\d{1,2})(?::?(\d{2}))?$/i;

/**
 * w19time: the stored zone of a name as `zoneName` shows it, so a field that SHOWS "UTC+01:00" (a fixed offset)
 * keeps "Etc/GMT-1" when the person leaves it or types it: "UTC+01:00" (or "UTC+1", "GMT+01:00") → `Etc/GMT-1`,
 * "UTC-05:00" → `Etc/GMT+5`, "UTC+00:00" → `UTC`. Anything else comes back trimmed and unchanged (an IANA name,
 * or what is still being typed); an offset IANA has no fixed zone for ("UTC+05:30", "UTC+15") too, so the field's
 * own check says it is not a zone.
 */
export function zoneOfName(shown: string): string {
  const t = shown.trim();
  const m = OFFSET_NAME.exec(t);
  if (!m) return t;
  const hours = Number(m[2]);
  if ((m[3] ?? '00') !== '00') return t;
  if (hours === 0) return 'UTC';
  const ahead = m[1] === '+';
  // IANA's fixed zones run from Etc/GMT-14 (UTC+14) to Etc/GMT+12 (UTC−12); the sign is the other way round.
  if (hours > (ahead ? 14 : 12)) return t;
  return `Etc/GMT${ahead ? '-' : '+'}${hours}`;
}
