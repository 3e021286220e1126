/**
 * w12table (walk 12), through the app's own calls: a post the Hub holds for a later time, then Compose's
 * "Send it as a new post at another time…" (publish.start with `again`, the draft's time moved). The Hub
 * now holds two posts of the draft; the Outbox cards list both jobs, and the Table (`outcomes.list`), its
 * counts and its export (`outcomes.export`) must list both posts' rows too. Before, the sender's Table kept
 * only the new post's rows. One app core with its embedded sandbox Hub, no team (a laptop of its own).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src-main/bridge';
import type { BatchDto, ExportFileDto, JobDto, OutcomeDeskDto } from '../../src-main/bridge/contract';
import { readCsvRecords } from '../../src-main/library/transfer-csv';
import { MemorySecretStore } from '../../src-main/secrets';

let root: string;
let core: Core;

async function call<T>(method: string, input: unknown): Promise<T> {
  const r = await core.dispatch(method, input);
  if (!r.ok) throw Object.assign(new Error(`${method}: ${r.error.message}`), { code: r.error.code });
  return r.value as T;
}

/** Waits until every job of the draft is held by the Hub (awaiting, scheduled). */
async function held(draftId: string, count: number): Promise<JobDto[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const jobs = await call<JobDto[]>('jobs.list', { draftId });
    if (jobs.length === count && jobs.every((j) => j.state === 'awaiting' && j.hubStatus === 'scheduled')) return jobs;
    if (Date.now() > deadline) throw new Error(`jobs not held: ${JSON.stringify(jobs.map((j) => [j.id, j.state, j.hubStatus]))}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'postroom-w12table-'));
  core = await createCore({ dataDir: join(root, 'lan'), shell: 'web', env: {}, secretStore: new MemorySecretStore(), embeddedSandbox: { faults: 'none' }, connectivityIntervalMs: 0, resume: false });
  core.services.sandbox?.control.setProcessingMs(0);
}, 30_000);
afterAll(async () => {
  await core.close();
  rmSync(root, { recursive: true, force: true });
});

describe('a post the Hub holds, sent again as a new post at another time', () => {
  it('the Table lists both Hub posts (four rows), counts them, and the export writes the same rows', async () => {
    const lib = core.services.library;
    const year = new Date().getUTCFullYear() + 1;
    const d = lib.drafts.create(lib.db, {
      profile_id: 'prof_caphe', platforms: ['facebook', 'instagram'], photos: ['https://cdn.example.com/bf.jpg'],
      caption: 'Black Friday: giảm 30%', scheduled_at: `${year}-11-28T19:00`, timezone: 'Asia/Ho_Chi_Minh',
    }).id;
    expect(await call<BatchDto>('publish.start', { draftIds: [d] })).toMatchObject({ sent: 1, notSent: [] });
    const [first] = await held(d, 1);
    // Compose's "Send it as a new post at another time…": the time moved, then publish again.
    lib.drafts.update(lib.db, d, { scheduled_at: `${year}-11-29T19:00` });
    expect(await call<BatchDto>('publish.start', { draftIds: [d], again: true })).toMatchObject({ sent: 1, notSent: [] });
    const jobs = await held(d, 2);
    const second = jobs.find((j) => j.id !== first!.id)!;
    expect(core.services.sandbox?.control.publishedPosts().filter((p) => p.caption === 'Black Friday: giảm 30%') ?? []).toHaveLength(2); // two Hub posts of the draft

    const desk = await call<OutcomeDeskDto>('outcomes.list', {});
    const rows = desk.rows.filter((r) => r.draftId === d);
    expect(rows.map((r) => `${r.jobId === first!.id ? 'first' : r.jobId === second.id ? 'again' : r.jobId} ${r.channel} ${r.state} ${r.scheduledAt}`)).toEqual([
      `again facebook scheduled ${year}-11-29T19:00`,
      `again instagram scheduled ${year}-11-29T19:00`,
      `first facebook scheduled ${year}-11-28T19:00`,
      `first instagram scheduled ${year}-11-28T19:00`,
    ]);
    expect(desk.summary.total.waiting).toBe(4);
    expect(desk.summary.byChannel.map((l) => `${l.key} ${l.waiting}`)).toEqual(['facebook 2', 'instagram 2']);

    const file = await call<ExportFileDto>('outcomes.export', { format: 'csv' });
    const csv = readCsvRecords(file.content);
    if (!csv.ok) throw new Error(csv.message);
    expect(file.count).toBe(desk.rows.length);
    expect(csv.records.map((r) => `${r.cells.job_id} ${r.cells.channel}`)).toEqual(desk.rows.map((r) => `${r.jobId} ${r.channel}`));
  }, 60_000);
});
