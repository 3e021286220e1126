/**
 * unknowncard (walk 31, finding 2): `postroom status` says where a job's outcome came from, as the app's card: after `ask`,
 * that the Hub said so when you asked, and when (JSON `hubSaid`); a job whose call answered for itself says nothing of it.
 */
import { describe, expect, it } from 'vitest';
import { outcomeSource } from '../../src-main/cli/commands/publish-words';
import { useCliWorld } from './cli-world';

const { w, cli } = useCliWorld();
const jobOf = (out: string): string => /^(\S+) {2}draft /m.exec(out)![1]!;

describe("status names the Hub's answer a status read told", () => {
  it('after ask: "the Hub said so when you asked, <time>"', async () => {
    const [id, other] = [w.draft(), w.draft()];
    w.lib.close();
    try {
      w.sandbox.control.setFaults({ upstream_timeout: 1, processing_ms: 0 });
      const jobId = jobOf((await cli(['publish', id, '--wait'])).out);
      w.sandbox.control.setFaults({ processing_ms: 0 });
      expect((await cli(['ask', jobId])).code).toBe(0);
      const st = await cli(['status', jobId]);
      expect(st.out).toMatch(/published on all channels \(2 of 2\).* \[the Hub said so when you asked, \d{4}-\d\d-\d\dT[\d:.]+Z\]/);
      const json = JSON.parse((await cli(['status', jobId, '--json'])).out.trim().split('\n')[0]!) as { hubSaid?: { asked: boolean; by: string | null } };
      expect(json.hubSaid).toMatchObject({ asked: true, by: null });
      const direct = jobOf((await cli(['publish', other, '--wait'])).out);
      expect((await cli(['status', direct])).out).not.toContain('the Hub said so');
    } finally {
      w.reopen();
    }
  }, 90_000);

  it("words a teammate's read, a teammate's ask and the app's own read", () => {
    expect(outcomeSource({ name: 'Lan' }, undefined).text).toBe(" [the Hub's answer, as Lan's laptop read it]");
    expect(outcomeSource(null, { at: Date.parse('2026-11-28T18:05:00Z'), asked: true, by: 'Bảo' }).text).toBe(' [the Hub said so when you (Bảo) asked, 2026-11-28T18:05:00.000Z]');
    expect(outcomeSource(null, { at: Date.parse('2026-11-28T18:05:00Z'), asked: false, by: null }).text).toBe(" [the Hub said so at Postroom's status read, 2026-11-28T18:05:00.000Z]");
    expect(outcomeSource(null, undefined)).toEqual({ json: {}, text: '' });
  });
});
