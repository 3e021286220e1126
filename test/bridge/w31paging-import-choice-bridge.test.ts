/**
 * w31paging (walk 27, 1, the core importer's side), through the bridge as the app's Library → Import… calls it: a
 * chosen profile given by NAME before the profiles were read is kept as a name, not stored as an id; the app's read of
 * the profiles turns it into the profile's id and tells every screen (library.changed); a choice that is none of the
 * profiles read is refused (`unknown_profile`, Postroom's own check, naming the brands) and nothing is imported.
 * Failed before (the name stored as the profile id; no library.changed; the unknown choice imported).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeEvents } from '../../src-main/bridge/contract';
import { ipcClient, ok, type TestClient } from './transports';
import { nextYear } from '../helpers/ahead';

const Y = nextYear();
const sheet = ['platforms,caption,scheduled_at,timezone', `facebook,Áo dài mới về,${Y}-12-15T10:00,Asia/Ho_Chi_Minh`, `facebook,Bộ sưu tập Tết,${Y}-12-16T10:00,Asia/Ho_Chi_Minh`].join('\n');

describe('w31paging: the Import tab\'s chosen profile before and after the profiles were read', () => {
  let client: TestClient;
  const changed: Array<BridgeEvents['library.changed']> = [];
  beforeAll(async () => {
    client = await ipcClient();
    client.on('library.changed', (e) => changed.push(e));
  });
  afterAll(async () => {
    await client.close();
  });

  it('keeps a name as a name, resolves it when the profiles are read (the screens told), and refuses an unknown one', async () => {
    const r = ok(await client.invoke('drafts.import', { name: 'tet.csv', content: sheet, defaults: { profile_id: 'Áo Dài Hội An' } }));
    expect(r.imported).toBe(2);
    const { ids } = ok(await client.invoke('drafts.ids', {}));
    expect(ids).toHaveLength(2);
    const stored = async () => Promise.all(ids.map(async (id) => ok(await client.invoke('drafts.get', { id })).profile_id));
    expect(await stored()).toEqual(['name:Áo Dài Hội An', 'name:Áo Dài Hội An']);

    changed.length = 0;
    ok(await client.invoke('profiles.refresh', {}));
    expect(await stored()).toEqual(['prof_aodai', 'prof_aodai']);
    await expect.poll(() => changed).toContainEqual({ draftIds: [], reason: 'updated' });
    expect(ok(await client.invoke('brands.names', {})).resolved).toEqual([{ name: 'Áo Dài Hội An', id: 'prof_aodai', posts: 2 }]);

    const total = ok(await client.invoke('drafts.count', {})).total;
    const refused = await client.invoke('drafts.import', { name: 'tet.csv', content: sheet, defaults: { profile_id: 'Ao Dai Hoi An' } });
    expect(refused).toMatchObject({ ok: false, error: { code: 'unknown_profile', source: 'postroom' } });
    if (refused.ok) return;
    expect(refused.error.message).toMatch(/^the profile chosen for the rows, "Ao Dai Hoi An", is no profile at the Hub: its profiles are .*Áo Dài Hội An \(prof_aodai\).*; nothing imported$/);
    expect(ok(await client.invoke('drafts.count', {})).total).toBe(total);
  });
});
