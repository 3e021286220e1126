import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHub, type TestHub } from './helpers';

let hub: TestHub;
beforeAll(async () => {
  hub = await startTestHub();
});
afterAll(() => hub.close());

const POSTS = [
  '/v1/posts/photo', '/v1/connections/start', '/v1/connections/telegram', '/v1/connections/slack', '/v1/connections/facebook/page',
  '/v1/connections/linkedin/page', '/v1/gmb/locations/default', '/v1/autodm/monitors', '/v1/profiles',
];

const BODIES: Array<string | Uint8Array> = [
  '', 'null', '"text"', '42', '[]', '{', '{"profile_id":null}', '{"profile_id":{}}', '{"profile_id":["a"]}', '{"profile_id":"prof_caphe","platforms":{}}',
  '{"profile_id":"prof_caphe","platforms":"instagram","photo_urls":"https://a.example/x.jpg"}', '{"__proto__":{"x":1}}',
  JSON.stringify({ profile_id: 'prof_caphe', platforms: ['instagram'], photo_urls: ['https://a.example/x.jpg'], caption: '\u0000\uffff' }).replace('\\u0000', '\\ud800'),
  new Uint8Array([0xff, 0xfe, 0x7b, 0x22]), '{"a":'.repeat(5000),
];

describe('bad bodies never crash the Hub', () => {
  it('B1: every POST route answers a bad body with a 4xx envelope naming the problem (never a 5xx, never a dropped socket)', async () => {
    for (const path of POSTS) {
      for (const body of BODIES) {
        const a = await hub.call('POST', path, { body, headers: { 'content-type': 'application/json' } });
        const label = `${path} ${typeof body === 'string' ? body.slice(0, 40) : 'bytes'}`;
        if (a.status === 200) continue; // e.g. a lone surrogate caption is still a string
        expect(a.status, label).toBeGreaterThanOrEqual(400);
        expect(a.status, label).toBeLessThan(500);
        expect(a.json?.error?.code, label).toEqual(expect.any(String));
        expect(a.json.error.message.length, label).toBeGreaterThan(5);
      }
    }
  });
  it('B2: query parameters of the wrong shape are 400s', async () => {
    for (const path of [
      '/v1/tiktok/music/search?profile_id=prof_caphe&q=', '/v1/tiktok/music/trending?profile_id=', '/v1/analytics/audience?profile_id=prof_caphe',
      '/v1/posts/status?request_id=a&job_id=b', '/v1/queue/settings',
    ]) {
      const a = await hub.call('GET', path);
      expect(a.status, path).toBe(400);
      expect(a.json.error.code).toBe('invalid_request');
    }
  });
  it('B3: a wrong Content-Type on a JSON route is a 400', async () => {
    const a = await hub.call('POST', '/v1/autodm/monitors', { body: 'profile_id=x', headers: { 'content-type': 'text/plain' } });
    expect(a.status).toBe(400);
    expect(a.json.error.message).toContain('Content-Type');
  });
});
