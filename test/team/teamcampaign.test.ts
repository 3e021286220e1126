/**
 * teamcampaign (issue 34, walk 4 finding 4): a campaign a teammate sent is sent on every laptop.
 * Lan sent her campaign; on Chi's laptop its status said "3 to send", the dry run listed the posts
 * "ok", and `campaign send` said "done; 0 handed" (the team keys held: no duplicate, but every count
 * lied). One REAL team server and sandbox Hub (started once for the file); Lan (editor) and Chi
 * (owner) are CLI laptops. The campaign: A, B and C approved (Lan sends them), D only in review.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../src-main/library';
import type { SandboxHandle } from '../../src-main/sandbox';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-teamcampaign-', hub: { seed: 34 } });
let sandbox: SandboxHandle;
let lan: CliLaptop;
let chi: CliLaptop;
let campaignId = '';
const ids: Record<'a' | 'b' | 'c' | 'd', string> = { a: '', b: '', c: '', d: '' };
const tag = `teamcampaign-${Date.now().toString(36)}`;
const atHub = () => sandbox.control.publishedPosts().filter((p) => (p.caption ?? '').startsWith(tag)).map((p) => p.caption).sort();

beforeAll(async () => {
  [lan, chi] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'chi', name: 'Chi', role: 'owner' }] as const);
  sandbox = team.sandbox();
  const post = (caption: string) => ({ profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/teamcampaign.jpg'], caption });
  lan.lib((l) => {
    ids.a = l.drafts.create(l.db, post(`${tag} A`)).id;
    ids.b = l.drafts.create(l.db, post(`${tag} B`)).id;
    ids.c = l.drafts.create(l.db, post(`${tag} C`)).id;
    ids.d = l.drafts.create(l.db, post(`${tag} D in review`)).id;
    campaignId = campaigns.create(l.db, { name: 'Tết 2027 – Cà Phê', draftIds: [ids.a, ids.b, ids.c, ids.d] }).id;
  });
  for (const id of Object.values(ids)) await lan.ok(['review', 'submit', id]);
  await lan.sync();
  await chi.sync();
  for (const id of [ids.a, ids.b, ids.c]) await chi.ok(['review', 'approve', id]);
  await chi.sync();
  await lan.sync();
  // Lan sends her campaign: A, B and C go to the Hub; D waits for approval.
  await lan.run(['campaign', 'send', campaignId, '--json']);
  expect(atHub()).toEqual([`${tag} A`, `${tag} B`, `${tag} C`]);
  await lan.sync();
  await chi.sync();
}, 90_000);

afterAll(() => team.stop());

describe("Chi's laptop, after Lan sent the campaign", () => {
  it('campaign status: 3 sent by Lan, 1 not sent (D, waiting), not "4 not sent"', async () => {
    const s = (await chi.ok(['campaign', 'status', campaignId])).lines().find((l) => l.status)?.status as Record<string, unknown>;
    expect(s).toMatchObject({ sendState: 'done', total: 4, handed: 0, skipped: 0, unsent: 1, teamSent: 3, sentBy: [{ name: 'Lan', posts: 3 }] });
    const text = await chi.run(['campaign', 'status', campaignId]);
    expect(text.stdout + text.stderr).toContain('partly sent: 4 posts · 3 sent (3 by Lan, a teammate) · 1 held back (1 waiting for approval by an owner or an approver)');
  });

  it('campaign dry-run: A, B and C held back as sent by Lan (not "ok"), D waiting; nothing counted to send but D', async () => {
    const r = await chi.run(['campaign', 'dry-run', campaignId, '--json']);
    const last = r.json();
    // sendtab: no row is an error: D waits for approval (summary.waiting), Lan's posts are held back with nothing wrong with them.
    expect(last.summary).toMatchObject({ posts: 4, going: 0, held: 4, waiting: 1, teamSent: 3, errors: 0 });
    expect(last.heldForErrors).toBe(0);
    expect(last.teamSent).toEqual([{ name: 'Lan', posts: 3, draftIds: [ids.a, ids.b, ids.c] }]);
    const rows = r.lines().filter((l) => l.row).map((l) => l.row as { draftId: string; held: boolean; sentBy: string | null });
    expect(rows.map((x) => [x.draftId, x.held, x.sentBy])).toEqual([[ids.a, true, 'Lan'], [ids.b, true, 'Lan'], [ids.c, true, 'Lan'], [ids.d, true, null]]);
    const text = await chi.run(['campaign', 'dry-run', campaignId]);
    expect(text.stdout).toMatch(/^ {3}1 {2}x .* sent by Lan \(not sent again\)$/m);
    expect(text.stdout).not.toMatch(/ ok$/m);
    expect(text.stdout).toContain('4 posts, 4 rows: 0 to send, 0 with errors,');
    expect(text.stdout).toContain('sent by Lan (a teammate): 3 (not sent again)');
    // The kept dry run, as the Send tab reads it: nothing to send, 3 sent by a teammate, 1 waiting.
    const st = (await chi.ok(['campaign', 'status', campaignId])).lines().find((l) => l.status)?.status as { dryRun: Record<string, unknown> };
    expect(st.dryRun).toMatchObject({ current: true, toSend: 0, held: 4, waiting: 1, teamSent: 3 });
  });

  it('campaign send makes no Hub post and says the posts were sent by Lan; the status then says the same', async () => {
    const r = await chi.run(['campaign', 'send', campaignId, '--json']);
    const lines = r.lines();
    // w28cli (walk 24, 1): a send names only what it held back itself; the posts Lan's send sent are counted ("3 sent (3 by Lan,
    // a teammate)"), never listed as this send's (it listed a teammate's post of another batch instead of its own held post).
    expect(lines.filter((l) => l.teamSent)).toEqual([]);
    expect(lines.filter((l) => l.held).map((l) => l.held.draftId)).toEqual([ids.d]); // D, this send's own (waiting for approval)
    expect(lines.at(-1)?.status).toMatchObject({ handed: 0, skipped: 1, unsent: 0, teamSent: 3 });
    expect(atHub()).toEqual([`${tag} A`, `${tag} B`, `${tag} C`]);
    const text = await chi.run(['campaign', 'send', campaignId]);
    expect(text.stdout + text.stderr).not.toContain(`(draft ${ids.a})`);
    expect(text.stdout + text.stderr).toContain('3 sent (3 by Lan, a teammate)');
    expect(atHub()).toHaveLength(3);
  });
});
