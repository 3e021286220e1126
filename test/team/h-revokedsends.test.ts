/**
 * h-revokedsends (walk 39b): a teammate revoked while their sends were on their way. Tuấn's computer sent two posts (the
 * Hub slow: still processing), shared "sending" with the team, then the owner Olivia revoked his member token; the Hub
 * published both and Tuấn's own `status` said so, but the team server refuses a revoked token's writes, so that outcome never
 * reached the team. Before: Olivia's `drafts list` said "sending" and her `status` "sending … only Tuấn's computer can
 * withdraw it", as if news were coming and Tuấn could still act for the team. Now: her laptop says what became of the post
 * cannot reach the team since his revocation, and offers no revoked computer. When Tuấn joins again with a new token, the
 * outcome his journal has reaches the team (it did before too).
 * One REAL team server and sandbox Hub (started once for the file); Olivia (owner) and Tuấn (editor) are CLI laptops.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemberToken } from '../../src-main/team-server';
import { cliLaptop, cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-h-revokedsends-', hub: { seed: 3902 } });
let olivia: CliLaptop;
let tuan: CliLaptop;
const ids: string[] = [];
const tag = `h-revokedsends ${Date.now().toString(36)}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  [olivia, tuan] = await team.start([{ dir: 'olivia', name: 'Olivia', role: 'owner' }, { dir: 'tuan', name: 'Tuấn', role: 'editor' }] as const);
  for (const l of [olivia, tuan]) await l.ok(['team', 'status']);
  // The sandbox Hub slow: the posts are accepted and processed 4 s later.
  team.sandbox().control.setProcessingMs(4000);
  tuan.lib((l) => {
    for (const n of [1, 2]) ids.push(l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/h-revokedsends.jpg'], caption: `${tag} post ${n}` }).id);
  });
  for (const id of ids) await tuan.ok(['review', 'submit', id]);
  await tuan.sync();
  await olivia.sync();
  for (const id of ids) await olivia.ok(['review', 'approve', id]);
  await olivia.sync();
  await tuan.sync();
  for (const id of ids) await tuan.ok(['publish', id]);
  await tuan.sync();
  await olivia.sync();
  // Olivia's laptop has Tuấn's "sending" (the team shared it).
  const before = (await olivia.run(['drafts', 'list'])).stdout;
  for (const id of ids) expect(before).toMatch(new RegExp(`^${id}  sending`, 'm'));
  await team.server().revokeMember('Tuấn');
  await sleep(4500);
  // Tuấn's computer learns the outcome from the Hub; the team refuses what it would share.
  await tuan.run(['resume', '--wait']);
  const own = await tuan.run(['status']);
  expect(own.stdout).toMatch(/published on all channels/);
  await tuan.run(['team', 'sync']);
  await olivia.sync();
}, 120_000);

afterAll(() => team.stop());

describe("Olivia's laptop, after Tuấn was revoked with his sends' outcome unshared", () => {
  it('`drafts list`: not "sending": what became of each cannot reach the team since his revocation', async () => {
    const out = (await olivia.run(['drafts', 'list'])).stdout;
    for (const id of ids) {
      const line = out.split('\n').find((l) => l.startsWith(id))!;
      expect(line).toMatch(/^\S+ {2}sending when Tuấn's computer last shared it; what became of it cannot reach the team: Tuấn's member token was revoked at \d{4}-\d\d-\d\d \d\d:\d\d UTC and the team refuses that computer's news; it is shared when Tuấn joins again with a new token from the team owner/);
    }
  });

  it('`drafts list --json`: the post state says who was revoked and when (postState.by.revokedAt), still `sending`', async () => {
    const rows = (await olivia.ok(['drafts', 'list'])).lines().filter((l) => ids.includes((l.draft as { id?: string } | undefined)?.id ?? ''));
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(r.postState).toMatchObject({ state: 'sending', by: { name: 'Tuấn', revokedAt: expect.any(Number) } });
  });

  it('`status`: each of his sends says so, and never "only Tuấn\'s computer can withdraw it"', async () => {
    const out = (await olivia.run(['status'])).stdout;
    const lines = out.split('\n').filter((l) => ids.some((id) => l.includes(`draft ${id}`)));
    expect(lines).toHaveLength(2);
    for (const l of lines) {
      expect(l).toContain("what became of it cannot reach the team: Tuấn's member token was revoked at");
      expect(l).toContain('nothing can withdraw it or ask the Hub about it from this computer');
      expect(l).not.toMatch(/only Tuấn's computer can/);
    }
  });

  it('Tuấn joins again with a new token: the outcome his computer had reaches the team, and the words go', async () => {
    const { token } = await createMemberToken(team.server().store, { name: 'Tuấn', role: 'editor' });
    // His laptop (the same data dir) with the new token joins the same team again.
    const again = cliLaptop(team.root(), 'tuan', token, { POSTROOM_API_KEY: team.sandbox().apiKey });
    await again.ok(['workspace', 'join', 'Studio', '--team', team.server().httpUrl, '--hub', team.sandbox().url]);
    await again.sync();
    await olivia.sync();
    const out = (await olivia.run(['drafts', 'list'])).stdout;
    for (const id of ids) expect(out).toMatch(new RegExp(`^${id}  published on all channels`, 'm'));
    expect(out).not.toMatch(/cannot reach the team/);
  });
});
