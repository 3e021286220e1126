/**
 * h-campwords2 (walk 45b, 5): Olivia and Sam each ran `campaign dry-run` of a campaign; Sam sent all of it. Olivia's
 * `campaign status` said "the plan changed since: run the dry run again before sending" (`--json` dryRun.current false):
 * nobody edited a post and nothing is left to send. A teammate's sends are sends since the dry run, as on Sam's laptop
 * ("it ran before the send: 3 to send then, 3 sent since"), never a plan change. A REAL team server and sandbox Hub.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../src-main/library';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-h-campwords2-dry-', hub: { seed: 4505 } });
let olivia: CliLaptop;
let sam: CliLaptop;
let campaignId = '';
const tag = `h-campwords2-${Date.now().toString(36)}`;
const atHub = () => team.sandbox().control.publishedPosts().filter((p) => (p.caption ?? '').startsWith(tag)).length;

beforeAll(async () => {
  [olivia, sam] = await team.start([{ dir: 'olivia', name: 'Olivia', role: 'editor' }, { dir: 'sam', name: 'Sam', role: 'owner' }] as const);
  await sam.ok(['team', 'settings', '--approval-required', 'no']);
  olivia.lib((l) => {
    const ids = [1, 2, 3].map((i) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: [`https://cdn.example.com/h-cw2-${i}.jpg`], caption: `${tag} Tết ${i}` }).id);
    campaignId = campaigns.create(l.db, { name: 'Tet campaign', draftIds: ids }).id;
  });
  for (const l of [sam, olivia, sam]) await l.sync();
  await olivia.ok(['campaign', 'dry-run', campaignId]);
  await sam.ok(['campaign', 'dry-run', campaignId]);
  const sent = await sam.run(['campaign', 'send', campaignId]);
  expect(atHub(), sent.stdout + sent.stderr).toBe(3);
  for (const l of [sam, olivia, sam, olivia]) await l.sync();
}, 200_000);
afterAll(async () => {
  await team.stop();
});

type DryRun = { current: boolean; sentSince: number; toSend: number };
const dryRun = async (l: CliLaptop): Promise<{ json: DryRun; words: string }> => {
  const line = (await l.ok(['campaign', 'status', campaignId])).lines().find((x) => x.dryRun !== undefined || x.status?.dryRun);
  const r = await l.run(['campaign', 'status', campaignId]);
  return { json: (line?.dryRun ?? line?.status?.dryRun) as DryRun, words: r.stdout + r.stderr };
};

describe("walk 45b, 5: the last dry run on a laptop whose campaign a teammate sent", () => {
  it("Sam's laptop (he sent it): it ran before the send, 3 sent since", async () => {
    const d = await dryRun(sam);
    expect(d.json).toMatchObject({ current: true, sentSince: 3, toSend: 0 });
    expect(d.words).toContain('it ran before the send: 3 to send then, 3 sent since');
  });

  it("Olivia's laptop: the same, never 'the plan changed since'", async () => {
    const d = await dryRun(olivia);
    expect(d.words).not.toContain('the plan changed since');
    expect(d.json).toMatchObject({ current: true, sentSince: 3, toSend: 0 });
    expect(d.words).toContain('it ran before the send: 3 to send then, 3 sent since');
  });
});
