/**
 * w20dst: one instant for a wall-clock time, row by row (a time the clocks show twice, one they skip, an ordinary
 * one) × every reader: the core (library scheduledInstant: a CSV import, the calendar's drag, the CLI's --at, the
 * Hub's request), the sandbox Hub, Compose's time field (describeSchedule: also the "Send it as a new post…" time and
 * the Outbox's "when?"), the renderer's own reading of a kept time (instantIn), the Posts tab's mark (wallClockOf),
 * and the CLI's --at words. Before w20dst, Compose (luxon) read the repeated 02:30 as the SECOND instant, an hour
 * after the core's. Fixed dates, never today's: Europe/Berlin's clocks go back on 2027-10-31 and forward on 2027-03-28.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readWall, scheduledInstantBy } from '../../src-shared/wall-time';
import { scheduledInstant, skippedTo, zoneOffset } from '../../src-main/library';
import { timeInZoneText } from '../../src-main/publisher/post-state';
import { earliestShowing } from '../../src-main/sandbox/publish';
import { runCli } from '../../src-main/cli';
import { shiftTime } from '../../src-main/campaigns/bulk';
import { wallClock } from '../../src-main/campaigns/zones';
import { describeSchedule, instantIn, offsetsOf, wallAsRead } from '../../src-renderer/src/lib/schedule';
import { wallClockOf } from '../../src-renderer/src/lib/wall-clock';
import { movedTo } from '../../src-renderer/src/lib/calendar';
import { retryWhen } from '../../src-renderer/src/lib/jobs';
import { DateTime } from 'luxon';

const ZONE = 'Europe/Berlin';
const now = new Date('2026-11-22T12:00:00Z');
const utc = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

/** Each row: the wall clock typed or imported, the one instant every reader gives, and how it reads. */
const ROWS = [
  { name: 'a time the clocks show twice (they go back)', wall: '2027-10-31T02:30', at: '2027-10-31T00:30:00.000Z', kind: 'twice', offset: 'UTC+02:00', other: 'UTC+01:00' },
  { name: 'a time the clocks skip (they spring forward)', wall: '2027-03-28T02:30', at: '2027-03-28T01:30:00.000Z', kind: 'skipped', offset: null, other: null },
  { name: 'an ordinary time', wall: '2027-10-31T12:00', at: '2027-10-31T11:00:00.000Z', kind: 'normal', offset: 'UTC+01:00', other: null },
] as const;

