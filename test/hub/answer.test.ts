import { describe, expect, it } from 'vitest';
import {
  classifyPublishAnswer, classifyResponse, parseRetryAfter, readChannelOutcome, splitChannelMessage,
} from '../../src-main/hub';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const classify = (status: number, body: string, headers: Record<string, string> = {}) => classifyPublishAnswer(status, headers, body, NOW);

describe('classifying publish / status answers (pure)', () => {
  it('reads a 200 publish result, keeping extra fields', () => {
    const a = classify(200, JSON.stringify({ success: true, status: 'completed', profile_id: 'p1', platforms: ['x'], request_id: 'r1', job_id: null, results: { x: { success: true, url: 'https://x.example/1', post_id: '99' } }, credits_left: 5 }));
    expect(a.kind).toBe('accepted');
    if (a.kind !== 'accepted') return;
    expect(a.result.status).toBe('completed');
    expect(a.result.credits_left).toBe(5);
    expect(a.result.results?.x).toEqual({ success: true, url: 'https://x.example/1', post_id: '99' });
  });

  it('a missing success is not a failure', () => {
    const a = classify(200, JSON.stringify({ status: 'processing', request_id: 'r2' }));
    expect(a).toEqual({ kind: 'accepted', httpStatus: 200, result: { status: 'processing', request_id: 'r2' } });
  });

  it('keeps a status the reference does not name (decide() handles it)', () => {
    const a = classify(200, JSON.stringify({ status: 'queued' }));
    expect(a.kind === 'accepted' && a.result.status).toBe('queued');
  });

  it('a channel refusing inside results stays a channel outcome (never a Hub refusal)', () => {
    const a = classify(200, JSON.stringify({
      status: 'partial', failed_platforms: ['x', 'reddit', 'threads', 'bluesky'],
      results: {
        instagram: { success: true },
        x: { success: false, error: { code: 'invalid_request', message: 'Text too long · Tạm dịch: Văn bản quá dài' } },
        reddit: { success: false, error: 'Subreddit not found' },
        threads: { success: false, message: 'Rate limit hit' },
        bluesky: {},
        mystery_channel: { success: true, extra: [1, 2] },
      },
    }));
    if (a.kind !== 'accepted') throw new Error(`expected accepted, got ${a.kind}`);
    const r = a.result.results!;
    expect(r.instagram).toEqual({ success: true });
    expect(r.x).toMatchObject({ success: false, error: { code: 'invalid_request', message: 'Text too long · Tạm dịch: Văn bản quá dài' }, own: 'Text too long', vietnamese: 'Văn bản quá dài' });
    expect(r.reddit).toMatchObject({ success: false, error: { message: 'Subreddit not found' }, own: 'Subreddit not found', vietnamese: null });
    expect(r.threads).toMatchObject({ success: false, error: { message: 'Rate limit hit' } });
    // no `success` but listed in failed_platforms: refused
    expect(r.bluesky?.success).toBe(false);
    // unknown key kept by name with its unknown fields
    expect(r.mystery_channel).toEqual({ success: true, extra: [1, 2] });
  });

  it('accepts platforms as a comma-separated string and keeps ids as strings', () => {
    const a = classify(200, JSON.stringify({ status: 'completed', platforms: 'x, instagram', request_id: 123 }));
    expect(a.kind === 'accepted' && a.result).toMatchObject({ platforms: ['x', 'instagram'], request_id: '123' });
  });

  it('refusals: the envelope, the status, Retry-After', () => {
    expect(classify(429, JSON.stringify({ error: { code: 'rate_limited', message: 'slow down' } }), { 'retry-after': '12' }))
      .toEqual({ kind: 'refused', httpStatus: 429, code: 'rate_limited', message: 'slow down', retryAfterSeconds: 12 });
    expect(classify(400, JSON.stringify({ success: false, error: { code: 'invalid_request' } })))
      .toEqual({ kind: 'refused', httpStatus: 400, code: 'invalid_request', message: 'invalid_request', retryAfterSeconds: null });
  });

  it('a 413 with the envelope is a refusal; without it, the edge', () => {
    expect(classify(413, JSON.stringify({ error: { code: 'invalid_request', message: 'too big' } })).kind).toBe('refused');
    expect(classify(413, '<html>413 Request Entity Too Large</html>')).toEqual({ kind: 'edge_413', httpStatus: 413, bodyText: '<html>413 Request Entity Too Large</html>' });
    expect(classify(413, '').kind).toBe('edge_413');
  });

  it.each([
    [200, 'OK', 'not JSON'],
    [200, '[1,2]', 'not an object'],
    [200, '{"success":true}', 'without a status'],
    [200, '{"success":false,"error":{"code":"invalid_request","message":"x"}}', 'success: false'],
    [200, '{"status":"completed","results":"all good"}', 'results is not an object'],
    [500, '<html>Internal Server Error</html>', 'without the error envelope'],
    [502, '{"message":"Bad gateway"}', 'without the error envelope'],
    [400, '{"error":"bad"}', 'without the error envelope'],
    [302, '', 'not an answer'],
    [201, '{"status":"completed"}', 'not an answer'],
  ])('HTTP %i %j is malformed (%s)', (status, body, reason) => {
    const a = classify(status, body);
    expect(a.kind).toBe('malformed');
    if (a.kind === 'malformed') {
      expect(a.reason).toContain(reason);
      expect(a.httpStatus).toBe(status);
      expect(a.bodyText).toBe(body);
    }
  });

  it('keeps at most 2,000 characters of an unreadable body', () => {
    const a = classify(500, 'x'.repeat(10_000));
    expect(a.kind === 'malformed' && a.bodyText.length).toBe(2_001);
  });

  it('204 is tolerated as an empty success for DELETE routes (non-publish)', () => {
    expect(classifyResponse(204, {}, '', NOW)).toEqual({ kind: 'ok', httpStatus: 204, json: null });
  });
});

