/**
 * w17zone: the places that show a zone to a person say a fixed-offset zone as its offset (src-shared zoneName):
 * the CLI's and logs' words from the core, and the renderer's derived texts. Each failed on the old code, which
 * printed "Etc/GMT-1" (read by a person as UTC−1; it is UTC+01:00).
 */
import { describe, expect, it } from 'vitest';
import { zoneReadingText } from '../../src-main/library';
import { postStateText, sendHoldText, type PostState, type SendHold } from '../../src-main/publisher';
import { chipZone } from '../../src-renderer/src/lib/calendar';
import { postTime } from '../../src-renderer/src/lib/postTime';
import { zoneText } from '../../src-renderer/src/screens/Campaigns/dryrun-words';

const AT = '2027-12-03T21:05';
const NOW = Date.parse('2026-11-27T20:00:00Z');

describe('the core says a fixed-offset zone as its offset (CLI, logs)', () => {
  it('a scheduled post', () => {
    const s = { state: 'scheduled', scheduledAt: AT, timezone: 'Etc/GMT-1' } as unknown as PostState;
    expect(postStateText(s, NOW)).toBe('scheduled for 2027-12-03T21:05 in UTC+01:00');
  });
  it('an unknown outcome not due yet', () => {
    const s = { state: 'unknown', scheduledAt: AT, timezone: 'Etc/GMT+5', resentAs: null } as unknown as PostState;
    expect(postStateText(s, NOW)).toBe('outcome unknown (not due yet: the Hub may hold it for 2027-12-03T21:05 in UTC-05:00)');
  });
  it('a post held at the Hub', () => {
    const h = { kind: 'at_hub', state: 'scheduled', scheduledAt: AT, timezone: 'Etc/GMT-1', by: null } as unknown as SendHold;
    expect(sendHoldText(h)).toBe(`at the Hub, scheduled for ${AT} in UTC+01:00`);
  });
  it("an import's reading of its zones", () => {
    expect(zoneReadingText({ zone: 'Etc/GMT-7', fromDefault: 2, ownRows: 1, own: ['Etc/GMT+3'], offset: 0, none: 0 }))
      .toBe('times read: 2 rows in UTC+07:00 (the default zone); 1 row in their own zone (UTC-03:00)');
  });
});

describe("the renderer's derived zone texts", () => {
  it('the Outbox time: the zone by its "city" is the offset', () => {
    const t = postTime({ scheduledAt: AT, timezone: 'Etc/GMT-1', state: 'scheduled', handedAt: '2026-11-27T20:00:00Z' }, 'UTC', 'en');
    expect(t.city).toBe('UTC+01:00');
  });
  it('a calendar chip in another zone', () => {
    expect(chipZone({ scheduled_at: AT, timezone: 'Etc/GMT-1', predicted_timezone: null }, 'Asia/Ho_Chi_Minh')).toBe('UTC+01:00');
    expect(chipZone({ scheduled_at: AT, timezone: 'Etc/GMT', predicted_timezone: null }, 'UTC')).toBe('');
  });
  it("the dry run's Time column: the offset once, not \"Etc/GMT-1 UTC+01:00\"", () => {
    expect(zoneText('Etc/GMT-1', '+01:00', true)).toBe('UTC+01:00');
    expect(zoneText('Etc/GMT-1', null, true)).toBe('UTC+01:00');
    expect(zoneText('Europe/Berlin', '+01:00', true)).toBe('Europe/Berlin UTC+01:00');
  });
});
