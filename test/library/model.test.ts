import { describe, expect, it } from 'vitest';
import { normaliseCaption, scheduledInstant } from '../../src-main/library';
import { ftsQuery } from '../../src-main/library/drafts';

const iso = (s: string, tz: string | null): string | null => {
  const ms = scheduledInstant(s, tz);
  return ms === null ? null : new Date(ms).toISOString();
};

describe('scheduledInstant', () => {
  it('reads wall-clock time in the zone, an explicit offset wins', () => {
    expect(iso('2026-12-01T09:00:00', 'Asia/Ho_Chi_Minh')).toBe('2026-12-01T02:00:00.000Z');
    expect(iso('2026-12-01T09:00', 'Asia/Kolkata')).toBe('2026-12-01T03:30:00.000Z');
    expect(iso('2026-07-01T09:00:00', 'Europe/London')).toBe('2026-07-01T08:00:00.000Z');
    expect(iso('2026-12-01T09:00:00+07:00', 'America/New_York')).toBe('2026-12-01T02:00:00.000Z');
    expect(iso('2026-12-01T09:00:00.5Z', 'Asia/Tokyo')).toBe('2026-12-01T09:00:00.500Z');
    expect(iso('2026-12-01T09:00:00-0530', null)).toBe('2026-12-01T14:30:00.000Z');
    expect(iso('2026-12-01T09:00:00', null)).toBe('2026-12-01T09:00:00.000Z');
  });

  it('is deterministic at DST edges: a skipped time moves forward, a repeated one takes the earlier', () => {
    expect(iso('2026-03-08T02:30:00', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z'); // = 03:30 EDT
    expect(iso('2026-11-01T01:30:00', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z'); // first 01:30 (EDT)
    expect(iso('2026-03-29T01:30:00', 'Europe/London')).toBe('2026-03-29T01:30:00.000Z');
  });

  it('takes the earlier of a repeated time in every zone, east of UTC as west (a walk saw Berlin take the later one)', () => {
    expect(iso('2027-10-31T02:30:00', 'Europe/Berlin')).toBe('2027-10-31T00:30:00.000Z'); // first 02:30 (CEST, +02:00)
    expect(iso('2026-10-25T01:30:00', 'Europe/London')).toBe('2026-10-25T00:30:00.000Z'); // first 01:30 (BST)
    expect(iso('2027-04-04T02:30:00', 'Australia/Sydney')).toBe('2027-04-03T15:30:00.000Z'); // first 02:30 (AEDT, +11:00)
    expect(iso('2027-11-07T01:30:00', 'America/New_York')).toBe('2027-11-07T05:30:00.000Z'); // first 01:30 (EDT)
    expect(iso('2027-03-28T02:30:00', 'Europe/Berlin')).toBe('2027-03-28T01:30:00.000Z'); // skipped: 03:30 CEST
  });

  it('refuses what is not a date-time or not a real day', () => {
    for (const bad of ['next tuesday', '2026-12-01', '2026-02-29T09:00:00', '2026-04-31T09:00:00', '2026-13-01T09:00:00', '2026-12-01T24:00:00', '2026-12-01T09:00:00+25:00', '']) {
      expect(scheduledInstant(bad, 'UTC'), bad).toBeNull();
    }
  });
});

describe('normaliseCaption and ftsQuery', () => {
  it('normalises case, Unicode form and spacing, keeps accents', () => {
    expect(normaliseCaption('  Cafe\u0301 \n\t Sữa  ')).toBe('café sữa');
    expect(normaliseCaption('Cà phê')).not.toBe(normaliseCaption('Ca phe'));
  });

  it('quotes every word, prefixes the last one while typing, folds đ', () => {
    expect(ftsQuery('Đà Nẵ')).toBe('"Dà" "Nẵ"*'); // unicode61 folds the rest
    expect(ftsQuery('sale ')).toBe('"sale"');
    expect(ftsQuery('"x" OR y*')).toBe('"x" "OR" "y"*');
    expect(ftsQuery(' ... ')).toBe('');
  });
});

describe('newId', () => {
  it('gives UUIDv7 ids that sort in creation order, even within one millisecond', async () => {
    const { newId } = await import('../../src-main/common');
    const ids = Array.from({ length: 5000 }, () => newId(Date.parse('2026-11-22T00:00:00Z')));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    for (const id of ids.slice(0, 50)) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newId(Date.parse('2030-01-01T00:00:00Z')) > ids.at(-1)!).toBe(true);
  });
});
