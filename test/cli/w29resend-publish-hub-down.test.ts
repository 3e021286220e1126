/**
 * w29resend (walk 25, 2): `publish` WITHOUT --wait while the Hub is down printed "1 sent to the Hub (1 still sending) …
 * sent 1 draft" and never returned (killed after 60 s). True: it hands the job to the queue (journaled with its key)
 * and returns, saying it is queued and not sent, waiting to reach the Hub; `resume` later sends it under the same key.
 * A Hub that is down is a real closed port here; the Hub that comes back is the real sandbox Hub.
 * Failed on the old code: the run never returned (the guard's abort stopped it) and the words said "sent".
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { world, type World } from '../publisher/fixture';

let w: World;
let downUrl = '';
beforeAll(async () => {
  w = await world({ faults: { processing_ms: 0 } });
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as { port: number }).port;
  await new Promise<void>((r) => s.close(() => r()));
  downUrl = `http://127.0.0.1:${port}`;
}, 60_000);
afterAll(async () => {
  await w?.close();
});

async function cli(args: string[], url: string, signal?: AbortSignal): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const env = { POSTROOM_HUB_URL: url, POSTROOM_API_KEY: w.sandbox.apiKey };
  const code = await runCli([...args, '--data-dir', w.dir], { stdout: (s) => (out += s), stderr: (s) => (err += s), stdin: async () => '', env, ...(signal ? { signal } : {}) });
  return { code, out, err };
}

describe('publish without --wait while the Hub is down: queued, not sent, and it returns (w29resend)', () => {
  it('returns on its own, saying queued and not sent; resume sends it once the Hub answers', async () => {
    const id = w.draft();
    w.lib.close();
    try {
      // A guard, not a timing: a run that never returns is stopped here, and the test says so.
      const guard = new AbortController();
      const timer = setTimeout(() => guard.abort(), 45_000);
      const r = await cli(['publish', id], downUrl, guard.signal).finally(() => clearTimeout(timer));
      expect(guard.signal.aborted, 'publish without --wait did not return while the Hub was down').toBe(false);
      expect(r.err).not.toMatch(/sent to the Hub \(1 still sending\)/);
      expect(r.err).toMatch(/^batch \w{8}: 1 post: 0 sent to the Hub, 1 waiting to reach the Hub \(queued, not sent\)$/m);
      expect(r.err).toMatch(/queued, not sent: the Hub does not answer \(not reachable since \d\d:\d\d UTC\)\. `postroom resume` sends it under the same key once the Hub answers/);
      expect(r.err).not.toContain('interrupted');
      expect(r.out.trim().split('\n').at(-1)).toBe('queued 1 draft, not sent (1 waiting to reach the Hub); not sent 0');
      expect(r.out).toMatch(/waiting to reach the Hub/);
      expect(w.posts()).toHaveLength(0);

      const back = await cli(['resume', '--wait'], w.sandbox.url);
      expect(back.code).toBe(0);
      expect(w.posts()).toHaveLength(1);
      expect(back.out).toMatch(/published on all channels/);
      expect(back.err).not.toContain('waiting to reach the Hub');
    } finally {
      w.reopen();
    }
  }, 120_000);
});
