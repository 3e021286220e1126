/**
 * `GET /v1/posts/status` by the post's Idempotency-Key (hub contract `statusKeyParam`): after a
 * 502 upstream_timeout the client holds no request_id or job_id, and hub-api part 7 says to read
 * the status before anything else. One id at a time; an unknown key is 404.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { post, startTestHub, type TestHub } from './helpers';

let hub: TestHub | undefined;
afterEach(async () => {
  await hub?.close();
  hub = undefined;
});

describe('status by idempotency key', () => {
  it('names the post a timed-out publish left behind, held for its time', async () => {
    hub = await startTestHub({ faults: { upstream_timeout: 1, processing_ms: 0 } });
    const sent = await hub.publish(post({ scheduled_at: '2026-12-01T09:00', timezone: 'Asia/Ho_Chi_Minh' }), { key: 'k-timeout-1' });
    expect([sent.status, sent.json.error.code]).toEqual([502, 'upstream_timeout']);
    const s = await hub.call('GET', '/v1/posts/status?idempotency_key=k-timeout-1');
    expect(s.status).toBe(200);
    expect(s.json).toMatchObject({ status: 'scheduled', job_id: expect.stringMatching(/^job_/), request_id: expect.stringMatching(/^req_/) });
    expect((await hub.call('GET', '/v1/posts/status?idempotency_key=k-nope')).status).toBe(404);
    expect((await hub.call('GET', `/v1/posts/status?idempotency_key=k-timeout-1&job_id=${s.json.job_id as string}`)).status).toBe(400);
  });
});
