import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHub, post, JPEG, type TestHub } from './helpers';

let hub: TestHub;
beforeAll(async () => {
  hub = await startTestHub();
});
afterAll(() => hub.close());

describe('4.1 music search and trending', () => {
  const search = (q: string, extra = '') => hub.call('GET', `/v1/tiktok/music/search?profile_id=prof_caphe&q=${encodeURIComponent(q)}${extra}`);
  it('M1: answers { profile_id, tracks: [{ id, title, artist, rank }] }', async () => {
    const a = await search('Sơn Tùng');
    expect(a.json.profile_id).toBe('prof_caphe');
    expect(a.json.tracks.length).toBeGreaterThan(0);
    for (const t of a.json.tracks) expect(t).toEqual(expect.objectContaining({ id: expect.any(String), title: expect.any(String), artist: 'Sơn Tùng M-TP', rank: expect.any(Number) }));
  });
  it('M2: accents may be left off; words match as fragments', async () => {
    expect((await search('hay trao')).json.tracks.map((t: { title: string }) => t.title)).toEqual(['Hãy Trao Cho Anh']);
    expect((await search('tinh')).json.tracks.map((t: { title: string }) => t.title)).toContain('See Tình');
    expect((await search('THUY LIN')).json.tracks.length).toBeGreaterThan(0);
  });
  it('M3: đ is its own letter: "di ve nha" does not find "Đi Về Nhà", "đi ve nha" does', async () => {
    expect((await search('di ve nha')).json.tracks).toEqual([]);
    expect((await search('đi ve nha')).json.tracks.map((t: { title: string }) => t.title)).toEqual(['Đi Về Nhà']);
    expect((await search('Đen')).json.tracks.map((t: { artist: string }) => t.artist)).toContain('Đen Vâu, JustaTee');
    expect((await search('den vau')).json.tracks).toEqual([]);
  });
  it('M4: only charting tracks are found, even spelled exactly', async () => {
    expect((await search('Hello Việt Nam')).json.tracks).toEqual([]);
    expect((await search('Diễm Xưa')).json.tracks).toEqual([]);
  });
  it('M5: country_code, genre, date_range filter the chart; bad values are 400s', async () => {
    const us = await hub.call('GET', '/v1/tiktok/music/trending?profile_id=prof_caphe&country_code=US&date_range=90DAY');
    expect(us.json.tracks.map((t: { title: string }) => t.title).sort()).toEqual(['Espresso', 'Flowers']);
    const d1 = await hub.call('GET', '/v1/tiktok/music/trending?profile_id=prof_caphe&date_range=1DAY&limit=100');
    const d90 = await hub.call('GET', '/v1/tiktok/music/trending?profile_id=prof_caphe&date_range=90DAY&limit=100');
    expect(d90.json.tracks.length).toBeGreaterThan(d1.json.tracks.length);
    const edm = await hub.call('GET', '/v1/tiktok/music/trending?profile_id=prof_caphe&genre=EDM&date_range=90DAY');
    expect(edm.json.tracks.length).toBeGreaterThan(0);
    for (const bad of ['country_code=VNM', 'genre=JAZZ', 'date_range=2DAY']) {
      expect((await hub.call('GET', `/v1/tiktok/music/trending?profile_id=prof_caphe&${bad}`)).status, bad).toBe(400);
    }
    expect((await hub.call('GET', '/v1/tiktok/music/search?profile_id=prof_caphe')).status).toBe(400);
  });
  it('M6: the chosen id is accepted as tiktok_music_id when publishing', async () => {
    const id = (await search('thiên lý')).json.tracks[0].id;
    expect((await hub.publish(post({ platforms: ['tiktok'], tiktok_music_id: id }))).status).toBe(200);
  });
});

