import { afterEach, describe, expect, it } from 'vitest';
import { startTestHub, post, JPEG, type TestHub } from './helpers';

let hub: TestHub;
afterEach(() => hub?.close());

describe('part 3: idempotency key', () => {
  it('I1: a second call while the first with the same key runs gets 409 idempotency_in_progress; the first completes', async () => {
    hub = await startTestHub();
    const release = hub.sb.control.holdPublishes();
    const first = hub.publish(post(), { key: 'k-inprog' });
    // The first call is held with its key running; wait until the sandbox has seen it.
    const running = (): number => (hub.sb.control.db.prepare(`SELECT count(*) AS n FROM idempotency_keys WHERE key = 'k-inprog'`).get() as { n: number }).n;
    while (running() === 0) await new Promise((r) => setImmediate(r));
    const second = await hub.publish(post(), { key: 'k-inprog' });
    expect(second.status).toBe(409);
    expect(second.json.error.code).toBe('idempotency_in_progress');
    // Different body with a running key: still a conflict, never a second publish.
    expect((await hub.publish(post({ caption: 'other' }), { key: 'k-inprog' })).json.error.code).toBe('idempotency_conflict');
    release();
    expect((await first).status).toBe(200);
    const third = await hub.publish(post(), { key: 'k-inprog' });
    expect(third.status).toBe(200);
    expect(hub.sb.control.publishedPosts().filter((p) => p.idempotencyKey === 'k-inprog')).toHaveLength(1);
  });
  it('I2: a completed key with the same request returns the stored answer and publishes nothing (JSON and multipart)', async () => {
    hub = await startTestHub();
    const a = await hub.publish(post(), { key: 'k-same' });
    hub.clock.advance(10_000);
    const b = await hub.publish(post(), { key: 'k-same' });
    expect(b.text).toBe(a.text);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    const form = (): FormData => {
      const f = new FormData();
      f.append('profile_id', 'prof_caphe');
      f.append('platforms[]', 'instagram');
      f.append('platforms[]', 'threads');
      f.append('photos', new Blob([new Uint8Array(JPEG(100))], { type: 'image/jpeg' }), 'a.jpg');
      return f;
    };
    const m1 = await hub.publishMultipart(form(), { key: 'k-multi' });
    const m2 = await hub.publishMultipart(form(), { key: 'k-multi' });
    expect(m1.status).toBe(200);
    expect(m2.text).toBe(m1.text);
    expect(hub.sb.control.publishedPosts()).toHaveLength(2);
  });
  it('I3: a key reused with a different request is 409 idempotency_conflict (file bytes count)', async () => {
    hub = await startTestHub();
    await hub.publish(post(), { key: 'k-diff' });
    const c = await hub.publish(post({ caption: 'other' }), { key: 'k-diff' });
    expect(c.status).toBe(409);
    expect(c.json.error.code).toBe('idempotency_conflict');
    const f = (bytes: Uint8Array): FormData => {
      const x = new FormData();
      x.append('profile_id', 'prof_caphe');
      x.append('platforms', 'instagram');
      x.append('photos', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'a.jpg');
      return x;
    };
    expect((await hub.publishMultipart(f(JPEG(100)), { key: 'k-bytes' })).status).toBe(200);
    const other = JPEG(100);
    other[50] = 7;
    const d = await hub.publishMultipart(f(other), { key: 'k-bytes' });
    expect(d.status).toBe(409);
    expect(d.json.error.code).toBe('idempotency_conflict');
    expect(hub.sb.control.publishedPosts()).toHaveLength(2);
  });
  it('I4: upstream_timeout closes the key: the post IS published, and a replay returns the same timeout without a second copy', async () => {
    hub = await startTestHub({ faults: { upstream_timeout: 1 } });
    const a = await hub.publish(post(), { key: 'k-timeout' });
    expect(a.status).toBe(502);
    expect(a.json.error.code).toBe('upstream_timeout');
    expect(hub.sb.control.publishedPosts()).toHaveLength(1);
    hub.sb.control.setFaults('none');
    const b = await hub.publish(post(), { key: 'k-timeout' });
    expect(b.status).toBe(502);
    expect(b.text).toBe(a.text);
    expect(hub.sb.control.publishedPosts()).toHaveLength(1);
  });
  it('I5: other 5xx (upstream_error, internal_error) do not close the key: the retry publishes once', async () => {
    for (const fault of ['upstream_error', 'internal_error'] as const) {
      hub = await startTestHub({ faults: { [fault]: 1 } });
      const a = await hub.publish(post(), { key: `k-${fault}` });
      expect(a.status).toBe(fault === 'upstream_error' ? 502 : 500);
      expect(a.json.error.code).toBe(fault);
      expect(hub.sb.control.publishedPosts()).toHaveLength(0);
      hub.sb.control.setFaults('none');
      const b = await hub.publish(post(), { key: `k-${fault}` });
      expect(b.status).toBe(200);
      expect(hub.sb.control.publishedPosts()).toHaveLength(1);
      await hub.close();
    }
    hub = await startTestHub();
  });
  it('I6: a Hub refusal (4xx) releases the key: the fixed request with the same key publishes', async () => {
    hub = await startTestHub();
    const a = await hub.publish(post({ platforms: ['pinterest'] }), { key: 'k-400' });
    expect(a.status).toBe(400);
    const b = await hub.publish(post({ platforms: ['pinterest'], pinterest_board_id: 'brd_caphe_drinks', title: 'Bạc xỉu' }), { key: 'k-400' });
    expect(b.status).toBe(200);
  });
  it('I7: a dropped answer after processing (drop_after) leaves the post published and the key closed: retry replays', async () => {
    hub = await startTestHub({ faults: { drop_after: 1 } });
    await expect(hub.publish(post(), { key: 'k-drop' })).rejects.toThrow();
    expect(hub.sb.control.publishedPosts()).toHaveLength(1);
    hub.sb.control.setFaults('none');
    const b = await hub.publish(post(), { key: 'k-drop' });
    expect(b.status).toBe(200);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    expect(hub.sb.control.publishedPosts()).toHaveLength(1);
  });
  it('I8: a drop before processing publishes nothing and leaves the key free', async () => {
    hub = await startTestHub({ faults: { drop_before: 1 } });
    await expect(hub.publish(post(), { key: 'k-drop0' })).rejects.toThrow();
    expect(hub.sb.control.publishedPosts()).toHaveLength(0);
    hub.sb.control.setFaults('none');
    expect((await hub.publish(post(), { key: 'k-drop0' })).headers.get('idempotent-replayed')).toBeNull();
    expect(hub.sb.control.publishedPosts()).toHaveLength(1);
  });
  it('I9: a malformed Idempotency-Key is a 400', async () => {
    hub = await startTestHub();
    const a = await hub.publish(post(), { key: 'x'.repeat(256) });
    expect(a.status).toBe(400);
  });
  it('I10: JSON and multipart of the same fields hash alike (platforms as array, comma string, repeated field)', async () => {
    hub = await startTestHub();
    await hub.publish({ profile_id: 'prof_caphe', platforms: ['instagram', 'x'], caption: 'c', photo_urls: ['https://cdn.example.com/a.jpg'] }, { key: 'k-canon' });
    const f = new FormData();
    f.append('profile_id', 'prof_caphe');
    f.append('platforms', 'instagram,x');
    f.append('caption', 'c');
    f.append('photo_urls[]', 'https://cdn.example.com/a.jpg');
    const b = await hub.publishMultipart(f, { key: 'k-canon' });
    expect(b.headers.get('idempotent-replayed')).toBe('true');
  });
});

