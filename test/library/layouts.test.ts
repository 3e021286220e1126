import { describe, expect, it } from 'vitest';
import { detectLayout, mapForeign, type SourceRow } from '../../src-main/library';

const rows = (...lines: string[][]): SourceRow[] => lines.map((cells, i) => ({ line: i + 1, cells }));

describe('foreign layouts', () => {
  it('recognises Hootsuite\'s header-less bulk rows (date, message, link) and appends the link to the message', () => {
    const file = rows(
      ['28/03/2027 09:00', 'Spring menu is here', 'https://caphe.example/menu'],
      ['29/03/2027 18:30', 'Live music tonight'],
    );
    const d = detectLayout(file);
    expect(d?.layout.id).toBe('hootsuite');
    expect(d?.hasHeader).toBe(false);
    const m = mapForeign(file, d!);
    expect(m.info.used).toEqual([
      { column: 'column 1 (date)', as: 'scheduled_at' },
      { column: 'column 2 (message)', as: 'caption' },
      { column: 'column 3 (link)', as: 'caption (appended)' },
    ]);
    expect(m.rows).toEqual([
      { line: 1, record: { scheduled_at: '28/03/2027 09:00', caption: 'Spring menu is here https://caphe.example/menu' } },
      { line: 2, record: { scheduled_at: '29/03/2027 18:30', caption: 'Live music tonight' } },
    ]);
  });

  it('recognises Hootsuite rows whatever the date\'s order, separator or clock (the dates are read later, by dates.ts)', () => {
    for (const date of ['12/13/2026 09:00', '26.11.2026 21:30', '11/26/26 9:00 PM', '1/2/2027 12:30 am']) {
      expect(detectLayout(rows([date, 'Hello']))?.layout.id, date).toBe('hootsuite');
    }
    expect(detectLayout(rows(['12/13/2026', 'Hello']))).toBeNull();
  });

  it('recognises a Hootsuite file with a header too', () => {
    const d = detectLayout(rows(['Date', 'Message', 'Link'], ['28/03/2027 09:00', 'Hello', '']));
    expect(d).toMatchObject({ hasHeader: true, layout: { id: 'hootsuite' } });
    expect(mapForeign(rows(['Date', 'Message', 'Link'], ['28/03/2027 09:00', 'Hello', '']), d!).rows).toEqual([{ line: 2, record: { scheduled_at: '28/03/2027 09:00', caption: 'Hello' } }]);
  });

  it('maps Buffer\'s Text, Image URL, Tags, Posting Time and lists the columns it did not use', () => {
    const file = rows(['Text', 'Image URL', 'Tags', 'Posting Time', 'Link Preview'], ['New lookbook', 'https://img.example/a.jpg', 'lookbook, spring', '2027-03-30 10:00', 'x']);
    const d = detectLayout(file);
    expect(d?.layout.id).toBe('buffer');
    const m = mapForeign(file, d!);
    expect(m.info.ignored).toEqual(['Link Preview']);
    expect(m.rows[0]?.record).toEqual({ caption: 'New lookbook', photos: 'https://img.example/a.jpg', tags: 'lookbook|spring', scheduled_at: '2027-03-30 10:00' });
  });

  it('knows nothing of a file that is neither', () => {
    expect(detectLayout(rows(['when', 'what'], ['tomorrow', 'hi']))).toBeNull();
    expect(detectLayout([])).toBeNull();
  });
});
