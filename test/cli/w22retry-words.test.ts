/**
 * w22retry (walk 20, 7): `postroom retry JOB` says what it did, as `publish` and `resend` do: the new job's id, its
 * key, the channels it sends and its state when the command ends; `--json` one object with the same facts. The tester's
 * run printed nothing on stdout or stderr, and `status` kept saying "sending" with nothing to poll it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { world, type World } from '../publisher/fixture';

let w: World | undefined;
afterEach(async () => {
  await w?.close();
  w = undefined;
});

async function cli(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(args, { stdout: (s) => (out += s), stderr: (s) => (err += s), stdin: async () => '', env });
  return { code, out, err };
}

describe('postroom retry says what it did (w22retry)', () => {
  it('words and --json: the new job, its key, its channels, its state; how to follow it while it is still sending', async () => {
    w = await world({ faults: { channel_refusal: 1, processing_ms: 0 } });
    const ids = [w.draft({ platforms: ['instagram'] }), w.draft({ platforms: ['instagram'] })];
    w.lib.close();
    const env = { POSTROOM_HUB_URL: w.sandbox.url, POSTROOM_API_KEY: w.sandbox.apiKey };
    try {
      const sent = (await cli(['publish', ...ids, '--wait', '--json', '--data-dir', w.dir], env)).out.split('\n').filter(Boolean).map((l) => JSON.parse(l) as { jobId?: string; draftId?: string; hubStatus?: string });
      const [a, b] = ids.map((id) => sent.find((l) => l.draftId === id)!);
      expect([a!.hubStatus, b!.hubStatus]).toEqual(['failed', 'failed']);
      // The Hub now takes a while to answer: without --wait the command ends while the new post is still being sent.
      w.sandbox.control.setFaults({ processing_ms: 3000 });
      const r = await cli(['retry', a!.jobId!, '--data-dir', w.dir], env);
      expect(r.code).toBe(0);
      const journal = (await cli(['status', '--json', '--data-dir', w.dir], env)).out.split('\n').filter(Boolean).map((l) => JSON.parse(l) as { jobId: string; key: string; parentJobId: string | null });
      const fresh = journal.find((l) => l.parentJobId === a!.jobId)!;
      expect(r.out.split('\n')[0]).toBe(`retried the refused channels of job ${a!.jobId} as job ${fresh.jobId} (new key ${fresh.key}), sending instagram: sending`);
      expect(r.err).toContain('not final yet: nothing follows it after this command; `postroom resume --wait` follows it to its final outcome');
      expect(r.err).toContain(`postroom ask ${fresh.jobId}`);

      // --json: one object with the same facts; --wait: to its final outcome, and no note of how to follow it.
      w.sandbox.control.setFaults({ processing_ms: 0 });
      const j = await cli(['retry', b!.jobId!, '--wait', '--json', '--data-dir', w.dir], env);
      expect(j.code).toBe(0);
      const lines = j.out.split('\n').filter(Boolean);
      expect(lines).toHaveLength(1);
      const one = JSON.parse(lines[0]!) as Record<string, unknown>;
      expect(one).toMatchObject({ state: 'done', hubStatus: 'completed', platforms: ['instagram'], parentJobId: b!.jobId, reason: 'retry_channels' });
      expect(typeof one.jobId).toBe('string');
      expect(typeof one.key).toBe('string');
      expect(j.err).toBe('');
    } finally {
      w.reopen();
    }
  }, 60_000);
});

// walk 33b, 2: `retry JOB --wait` said "refused by every channel" and exited 0, where `publish --wait` of the same outcome
// exits 1 (one rule now: publish-progress.ts `jobFailed`, shared by publish, retry and resend).
describe('postroom retry --wait exits as publish --wait does', () => {
  it('1 when every channel refused the retry again; 0 when it went out', async () => {
    w = await world({ faults: { channel_refusal: 1, processing_ms: 0 } });
    const ids = [w.draft({ platforms: ['instagram'] }), w.draft({ platforms: ['instagram'] })];
    w.lib.close();
    const env = { POSTROOM_HUB_URL: w.sandbox.url, POSTROOM_API_KEY: w.sandbox.apiKey };
    try {
      const first = await cli(['publish', ...ids, '--wait', '--json', '--data-dir', w.dir], env);
      expect(first.code).toBe(1);
      const sent = first.out.split('\n').filter(Boolean).map((l) => JSON.parse(l) as { jobId?: string; draftId?: string; hubStatus?: string });
      const [a, b] = ids.map((id) => sent.find((l) => l.draftId === id)!);
      const again = await cli(['retry', a!.jobId!, '--wait', '--data-dir', w.dir], env); // still refusing
      expect(again.out).toContain('refused by every channel');
      expect(again.code).toBe(1);
      w.sandbox.control.setFaults({ processing_ms: 0 });
      expect((await cli(['retry', b!.jobId!, '--wait', '--data-dir', w.dir], env)).code).toBe(0);
    } finally {
      w.reopen();
    }
  }, 60_000);
});
