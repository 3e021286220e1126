/**
 * h-waiting (walk 36b, 4): the sandbox Hub stopped, `postroom campaign send` of 10 posts: every call was ECONNREFUSED and
 * nothing reached the Hub, yet its progress lines said "3 sent to the Hub (3 still sending)", "7 sent…", and `campaign
 * status` said "it ran before the send: 10 to send then, 10 sent since" beside "0 at the Hub yet". A post whose calls have
 * not reached the Hub is "waiting to reach the Hub" in every line (src-shared waitingToReach; the status's `toHub`).
 * The Hub that does not answer is a real closed port (as in h-clipublish-campaign-down).
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { useCliWorld } from './cli-world';
import { useClosedPort } from '../helpers/closed-port';

const { w } = useCliWorld();

const closed = useClosedPort();

async function down(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const env = { POSTROOM_HUB_URL: closed.url(), POSTROOM_API_KEY: w.sandbox.apiKey };
  const code = await runCli([...args, '--data-dir', w.dir], { stdout: (s) => (out += s), stderr: (s) => (err += s), stdin: async () => '', env });
  return { code, out, err };
}

describe('campaign send while the Hub does not answer: nothing is called sent (h-waiting)', () => {
  it('the progress lines and the status say the posts wait to reach the Hub', async () => {
    const ids = Array.from({ length: 10 }, () => w.draft());
    const c = w.lib.campaigns.create(w.lib.db, { name: 'h-waiting down', draftIds: ids }).id;
    w.lib.close();
    try {
      expect((await down(['campaign', 'dry-run', c])).code).toBe(0);
      const r = await down(['campaign', 'send', c]);
      expect(r.code).toBe(1);
      const lines = r.err.split('\n').filter((l) => l.startsWith('batch '));
      expect(lines.length, r.err).toBeGreaterThan(0);
      // Every progress line: nothing sent to the Hub, nothing "still sending"; the posts wait to reach it (or are not prepared yet).
      for (const l of lines) {
        expect(l, r.err).toMatch(/^batch \w{8}: 10 posts: 0 sent to the Hub(, \d+ being sent \(no answer yet\))?(, \d+ waiting to reach the Hub \(queued, not sent\))?(, \d+ not prepared yet)?$/);
        expect(l).not.toContain('still sending');
      }
      expect(lines.at(-1)).toMatch(/: 0 sent to the Hub, 10 waiting to reach the Hub \(queued, not sent\)$/);
      const st = await down(['campaign', 'status', c]);
      expect(st.out).toMatch(/^waiting for the Hub: 10 posts · 10 handed to the publisher: 0 at the Hub yet, 10 waiting to reach the Hub /m);
      // The dry run's line: handed since, waiting to reach the Hub; never "sent since" (it said "10 to send then, 10 sent since").
      expect(st.err).toContain("it ran before the send: 10 to send then, 10 handed to the publisher since (10 of the campaign's posts waiting to reach the Hub)");
      expect(st.err).not.toMatch(/sent since/);
    } finally {
      w.reopen();
    }
  }, 120_000);
});
