/**
 * w29resend (walk 25, 1): after an unknown outcome (the Hub's `upstream_timeout`: the sandbox publishes the post and
 * answers 502) the person sent it again as new (`resend JOB --confirm`), and the Hub then held TWO published posts. The
 * first call could no longer be asked ("nothing to ask the Hub: this was already retried or sent again") and `drafts
 * list` said "published (1 of 1)". True: the first call's key still names it at the Hub (hub-contract.md: a status read),
 * so it can be asked; asking finds it published; then `drafts list` and `status` say two posts at the Hub, once each.
 * Failed on the old code: `ask` refused the first job (exit 1, "nothing to ask the Hub").
 */
import { describe, expect, it } from 'vitest';
import { useCliWorld } from './cli-world';

const { w, cli } = useCliWorld();

describe('a resend after an unknown outcome: the first call can still be asked (w29resend)', () => {
  it('ask the first job: published; drafts list and status say 2 posts at the Hub', async () => {
    const id = w.draft();
    w.lib.close();
    const before = w.posts().length;
    try {
      w.sandbox.control.setFaults({ upstream_timeout: 1, processing_ms: 0 });
      const first = await cli(['publish', id, '--wait']);
      expect(first.code).toBe(1);
      const jobId = /^(\S+) {2}draft /m.exec(first.out)![1]!;
      w.sandbox.control.setFaults({ processing_ms: 0 });
      const again = await cli(['resend', jobId, '--confirm', '--wait', '--settle-seconds', '0']);
      expect(again.code).toBe(0);
      // The Hub holds both: the first call went through.
      expect(w.posts()).toHaveLength(before + 2);

      // Before asking: the first is an unknown outcome, and asking it is offered, not "already sent again".
      const asked = await cli(['ask', jobId]);
      expect(asked.err).not.toContain('nothing to ask the Hub');
      expect(asked.code).toBe(0);
      expect(asked.out).toContain('published on all channels (2 of 2)');

      // Once asked: two posts at the Hub, each said once.
      const list = await cli(['drafts', 'list']);
      const line = list.out.split('\n').findIndex((l) => l.startsWith(id));
      expect(line).toBeGreaterThanOrEqual(0);
      const block = list.out.split('\n').slice(line, line + 2).join('\n');
      expect(block).toMatch(/sent as 2 posts: by you[^;]*, published on all channels \(2 of 2\), in this computer's Outbox; by you[^;]*, published on all channels \(2 of 2\), in this computer's Outbox/);
      expect(block.match(/sent as \d posts/g)).toHaveLength(1);

      // Asking again: the Hub's answer is final now.
      const twice = await cli(['ask', jobId]);
      expect(twice.code).toBe(1);
      expect(twice.err).toContain('nothing to ask the Hub: the Hub has already given its final answer for this post');

      // walk 26 (4): resending a job the Hub has answered is no "unknown outcome: check, then --confirm" question.
      const resend = await cli(['resend', jobId]);
      expect(resend.code).toBe(1);
      expect(resend.err).toContain(`cannot resend: job ${jobId} is done: its outcome is known (the Hub answered)`);
      expect(resend.err).not.toContain('its outcome is unknown');
    } finally {
      w.reopen();
    }
  }, 90_000);
});
