/**
 * Walk 45b (minor): `drafts list` of a post whose X went at its scheduled time and whose refused LinkedIn was retried
 * `--now` read "x published 2026-11-29T21:06 in Asia/Ho_Chi_Minh; linkedin published 2026-11-29 14:06 UTC": the same
 * minute on two clocks, read as 7 hours apart. README: one clock for the line. Now the channel sent to go at once is said
 * on the line's zone's clock; a line with no zone at all stays in UTC.
 */
import { describe, expect, it } from 'vitest';
import { channelTimesText } from '../../src-main/publisher/post-state';

const at = Date.parse('2026-11-29T14:06:20Z');

describe('channelTimesText: one clock for the line', () => {
  it('a channel sent at once is said on the clock of the scheduled channel\'s zone', () => {
    const line = channelTimesText([
      { channels: ['x'], state: 'published', sentAt: at - 3_600_000, scheduledAt: '2026-11-29T21:06', timezone: 'Asia/Ho_Chi_Minh' },
      { channels: ['linkedin'], state: 'published', sentAt: at, scheduledAt: null, timezone: null },
    ]);
    expect(line).toBe('x published 2026-11-29T21:06 in Asia/Ho_Chi_Minh; linkedin published 2026-11-29T21:06 in Asia/Ho_Chi_Minh');
    expect(line).not.toContain('UTC');
  });
  it('a refused channel\'s send time too; with no zone in the line, UTC as before', () => {
    expect(channelTimesText([
      { channels: ['instagram'], state: 'scheduled', sentAt: at, scheduledAt: '2026-12-05T10:00', timezone: 'Europe/London' },
      { channels: ['x'], state: 'refused', sentAt: at, scheduledAt: null, timezone: null },
    ])).toBe('instagram scheduled for 2026-12-05T10:00 in Europe/London; x refused, sent 2026-11-29T14:06 in Europe/London');
    expect(channelTimesText([
      { channels: ['instagram'], state: 'published', sentAt: at, scheduledAt: null, timezone: null },
      { channels: ['x'], state: 'published', sentAt: at + 60_000, scheduledAt: null, timezone: null },
    ])).toBe('instagram published 2026-11-29 14:06 UTC; x published 2026-11-29 14:07 UTC');
  });
});
