/**
 * h-localapproval (walk 45b, 2): in a team that requires approval, a send goes only on approvals the TEAM has accepted.
 * On a REAL team server and sandbox Hub: the owner let authors approve their own posts; approver Olivia sent her own post
 * for review, the team server stopped, and she approved it offline ("approved here, not yet accepted by the team").
 * Before: `publish O1 --wait` said "sending on the approvals as last synced" and PUBLISHED it; the owner then turned the
 * rule off, the server refused her approval, and the post was live on an approval the team never accepted.
 * Now the send holds it, in the core's words (the same as `review list`'s state), and the Hub holds nothing; once the
 * server is back, the CLI's exchange before the send pushes the approval, the server accepts it and the post goes.
 * An approval the server refuses once back is never sent on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../src-main/library';
import type { SandboxHandle } from '../../src-main/sandbox';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-h-localapproval-', hub: { seed: 45 }, quietPort: true });
let sandbox: SandboxHandle;
let owner: CliLaptop;
let olivia: CliLaptop;
const tag = `localapproval-${Date.now().toString(36)}`;
const post = (caption: string) => ({ profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/localapproval.jpg'], caption: `${tag} ${caption}` });
const atHub = (caption: string): number => sandbox.control.publishedPosts().filter((p) => p.caption === `${tag} ${caption}`).length;
const HOLD = 'approved here, not yet accepted by the team: it is sent once the team server accepts the approval';

/** Olivia's own post, sent for review while the team server runs; then the server stops and she approves it offline. */
async function approvedOffline(caption: string): Promise<string> {
  const id = olivia.lib((l) => l.drafts.create(l.db, post(caption)).id);
  await olivia.ok(['review', 'submit', id]);
  await olivia.sync();
  await team.server().stop();
  await olivia.ok(['review', 'approve', id]);
  const row = (await olivia.ok(['review', 'list'])).lines().find((l) => l.review?.draftId === id) as { review: Record<string, unknown> };
  expect(row.review).toMatchObject({ state: 'approved', approvalOnlyHere: true });
  return id;
}

beforeAll(async () => {
  [owner, olivia] = await team.start([{ dir: 'owner', name: 'Owner', role: 'owner' }, { dir: 'olivia', name: 'Olivia', role: 'approver' }] as const);
  sandbox = team.sandbox();
  await owner.ok(['team', 'settings', '--authors-may-approve', 'yes']);
  await owner.sync();
  await olivia.sync();
}, 60_000);
afterAll(() => team.stop());

describe('an author approves her own post while the team server is down, and sends it', () => {
  it('publish holds it (nothing at the Hub); once the server is back and accepts the approval, it goes', async () => {
    const id = await approvedOffline('O1');
    const r = await olivia.run(['publish', id, '--wait']);
    expect(r.code, r.stdout + r.stderr).not.toBe(0);
    expect(atHub('O1')).toBe(0);
    expect(r.stdout + r.stderr).toContain(HOLD);
    // Held, never "with problems"; and the line about the approvals it sends on stays true: hers was not sent on.
    expect(r.stdout).toContain('not sent 1 (1 approved here, not yet accepted by the team)');
    await team.restart();
    const again = await olivia.run(['publish', id, '--wait']);
    expect(again.code, again.stdout + again.stderr).toBe(0);
    expect(atHub('O1')).toBe(1);
    expect(again.stderr).not.toContain('Could not reach the team server');
  });

  it('campaign send holds it too; the server refuses the approval once back (the owner turned the rule off): never sent', async () => {
    const id = await approvedOffline('O2');
    const campaignId = olivia.lib((l) => campaigns.create(l.db, { name: `Campaign ${tag}`, draftIds: [id] }).id);
    const r = await olivia.run(['campaign', 'send', campaignId]);
    expect(atHub('O2')).toBe(0);
    expect(r.stdout + r.stderr).toContain(HOLD);
    await team.restart();
    await owner.ok(['team', 'settings', '--authors-may-approve', 'no']);
    await owner.sync();
    const again = await olivia.run(['publish', id, '--wait']);
    expect(again.code, again.stdout + again.stderr).not.toBe(0);
    expect(atHub('O2')).toBe(0);
  });
});
