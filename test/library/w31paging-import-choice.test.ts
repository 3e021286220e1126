/**
 * w31paging, the core importer's side of walk 27, 1 (what 4568162c tried, reverted in 61e1dac5 because the resolution
 * it brought rewrote 5,000 drafts while the Library paged — the paging now holds, w31paging-list-holds). The profile
 * chosen for rows that name none (`defaults.profile_id`: `--profile`, the Import tab's choice) was kept as given when no
 * profiles were read — a brand's NAME stored where the profile id belongs, and every post refused by the Hub. Now it is
 * read as a sheet's own cells are:
 * 1. no profiles read: kept as a name (`name:…`, said as not checked), turned into its profile's id when they are read
 *    — a name or an id alike (an id given before the profiles were read is that profile);
 * 2. profiles read: a profile's id, or the one profile of that name (said in the report); anything else refuses the
 *    import with a typed error naming the brands, before a row is read — nothing imported.
 * Failed before (the name stored as given; a choice matching no profile imported with a problem per row).
 */
import { describe, expect, it } from 'vitest';
import { brandNames, cache, campaignImport, drafts, LibraryError, workspaces } from '../../src-main/library';
import { tempLibrary } from './helpers';

const text = ['platforms,caption,scheduled_at,timezone', 'facebook,Áo dài mới về,2026-12-15T10:00,Asia/Ho_Chi_Minh', 'facebook,Bộ sưu tập Tết,2026-12-16T10:00,Asia/Ho_Chi_Minh'].join('\n');
const PROFILES = [
  { profile_id: 'prof_aodai', name: 'Áo Dài Hội An', connections: [{ platform: 'facebook' }] },
  { profile_id: 'prof_caphe', name: 'Cà Phê Sữa Đá', connections: [{ platform: 'facebook' }] },
];

