/**
 * w23wall: a time its zone's clocks show twice says WHICH of the two it is, in every time-in-zone formatter: the
 * renderer's formatInZone (every screen: Outbox cards, the desk, Compose's When, Review, the Library), the core's
 * timeInZoneText (the CLI's `drafts list`, "scheduled for"), the client preview page's clientTime. Before w23wall
 * each said the bare "Oct 31, 2027, 2:30 AM". The answer reads the INSTANT: a post kept as the second 02:30 says so.
 *
 * Dates relative to today: the next real clock changes after now, found from the zone's own offsets, in both
 * hemispheres (Europe/Berlin goes back in October and forward in March; Australia/Sydney back in April and forward
 * in October). Both zones change at 03:00 local, so the hour shown twice is 02:00–03:00 and 02:30 is in it.
 */
import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { showingOf, showingText, SHOWING_WORDS } from '../../src-shared/wall-showing';
import { formatInZone, offsetsOf } from '../../src-renderer/src/lib/schedule';
import { timeInZoneText, whichShowingText } from '../../src-main/publisher/post-state';
import { draftTimeEnglish } from '../../src-main/cli/commands/review-words';
import { wallTimeOf } from '../../src-main/library';
import { clientTime } from '../../src-main/team/preview/page';

const plain = (s: string | null): string | null => s?.replace(/[\u202f\u00a0]/g, ' ') ?? null;

/** The next instant after now at which `zone`'s offset goes down (`back`) or up (`forward`), to the minute. */
function nextChange(zone: string, way: 'back' | 'forward'): number {
  const off = offsetsOf(zone);
  let t = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  for (let i = 0; i < 24 * 400; i++, t += 3_600_000) {
    const a = off(t);
    const b = off(t + 3_600_000);
    if (a !== b && (way === 'back' ? b < a : b > a)) {
      let lo = t;
      let hi = t + 3_600_000;
      while (hi - lo > 60_000) {
        const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
        if (off(mid) === a) lo = mid; else hi = mid;
      }
      return hi;
    }
  }
  throw new Error(`no clock change in ${zone} within 400 days`);
}

const iso = (ms: number): string => new Date(ms).toISOString();
const wallOf = (zone: string, ms: number): string => DateTime.fromMillis(ms, { zone }).toFormat("yyyy-MM-dd'T'HH:mm");
/** The bare time as formatInZone wrote it before: what every screen showed, and still shows of an ordinary time. */
const bare = (zone: string, ms: number, locale: string): string =>
  plain(new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(new Date(ms))) as string;

const ZONES = [
  { zone: 'Europe/Berlin', first: 'UTC+02:00', second: 'UTC+01:00', skipped: 'UTC+01:00' },
  { zone: 'Australia/Sydney', first: 'UTC+11:00', second: 'UTC+10:00', skipped: 'UTC+10:00' },
] as const;

