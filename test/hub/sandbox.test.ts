/**
 * The Hub client against the sandbox Hub (src-main/sandbox): real HTTP on 127.0.0.1, the
 * sandbox's own record of what it published. Publish JSON and multipart, poll, replay.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src-main/common';
import { HubClient, buildPublishBody, decide, type HubAnswer, type PhotoPart, type PublishFields } from '../../src-main/hub';
import { startSandbox } from '../../src-main/sandbox';

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

let sb: Sandbox;
let client: HubClient;
const clock = new ManualClock(Date.parse('2026-11-22T09:00:00Z'));
let jpeg: PhotoPart;

beforeAll(async () => {
  sb = await startSandbox({ port: 0, seed: 7, clock, faults: 'none' });
  client = new HubClient({ baseUrl: sb.url, apiKey: sb.apiKey });
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } } }).jpeg({ quality: 80 }).toBuffer();
  jpeg = { filename: 'ca-phe.jpg', contentType: 'image/jpeg', bytes };
});
afterAll(async () => {
  await client?.close();
  await sb?.close();
});

const accepted = (a: HubAnswer) => {
  if (a.kind !== 'accepted') throw new Error(`expected accepted, got ${JSON.stringify(a)}`);
  return a.result;
};

/** Polls until the post is final, moving the sandbox's clock instead of waiting. */
async function pollFinal(q: { request_id?: string | null; job_id?: string | null }): Promise<HubAnswer> {
  for (let i = 0; i < 20; i++) {
    const a = await client.postStatus(q);
    if (decide(a).next !== 'awaiting') return a;
    clock.advance(5_000);
  }
  throw new Error('the post never became final');
}

