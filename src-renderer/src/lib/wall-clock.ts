/**
 * A wall-clock time its zone skips or shows twice (mend 31.4), for a post's own time as the Posts tab shows it
 * (the core marks the preview's and the dry run's rows the same way: campaigns/zones.ts `wallClock`).
 */
import { DateTime } from 'luxon';
import type { WallClockDto } from '../../../src-main/bridge/contract';
import { zoneName } from '../../../src-shared/zone-name';
import { isoOffsetText } from '../../../src-shared/utc-offset';
import { parseDateTime, readWall } from '../../../src-shared/wall-time';
import { isValidZone, offsetsOf } from './schedule';

const WALL = "yyyy-MM-dd'T'HH:mm";

/**
 * `skipped` (spring forward: posted at `used`), `twice` (fall back: the one at `offset`, the first: w20dst, the core's
 * one rule, src-shared/wall-time.ts, where luxon alone named the second; the second when `second`: w23wall), or null.
 */
export function wallClockOf(local: string | null, zone: string | null, second = false): WallClockDto | null {
  if (!local || /(Z|[+-]\d{2}:?\d{2})$/.test(local)) return null;
  const written = local.replace(' ', 'T').slice(0, 16);
  const typed = parseDateTime(written);
  if (!typed || !isValidZone(zone ?? 'UTC')) return null;
  const read = readWall(offsetsOf(zone ?? 'UTC'), typed.wall);
  // w23wall: a post kept at the SECOND showing (the core's `scheduled_second`: its instant, not its wall text) is marked as that one.
  const dt = DateTime.fromMillis(second && read.later !== null ? read.later : read.at, { zone: zone ?? 'UTC' });
  const used = dt.toFormat(WALL);
  const offset = dt.toFormat('ZZ');
  if (read.kind === 'skipped') return { kind: 'skipped', written, used, offset };
  if (read.kind === 'twice') return { kind: 'twice', written, used, offset };
  return null;
}

/** The mark's words (badge and its title), the same in the Posts tab, the preview and the dry run. */
export function wallClockWords(note: WallClockDto, zone: string, say: (id: string, o: { values: Record<string, string> }) => string): { text: string; title: string } {
  const values = { time: note.written.slice(11, 16), written: note.written.replace('T', ' '), used: note.used.replace('T', ' '), offset: isoOffsetText(note.offset), zone: zoneName(zone) };
  return note.kind === 'skipped'
    ? { text: say('mend31.skippedBadge', { values }), title: say('mend31.skippedTitle', { values }) }
    : { text: say('mend31.twiceBadge', { values }), title: say('mend31.twiceTitle', { values }) };
}

/** The mark's look, inline so each table keeps its own styles untouched. */
export const WALL_CLOCK_STYLE = 'display:inline-block;margin-inline-start:0.35rem;padding:0 0.35rem;border-radius:0.6rem;font-size:0.8em;white-space:nowrap;border:1px solid var(--warn, #b45309);color:var(--warn, #b45309)';