describe('w23wall: which of the two showings of a twice-shown time', () => {
  for (const z of ZONES) {
    const back = nextChange(z.zone, 'back');
    // 02:30 the first time (30 minutes before the clocks go back) and the second time (30 minutes after).
    const first = back - 30 * 60_000;
    const second = back + 30 * 60_000;
    const wall = wallOf(z.zone, first);

    describe(`${z.zone}, the clocks go back on ${wall.slice(0, 10)}`, () => {
      it('the shared reading tells the first from the second, by the instant', () => {
        expect(wall.slice(11)).toBe('02:30');
        expect(wallOf(z.zone, second)).toBe(wall);
        expect(showingOf(offsetsOf(z.zone), first)?.nth).toBe('first');
        expect(showingOf(offsetsOf(z.zone), second)?.nth).toBe('second');
      });

      it('every screen (formatInZone): a wall-clock time is the first; an instant kept as the second says the second', () => {
        expect(plain(formatInZone(wall, z.zone, 'en-US'))).toBe(`${bare(z.zone, first, 'en-US')}, the first 2:30 — ${z.first}`);
        expect(plain(formatInZone(iso(first), z.zone, 'en-US'))).toBe(`${bare(z.zone, first, 'en-US')}, the first 2:30 — ${z.first}`);
        expect(plain(formatInZone(iso(second), z.zone, 'en-US'))).toBe(`${bare(z.zone, second, 'en-US')}, the second 2:30 — ${z.second}`);
        expect(plain(formatInZone(iso(first), z.zone, 'vi'))).toBe(`${bare(z.zone, first, 'vi')}, lần thứ nhất — ${z.first}`);
        expect(plain(formatInZone(iso(second), z.zone, 'vi'))).toBe(`${bare(z.zone, second, 'vi')}, lần thứ hai — ${z.second}`);
      });

      it('the CLI (timeInZoneText, the words of "scheduled for" and `drafts list`)', () => {
        expect(timeInZoneText(wall, z.zone)).toBe(`${wall} in ${z.zone} (the first 02:30 — ${z.first})`);
        expect(timeInZoneText(iso(first), z.zone)).toBe(`${wall} in ${z.zone} (the first 02:30 — ${z.first})`);
        expect(timeInZoneText(iso(second), z.zone)).toBe(`${wall} in ${z.zone} (the second 02:30 — ${z.second})`);
      });

      it('the CLI\'s `review list` (a time chosen for a new post: draftTimeEnglish)', () => {
        const d = (at: string) => ({ scheduled_at: at, timezone: z.zone, add_to_queue: false });
        expect(draftTimeEnglish(d(wall), wallTimeOf, whichShowingText)).toBe(`${wall.replace('T', ' ')} (${z.zone}, the first 02:30 — ${z.first})`);
        expect(draftTimeEnglish(d(iso(second)), wallTimeOf, whichShowingText)).toBe(`${wall.replace('T', ' ')} (${z.zone}, the second 02:30 — ${z.second})`);
      });

      it('the client preview page, in the client\'s zone (clientTime)', () => {
        const post = (at: string) => ({ scheduled_at: at, timezone: 'UTC', add_to_queue: false });
        expect(plain(clientTime(post(iso(first)), z.zone, 'en'))).toContain(` at 02:30 (the first 02:30 — ${z.first})`);
        expect(plain(clientTime(post(iso(second)), z.zone, 'en'))).toContain(` at 02:30 (the second 02:30 — ${z.second})`);
        expect(plain(clientTime(post(iso(second)), z.zone, 'vi'))).toMatch(/^lúc 02:30 .* \(lần thứ hai — UTC\+\d\d:00\)$/);
      });

      it('an ordinary time that day is unchanged', () => {
        const noon = wall.slice(0, 11) + '12:00';
        const at = DateTime.fromISO(noon, { zone: z.zone }).toMillis();
        expect(plain(formatInZone(noon, z.zone, 'en-US'))).toBe(bare(z.zone, at, 'en-US'));
        expect(timeInZoneText(noon, z.zone)).toBe(`${noon} in ${z.zone}`);
        expect(plain(clientTime({ scheduled_at: noon, timezone: z.zone, add_to_queue: false }, z.zone, 'en'))).not.toContain('(');
      });
    });

    const fwd = nextChange(z.zone, 'forward');
    const skippedWall = wallOf(z.zone, fwd - 30 * 60_000).slice(0, 11) + '02:30';
    describe(`${z.zone}, the clocks go forward on ${skippedWall.slice(0, 10)}`, () => {
      it('the hour after the gap is ordinary (shown once), and a skipped time keeps its own words', () => {
        const after = wallOf(z.zone, fwd + 30 * 60_000);
        expect(after.slice(11)).toBe('03:30');
        expect(showingOf(offsetsOf(z.zone), fwd + 30 * 60_000)).toBeNull();
        expect(showingOf(offsetsOf(z.zone), fwd - 30 * 60_000)).toBeNull();
        expect(plain(formatInZone(after, z.zone, 'en-US'))).toBe(bare(z.zone, fwd + 30 * 60_000, 'en-US'));
        expect(timeInZoneText(after, z.zone)).toBe(`${after} in ${z.zone}`);
        expect(timeInZoneText(skippedWall, z.zone)).toBe(`${after} in ${z.zone} (02:30 does not exist that night: the clocks skip it)`);
      });
    });
  }

  it('a zone with no clock change and UTC never say it', () => {
    expect(plain(formatInZone('2027-10-31T02:30', 'Asia/Ho_Chi_Minh', 'en-US'))).toBe('Oct 31, 2027, 2:30 AM');
    expect(plain(formatInZone('2027-10-31T02:30', 'UTC', 'en-US'))).toBe('Oct 31, 2027, 2:30 AM');
    expect(timeInZoneText('2027-10-31T02:30', 'UTC')).toBe('2027-10-31T02:30 in UTC');
  });

  it('the words: the same placeholders in both languages; a 12-hour clock drops its AM, a 24-hour one pads', () => {
    // The placeholders, not the select's branches ("{first}", "{lần thứ nhất}"): what follows `{name` is `}` or `,`.
    const holes = (s: string): string[] => [...s.replace(/(first|other) \{[^}]*\}/g, '').matchAll(/\{(\w+)[},]/g)].map((m) => m[1] as string).sort();
    // w29time (walk 25, 6): Vietnamese leaves out {time} (the date-time before it starts with it); nothing else differs.
    expect(holes(SHOWING_WORDS.vi.which)).toEqual(holes(SHOWING_WORDS.en.which).filter((h) => h !== 'time'));
    const s = { nth: 'second' as const, wall: Date.UTC(2027, 10, 7, 1, 30), offset: -300 };
    expect(showingText(s, 'en', 'en-US')).toBe('the second 1:30 — UTC−05:00');
    expect(showingText(s, 'en', 'en-GB')).toBe('the second 01:30 — UTC−05:00');
    expect(showingText(s, 'en')).toBe('the second 01:30 — UTC−05:00');
    expect(showingText(s, 'vi', 'vi')).toBe('lần thứ hai — UTC−05:00');
  });
});
