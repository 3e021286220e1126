/** w19time: a zone field shows the zone as every line says it (zoneName) and keeps its stored name (zoneOfName), both ways. */
import { describe, expect, it } from 'vitest';
import { IANAZone } from 'luxon';
import { zoneName, zoneOfName } from '../../src-shared/zone-name';

describe('zoneOfName: the stored zone of the name a person reads', () => {
  it.each([
    ['UTC+01:00', 'Etc/GMT-1'],
    ['UTC+1', 'Etc/GMT-1'],
    ['GMT+01:00', 'Etc/GMT-1'],
    [' utc+0700 ', 'Etc/GMT-7'],
    ['UTC-05:00', 'Etc/GMT+5'],
    ['UTC−05:00', 'Etc/GMT+5'],
    ['UTC+14:00', 'Etc/GMT-14'],
    ['UTC-12:00', 'Etc/GMT+12'],
    ['UTC+00:00', 'UTC'],
    // No fixed IANA zone for these: left as typed (the field says it is not a zone).
    ['UTC+05:30', 'UTC+05:30'],
    ['UTC+15:00', 'UTC+15:00'],
    ['UTC-13:00', 'UTC-13:00'],
    // Names and half-typed text: unchanged.
    ['Europe/Berlin', 'Europe/Berlin'],
    ['Etc/GMT-1', 'Etc/GMT-1'],
    ['UTC', 'UTC'],
    ['UTC+', 'UTC+'],
  ])('%s → %s', (shown, zone) => expect(zoneOfName(shown)).toBe(zone));

  it('gives back every fixed-offset zone from what zoneName shows of it, a valid zone at the same offset', () => {
    for (let h = -12; h <= 14; h++) {
      if (h === 0) continue;
      const zone = `Etc/GMT${h > 0 ? '-' : '+'}${Math.abs(h)}`;
      expect(zoneOfName(zoneName(zone)), zone).toBe(zone);
      expect(IANAZone.create(zone).offset(0), zone).toBe(h * 60);
    }
  });
});
