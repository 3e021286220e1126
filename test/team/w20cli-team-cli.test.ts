/**
 * w20cli (walk 18, findings 5, 6, 8c, 8d): the CLI's counts and words on a team. One REAL team server and one sandbox
 * Hub for the file (cliTeam); Lan (editor) and Bảo (approver) are CLI laptops.
 * - 6: a client approval Lan relayed, then confirmed by Bảo, reads "approved by Bảo — the client approved" (the client
 *   approved first); "— the client agrees" is for a client agreeing with an approval that already held.
 * - 8d: on Bảo's own laptop, `review decisions` says "relayed by you" and "as the client (via you)".
 * - 8b: `campaign status` of posts never sent for review says "2 not sent for review yet" on each line, not "waiting for approval".
 * - 8c: a post the Hub already holds says so in `review list` (as the app's queue row) and `review approve` warns.
 * - 5: made a viewer, Lan's `publish` of an approved post counts it "held back: a viewer cannot publish".
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientDecisionsFile, clientPageData, cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w20cli-', hub: {} });
let lan: CliLaptop;
let bao: CliLaptop;
/** p1: relayed by Lan, confirmed by Bảo; p2: approved by Bảo, then the client agreed; p3: Bảo imports the client's approval. */
let ids: string[] = [];
let campaignId = '';

const rowOf = (out: string, id: string): string => out.split('\n').find((l) => l.includes(id)) ?? '';
const both = async (): Promise<void> => {
  await lan.sync();
  await bao.sync();
  await lan.sync();
};

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'approver' }] as const);
  const made = lan.lib((x) => {
    const list = [1, 2, 3].map((k) => x.drafts.create(x.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: [{ url: 'https://cdn.example.com/w20cli.jpg' }], caption: `w20cli post ${k}` }).id);
    return { list, campaignId: x.campaigns.create(x.db, { name: 'W20 client', draftIds: list }).id };
  });
  ids = made.list;
  campaignId = made.campaignId;
  for (const id of ids) await lan.ok(['review', 'submit', id]);
  await both();
  await bao.ok(['review', 'approve', ids[1]!]);
  await both();
  // The client approves p1 and p2 on a page Lan made; Lan may not approve: p1 waits for an approver, p2 already was.
  const page = join(team.root(), 'lan-page.html');
  await lan.ok(['review', 'preview', campaignId, '--out', page]);
  const file = clientDecisionsFile(team.root(), clientPageData(readFileSync(page, 'utf8')), [{ i: 0, decision: 'approve' }, { i: 1, decision: 'approve' }]);
  await lan.ok(['review', 'decisions', file]);
  await both();
  await bao.ok(['review', 'confirm', ids[0]!]);
  await both();
}, 120_000);

afterAll(() => team.stop());

describe('w20cli: the CLI on a team', () => {
  it('6: the client approved first and Bảo confirmed: "— the client approved"; approved first, then the client: "— the client agrees"', async () => {
    const onLan = (await lan.run(['review', 'list'])).stdout;
    expect(rowOf(onLan, ids[0]!)).toContain('approved by Bảo — the client approved');
    expect(rowOf(onLan, ids[1]!)).toContain('approved by Bảo — the client agrees');
  });

  it('8d: on Bảo\'s own laptop, his relay of the client\'s decisions is "you"', async () => {
    const page = join(team.root(), 'bao-page.html');
    await bao.ok(['review', 'preview', campaignId, '--out', page]);
    const file = clientDecisionsFile(team.root(), clientPageData(readFileSync(page, 'utf8')), [{ i: 2, decision: 'approve' }]);
    const r = await bao.run(['review', 'decisions', file]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain("the client's decisions relayed by you");
    expect(r.stdout).toContain('applied 1 decision as the client (via you)');
    expect(r.stdout).not.toContain('Bảo');
    await both();
  });

  it('8c: a post the Hub holds says so in review list, and review approve warns', async () => {
    const sent = await lan.run(['publish', ids[1]!]);
    expect(sent.code, sent.stdout + sent.stderr).toBe(0);
    await lan.ok(['drafts', 'edit', ids[1]!, '--caption', 'w20cli post 2, edited after it went']);
    // An approved post edited is back in review (stale): no submit needed.
    await both();
    const row = rowOf((await bao.run(['review', 'list'])).stdout, ids[1]!);
    expect(row).toMatch(/\[at the Hub since \d{4}-\d\d-\d\d \d\d:\d\d UTC \(sent by Lan\): approving this edit lets it be sent again as a NEW post; it does not change the Hub’s post\]/);
    const approved = await bao.run(['review', 'approve', ids[1]!]);
    expect(approved.code, approved.stderr).toBe(0);
    expect(approved.stdout + approved.stderr).toMatch(/at the Hub since \d{4}-\d\d-\d\d \d\d:\d\d UTC \(sent by Lan\): approving this edit lets it be sent again as a NEW post; it does not change the Hub’s post/);
    await both();
  });

  it('8b: campaign status of posts never sent for review: "not sent for review yet" once, never also "waiting for approval"', async () => {
    const camp = lan.lib((x) => {
      const list = [1, 2].map((k) => x.drafts.create(x.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: [{ url: 'https://cdn.example.com/w20cli-b.jpg' }], caption: `w20cli never sent for review ${k}` }).id);
      return x.campaigns.create(x.db, { name: 'W20 never reviewed', draftIds: list }).id;
    });
    await lan.run(['campaign', 'dry-run', camp]);
    const st = await lan.run(['campaign', 'status', camp]);
    const status = st.stdout + st.stderr;
    const dry = status.split('\n').find((l) => l.startsWith('last dry run:')) ?? '';
    expect(dry).toContain('still what Send does: 0 to send, 0 held back for an error, 2 not sent for review yet');
    // Each post's own line says what happens once it is sent ("waiting for approval once sent"); no count says it waits now.
    expect(status).not.toMatch(/\d+ waiting for approval/);
    expect(status).toMatch(/^a send now: 0 to send, 2 not sent for review yet/m);
  });

  it('5: made a viewer, Lan\'s publish of an approved post is held back because a viewer cannot publish, never "waiting for approval"', async () => {
    await team.server().setMemberRole('Lan', 'viewer');
    await lan.sync();
    const r = await lan.run(['publish', ids[0]!]);
    expect(r.stdout + r.stderr).toContain('a viewer cannot publish');
    expect(r.stdout + r.stderr).toContain('sent 0 drafts; not sent 1 (1 held back: a viewer cannot publish)');
    expect(r.stdout + r.stderr).not.toContain('waiting for approval');
  });
});
