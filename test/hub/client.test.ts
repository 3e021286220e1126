import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import { USER_AGENT } from '../../src-main/common';
import {
  DEFAULT_CONTRACT, HubClient, HubError, RETRY_POLICY, buildPublishBody, decide, resolveContract,
  type HubAnswer, type KnownHubCode, type PhotoPart, type PublishFields,
} from '../../src-main/hub';
import { drop, edge413Early, envelope, hang, json, stallBody, startFixture, text, type Fixture } from './fixture-server';
import { parseMultipart } from './multipart';

const KEY = 'sk_test_secret_123';
const P = DEFAULT_CONTRACT.paths;
const PUBLISH = `POST ${P.publishPhoto}`;

const fields: PublishFields = { profile_id: 'prof_1', platforms: ['instagram', 'x'], caption: 'Xin chào' };
const photo = (n: number, seed = 1): PhotoPart => ({ filename: `p${seed}.jpg`, contentType: 'image/jpeg', bytes: Uint8Array.from({ length: n }, (_, i) => (i + seed) % 251) });

let hub: Fixture;
let client: HubClient;

beforeAll(async () => {
  hub = await startFixture();
  client = new HubClient({ baseUrl: hub.url, apiKey: KEY, timeouts: { headersMs: 2_000, bodyMs: 2_000 } });
});
afterAll(async () => {
  await client.close();
  await hub.close();
});
afterEach(() => {
  hub.received.length = 0;
});

const publish = (idempotencyKey?: string): Promise<HubAnswer> =>
  client.publishPhoto({ fields, photos: [] }, idempotencyKey === undefined ? {} : { idempotencyKey });

describe('every part-7 code, through the client', () => {
  const rows = Object.entries(RETRY_POLICY).flatMap(([code, r]) => r.http.map((status) => ({ code: code as KnownHubCode, status })));
  it.each(rows)('$code at HTTP $status is a Hub refusal with its code, status and message', async ({ code, status }) => {
    hub.on(PUBLISH, envelope(status, code, `${code}: the message · Tạm dịch: thông điệp`, status === 429 ? { 'retry-after': '17' } : {}));
    const a = await publish('key-1');
    expect(a).toEqual({
      kind: 'refused', httpStatus: status, code, message: `${code}: the message · Tạm dịch: thông điệp`,
      retryAfterSeconds: status === 429 ? 17 : null,
    });
    expect(decide(a).next).toBe(({ retry_same_key: 'retry_same_key', retry_after: 'retry_after', status_then_new_key: 'unknown', refused: 'refused', blocked: 'blocked' } as const)[RETRY_POLICY[code].action]);
  });
});

describe('answers without the envelope', () => {
  it('a plain 413 from the edge', async () => {
    hub.on(PUBLISH, text(413, '413 Request Entity Too Large'));
    const a = await client.publishPhoto({ fields, photos: [photo(10_000)] }, { idempotencyKey: 'k413' });
    expect(a).toEqual({ kind: 'edge_413', httpStatus: 413, bodyText: '413 Request Entity Too Large' });
    expect(decide(a).next).toBe('refit');
  });

  it('a plain 413 sent before the upload finished (the edge cutting a 6 MB body short)', async () => {
    hub.on(PUBLISH, edge413Early());
    const a = await client.publishPhoto({ fields, photos: [photo(6_000_000)] }, { idempotencyKey: 'k413-early' });
    expect(a.kind).toBe('edge_413');
    expect(decide(a).next).toBe('refit');
  });

  it.each([
    ['200 with non-JSON', text(200, 'OK'), 200],
    ['500 HTML page', text(500, '<h1>oops</h1>'), 500],
    ['502 from a proxy', text(502, 'Bad Gateway'), 502],
    ['400 without envelope', json(400, { message: 'bad' }), 400],
    ['a redirect', text(302, '', { location: '/elsewhere' }), 302],
  ])('%s is malformed', async (_name, reply, status) => {
    hub.on(PUBLISH, reply);
    const a = await publish('k-mal');
    expect(a.kind).toBe('malformed');
    expect(a.kind === 'malformed' && a.httpStatus).toBe(status);
  });
});

