import { describe, expect, it } from 'vitest';
import { cache, campaignImport, campaigns, drafts, workspaces } from '../../src-main/library';
import { closestName, editDistance, foldName } from '../../src-main/library/closest-name';
import { tempLibrary } from './helpers';

function setup() {
  const t = tempLibrary();
  const ws = workspaces.getCurrent(t.lib.db).id;
  cache.putProfiles(t.lib.db, ws, [{ profile_id: 'prof_lumen', name: 'Studio Lumen', connections: [{ platform: 'instagram', name: '@studiolumen' }] }]);
  cache.putBoards(t.lib.db, ws, 'prof_lumen', [{ id: 'brd_lumen_bts', name: 'Behind the scenes' }, { id: 'brd_lumen_weddings', name: 'Weddings' }]);
  const c = campaigns.create(t.lib.db, { name: 'Spring' });
  return { ...t, ws, c };
}

const defaults = { profile_id: 'prof_lumen', platforms: ['instagram', 'facebook'], timezone: 'Europe/Berlin' };

// A real planning sheet, with the mistakes people make: an unknown channel, 30 February, an http link.
const SHEET = [
  'profile_id,platforms,caption,title,photos,scheduled_at,timezone,pinterest_board_id',
  'Studio Lumen,instagram,Autumn portraits,,https://img.example/1.jpg,2027-03-27T09:00,Europe/Berlin,',
  'studio lumen,pinterest,Behind the scenes,Wedding day,https://img.example/2.jpg,,,behind the scenes',
  ',,"Caption only, the campaign\'s profile and channels",,https://img.example/3.jpg,2027-03-29T09:00,,',
  'Studio Lumen,myspace,Bad channel,,https://img.example/4.jpg,,,',
  'Studio Lumen,instagram,Bad time,,https://img.example/5.jpg,2027-02-30T09:00,Europe/Berlin,',
  'Studio Lumen,instagram,Bad link,,http://img.example/6.jpg,,,',
].join('\n');

