import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_KEYS } from '../../src-main/hub';
import { httpClient, ipcClient, type TestClient } from './transports';

/** One suite, both transports: the renderer must not be able to tell them apart. */
describe.each([['http', httpClient], ['ipc', ipcClient]] as const)('bridge over %s', (_name, make) => {
  let client: TestClient;
  beforeAll(async () => {
    client = await make();
  });
  afterAll(async () => {
    await client.close();
  });

  it('answers system.info with real versions and the data dir', async () => {
    const r = await client.invoke('system.info', {});
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.app).toBe('Postroom');
    expect(r.value.node).toBe(process.versions.node);
    expect(r.value.dataDir).toBe(client.core.dataDir);
    expect(r.value.shell).toBe(client.name === 'ipc' ? 'electron' : 'web');
  });

  it('serves the channel table with sourced limits', async () => {
    const r = await client.invoke('channels.table', {});
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.map((c) => c.key)).toEqual([...CHANNEL_KEYS]);
    expect(r.value.filter((c) => c.photo)).toHaveLength(15);
    for (const c of r.value) if (c.captionLimit) expect(c.captionLimit.source).toMatch(/^https:\/\//);
  });

  it('refuses an unknown method with a typed error', async () => {
    const r = await client.raw('system.rm_rf', {});
    expect(r).toMatchObject({ ok: false, error: { code: 'unknown_method' } });
  });

  it.each([
    ['extra field', 'system.info', { evil: true }],
    ['wrong type', 'system.connectivity', { recheck: 'yes' }],
    ['not an object', 'system.info', 'hello'],
    ['http URL where https is required', 'system.openExternal', { url: 'http://example.com' }],
    ['prototype pollution attempt', 'drafts.get', JSON.parse('{"__proto__": {"polluted": 1}}')],
  ])('refuses bad input (%s) with invalid_input and names the field', async (_what, method, input) => {
    const r = await client.raw(method, input);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('invalid_input');
    expect(r.error.message).toMatch(new RegExp(`Invalid input for ${method.replace('.', '\\.')}`));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('pushes core events to the renderer (a created draft)', async () => {
    const got = new Promise<{ draftIds: string[]; reason: string }>((resolve) => client.on('library.changed', resolve));
    // The SSE stream needs a moment to attach before the event is emitted.
    await new Promise((r) => setTimeout(r, 200));
    const created = await client.invoke('drafts.create', { draft: { caption: 'event test' } });
    if (!created.ok) throw new Error(created.error.message);
    expect(await got).toEqual({ draftIds: [created.value.id], reason: 'created' });
  });

  it('creates, edits and lists drafts; bad input changes nothing', async () => {
    const c = await client.invoke('drafts.create', { draft: { caption: 'Cà phê sữa đá, 7h sáng', platforms: ['instagram', 'x'], tags: ['launch'] } });
    if (!c.ok) throw new Error(c.error.message);
    const bad = await client.raw('drafts.update', { id: c.value.id, patch: { platforms: 'x' } });
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    const unknownChannel = await client.invoke('drafts.update', { id: c.value.id, patch: { platforms: ['myspace'] } });
    expect(unknownChannel.ok).toBe(false);
    const same = await client.invoke('drafts.get', { id: c.value.id });
    expect(same.ok && same.value.platforms).toEqual(['instagram', 'x']);
    expect(same.ok && same.value.revision).toBe(c.value.revision);
    const edited = await client.invoke('drafts.update', { id: c.value.id, patch: { title: 'Launch day' }, revision: c.value.revision });
    expect(edited.ok && edited.value.title).toBe('Launch day');
    const stale = await client.invoke('drafts.update', { id: c.value.id, patch: { title: 'x' }, revision: c.value.revision });
    expect(stale).toMatchObject({ ok: false, error: { code: 'conflict' } });
    const found = await client.invoke('drafts.list', { filter: { query: 'ca phe' } });
    expect(found.ok && found.value.items.map((d) => d.id)).toContain(c.value.id);
  });

  it('gives a channel its own caption (drafts.update), reads it back, preflights it; bad captions change nothing', async () => {
    const c = await client.invoke('drafts.create', { draft: { caption: 'A long caption for Instagram', platforms: ['instagram', 'x'] } });
    if (!c.ok) throw new Error(c.error.message);
    const own = await client.invoke('drafts.update', { id: c.value.id, patch: { captions: { x: { caption: 'x'.repeat(300) } } } });
    if (!own.ok) throw new Error(own.error.message);
    expect(own.value.captions).toEqual([{ channel: 'x', caption: 'x'.repeat(300), title: null }]);
    const problems = await client.invoke('drafts.preflight', { id: c.value.id });
    expect(problems.ok && problems.value.filter((p) => p.code === 'caption_too_long').map((p) => [p.channel, p.field])).toEqual([['x', 'captions.x']]);
    for (const patch of [{ captions: { myspace: { caption: 'a' } } }, { captions: { x: { caption: 7 } } }, { captions: { x: 'short' } }]) {
      expect(await client.raw('drafts.update', { id: c.value.id, patch })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    }
    const same = await client.invoke('drafts.get', { id: c.value.id });
    expect(same.ok && same.value.revision).toBe(own.value.revision);
    const shared = await client.invoke('drafts.update', { id: c.value.id, patch: { captions: { x: null } } });
    expect(shared.ok && shared.value.captions).toEqual([]);
  });

  it('counts and lists the ids of matching drafts, and previews a stored photo', async () => {
    const tag = `t${Date.now()}`;
    for (const caption of ['Bánh mì sáng', 'Bánh cuốn tối', 'Phở bò']) {
      const r = await client.invoke('drafts.create', { draft: { caption, tags: [tag] } });
      if (!r.ok) throw new Error(r.error.message);
    }
    expect(await client.invoke('drafts.count', { filter: { tag } })).toEqual({ ok: true, value: { total: 3 } });
    expect(await client.invoke('drafts.count', { filter: { tag, query: 'banh' } })).toEqual({ ok: true, value: { total: 2 } });
    const ids = await client.invoke('drafts.ids', { filter: { tag } });
    expect(ids.ok && ids.value.ids).toHaveLength(3);
    const d = await client.invoke('drafts.create', { draft: {} });
    if (!d.ok) throw new Error(d.error.message);
    const file = join(client.core.dataDir, 'thumb-src.png');
    await sharp({ create: { width: 1600, height: 900, channels: 4, background: { r: 10, g: 200, b: 90, alpha: 0.5 } } }).png().toFile(file);
    const withPhoto = await client.invoke('photos.add', { draftId: d.value.id, files: [file] });
    if (!withPhoto.ok) throw new Error(withPhoto.error.message);
    const photoId = withPhoto.value.photos[0]?.id ?? '';
    const t = await client.invoke('photos.thumbnail', { draftId: d.value.id, photoId, maxSide: 160 });
    if (!t.ok) throw new Error(t.error.message);
    expect(t.value.dataUrl).toMatch(/^data:image\/jpeg;base64,/);
    expect([t.value.width, t.value.height]).toEqual([160, 90]);
    const missing = await client.invoke('photos.thumbnail', { draftId: d.value.id, photoId: 'nope' });
    expect(missing).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('refreshes profiles from the embedded sandbox Hub into the offline cache', async () => {
    const r = await client.invoke('profiles.refresh', {});
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.length).toBeGreaterThan(1);
    expect(r.value.some((p) => p.pins.facebook_page_id)).toBe(true);
    // Pins are shown by name: the Page's and organisation's from their pin answers, the location's from the locations list.
    const named = Object.fromEntries(r.value.map((p) => [p.profile_id, p.pinNames]));
    expect(named.prof_caphe).toEqual({ facebook_page_id: 'Cà Phê Sữa Đá', target_linkedin_page_id: null, gmb_location_id: null });
    expect(named.prof_lumen).toEqual({ facebook_page_id: null, target_linkedin_page_id: 'Studio Lumen GmbH', gmb_location_id: null });
    expect(named.prof_aodai).toEqual({ facebook_page_id: null, target_linkedin_page_id: null, gmb_location_id: 'Phố Hội' });
    const cached = await client.invoke('profiles.list', {});
    expect(cached.ok && cached.value).toEqual(r.value);
  });

  it('publishes a draft through the sandbox and reports per-channel outcomes', async () => {
    const profiles = await client.invoke('profiles.refresh', {});
    if (!profiles.ok) throw new Error(profiles.error.message);
    const profile = profiles.value.find((p) => p.connections.some((c) => c.platform === 'instagram') && p.connections.some((c) => c.platform === 'x'));
    if (!profile) throw new Error('the demo account has no profile with instagram and x linked');
    const d = await client.invoke('drafts.create', { draft: { profile_id: profile.profile_id, caption: `Bridge publish ${Math.random()}`, platforms: ['instagram', 'x'] } });
    if (!d.ok) throw new Error(d.error.message);
    const photo = join(client.core.dataDir, 'bridge-photo.jpg');
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 120, b: 40 } } }).jpeg().toFile(photo);
    const withPhoto = await client.invoke('photos.add', { draftId: d.value.id, files: [photo] });
    expect(withPhoto.ok && withPhoto.value.photos).toHaveLength(1);
    const budget = await client.invoke('drafts.budget', { id: d.value.id });
    expect(budget.ok && budget.value.fits).toBe(true);
    const problems = await client.invoke('drafts.preflight', { id: d.value.id });
    expect(problems.ok && problems.value.filter((p) => p.severity === 'error')).toEqual([]);
    const done = new Promise<{ state: string; outcomes: Array<{ channel: string; success: boolean | null }> }>((resolve) => {
      client.on('job', (job) => {
        if (job.draftId === d.value.id && ['done', 'refused', 'blocked', 'unknown'].includes(job.state)) resolve(job);
      });
    });
    await new Promise((r) => setTimeout(r, 200));
    const batch = await client.invoke('publish.start', { draftIds: [d.value.id] });
    if (!batch.ok) throw new Error(batch.error.message);
    expect(batch.value.total).toBe(1);
    const job = await done;
    expect(job.state).toBe('done');
    expect(job.outcomes.map((o) => o.channel).sort()).toEqual(['instagram', 'x']);
    const listed = await client.invoke('jobs.list', {});
    expect(listed.ok && listed.value.some((j) => j.draftId === d.value.id)).toBe(true);
    const ofDraft = await client.invoke('jobs.list', { draftId: d.value.id });
    expect(ofDraft.ok && ofDraft.value.map((j) => j.draftId)).toEqual([d.value.id]);
    expect(await client.raw('jobs.list', { state: 'exploded' })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
  }, 60_000);
});

describe('IPC transport sender check', () => {
  it('refuses calls from a frame that is not the app', async () => {
    const client = await ipcClient(undefined, 'https://evil.example/');
    const r = await client.invoke('system.info', {});
    expect(r).toMatchObject({ ok: false, error: { code: 'forbidden_sender' } });
    await client.close();
  });
});