describe('w31paging: the chosen profile of an import, in the core', () => {
  it('before the profiles were read: never stored as an id — kept as a name, then resolved when they are read (a name or an id alike)', async () => {
    const { lib } = tempLibrary();
    const ws = workspaces.getCurrent(lib.db).id;
    const byName = await campaignImport.importSheet(lib.db, { name: 'a.csv', text, defaults: { profile_id: 'Áo Dài Hội An' } });
    const byId = await campaignImport.importSheet(lib.db, { name: 'b.csv', text, defaults: { profile_id: 'prof_caphe' } });
    const stored = (ids: string[]) => ids.map((id) => drafts.get(lib.db, id).profile_id);
    expect(stored(byName.ids)).toEqual(['name:Áo Dài Hội An', 'name:Áo Dài Hội An']);
    expect(stored(byId.ids)).toEqual(['name:prof_caphe', 'name:prof_caphe']);
    // Said as not checked, by line, as a sheet's own brand cells are.
    expect(byName.unchecked).toEqual([{ line: 2, field: 'profile_id', name: 'Áo Dài Hội An' }, { line: 3, field: 'profile_id', name: 'Áo Dài Hội An' }]);

    cache.putProfiles(lib.db, ws, PROFILES);
    expect(brandNames.resolveBrandNames(lib.db, ws).resolved).toEqual([
      { name: 'prof_caphe', id: 'prof_caphe', posts: 2 },
      { name: 'Áo Dài Hội An', id: 'prof_aodai', posts: 2 },
    ]);
    expect(stored(byName.ids)).toEqual(['prof_aodai', 'prof_aodai']);
    expect(stored(byId.ids)).toEqual(['prof_caphe', 'prof_caphe']);
    expect(drafts.get(lib.db, byName.ids[0] ?? '').revision).toBe(2);
    // Read again: nothing more to do.
    expect(brandNames.resolveBrandNames(lib.db, ws)).toEqual({ resolved: [], unresolved: [] });
  });

  it('with the profiles read: an id or the one profile of that name; anything else refused, naming the brands, nothing imported', async () => {
    const { lib } = tempLibrary();
    cache.putProfiles(lib.db, workspaces.getCurrent(lib.db).id, PROFILES);
    const byName = await campaignImport.importSheet(lib.db, { name: 'a.csv', text, defaults: { profile_id: 'áo dài hội an' } });
    expect(byName.ids.map((id) => drafts.get(lib.db, id).profile_id)).toEqual(['prof_aodai', 'prof_aodai']);
    expect(byName.resolved).toEqual([{ field: 'profile_id', name: 'áo dài hội an', id: 'prof_aodai' }]);
    const byId = await campaignImport.importSheet(lib.db, { name: 'b.csv', text, defaults: { profile_id: 'prof_caphe' } });
    expect(byId.ids.map((id) => drafts.get(lib.db, id).profile_id)).toEqual(['prof_caphe', 'prof_caphe']);

    const before = drafts.count(lib.db);
    for (const checkOnly of [false, true]) {
      const err = await campaignImport.importSheet(lib.db, { name: 'c.csv', text, checkOnly, defaults: { profile_id: 'Ao Dai Hoi An' } }).then(() => null, (e: unknown) => e);
      expect(err).toBeInstanceOf(LibraryError);
      expect(err).toMatchObject({
        code: 'unknown_profile',
        message: 'the profile chosen for the rows, "Ao Dai Hoi An", is no profile at the Hub: its profiles are Cà Phê Sữa Đá (prof_caphe), Áo Dài Hội An (prof_aodai); nothing imported',
        details: { value: 'Ao Dai Hoi An', brands: [{ profile_id: 'prof_caphe', name: 'Cà Phê Sữa Đá' }, { profile_id: 'prof_aodai', name: 'Áo Dài Hội An' }] },
      });
    }
    expect(drafts.count(lib.db)).toBe(before);
    // A row naming its own profile keeps it.
    const cells = await campaignImport.importSheet(lib.db, { name: 'd.csv', text: 'profile_id,platforms,caption\nprof_caphe,facebook,own brand', defaults: { profile_id: 'prof_aodai' } });
    expect(cells.ids.map((id) => drafts.get(lib.db, id).profile_id)).toEqual(['prof_caphe']);
  });

  it('resolves thousands of drafts kept by name in one write per name (the app read the profiles at start)', () => {
    const { lib } = tempLibrary();
    const ws = workspaces.getCurrent(lib.db).id;
    const ids = lib.drafts.createMany(lib.db, Array.from({ length: 3000 }, (_, i) => ({ profile_id: i % 3 === 0 ? 'name:prof_caphe' : i % 3 === 1 ? 'name:Áo Dài Hội An' : 'name:Nobody', platforms: ['facebook'], caption: `post ${i}` })));
    lib.drafts.softDelete(lib.db, ids[0] ?? '');
    cache.putProfiles(lib.db, ws, PROFILES);
    const r = brandNames.resolveBrandNames(lib.db, ws);
    expect(r.resolved).toEqual([{ name: 'prof_caphe', id: 'prof_caphe', posts: 999 }, { name: 'Áo Dài Hội An', id: 'prof_aodai', posts: 1000 }]);
    expect(r.unresolved).toEqual([{ name: 'Nobody', why: 'no_such', posts: 1000 }]);
    const by = (p: string) => (lib.db.prepare('SELECT count(*) AS n FROM drafts WHERE profile_id = ? AND deleted_at IS NULL').get(p) as { n: number }).n;
    expect([by('prof_caphe'), by('prof_aodai'), by('name:Nobody')]).toEqual([999, 1000, 1000]);
    // The deleted draft keeps its name (restored, it is checked at the next read); each resolved draft moved one revision.
    expect(lib.db.prepare("SELECT profile_id FROM drafts WHERE id = ?").pluck().get(ids[0])).toBe('name:prof_caphe');
    expect(drafts.get(lib.db, ids[3] ?? '').revision).toBe(2);
  });
});
