/**
 * w27cli (walk 23, 1): `publish` without --wait ends while the Hub still works its posts out: its batch line and summary
 * say them still sending (the Outbox's state), never "done"; the old line read "2/2 done (2 sent to the Hub)". `resume
 * --wait` then follows them to published. A REAL sandbox Hub (processing takes 1.5 s). Failed on the old code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { world, type World } from '../publisher/fixture';

let w: World;
beforeAll(async () => {
  w = await world({ faults: { processing_ms: 0 } });
}, 60_000);
afterAll(async () => {
  await w?.close();
});

async function cli(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const env = { POSTROOM_HUB_URL: w.sandbox.url, POSTROOM_API_KEY: w.sandbox.apiKey };
  const code = await runCli([...args, '--data-dir', w.dir], { stdout: (s) => (out += s), stderr: (s) => (err += s), stdin: async () => '', env });
  return { code, out, err };
}

describe('publish without --wait, then resume --wait (w27cli)', () => {
  it('still sending, said so; resume follows them to published', async () => {
    const ids = [w.draft(), w.draft()];
    w.lib.close();
    try {
      w.sandbox.control.setFaults({ processing_ms: 1500 });
      const first = await cli(['publish', ...ids]);
      expect(first.err).toMatch(/^batch \w{8}: 2 posts: 2 sent to the Hub \(2 still sending\)$/m);
      expect(first.out).toContain('sent 2 drafts (2 still sending); not sent 0');
      const r = await cli(['resume', '--wait']);
      expect(r.code).toBe(0);
      expect(r.out.match(/published on all channels \(2 of 2\)/g)).toHaveLength(2);
    } finally {
      w.sandbox.control.setFaults({ processing_ms: 0 });
      w.reopen();
    }
  }, 60_000);
});