describe('4.2, 4.3, 4.11: comment monitors', () => {
  it('N1: create → list (newest first, with the post) → read live state → delete', async () => {
    const mk = (i: number) => hub.call('POST', '/v1/autodm/monitors', { json: { profile_id: 'prof_caphe', post_url: `https://www.tiktok.com/@caphesuada/video/${i}`, reply_message: 'Giá 29k nha bạn!', trigger_keywords: i === 1 ? [] : ['giá', 'price'], monitoring_interval: 600 } });
    const a = await mk(1);
    hub.clock.advance(1000);
    const b = await mk(2);
    expect(a.json.profile_id).toBe('prof_caphe');
    expect(a.json.monitor).toMatchObject({ id: expect.stringMatching(/^mon_/), trigger_keywords: [], monitoring_interval: 600 });
    const list = await hub.call('GET', '/v1/autodm/monitors?profile_id=prof_caphe');
    expect(list.json.monitors.map((m: { id: string }) => m.id).slice(0, 2)).toEqual([b.json.monitor.id, a.json.monitor.id]);
    expect(list.json.monitors[0]).not.toHaveProperty('state');
    let one = await hub.call('GET', `/v1/autodm/monitors/${a.json.monitor.id}`);
    expect(one.json.monitor.state).toEqual({ active: true, checks: 0, last_checked_at: null, replies_sent: 0 });
    hub.clock.advance(3600_000);
    one = await hub.call('GET', `/v1/autodm/monitors/${a.json.monitor.id}`);
    expect(one.json.monitor.state.checks).toBe(6);
    expect(one.json.monitor.state.replies_sent).toBeGreaterThan(0);
    expect((await hub.call('DELETE', `/v1/autodm/monitors/${a.json.monitor.id}`)).json.deleted).toBe(true);
    expect((await hub.call('GET', `/v1/autodm/monitors/${a.json.monitor.id}`)).status).toBe(404);
    expect((await hub.call('DELETE', `/v1/autodm/monitors/${a.json.monitor.id}`)).status).toBe(404);
    const after = await hub.call('GET', '/v1/autodm/monitors?profile_id=prof_caphe');
    expect(after.json.monitors.map((m: { id: string }) => m.id)).not.toContain(a.json.monitor.id);
  });
  it('N2: bad monitor bodies are 400s naming the field', async () => {
    const base = { profile_id: 'prof_caphe', post_url: 'https://x.com/p/1', reply_message: 'hi', trigger_keywords: [], monitoring_interval: 300 };
    for (const [patch, re] of [
      [{ post_url: 'ftp://x' }, /post_url/], [{ trigger_keywords: 'giá' }, /trigger_keywords/], [{ monitoring_interval: 1.5 }, /monitoring_interval/],
      [{ monitoring_interval: 10 }, /monitoring_interval/], [{ reply_message: '' }, /reply_message/], [{ extra: 1 }, /unknown field/],
    ] as const) {
      const a = await hub.call('POST', '/v1/autodm/monitors', { json: { ...base, ...patch } });
      expect(a.status).toBe(400);
      expect(a.json.error.message).toMatch(re);
    }
  });
});

