/**
 * Walk 44a (minor): a Sprout/Later-style file naming each row's profile in a "Social Profile" column: the report said
 * "not used: Social Profile" and every row erred "no profile: name one in the row…" though the row named one. The
 * header is now read as the profile column (layouts.ts SYNONYMS, folded as every header is), and Sprout Social's own
 * bulk-scheduling headers (`time_24hr`, `message_text`) are read too.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cache, campaignImport, campaigns, decodeSheet, drafts, workspaces } from '../../src-main/library';
import { mapOurHeader } from '../../src-main/library/layouts';
import { tempLibrary } from './helpers';

const text = decodeSheet(readFileSync(join(__dirname, '..', 'fixtures', 'import', 'sprout-bulk-social-profile.csv')));

describe('a "Social Profile" column names the row\'s profile', () => {
  it('the walk\'s header (Date, Time, Social Profile, Network, Message, Media): every column used', () => {
    const m = mapOurHeader(['Date', 'Time', 'Social Profile', 'Network', 'Message', 'Media'], new Set(['caption', 'scheduled_at', 'profile_id', 'platforms', 'photos']));
    expect(m.ignored).toEqual([]);
    expect(m.used).toContainEqual({ column: 'Social Profile', as: 'profile_id' });
  });

  it('Sprout Social\'s bulk file with a Social Profile column imports each row on its profile, at its time', async () => {
    const t = tempLibrary(); // the clock reads 2026-11-01
    const ws = workspaces.getCurrent(t.lib.db).id;
    cache.putProfiles(t.lib.db, ws, [
      { profile_id: 'prof_lumen', name: 'Studio Lumen', connections: [{ platform: 'facebook' }, { platform: 'instagram' }] },
      { profile_id: 'prof_caphe', name: 'Cà Phê Sữa Đá', connections: [{ platform: 'facebook' }] },
    ]);
    const c = campaigns.create(t.lib.db, { name: 'Sprout' });
    // Sprout's file names no channel (its dialog does): the import's own choice, as the Import tab's.
    const r = await campaignImport.importIntoCampaign(t.lib.db, c.id, { name: 'sprout.csv', text, defaults: { platforms: ['facebook'] } });
    expect(r.layout.ignored).toEqual([]);
    expect(r.problems).toEqual([]);
    const ds = drafts.getMany(t.lib.db, r.ids);
    expect(ds.map((d) => [d.profile_id, d.scheduled_at])).toEqual([['prof_lumen', '2027-12-14T21:30'], ['prof_caphe', '2027-12-15T00:00']]);
    expect(ds.map((d) => d.caption)).toEqual(['Late-night menu, from 9:30pm', 'Midnight drop https://example.com/drop']);
    expect(ds[0]?.photos.map((p) => p.url)).toEqual(['https://cdn.example.com/anh1.jpg']);
  });
});
