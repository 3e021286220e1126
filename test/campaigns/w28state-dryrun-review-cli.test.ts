/**
 * w28state (walk 24, 2): `campaign dry-run` counted a row whose post was sent back with changes requested as "waiting for
 * review" (its line: "3 waiting for review" of one in review, one never sent for review, one with changes requested by
 * Bảo). Now the rows are counted by what each waits for (the core's rowsWaitingFor, the Send tab's words), who asked for
 * the changes named; the parts add up to the rows, and the real send holds the same posts back for the same reasons.
 * One REAL team server and sandbox Hub (started once for the file). Failed on the old code ("3 waiting for review").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../src-main/library';
import { cliTeam, type CliLaptop } from '../team/helpers';

const team = cliTeam({ prefix: 'postroom-w28state-', hub: { seed: 28 } });
let lan: CliLaptop;
let bao: CliLaptop;
let campaignId = '';
const ids: Record<'a' | 'b' | 'c' | 'd', string> = { a: '', b: '', c: '', d: '' };
const tag = `w28state-${Date.now().toString(36)}`;

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  const post = (caption: string) => ({ profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/w28state.jpg'], caption });
  lan.lib((l) => {
    ids.a = l.drafts.create(l.db, post(`${tag} A approved`)).id;
    ids.b = l.drafts.create(l.db, post(`${tag} B in review`)).id;
    ids.c = l.drafts.create(l.db, post(`${tag} C changes requested`)).id;
    ids.d = l.drafts.create(l.db, post(`${tag} D never sent for review`)).id;
    campaignId = campaigns.create(l.db, { name: 'Trung thu', draftIds: [ids.a, ids.b, ids.c, ids.d] }).id;
  });
  for (const id of [ids.a, ids.b, ids.c]) await lan.ok(['review', 'submit', id]);
  await lan.sync();
  await bao.sync();
  await bao.ok(['review', 'approve', ids.a]);
  await bao.ok(['review', 'changes', ids.c, '--comment', 'Thêm giờ mở cửa']);
  await bao.sync();
  await lan.sync();
}, 90_000);

afterAll(() => team.stop());

describe('the dry run counts each review hold by what it waits for (w28state)', () => {
  it('campaign dry-run: "1 waiting for approval, 1 not sent for review yet, 1 with changes requested by Bảo", never "3 waiting for review"', async () => {
    const r = await lan.run(['campaign', 'dry-run', campaignId]);
    expect(r.stdout).toMatch(/^4 posts, 4 rows: 1 to send, 0 with errors, 0 held with their post, 1 waiting for approval, 1 not sent for review yet, 1 with changes requested by Bảo; /m);
    expect(r.stdout).not.toMatch(/waiting for review/);
    const json = (await lan.run(['campaign', 'dry-run', campaignId, '--json'])).json();
    expect(json.summary).toMatchObject({ rows: 4, rowsToSend: 1, rowsWaiting: 3, rowsWaitingFor: { in_review: 1, to_submit: 1, changes: 1, resend: 0, role: 0 }, changesBy: ['Bảo'] });
  });

  // w28cli: a laptop that never read the member list says who may approve by role ("by an owner or an approver").
  it('the real send holds the same posts back, for the same reasons', async () => {
    const r = await lan.run(['campaign', 'send', campaignId]);
    expect(r.stdout + r.stderr).toMatch(/: partly sent; 4 posts · 1 sent · 3 held back \(1 waiting for approval by an owner or an approver, 1 not sent for review yet, 1 with changes requested by Bảo\)$/m);
  });
});
