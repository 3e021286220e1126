import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNELS, CHANNEL_KEYS, PHOTO_CHANNELS } from '../../src-main/hub';
import { startTestHub, post, type TestHub, PHOTO } from './helpers';

let hub: TestHub;
beforeAll(async () => {
  hub = await startTestHub();
});
afterAll(() => hub.close());

describe('part 1: channels', () => {
  it('C1: accepts each of the 15 photo channels and refuses the 7 others with 400 invalid_request', async () => {
    expect(PHOTO_CHANNELS).toHaveLength(15);
    for (const k of CHANNEL_KEYS.filter((c) => !CHANNELS[c].photo)) {
      const a = await hub.publish(post({ platforms: [k] }));
      expect(a.status, k).toBe(400);
      expect(a.json.error.code).toBe('invalid_request');
      expect(a.json.error.message).toContain(`${k} does not accept a photo post`);
    }
    const a = await hub.publish(post({ platforms: 'instagram,threads' }));
    expect(a.status).toBe(200);
  });
  it('C2: an unknown channel key is a clear 400 naming it', async () => {
    const a = await hub.publish(post({ platforms: ['myspace'] }));
    expect(a.status).toBe(400);
    expect(a.json.error.message).toContain('"myspace" is not a channel key');
  });
});

describe('part 1: rules that bind', () => {
  it('R1: a success answer carries no `success` field at the top, and only success:false marks a channel failure', async () => {
    const a = await hub.publish(post({ platforms: ['instagram', 'x'], photo_urls: [...PHOTO, ...PHOTO, ...PHOTO, ...PHOTO, ...PHOTO] }));
    expect(a.status).toBe(200);
    expect(a.json).not.toHaveProperty('success');
    hub.clock.advance(2_000);
    const s = await hub.call('GET', `/v1/posts/status?request_id=${a.json.request_id}`);
    expect(s.json.results.instagram.success).toBe(true);
    expect(s.json.results.x.success).toBe(false);
  });
  it('R2: the first answer is processing; polling GET /v1/posts/status gives the outcome once processing ends', async () => {
    const a = await hub.publish(post());
    expect(a.json.status).toBe('processing');
    expect(a.json.results).toBeNull();
    const before = await hub.call('GET', `/v1/posts/status?request_id=${a.json.request_id}`);
    expect(before.json.status).toBe('processing');
    hub.clock.advance(2_000);
    const after = await hub.call('GET', `/v1/posts/status?request_id=${a.json.request_id}`);
    expect(after.json.status).toBe('completed');
    expect(after.json.results.instagram.success).toBe(true);
  });
  it('R3: results are per channel: one accepted, one refused → partial with failed_platforms', async () => {
    const a = await hub.publish(post({ platforms: ['instagram', 'bluesky'], photo_urls: Array(5).fill(PHOTO[0]) }));
    hub.clock.advance(2_000);
    const s = await hub.call('GET', `/v1/posts/status?request_id=${a.json.request_id}`);
    expect(s.json.status).toBe('partial');
    expect(s.json.failed_platforms).toEqual(['bluesky']);
    expect(Object.keys(s.json.results).sort()).toEqual(['bluesky', 'instagram']);
  });
  it('R4a: a Hub refusal is a part-7 envelope and publishes nothing', async () => {
    const n = hub.sb.control.publishedPosts().length;
    const a = await hub.publish(post({ platforms: ['pinterest'] }));
    expect(a.status).toBe(400);
    expect(Object.keys(a.json)).toEqual(['error']);
    expect(Object.keys(a.json.error).sort()).toEqual(['code', 'message']);
    expect(hub.sb.control.publishedPosts()).toHaveLength(n);
  });
  it('R4b: a channel refusal is HTTP 200 with success:false inside results, never an envelope', async () => {
    const a = await hub.publish(post({ platforms: ['x'], photo_urls: Array(6).fill(PHOTO[0]) }));
    expect(a.status).toBe(200);
    hub.clock.advance(2_000);
    const s = await hub.call('GET', `/v1/posts/status?request_id=${a.json.request_id}`);
    expect(s.status).toBe(200);
    expect(s.json.status).toBe('failed');
    expect(s.json).not.toHaveProperty('error');
    expect(s.json.results.x).toMatchObject({ success: false, error: { message: expect.stringContaining('at most 4 photos') } });
  });
  it('R4c: a photo_urls link the Hub cannot download is accepted (200) and fails at every channel, in its own words', async () => {
    const a = await hub.publish(post({ platforms: ['instagram', 'threads'], photo_urls: ['https://127.0.0.1/a.jpg'] }));
    expect(a.status).toBe(200);
    hub.clock.advance(2_000);
    const s = await hub.call('GET', `/v1/posts/status?request_id=${a.json.request_id}`);
    expect(s.json.status).toBe('failed');
    expect(s.json.results.instagram.error).toMatchObject({ code: 'media_download_failed', message: expect.stringContaining('· Tạm dịch:') });
  });
  it('R5: replaying a completed key returns the earlier result and publishes nothing again', async () => {
    const n = hub.sb.control.publishedPosts().length;
    const a = await hub.publish(post({ caption: 'rule 5' }), { key: 'r5-key' });
    const b = await hub.publish(post({ caption: 'rule 5' }), { key: 'r5-key' });
    expect(b.status).toBe(200);
    expect(b.text).toBe(a.text);
    expect(hub.sb.control.publishedPosts()).toHaveLength(n + 1);
  });
  it('R6a: with a Page pinned and no page named, the pinned Page wins', async () => {
    const a = await hub.publish(post({ platforms: ['facebook'] }));
    hub.clock.advance(2_000);
    const s = await hub.call('GET', `/v1/posts/status?request_id=${a.json.request_id}`);
    expect(s.json.results.facebook).toMatchObject({ success: true, page_id: 'pg_caphe_main' });
  });
  it('R6b: naming the pinned page itself is accepted; naming another is 409 page_pin_conflict', async () => {
    expect((await hub.publish(post({ platforms: ['facebook'], facebook_page_id: 'pg_caphe_main' }))).status).toBe(200);
    const a = await hub.publish(post({ platforms: ['facebook'], facebook_page_id: 'pg_caphe_events' }));
    expect(a.status).toBe(409);
    expect(a.json.error.code).toBe('page_pin_conflict');
  });
  it('R6c: scheduled jobs drop facebook_page_id entirely (no conflict, the post goes to the pin)', async () => {
    const a = await hub.publish(post({ platforms: ['facebook'], facebook_page_id: 'pg_caphe_events', scheduled_at: '2026-11-23T09:00:00', timezone: 'Asia/Ho_Chi_Minh' }));
    expect(a.status).toBe(200);
    expect(a.json.status).toBe('scheduled');
    const row = hub.sb.control.db.prepare('SELECT fields FROM posts WHERE request_id = ?').get(a.json.request_id) as { fields: string };
    expect(JSON.parse(row.fields)).not.toHaveProperty('facebook_page_id');
    hub.clock.advance(2 * 24 * 3600_000);
    const s = await hub.call('GET', `/v1/posts/status?job_id=${a.json.job_id}`);
    expect(s.json.results.facebook.page_id).toBe('pg_caphe_main');
  });
  it('R6d: without a pin a named page is used; an unknown page is a 400', async () => {
    const a = await hub.publish(post({ profile_id: 'prof_lumen', platforms: ['facebook'], facebook_page_id: 'pg_lumen_hamburg' }));
    hub.clock.advance(2_000);
    const s = await hub.call('GET', `/v1/posts/status?request_id=${a.json.request_id}`);
    expect(s.json.results.facebook.page_id).toBe('pg_lumen_hamburg');
    const b = await hub.publish(post({ profile_id: 'prof_lumen', platforms: ['facebook'], facebook_page_id: 'pg_nope' }));
    expect(b.status).toBe(400);
  });
  it('R7a: caption over a channel limit is a clean 400 naming the problem', async () => {
    const a = await hub.publish(post({ platforms: ['x'], caption: 'a'.repeat(281) }));
    expect(a.status).toBe(400);
    expect(a.json.error.message).toMatch(/caption is 281 characters but X allows at most 280/);
  });
  it('R7b: the body put in `title` (no caption) skips the check: HTTP 200, then the channel refuses', async () => {
    const body = 'Một đoạn văn dài. '.repeat(30);
    const a = await hub.publish({ profile_id: 'prof_caphe', platforms: ['pinterest', 'instagram'], pinterest_board_id: 'brd_caphe_drinks', title: body, photo_urls: PHOTO });
    expect(a.status).toBe(200);
    hub.clock.advance(2_000);
    const s = await hub.call('GET', `/v1/posts/status?request_id=${a.json.request_id}`);
    expect(s.json.status).toBe('partial');
    expect(s.json.results.pinterest.success).toBe(false);
    expect(s.json.results.pinterest.error.message).toContain('title must be 100 characters or less');
    expect(s.json.results.pinterest.error.message).toContain('· Tạm dịch:');
    expect(s.json.results.instagram.success).toBe(true);
  });
  it('R7c: a short title over the title limit (with a caption) is a clean 400', async () => {
    const a = await hub.publish(post({ platforms: ['pinterest'], pinterest_board_id: 'brd_caphe_drinks', title: 't'.repeat(101) }));
    expect(a.status).toBe(400);
    expect(a.json.error.message).toContain('title is 101 characters but Pinterest allows at most 100');
  });
});

