/**
 * Figures of the Hub client (not a test: no timed assertions). Run:
 *   npx tsx test/hub/measure.ts
 * Builds a near-cap multipart body, and times publish round trips over loopback against the
 * scripted fixture server (keep-alive pool), printing one JSON object.
 */
import { performance } from 'node:perf_hooks';
import { HubClient, buildPublishBody, classifyPublishAnswer, multipartOverhead, type PhotoPart } from '../../src-main/hub';
import { json, startFixture } from './fixture-server';

const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return Number((s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0).toFixed(3));
};

const fields = { profile_id: 'prof_1', platforms: ['instagram', 'x', 'threads'], caption: 'Cà phê sữa đá '.repeat(50) };
const photos: PhotoPart[] = Array.from({ length: 4 }, (_, i) => ({ filename: `p${i}.jpg`, contentType: 'image/jpeg', bytes: new Uint8Array(1_100_000).fill(i + 1) }));

const buildMs: number[] = [];
let size = 0;
for (let i = 0; i < 30; i++) {
  const t = performance.now();
  size = buildPublishBody({ fields, photos }).size;
  buildMs.push(performance.now() - t);
}
const overheadMs: number[] = [];
for (let i = 0; i < 200; i++) {
  const t = performance.now();
  multipartOverhead(fields, photos);
  overheadMs.push(performance.now() - t);
}
const resultBody = JSON.stringify({ status: 'partial', failed_platforms: ['x'], results: { instagram: { success: true }, x: { success: false, error: { code: 'invalid_request', message: 'Too long · Tạm dịch: Quá dài' } } } });
const classifyMs = (() => {
  const n = 20_000;
  const t = performance.now();
  for (let i = 0; i < n; i++) classifyPublishAnswer(200, {}, resultBody, 0);
  return (performance.now() - t) / n;
})();

const hub = await startFixture({ 'POST /v1/posts/photo': json(200, { status: 'completed', request_id: 'r' }) });
const client = new HubClient({ baseUrl: hub.url, apiKey: 'k' });
const jsonRt: number[] = [];
for (let i = 0; i < 200; i++) {
  const t = performance.now();
  await client.publishPhoto({ fields, photos: [] }, { idempotencyKey: `k${i}` });
  jsonRt.push(performance.now() - t);
}
const jsonSockets = new Set(hub.received.map((r) => r.socketId)).size;
const prebuilt = buildPublishBody({ fields, photos });
const bigRt: number[] = [];
for (let i = 0; i < 20; i++) {
  const t = performance.now();
  await client.publishPhoto({ prebuilt }, { idempotencyKey: `big${i}` });
  bigRt.push(performance.now() - t);
}
await client.close();
await hub.close();

console.log(JSON.stringify({
  multipartBodyBytes: size,
  buildPublishBodyMs: { p50: pct(buildMs, 50), p95: pct(buildMs, 95) },
  multipartOverheadMs: { p50: pct(overheadMs, 50) },
  classifyPublishAnswerUs: Number((classifyMs * 1000).toFixed(2)),
  jsonPublishRoundTripMs: { n: jsonRt.length, p50: pct(jsonRt, 50), p95: pct(jsonRt, 95), socketsUsed: jsonSockets },
  multipart4_4MBRoundTripMs: { n: bigRt.length, p50: pct(bigRt, 50), p95: pct(bigRt, 95) },
}, null, 2));
