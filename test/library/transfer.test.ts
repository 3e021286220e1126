import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ImportProblem } from '../../src-main/library';
import { tempDir, tempLibrary } from './helpers';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

function folder(): string {
  const dir = tempDir();
  mkdirSync(join(dir, 'img'));
  writeFileSync(join(dir, 'img', 'a.png'), PNG);
  writeFileSync(join(dir, 'img', 'b.png'), PNG);
  writeFileSync(join(dir, 'img', 'empty.png'), '');
  return dir;
}

const brief = (p: ImportProblem[]) => p.map((x) => `${x.line ?? `#${x.index}`} ${x.field} ${x.code}`);

const HEADER = 'profile_id,platforms,caption,title,photos,scheduled_at,timezone,add_to_queue,pinterest_board_id,reddit_community,reddit_title,first_comment,tags,notes';

describe('import CSV', () => {
  it('imports good rows with lists, relative photos (hashed) and URLs, in one go', async () => {
    const { lib } = tempLibrary();
    const dir = folder();
    writeFileSync(join(dir, 'in.csv'), [
      HEADER,
      'p1,instagram|facebook,"Cà phê, sữa",,img/a.png|https://cdn.example.com/x.jpg,2026-12-01T09:00:00,Asia/Ho_Chi_Minh,,,,,hello,coffee|vn,"multi',
      'line note"',
      '',
      'p2,"pinterest, reddit",Pins,Board title,img/b.png,,,true,board_1,pics,Reddit title,,,',
    ].join('\n'));
    const r = await lib.transfer.importFile(lib.db, join(dir, 'in.csv'));
    expect(r.problems).toEqual([]);
    expect(r).toMatchObject({ format: 'csv', rows: 2, imported: 2, skipped: 0, badRows: 0 });
    const [a, b] = lib.drafts.getMany(lib.db, r.ids);
    expect(a).toMatchObject({
      profile_id: 'p1', platforms: ['instagram', 'facebook'], caption: 'Cà phê, sữa', title: '', scheduled_at: '2026-12-01T09:00:00',
      timezone: 'Asia/Ho_Chi_Minh', add_to_queue: false, fields: { first_comment: 'hello' }, tags: ['coffee', 'vn'], notes: 'multi\nline note',
    });
    expect(a!.photos).toMatchObject([
      { source: 'file', path: join(dir, 'img', 'a.png'), bytes: PNG.length, mime: 'image/png', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
      { source: 'url', url: 'https://cdn.example.com/x.jpg' },
    ]);
    expect(b).toMatchObject({ platforms: ['pinterest', 'reddit'], title: 'Board title', add_to_queue: true, fields: { pinterest_board_id: 'board_1', reddit_community: 'pics', reddit_title: 'Reddit title' } });
  });

  it('reports every bad row by file line and field; imports nothing by default', async () => {
    const { lib } = tempLibrary();
    const dir = folder();
    const rows = [
      HEADER, // line 1
      'p1,instagram,ok row,,img/a.png,,,,,,,,,', // 2: good
      'p1,myspace,x,,,,,,,,,,,', // 3: unknown channel
      'p1,youtube,x,,,,,,,,,,,', // 4: not a photo channel
      'p1,pinterest,x,,,,,,,,,,,', // 5: board and title missing
      ',reddit,x,,,,,,,r,,,,', // 6: profile missing, reddit_title missing
      'p1,x,"has ""quotes""\nand a line",,http://insecure.example.com/a.jpg,,,,,,,,,', // 7-8: bad URL
      'p1,x,x,,,2026-12-01T09:00:00,Mars/Base,,,,,,,', // 9: unknown zone
      'p1,x,x,,,2026-10-01T09:00:00Z,,,,,,,,', // 10: past (clock is 2026-11-01)
      'p1,x,x,,img/missing.png|img/empty.png,,,,,,,,,', // 11: unreadable photos
      'p1,x,x,,,,,maybe,,,,,,', // 12: bad boolean
    ];
    writeFileSync(join(dir, 'bad.csv'), rows.join('\n'));
    const r = await lib.transfer.importFile(lib.db, join(dir, 'bad.csv'));
    expect(brief(r.problems)).toEqual([
      '3 platforms unknown_channel',
      '4 platforms non_photo_channel',
      '5 pinterest_board_id missing_field',
      '5 title missing_field',
      '6 profile_id missing_field',
      '6 reddit_title missing_field',
      '7 photos bad_url',
      '9 timezone unknown_timezone',
      '10 scheduled_at past_schedule',
      '11 photos unreadable_photo',
      '11 photos unreadable_photo',
      '12 add_to_queue invalid_value',
    ]);
    expect(r.problems.find((p) => p.line === 11)?.message).toContain('missing.png');
    expect(r).toMatchObject({ rows: 10, imported: 0, skipped: 1, badRows: 9, ids: [] });
    expect(lib.drafts.list(lib.db).items).toEqual([]);

    const partial = await lib.transfer.importFile(lib.db, join(dir, 'bad.csv'), { partial: true });
    expect(partial).toMatchObject({ imported: 1, skipped: 0, badRows: 9 });
    expect(lib.drafts.list(lib.db).items.map((d) => d.caption)).toEqual(['ok row']);
  });

  it('an unknown column or a broken file imports nothing, even with partial', async () => {
    const { lib } = tempLibrary();
    const dir = folder();
    writeFileSync(join(dir, 'col.csv'), 'profile_id,platforms,caption,colour\np1,x,hi,red\n');
    const r = await lib.transfer.importFile(lib.db, join(dir, 'col.csv'), { partial: true });
    expect(brief(r.problems)).toEqual(['1 colour unknown_column']);
    expect(r.imported).toBe(0);
    writeFileSync(join(dir, 'broken.csv'), 'profile_id,platforms,caption\np1,x,"never closed\n');
    const b = await lib.transfer.importFile(lib.db, join(dir, 'broken.csv'), { partial: true });
    expect(b.problems.map((p) => p.code)).toEqual(['parse_error']);
    expect(lib.drafts.list(lib.db).items).toEqual([]);
  });

  it('refuses an unknown extension and a missing file with typed errors', async () => {
    const { lib } = tempLibrary();
    await expect(lib.transfer.importFile(lib.db, '/tmp/x.txt')).rejects.toMatchObject({ code: 'invalid_input' });
    await expect(lib.transfer.importFile(lib.db, '/nonexistent/x.csv')).rejects.toMatchObject({ code: 'io' });
  });

  it('an unreadable (no permission) photo is reported', async () => {
    if (process.getuid?.() === 0) {
      console.log('skipped: running as root, file permissions do not stop reads');
      return;
    }
    const { lib } = tempLibrary();
    const dir = folder();
    chmodSync(join(dir, 'img', 'b.png'), 0o000);
    writeFileSync(join(dir, 'p.csv'), 'profile_id,platforms,photos\np1,x,img/b.png\n');
    const r = await lib.transfer.importFile(lib.db, join(dir, 'p.csv'));
    expect(brief(r.problems)).toEqual(['2 photos unreadable_photo']);
  });
});

describe('import JSON', () => {
  it('takes an array or {drafts}, reports by array index', async () => {
    const { lib } = tempLibrary();
    const dir = folder();
    writeFileSync(join(dir, 'a.json'), JSON.stringify([
      { profile_id: 'p1', platforms: ['x'], caption: 'one', photos: ['img/a.png', { url: 'https://cdn.example.com/y.png' }], tags: 'a|b' },
      { profile_id: 'p1', platforms: 'instagram, threads', caption: 'two', fields: { first_comment: 'c' } },
    ]));
    const r = await lib.transfer.importFile(lib.db, join(dir, 'a.json'));
    expect(r.problems).toEqual([]);
    expect(lib.drafts.getMany(lib.db, r.ids).map((d) => [d.caption, d.platforms, d.tags, d.photos.length, d.fields])).toEqual([
      ['one', ['x'], ['a', 'b'], 2, {}],
      ['two', ['instagram', 'threads'], [], 0, { first_comment: 'c' }],
    ]);

    writeFileSync(join(dir, 'b.json'), JSON.stringify({ drafts: [
      { profile_id: 'p1', platforms: ['x'], caption: 'fine' },
      'not an object',
      { profile_id: 'p1', platforms: ['x'], caption: 'x', colour: 'red', photo_urls: ['ftp://a/b.png'] },
      { profile_id: 'p1', platforms: ['reddit'], reddit_community: 'pics', title: 'shared title is not enough for reddit' },
      { profile_id: 'p1', platforms: ['x'], caption: 5 },
      { profile_id: 'p1', platforms: ['pinterest'], pinterest_board_id: 'b', pinterest_title: 'a per-channel title is enough' },
      { profile_id: 'p1', caption: 'no channels' },
      { profile_id: 'p1', platforms: ['x'], photos: ['img'] },
      { profile_id: 'p1', platforms: ['x'], scheduled_at: '2026-11-01T15:00:00', timezone: 'Asia/Ho_Chi_Minh' },
      { profile_id: 'p1', platforms: ['x'], scheduled_at: '2026-11-01T16:00:00', timezone: 'Asia/Ho_Chi_Minh' },
    ] }));
    const b = await lib.transfer.importFile(lib.db, join(dir, 'b.json'));
    expect(brief(b.problems)).toEqual([
      '#1 (row) invalid_value', '#2 colour unknown_column', '#2 photo_urls bad_url', '#3 reddit_title missing_field', '#4 caption invalid_value',
      '#6 platforms missing_field', '#7 photos unreadable_photo',
      '#8 scheduled_at past_schedule', // 15:00 in Ho Chi Minh City is 08:00 UTC, the clock's now; 16:00 is an hour ahead
    ]);
    expect(b.problems.find((p) => p.index === 7)?.message).toContain('not a file');
    expect(b).toMatchObject({ rows: 10, imported: 0, badRows: 7, skipped: 3 });
    const bad = await lib.transfer.importText(lib.db, '{"drafts": 3}', { format: 'json', baseDir: dir });
    expect(bad.problems.map((p) => p.code)).toEqual(['parse_error']);
  });
});

describe('export and round trip', () => {
  const sample = (dir: string) => [
    { profile_id: 'p1', platforms: ['instagram', 'facebook'], caption: 'Cà phê "sữa", đá\nline two', title: '', photos: [join(dir, 'img', 'a.png'), 'https://cdn.example.com/x.jpg'], scheduled_at: '2026-12-01T09:00:00', timezone: 'Asia/Ho_Chi_Minh', first_comment: 'hi', tags: ['coffee', 'vn'], notes: 'n1' },
    { profile_id: 'p2', platforms: ['pinterest', 'reddit', 'tiktok'], caption: ' leading space', title: 'T', pinterest_board_id: 'b1', reddit_community: 'pics', reddit_title: 'RT', tiktok_music_id: 'm1', tiktok_title: 'TT', add_to_queue: true, photos: [join(dir, 'img', 'b.png')], tags: [], notes: '' },
  ];
  const content = (d: { profile_id: unknown; platforms: unknown; caption: unknown; title: unknown; fields: unknown; scheduled_at: unknown; timezone: unknown; add_to_queue: unknown; tags: unknown; notes: unknown; photos: { path: string | null; url: string | null }[] }) =>
    ({ p: d.profile_id, pl: d.platforms, c: d.caption, t: d.title, f: d.fields, s: d.scheduled_at, tz: d.timezone, q: d.add_to_queue, tags: d.tags, n: d.notes, ph: d.photos.map((p) => p.path ?? p.url) });

  for (const ext of ['csv', 'json'] as const) {
    it(`${ext}: export then import gives the same drafts`, async () => {
      const dir = folder();
      const { lib } = tempLibrary();
      for (const s of sample(dir)) lib.drafts.create(lib.db, s);
      const out = join(dir, `out.${ext}`);
      const e = await lib.transfer.exportFile(lib.db, out);
      expect(e).toMatchObject({ count: 2, format: ext });
      const text = readFileSync(out, 'utf8');
      expect(text).toContain('img/a.png'); // photo paths relative to the exported file
      // walk 25 (15): a CSV file starts with UTF-8's byte-order mark, for Excel; the import reads it back the same.
      if (ext === 'csv') expect(text.split('\n')[0]).toBe('\uFEFFprofile_id,platforms,caption,title,photos,scheduled_at,timezone,add_to_queue,first_comment,facebook_page_id,target_linkedin_page_id,gmb_location_id,pinterest_board_id,reddit_community,reddit_title,tiktok_music_id,tiktok_title,tags,notes');

      const other = tempLibrary().lib;
      const r = await other.transfer.importFile(other.db, out);
      expect(r.problems).toEqual([]);
      const before = lib.drafts.list(lib.db).items.map(content).reverse();
      const after = other.drafts.getMany(other.db, r.ids).map(content);
      expect(after).toEqual(before);
      expect(other.drafts.getMany(other.db, r.ids)[0]!.photos[0]!.sha256).toMatch(/^[0-9a-f]{64}$/);
    });
  }

  it('exports only the chosen drafts, never soft-deleted ones', async () => {
    const dir = folder();
    const { lib } = tempLibrary();
    const [a, b] = sample(dir).map((s) => lib.drafts.create(lib.db, s));
    lib.drafts.softDelete(lib.db, b!.id);
    expect((await lib.transfer.exportFile(lib.db, join(dir, 'x.json'))).count).toBe(1);
    expect(JSON.parse(readFileSync(join(dir, 'x.json'), 'utf8')).drafts[0].caption).toBe(a!.caption);
    expect((await lib.transfer.exportFile(lib.db, join(dir, 'y.json'), { ids: [a!.id] })).count).toBe(1);
  });
});
