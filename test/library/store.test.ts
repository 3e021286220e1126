import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openLibrary, openReadOnly } from '../../src-main/library';
import { tempDir, tempLibrary, thrown } from './helpers';

const mk = (caption: string) => ({ profile_id: 'p1', platforms: ['instagram'], caption });

describe('backup', () => {
  it('copies a consistent library while another connection keeps writing', async () => {
    const { lib, dir } = tempLibrary();
    for (let i = 0; i < 300; i++) lib.drafts.create(lib.db, mk(`before ${i} ${'x'.repeat(500)}`));
    // A second writer (as another window or process would be) adds drafts between backup steps:
    // SQLite restarts the copy when another connection writes, so the copy is one point in time.
    const other = openLibrary(lib.file);
    const target = join(dir, 'copy.sqlite');
    let during = 0;
    const r = await lib.backup(target, {
      pagesPerStep: 20,
      onProgress: () => {
        if (during < 50) other.drafts.create(other.db, mk(`during ${during++}`));
      },
    });
    other.close();
    expect(during).toBeGreaterThan(0);
    expect(r.pages).toBeGreaterThan(0);
    const copy = openReadOnly(target);
    const n = (copy.prepare('SELECT count(*) AS n FROM drafts').get() as { n: number }).n;
    expect(n).toBeGreaterThanOrEqual(300);
    expect(n).toBeLessThanOrEqual(350);
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    // The search index came along, in step with the rows.
    expect((copy.prepare('SELECT count(*) AS n FROM drafts_fts').get() as { n: number }).n).toBe(n);
    copy.close();
    const reopened = openLibrary(target);
    expect(reopened.drafts.search(reopened.db, { text: 'before 299' }).items).toHaveLength(1);
    reopened.close();
  });

  it('never overwrites an existing file', async () => {
    const { lib, dir } = tempLibrary();
    const target = join(dir, 'library.sqlite');
    await expect(lib.backup(target)).rejects.toMatchObject({ code: 'invalid_input' });
    await expect(lib.backup(join(dir, 'no', 'such', 'dir.sqlite'))).rejects.toMatchObject({ code: 'io' });
    expect(existsSync(join(dir, 'no'))).toBe(false);
  });
});

describe('read-only handle', () => {
  it('reads but cannot write', () => {
    const { lib } = tempLibrary();
    lib.drafts.create(lib.db, mk('hello'));
    const ro = openReadOnly(lib.file);
    expect(() => ro.prepare(`DELETE FROM drafts`).run()).toThrow(/readonly/);
    ro.close();
  });

  it('refuses a file that needs migrating', () => {
    const file = join(tempDir(), 'old.sqlite');
    new Database(file).close();
    expect(thrown(() => openReadOnly(file)).code).toBe('invalid_state');
  });
});

