/** w17zone: the one way a time zone's name is shown to a person (src-shared/zone-name.ts), row by row. */
import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { zoneName, zoneNameOr, isUtcName, zoneCity } from '../../src-shared/zone-name';

describe('zoneName: a zone as a person reads it', () => {
  it.each([
    // IANA's fixed-offset zones: the sign is reversed, so they read as the offset they ARE.
    ['Etc/GMT-1', 'UTC+01:00'],
    ['Etc/GMT-7', 'UTC+07:00'],
    ['Etc/GMT-14', 'UTC+14:00'],
    ['Etc/GMT+1', 'UTC-01:00'],
    ['Etc/GMT+5', 'UTC-05:00'],
    ['Etc/GMT+12', 'UTC-12:00'],
    ['etc/gmt-2', 'UTC+02:00'],
    // UTC under its names.
    ['UTC', 'UTC'],
    ['Etc/UTC', 'UTC'],
    ['Etc/GMT', 'UTC'],
    ['Etc/GMT0', 'UTC'],
    ['Etc/GMT+0', 'UTC'],
    ['Etc/GMT-0', 'UTC'],
    ['Etc/Zulu', 'UTC'],
    ['GMT', 'UTC'],
    // Other IANA names as they are.
    ['Asia/Ho_Chi_Minh', 'Asia/Ho_Chi_Minh'],
    ['Europe/Berlin', 'Europe/Berlin'],
    ['America/Argentina/Buenos_Aires', 'America/Argentina/Buenos_Aires'],
    [' Europe/Berlin ', 'Europe/Berlin'],
  ])('%s → %s', (zone, shown) => expect(zoneName(zone)).toBe(shown));

  it('the offset shown is the offset the zone really has (checked against the zone database)', () => {
    for (let n = -14; n <= 12; n++) {
      if (n === 0) continue;
      const zone = `Etc/GMT${n > 0 ? '+' : ''}${n}`;
      const offset = DateTime.fromISO('2026-12-03T09:00:00Z', { zone }).toFormat('ZZ');
      expect(zoneName(zone)).toBe(`UTC${offset}`);
    }
  });

  it('an absent zone reads as the fallback; UTC is recognised under any name', () => {
    expect(zoneNameOr(null, 'UTC')).toBe('UTC');
    expect(zoneNameOr('', '')).toBe('');
    expect(zoneNameOr('Etc/GMT-1', 'UTC')).toBe('UTC+01:00');
    expect(isUtcName('Etc/UTC')).toBe(true);
    expect(isUtcName('Etc/GMT-1')).toBe(false);
  });

  it.each([
    ['Asia/Ho_Chi_Minh', 'Ho Chi Minh'],
    ['America/Argentina/Buenos_Aires', 'Buenos Aires'],
    ['Etc/GMT-1', 'UTC+01:00'],
    ['Etc/GMT+3', 'UTC-03:00'],
    ['Etc/UTC', 'UTC'],
    ['UTC', 'UTC'],
  ])('by its city: %s → %s', (zone, shown) => expect(zoneCity(zone)).toBe(shown));
});
