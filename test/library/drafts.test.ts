import { describe, expect, it } from 'vitest';
import { LibraryError, withSynchronousFull } from '../../src-main/library';
import { tempLibrary, thrown } from './helpers';

const base = { profile_id: 'prof_1', platforms: ['instagram', 'facebook'], caption: 'Hello world' };

describe('drafts: create and read', () => {
  it('stores every publish field under the Hub names, caption and title apart', () => {
    const { lib } = tempLibrary();
    const d = lib.drafts.create(lib.db, {
      ...base,
      platforms: ['facebook', 'linkedin', 'google_business', 'pinterest', 'reddit', 'tiktok', 'instagram'],
      title: 'Shared title',
      pinterest_title: 'Pin title',
      facebook_page_id: 'page_9',
      target_linkedin_page_id: 'org_3',
      gmb_location_id: 'loc_1',
      pinterest_board_id: 'board_7',
      reddit_community: 'pics',
      reddit_title: 'Forum title',
      tiktok_music_id: 'track_2',
      first_comment: 'first!',
      scheduled_at: '2026-12-01T09:00:00',
      timezone: 'Asia/Ho_Chi_Minh',
      tags: ['launch', 'Q4'],
      notes: 'check with legal',
      photos: ['photos/a.jpg', { url: 'https://cdn.example.com/b.png', width: 800, height: 600 }],
    });
    expect(d).toMatchObject({
      workspaceId: 'sandbox', profile_id: 'prof_1', caption: 'Hello world', title: 'Shared title',
      fields: {
        pinterest_title: 'Pin title', facebook_page_id: 'page_9', target_linkedin_page_id: 'org_3', gmb_location_id: 'loc_1',
        pinterest_board_id: 'board_7', reddit_community: 'pics', reddit_title: 'Forum title', tiktok_music_id: 'track_2', first_comment: 'first!',
      },
      scheduled_at: '2026-12-01T09:00:00', timezone: 'Asia/Ho_Chi_Minh', add_to_queue: false,
      tags: ['launch', 'Q4'], notes: 'check with legal', state: 'draft', revision: 1,
      createdAt: '2026-11-01T08:00:00.000Z', updatedAt: '2026-11-01T08:00:00.000Z', deletedAt: null,
    });
    expect(d.photos).toMatchObject([
      { position: 0, source: 'file', path: 'photos/a.jpg', url: null },
      { position: 1, source: 'url', url: 'https://cdn.example.com/b.png', path: null, width: 800, height: 600 },
    ]);
    expect(lib.drafts.getDraft(lib.db, d.id)).toEqual(d);
  });

  it('rejects bad input with invalid_input naming the field, and writes nothing', () => {
    const { lib } = tempLibrary();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ platforms: ['myspace'] }, 'platforms.0'],
      [{ photos: ['http://insecure.example.com/a.jpg'] }, 'photos.0.url'],
      [{ timezone: 'Mars/Olympus' }, 'timezone'],
      [{ scheduled_at: 'next tuesday' }, 'scheduled_at'],
      [{ scheduled_at: '2026-12-01T09:00:00Z', add_to_queue: true }, 'add_to_queue'],
      [{ bogus_field: 'x' }, '(input)'],
      [{ fields: { not_a_field: 'x' } }, 'fields.not_a_field'],
      [{ tags: ['a|b'] }, 'tags.0'],
    ];
    for (const [input, field] of cases) {
      const err = thrown(() => lib.drafts.create(lib.db, { ...base, ...input }));
      expect(err).toBeInstanceOf(LibraryError);
      expect(err.code, JSON.stringify(input)).toBe('invalid_input');
      expect((err.details?.issues as { field: string }[]).map((i) => i.field), JSON.stringify(input)).toContain(field);
    }
    expect(lib.drafts.list(lib.db).items).toEqual([]);
  });

  it('not_found for an unknown id or workspace', () => {
    const { lib } = tempLibrary();
    expect(thrown(() => lib.drafts.getDraft(lib.db, 'nope')).code).toBe('not_found');
    expect(thrown(() => lib.drafts.create(lib.db, base, { workspaceId: 'nope' })).code).toBe('not_found');
    expect(thrown(() => lib.drafts.update(lib.db, 'nope', { caption: 'x' })).code).toBe('not_found');
  });
});