describe('cache', () => {
  it('replaces the profiles and connections of a workspace whole, and keeps fetchedAt', () => {
    const { lib } = tempLibrary();
    const c = lib.cache;
    c.putProfiles(lib.db, 'sandbox', [
      { profile_id: 'p1', name: 'Brand', connections: [{ platform: 'instagram', name: '@brand' }, { platform: 'newthing', name: 'n' }], pins: { facebook: null } },
    ]);
    expect(c.profiles(lib.db, 'sandbox')).toEqual([{ profile_id: 'p1', name: 'Brand', data: expect.objectContaining({ pins: { facebook: null } }), fetchedAt: '2026-11-01T08:00:00.000Z' }]);
    expect(c.connections(lib.db, 'sandbox', 'p1').map((x) => x.platform)).toEqual(['instagram', 'newthing']);
    c.putProfiles(lib.db, 'sandbox', [{ profile_id: 'p2', name: 'Other' }]);
    expect(c.profiles(lib.db, 'sandbox').map((p) => p.profile_id)).toEqual(['p2']);
    expect(c.connections(lib.db, 'sandbox')).toEqual([]);
    expect(thrown(() => c.putProfiles(lib.db, 'sandbox', [{ name: 'no id' }])).code).toBe('invalid_input');
    expect(c.profiles(lib.db, 'sandbox').map((p) => p.profile_id)).toEqual(['p2']);
  });

  it('keeps pins, boards, locations and music per profile', () => {
    const { lib } = tempLibrary();
    const c = lib.cache;
    c.putPin(lib.db, 'sandbox', 'p1', 'facebook', 'page_1');
    c.putPin(lib.db, 'sandbox', 'p1', 'facebook', null);
    expect(c.pins(lib.db, 'sandbox', 'p1')).toMatchObject([{ channel: 'facebook', value: null }]);
    c.putBoards(lib.db, 'sandbox', 'p1', [{ id: 'b2', name: 'Zeta' }, { id: 'b1', name: 'Alpha' }]);
    expect(c.boards(lib.db, 'sandbox', 'p1').map((b) => b.id)).toEqual(['b2', 'b1']);
    c.putLocations(lib.db, 'sandbox', 'p1', [{ id: 'l1', name: 'Shop' }]);
    expect(c.locations(lib.db, 'sandbox', 'p1')).toMatchObject([{ id: 'l1', name: 'Shop' }]);
    expect(c.locations(lib.db, 'sandbox', 'p2')).toEqual([]);
    c.putMusic(lib.db, 'sandbox', 'p1', '', [{ id: 't1', title: 'Song', artist: 'A', rank: 1 }]);
    c.putMusic(lib.db, 'sandbox', 'p1', 'lofi', [{ id: 't9', title: 'Lo', artist: 'B' }]);
    expect(c.music(lib.db, 'sandbox', 'p1')).toMatchObject([{ id: 't1', rank: 1 }]);
    expect(c.music(lib.db, 'sandbox', 'p1', 'lofi')).toMatchObject([{ id: 't9', rank: null }]);
  });
});

describe('campaigns and tags', () => {
  it('groups drafts in order; refuses unknown or deleted drafts atomically', () => {
    const { lib } = tempLibrary();
    const [a, b, c] = ['a', 'b', 'c'].map((x) => lib.drafts.create(lib.db, mk(x)));
    const camp = lib.campaigns.create(lib.db, { name: 'Launch', draftIds: [b!.id, a!.id] });
    expect(camp).toMatchObject({ name: 'Launch', draftIds: [b!.id, a!.id], workspaceId: 'sandbox' });
    expect(lib.campaigns.addDrafts(lib.db, camp.id, [c!.id]).draftIds).toEqual([b!.id, a!.id, c!.id]);
    expect(lib.campaigns.removeDraft(lib.db, camp.id, a!.id).draftIds).toEqual([b!.id, c!.id]);
    lib.drafts.softDelete(lib.db, a!.id);
    expect(thrown(() => lib.campaigns.update(lib.db, camp.id, { name: 'Renamed', draftIds: [a!.id] })).code).toBe('not_found');
    expect(lib.campaigns.getCampaign(lib.db, camp.id)).toMatchObject({ name: 'Launch', draftIds: [b!.id, c!.id] });
    expect(thrown(() => lib.campaigns.create(lib.db, { name: 'dup', draftIds: [b!.id, b!.id] })).code).toBe('invalid_input');
    expect(lib.campaigns.list(lib.db).map((x) => x.name)).toEqual(['Launch']);
    lib.campaigns.remove(lib.db, camp.id);
    expect(lib.campaigns.list(lib.db)).toEqual([]);
    expect(lib.drafts.getDraft(lib.db, b!.id).state).toBe('draft');
  });

  it('counts tags over live drafts; rename refuses a taken name', () => {
    const { lib } = tempLibrary();
    lib.drafts.create(lib.db, { ...mk('1'), tags: ['sale', 'vn'] });
    const d = lib.drafts.create(lib.db, { ...mk('2'), tags: ['Sale'] });
    expect(lib.drafts.getDraft(lib.db, d.id).tags).toEqual(['sale']); // one tag, case-insensitive, first spelling kept
    expect(lib.tags.list(lib.db)).toEqual([{ name: 'sale', drafts: 2 }, { name: 'vn', drafts: 1 }]);
    lib.drafts.softDelete(lib.db, d.id);
    expect(lib.tags.list(lib.db)[0]).toEqual({ name: 'sale', drafts: 1 });
    expect(thrown(() => lib.tags.rename(lib.db, 'sale', 'VN')).code).toBe('conflict');
    expect(thrown(() => lib.tags.rename(lib.db, 'nope', 'x')).code).toBe('not_found');
  });
});
