/**
 * w24calendar (walk 21, 3): a chip's line names the zone its time is read in, never an empty part. Walk 21: a post
 * the Hub refused, its time kept with no zone, read "Refused by the Hub · 20:00  · Studio Lumen" (the line joined
 * `${time} ${zone ?? ''}`); the e2e ui-w24calendar checks the line on screen.
 */
import { describe, expect, it } from 'vitest';
import { whenLine, whenZone } from '../../src-renderer/src/lib/calendar';

const chip = (scheduled_at: string | null, timezone: string | null, predicted: { at: string; zone: string } | null = null) =>
  ({ scheduled_at, timezone, wall_at: scheduled_at, predicted_at: predicted?.at ?? null, predicted_timezone: predicted?.zone ?? null });

describe("a chip's time and zone on its line", () => {
  it('its own zone, by the name every screen shows', () => {
    expect(whenLine(chip('2026-12-01T20:00', 'Asia/Ho_Chi_Minh'))).toBe('20:00 Asia/Ho_Chi_Minh');
    expect(whenLine(chip('2026-12-01T20:00', 'Etc/GMT-1'))).toBe('20:00 UTC+01:00');
  });

  it('no zone: read in UTC (as formatInZone reads it), or on its own offset when it carries one; never an empty part', () => {
    expect(whenLine(chip('2026-12-01T20:00:00Z', null))).toBe('20:00 UTC');
    expect(whenLine(chip('2026-12-01T20:00', ''))).toBe('20:00 UTC');
    expect(whenZone(chip('2026-12-01T20:00:00+07:00', null))).toBe('UTC+07:00');
  });

  it("a queued post's predicted slot: its queue's zone; no time: nothing", () => {
    expect(whenZone(chip(null, null, { at: '2026-12-01T09:00', zone: 'Europe/Berlin' }))).toBe('Europe/Berlin');
    expect(whenLine(chip(null, null))).toBe('');
  });
});
