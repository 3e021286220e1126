/**
 * h-campwords2 (walk 45b, 4): `campaign send` after the Hub came back resumed the campaign's jobs waiting to reach it and
 * said "done; 12 posts · 12 sent", but its last batch line (stderr) read "12 posts: 1 sent to the Hub (1 still sending), 11
 * waiting to reach the Hub (queued, not sent)": the Hub had all 12. Resumed jobs settle without a batch event; the batch's
 * line is read again once the send is over. Set-up of h-campteam-waiting (Lan's send cut by a real closed port); one REAL
 * team server and one sandbox Hub.
 */
import { describe, expect, it } from 'vitest';
import { publishJobs } from '../../src-main/library';
import { useCutCampaign } from './cut-campaign';

const { made, atHub } = useCutCampaign({ prefix: 'postroom-h-campwords2-resume-', seed: 4506 });

describe("Lan's `campaign send` once the Hub answers again (h-campwords2, walk 45b, 4)", () => {
  it('its last batch line is read after the resumed jobs settle: 3 sent to the Hub, never "waiting to reach the Hub"', async () => {
    const keys = () => made.lan.lib((l) => publishJobs.listJobs(l.db, {}).map((j) => j.idempotencyKey).sort());
    const before = keys();
    const r = await made.lan.run(['campaign', 'send', made.campaignId]);
    expect(atHub(), r.stderr + r.stdout).toBe(3);
    expect(keys()).toEqual(before);
    expect(r.stdout + r.stderr).toMatch(/resumed 3 jobs of this campaign waiting to reach the Hub, under their keys/);
    expect(r.stdout).toMatch(/: done; 3 posts · 3 sent$/m);
    expect(r.stdout + r.stderr).not.toMatch(/did not answer/);
    expect(r.code).toBe(0);
    const batchLines = r.stderr.split('\n').filter((l) => l.startsWith('batch '));
    expect(batchLines.at(-1), r.stderr).not.toMatch(/waiting to reach|still sending/);
    expect(batchLines.at(-1)).toMatch(/: 3 posts: 3 sent to the Hub/);
  });
});