describe('readChannelOutcome', () => {
  it('reads each shape the contract allows', () => {
    expect(readChannelOutcome({ success: false, error: { message: 'Nope' } }, true)).toMatchObject({ success: false, error: { message: 'Nope' }, own: 'Nope', vietnamese: null });
    expect(readChannelOutcome({ success: false, error: { code: 'c' }, message: 'From message' }, true)).toMatchObject({ error: { code: 'c', message: 'From message' } });
    expect(readChannelOutcome(true, false)).toEqual({ success: true });
    expect(readChannelOutcome(false, false)).toEqual({ success: false });
    expect(readChannelOutcome('weird', false)).toEqual({ success: true, raw: 'weird' });
    expect(readChannelOutcome({ success: true, message: 'Posted' }, false)).toEqual({ success: true, message: 'Posted' });
  });
});

describe('splitChannelMessage', () => {
  it('splits own words and the Vietnamese rendering at the marker, keeping both', () => {
    expect(splitChannelMessage('Caption exceeds 2200 characters · Tạm dịch: Chú thích vượt quá 2200 ký tự'))
      .toEqual({ own: 'Caption exceeds 2200 characters', vietnamese: 'Chú thích vượt quá 2200 ký tự' });
  });
  it('a message without a rendering stays English only', () => {
    expect(splitChannelMessage('Media type not supported')).toEqual({ own: 'Media type not supported', vietnamese: null });
  });
  it('an empty rendering is null; only the first marker splits', () => {
    expect(splitChannelMessage('Oops · Tạm dịch:   ')).toEqual({ own: 'Oops', vietnamese: null });
    expect(splitChannelMessage('A · Tạm dịch: B · Tạm dịch: C')).toEqual({ own: 'A', vietnamese: 'B · Tạm dịch: C' });
  });
  it('does not split on a near-miss of the marker', () => {
    expect(splitChannelMessage('Tạm dịch: something').vietnamese).toBeNull();
  });
});

describe('parseRetryAfter', () => {
  it.each([
    ['120', 120], ['0', 0], [' 7 ', 7],
    ['Sun, 22 Nov 2026 12:00:30 GMT', 30],
    ['Sun, 22 Nov 2026 11:00:00 GMT', 0],
    ['Sunday, 22-Nov-26 12:01:00 GMT', 60],
  ] as const)('%j → %i', (v, s) => {
    expect(parseRetryAfter(v, NOW)).toBe(s);
  });
  it.each([null, undefined, '', '-5', '1.5', 'soon', '12abc', '99999999999999999999', 'Sun, 99 Foo 2026', '2026-11-22T12:00:30Z'])('%j → null', (v) => {
    expect(parseRetryAfter(v, NOW)).toBeNull();
  });
});
