/**
 * An approval withdrawn between the batch being recorded and its prepare step (walk 3b, brief
 * `rolelive`): publish.start answered "sent" (the batch was recorded with the post approved), then
 * the publisher's prepare found it no longer approved and held it back. What the core reports must
 * let a page that handed the post over see it at once (Compose kept "handed off" until a reload):
 * the batch's 'batch' event says nothing is left to prepare (`pending` 0) and the post was held
 * (`skipped` 1), and no job of the post exists; the batch item says why (waiting for approval).
 * One app core with its embedded sandbox Hub; the team port is a stand-in whose approval is
 * withdrawn right after the batch is recorded (the first question the publisher asks).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src-main/bridge';
import type { BatchDto, JobDto } from '../../src-main/bridge/contract';
import { publishBatches, publishJobs } from '../../src-main/library';
import { approvalKey, type TeamPublishPort } from '../../src-main/publisher';
import { MemorySecretStore } from '../../src-main/secrets';

let root: string;
let core: Core;
const batches: BatchDto[] = [];
const jobs: JobDto[] = [];
/** Drafts whose approval the port gave once (at the batch's recording) and that are withdrawn since. */
const withdrawn = new Set<string>();

/** A team port whose approval of a post holds for the first question only (the batch's recording). */
const racingPort: TeamPublishPort = {
  me: { memberId: 'Lan', name: 'Lan' },
  approval(draftId) {
    if (withdrawn.has(draftId)) return { waiting: 'approval', who: 'an approver' };
    withdrawn.add(draftId);
    return { approvalId: `appr-${draftId}`, revision: 'rev-1' };
  },
  contentRevision: () => 'rev-1',
  keyFor: (draftId, approvalId, part) => approvalKey(approvalId, draftId, part),
  claim: () => undefined,
  sharedOutcome: () => null,
  sharedOutcomes: () => [],
};

async function call<T>(method: string, input: unknown): Promise<T> {
  const r = await core.dispatch(method, input);
  if (!r.ok) throw Object.assign(new Error(r.error.message), { code: r.error.code });
  return r.value as T;
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'postroom-withdrawn-race-'));
  core = await createCore({ dataDir: join(root, 'lan'), shell: 'web', env: {}, secretStore: new MemorySecretStore(), embeddedSandbox: { faults: 'none' }, connectivityIntervalMs: 0, resume: false });
  core.services.sandbox?.control.setProcessingMs(0);
  core.services.teamPort = () => racingPort;
  core.events.subscribe((topic, payload) => {
    if (topic === 'batch') batches.push(payload as BatchDto);
    if (topic === 'job') jobs.push(payload as JobDto);
  });
}, 30_000);
afterAll(async () => {
  await core.close();
  rmSync(root, { recursive: true, force: true });
});

describe('an approval withdrawn between the recorded batch and its prepare step', () => {
  it("the answer said sent; the batch's event then says the post was held (pending 0, skipped 1), with no job of it", async () => {
    const lib = core.services.library;
    const caption = 'rolelive withdrawn in the race';
    const d = lib.drafts.create(lib.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/race.jpg'], caption }).id;
    const answer = await call<BatchDto>('publish.start', { draftIds: [d] });
    // Recorded while approved: handed over (the page says "in the Outbox").
    expect(answer).toMatchObject({ sent: 1, notSent: [] });
    const deadline = Date.now() + 10_000;
    while (!batches.some((b) => b.id === answer.id && b.pending === 0) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const last = batches.filter((b) => b.id === answer.id).at(-1);
    expect(last).toMatchObject({ id: answer.id, total: 1, pending: 0, skipped: 1, byState: {} });
    // Nothing of the post is on its way, and the batch says why it waits.
    expect(jobs.filter((j) => j.draftId === d)).toEqual([]);
    expect(publishJobs.listJobs(lib.db, { draftId: d })).toEqual([]);
    const items = publishBatches.batchItems(lib.db, answer.id);
    expect(items).toEqual([expect.objectContaining({ draftId: d, state: 'skipped', problems: [expect.objectContaining({ code: 'waiting_approval' })] })]);
    expect(core.services.sandbox?.control.publishedPosts().filter((p) => p.caption === caption)).toEqual([]);
  }, 30_000);
});