describe('the client against the sandbox Hub', () => {
  it('reads profiles and usage', async () => {
    const { profiles } = await client.profiles();
    const caphe = profiles.find((p) => p.profile_id === 'prof_caphe');
    expect(caphe?.connections.map((c) => c.platform)).toEqual(expect.arrayContaining(['instagram', 'x']));
    const usage = await client.usage();
    expect(usage.plan?.active).toBe(true);
  });

  it('publishes JSON (photo_urls), polls to the outcome, and a replay publishes nothing again', async () => {
    const fields: PublishFields = { profile_id: 'prof_caphe', platforms: ['instagram', 'x'], caption: 'Cà phê sáng · JSON', photo_urls: ['https://images.example.com/a.jpg'] };
    const before = sb.control.publishedPosts().length;
    const first = await client.publishPhoto({ fields, photos: [] }, { idempotencyKey: 'it-json-1' });
    const r1 = accepted(first);
    expect(['done', 'awaiting']).toContain(decide(first).next);
    const final = await pollFinal({ request_id: r1.request_id ?? null, job_id: r1.job_id ?? null });
    expect(decide(final).next).toBe('done');
    expect(sb.control.publishedPosts().length).toBe(before + 1);

    const replay = await client.publishPhoto({ fields, photos: [] }, { idempotencyKey: 'it-json-1' });
    expect(accepted(replay).request_id).toBe(r1.request_id);
    expect(sb.control.publishedPosts().length).toBe(before + 1);
    expect(sb.control.publishedPosts().filter((p) => p.idempotencyKey === 'it-json-1')).toHaveLength(1);

    const conflict = await client.publishPhoto({ fields: { ...fields, caption: 'something else' }, photos: [] }, { idempotencyKey: 'it-json-1' });
    expect(conflict).toMatchObject({ kind: 'refused', code: 'idempotency_conflict', httpStatus: 409 });
    expect(decide(conflict).next).toBe('refused');
  });

  it('publishes multipart (uploaded photo first, then photo_urls) and replays the same bytes', async () => {
    const req = { fields: { profile_id: 'prof_caphe', platforms: ['instagram', 'threads'], caption: 'Multipart ☕', photo_urls: ['https://images.example.com/b.jpg'] }, photos: [jpeg] };
    const built = buildPublishBody(req);
    expect(built.contentType).toMatch(/^multipart\/form-data/);
    const before = sb.control.publishedPosts().length;
    const a = await client.publishPhoto({ prebuilt: built }, { idempotencyKey: 'it-mp-1' });
    const r = accepted(a);
    await pollFinal({ request_id: r.request_id ?? null, job_id: r.job_id ?? null });
    const again = await client.publishPhoto(req, { idempotencyKey: 'it-mp-1' });
    expect(accepted(again).request_id).toBe(r.request_id);
    expect(sb.control.publishedPosts().length).toBe(before + 1);
  });

  it('Hub refusals come through with their codes', async () => {
    const bad = new HubClient({ baseUrl: sb.url, apiKey: 'sk_wrong' });
    try {
      const a = await bad.publishPhoto({ fields: { profile_id: 'prof_caphe', platforms: ['x'], caption: 'x' }, photos: [] }, { idempotencyKey: 'it-401' });
      expect(a).toMatchObject({ kind: 'refused', code: 'unauthorized', httpStatus: 401 });
      expect(decide(a).next).toBe('blocked');
    } finally {
      await bad.close();
    }
    const notPhoto = await client.publishPhoto({ fields: { profile_id: 'prof_caphe', platforms: ['youtube'], caption: 'c', title: 't' }, photos: [jpeg] }, { idempotencyKey: 'it-yt' });
    expect(notPhoto).toMatchObject({ kind: 'refused', code: 'invalid_request', httpStatus: 400 });
    const pin = await client.publishPhoto({ fields: { profile_id: 'prof_caphe', platforms: ['facebook'], caption: 'c', facebook_page_id: 'pg_caphe_events' }, photos: [jpeg] }, { idempotencyKey: 'it-pin' });
    expect(pin).toMatchObject({ kind: 'refused', code: 'page_pin_conflict', httpStatus: 409 });
    const loc = await client.publishPhoto({ fields: { profile_id: 'prof_lumen', platforms: ['google_business'], caption: 'c' }, photos: [jpeg] }, { idempotencyKey: 'it-loc' });
    expect(loc).toMatchObject({ kind: 'refused', code: 'location_required', httpStatus: 400 });
    await expect(client.pinterestBoards('prof_nobody')).rejects.toMatchObject({ name: 'HubError', code: 'not_found', httpStatus: 404 });
  });

  it('an oversized multipart body meets the plain 413 of the edge', async () => {
    const big: PhotoPart = { filename: 'big.jpg', contentType: 'image/jpeg', bytes: new Uint8Array(4_600_000).fill(7) };
    const a = await client.publishPhoto({ fields: { profile_id: 'prof_caphe', platforms: ['instagram'], caption: 'big' }, photos: [big] }, { idempotencyKey: 'it-413' });
    expect(a.kind).toBe('edge_413');
    expect(decide(a).next).toBe('refit');
  });

  it('faults: upstream_timeout is unknown (the post may be live), a dropped answer is network', async () => {
    sb.control.setFaults({ upstream_timeout: 1 });
    const t = await client.publishPhoto({ fields: { profile_id: 'prof_caphe', platforms: ['x'], caption: 'timeout' }, photos: [jpeg] }, { idempotencyKey: 'it-timeout' });
    expect(t).toMatchObject({ kind: 'refused', code: 'upstream_timeout', httpStatus: 502 });
    expect(decide(t).next).toBe('unknown');
    sb.control.setFaults({ drop_after: 1 });
    const d = await client.publishPhoto({ fields: { profile_id: 'prof_caphe', platforms: ['x'], caption: 'dropped' }, photos: [jpeg] }, { idempotencyKey: 'it-drop' });
    expect(d).toMatchObject({ kind: 'network', maybeDelivered: true });
    sb.control.setFaults('none');
    // The resend with the same key returns the stored result and publishes nothing new.
    const n = sb.control.publishedPosts().filter((p) => p.idempotencyKey === 'it-drop').length;
    const again = await client.publishPhoto({ fields: { profile_id: 'prof_caphe', platforms: ['x'], caption: 'dropped' }, photos: [jpeg] }, { idempotencyKey: 'it-drop' });
    expect(again.kind).toBe('accepted');
    expect(sb.control.publishedPosts().filter((p) => p.idempotencyKey === 'it-drop').length).toBe(n);
  });

  it('rate limiting: 429 rate_limited with a Retry-After the client parses', async () => {
    sb.control.setRateLimit(2);
    try {
      const answers: HubAnswer[] = [];
      for (let i = 0; i < 4; i++) answers.push(await client.postStatus({ request_id: 'req_none' }));
      const limited = answers.find((a) => a.kind === 'refused' && a.code === 'rate_limited');
      expect(limited).toMatchObject({ kind: 'refused', httpStatus: 429, code: 'rate_limited' });
      expect(limited?.kind === 'refused' && limited.retryAfterSeconds).toBeGreaterThan(0);
      expect(decide(limited!)).toMatchObject({ next: 'retry_after' });
      await expect(client.usage()).rejects.toMatchObject({ code: 'rate_limited', httpStatus: 429 });
    } finally {
      sb.control.setRateLimit(1200);
      clock.advance(61_000);
    }
  });

  it('page pins, boards, locations, music, queue settings', async () => {
    expect(await client.getFacebookPagePin('prof_caphe')).toMatchObject({ profile_id: 'prof_caphe' });
    expect((await client.pinterestBoards('prof_caphe')).boards.map((b) => b.id)).toContain('brd_caphe_drinks');
    expect((await client.locations('prof_lumen')).locations).toHaveLength(3);
    const tracks = await client.musicTrending({ profile_id: 'prof_caphe', limit: 5 });
    expect(tracks.tracks.length).toBeGreaterThan(0);
    expect((await client.queueSettings('prof_caphe')).settings?.timezone).toBe('Asia/Ho_Chi_Minh');
  });
});
