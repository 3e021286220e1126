import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNELS, PHOTO_CHANNELS, DEFAULT_CONTRACT } from '../../src-main/hub';
import { startTestHub, post, JPEG, type TestHub } from './helpers';

let hub: TestHub;
beforeAll(async () => {
  hub = await startTestHub();
});
afterAll(() => hub.close());

/** What each channel needs besides a caption, so only the limit under test can fail. */
const NEEDS: Record<string, Record<string, unknown>> = {
  pinterest: { pinterest_board_id: 'brd_caphe_drinks', title: 'T' },
  reddit: { reddit_community: 'vietnam', reddit_title: 'T' },
};

function rawPost(h: TestHub, headers: Record<string, string | number>, write: (req: ReturnType<typeof request>) => void): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(h.sb.url);
    const req = request({ host: url.hostname, port: url.port, path: '/v1/posts/photo', method: 'POST', headers: { authorization: `Bearer ${h.sb.apiKey}`, ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }));
    });
    req.on('error', reject);
    write(req);
  });
}

describe('part 8: limits', () => {
  it('L1: music search q up to 80 characters (81 is a 400)', async () => {
    const q80 = encodeURIComponent('a'.repeat(80));
    expect((await hub.call('GET', `/v1/tiktok/music/search?profile_id=prof_caphe&q=${q80}`)).status).toBe(200);
    const a = await hub.call('GET', `/v1/tiktok/music/search?profile_id=prof_caphe&q=${encodeURIComponent('đ'.repeat(81))}`);
    expect(a.status).toBe(400);
    expect(a.json.error.message).toContain('at most 80');
  });
  it('L2: limit 1 to 100 (0, 101 and non-numbers are 400s)', async () => {
    for (const l of ['1', '100']) expect((await hub.call('GET', `/v1/tiktok/music/trending?profile_id=prof_caphe&limit=${l}`)).status).toBe(200);
    expect((await hub.call('GET', '/v1/tiktok/music/trending?profile_id=prof_caphe&limit=1')).json.tracks).toHaveLength(1);
    for (const l of ['0', '101', 'ten', '-1', '2.5']) {
      const a = await hub.call('GET', `/v1/tiktok/music/search?profile_id=prof_caphe&q=son&limit=${l}`);
      expect(a.status, l).toBe(400);
      expect(a.json.error.code).toBe('invalid_request');
    }
  });
  it('L3: at most 100 monitors listed, newest first, no pagination', async () => {
    const h = await startTestHub();
    for (let i = 0; i < 103; i++) {
      const a = await h.call('POST', '/v1/autodm/monitors', { json: { profile_id: 'prof_caphe', post_url: `https://www.tiktok.com/@caphesuada/video/${i}`, reply_message: 'Cảm ơn bạn!', trigger_keywords: ['giá'], monitoring_interval: 300 } });
      expect(a.status).toBe(200);
      h.clock.advance(1);
    }
    const list = await h.call('GET', '/v1/autodm/monitors?profile_id=prof_caphe');
    expect(list.json.monitors).toHaveLength(100);
    expect(list.json.monitors[0].post_url).toMatch(/\/102$/);
    expect(list.json.monitors[99].post_url).toMatch(/\/3$/);
    await h.close();
  });
  it('L4a: a body of exactly 4,500,000 bytes is read; one byte more is a plain 413 (no envelope)', async () => {
    const cap = DEFAULT_CONTRACT.bodyCapBytes;
    const boundary = 'cap-test-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="profile_id"\r\n\r\nprof_caphe\r\n--${boundary}\r\nContent-Disposition: form-data; name="platforms"\r\n\r\ninstagram\r\n--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const tail = `\r\n--${boundary}--\r\n`;
    const body = (size: number): Buffer => Buffer.concat([Buffer.from(head), Buffer.from(JPEG(size - head.length - tail.length)), Buffer.from(tail)]);
    const ok = await hub.call('POST', '/v1/posts/photo', { body: body(cap), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(ok.status).toBe(200);
    const over = await hub.call('POST', '/v1/posts/photo', { body: body(cap + 1), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(over.status).toBe(413);
    expect(over.json).toBeUndefined();
    expect(over.headers.get('content-type')).toMatch(/^text\/(html|plain)/);
  });
  it('L4b: a Content-Length over the cap is answered 413 before any body byte is sent', async () => {
    const r = await rawPost(hub, { 'content-type': 'multipart/form-data; boundary=x', 'content-length': 4_500_001 }, (req) => req.flushHeaders());
    expect(r.status).toBe(413);
    expect(r.type).toMatch(/^text\//);
  });
  it('L4c: a chunked body is refused the moment it passes the cap, while streaming', async () => {
    const r = await rawPost(hub, { 'content-type': 'multipart/form-data; boundary=x', 'transfer-encoding': 'chunked' }, (req) => {
      const chunk = Buffer.alloc(1_000_000, 0x61);
      let sent = 0;
      const pump = (): void => {
        // Stop after 5 MB without ending: the 413 must arrive anyway.
        if (sent >= 5) return;
        sent++;
        req.write(chunk, pump);
      };
      pump();
    });
    expect(r.status).toBe(413);
    expect(r.body).not.toContain('"error"');
  });
  it('L4d: with Expect: 100-continue and a Content-Length over the cap, 413 comes instead of 100 Continue', async () => {
    let continued = false;
    const r = await new Promise<{ status: number }>((resolve, reject) => {
      const url = new URL(hub.sb.url);
      const req = request({ host: url.hostname, port: url.port, path: '/v1/posts/photo', method: 'POST', headers: { authorization: `Bearer ${hub.sb.apiKey}`, 'content-type': 'multipart/form-data; boundary=x', 'content-length': 4_600_000, expect: '100-continue' } }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      });
      req.on('continue', () => (continued = true));
      req.on('error', reject);
      req.flushHeaders();
    });
    expect(r.status).toBe(413);
    expect(continued).toBe(false);
  });
  it('L5: photo_urls are not subject to the cap (a request naming many remote photos is small and accepted)', async () => {
    const urls = Array.from({ length: 10 }, (_, i) => `https://cdn.example.com/${'x'.repeat(1000)}/${i}.jpg`);
    const a = await hub.publish(post({ photo_urls: urls }));
    expect(a.status).toBe(200);
  });
  it('L6: connect links live 48 hours', async () => {
    const l = await hub.call('POST', '/v1/connections/start', { json: { profile_id: 'prof_new', platform: 'instagram' } });
    expect(Date.parse(l.json.expires_at) - hub.clock.now()).toBe(48 * 3600_000);
    hub.clock.advance(48 * 3600_000 - 1);
    expect((await hub.call('GET', `/v1/connections/start/${l.json.token}`)).status).toBe(200);
    hub.clock.advance(1);
    expect((await hub.call('GET', `/v1/connections/start/${l.json.token}`)).json.error.code).toBe('link_not_found');
  });
  it('L7: per-minute request rate → 429 rate_limited with the integer seconds to the next window in Retry-After', async () => {
    const h = await startTestHub({ rateLimitPerMinute: 3 });
    h.clock.set(Date.parse('2026-11-22T03:00:15Z'));
    for (let i = 0; i < 3; i++) expect((await h.call('GET', '/v1/profiles')).status).toBe(200);
    const a = await h.call('GET', '/v1/usage');
    expect(a.status).toBe(429);
    expect(a.json.error.code).toBe('rate_limited');
    expect(a.headers.get('retry-after')).toBe('45');
    h.clock.advance(45_000);
    expect((await h.call('GET', '/v1/profiles')).status).toBe(200);
    await h.close();
  });
  it('L8: no active plan → publish 429 quota_exceeded; profile limit → 403 profile_limit_reached (errors.test E5, E7)', async () => {
    hub.sb.control.setPlan({ active: false });
    expect((await hub.publish(post())).json.error.code).toBe('quota_exceeded');
    hub.sb.control.setPlan({ active: true });
    expect((await hub.publish(post())).status).toBe(200);
  });
  it('L9: caption limits per channel from the shared table: the max passes, one more is a 400 naming the channel', async () => {
    for (const k of PHOTO_CHANNELS) {
      const lim = CHANNELS[k].captionLimit;
      if (!lim) continue;
      const base = { ...post({ platforms: [k] }), ...NEEDS[k] };
      const ok = await hub.publish({ ...base, caption: 'a'.repeat(lim.max) });
      expect(ok.status, `${k} at ${lim.max}`).toBe(200);
      const over = await hub.publish({ ...base, caption: 'a'.repeat(lim.max + 1) });
      expect(over.status, `${k} at ${lim.max + 1}`).toBe(400);
      expect(over.json.error.message).toContain(`${CHANNELS[k].label} allows at most ${lim.max}`);
    }
    // Counted the channel's way: X weighs Vietnamese letters of Latin Extended Additional as 2.
    expect((await hub.publish(post({ platforms: ['x'], caption: 'ạ'.repeat(141) }))).status).toBe(400);
    expect((await hub.publish(post({ platforms: ['instagram'], caption: 'ạ'.repeat(141) }))).status).toBe(200);
  });
  it('L10: title limits per channel from the shared table (shared title and <channel>_title override)', async () => {
    for (const k of PHOTO_CHANNELS) {
      const lim = CHANNELS[k].titleLimit;
      if (!lim) continue;
      const field = k === 'reddit' ? 'reddit_title' : `${k}_title`;
      const base = { ...post({ platforms: [k] }), ...NEEDS[k] };
      expect((await hub.publish({ ...base, [field]: 't'.repeat(lim.max) })).status, k).toBe(200);
      const over = await hub.publish({ ...base, [field]: 't'.repeat(lim.max + 1) });
      expect(over.status, k).toBe(400);
      expect(over.json.error.message).toContain(`${field} is ${lim.max + 1} characters`);
    }
  });
});