describe('drafts: edit', () => {
  it('patches only the given keys, merges fields, bumps revision and updated time', () => {
    const { lib, clock } = tempLibrary();
    const d = lib.drafts.create(lib.db, { ...base, title: 'T', facebook_page_id: 'p1', first_comment: 'c' });
    clock.advance(60_000);
    const u = lib.drafts.update(lib.db, d.id, { caption: 'Changed', fields: { facebook_page_id: null, first_comment: 'c2' }, x_title: 'X' }, { expectedRevision: 1 });
    expect(u).toMatchObject({ caption: 'Changed', title: 'T', platforms: base.platforms, fields: { first_comment: 'c2', x_title: 'X' }, revision: 2, updatedAt: '2026-11-01T08:01:00.000Z', createdAt: d.createdAt });
    expect(u.fields).not.toHaveProperty('facebook_page_id');
  });

  it('detects a concurrent edit by revision and changes nothing', () => {
    const { lib } = tempLibrary();
    const d = lib.drafts.create(lib.db, base);
    lib.drafts.update(lib.db, d.id, { caption: 'first writer' }, { expectedRevision: 1 });
    const err = thrown(() => lib.drafts.update(lib.db, d.id, { caption: 'second writer' }, { expectedRevision: 1 }));
    expect(err.code).toBe('conflict');
    expect(err.details).toMatchObject({ expectedRevision: 1, revision: 2 });
    expect(lib.drafts.getDraft(lib.db, d.id)).toMatchObject({ caption: 'first writer', revision: 2 });
  });

  it('a write failing half-way leaves the draft as it was (photos, tags, search index)', () => {
    const { lib } = tempLibrary();
    const d = lib.drafts.create(lib.db, { ...base, tags: ['keep'], photos: ['a.jpg'] });
    // Make the FTS write (the last step of update) fail after the row, photos and tags were written.
    lib.db.exec(`CREATE TRIGGER boom BEFORE UPDATE OF caption ON drafts WHEN NEW.caption = 'explode' BEGIN SELECT RAISE(ABORT, 'disk on fire'); END`);
    expect(() => lib.drafts.update(lib.db, d.id, { caption: 'explode', tags: ['new'], photos: ['b.jpg', 'c.jpg'] })).toThrow(/disk on fire/);
    expect(lib.drafts.getDraft(lib.db, d.id)).toEqual(d);
    expect(lib.drafts.search(lib.db, { text: 'new' }).items).toEqual([]);
  });

  it('refuses scheduled_at together with add_to_queue after merging', () => {
    const { lib } = tempLibrary();
    const d = lib.drafts.create(lib.db, { ...base, scheduled_at: '2026-12-01T09:00:00Z' });
    expect(thrown(() => lib.drafts.update(lib.db, d.id, { add_to_queue: true })).code).toBe('invalid_input');
    expect(lib.drafts.update(lib.db, d.id, { add_to_queue: true, scheduled_at: null })).toMatchObject({ add_to_queue: true, scheduled_at: null });
  });

  it('keeps photo ids and metadata when the same photo is passed back by id', () => {
    const { lib } = tempLibrary();
    const d = lib.drafts.create(lib.db, { ...base, photos: ['a.jpg', 'b.jpg'] });
    const [a, b] = d.photos;
    lib.drafts.setPhotoMeta(lib.db, a!.id, { sha256: 'a'.repeat(64), bytes: 1234, width: 10, height: 20, mime: 'image/jpeg' });
    expect(lib.drafts.getDraft(lib.db, d.id).revision).toBe(1);
    const u = lib.drafts.update(lib.db, d.id, { photos: [{ id: b!.id, path: 'b.jpg' }, { id: a!.id, path: 'a.jpg' }, 'https://x.example.com/c.jpg'] });
    expect(u.photos.map((p) => [p.id === a!.id ? 'a' : p.id === b!.id ? 'b' : 'new', p.position, p.bytes])).toEqual([['b', 0, null], ['a', 1, 1234], ['new', 2, null]]);
  });

  it('reorders photos: must be a permutation; revision +1', () => {
    const { lib } = tempLibrary();
    const d = lib.drafts.create(lib.db, { ...base, photos: ['1.jpg', '2.jpg', '3.jpg'] });
    const ids = d.photos.map((p) => p.id);
    const r = lib.drafts.reorderPhotos(lib.db, d.id, [ids[2]!, ids[0]!, ids[1]!], { expectedRevision: 1 });
    expect(r.photos.map((p) => p.path)).toEqual(['3.jpg', '1.jpg', '2.jpg']);
    expect(r.revision).toBe(2);
    expect(thrown(() => lib.drafts.reorderPhotos(lib.db, d.id, [ids[0]!, ids[0]!, ids[1]!])).code).toBe('invalid_input');
    expect(thrown(() => lib.drafts.reorderPhotos(lib.db, d.id, [ids[0]!, ids[1]!])).code).toBe('invalid_input');
    expect(thrown(() => lib.drafts.reorderPhotos(lib.db, d.id, ids, { expectedRevision: 1 })).code).toBe('conflict');
    expect(lib.drafts.getDraft(lib.db, d.id).photos.map((p) => p.path)).toEqual(['3.jpg', '1.jpg', '2.jpg']);
  });

  it('duplicates into a new draft with its own ids, same content, state draft', () => {
    const { lib } = tempLibrary();
    const d = lib.drafts.create(lib.db, { ...base, tags: ['t'], notes: 'n', photos: ['a.jpg'], state: 'published' });
    const c = lib.drafts.duplicate(lib.db, d.id);
    expect(c.id).not.toBe(d.id);
    expect(c.photos[0]!.id).not.toBe(d.photos[0]!.id);
    expect(c).toMatchObject({ caption: d.caption, platforms: d.platforms, tags: ['t'], notes: 'n', state: 'draft', revision: 1 });
    expect(c.photos[0]).toMatchObject({ path: 'a.jpg' });
  });

  it('soft-deletes with undo; deleted drafts leave lists and search, and cannot be edited', () => {
    const { lib } = tempLibrary();
    const d = lib.drafts.create(lib.db, { ...base, caption: 'bánh mì', state: 'queued' });
    const del = lib.drafts.softDelete(lib.db, d.id, { expectedRevision: 1 });
    expect(del).toMatchObject({ state: 'deleted', deletedAt: '2026-11-01T08:00:00.000Z', revision: 2 });
    expect(lib.drafts.list(lib.db).items).toEqual([]);
    expect(lib.drafts.search(lib.db, { text: 'banh' }).items).toEqual([]);
    expect(lib.drafts.list(lib.db, { state: 'deleted' }).items.map((x) => x.id)).toEqual([d.id]);
    expect(thrown(() => lib.drafts.update(lib.db, d.id, { caption: 'x' })).code).toBe('not_found');
    const back = lib.drafts.undoDelete(lib.db, d.id);
    expect(back).toMatchObject({ state: 'queued', deletedAt: null, revision: 3 });
    expect(lib.drafts.search(lib.db, { text: 'banh' }).items.map((x) => x.id)).toEqual([d.id]);
    expect(thrown(() => lib.drafts.undoDelete(lib.db, d.id)).code).toBe('not_found');
  });

  it('purges drafts deleted before a time, with their search rows', () => {
    const { lib, clock } = tempLibrary();
    const d = lib.drafts.create(lib.db, { ...base, caption: 'gone soon' });
    lib.drafts.softDelete(lib.db, d.id);
    clock.advance(1000);
    expect(lib.drafts.purgeDeleted(lib.db, { before: new Date(clock.now()).toISOString() })).toBe(1);
    expect(thrown(() => lib.drafts.getDraft(lib.db, d.id)).code).toBe('not_found');
    expect(lib.db.prepare(`SELECT count(*) n FROM drafts_fts`).get()).toEqual({ n: 0 });
  });

  it('tells which ids are live drafts without reading them: missing and soft-deleted ones are not', () => {
    const { lib } = tempLibrary();
    const a = lib.drafts.create(lib.db, base);
    const b = lib.drafts.create(lib.db, { ...base, caption: 'to the trash' });
    lib.drafts.softDelete(lib.db, b.id);
    expect([...lib.drafts.existing(lib.db, [a.id, b.id, 'nope'])]).toEqual([a.id]);
    expect(lib.drafts.existing(lib.db, []).size).toBe(0);
  });

  it('sets the publish state', () => {
    const { lib } = tempLibrary();
    const d = lib.drafts.create(lib.db, base);
    expect(lib.drafts.setState(lib.db, d.id, 'queued')).toMatchObject({ state: 'queued', revision: 2 });
    expect(thrown(() => lib.drafts.setState(lib.db, d.id, 'bogus' as 'queued')).code).toBe('invalid_input');
  });

  it('sets the state of many drafts at once, leaving deleted and unknown ones alone', () => {
    const { lib } = tempLibrary();
    const a = lib.drafts.create(lib.db, base);
    const b = lib.drafts.create(lib.db, base);
    const c = lib.drafts.create(lib.db, base);
    lib.drafts.softDelete(lib.db, c.id);
    expect(lib.drafts.setStates(lib.db, [a.id, b.id, c.id, 'no-such-draft'], 'published')).toBe(2);
    expect(lib.drafts.getDraft(lib.db, a.id)).toMatchObject({ state: 'published', revision: 2 });
    expect(lib.drafts.getDraft(lib.db, b.id)).toMatchObject({ state: 'published', revision: 2 });
    expect(lib.drafts.getDraft(lib.db, c.id)).toMatchObject({ state: 'deleted', revision: 2 });
    expect(lib.drafts.setStates(lib.db, [], 'queued')).toBe(0);
    expect(thrown(() => lib.drafts.setStates(lib.db, [a.id], 'bogus' as 'queued')).code).toBe('invalid_input');
    expect(lib.drafts.getDraft(lib.db, a.id).state).toBe('published');
  });
});

