/**
 * walk 33b, 2: `postroom retry JOB --wait` printed "refused by every channel" and exited 0, where `publish --wait` of the
 * same outcome exits 1. A command's exit says whether what it was asked to do went out (one rule: publish-progress.ts
 * `jobFailed`, shared by publish, retry and resend).
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