describe('import into a campaign', () => {
  it('reports bad rows by file line and imports nothing, then imports the valid rows alone into the campaign', async () => {
    const { lib, c } = setup();
    const check = await campaignImport.importIntoCampaign(lib.db, c.id, { name: 'spring.csv', text: SHEET, defaults });
    expect(check).toMatchObject({ imported: 0, rows: 6, badRows: 3, skipped: 3 });
    expect(check.problems.map((p) => [p.line, p.field, p.code])).toEqual([[5, 'platforms', 'unknown_channel'], [6, 'scheduled_at', 'invalid_value'], [7, 'photos', 'bad_url']]);
    expect(campaigns.getCampaign(lib.db, c.id).draftIds).toEqual([]);

    const r = await campaignImport.importIntoCampaign(lib.db, c.id, { name: 'spring.csv', text: SHEET, defaults, partial: true });
    expect(r).toMatchObject({ imported: 3, badRows: 3, layout: { id: 'postroom' } });
    expect(r.resolved).toEqual([
      { field: 'profile_id', name: 'Studio Lumen', id: 'prof_lumen' },
      { field: 'profile_id', name: 'studio lumen', id: 'prof_lumen' },
      { field: 'pinterest_board_id', name: 'behind the scenes', id: 'brd_lumen_bts' },
    ]);
    const ds = drafts.getMany(lib.db, campaigns.getCampaign(lib.db, c.id).draftIds);
    expect(ds.map((d) => [d.caption.slice(0, 12), d.profile_id, d.platforms, d.scheduled_at, d.timezone])).toEqual([
      ['Autumn portr', 'prof_lumen', ['instagram'], '2027-03-27T09:00', 'Europe/Berlin'],
      ['Behind the s', 'prof_lumen', ['pinterest'], null, null],
      ['Caption only', 'prof_lumen', ['instagram', 'facebook'], '2027-03-29T09:00', 'Europe/Berlin'],
    ]);
    expect(ds[1]?.fields.pinterest_board_id).toBe('brd_lumen_bts');
  });

  it('takes a Hootsuite bulk file (no header) and says which columns it used; a bad date is reported on its line', async () => {
    const { lib, c } = setup();
    const text = '28/03/2027 09:00,Spring menu is here,https://caphe.example/menu\n31/02/2027 09:00,No such day\n30/03/2027 18:30,"Live music, tonight"\n';
    const r = await campaignImport.importIntoCampaign(lib.db, c.id, { name: 'hootsuite.csv', text, defaults: { ...defaults, platforms: ['x'] }, partial: true });
    expect(r.layout).toMatchObject({ id: 'hootsuite', label: 'Hootsuite' });
    expect(r.dates).toEqual({ order: 'dmy', why: 'row', decidedBy: { line: 1, value: '28/03/2027' }, rows: 3 });
    expect(r.layout.used.map((u) => u.as)).toEqual(['scheduled_at', 'caption', 'caption (appended)']);
    expect(r.problems.map((p) => [p.line, p.field, p.message])).toEqual([[2, 'scheduled_at', '"31/02/2027 09:00" is not a date when read day first (day/month/year)']]);
    expect(r.imported).toBe(2);
    const ds = drafts.getMany(lib.db, r.ids);
    expect(ds.map((d) => [d.caption, d.scheduled_at, d.timezone, d.platforms])).toEqual([
      ['Spring menu is here https://caphe.example/menu', '2027-03-28T09:00', 'Europe/Berlin', ['x']],
      ['Live music, tonight', '2027-03-30T18:30', 'Europe/Berlin', ['x']],
    ]);
  });

  it('takes a Buffer file, and a JSON file with problems by index', async () => {
    const { lib, c } = setup();
    const buffer = 'Text,Image URL,Tags,Posting Time\nNew lookbook,https://img.example/a.jpg,"lookbook, spring",2027-03-30 10:00\n';
    const b = await campaignImport.importIntoCampaign(lib.db, c.id, { name: 'buffer.csv', text: buffer, defaults });
    expect(b).toMatchObject({ imported: 1, layout: { id: 'buffer' } });
    expect(drafts.getDraft(lib.db, b.ids[0] ?? '').tags.sort()).toEqual(['lookbook', 'spring']);
    const json = JSON.stringify([{ caption: 'ok', photos: ['https://img.example/j.jpg'] }, { caption: 'bad', platforms: ['youtube'], photos: ['https://img.example/k.jpg'] }]);
    const j = await campaignImport.importIntoCampaign(lib.db, c.id, { name: 'posts.json', text: json, defaults, partial: true });
    expect(j.imported).toBe(1);
    expect(j.problems.map((p) => [p.index, p.code])).toEqual([[1, 'non_photo_channel']]);
    expect(campaigns.getCampaign(lib.db, c.id).draftIds).toHaveLength(2);
  });

  it('refuses a file it cannot read as a whole, importing nothing', async () => {
    const { lib, c } = setup();
    const unknown = await campaignImport.importIntoCampaign(lib.db, c.id, { name: 'x.csv', text: 'when,what\ntomorrow,hi\n', defaults, partial: true });
    expect(unknown).toMatchObject({ imported: 0, problems: [{ line: 1, field: '(file)', code: 'unknown_column' }] });
    const broken = await campaignImport.importIntoCampaign(lib.db, c.id, { name: 'x.csv', text: 'caption,platforms\n"unclosed,x\n', defaults, partial: true });
    expect(broken.problems[0]?.code).toBe('parse_error');
    expect(campaigns.getCampaign(lib.db, c.id).draftIds).toEqual([]);
    await expect(campaignImport.importIntoCampaign(lib.db, c.id, { name: 'x.xlsx', text: '', defaults })).rejects.toMatchObject({ code: 'invalid_input' });
    await expect(campaignImport.importIntoCampaign(lib.db, 'nope', { name: 'x.csv', text: '', defaults })).rejects.toMatchObject({ code: 'not_found' });
  });

  it('offers a template whose own rows import once the profile is known', async () => {
    const { lib, c } = setup();
    const r = await campaignImport.importIntoCampaign(lib.db, c.id, { name: 'template.csv', text: campaignImport.template() });
    expect(r.problems).toEqual([]);
    expect(r.imported).toBe(2);
  });

  it('the template holds only data: its notes cells import as the drafts\' notes, no instructions among them', async () => {
    const { lib, c } = setup();
    const r = await campaignImport.importIntoCampaign(lib.db, c.id, { name: 'template.csv', text: campaignImport.template() });
    const notes = drafts.getMany(lib.db, r.ids).map((d) => d.notes);
    expect(notes).toEqual(['Ask Linh for the final crop', '']);
    expect(campaignImport.template()).not.toMatch(/as shown in Postroom|by name too/);
  });
});

