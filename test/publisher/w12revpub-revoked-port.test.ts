/**
 * w12revpub (walk 12, issue 34): the publisher on a laptop whose team port answers `revoked` (team.ts; the real port
 * reads the revocation the library keeps: team/publish-port.ts). No NEW post of the team goes: a publish, a publish
 * again, a retry of refused channels and a send again as new are each refused with the revocation, and the sandbox
 * Hub's own records gain no post. A post sent while a member stays what it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublisherError } from '../../src-main/publisher';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { twoLaptops } from './team-fixture';

let sandbox: SandboxHandle;
beforeAll(async () => {
  sandbox = await startSandbox({ faults: 'none', seed: 1215 });
  sandbox.control.setProcessingMs(0);
});
afterAll(async () => {
  await sandbox.close();
});

const REVOKED = "the team revoked this computer's member token (the team server says so): ask the team owner for a new token and join again with it; nothing was sent";

describe('a revoked team port', () => {
  it('refuses every new post of the team: publish, publish again, retry of channels, send again as new; the Hub gets none', async () => {
    const t = await twoLaptops(sandbox, 2, { platforms: ['x'] });
    try {
      const [sent, fresh] = t.draftIds as [string, string];
      for (const id of t.draftIds) t.team.approve(t.a.lib.drafts.getDraft(t.a.lib.db, id));
      const first = await t.a.publisher().publish({ draftIds: [sent] }, { wait: true });
      expect(first.jobs).toHaveLength(1);
      const job = first.jobs[0]!;
      expect(t.posts()).toHaveLength(1);

      // The team revokes laptop A's token: its port answers `revoked` for every draft.
      for (const id of t.draftIds) t.team.approvals.set(id, { waiting: 'revoked' });
      const p = t.a.publisher();
      const calls = t.a.calls.length;

      const r = await p.publish({ draftIds: [fresh] }, { wait: true });
      expect(r.jobs).toHaveLength(0);
      expect(r.skipped[0]?.problems[0]).toMatchObject({ code: 'revoked', message: REVOKED });
      const again = await p.publish({ draftIds: [sent], again: true }, { wait: true });
      expect(again.jobs).toHaveLength(0);
      expect(again.skipped[0]?.problems.map((x) => x.code)).toEqual(['revoked']);
      expect(p.againHold(sent)).toMatchObject({ code: 'revoked' });

      for (const follow of [() => p.retryFailedChannels(job.id), () => p.resendUnknown(job.id)]) {
        const err = await follow().then(() => null, (e: unknown) => e);
        expect(err).toBeInstanceOf(PublisherError);
        expect((err as PublisherError).message).toContain(REVOKED);
        expect((err as PublisherError).details).toMatchObject({ problems: [{ code: 'revoked' }] });
      }
      expect(t.a.calls.length).toBe(calls);
      expect(t.posts()).toHaveLength(1);
      // The post sent while a member stays as it was.
      expect(p.job(job.id).state).toBe(job.state);
    } finally {
      await t.close();
    }
  });
});
