/**
 * w20dst: the ONE reading of a wall-clock time in a zone, for the core (library scheduledInstant, the dry run, the
 * calendar, the CLI's --at … --zone …, the sandbox Hub) and the renderer (Compose's time field and its lines, the
 * "Send it as a new post…" time, the Outbox's "when?") alike. The Hub's reference leaves it open (hub-api.md
 * `scheduled_at` + `timezone`, hub-contract.md silent), so Postroom's rule is:
 *
 * - a time the clocks show twice (they go back) is the EARLIER instant: the first time the clock shows it;
 * - a time the clocks skip (they spring forward) does not exist: it moves forward by the gap (02:30 → 03:30);
 *   Compose refuses to keep one, an imported one is marked ("clocks skip 02:30") and goes at the moved time.
 *
 * Pure: the zone's offsets are given (`OffsetAt`, from luxon in the core and the renderer), so the answer never
 * depends on today's date or on the host's clock.
 */

/** A zone's UTC offset (minutes, east positive) at an instant (ms). */
export type OffsetAt = (ms: number) => number;

/** How a wall-clock time reads in a zone. */
export interface WallReading {
  /** The instant it means (ms): the earlier of two, or the moved one of a skipped time. */
  at: number;
  /** `normal`; `twice` (the clocks go back: `later` is the second showing); `skipped` (the clocks skip it: `at` is moved forward by the gap). */
  kind: 'normal' | 'twice' | 'skipped';
  /** The second instant of a time shown twice; null otherwise. */
  later: number | null;
}

/**
 * The instant a wall-clock time (`wall`: its fields read as UTC, in ms) shows in a zone: every offset the zone has
 * within a day of it is tried; an instant whose own offset is the one tried shows that wall time. Two such
 * instants: the earlier (`twice`). None: moved forward by the gap (`skipped`).
 */
export function readWall(offsetAt: OffsetAt, wall: number): WallReading {
  const offsets = [...new Set([offsetAt(wall - 86_400_000), offsetAt(wall), offsetAt(wall + 86_400_000)])];
  const shown = [...new Set(offsets.map((o) => wall - o * 60_000).filter((t) => offsetAt(t) === (wall - t) / 60_000))].sort((a, b) => a - b);
  if (shown.length > 1) return { at: shown[0] as number, kind: 'twice', later: shown[shown.length - 1] as number };
  if (shown.length === 1) return { at: shown[0] as number, kind: 'normal', later: null };
  return { at: wall - Math.min(...offsets) * 60_000, kind: 'skipped', later: null };
}

const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/;

/**
 * An ISO 8601 date-time (YYYY-MM-DDTHH:mm[:ss[.fff]][Z|±hh:mm]) taken apart: its wall-clock fields as UTC ms, and
 * its own offset in minutes (null when it has none: a wall-clock time). Null when it is not one, or names a day or
 * an hour that does not exist on any calendar (31 April, 24:00). Hand-parsed: a large import calls it per row.
 */
export function parseDateTime(text: string): { wall: number; offset: number | null } | null {
  const m = ISO_DATE_TIME.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi, sec] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number) as [number, number, number, number, number, number];
  const ms = Number(((m[7] ?? '') + '000').slice(0, 3));
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || sec > 59) return null;
  const wall = Date.UTC(y, mo - 1, d, h, mi, sec, ms);
  if (new Date(wall).getUTCDate() !== d) return null; // 31 April, 29 February of a common year
  const off = m[8];
  if (off === undefined) return { wall, offset: null };
  if (off === 'Z') return { wall, offset: 0 };
  const sign = off[0] === '-' ? -1 : 1;
  const digits = off.slice(1).replace(':', '');
  const oh = Number(digits.slice(0, 2));
  const om = Number(digits.slice(2) || '0');
  if (oh > 23 || om > 59) return null;
  return { wall, offset: sign * (oh * 60 + om) };
}

/**
 * The instant a post's time means (ms): its own offset wins; a wall-clock time is read by `readWall` in the zone
 * whose offsets are given (`offsetAt` null: UTC). Null when it is not a date-time.
 */
export function scheduledInstantBy(scheduledAt: string, offsetAt: OffsetAt | null): number | null {
  const p = parseDateTime(scheduledAt);
  if (!p) return null;
  if (p.offset !== null) return p.wall - p.offset * 60_000;
  return offsetAt ? readWall(offsetAt, p.wall).at : p.wall;
}

/**
 * A zone's offsets remembered per 15-minute slot (every offset change in the time-zone database since 1970 falls on
 * a quarter hour; luxon asks Intl for each answer, ~15 µs): the one cache, the core's `zoneOffset` and the renderer's
 * `offsetsOf` both wrap their zone's offsets in it, so a table that says each row's time reads them cheaply.
 */
export function slotCached(offsetAt: OffsetAt): OffsetAt {
  const slots = new Map<number, number>();
  return (ms) => {
    const slot = Math.floor(ms / 900_000);
    let o = slots.get(slot);
    if (o === undefined) {
      o = offsetAt(ms);
      if (slots.size > 50_000) slots.clear();
      slots.set(slot, o);
    }
    return o;
  };
}