describe('4.4, 4.5, 4.11: connections', () => {
  it('K1: telegram linked with bot_token, chat_id, name; slack with webhook_url, name; the profile then lists them', async () => {
    const t = await hub.call('POST', '/v1/connections/telegram', { json: { profile_id: 'prof_new', bot_token: '987654321:AAE-abcdefghijklmnopqrstuvwxyz0123', chat_id: '@kenhmoi_vn', name: 'Kênh mới' } });
    expect(t.json).toMatchObject({ profile_id: 'prof_new', connection: { platform: 'telegram', name: 'Kênh mới' } });
    const s = await hub.call('POST', '/v1/connections/slack', { json: { profile_id: 'prof_new', webhook_url: 'https://hooks.slack.com/services/T000/B000/XXXX', name: '#general' } });
    expect(s.status).toBe(200);
    expect(s.text).not.toContain('hooks.slack.com');
    const p = await hub.call('GET', '/v1/profiles');
    const prof = p.json.profiles.find((x: { profile_id: string }) => x.profile_id === 'prof_new');
    expect(prof.connections.map((c: { platform: string }) => c.platform).sort()).toEqual(['slack', 'telegram']);
    expect((await hub.call('POST', '/v1/connections/slack', { json: { profile_id: 'prof_new', webhook_url: 'https://evil.example/hook', name: 'x' } })).status).toBe(400);
    expect((await hub.call('POST', '/v1/connections/telegram', { json: { profile_id: 'prof_new', bot_token: '987654321:AAE-abcdefghijklmnopqrstuvwxyz0123', name: 'x' } })).json.error.message).toContain('chat_id is required');
    expect((await hub.call('POST', '/v1/connections/instagram', { json: { profile_id: 'prof_new' } })).status).toBe(400);
    expect((await hub.call('POST', '/v1/connections/myspace', { json: { profile_id: 'prof_new' } })).status).toBe(400);
  });
  it('K2: connect link: start → read by token → open (links the account) → read shows completed', async () => {
    const l = await hub.call('POST', '/v1/connections/start', { json: { profile_id: 'prof_new', platform: 'instagram' } });
    expect(l.json).toMatchObject({ profile_id: 'prof_new', url: expect.stringContaining(l.json.token), token: expect.stringMatching(/^lnk_/), expires_at: expect.any(String) });
    expect((await hub.call('GET', `/v1/connections/start/${l.json.token}`)).json.status).toBe('pending');
    const page = await fetch(l.json.url);
    expect(page.status).toBe(200);
    expect((await hub.call('GET', `/v1/connections/start/${l.json.token}`)).json.status).toBe('completed');
    expect((await hub.publish(post({ profile_id: 'prof_new', platforms: ['instagram'] }))).status).toBe(200);
  });
  it('K3: Facebook Page pin: read, set, conflict follows the new pin, clear', async () => {
    const path = '/v1/connections/facebook/page';
    expect((await hub.call('GET', `${path}?profile_id=prof_lumen`)).json).toEqual({ profile_id: 'prof_lumen', page: null });
    const set = await hub.call('POST', path, { json: { profile_id: 'prof_lumen', page_id: 'pg_lumen_berlin' } });
    expect(set.json.page).toEqual({ id: 'pg_lumen_berlin', name: 'Studio Lumen Berlin' });
    expect((await hub.publish(post({ profile_id: 'prof_lumen', platforms: ['facebook'], facebook_page_id: 'pg_lumen_hamburg' }))).json.error.code).toBe('page_pin_conflict');
    expect((await hub.call('DELETE', `${path}?profile_id=prof_lumen`)).json.page).toBeNull();
    expect((await hub.publish(post({ profile_id: 'prof_lumen', platforms: ['facebook'], facebook_page_id: 'pg_lumen_hamburg' }))).status).toBe(200);
    expect((await hub.call('POST', path, { json: { profile_id: 'prof_lumen', page_id: 'pg_other' } })).status).toBe(400);
    expect((await hub.call('GET', `${path}?profile_id=prof_new`)).json.error.code).toBe('platform_not_connected');
  });
  it('K4: LinkedIn organisation pin get/set/clear', async () => {
    const path = '/v1/connections/linkedin/page';
    expect((await hub.call('GET', `${path}?profile_id=prof_lumen`)).json.page).toEqual({ id: 'org_lumen', name: 'Studio Lumen GmbH' });
    expect((await hub.call('POST', path, { json: { profile_id: 'prof_lumen', page_id: 'org_lumen_academy' } })).json.page.id).toBe('org_lumen_academy');
    expect((await hub.call('DELETE', `${path}?profile_id=prof_lumen`)).status).toBe(200);
    expect((await hub.call('GET', `${path}?profile_id=prof_lumen`)).json.page).toBeNull();
  });
  it('K5: Google Business default location get/set/clear; a default ends location_required', async () => {
    const path = '/v1/gmb/locations/default';
    expect((await hub.call('GET', `${path}?profile_id=prof_lumen`)).json.location).toBeNull();
    expect((await hub.publish(post({ profile_id: 'prof_lumen', platforms: ['google_business'] }))).json.error.code).toBe('location_required');
    expect((await hub.call('POST', path, { json: { profile_id: 'prof_lumen', location_id: 'loc_lumen_altona' } })).json.location.name).toBe('Hamburg Altona');
    expect((await hub.publish(post({ profile_id: 'prof_lumen', platforms: ['google_business'] }))).status).toBe(200);
    await hub.call('DELETE', `${path}?profile_id=prof_lumen`);
    expect((await hub.call('GET', `${path}?profile_id=prof_lumen`)).json.location).toBeNull();
  });
  it('K6: boards and locations lists', async () => {
    const b = await hub.call('GET', '/v1/connections/pinterest/boards?profile_id=prof_lumen');
    expect(b.json).toEqual({ profile_id: 'prof_lumen', boards: [{ id: 'brd_lumen_portraits', name: 'Portraits' }, { id: 'brd_lumen_weddings', name: 'Weddings' }, { id: 'brd_lumen_bts', name: 'Behind the scenes' }] });
    const l = await hub.call('GET', '/v1/gmb/locations?profile_id=prof_aodai');
    expect(l.json.locations).toEqual([{ id: 'loc_aodai_phohoi', name: 'Phố Hội' }, { id: 'loc_aodai_anbang', name: 'An Bàng' }]);
    expect((await hub.call('GET', '/v1/gmb/locations?profile_id=prof_new')).status).toBe(409);
    expect((await hub.call('GET', '/v1/gmb/locations')).status).toBe(400);
  });
});

