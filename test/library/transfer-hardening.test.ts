/**
 * Issue 26, import and export: records built field by field (no prototype keys),
 * duplicated CSV headers refused, formulas escaped in CSV exports, and every field
 * of the app's own export importing back unchanged in both formats.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CHANNEL_KEYS, CHANNELS } from '../../src-main/hub';
import { DRAFT_FIELD_NAMES } from '../../src-main/library/model';
import { escapeCell, unescapeCell } from '../../src-main/library/transfer-csv';
import type { Draft } from '../../src-main/library';
import { tempDir, tempLibrary } from './helpers';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const count = (lib: ReturnType<typeof tempLibrary>['lib']): number => lib.drafts.list(lib.db).items.length;

describe('import builds records field by field', () => {
  it('a "__proto__" key in fields cannot lend a row its profile_id (JSON)', async () => {
    const { lib } = tempLibrary();
    const text = '[{"platforms": ["instagram"], "caption": "x", "fields": {"__proto__": {"profile_id": "p1"}}}]';
    const r = await lib.transfer.importText(lib.db, text, { format: 'json' });
    expect(r.imported).toBe(0);
    expect(r.problems.map((p) => `${p.field} ${p.code}`)).toEqual(expect.arrayContaining(['profile_id missing_field', '__proto__ unknown_column']));
    expect(count(lib)).toBe(0);
    expect(({} as Record<string, unknown>).profile_id).toBeUndefined();
  });

  it('a top-level "__proto__" key is an unknown field, not a prototype (JSON, even with partial)', async () => {
    const { lib } = tempLibrary();
    const text = '[{"__proto__": {"profile_id": "p1", "platforms": ["instagram"]}, "caption": "x"}]';
    const r = await lib.transfer.importText(lib.db, text, { format: 'json', partial: true });
    expect(r.imported).toBe(0);
    expect(r.problems.map((p) => p.field)).toEqual(expect.arrayContaining(['__proto__', 'profile_id', 'platforms']));
    expect(count(lib)).toBe(0);
  });

  it('a "__proto__" CSV column is refused as an unknown column', async () => {
    const { lib } = tempLibrary();
    const r = await lib.transfer.importText(lib.db, 'platforms,caption,__proto__\ninstagram,x,p1\n', { format: 'csv', partial: true });
    expect(r.imported).toBe(0);
    expect(r.problems.map((p) => `${p.line} ${p.field} ${p.code}`)).toEqual(expect.arrayContaining(['1 __proto__ unknown_column']));
  });

  it('a field given both at the top level and in fields is a problem, not silently overwritten', async () => {
    const { lib } = tempLibrary();
    const text = '[{"profile_id": "p1", "platforms": ["instagram"], "first_comment": "a", "fields": {"first_comment": "b"}}]';
    const r = await lib.transfer.importText(lib.db, text, { format: 'json' });
    expect(r.problems.map((p) => `${p.field} ${p.code}`)).toEqual(['first_comment invalid_value']);
    expect(count(lib)).toBe(0);
  });

  it('a duplicated CSV header is refused with duplicate_column and imports nothing, even with partial', async () => {
    const { lib } = tempLibrary();
    const r = await lib.transfer.importText(lib.db, 'profile_id,platforms,caption,caption\np1,instagram,first,second\n', { format: 'csv', partial: true });
    expect(r.problems).toEqual([expect.objectContaining({ line: 1, field: 'caption', code: 'duplicate_column' })]);
    expect(r.imported).toBe(0);
    expect(count(lib)).toBe(0);
  });
});

const FORMULAS = ['=HYPERLINK("https://evil.example","click")', '+SUM(1,2)', '-1+1', '@SUM(A1)', '\t=1+1', '\r=1+1', "'=already quoted", "''+two quotes", "it's fine", "'plain quote"];

describe('CSV formula escaping', () => {
  it('escapes exactly the formula-looking cells and unescapes them back', () => {
    expect(escapeCell('=1')).toBe("'=1");
    expect(escapeCell('\t=1')).toBe("'\t=1");
    expect(escapeCell("'=1")).toBe("''=1");
    expect(escapeCell("'a")).toBe("'a");
    expect(escapeCell('a=1')).toBe('a=1');
    for (const s of [...FORMULAS, '', "'", "''", 'x']) expect(unescapeCell(escapeCell(s))).toBe(s);
  });

  it('writes no cell a spreadsheet would run as a formula', async () => {
    const { lib } = tempLibrary();
    for (const caption of FORMULAS) lib.drafts.create(lib.db, { profile_id: '=cmd|calc', platforms: ['instagram'], caption, title: '-t', notes: '@n', tags: ['+tag'], first_comment: '=c' });
    const { text } = lib.transfer.exportText(lib.db, { format: 'csv' });
    const cells = (parseCsv(text, { relax_column_count: false }) as string[][]).flat();
    expect(cells.filter((c) => /^[=+\-@\t\r]/.test(c))).toEqual([]);
    expect(cells).toContain('\'=HYPERLINK("https://evil.example","click")');
    expect(cells).toContain("'=cmd|calc");
  });
});

describe('every field of the app\'s own export imports back unchanged', () => {
  const photoChannels = CHANNEL_KEYS.filter((k) => CHANNELS[k].photo);
  const everyField = (i: number): Record<string, string> => Object.fromEntries([...DRAFT_FIELD_NAMES].sort().map((f, j) => [f, FORMULAS[(i + j) % FORMULAS.length] + ` ${f}`]));

  function fill(lib: ReturnType<typeof tempLibrary>['lib'], dir: string): Draft[] {
    mkdirSync(join(dir, 'img'), { recursive: true });
    writeFileSync(join(dir, 'img', 'a.png'), PNG);
    return FORMULAS.map((caption, i) => lib.drafts.create(lib.db, {
      profile_id: i === 0 ? '=profile' : `p${i}`,
      platforms: photoChannels,
      caption: `${caption}\nline two, "quoted"`,
      title: FORMULAS[(i + 1) % FORMULAS.length] ?? '',
      photos: [join(dir, 'img', 'a.png'), 'https://cdn.example.com/x.jpg'],
      ...(i % 2 === 0 ? { scheduled_at: '2026-12-01T09:00:00', timezone: 'Asia/Ho_Chi_Minh' } : { add_to_queue: true }),
      fields: everyField(i),
      tags: [`+t${i}`, 'vn'],
      notes: FORMULAS[(i + 2) % FORMULAS.length] ?? '',
    }));
  }
  const content = (d: Draft) => ({
    profile_id: d.profile_id, platforms: d.platforms, caption: d.caption, title: d.title, fields: d.fields, scheduled_at: d.scheduled_at,
    timezone: d.timezone, add_to_queue: d.add_to_queue, tags: d.tags, notes: d.notes, photos: d.photos.map((p) => ({ path: p.path, url: p.url })),
  });

  for (const format of ['csv', 'json'] as const) {
    it(`${format}: every field, captions starting with = + - @ tab CR and quotes`, async () => {
      const dir = tempDir();
      const { lib } = tempLibrary();
      const made = fill(lib, dir);
      expect(Object.keys(made[0]!.fields).sort()).toEqual([...DRAFT_FIELD_NAMES].sort());
      const file = join(dir, `out.${format}`);
      const e = await lib.transfer.exportFile(lib.db, file);
      expect(e.count).toBe(FORMULAS.length);
      const other = tempLibrary().lib;
      const r = await other.transfer.importFile(other.db, file);
      expect(r.problems).toEqual([]);
      expect(other.drafts.getMany(other.db, r.ids).map(content)).toEqual(made.map(content));

      // And once more through text with absolute paths (what a browser download carries).
      const { text } = lib.transfer.exportText(lib.db, { format });
      const third = tempLibrary().lib;
      const r3 = await third.transfer.importText(third.db, text, { format });
      expect(r3.problems).toEqual([]);
      expect(third.drafts.getMany(third.db, r3.ids).map(content)).toEqual(made.map(content));
    });
  }
});