describe('synchronous=FULL helper', () => {
  it('runs the function with FULL, restores NORMAL, and refuses inside a transaction', () => {
    const { lib } = tempLibrary();
    const seen = withSynchronousFull(lib.db, () => lib.db.pragma('synchronous', { simple: true }));
    expect(seen).toBe(2);
    expect(lib.db.pragma('synchronous', { simple: true })).toBe(1);
    expect(() => withSynchronousFull(lib.db, () => { throw new Error('x'); })).toThrow('x');
    expect(lib.db.pragma('synchronous', { simple: true })).toBe(1);
    lib.db.transaction(() => {
      expect(thrown(() => lib.withSynchronousFull(() => 1)).code).toBe('invalid_state');
    })();
  });
});

describe('workspaces', () => {
  it('adds, switches, records a key hint; drafts are scoped to a workspace', () => {
    const { lib } = tempLibrary();
    const w = lib.workspaces.add(lib.db, { name: 'Acme', hubUrl: 'https://hub.example.com/' });
    expect(w).toMatchObject({ name: 'Acme', hubUrl: 'https://hub.example.com', kind: 'hub', current: false, keyHint: null });
    expect(thrown(() => lib.workspaces.add(lib.db, { name: 'acme', hubUrl: '' })).code).toBe('conflict');
    expect(thrown(() => lib.workspaces.add(lib.db, { name: 'Bad', hubUrl: 'ftp://x' })).code).toBe('invalid_input');
    lib.drafts.create(lib.db, { ...base, caption: 'in sandbox' });
    lib.workspaces.use(lib.db, 'Acme');
    expect(lib.workspaces.getCurrent(lib.db).id).toBe(w.id);
    lib.drafts.create(lib.db, { ...base, caption: 'in acme' });
    expect(lib.drafts.list(lib.db).items.map((d) => d.caption)).toEqual(['in acme']);
    expect(lib.drafts.list(lib.db, { workspaceId: 'sandbox' }).items.map((d) => d.caption)).toEqual(['in sandbox']);
    expect(lib.workspaces.setKeyHint(lib.db, w.id, '9f3a').keyHint).toBe('9f3a');
    expect(thrown(() => lib.workspaces.use(lib.db, 'Nope')).code).toBe('not_found');
  });
});