describe('4.8, 4.9, 4.11: audience, queue, profiles, usage, status', () => {
  it('Q1: audience for tiktok: followers and 24 hourly integers', async () => {
    const a = await hub.call('GET', '/v1/analytics/audience?profile_id=prof_caphe&platform=tiktok');
    expect(a.json).toMatchObject({ profile_id: 'prof_caphe', platform: 'tiktok', followers: expect.any(Number) });
    expect(a.json.online_by_hour).toHaveLength(24);
    expect(a.json.online_by_hour.every((n: number) => Number.isInteger(n))).toBe(true);
    expect((await hub.call('GET', '/v1/analytics/audience?profile_id=prof_caphe&platform=nope')).json.error.code).toBe('invalid_request');
  });
  it('Q2: queue settings: timezone and slots', async () => {
    const a = await hub.call('GET', '/v1/queue/settings?profile_id=prof_lumen');
    expect(a.json.settings.timezone).toBe('Europe/Berlin');
    expect(a.json.settings.slots).toContainEqual({ weekday: 1, time: '09:00' });
  });
  it('Q3: profiles list with connections and pins; usage with plan, allowances, used', async () => {
    const p = await hub.call('GET', '/v1/profiles');
    const caphe = p.json.profiles[0];
    expect(caphe).toMatchObject({ profile_id: 'prof_caphe', name: 'Cà Phê Sữa Đá', pins: { facebook_page_id: 'pg_caphe_main' } });
    expect(caphe.connections.length).toBeGreaterThanOrEqual(15);
    const u = await hub.call('GET', '/v1/usage');
    expect(u.json.plan).toMatchObject({ name: 'Sandbox Pro', active: true, expires_at: expect.any(String) });
    expect(u.json).toHaveProperty('allowances');
    expect(u.json).toHaveProperty('used');
  });
  it('Q4: status needs request_id or job_id; unknown ids are 404', async () => {
    expect((await hub.call('GET', '/v1/posts/status')).status).toBe(400);
    expect((await hub.call('GET', '/v1/posts/status?request_id=req_nope')).status).toBe(404);
    expect((await hub.call('GET', '/v1/posts/status?job_id=job_nope')).status).toBe(404);
  });
  it('P1: multipart publish: repeated `photos` files first, then photo_urls; arrays as name[] or repeated; platforms as comma string', async () => {
    const f = new FormData();
    f.append('profile_id', 'prof_caphe');
    f.append('platforms', 'instagram, threads');
    f.append('platforms[]', 'telegram');
    f.append('caption', 'Ảnh mới');
    f.append('add_to_queue', 'false');
    f.append('photos', new Blob([new Uint8Array(JPEG(200))], { type: 'image/jpeg' }), '1.jpg');
    f.append('photos', new Blob([new Uint8Array(JPEG(300))], { type: 'image/jpeg' }), '2.jpg');
    f.append('photo_urls', 'https://cdn.example.com/3.jpg');
    const a = await hub.publishMultipart(f);
    expect(a.status).toBe(200);
    expect(a.json.platforms).toEqual(['instagram', 'threads', 'telegram']);
    const row = hub.sb.control.db.prepare('SELECT photo_count FROM posts WHERE request_id = ?').get(a.json.request_id) as { photo_count: number };
    expect(row.photo_count).toBe(3);
    const bad = new FormData();
    bad.append('profile_id', 'prof_caphe');
    bad.append('platforms', 'instagram');
    bad.append('photos', new Blob([new Uint8Array([1, 2, 3, 4, 5])], { type: 'image/jpeg' }), 'fake.jpg');
    const b = await hub.publishMultipart(bad);
    expect(b.status).toBe(400);
    expect(b.json.error.message).toContain('not a JPEG');
  });
});
