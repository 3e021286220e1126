/**
 * A plain 413 on two laptops of a team (issue 34 item 5, publisher team.ts rule 2): each refits
 * the same approved post to the same smaller budget, and the refit's new key is derived from the
 * approval's, so the two refits are ONE post at the Hub (with random keys they were two). Its own
 * file: the sandbox here has an edge with a 250 kB cap in front of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveContract } from '../../src-main/hub';
import { approvalKey } from '../../src-main/publisher';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { twoLaptops } from './team-fixture';

let sandbox: SandboxHandle;
beforeAll(async () => {
  sandbox = await startSandbox({ faults: 'none', seed: 5, contract: resolveContract({ bodyCapBytes: 250_000 }) });
  sandbox.control.setProcessingMs(0);
});
afterAll(async () => {
  await sandbox.close();
});

describe('a team refit', () => {
  it('two laptops refit the same approved post after a plain 413: the same derived keys, the same bytes, one post', async () => {
    const t = await twoLaptops(sandbox, 1, { platforms: ['instagram'] }, { size: 1400, quality: 95 });
    try {
      const id = t.draftIds[0]!;
      const approval = t.team.approve(t.a.lib.drafts.getDraft(t.a.lib.db, id));
      const opts = { budgetBytes: 400_000, refitFactor: 0.75 };
      const ra = await t.a.publisher(opts).publish({ draftIds: [id] }, { wait: true });
      const rb = await t.b.publisher(opts).publish({ draftIds: [id] }, { wait: true });
      const chainA = ra.jobs;
      const chainB = rb.jobs;
      expect(chainA.length).toBeGreaterThanOrEqual(2);
      expect(chainA[0]).toMatchObject({ state: 'refused', lastError: { code: 'edge_413' }, idempotencyKey: approvalKey(approval.approvalId, id, 0) });
      expect(chainA.at(-1)).toMatchObject({ state: 'done', reason: 'refit' });
      // Laptop B made the same decisions: the same keys and bytes, link by link.
      expect(chainB.map((j) => j.idempotencyKey)).toEqual(chainA.map((j) => j.idempotencyKey));
      expect(chainB.map((j) => j.bodySha256)).toEqual(chainA.map((j) => j.bodySha256));
      expect(chainB.at(-1)!.state).toBe('done');
      // The refits were claimed too, before their calls.
      expect([...t.a.calls, ...t.b.calls].every((c) => c.claimed)).toBe(true);
      expect(t.posts().map((p) => p.idempotencyKey)).toEqual([chainA.at(-1)!.idempotencyKey]);
    } finally {
      await t.close();
    }
  }, 120_000); // photo fitting on two laptops, several times over, on a busy machine
});
