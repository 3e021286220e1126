/**
 * w29resend (walk 25, 1), then w30 (a resend asks the Hub first): after an unknown outcome (the Hub's `upstream_timeout`)
 * the person sends it again as new (`resend JOB --confirm`).
 * - The sandbox published the post before answering 502: the resend asks the Hub by the post's key first, finds it
 *   published and sends nothing (it sent a second post before: the Hub held TWO).
 * - The channel never took it (`upstream_timeout_lost`): the Hub knows no post by that key, so it is sent as new, once;
 *   the first call can still be asked afterwards (its key still names it at the Hub: w29resend), and the Hub says it
 *   does not know it, so it stays an unknown outcome — never "nothing to ask the Hub".
 */
import { describe, expect, it } from 'vitest';
import { useCliWorld } from './cli-world';

const { w, cli } = useCliWorld();
const jobOf = (out: string): string => /^(\S+) {2}draft /m.exec(out)![1]!;

describe('a resend after an unknown outcome asks the Hub first', () => {
  it('the Hub published it: not sent again; drafts list says one post, published', async () => {
    const id = w.draft();
    w.lib.close();
    const before = w.posts().length;
    try {
      w.sandbox.control.setFaults({ upstream_timeout: 1, processing_ms: 0 });
      const first = await cli(['publish', id, '--wait']);
      expect(first.code).toBe(1);
      const jobId = jobOf(first.out);
      w.sandbox.control.setFaults({ processing_ms: 0 });
      const again = await cli(['resend', jobId, '--confirm', '--wait', '--settle-seconds', '0']);
      expect(again.code).toBe(0);
      expect(again.err).toContain(`not sent again: the Hub has this post (job ${jobId} is done, the Hub says completed)`);
      expect(w.posts()).toHaveLength(before + 1); // was 2
      const list = await cli(['drafts', 'list']);
      const line = list.out.split('\n').findIndex((l) => l.startsWith(id));
      const block = list.out.split('\n').slice(line, line + 2).join('\n');
      expect(block).toContain('published on all channels (2 of 2)');
      expect(block).not.toMatch(/sent as \d posts/);
      // walk 26 (4): resending a job the Hub has answered is no "unknown outcome: check, then --confirm" question.
      const resend = await cli(['resend', jobId]);
      expect(resend.code).toBe(1);
      expect(resend.err).toContain(`cannot resend: job ${jobId} is done: its outcome is known (the Hub answered)`);
    } finally {
      w.reopen();
    }
  }, 90_000);

  it('the Hub does not know it: sent as new, once; the first call can still be asked, and stays unknown', async () => {
    const id = w.draft();
    w.lib.close();
    const before = w.posts().length;
    try {
      w.sandbox.control.setFaults({ upstream_timeout_lost: 1, processing_ms: 0 });
      const first = await cli(['publish', id, '--wait']);
      expect(first.code).toBe(1);
      const jobId = jobOf(first.out);
      w.sandbox.control.setFaults({ processing_ms: 0 });
      const again = await cli(['resend', jobId, '--confirm', '--wait', '--settle-seconds', '0']);
      expect(again.code).toBe(0);
      expect(again.err).not.toContain('not sent again');
      expect(w.posts()).toHaveLength(before + 1);
      const asked = await cli(['ask', jobId]);
      expect(asked.err).not.toContain('nothing to ask the Hub');
      expect(asked.code).toBe(0);
      expect(asked.out).toContain('outcome unknown (may be live; sent again as new as');
    } finally {
      w.reopen();
    }
  }, 90_000);
});
