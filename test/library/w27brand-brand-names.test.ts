/**
 * w27brand (walk 23): a brand imported by name before the profiles were read is stored as a name (`name:…`), checked
 * once the profiles are known (one match: its id, with a note; none or several: named), and held by preflight.
 */
import { describe, expect, it } from 'vitest';
import { brandNames, cache, campaignImport, drafts, workspaces } from '../../src-main/library';
import { preflight } from '../../src-main/publisher';
import { brandOf, matchBrand, sayBrand, sayResolved } from '../../src-shared/brand';
import { tempLibrary } from './helpers';

const PROFILES = [
  { profile_id: 'prof_caphe', name: 'Cà Phê Sữa Đá', connections: [] },
  { profile_id: 'prof_lumen', name: 'Studio Lumen', connections: [] },
  { profile_id: 'prof_twin_a', name: 'Twin', connections: [] },
  { profile_id: 'prof_twin_b', name: 'twin', connections: [] },
  { profile_id: 'prof_same_1', name: 'Same', connections: [] },
  { profile_id: 'prof_same_2', name: 'Same', connections: [] },
];
const SHEET = 'Thương hiệu,platforms,caption\n' + [
  'Cà Phê Sữa Đá,facebook,one', 'Cà Phê Sữa Đá,facebook,two', 'studio lumen,facebook,three', 'Nobody Here,facebook,four', 'Same,facebook,five',
].join('\n') + '\n';

describe('brand names: matched as written first, then with the case folded', () => {
  it('one exact match wins over a case-folded one; several or none are said', () => {
    const list = PROFILES.map(({ profile_id, name }) => ({ profile_id, name }));
    expect(matchBrand('Cà Phê Sữa Đá', list)).toEqual({ kind: 'one', id: 'prof_caphe' });
    expect(matchBrand('cà phê  sữa đá', list)).toEqual({ kind: 'one', id: 'prof_caphe' });
    // Without its diacritics it is another word: never taken (the import suggests it).
    expect(matchBrand('ca phe sua da', list)).toEqual({ kind: 'none' });
    expect(matchBrand('Twin', list)).toEqual({ kind: 'one', id: 'prof_twin_a' });
    expect(matchBrand('TWIN', list)).toEqual({ kind: 'several', ids: ['prof_twin_a', 'prof_twin_b'] });
    expect(matchBrand('Same', list)).toEqual({ kind: 'several', ids: ['prof_same_1', 'prof_same_2'] });
    expect(matchBrand('Nobody', list)).toEqual({ kind: 'none' });
    expect(sayBrand(brandOf('name:Nobody', []))).toBe('“Nobody” (not checked with the Hub yet)');
    expect(sayBrand(brandOf('name:Nobody', list))).toBe('“Nobody” (no such profile at the Hub)');
    expect(sayBrand(brandOf('prof_caphe', list))).toBe('Cà Phê Sữa Đá');
  });
});