describe('part 3: post status', () => {
  it('S1: processing → completed over clock time (configurable delay)', async () => {
    hub = await startTestHub({ faults: { processing_ms: 5_000 } });
    const a = await hub.publish(post());
    hub.clock.advance(4_999);
    expect((await hub.call('GET', `/v1/posts/status?request_id=${a.json.request_id}`)).json.status).toBe('processing');
    hub.clock.advance(1);
    expect((await hub.call('GET', `/v1/posts/status?request_id=${a.json.request_id}`)).json.status).toBe('completed');
  });
  it('S2: processing → failed when every channel refuses', async () => {
    hub = await startTestHub({ faults: { channel_refusal: 1 } });
    const a = await hub.publish(post({ platforms: ['instagram', 'telegram'] }));
    hub.clock.advance(2_000);
    const s = await hub.call('GET', `/v1/posts/status?request_id=${a.json.request_id}`);
    expect(s.json.status).toBe('failed');
    expect(s.json.failed_platforms).toEqual(['instagram', 'telegram']);
  });
  it('S3: scheduled (scheduled_at + timezone) → processing at that time → completed', async () => {
    hub = await startTestHub();
    const a = await hub.publish(post({ scheduled_at: '2026-11-22T20:00:00', timezone: 'Asia/Ho_Chi_Minh' }));
    expect(a.json.status).toBe('scheduled');
    expect(a.json.job_id).toMatch(/^job_/);
    const at = Date.parse('2026-11-22T13:00:00Z');
    hub.clock.set(at - 1);
    expect((await hub.call('GET', `/v1/posts/status?job_id=${a.json.job_id}`)).json.status).toBe('scheduled');
    hub.clock.set(at);
    expect((await hub.call('GET', `/v1/posts/status?job_id=${a.json.job_id}`)).json.status).toBe('processing');
    hub.clock.set(at + 2_000);
    expect((await hub.call('GET', `/v1/posts/status?job_id=${a.json.job_id}`)).json.status).toBe('completed');
  });
  it('S4: add_to_queue places posts in the next free queue slots of the profile', async () => {
    hub = await startTestHub();
    // 2026-11-22T03:00Z = 10:00 in Ho Chi Minh; next slots 12:30 and 19:00 local.
    const a = await hub.publish(post({ add_to_queue: true }));
    const b = await hub.publish(post({ add_to_queue: true, caption: 'second' }));
    expect(a.json.status).toBe('scheduled');
    expect(a.json.scheduled_at).toBe('2026-11-22T05:30:00.000Z');
    expect(b.json.scheduled_at).toBe('2026-11-22T12:00:00.000Z');
  });
  it('S5: instant processing answers the final outcome at once', async () => {
    hub = await startTestHub({ faults: 'instant' });
    const a = await hub.publish(post());
    expect(a.json.status).toBe('completed');
  });
});
