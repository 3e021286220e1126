/**
 * h-resumeadvice (walk 42b, 4), the app's side: the CLI's `publish --wait` on the app's data dir stopped mid-call (Ctrl-C)
 * while the slow sandbox Hub runs the call, then the app's Publish of the same draft (publish.start). Its answer said the
 * draft was "sent before (Sending); use “Publish again…” to send it as a new post" — the advice that makes a second Hub
 * post. Now the answer marks it `inFlight` (the guard's in_flight, publisher guard.ts ownInFlight: the one rule the CLI
 * words too) and the screens say this computer is still sending it, its outcome to come in the Outbox; no new job nor
 * key is made (Publish again too), and the Hub holds ONE post.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src-main/bridge';
import type { BatchDto } from '../../src-main/bridge/contract';
import { runCli } from '../../src-main/cli';
import { publishJobs } from '../../src-main/library';
import { MemorySecretStore } from '../../src-main/secrets';
import { batchSummary } from '../../src-renderer/src/lib/postState';
import { en } from '../../src-renderer/src/lib/i18n/en';
import { vi } from '../../src-renderer/src/lib/i18n/vi';

let root: string;
let core: Core;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'postroom-resumeadvice-'));
  core = await createCore({ dataDir: join(root, 'data'), shell: 'web', env: {}, secretStore: new MemorySecretStore(), embeddedSandbox: { faults: 'none' }, connectivityIntervalMs: 0, resume: false });
  core.services.sandbox?.control.setProcessingMs(0);
}, 30_000);
afterAll(async () => {
  await core.close();
  rmSync(root, { recursive: true, force: true });
});

/** A catalog's message by its dotted key, its {placeholders} filled (enough for these plain lines). */
const tOf = (catalog: unknown) => (key: string, opts?: { values: Record<string, string | number> }): string => {
  const m = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], catalog);
  return typeof m === 'string' ? m.replace(/\{(\w+)\}/g, (_, k: string) => String(opts?.values[k] ?? `{${k}}`)) : key;
};

describe("the app's Publish of a draft the CLI's interrupted run is still sending", () => {
  it('answers it held as still being sent by this computer (inFlight), never "use Publish again…"; nothing new reaches the Hub', async () => {
    const sandbox = core.services.sandbox!;
    const lib = core.services.library;
    const d = lib.drafts.create(lib.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/resumeadvice.jpg'], caption: 'h-resumeadvice app held' }).id;
    sandbox.control.setFaults({ latency_ms: 800, processing_ms: 0 });
    const calls = (): number => Object.entries(sandbox.control.requestCounts()).filter(([k]) => k.startsWith('POST /v1/posts')).reduce((a, [, n]) => a + n, 0);
    const ac = new AbortController();
    let said = '';
    const run = runCli(['publish', d, '--wait', '--data-dir', join(root, 'data')], { stdout: (s) => (said += s), stderr: (s) => (said += s), stdin: async () => '', env: { POSTROOM_HUB_URL: sandbox.url, POSTROOM_API_KEY: sandbox.apiKey }, signal: ac.signal });
    const end = Date.now() + 10_000;
    while (calls() < 1 && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
    ac.abort();
    const code = await run;
    expect(code, said).toBe(1);
    const r = await core.dispatch('publish.start', { draftIds: [d] });
    if (!r.ok) throw new Error(r.error.message);
    const answer = r.value as BatchDto;
    expect(answer.notSent).toEqual([expect.objectContaining({ draftId: d, earlier: 'sending', inFlight: true })]);
    expect(publishJobs.listJobs(core.services.library.db, { draftId: d })).toHaveLength(1); // no new job, no new key
    const line = (catalog: unknown): string => batchSummary(answer, tOf(catalog), () => 'h-resumeadvice app held').lines[0]!;
    expect(line(en)).toBe('“h-resumeadvice app held”: still being sent by this computer (Sending): its outcome shows in the Outbox; nothing new was sent');
    expect(line(vi)).toBe(`“h-resumeadvice app held”: máy này vẫn đang gửi bài (${vi.state.sending}): kết quả sẽ hiện trong Hộp thư đi; không có bài mới nào được gửi`);
    expect(line(en)).not.toMatch(/Publish again/);
    // Publish again (again: true) too: never a second post while it is unfinished.
    const asNew = await core.dispatch('publish.start', { draftIds: [d], again: true });
    if (!asNew.ok) throw new Error(asNew.error.message);
    expect((asNew.value as BatchDto).notSent).toEqual([expect.objectContaining({ draftId: d, earlier: 'sending', inFlight: true })]);
    // No new job nor key: the one send, under its key (the app may carry it on, as resume does); the Hub holds ONE post.
    const jobs = publishJobs.listJobs(lib.db, { draftId: d });
    expect(jobs).toHaveLength(1);
    sandbox.control.setFaults('none');
    const end2 = Date.now() + 10_000;
    while (sandbox.control.publishedPosts().filter((p) => p.caption === 'h-resumeadvice app held').length === 0 && Date.now() < end2) await new Promise((r) => setTimeout(r, 20));
    expect(sandbox.control.publishedPosts().filter((p) => p.caption === 'h-resumeadvice app held').map((p) => p.idempotencyKey)).toEqual([jobs[0]!.idempotencyKey]);
    sandbox.control.setFaults('none');
  }, 30_000);
});