describe('no answer', () => {
  it('a dropped connection: network, maybe delivered', async () => {
    hub.on(PUBLISH, drop());
    const a = await publish('k-drop');
    expect(a.kind).toBe('network');
    expect(a.kind === 'network' && a.maybeDelivered).toBe(true);
    expect(hub.received).toHaveLength(1); // it did arrive
    expect(decide(a).next).toBe('retry_same_key');
  });

  it('a connection refused: network, certainly not delivered', async () => {
    const port = await new Promise<number>((resolve) => {
      const s = createServer();
      s.listen(0, '127.0.0.1', () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    const c = new HubClient({ baseUrl: `http://127.0.0.1:${port}`, apiKey: KEY });
    try {
      const a = await c.publishPhoto({ fields, photos: [] }, { idempotencyKey: 'k-refused' });
      expect(a).toMatchObject({ kind: 'network', maybeDelivered: false });
      expect(a.kind === 'network' && a.error).toContain('ECONNREFUSED');
      await expect(c.profiles()).rejects.toMatchObject({ name: 'HubError', code: 'network', maybeDelivered: false, httpStatus: null });
    } finally {
      await c.close();
    }
  });

  it('a slow answer: the headers timeout gives network, maybe delivered', async () => {
    hub.on(PUBLISH, hang());
    const c = new HubClient({ baseUrl: hub.url, apiKey: KEY, timeouts: { headersMs: 150 } });
    try {
      const a = await c.publishPhoto({ fields, photos: [] }, { idempotencyKey: 'k-slow' });
      expect(a).toMatchObject({ kind: 'network', maybeDelivered: true });
      expect(a.kind === 'network' && a.error).toMatch(/UND_ERR_HEADERS_TIMEOUT|Headers Timeout/i);
    } finally {
      await c.close();
    }
  });

  it('a body that stalls: network, maybe delivered', async () => {
    hub.on(PUBLISH, stallBody());
    const c = new HubClient({ baseUrl: hub.url, apiKey: KEY, timeouts: { bodyMs: 150 } });
    try {
      const a = await c.publishPhoto({ fields, photos: [] }, { idempotencyKey: 'k-stall' });
      expect(a).toMatchObject({ kind: 'network', maybeDelivered: true });
    } finally {
      await c.close();
    }
  });

  it('cancelled by the caller: before sending (never left) and in flight (maybe delivered)', async () => {
    hub.on(PUBLISH, hang());
    const before = await client.publishPhoto({ fields, photos: [] }, { idempotencyKey: 'k-ab', signal: AbortSignal.abort(new Error('user stop')) });
    expect(before).toMatchObject({ kind: 'network', maybeDelivered: false, aborted: true });
    expect(hub.received).toHaveLength(0);
    const ctl = new AbortController();
    const p = client.publishPhoto({ fields, photos: [] }, { idempotencyKey: 'k-ab2', signal: ctl.signal });
    while (hub.received.length === 0) await new Promise((r) => setTimeout(r, 5));
    ctl.abort(new Error('user stop'));
    expect(await p).toMatchObject({ kind: 'network', maybeDelivered: true, aborted: true });
  });
});

describe('accepted answers, read tolerantly', () => {
  it('keeps extra fields, reads every per-channel shape, splits messages', async () => {
    hub.on(PUBLISH, json(200, {
      status: 'partial', request_id: 'req_1', job_id: null, platforms: ['instagram', 'x', 'reddit', 'nostr2'], failed_platforms: ['x', 'reddit'],
      results: {
        instagram: { success: true, url: 'https://instagram.example/p/1', media_id: 'm1' },
        x: { success: false, error: { code: 'invalid_request', message: 'Tweet too long · Tạm dịch: Bài quá dài' } },
        reddit: { success: false, error: 'Community not found' },
        nostr2: { message: 'relayed' },
      },
      server_time: '2026-11-22T12:00:00Z',
    }));
    const a = await publish('k-ok');
    if (a.kind !== 'accepted') throw new Error(`expected accepted, got ${JSON.stringify(a)}`);
    expect(a.result.server_time).toBe('2026-11-22T12:00:00Z');
    expect(a.result.results?.instagram).toEqual({ success: true, url: 'https://instagram.example/p/1', media_id: 'm1' });
    expect(a.result.results?.x).toMatchObject({ success: false, own: 'Tweet too long', vietnamese: 'Bài quá dài', error: { code: 'invalid_request' } });
    expect(a.result.results?.reddit).toMatchObject({ success: false, own: 'Community not found', vietnamese: null });
    expect(a.result.results?.nostr2).toEqual({ success: true, message: 'relayed' });
    expect(decide(a)).toEqual({ next: 'done' });
  });

  it('an answer in several chunks is read whole; one longer than the cap is cut short and reported malformed', async () => {
    const big = { status: 'completed', request_id: 'req_big', note: 'x'.repeat(200_000) };
    hub.on(PUBLISH, (_req, res) => {
      // Written in pieces so the client sees many chunks.
      res.writeHead(200, { 'content-type': 'application/json' });
      const s = JSON.stringify(big);
      for (let i = 0; i < s.length; i += 16_384) res.write(s.slice(i, i + 16_384));
      res.end();
    });
    const whole = await publish('k-big');
    expect(whole.kind === 'accepted' && whole.result.note).toBe(big.note);
    const capped = new HubClient({ baseUrl: hub.url, apiKey: KEY, maxResponseBytes: 50_000 });
    try {
      const a = await capped.publishPhoto({ fields, photos: [] }, { idempotencyKey: 'k-cap' });
      expect(a).toMatchObject({ kind: 'malformed', httpStatus: 200, reason: 'answer longer than 50000 bytes' });
      expect(a.kind === 'malformed' && a.bodyText.length).toBe(2_000);
    } finally {
      await capped.close();
    }
  });

  it('status polls use request_id or job_id and answer the same shape', async () => {
    hub.on(`GET ${P.postStatus}`, json(200, { status: 'processing', request_id: 'req_7' }));
    expect(await client.postStatus({ request_id: 'req_7' })).toEqual({ kind: 'accepted', httpStatus: 200, result: { status: 'processing', request_id: 'req_7' } });
    expect(hub.received[0]!.query.get('request_id')).toBe('req_7');
    await client.postStatus({ job_id: 'job_3' });
    expect(hub.received[1]!.query.get('job_id')).toBe('job_3');
    await expect(client.postStatus({})).rejects.toMatchObject({ code: 'invalid_input' });
  });
});

describe('what goes on the wire', () => {
  it('headers: bearer key, User-Agent, the caller\'s Idempotency-Key (never invented)', async () => {
    hub.on(PUBLISH, json(200, { status: 'completed' }));
    await publish('key-abc');
    await publish();
    const [withKey, without] = hub.received;
    expect(withKey!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(withKey!.headers['user-agent']).toBe(USER_AGENT);
    expect(withKey!.headers['idempotency-key']).toBe('key-abc');
    expect(without!.headers['idempotency-key']).toBeUndefined();
    await expect(client.publishPhoto({ fields, photos: [] }, { idempotencyKey: 'bad\r\nkey' })).rejects.toBeInstanceOf(Error);
  });

  it('JSON publish: the size built is the size the server received', async () => {
    hub.on(PUBLISH, json(200, { status: 'completed' }));
    const built = buildPublishBody({ fields, photos: [] });
    await publish('k-json');
    const got = hub.received[0]!;
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.body.length).toBe(built.size);
    expect(JSON.parse(got.body.toString('utf8'))).toEqual({ profile_id: 'prof_1', platforms: ['instagram', 'x'], caption: 'Xin chào' });
  });

  it('multipart publish: the size built is the size the server received, files before photo_urls', async () => {
    hub.on(PUBLISH, json(200, { status: 'processing', request_id: 'r' }));
    const req = { fields: { ...fields, photo_urls: ['https://cdn.example/z.jpg'] }, photos: [photo(300_000, 1), photo(123_457, 2)] };
    const built = buildPublishBody(req);
    const a = await client.publishPhoto(req, { idempotencyKey: 'k-mp' });
    expect(a.kind).toBe('accepted');
    const got = hub.received[0]!;
    expect(got.body.length).toBe(built.size);
    expect(Number(got.headers['content-length'])).toBe(built.size);
    expect(got.body.equals(built.body)).toBe(true);
    const parts = await parseMultipart(String(got.headers['content-type']), got.body);
    expect(parts.map((p) => p.name)).toEqual(['profile_id', 'platforms', 'platforms', 'caption', 'photos', 'photos', 'photo_urls']);
  });

  it('a prebuilt body is sent byte for byte', async () => {
    hub.on(PUBLISH, json(200, { status: 'completed' }));
    const built = buildPublishBody({ fields, photos: [photo(5_000)] });
    await client.publishPhoto({ prebuilt: built }, { idempotencyKey: 'k-pre' });
    expect(hub.received[0]!.body.equals(built.body)).toBe(true);
    expect(hub.received[0]!.headers['content-type']).toBe(built.contentType);
  });

  it('keeps the connection alive across calls', async () => {
    hub.on(PUBLISH, json(200, { status: 'completed' }));
    for (let i = 0; i < 10; i++) await publish(`k-alive-${i}`);
    // Sequential calls reuse pooled sockets (undici may alternate between two while one finishes).
    expect(new Set(hub.received.map((r) => r.socketId)).size).toBeLessThanOrEqual(2);
  });

  it('paths come from the contract object (overridable) and a base path prefix is kept', async () => {
    const c = new HubClient({ baseUrl: `${hub.url}/api/`, apiKey: KEY, contract: resolveContract({ paths: { publishPhoto: '/v1/posts/photo-v2' } }) });
    hub.on('POST /api/v1/posts/photo-v2', json(200, { status: 'completed' }));
    try {
      expect((await c.publishPhoto({ fields, photos: [] }, {})).kind).toBe('accepted');
      expect(hub.received[0]!.path).toBe('/api/v1/posts/photo-v2');
    } finally {
      await c.close();
    }
  });
});

describe('the other endpoints: typed values or HubError', () => {
  it('profiles: read tolerantly, unknown channel keys kept', async () => {
    hub.on(`GET ${P.profiles}`, json(200, { profiles: [{ profile_id: 'p1', name: 'Brand', connections: [{ platform: 'instagram', name: '@b' }, { platform: 'newchannel' }], pins: {}, extra: 1 }] }));
    const r = await client.profiles();
    expect(r.profiles[0]).toMatchObject({ profile_id: 'p1', extra: 1 });
    expect(r.profiles[0]!.connections.map((c) => c.platform)).toEqual(['instagram', 'newchannel']);
  });

  it('a refusal throws HubError with code, status and Retry-After', async () => {
    hub.on(`GET ${P.usage}`, envelope(429, 'rate_limited', 'Too many', { 'retry-after': '9' }));
    const err = await client.usage().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HubError);
    expect(err).toMatchObject({ code: 'rate_limited', httpStatus: 429, retryAfterSeconds: 9, message: 'Too many' });
    expect(JSON.stringify(err)).not.toContain(KEY);
  });

  it('a wrong shape is malformed; an unknown route is the envelope not_found', async () => {
    hub.on(`GET ${P.pinterestBoards}`, json(200, { profile_id: 'p1', boards: 'none' }));
    await expect(client.pinterestBoards('p1')).rejects.toMatchObject({ code: 'malformed', httpStatus: 200 });
    await expect(client.locations('p1')).rejects.toMatchObject({ code: 'not_found', httpStatus: 404 });
  });

  it('connect links, credentials, pins, music, audience, queue, monitors hit the contract paths', async () => {
    hub.on(`POST ${P.connectStart}`, json(200, { url: 'https://hub.example/c/t1', token: 't1', expires_at: '2026-11-24T00:00:00Z' }));
    hub.on('GET /v1/connections/start/t%201', envelope(404, 'link_not_found', 'gone'));
    hub.on('POST /v1/connections/telegram', json(200, { profile_id: 'p1', connected: true }));
    hub.on(`POST ${P.facebookPagePin}`, json(200, { profile_id: 'p1', page_id: 'pg' }));
    hub.on(`GET ${P.linkedinOrgPin}`, json(200, { profile_id: 'p1', page: null }));
    hub.on(`DELETE ${P.locationPin}`, json(200, { profile_id: 'p1', location_id: null }));
    hub.on(`GET ${P.musicSearch}`, json(200, { profile_id: 'p1', tracks: [{ id: 7, title: 'Song', artist: 'A', rank: 1 }] }));
    hub.on(`GET ${P.audience}`, envelope(400, 'platform_not_supported', 'only tiktok'));
    hub.on(`GET ${P.queueSettings}`, json(200, { profile_id: 'p1', settings: { timezone: 'Asia/Ho_Chi_Minh', slots: [{ weekday: 1, time: '09:00' }] } }));
    hub.on(`POST ${P.monitors}`, json(200, { profile_id: 'p1', monitor: { id: 'm1' } }));
    hub.on('GET /v1/autodm/monitors/m1', json(200, { profile_id: 'p1', monitor: { id: 'm1', state: { active: true } } }));
    hub.on('DELETE /v1/autodm/monitors/m1', (_q, res) => { res.writeHead(204).end(); });

    expect((await client.connectStart({ profile_id: 'p1', platform: 'instagram' })).token).toBe('t1');
    await expect(client.connectLink('t 1')).rejects.toMatchObject({ code: 'link_not_found' });
    expect(await client.linkByCredentials('telegram', { profile_id: 'p1', bot_token: 'b', chat_id: 'c', name: 'n' })).toMatchObject({ connected: true });
    await client.setFacebookPagePin('p1', 'pg');
    expect(await client.getLinkedinOrgPin('p1')).toMatchObject({ page: null });
    await client.clearLocationPin('p1');
    expect((await client.musicSearch({ profile_id: 'p1', q: 'phố', limit: 5 })).tracks[0]!.id).toBe('7');
    await expect(client.audience({ profile_id: 'p1', platform: 'x' })).rejects.toMatchObject({ code: 'platform_not_supported', httpStatus: 400 });
    expect((await client.queueSettings('p1')).settings?.slots?.[0]).toEqual({ weekday: 1, time: '09:00' });
    await client.createMonitor({ profile_id: 'p1', post_url: 'https://x.example/1', reply_message: 'hi', trigger_keywords: [], monitoring_interval: 60 });
    expect((await client.getMonitor('m1')).monitor.state).toEqual({ active: true });
    await client.deleteMonitor('m1');

    const seen = hub.received.map((r) => `${r.method} ${r.path}${r.query.size ? `?${r.query}` : ''}`);
    expect(seen).toEqual([
      'POST /v1/connections/start', 'GET /v1/connections/start/t%201', 'POST /v1/connections/telegram',
      'POST /v1/connections/facebook/page', 'GET /v1/connections/linkedin/page?profile_id=p1',
      'DELETE /v1/gmb/locations/default?profile_id=p1', 'GET /v1/tiktok/music/search?profile_id=p1&q=ph%E1%BB%91&limit=5',
      'GET /v1/analytics/audience?profile_id=p1&platform=x', 'GET /v1/queue/settings?profile_id=p1',
      'POST /v1/autodm/monitors', 'GET /v1/autodm/monitors/m1', 'DELETE /v1/autodm/monitors/m1',
    ]);
    expect(JSON.parse(hub.received[3]!.body.toString())).toEqual({ profile_id: 'p1', page_id: 'pg' });
  });

  it('bad input is refused before sending', async () => {
    await expect(client.musicSearch({ profile_id: 'p1', q: 'x'.repeat(81) })).rejects.toMatchObject({ code: 'invalid_input' });
    await expect(client.musicTrending({ profile_id: 'p1', limit: 101 })).rejects.toMatchObject({ code: 'invalid_input' });
    await expect(client.pinterestBoards('')).rejects.toMatchObject({ code: 'invalid_input' });
    expect(hub.received).toHaveLength(0);
    expect(() => new HubClient({ baseUrl: 'ftp://x', apiKey: KEY })).toThrow(/http/);
    expect(() => new HubClient({ baseUrl: hub.url, apiKey: ' ' })).toThrow(/API key/);
  });
});
