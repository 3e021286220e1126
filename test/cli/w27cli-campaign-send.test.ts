/**
 * w27cli (walk 23, 1): `campaign send` said each batch in the journal's job states ("batch …: done 1, refused 1",
 * "unknown 1") and nothing of how to find out an unknown outcome. Now each batch by outcome, from the post state the
 * Outbox shows (its parts adding up to the batch's posts), and each unknown outcome in plain words with `postroom ask`.
 * A REAL sandbox Hub (an upstream_timeout: the Hub holds the post), started once for the file. Failed on the old code.
 */
import { describe, expect, it } from 'vitest';
import { useCliWorld } from './cli-world';

const { w, cli } = useCliWorld();

async function send(draftIds: string[]): Promise<{ code: number; out: string; err: string }> {
  const c = w.lib.campaigns.create(w.lib.db, { name: `w27cli ${draftIds.length}`, draftIds }).id;
  return cli(['campaign', 'send', c], { closeLibrary: true });
}
const lastBatch = (err: string): string => err.split('\n').filter((l) => l.startsWith('batch ')).at(-1) ?? '';

describe('campaign send says each batch by outcome (w27cli)', () => {
  it('ok, refused by the Hub, held by preflight', async () => {
    const r = await send([w.draft(), w.draft({ profile_id: 'prof_aodai', platforms: ['x'] }), w.draft({ platforms: ['pinterest'], title: 'T' })]);
    expect(lastBatch(r.err)).toMatch(/^batch \w{8}: 3 posts: 2 sent to the Hub \(1 published, 1 refused by the Hub\), 1 held back, not sent$/);
    // The old words: the journal's job states.
    expect(r.err).not.toMatch(/: done \d|, refused \d/);
  }, 60_000);

  it('an upstream timeout: outcome unknown, and how to find out', async () => {
    w.sandbox.control.setFaults({ upstream_timeout: 1, processing_ms: 0 });
    try {
      const r = await send([w.draft()]);
      expect(lastBatch(r.err)).toMatch(/^batch \w{8}: 1 post: 1 sent to the Hub \(1 outcome unknown\)$/);
      expect(r.err).toMatch(/^job \S+: outcome unknown: the request reached the Hub, but the Hub did not say what became of it \(upstream_timeout\): it may hold the post or have published it\. To find out: postroom ask \S+ \(in the app: the Outbox's Ask the Hub\); do not send it again before you know$/m);
      expect(r.err).not.toMatch(/unknown 1/);
    } finally {
      w.sandbox.control.setFaults({ processing_ms: 0 });
    }
  }, 60_000);
});
