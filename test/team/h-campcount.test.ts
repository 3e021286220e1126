/**
 * h-campcount (walk 41b): a campaign's counts say what its rows say. Lan, Chi and Tuấn (editors) and Bảo (approver) on CLI
 * laptops, one real team server and sandbox Hub; Bảo reads.
 * Campaign "Tết Áo Dài" (4 posts, Lan's): with the team server down Lan publishes posts 1 and 2 (the Hub makes them), then
 * the team revokes her token before her computer tells it anything, so no teammate's outcome names who sent them. Chi
 * publishes post 3 (the team knows). Bảo publishes post 2 (`postroom publish`: the Hub answers a replay), then sends the
 * campaign: his call for post 1 is a replay too, post 4 goes from his computer.
 * Campaign "Lụa Hà Đông" (2 posts, Tuấn's): the Hub slow, Tuấn publishes both, his computer shares "sending", then the team
 * revokes him: what became of them cannot reach the team (the rows say "Outcome not shared").
 * Before: Bảo's `campaign list` said "3 sent by you · 1 sent by Chi" of "Tết Áo Dài" (the two replays his own), the Posts
 * tab's row of post 1 said the send label ("sent"), not that the Hub had it; "Lụa Hà Đông" said "2 sent (by Tuấn)".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src-main/bridge';
import type { CampaignDetailDto, CampaignStatusDto } from '../../src-main/bridge/contract';
import { MemorySecretStore } from '../../src-main/secrets';
import { campcountTeam } from './campcount-team';
import { call, type CliLaptop } from './helpers';

const team = campcountTeam('postroom-h-campcount-', 4141);
const { tet } = team;
let bao: CliLaptop;
let core: Core | undefined;
let tetId = '';
let luaId = '';

beforeAll(async () => {
  bao = await team.start();
  ({ tet: tetId, lua: luaId } = team.ids);
  core = await createCore({ dataDir: bao.dir, shell: 'web', env: { POSTROOM_TEAM_TOKEN: team.token('Bảo'), POSTROOM_API_KEY: team.sandbox().apiKey }, secretStore: new MemorySecretStore(), embeddedSandbox: false, connectivityIntervalMs: 0, resume: false });
}, 240_000);
afterAll(async () => {
  await core?.close();
  await team.stop();
});

type ListLine = { campaign: { id: string; sentHere: number; hadAlready?: number; sentBy: Array<{ name: string; posts: number; unshared?: { posts: number } }> } };

describe("Bảo's campaign counts", () => {
  it('`campaign list`: the two replays of a call no teammate names are the Hub\'s already, never "sent by you"', async () => {
    const lines = (await bao.ok(['campaign', 'list'])).lines() as ListLine[];
    const a = lines.find((l) => l.campaign?.id === tetId)!.campaign;
    expect({ sentHere: a.sentHere, hadAlready: a.hadAlready, sentBy: a.sentBy }).toEqual({ sentHere: 1, hadAlready: 2, sentBy: [{ name: 'Chi', posts: 1 }] });
    const text = (await bao.run(['campaign', 'list'])).stdout.split('\n');
    expect(text.find((l) => l.startsWith(tetId))).toMatch(/Tết Áo Dài, 1 sent by you, 2 the Hub already had \(replayed here\), 1 sent by Chi \(a teammate\)$/);
  });

  it('`campaign list` and `campaign status`: a revoked teammate\'s sends say their outcome is not shared', async () => {
    const lines = (await bao.ok(['campaign', 'list'])).lines() as ListLine[];
    expect(lines.find((l) => l.campaign?.id === luaId)!.campaign.sentBy).toEqual([{ name: 'Tuấn', posts: 2, unshared: { posts: 2, since: expect.any(Number) } }]);
    const text = (await bao.run(['campaign', 'list'])).stdout.split('\n');
    expect(text.find((l) => l.startsWith(luaId))).toMatch(/Lụa Hà Đông, 2 sent by Tuấn \(a teammate\), outcome not shared since Tuấn's access was revoked$/);
    const status = (await bao.run(['campaign', 'status', luaId])).stdout;
    expect(status).toContain("2 sent (2 by Tuấn, a teammate, outcome not shared since Tuấn's access was revoked)");
  });

  it('`campaign status`: the replays apart from his own and Chi\'s', async () => {
    const status = (await bao.run(['campaign', 'status', tetId])).stdout;
    expect(status).toContain('4 sent (2 the Hub already had (replayed here); 1 by Chi, a teammate)');
  });

  it("the bridge: the status counts them apart, and the Posts tab's row of post 1 (handed by the Send) says the Hub had it", async () => {
    const s = await call<CampaignStatusDto>(core!, 'campaigns.status', { id: tetId });
    expect({ sentFromHere: s.sentFromHere, hadAlready: s.hadAlready, sentHere: s.sentHere }).toEqual({ sentFromHere: 1, hadAlready: 2, sentHere: 0 });
    const d = await call<CampaignDetailDto>(core!, 'campaigns.get', { id: tetId });
    const row = (id: string) => d.posts.find((p) => p.id === id)!;
    expect([row(tet[0]!).sentReplayed, row(tet[0]!).sentHere]).toEqual([true, undefined]);
    expect([row(tet[1]!).sentReplayed, row(tet[1]!).sentHere]).toEqual([true, true]);
    expect(row(tet[3]!).sentReplayed).toBeUndefined();
    const l = await call<Array<{ id: string; sentHere: number; hadAlready?: number }>>(core!, 'campaigns.listStates', {});
    expect(l.find((x) => x.id === tetId)).toMatchObject({ sentHere: 1, hadAlready: 2 });
  });
});
