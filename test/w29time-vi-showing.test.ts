/**
 * w29time (walk 25, 6): the Vietnamese Outbox table read "02:30 31 thg 10, 2027, 02:30 lần thứ nhất — UTC+02:00": the
 * time twice, since a Vietnamese date-time starts with its time. The words after it (src-shared/wall-showing.ts, the one
 * place) now say which showing it is without saying the time again; the English keep "the first 2:30", as the README
 * promises. The client preview page reads the same words.
 */
import { describe, expect, it } from 'vitest';
import { formatInZone } from '../src-renderer/src/lib/schedule';
import { clientTime } from '../src-main/team/preview/page';

const plain = (s: string | null): string => (s ?? '').replace(/[\u202f\u00a0]/g, ' ');
const count = (s: string, part: string): number => s.split(part).length - 1;

describe('a time the clocks show twice, in Vietnamese: the time said once', () => {
  it('every screen (formatInZone)', () => {
    const first = plain(formatInZone('2027-10-31T02:30', 'Europe/Berlin', 'vi'));
    expect(count(first, '02:30')).toBe(1);
    expect(first).toMatch(/^02:30 31 thg 10, 2027, lần thứ nhất — UTC\+02:00$/);
    const second = plain(formatInZone('2027-10-31T01:30:00.000Z', 'Europe/Berlin', 'vi'));
    expect(second).toMatch(/^02:30 31 thg 10, 2027, lần thứ hai — UTC\+01:00$/);
    // English keeps its words: "the first 2:30 — UTC+02:00".
    expect(plain(formatInZone('2027-10-31T02:30', 'Europe/Berlin', 'en-US'))).toBe('Oct 31, 2027, 2:30 AM, the first 2:30 — UTC+02:00');
  });

  it('the client preview page (clientTime)', () => {
    const post = { scheduled_at: '2027-10-31T01:30:00.000Z', timezone: 'Europe/Berlin', add_to_queue: false };
    const t = plain(clientTime(post as Parameters<typeof clientTime>[0], 'Europe/Berlin', 'vi'));
    expect(count(t, '02:30')).toBe(1);
    expect(t).toContain('(lần thứ hai — UTC+01:00)');
  });
});
