/**
 * w11sender (walk 11): `postroom status` on the SENDER's laptop says "edited since it was sent" of its own
 * send the Hub holds, as the teammate's `status` says it of the same send (and as the app's Outbox card and
 * calendar chip now do on both), before and after the sender leaves the team. Before: only a teammate's
 * line said it (emitTeammateSends); the sender's own job line said nothing. A REAL team server and a
 * sandbox Hub, started once for the file; Lan (editor) and Bảo (owner) are CLI laptops.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w11sender-status-', hub: { seed: 21 } });
let lan: CliLaptop;
let bao: CliLaptop;
const caption = `w11sender trà đào ${Date.now().toString(36)}`;
let id = '';

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  id = lan.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/w11sender.jpg'], caption, scheduled_at: '2031-11-29T16:00', timezone: 'Asia/Ho_Chi_Minh' }).id);
  await lan.ok(['review', 'submit', id]);
  await lan.sync();
  await bao.sync();
  await bao.ok(['review', 'approve', id]);
  await bao.sync();
  await lan.sync();
  await lan.ok(['publish', id, '--wait']);
  await lan.ok(['drafts', 'edit', id, '--caption', `${caption} — mua 1 tặng 1`]);
  for (const l of [lan, bao, lan, bao]) await l.sync();
}, 120_000);
afterAll(async () => team.stop());

const mine = async (l: CliLaptop) => (await l.ok(['status'])).lines().filter((x) => x.draftId === id && !x.teammate);
const theirs = async (l: CliLaptop) => (await l.ok(['status'])).lines().filter((x) => x.draftId === id && x.teammate);

describe("status on the sender's laptop: its own send, edited since", () => {
  it("says it in --json and in words, as the teammate's status says it of the same send", async () => {
    const [own] = await mine(lan);
    const [bao1] = await theirs(bao);
    expect(bao1?.editedSinceSent).toMatchObject({ approvedAt: expect.any(String) });
    expect(own?.post).toMatchObject({ state: 'scheduled' });
    expect(own?.editedSinceSent).toEqual({ approvedAt: bao1!.editedSinceSent.approvedAt, captionAsSent: true });
    const line = (await lan.run(['status'])).stdout.split('\n').find((x) => x.includes(id))!;
    expect(line).toContain('[edited since it was sent: the Hub holds the text as it was approved on');
  });

  it('after the sender leaves the team, still', async () => {
    lan.lib((x) => x.workspaces.setTeam(x.db, x.workspaces.getCurrent(x.db).id, null));
    const [own] = await mine(lan);
    expect(own?.editedSinceSent).toMatchObject({ approvedAt: expect.any(String), captionAsSent: true });
  });
});
