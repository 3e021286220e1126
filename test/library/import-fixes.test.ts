import { describe, expect, it } from 'vitest';
import { cache, campaignImport, campaigns, workspaces } from '../../src-main/library';
import { tempLibrary } from './helpers';

describe('the importer: a re-check writes nothing, and a name it cannot check is said', () => {
  it('checkOnly reads a file whose rows are all good and imports nothing (a default changed: importing stays the person\'s act)', async () => {
    const t = tempLibrary();
    const ws = workspaces.getCurrent(t.lib.db).id;
    cache.putProfiles(t.lib.db, ws, [{ profile_id: 'prof_lumen', name: 'Studio Lumen', connections: [{ platform: 'instagram', name: '@studiolumen' }] }]);
    const c = campaigns.create(t.lib.db, { name: 'Spring' });
    const text = '28/03/2027 09:00,Spring menu is here\n30/03/2027 18:30,Live music tonight\n';
    const defaults = { profile_id: 'prof_lumen', platforms: ['instagram'], timezone: 'UTC' };
    const checked = await campaignImport.importIntoCampaign(t.lib.db, c.id, { name: 'hootsuite.csv', text, defaults, checkOnly: true });
    expect(checked).toMatchObject({ rows: 2, badRows: 0, imported: 0, ids: [] });
    expect(campaigns.getCampaign(t.lib.db, c.id).draftIds).toEqual([]);
    const imported = await campaignImport.importIntoCampaign(t.lib.db, c.id, { name: 'hootsuite.csv', text, defaults, partial: true });
    expect(imported.imported).toBe(2);
  });

  it('with no profiles read from the Hub, a profile name is stored as written and listed as unchecked on its line', async () => {
    const t = tempLibrary();
    const r = await campaignImport.importSheet(t.lib.db, { name: 'posts.csv', text: 'profile_id,platforms,caption\nTotally Made Up Brand,instagram,Hello\n' });
    expect(r.imported).toBe(1);
    expect(r.unchecked).toEqual([{ line: 2, field: 'profile_id', name: 'Totally Made Up Brand' }]);
  });

  it('with profiles cached, an unknown name is the row\'s problem, not an unchecked one', async () => {
    const t = tempLibrary();
    cache.putProfiles(t.lib.db, workspaces.getCurrent(t.lib.db).id, [{ profile_id: 'prof_lumen', name: 'Studio Lumen', connections: [] }]);
    const r = await campaignImport.importSheet(t.lib.db, { name: 'posts.csv', text: 'profile_id,platforms,caption\nTotally Made Up Brand,instagram,Hello\n' });
    expect(r.unchecked).toBeUndefined();
    expect(r.problems.map((p) => p.code)).toEqual(['unknown_profile']);
  });
});
