import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestHub, post, type TestHub } from './helpers';

let hub: TestHub;
beforeAll(async () => {
  hub = await startTestHub();
});
afterAll(() => hub.close());
afterEach(() => {
  hub.sb.control.setFaults('none');
  hub.sb.control.setPlan({ active: true, status: 'active', features: ['queue', 'monitors', 'messaging'], profileLimit: 10 });
});

const envelope = (a: { json: { error: { code: string; message: string } } }, code: string): void => {
  expect(Object.keys(a.json)).toEqual(['error']);
  expect(a.json.error.code).toBe(code);
  expect(typeof a.json.error.message).toBe('string');
  expect(a.json.error.message.length).toBeGreaterThan(10);
};

describe('part 7: every error row', () => {
  it('E1 unauthorized 401', async () => {
    const a = await hub.call('GET', '/v1/usage', { key: 'nope' });
    expect(a.status).toBe(401);
    envelope(a, 'unauthorized');
  });
  it('E2 forbidden 403: expired or banned account, and plan features (queue, monitors) missing', async () => {
    hub.sb.control.setPlan({ status: 'banned' });
    const a = await hub.call('GET', '/v1/profiles');
    expect(a.status).toBe(403);
    envelope(a, 'forbidden');
    expect((await hub.call('GET', '/v1/usage')).status).toBe(200); // usage still explains
    hub.sb.control.setPlan({ status: 'active', features: [] });
    for (const [m, path, json] of [
      ['GET', '/v1/queue/settings?profile_id=prof_caphe', undefined],
      ['GET', '/v1/autodm/monitors?profile_id=prof_caphe', undefined],
      ['POST', '/v1/autodm/monitors', { profile_id: 'prof_caphe', post_url: 'https://x.com/p/1', reply_message: 'hi', trigger_keywords: [], monitoring_interval: 300 }],
    ] as const) {
      const r = await hub.call(m, path, json === undefined ? {} : { json });
      expect(r.status, path).toBe(403);
      envelope(r, 'forbidden');
    }
    const q = await hub.publish(post({ add_to_queue: true }));
    expect(q.status).toBe(403);
    envelope(q, 'forbidden');
  });
  it('E3 not_found 404: unknown route and a profile not on the account', async () => {
    const a = await hub.call('GET', '/v1/nothing-here');
    expect(a.status).toBe(404);
    envelope(a, 'not_found');
    const b = await hub.publish(post({ profile_id: 'prof_someone_else' }));
    expect(b.status).toBe(404);
    envelope(b, 'not_found');
  });
  it('E4 invalid_request 400: required field missing, bad https URL, bad JSON, wrong types; the message names the problem', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ platforms: ['instagram'], photo_urls: ['https://a.example/x.jpg'] }, /profile_id is required/],
      [post({ platforms: [] }), /platforms is required/],
      [post({ photo_urls: ['http://cdn.example.com/a.jpg'] }), /photo_urls\[0\] is not a valid https:\/\/ link/],
      [post({ photo_urls: [] }), /at least one photo/],
      [post({ caption: 42 }), /"caption" must be a string/],
      [post({ platforms: [1] }), /"platforms" must be an array of strings/],
      [post({ add_to_queue: 'yes' }), /"add_to_queue" must be a boolean/],
      [post({ surprise: 'x' }), /unknown field "surprise"/],
      [post({ platforms: ['reddit'] }), /reddit_community is required.*reddit_title is required/],
      [post({ platforms: ['reddit'], reddit_community: 'r/pics', reddit_title: 'T' }), /without the r\/ prefix/],
      [post({ platforms: ['pinterest'], title: 'T' }), /pinterest_board_id is required/],
      [post({ platforms: ['pinterest'], pinterest_board_id: 'brd_caphe_drinks' }), /pinterest needs a title/],
      [post({ platforms: ['pinterest'], pinterest_board_id: 'brd_nope', title: 'T' }), /not a board/],
      [post({ platforms: ['reddit'], reddit_community: 'pics', reddit_title: 'x'.repeat(301) }), /reddit_title is 301 characters/],
      [post({ platforms: ['tiktok'], tiktok_title: 'x'.repeat(91), title: 'short' }), /tiktok_title is 91 characters/],
      [post({ scheduled_at: '2026-12-01T10:00:00' }), /needs timezone/],
      [post({ scheduled_at: '2020-01-01T10:00:00', timezone: 'UTC' }), /in the past/],
      [post({ scheduled_at: '2026-12-01T10:00:00', timezone: 'Mars/Olympus' }), /not an IANA timezone/],
      [post({ platforms: ['tiktok'], tiktok_music_id: '7301000000000000900' }), /not a track on the current chart/],
      ['{"profile_id": ', /not valid JSON/],
      ['[1,2]', /must be a JSON object/],
    ];
    for (const [body, re] of cases) {
      const a = await hub.call('POST', '/v1/posts/photo', { json: body });
      expect(a.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      envelope(a, 'invalid_request');
      expect(a.json.error.message).toMatch(re);
    }
    const ct = await hub.call('POST', '/v1/posts/photo', { body: 'profile_id=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(ct.status).toBe(400);
    const mp = await hub.call('POST', '/v1/posts/photo', { body: '--zz\r\nbroken', headers: { 'content-type': 'multipart/form-data; boundary=zz' } });
    expect(mp.status).toBe(400);
    envelope(mp, 'invalid_request');
  });
  it('E4b a multipart body cut inside a file part is a 400 invalid_request, and the sandbox keeps serving', async () => {
    const cut = '--zz\r\nContent-Disposition: form-data; name="profile_id"\r\n\r\nprof_caphe\r\n'
      + '--zz\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff partial bytes';
    const r = await hub.call('POST', '/v1/posts/photo', { body: cut, headers: { 'content-type': 'multipart/form-data; boundary=zz' } });
    expect(r.status).toBe(400);
    envelope(r, 'invalid_request');
    expect(r.json.error.message).toMatch(/multipart/);
    const ok = await hub.publish(post());
    expect(ok.status).toBe(200);
  });
  it('E5 quota_exceeded 429 on publish when the account has no active plan', async () => {
    hub.sb.control.setPlan({ active: false });
    const a = await hub.publish(post());
    expect(a.status).toBe(429);
    envelope(a, 'quota_exceeded');
    expect(a.headers.get('retry-after')).toBeNull();
  });
  it('E6 no_active_plan 403 when minting a connect link without an active plan', async () => {
    hub.sb.control.setPlan({ active: false });
    const a = await hub.call('POST', '/v1/connections/start', { json: { profile_id: 'prof_new', platform: 'instagram' } });
    expect(a.status).toBe(403);
    envelope(a, 'no_active_plan');
  });
  it('E7 profile_limit_reached 403: nothing is created', async () => {
    hub.sb.control.setPlan({ profileLimit: 4 });
    const a = await hub.call('POST', '/v1/profiles', { json: { name: 'One too many' } });
    expect(a.status).toBe(403);
    envelope(a, 'profile_limit_reached');
    expect((await hub.call('GET', '/v1/profiles')).json.profiles).toHaveLength(4);
  });
  it('E8 rate_limited 429 with an integer Retry-After (fault: the channel throttled)', async () => {
    hub.sb.control.setFaults({ rate_limited: 1 });
    for (const a of [await hub.publish(post()), await hub.call('GET', '/v1/profiles')]) {
      expect(a.status).toBe(429);
      envelope(a, 'rate_limited');
      expect(a.headers.get('retry-after')).toMatch(/^\d+$/);
    }
  });
  it('E9 idempotency_conflict 409 and E10 idempotency_in_progress 409 (see idempotency.test.ts I1, I3)', async () => {
    await hub.publish(post(), { key: 'e9' });
    const a = await hub.publish(post({ caption: 'changed' }), { key: 'e9' });
    expect(a.status).toBe(409);
    envelope(a, 'idempotency_conflict');
  });
  it('E11 page_pin_conflict 409 for each pinned kind (Page, organisation, location)', async () => {
    for (const body of [
      post({ platforms: ['facebook'], facebook_page_id: 'pg_caphe_events' }),
      post({ profile_id: 'prof_lumen', platforms: ['linkedin'], target_linkedin_page_id: 'org_lumen_academy' }),
      post({ profile_id: 'prof_aodai', platforms: ['google_business'], gmb_location_id: 'loc_aodai_anbang' }),
      post({ profile_id: 'prof_aodai', platforms: ['google_business'], location_id: 'loc_aodai_anbang' }),
    ]) {
      const a = await hub.publish(body);
      expect(a.status).toBe(409);
      envelope(a, 'page_pin_conflict');
    }
  });
  it('E12 page_pin_unverified 503 (fault) publishes nothing', async () => {
    const n = hub.sb.control.publishedPosts().length;
    hub.sb.control.setFaults({ page_pin_unverified: 1 });
    const a = await hub.publish(post({ platforms: ['facebook'] }));
    expect(a.status).toBe(503);
    envelope(a, 'page_pin_unverified');
    expect(hub.sb.control.publishedPosts()).toHaveLength(n);
    // A profile with no pin for the targeted channel is never unverified.
    expect((await hub.publish(post({ platforms: ['instagram'] }))).status).toBe(200);
  });
  it('E13 platform_not_startable 400 for credential-linked channels', async () => {
    for (const platform of ['telegram', 'slack', 'bluesky']) {
      const a = await hub.call('POST', '/v1/connections/start', { json: { profile_id: 'prof_new', platform } });
      expect(a.status).toBe(400);
      envelope(a, 'platform_not_startable');
    }
  });
  it('E14 platform_unavailable 503 while a linking flow is being upgraded', async () => {
    const a = await hub.call('POST', '/v1/connections/start', { json: { profile_id: 'prof_new', platform: 'whop' } });
    expect(a.status).toBe(503);
    envelope(a, 'platform_unavailable');
  });
  it('E15 link_not_found 404 for an unknown token and for an expired one alike', async () => {
    const a = await hub.call('GET', '/v1/connections/start/lnk_unknown');
    expect(a.status).toBe(404);
    envelope(a, 'link_not_found');
    const l = await hub.call('POST', '/v1/connections/start', { json: { profile_id: 'prof_new', platform: 'instagram' } });
    hub.clock.advance(48 * 3600_000);
    const b = await hub.call('GET', `/v1/connections/start/${l.json.token}`);
    expect(b.status).toBe(404);
    expect(b.json.error).toEqual(a.json.error);
  });
  it('E16 platform_not_connected 409 names the channel', async () => {
    const a = await hub.publish(post({ profile_id: 'prof_new', platforms: ['instagram', 'x'] }));
    expect(a.status).toBe(409);
    envelope(a, 'platform_not_connected');
    expect(a.json.error.message).toContain('Instagram, X');
  });
  it('E17 location_required 400 lists the location ids (no pin, several locations)', async () => {
    const a = await hub.publish(post({ profile_id: 'prof_lumen', platforms: ['google_business'] }));
    expect(a.status).toBe(400);
    envelope(a, 'location_required');
    for (const id of ['loc_lumen_mitte', 'loc_lumen_kreuzberg', 'loc_lumen_altona']) expect(a.json.error.message).toContain(id);
    for (const field of ['gmb_location_id', 'location_id']) {
      expect((await hub.publish(post({ profile_id: 'prof_lumen', platforms: ['google_business'], [field]: 'loc_lumen_mitte' }))).status).toBe(200);
    }
  });
  it('E18 upstream_error 502, E19 upstream_timeout 502, E20 internal_error 500 (faults)', async () => {
    for (const [fault, status] of [['upstream_error', 502], ['upstream_timeout', 502], ['internal_error', 500]] as const) {
      hub.sb.control.setFaults({ [fault]: 1 });
      const a = await hub.publish(post());
      expect(a.status).toBe(status);
      envelope(a, fault);
    }
  });
  it('E21 platform_not_supported (400) from the audience endpoint for channels other than tiktok', async () => {
    const a = await hub.call('GET', '/v1/analytics/audience?profile_id=prof_caphe&platform=instagram');
    expect(a.status).toBe(400);
    envelope(a, 'platform_not_supported');
  });
  it('E22 a channel refusal message keeps the channel wording, then "· Tạm dịch:" and Vietnamese; some stay English', async () => {
    hub.sb.control.setFaults({ channel_refusal: 1 });
    const a = await hub.publish(post({ platforms: ['facebook', 'threads'] }));
    hub.clock.advance(2_000);
    const s = await hub.call('GET', `/v1/posts/status?request_id=${a.json.request_id}`);
    expect(s.json.results.facebook.error.message).toMatch(/^\(#200\) .+ · Tạm dịch: .+/);
    expect(s.json.results.threads.error.message).not.toContain('Tạm dịch');
    expect(s.text).not.toContain('acct_demo');
  });
  it('E23 a body over the cap is a plain 413 with no JSON envelope (see limits.test.ts L4)', async () => {
    const a = await hub.call('POST', '/v1/posts/photo', { body: new Uint8Array(4_500_001), headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect(a.status).toBe(413);
    expect(a.json).toBeUndefined();
    expect(a.headers.get('content-type')).not.toContain('json');
  });
});
