import { describe, expect, it } from 'vitest';
import type { ConnectivityDto } from '../../src-main/bridge/contract';
import { newerReading, sinceChecked, type SinceChecked } from '../../src-renderer/src/lib/lastChecked';
import { en } from '../../src-renderer/src/lib/i18n/en';
import { vi } from '../../src-renderer/src/lib/i18n/vi';

const reading = (state: ConnectivityDto['state'], checkedAt: string | null): ConnectivityDto => ({ state, hubUrl: 'http://hub', checkedAt, reason: null, sandbox: false });

describe('last checked', () => {
  it('keeps the reading taken last, whichever arrives last', () => {
    const older = reading('offline', '2025-11-25T10:00:00.000Z');
    const newer = reading('online', '2025-11-25T10:03:00.000Z');
    expect(newerReading(older, newer)).toBe(newer);
    // A slow system.connectivity answer after the publisher's newer event does not turn the clock back.
    expect(newerReading(newer, older)).toBe(newer);
    expect(newerReading(null, older)).toBe(older);
    // A renewal of the same state still moves the time forward.
    const renewed = reading('online', '2025-11-25T10:04:00.000Z');
    expect(newerReading(newer, renewed).checkedAt).toBe('2025-11-25T10:04:00.000Z');
  });

  it('says how long ago, moving as the clock moves', () => {
    const at = '2025-11-25T10:00:00.000Z';
    const t = Date.parse(at);
    const cases: Array<[number, SinceChecked]> = [
      [0, { unit: 'now', count: 0 }],
      [-5_000, { unit: 'now', count: 0 }], // a clock slightly behind the core's
      [15_000, { unit: 'seconds', count: 15 }],
      [61_000, { unit: 'minutes', count: 1 }],
      [7 * 60_000 + 59_000, { unit: 'minutes', count: 7 }],
      [2 * 3_600_000, { unit: 'hours', count: 2 }],
      [3 * 86_400_000, { unit: 'days', count: 3 }],
    ];
    for (const [dt, want] of cases) expect(sinceChecked(at, t + dt), String(dt)).toEqual(want);
  });

  it('has words for every unit in both languages', () => {
    for (const unit of ['now', 'seconds', 'minutes', 'hours', 'days'] as const) {
      expect(en.connectivity.ago[unit]).toBeTruthy();
      expect(vi.connectivity.ago[unit]).not.toBe(en.connectivity.ago[unit]);
    }
  });
});