describe('part 5: authentication', () => {
  it('A1: missing, malformed and unknown keys give 401 unauthorized on every route', async () => {
    for (const path of ['/v1/profiles', '/v1/usage', '/v1/posts/status?request_id=x', '/v1/nope']) {
      expect((await hub.call('GET', path, { key: null })).json.error.code).toBe('unauthorized');
      expect((await hub.call('GET', path, { headers: { authorization: `Basic ${hub.sb.apiKey}` } })).status).toBe(401);
      expect((await hub.call('GET', path, { key: 'sk_sandbox_wrong' })).status).toBe(401);
    }
    expect((await hub.call('POST', '/v1/posts/photo', { key: null, json: post() })).status).toBe(401);
  });
  it('A2: one key manages every profile of the account', async () => {
    const a = await hub.call('GET', '/v1/profiles');
    expect(a.json.profiles.map((p: { profile_id: string }) => p.profile_id)).toEqual(['prof_caphe', 'prof_lumen', 'prof_aodai', 'prof_new']);
  });
  it('A3: secrets given at linking are never echoed (answer, profiles list)', async () => {
    const token = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw';
    const a = await hub.call('POST', '/v1/connections/telegram', { json: { profile_id: 'prof_new', bot_token: token, chat_id: '-1001234567890', name: 'Kênh mới' } });
    expect(a.status).toBe(200);
    expect(a.text).not.toContain(token);
    expect(a.text).not.toContain('-1001234567890');
    const p = await hub.call('GET', '/v1/profiles');
    expect(p.text).not.toContain(token);
    const bad = await hub.call('POST', '/v1/connections/telegram', { json: { profile_id: 'prof_new', bot_token: 'secret-not-a-token', chat_id: '1', name: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.text).not.toContain('secret-not-a-token');
  });
});
