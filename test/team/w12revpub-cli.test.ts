/**
 * w12revpub (walk 12, issue 34): a laptop whose member token the team revoked publishes NOTHING of the team, from the
 * CLI as from the app (one rule in the core: team/publish-port.ts answers `revoked` before any other check).
 * Before: Lan's app shut Publish and "Send it as a new post at another time…", yet `postroom publish P --again` on her
 * laptop printed "sent 1 draft" and the Hub held a SECOND post at the same time, which the team never heard of.
 * One REAL team server and sandbox Hub (started once for the file); Lan (editor) and Bảo (owner) are CLI laptops; the
 * sandbox's own post list counts the posts.
 */
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalRefusal, type PublishDraft } from '../../src-main/publisher';
import type { SandboxHandle } from '../../src-main/sandbox';
import { teamPublishPort } from '../../src-main/team';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w12revpub-', hub: { seed: 1212 } });
let sandbox: SandboxHandle;
let lan: CliLaptop;
let bao: CliLaptop;
let held = '';
let fresh = '';
let campaignId = '';
let campaignPost = '';
const tag = `w12revpub ${Date.now().toString(36)}`;
const REVOKED = "the team revoked this computer's member token (the team server says so): ask the team owner for a new token and join again with it; nothing was sent";

/** The sandbox Hub's own list of posts (scheduled ones included). */
const hubPosts = (): Array<{ caption: string; run_at: number }> => sandbox.control.db.prepare('SELECT caption, run_at FROM posts ORDER BY rowid').all() as Array<{ caption: string; run_at: number }>;
const jobsOf = (l: CliLaptop, id: string): number => l.lib((x) => (x.db.prepare('SELECT count(*) AS n FROM publish_jobs WHERE draft_id = ?').get(id) as { n: number }).n);

async function approved(caption: string, at: string, zone: string): Promise<string> {
  const id = lan.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/w12revpub.jpg'], caption, scheduled_at: at, timezone: zone }).id);
  await lan.ok(['review', 'submit', id]);
  await lan.sync();
  await bao.sync();
  await bao.ok(['review', 'approve', id]);
  await bao.sync();
  await lan.sync();
  return id;
}

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  sandbox = team.sandbox();
  const zone = 'Asia/Ho_Chi_Minh';
  const at = DateTime.now().setZone(zone).plus({ days: 1 }).set({ hour: 19, minute: 0, second: 0, millisecond: 0 }).toISO()!;
  // Walk 12's Black Friday post: scheduled at the Hub by Lan, edited by Lan, the edit approved by Bảo.
  held = await approved(`${tag} Black Friday`, at, zone);
  await lan.ok(['publish', held]);
  await lan.ok(['drafts', 'edit', held, '--caption', `${tag} Black Friday, edited`]);
  await lan.sync();
  await bao.sync();
  await bao.ok(['review', 'approve', held]);
  await bao.sync();
  await lan.sync();
  // And a post approved, never sent.
  fresh = await approved(`${tag} fresh`, at, zone);
  // And a campaign of one approved post, dry-run, not sent.
  campaignPost = await approved(`${tag} campaign`, at, zone);
  campaignId = lan.lib((l) => l.campaigns.create(l.db, { name: 'Black Friday', draftIds: [campaignPost] }).id);
  await lan.ok(['campaign', 'dry-run', campaignId]);
  await team.server().revokeMember('Lan');
  // Her laptop hears it (the CLI keeps the server's refusal in the library, as the app's session does).
  const s = await lan.run(['team', 'status']);
  expect(s.stdout + s.stderr).toMatch(/revoked/);
}, 120_000);

afterAll(() => team.stop());

describe('the CLI on a revoked laptop', () => {
  it("`publish P --again` of a post the Hub holds is refused with the revocation: the Hub holds no second post, no new job", async () => {
    const before = { hub: hubPosts(), jobs: jobsOf(lan, held) };
    expect(before.hub.filter((p) => p.caption.startsWith(`${tag} Black Friday`))).toHaveLength(1);
    const r = await lan.run(['publish', held, '--again']);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(r.stdout + r.stderr).toContain(REVOKED);
    expect(r.stdout + r.stderr).not.toMatch(/sent 1 draft/);
    expect(hubPosts()).toEqual(before.hub);
    expect(jobsOf(lan, held)).toBe(before.jobs);
  });

  it('`publish P` of an approved post never sent is refused the same way (--json: the code `revoked`)', async () => {
    const before = hubPosts();
    const r = await lan.run(['publish', fresh, '--wait', '--json']);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(r.lines().find((l) => l.state === 'skipped')).toMatchObject({ draftId: fresh, lastError: 'revoked' });
    expect(hubPosts()).toEqual(before);
    expect(jobsOf(lan, fresh)).toBe(0);
  });

  it('`campaign send` holds its post back the same way: the Hub gets nothing', async () => {
    const before = hubPosts();
    const r = await lan.run(['campaign', 'send', campaignId]);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(r.stdout + r.stderr).toContain(REVOKED);
    expect(r.stdout + r.stderr).not.toMatch(/waiting for approval/);
    expect(hubPosts()).toEqual(before);
    expect(jobsOf(lan, campaignPost)).toBe(0);
  });

  it("the core's team port answers `revoked` before its approval: the one rule every shell's publisher reads", () => {
    const problem = lan.lib((l) => {
      const port = teamPublishPort(l, l.workspaces.getCurrent(l.db))!;
      expect(port.approval(fresh)).toEqual({ waiting: 'revoked' });
      return approvalRefusal(port, { ...l.drafts.get(l.db, fresh), photos: [] } as unknown as PublishDraft);
    });
    expect(problem).toMatchObject({ code: 'revoked', message: REVOKED });
  });

  it("Bảo, still a member, publishes the approved post: the refusal is the revoked laptop's only", async () => {
    const before = hubPosts().length;
    const r = await bao.run(['publish', fresh]);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(hubPosts()).toHaveLength(before + 1);
  });
});
