import { describe, expect, it } from 'vitest';
import { foldForSearch } from '../../src-main/sandbox';
import { nextQueueSlot } from '../../src-main/sandbox/queue';
import { searchChart } from '../../src-main/sandbox/music';
import type { ProfileRow } from '../../src-main/sandbox/db';

describe('music search folding (pure)', () => {
  it('U1: strips accents after NFD, lower-cases, keeps đ/Đ distinct from d', () => {
    expect(foldForSearch('Hãy Trao Cho Anh')).toBe('hay trao cho anh');
    expect(foldForSearch('Đi Về Nhà')).toBe('đi ve nha');
    expect(foldForSearch('Đ')).not.toBe('d');
    expect(foldForSearch('ROSÉ')).toBe('rose');
  });
  it('U2: every word must be a fragment of title or artist', () => {
    const q = { country_code: 'VN', genre: 'ALL', date_range: '90DAY' as const };
    expect(searchChart('son tung lac', q).map((t) => t.title)).toEqual(['Lạc Trôi']);
    expect(searchChart('son tung zzz', q)).toEqual([]);
  });
});

describe('queue slots (pure)', () => {
  const profile = (slots: unknown[], tz = 'Asia/Ho_Chi_Minh'): ProfileRow =>
    ({ id: 'p', account_id: 'a', name: 'n', position: 0, queue_timezone: tz, queue_slots: JSON.stringify(slots) });
  it('U3: the next slot after now in the profile timezone, skipping taken ones; null without slots', () => {
    const now = Date.parse('2026-11-22T03:00:00Z'); // Sunday 10:00 in Ho Chi Minh
    const p = profile([{ weekday: 0, time: '09:00' }, { weekday: 0, time: '12:30' }, { weekday: 1, time: '08:00' }]);
    const first = nextQueueSlot(p, now, []);
    expect(new Date(first!).toISOString()).toBe('2026-11-22T05:30:00.000Z');
    expect(new Date(nextQueueSlot(p, now, [first!])!).toISOString()).toBe('2026-11-23T01:00:00.000Z');
    expect(nextQueueSlot(profile([]), now, [])).toBeNull();
  });
  it('U4: slots follow daylight-saving time in the profile timezone', () => {
    const p = profile([{ weekday: 0, time: '09:00' }], 'Europe/Berlin');
    // Sunday 2026-03-29 is the switch to CEST (UTC+2).
    const at = nextQueueSlot(p, Date.parse('2026-03-28T12:00:00Z'), []);
    expect(new Date(at!).toISOString()).toBe('2026-03-29T07:00:00.000Z');
  });
});
