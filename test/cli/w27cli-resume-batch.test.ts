/**
 * w27cli (walk 23, 1): `publish` without --wait ends while the Hub still works its posts out: its batch line and summary
 * say them still sending (the Outbox's state), never "done"; the old line read "2/2 done (2 sent to the Hub)". `resume
 * --wait` then follows them to published. A REAL sandbox Hub (processing takes 1.5 s). Failed on the old code.
 */
import { describe, expect, it } from 'vitest';
import { useCliWorld } from './cli-world';

const { w, cli } = useCliWorld();

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
