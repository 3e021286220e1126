import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatInstant } from '../../src-renderer/src/lib/schedule';

/**
 * w12words (walk 12): the decisions-import panel wrote "27 Nov 2026, 15:57" where the rest of the app writes
 * "Nov 27, 2026, 3:57 PM": one formatter (lib/schedule.ts formatInstant) for a moment, the panel's times too.
 */
describe('one way to write a moment', () => {
  it('English: month first, a 12-hour clock; Vietnamese: day first, 24-hour', () => {
    expect(formatInstant('2026-11-27T15:57:00', 'en').replace(/\u202f/g, ' ')).toBe('Nov 27, 2026, 3:57 PM');
    expect(formatInstant('2026-11-27T15:57:00', 'vi')).toContain('15:57');
    expect(formatInstant(Date.parse('2026-11-27T15:57:00'), 'en').replace(/\u202f/g, ' ')).toBe('Nov 27, 2026, 3:57 PM');
  });
  it("the decisions panel's times use it (no en-GB of its own)", () => {
    const tab = readFileSync('src-renderer/src/screens/Campaigns/ReviewTab.svelte', 'utf8');
    expect(tab).not.toContain("'en-GB'");
    expect(tab).toMatch(/reportDate = \(iso: string\): string => formatInstant\(/);
  });
});
