/**
 * h-cliwords (walks 31/32, 3): `postroom ask JOB` printed the Hub's answer without where it came from, which `status` after it
 * says ("[the Hub said so when you asked, <time>]", JSON `hubSaid`). Now `ask` prints its line as `status` does. Real sandbox
 * Hub (an upstream_timeout, then the Hub asked). Failed on the old code.
 */
import { describe, expect, it } from 'vitest';
import { useCliWorld } from './cli-world';

const { w, cli } = useCliWorld();

describe('ask names where its answer came from, as status does (h-cliwords 3)', () => {
  it('"[the Hub said so when you asked, <time>]"; --json hubSaid', async () => {
    const ids = [w.draft(), w.draft()];
    w.lib.close();
    try {
      w.sandbox.control.setFaults({ upstream_timeout: 1, processing_ms: 0 });
      const published = (await cli(['publish', ...ids, '--wait'])).out;
      const [jobId, other] = ids.map((d) => new RegExp(`^(\\S+) {2}draft ${d} `, 'm').exec(published)![1]!);
      w.sandbox.control.setFaults({ processing_ms: 0 });
      const asked = await cli(['ask', jobId!]);
      expect(asked.code).toBe(0);
      expect(asked.out).toMatch(/published on all channels \(2 of 2\).* \[the Hub said so when you asked, \d{4}-\d\d-\d\dT[\d:.]+Z\]/);
      const status = await cli(['status', jobId!]);
      const source = / \[the Hub said so when you asked, [^\]]+\]/;
      expect(source.exec(asked.out)![0]).toBe(source.exec(status.out)![0]);
      const json = JSON.parse((await cli(['ask', other!, '--json'])).out.trim().split('\n')[0]!) as { jobId: string; hubSaid?: { asked: boolean } };
      expect(json).toMatchObject({ jobId: other, hubSaid: { asked: true } });
    } finally {
      w.reopen();
    }
  }, 90_000);
});
