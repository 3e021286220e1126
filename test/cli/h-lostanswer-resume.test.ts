/**
 * h-lostanswer (walk 44b, 4 and 5), the CLI over a REAL sandbox Hub: `publish` whose call goes out and whose answer is lost
 * (`drop_after`: the Hub publishes, then closes the connection). `status` said "waiting to reach the Hub (queued, not sent:
 * the Hub does not answer …)"; now "sent; no answer came: it may be at the Hub". `resume` then replays that call under its
 * key (the Hub makes no second post): a resume's summary said "sent 35 drafts" of jobs sent before (walk 44b, 5), now "followed 35 drafts; 0 of them sent
 * to the Hub by this run". Failed on the old code. Walk 45b (6): `status` after the kill names what sends the job on (resume).
 */
import { describe, expect, it } from 'vitest';
import { batchOutcomes } from '../../src-main/publisher';
import { publishSummary } from '../../src-main/cli/commands/publish-words';
import { useCliWorld } from './cli-world';

const { w, cli } = useCliWorld();

describe('a call whose answer was lost, then resume (h-lostanswer)', () => {
  it("status says sent, may be at the Hub; resume replays it, no second post", async () => {
    const id = w.draft();
    // The call goes out, the Hub publishes it and drops the connection; the run is stopped then (the walk's kill -9).
    w.sandbox.control.setFaults({ drop_after: 1, processing_ms: 0 });
    const ac = new AbortController();
    w.emitter.on('job', (j) => {
      if (j.state === 'retrying') ac.abort();
    });
    expect((await w.publisher().publish({ draftIds: [id] }, { signal: ac.signal })).interrupted).toBe(true);
    w.lib.close();
    try {
      const st = await cli(['status']);
      expect(st.out).toMatch(/sent; no answer came: it may be at the Hub/);
      expect(st.out).not.toMatch(/not sent|waiting to reach the Hub/);
      // Walk 45b (6): its "tried again as soon as it answers" is done by a running Postroom, and none runs after kill -9:
      // `status` says what sends it (before: nothing named `resume`).
      expect(st.err).toContain("1 of this computer's jobs is not final: `status` only reads the journal; the app, or `postroom resume --wait`, running on this data dir sends and follows it (nothing does while neither runs)");
      // h-lostcancel (actions.ts rule 5): its row is answer_lost, whose Cancel is refused with why (the card's verdicts too).
      const lines = (await cli(['status', '--json'])).out.split('\n').filter(Boolean).map((l) => JSON.parse(l) as { draftId?: string; actions?: { row: string; verdicts: Record<string, unknown> } });
      const mine = lines.find((l) => l.draftId === id)!;
      expect(mine.actions?.row).toBe('answer_lost');
      expect(mine.actions?.verdicts.cancel).toEqual({ do: 'refused', reason: 'answer_lost' });
      const posts = w.sandbox.control.publishedPosts().length;
      w.sandbox.control.setFaults({ processing_ms: 0 });
      const r = await cli(['resume', '--wait']);
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/published on all channels \(2 of 2\)/);
      expect(w.sandbox.control.publishedPosts()).toHaveLength(posts); // a replay of its own first call: no second post
    } finally {
      w.sandbox.control.setFaults({ processing_ms: 0 });
      w.reopen();
    }
  }, 60_000);

  it("resume's summary says the drafts it followed and how many it sent, never \"sent N drafts\" of jobs sent before", () => {
    const o = batchOutcomes([{ state: 'published' }, { state: 'scheduled' }, { state: 'scheduled' }], { held: 0, total: 3 });
    // The walk: R1 replayed, the others scheduled earlier and followed: no call of this run put a post at the Hub.
    expect(publishSummary([], 3, 0, 0, () => null, o, { sentNow: 0 })).toBe('followed 3 drafts; 0 of them sent to the Hub by this run (3 sent before: followed, or their unanswered call replayed under the same key); not sent 0');
    expect(publishSummary([], 3, 0, 0, () => null, o, { sentNow: 3 })).toBe('followed 3 drafts; 3 of them sent to the Hub by this run; not sent 0');
    // `publish` (no resume): as before.
    expect(publishSummary([], 3, 0, 0, () => null, o)).toBe('sent 3 drafts; not sent 0');
  });
});