describe('an import before the profiles were read, then the profiles', () => {
  it('keeps the brand as a name (not an id pretending), then resolves the names matching one profile, with one note each', async () => {
    const t = tempLibrary();
    const ws = workspaces.getCurrent(t.lib.db).id;
    const r = await campaignImport.importSheet(t.lib.db, { name: 'posts.csv', text: SHEET });
    expect(r.imported).toBe(5);
    const before = drafts.getMany(t.lib.db, r.ids);
    expect(before.map((d) => d.profile_id)).toEqual(['name:Cà Phê Sữa Đá', 'name:Cà Phê Sữa Đá', 'name:studio lumen', 'name:Nobody Here', 'name:Same']);
    expect(before.map((d) => brandOf(d.profile_id, []))).toEqual(before.map((d) => ({ kind: 'name', name: d.profile_id?.slice(5), why: 'unchecked' })));
    // Preflight holds every one of them before the Hub, with the reason.
    for (const d of before) expect(preflight(d).filter((p) => p.code === 'brand_unresolved')).toMatchObject([{ severity: 'error', field: 'profile_id' }]);

    // Nothing read yet: nothing resolves, every name waits.
    expect(brandNames.resolveBrandNames(t.lib.db, ws).resolved).toEqual([]);

    cache.putProfiles(t.lib.db, ws, PROFILES);
    const done = brandNames.resolveBrandNames(t.lib.db, ws);
    expect(done.resolved).toEqual([{ name: 'Cà Phê Sữa Đá', id: 'prof_caphe', posts: 2 }, { name: 'studio lumen', id: 'prof_lumen', posts: 1 }]);
    expect(done.unresolved).toEqual([{ name: 'Nobody Here', why: 'no_such', posts: 1 }, { name: 'Same', why: 'several', posts: 1 }]);
    expect(sayResolved(done.resolved[0]!)).toBe('2 posts: brand “Cà Phê Sữa Đá” is profile prof_caphe — checked after the profiles were read');
    const after = drafts.getMany(t.lib.db, r.ids);
    expect(after.map((d) => d.profile_id)).toEqual(['prof_caphe', 'prof_caphe', 'prof_lumen', 'name:Nobody Here', 'name:Same']);
    expect(preflight(after[0]!).map((p) => p.code)).not.toContain('brand_unresolved');
    expect(preflight(after[3]!).map((p) => p.code)).toContain('brand_unresolved');
    // A second read changes nothing more.
    expect(brandNames.resolveBrandNames(t.lib.db, ws).resolved).toEqual([]);
  });

  it('with the profiles already read, the import resolves at once (a folded match too) and names the others as its rows\' problems', async () => {
    const t = tempLibrary();
    cache.putProfiles(t.lib.db, workspaces.getCurrent(t.lib.db).id, PROFILES);
    const r = await campaignImport.importSheet(t.lib.db, { name: 'posts.csv', text: SHEET, partial: true });
    expect(r.imported).toBe(3);
    expect(drafts.getMany(t.lib.db, r.ids).map((d) => d.profile_id)).toEqual(['prof_caphe', 'prof_caphe', 'prof_lumen']);
    expect(r.problems.map((p) => [p.code, p.message])).toEqual([
      ['unknown_profile', expect.stringContaining('no profile “Nobody Here”')],
      ['unknown_profile', 'several profiles are named “Same”: choose one by its id'],
    ]);
  });
});

describe('in a team workspace: a normal library write, editors and up', () => {
  const teamImport = async (role: 'editor' | 'viewer') => {
    const t = tempLibrary();
    const ws = workspaces.add(t.lib.db, { name: `Team ${role}`, hubUrl: 'https://hub.example.com' }).id;
    workspaces.setTeam(t.lib.db, ws, { url: 'https://team.example.com', id: 'team_1', member: 'Lan', role: 'editor' });
    const r = await campaignImport.importSheet(t.lib.db, { name: 'posts.csv', text: SHEET, workspaceId: ws });
    workspaces.setTeam(t.lib.db, ws, { url: 'https://team.example.com', id: 'team_1', member: 'Lan', role });
    t.lib.db.prepare('DELETE FROM team_outbox').run();
    cache.putProfiles(t.lib.db, ws, PROFILES);
    return { t, ws, ids: r.ids };
  };

  it("an editor's laptop resolves the names, and the changed drafts go to the team like any edit", async () => {
    const { t, ws, ids } = await teamImport('editor');
    expect(brandNames.resolveBrandNames(t.lib.db, ws).resolved.map((r) => r.posts)).toEqual([2, 1]);
    const outbox = t.lib.db.prepare("SELECT entity_id FROM team_outbox WHERE entity = 'draft'").all() as Array<{ entity_id: string }>;
    expect(outbox.map((o) => o.entity_id).sort()).toEqual(ids.slice(0, 3).sort());
  });

  it("a viewer's laptop writes nothing: the brand stays a name there until an editor's laptop resolves it", async () => {
    const { t, ws, ids } = await teamImport('viewer');
    expect(brandNames.mayResolveBrands(t.lib.db, ws)).toBe(false);
    expect(brandNames.resolveBrandNames(t.lib.db, ws).resolved).toEqual([]);
    expect(drafts.getMany(t.lib.db, ids).map((d) => d.profile_id)[0]).toBe('name:Cà Phê Sữa Đá');
    // Shown as the profile it matches (one legend entry), said not checked yet.
    expect(brandOf('name:Cà Phê Sữa Đá', PROFILES)).toEqual({ kind: 'name', name: 'Cà Phê Sữa Đá', why: 'unchecked', match: 'prof_caphe' });
    expect(t.lib.db.prepare('SELECT count(*) AS n FROM team_outbox').get()).toEqual({ n: 0 });
  });
});
