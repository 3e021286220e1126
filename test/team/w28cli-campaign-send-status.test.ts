/**
 * w28cli (walk 24, findings 1, 3, 4): `campaign send` and `campaign status` say what is true, and to whom.
 * 1. `campaign send` names each post THIS send held back, with its reason (a preflight problem in the words the app's
 *    Send tab shows: the core's heldProblems), and nothing of other batches (it listed a post Bảo's earlier send had sent,
 *    and never the post it held for its X caption of 337 characters).
 * 3. Bảo, the only approver, reads "waiting for approval by you" (the core's who-approves), never "by an approver".
 * 4. Chi, a viewer, reads "changes requested by the client (via Lan)" as every other laptop does (her laptop's port said
 *    "a viewer cannot publish" first, so her status counted it "waiting for approval").
 * One REAL team server and sandbox Hub, started once for the file; Lan (editor), Bảo (owner, the only approver) and Chi
 * (viewer) are CLI laptops. Each assertion failed on the old code.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../src-main/library';
import { firstLine } from '../../src-shared/first-line';
import type { SandboxHandle } from '../../src-main/sandbox';
import { clientDecisionsFile, clientPageData, cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w28cli-', hub: { seed: 34 } });
let sandbox: SandboxHandle;
let lan: CliLaptop;
let bao: CliLaptop;
let chi: CliLaptop;
let campaignId = '';
const ids = { ok: '', long: '', review: '', client: '' };
const tag = `w28cli-${Date.now().toString(36)}`;
const LONG = `${tag} B dài `.padEnd(337, 'x');

beforeAll(async () => {
  [lan, bao, chi] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }, { dir: 'chi', name: 'Chi', role: 'viewer' }] as const);
  sandbox = team.sandbox();
  for (const l of [lan, bao, chi]) await l.ok(['team', 'status']); // each keeps the members list: who approves, by name
  const post = (caption: string) => ({ profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/w28cli.jpg'], caption });
  lan.lib((l) => {
    ids.ok = l.drafts.create(l.db, post(`${tag} A approved`)).id;
    ids.long = l.drafts.create(l.db, post(LONG)).id;
    ids.review = l.drafts.create(l.db, post(`${tag} C in review`)).id;
    ids.client = l.drafts.create(l.db, post(`${tag} D the client asks for changes`)).id;
    campaignId = campaigns.create(l.db, { name: 'Tết w28', draftIds: [ids.ok, ids.long, ids.review, ids.client] }).id;
  });
  for (const id of Object.values(ids)) await lan.ok(['review', 'submit', id]);
  await lan.sync();
  await bao.sync();
  for (const id of [ids.ok, ids.long]) await bao.ok(['review', 'approve', id]);
  await bao.sync();
  await lan.sync();
  // The client asks for changes on post 4 (relayed by Lan).
  const page = join(team.root(), 'page.html');
  expect((await lan.run(['review', 'preview', campaignId, '--out', page, '--zone', 'Asia/Ho_Chi_Minh'])).code).toBe(0);
  await lan.sync();
  const data = clientPageData(readFileSync(page, 'utf8'));
  const i = data.posts.findIndex((p) => p.draftId === ids.client);
  const d = await lan.run(['review', 'decisions', clientDecisionsFile(team.root(), data, [{ i, decision: 'request_changes', note: 'Đổi ảnh' }])]);
  expect(d.code, d.stderr + d.stdout).toBe(0);
  await lan.sync();
  // Bảo's laptop sends the campaign first: post 1 goes out by Bảo (another batch, on another laptop).
  await bao.sync();
  await bao.run(['campaign', 'send', campaignId]);
  await bao.sync();
  await lan.sync();
  await chi.sync();
}, 180_000);

afterAll(() => team.stop());

describe("w28cli: campaign send names this send's held posts, and why", () => {
  it("Lan's send: the post held for its X caption, named with the app's words; nothing of Bảo's batch; exit 1", async () => {
    const r = await lan.run(['campaign', 'send', campaignId]);
    const out = r.stdout + r.stderr;
    expect(r.code, out).toBe(1);
    // Named by its first words, as lists name a post (src-shared firstLine).
    expect(out).toContain(`post 2 “${firstLine(LONG, 40)}” (draft ${ids.long}) held back: X's caption is 337 characters; X takes 280`);
    expect(out).toContain(`post 3 “${tag} C in review” (draft ${ids.review}) held back: waiting for approval by Bảo`);
    expect(out).toContain(`post 4 “${firstLine(`${tag} D the client asks for changes`, 40)}” (draft ${ids.client}) held back: changes requested by the client (via you)`);
    // Post 1 went out in Bảo's send (his batch): this send did not hold it back.
    expect(out).not.toContain(`(draft ${ids.ok})`);
    expect(sandbox.control.publishedPosts().filter((p) => (p.caption ?? '').startsWith(tag)).map((p) => p.caption)).toEqual([`${tag} A approved`]);
  });

  it('--json: each held post of this send, with its reason', async () => {
    const r = await lan.run(['campaign', 'send', campaignId, '--json']);
    expect(r.code).toBe(1);
    const held = r.lines().filter((l) => l.held).map((l) => l.held as { draftId: string; position: number; reason: string });
    expect(held.map((h) => [h.position, h.draftId])).toEqual([[2, ids.long], [3, ids.review], [4, ids.client]]);
    expect(held[0]?.reason).toBe("X's caption is 337 characters; X takes 280");
  });
});

describe('w28cli: campaign status names who approves, and reads one review state on every laptop', () => {
  it('Bảo, the only approver, reads "waiting for approval by you"', async () => {
    const r = await bao.run(['campaign', 'status', campaignId]);
    const out = r.stdout + r.stderr;
    expect(out).toContain(`(draft ${ids.review}) not sent: waiting for approval by you`);
    expect(out).not.toContain('by an approver');
    // The counts say whom, as the row does (the app's header: "waiting for approval by you").
    expect(out).toContain('3 held back (1 for its problems, 1 waiting for approval by you, 1 with changes requested by the client (via Lan))');
  });

  it('Lan reads "waiting for approval by Bảo"', async () => {
    const out = await lan.run(['campaign', 'status', campaignId]);
    expect(out.stdout + out.stderr).toContain('1 waiting for approval by Bảo');
    expect(out.stdout + out.stderr).toMatch(new RegExp(`\\(draft ${ids.review}\\) not sent( yet)?: waiting for approval by Bảo`));
  });

  it('Chi, a viewer, reads the changes the client asked for (via Lan), as Lan and Bảo do', async () => {
    const [c, b] = [await chi.run(['campaign', 'status', campaignId]), await bao.run(['campaign', 'status', campaignId])];
    const chiOut = c.stdout + c.stderr;
    expect(b.stdout + b.stderr).toContain('1 with changes requested by the client (via Lan)');
    expect(chiOut).toContain('1 with changes requested by the client (via Lan)');
    expect(chiOut).toContain(`(draft ${ids.client}) not sent yet: changes requested by the client (via Lan)`);
    expect(chiOut).toContain(`(draft ${ids.review}) not sent yet: waiting for approval by Bảo`);
  });
});