describe('w20dst: one instant for a wall-clock time, every reader', () => {
  for (const row of ROWS) {
    describe(row.name, () => {
      it('the shared rule and the core (a CSV import, the calendar\'s drag, the CLI\'s --at all go through it)', () => {
        const wall = Date.parse(`${row.wall}Z`);
        expect(readWall(zoneOffset(ZONE), wall)).toMatchObject({ kind: row.kind, at: Date.parse(row.at) });
        expect(utc(scheduledInstant(row.wall, ZONE))).toBe(row.at);
        expect(utc(scheduledInstantBy(row.wall, zoneOffset(ZONE)))).toBe(row.at);
        // The calendar's drag writes the wall clock the chip shows, moved to the day: read by the core.
        expect(utc(scheduledInstant(movedTo(`2027-10-24${row.wall.slice(10)}`, row.wall.slice(0, 10)), ZONE))).toBe(row.at);
      });

      it('the calendar\'s drag writes the time as the core reads it (a skipped 02:30 becomes 03:30, the chip shows when it goes)', () => {
        const written = wallAsRead(movedTo(`2027-10-24${row.wall.slice(10)}`, row.wall.slice(0, 10)), ZONE);
        expect(written).toBe(row.kind === 'skipped' ? '2027-03-28T03:30' : row.wall);
        expect(utc(scheduledInstant(written, ZONE))).toBe(row.at);
      });

      it('a bulk shift by days onto it (from the winter side) is checked at the instant the core sends', () => {
        const from = DateTime.fromISO(row.wall).plus({ days: 1 }).toFormat("yyyy-MM-dd'T'HH:mm");
        const moved = shiftTime(from, ZONE, -1, 0);
        expect(utc(moved?.ms ?? null)).toBe(row.at);
      });

      it('where a kept wall time is shown (the CLI\'s words, the calendar\'s chip): the time it goes at, and a skipped one said', () => {
        const goes = DateTime.fromISO(row.at).setZone(ZONE).toFormat("yyyy-MM-dd'T'HH:mm");
        expect(skippedTo(row.wall, ZONE)).toBe(row.kind === 'skipped' ? goes : null);
        expect(timeInZoneText(row.wall, ZONE)).toBe(row.kind === 'skipped'
          ? '2027-03-28T03:30 in Europe/Berlin (02:30 does not exist that night: the clocks skip it)'
          // w23wall: a time shown twice says which of the two it is (src-shared/wall-showing.ts).
          : `${row.wall} in Europe/Berlin${row.kind === 'twice' ? ' (the first 02:30 — UTC+02:00)' : ''}`);
      });

      it('the sandbox Hub reads the Hub\'s request (the wall clock and its zone) at the same instant', () => {
        const dt = earliestShowing(DateTime.fromISO(row.wall, { zone: ZONE }), row.wall);
        expect(dt.toUTC().toISO()).toBe(row.at);
      });

      it('Compose\'s time field (and the new-time dialog, the Outbox\'s "when?") reads it as the core does', () => {
        const d = describeSchedule(row.wall, ZONE, now);
        if (row.kind === 'skipped') {
          // Typed in, a time that does not exist is refused (never kept at luxon's moved time unsaid).
          expect(d.problem).toBe('skipped_hour');
          expect(retryWhen('at', row.wall, ZONE, now)).toEqual({ problem: 'skipped_hour' });
          return;
        }
        expect(d.problem).toBeNull();
        expect(d.utc).toBe(row.at);
        // What Compose keeps (its own offset) means the same instant to the core.
        expect(utc(scheduledInstant(d.iso ?? '', ZONE))).toBe(row.at);
        expect(d.offset).toBe(row.offset);
        expect(d.ambiguous).toBe(row.kind === 'twice');
        expect(d.otherOffset).toBe(row.other);
        expect(d.kept).toBe(false);
        expect(retryWhen('at', row.wall, ZONE, now)).toEqual({ when: { scheduledAt: row.wall, timezone: ZONE } });
      });

      it('the renderer\'s reading of a kept time (unknownAhead) and the Posts tab\'s mark', () => {
        expect(utc(instantIn(row.wall, ZONE))).toBe(row.at);
        const mark = wallClockOf(row.wall, ZONE);
        if (row.kind === 'normal') expect(mark).toBeNull();
        else expect(mark).toMatchObject({ kind: row.kind, used: DateTime.fromISO(row.at).setZone(ZONE).toFormat("yyyy-MM-dd'T'HH:mm"), offset: DateTime.fromISO(row.at).setZone(ZONE).toFormat('ZZ') });
        // The core's mark of the same time (the preview's and the dry run's rows) is the same mark.
        expect(wallClock(row.wall, ZONE, scheduledInstant(row.wall, ZONE) as number)).toEqual(mark);
      });
    });
  }

  it('an old draft Compose kept at the SECOND showing still reads the same: its stored string is never rewritten', () => {
    const stored = '2027-10-31T02:30:00.000+01:00';
    const held = scheduledInstant(stored, ZONE);
    expect(utc(held)).toBe('2027-10-31T01:30:00.000Z');
    expect(instantIn(stored, ZONE)).toBe(held);
    // Compose shows it as kept (its offset, and says so), and writes back the very same string if applied again.
    const d = describeSchedule('2027-10-31T02:30', ZONE, now, held);
    expect(d).toMatchObject({ kept: true, ambiguous: true, offset: 'UTC+01:00', otherOffset: 'UTC+02:00', iso: stored });
    // A time typed now, with nothing kept: the first.
    expect(describeSchedule('2027-10-31T02:30', ZONE, now, null).iso).toBe('2027-10-31T02:30:00.000+02:00');
  });

  it('the rule holds in another zone and a half-hour change (Lord Howe), never by today\'s date', () => {
    expect(utc(scheduledInstant('2027-11-07T01:30', 'America/New_York'))).toBe('2027-11-07T05:30:00.000Z');
    expect(describeSchedule('2027-11-07T01:30', 'America/New_York', now).utc).toBe('2027-11-07T05:30:00.000Z');
    // Lord Howe goes back half an hour at 02:00 (+11 → +10:30) on the first Sunday of April.
    expect(readWall(offsetsOf('Australia/Lord_Howe'), Date.parse('2027-04-04T01:45Z'))).toMatchObject({ kind: 'twice', at: Date.parse('2027-04-03T14:45Z') });
    expect(describeSchedule('2027-04-04T01:45', 'Australia/Lord_Howe', now).utc).toBe('2027-04-03T14:45:00.000Z');
  });

  it('the CLI\'s --at … --zone …: a repeated time says it goes at the first; a skipped one is refused, as Compose refuses it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'w20dst-cli-'));
    try {
      const run = async (args: string[]): Promise<{ code: number; err: string }> => {
        let err = '';
        const code = await runCli([...args, '--data-dir', dir], { stdout: () => undefined, stderr: (s) => (err += s), stdin: async () => '', env: {} });
        return { code, err };
      };
      const skipped = await run(['retry', 'job_none', '--at', '2027-03-28T02:30', '--zone', ZONE]);
      expect(skipped.code).toBe(2);
      expect(skipped.err).toContain('2027-03-28 02:30 does not exist in Europe/Berlin: the clocks skip it that night (2027-03-28 03:30 is the same moment). Choose another time.');
      const twice = await run(['retry', 'job_none', '--at', '2027-10-31T02:30', '--zone', ZONE]);
      expect(twice.err).toContain('2027-10-31 02:30 happens twice in Europe/Berlin (the clocks go back): the post goes at the first, UTC+02:00, not at the second, UTC+01:00.');
      const normal = await run(['retry', 'job_none', '--at', '2027-10-31T12:00', '--zone', ZONE]);
      expect(normal.err).not.toMatch(/twice|skip/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
