/**
 * w30walk (walk 27, 1), the core's side: the profile chosen for rows that name none (`defaults.profile_id`, what the
 * app's Import tab and `--profile` pass) was kept as given when no profiles were read — a brand's NAME stored where the
 * profile id belongs. Now it is checked as the sheet's own cells are: kept as a name (`name:…`, held back) until the
 * profiles are read, then turned into its profile's id — an id given before the profiles were read too. Failed before.
 */
import { describe, expect, it } from 'vitest';
import { brandNames, cache, campaignImport, drafts, workspaces } from '../../src-main/library';
import { tempLibrary } from './helpers';

const text = ['platforms,caption,scheduled_at,timezone', 'facebook,Áo dài mới về,2026-12-15T10:00,Asia/Ho_Chi_Minh'].join('\n');
const profiles = [{ profile_id: 'prof_aodai', name: 'Áo Dài Hội An', connections: [{ platform: 'facebook' }] }, { profile_id: 'prof_caphe', name: 'Cà Phê Sữa Đá', connections: [{ platform: 'facebook' }] }];

describe('w30walk: the chosen profile before the profiles were read', () => {
  it('is never stored as an id: kept as a name, then resolved when the profiles are read (a name or an id alike)', async () => {
    const { lib } = tempLibrary();
    const ws = workspaces.getCurrent(lib.db).id;
    const byName = await campaignImport.importSheet(lib.db, { name: 'a.csv', text, defaults: { profile_id: 'Áo Dài Hội An' } });
    const byId = await campaignImport.importSheet(lib.db, { name: 'b.csv', text, defaults: { profile_id: 'prof_caphe' } });
    const stored = (ids: string[]) => ids.map((id) => drafts.get(lib.db, id).profile_id);
    expect(stored([...byName.ids, ...byId.ids])).toEqual(['name:Áo Dài Hội An', 'name:prof_caphe']);
    expect(byName.unchecked?.map((u) => u.name)).toEqual(['Áo Dài Hội An']);
    cache.putProfiles(lib.db, ws, profiles);
    brandNames.resolveBrandNames(lib.db, ws);
    expect(stored([...byName.ids, ...byId.ids])).toEqual(['prof_aodai', 'prof_caphe']);
  });
});