describe('a name that matches nothing: said once per row, with the closest known name', () => {
  function named() {
    const t = setup();
    cache.putProfiles(t.lib.db, t.ws, [
      { profile_id: 'prof_lumen', name: 'Studio Lumen', connections: [] },
      { profile_id: 'prof_caphe', name: 'Cà Phê Sữa Đá', connections: [] },
    ]);
    cache.putLocations(t.lib.db, t.ws, 'prof_lumen', [{ id: 'loc_mitte', name: 'Berlin Mitte' }, { id: 'loc_altona', name: 'Hamburg Altona' }]);
    return t;
  }
  const header = 'profile_id,platforms,caption,photos,pinterest_board_id,gmb_location_id';
  const row = (profile: string, platforms: string, board = '', location = '') => `${profile},${platforms},A post,https://img.example/1.jpg,${board},${location}`;

  it('suggests the profile, board, location and channel meant, and imports nothing until they are fixed', async () => {
    const { lib, c } = named();
    const text = [
      header,
      row('Studio Lumn', 'instagram'),
      row('Studio Lumen', 'instagam'),
      row('Studio Lumen', 'pinterest', 'Behind the scene'),
      row('Studio Lumen', 'google_business', '', 'Berlin Mite'),
      row('Ca Phe Sua Da', 'instagram'),
      row('Nobody At All', 'instagram'),
    ].join('\n');
    const r = await campaignImport.importIntoCampaign(lib.db, c.id, { name: 'names.csv', text });
    expect(r.imported).toBe(0);
    const said = r.problems.filter((p) => p.name !== undefined).map((p) => [p.line, p.field, p.code, p.name, p.suggestion, p.message]);
    expect(said).toEqual([
      [2, 'profile_id', 'unknown_profile', 'Studio Lumn', 'Studio Lumen', 'no profile “Studio Lumn”; did you mean “Studio Lumen”?'],
      [3, 'platforms', 'unknown_channel', 'instagam', 'instagram', 'unknown channel "instagam"; did you mean "instagram"?'],
      [4, 'pinterest_board_id', 'unknown_board', 'Behind the scene', 'Behind the scenes', 'no Pinterest board “Behind the scene”; did you mean “Behind the scenes”?'],
      [5, 'gmb_location_id', 'unknown_location', 'Berlin Mite', 'Berlin Mitte', 'no business location “Berlin Mite”; did you mean “Berlin Mitte”?'],
      // Without its accents: suggested, never taken silently.
      [6, 'profile_id', 'unknown_profile', 'Ca Phe Sua Da', 'Cà Phê Sữa Đá', 'no profile “Ca Phe Sua Da”; did you mean “Cà Phê Sữa Đá”?'],
      [7, 'profile_id', 'unknown_profile', 'Nobody At All', null, 'no profile “Nobody At All”'],
    ]);
    expect(r.badRows).toBe(6);
  });

  it('the rows with good names import alone with partial; a name is checked only against what the cache holds', async () => {
    const { lib, c } = named();
    const text = [header, row('Studio Lumn', 'instagram'), row('studio lumen', 'instagram'), row('Cà Phê Sữa Đá', 'pinterest', 'Đồ uống')].join('\n');
    const r = await campaignImport.importIntoCampaign(lib.db, c.id, { name: 'names.csv', text, partial: true });
    // Cà Phê has no boards cached: its board name is left for the Hub to judge (preflight, the dry run).
    expect(r.problems.map((p) => [p.line, p.code])).toEqual([[2, 'unknown_profile'], [4, 'missing_field']]);
    expect(r.imported).toBe(1);
    expect(drafts.getDraft(lib.db, r.ids[0] ?? '').profile_id).toBe('prof_lumen');
    // With no profiles cached at all, nothing can be said about a profile name.
    const empty = setup();
    cache.putProfiles(empty.lib.db, empty.ws, []);
    const e = await campaignImport.importIntoCampaign(empty.lib.db, empty.c.id, { name: 'names.csv', text: [header, row('Studio Lumn', 'instagram')].join('\n') });
    expect(e.problems).toEqual([]);
  });

  it('compares names without case, accents or đ, and gives no suggestion when two are as close', () => {
    expect(foldName('  Cà Phê  Sữa Đá ')).toBe('ca phe sua da');
    expect(editDistance('instagam', 'instagram')).toBe(1);
    expect(editDistance('tiwtter', 'twitter')).toBe(1);
    expect(closestName('STUDIO LUMEN', ['Studio Lumen'])).toBe('Studio Lumen');
    expect(closestName('Board A', ['Board B', 'Board C'])).toBeNull();
    expect(closestName('x', ['X', 'Instagram'])).toBe('X');
    expect(closestName('Weddings and more', ['Weddings'])).toBeNull();
  });

  it('the same file again: rows matching posts already in the campaign are said before anything is written, then skipped or imported anyway (left31)', async () => {
    const { lib, c } = setup();
    const first = 'caption,scheduled_at\nSpring one,2027-03-27T09:00\nSpring two,2027-03-28T09:00\n';
    expect((await campaignImport.importIntoCampaign(lib.db, c.id, { name: 'a.csv', text: first, defaults, duplicates: 'ask' })).imported).toBe(2);
    // Again, with one new row: nothing written, the two repeats named by line.
    const again = first + 'Spring three,2027-03-29T09:00\n';
    const asked = await campaignImport.importIntoCampaign(lib.db, c.id, { name: 'a.csv', text: again, defaults, duplicates: 'ask' });
    expect(asked).toMatchObject({ imported: 0, badRows: 0, duplicates: { rows: 2, places: [{ line: 2 }, { line: 3 }], done: 'asked' } });
    expect(campaigns.getCampaign(lib.db, c.id).draftIds).toHaveLength(2);
    // A different time, channel or caption is another post, not a repeat.
    const other = 'caption,scheduled_at\nSpring one,2027-03-27T10:00\n';
    expect((await campaignImport.importIntoCampaign(lib.db, c.id, { name: 'b.csv', text: other, defaults, duplicates: 'ask', checkOnly: true })).duplicates).toBeUndefined();
    const skipped = await campaignImport.importIntoCampaign(lib.db, c.id, { name: 'a.csv', text: again, defaults, duplicates: 'skip' });
    expect(skipped).toMatchObject({ imported: 1, duplicates: { rows: 2, done: 'skipped' } });
    expect(drafts.getMany(lib.db, campaigns.getCampaign(lib.db, c.id).draftIds).map((d) => d.caption)).toEqual(['Spring one', 'Spring two', 'Spring three']);
    const anyway = await campaignImport.importIntoCampaign(lib.db, c.id, { name: 'a.csv', text: first, defaults, duplicates: 'import' });
    expect(anyway).toMatchObject({ imported: 2, duplicates: { rows: 2, done: 'imported' } });
    expect(campaigns.getCampaign(lib.db, c.id).draftIds).toHaveLength(5);
  });
});
