/**
 * w27cli (walk 23, 1): `postroom publish --wait` says what happened, through a REAL sandbox Hub. Under an upstream timeout
 * (the Hub's `upstream_timeout`: the sandbox publishes the post and answers 502) it printed "sent 1 draft" and "batch:
 * 0/1 done (0 sent to the Hub)" while the Hub held the post. Now: the batch line counts by outcome (sent to the Hub and
 * what each became, held back), its parts add up; the unknown outcome is said in plain words with how to find out
 * (`postroom ask JOB`, the Outbox's Ask the Hub), and asking finds it. Failed on the old code: "0/1 done (0 sent to the
 * Hub)", and no word of how to find out.
 */
import { describe, expect, it } from 'vitest';
import { useCliWorld } from './cli-world';

const { w, cli } = useCliWorld();
const batchLines = (err: string): string[] => err.split('\n').filter((l) => l.startsWith('batch '));

describe('publish --wait counts by outcome (w27cli)', () => {
  let okId = '';
  it('ok, refused by the Hub, held by preflight: one line whose parts add up, and the summary', async () => {
    okId = w.draft();
    const refused = w.draft({ profile_id: 'prof_aodai', platforms: ['x'] });
    const held = w.draft({ platforms: ['pinterest'], title: 'T' });
    w.lib.close();
    try {
      const r = await cli(['publish', okId, refused, held, '--wait']);
      expect(r.code).toBe(1);
      expect(batchLines(r.err)).toEqual([expect.stringMatching(/^batch \w{8}: 3 posts: 2 sent to the Hub \(1 published, 1 refused by the Hub\), 1 held back, not sent$/)]);
      expect(r.out.trim().split('\n').at(-1)).toBe('sent 2 drafts (1 refused by the Hub); not sent 1 (1 with problems)');
    } finally {
      w.reopen();
    }
  }, 60_000);

  it('already sent: held back, never "sent"', async () => {
    w.lib.close();
    try {
      const r = await cli(['publish', okId]);
      expect(batchLines(r.err)).toEqual([expect.stringMatching(/^batch \w{8}: 1 post: 0 sent to the Hub, 1 held back, not sent$/)]);
    } finally {
      w.reopen();
    }
  }, 60_000);

  it('an upstream timeout: sent, outcome unknown, how to find out; asking the Hub finds the post it holds', async () => {
    const id = w.draft();
    w.lib.close();
    const before = w.posts().length;
    w.sandbox.control.setFaults({ upstream_timeout: 1, processing_ms: 0 });
    try {
      const r = await cli(['publish', id, '--wait']);
      expect(r.code).toBe(1);
      const jobId = /^(\S+) {2}draft /m.exec(r.out)![1]!;
      // The old line: "batch …: 0/1 done (0 sent to the Hub)", twice.
      expect(r.err).not.toMatch(/0 sent to the Hub|0\/1 done/);
      expect(batchLines(r.err)).toEqual([expect.stringMatching(/^batch \w{8}: 1 post: 1 sent to the Hub \(1 outcome unknown\)$/)]);
      expect(r.err).toContain(`job ${jobId}: outcome unknown: the request reached the Hub, but the Hub did not say what became of it (upstream_timeout): it may hold the post or have published it. To find out: postroom ask ${jobId} (in the app: the Outbox's Ask the Hub); do not send it again before you know`);
      expect(r.out.trim().split('\n').at(-1)).toBe('sent 1 draft (1 outcome unknown); not sent 0');
      // The Hub does hold it (the walk's sandbox posts table had it), and the words' way to find out finds it.
      expect(w.posts()).toHaveLength(before + 1);
      w.sandbox.control.setFaults({ processing_ms: 0 });
      const asked = await cli(['ask', jobId]);
      expect(asked.code).toBe(0);
      expect(asked.out).toContain('published on all channels (2 of 2)');
    } finally {
      w.reopen();
    }
  }, 60_000);

  it('--json: the summary carries the count by outcome, its parts adding up', async () => {
    const id = w.draft();
    w.lib.close();
    w.sandbox.control.setFaults({ upstream_timeout: 1, processing_ms: 0 });
    try {
      const r = await cli(['publish', id, '--wait', '--json']);
      const summary = (JSON.parse(r.out.trim().split('\n').at(-1)!) as { summary: { sent: number; outcomes: Record<string, unknown> } }).summary;
      expect(summary).toMatchObject({ sent: 1, outcomes: { posts: 1, unknown: 1, held: 0, refused: 0, sending: 0, pending: 0 } });
      expect(r.err).toBe('');
    } finally {
      w.sandbox.control.setFaults({ processing_ms: 0 });
      w.reopen();
    }
  }, 60_000);
});
