/**
 * w24campaign (walk 21, 2): `campaign plan` after some posts were approved printed "2 posts given a time (scheduled on the
 * Hub)": nothing was sent to the Hub, and it was silent that an approved post lost its approval by getting a new time
 * (Bảo's `review list` said "new time chosen by Lan after you approved"; the calendar's toast says it). With a REAL team
 * server (started once for the file): Lan (editor) plans, Bảo (approver) approved post 2 before.
 * Failed on the old code: the line said "scheduled on the Hub" and named no post going back to review.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignInReview, cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w24campaign-plan-' });
let LAN: CliLaptop;
let BAO: CliLaptop;

beforeAll(async () => {
  [LAN, BAO] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'approver' }] as const);
  for (const l of [LAN, BAO]) await l.ok(['team', 'status']);
});
afterAll(async () => {
  await team.stop();
});

describe('campaign plan says what it did, and what it did to approvals', () => {
  it('"given a new time (not sent …)", and the approved post that goes back to review, naming who approved the old time', async () => {
    const { posts, campaignId } = await campaignInReview(LAN, 'Giáng sinh', ['Cà phê trứng', 'Bạc xỉu']);
    await BAO.sync();
    await BAO.ok(['review', 'approve', posts[1]!]);
    await BAO.sync();
    await LAN.sync();

    const plan = ['campaign', 'plan', campaignId, '--mode', 'interval', '--interval', '60', '--start', '2027-12-20T09:00', '--timezone', 'Asia/Ho_Chi_Minh'];
    const r = await LAN.run(plan);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toContain('scheduled on the Hub');
    expect(r.stdout).toContain('2 posts given a new time (nothing sent: the Hub holds nothing new until `postroom campaign send`)');
    expect(r.stdout).toContain(`post 2 (draft ${posts[1]!}) goes back to review: Bảo approved the old time`);
    expect(r.stdout).not.toContain(`post 1 (draft ${posts[0]!}) goes back`);

    // The same plan again moves nothing: no post is said to get a new time, none goes back to review.
    const again = await LAN.ok(plan);
    expect(again.lines().at(-1)).toMatchObject({ ok: true, written: 2, moved: 0, backToReview: [] });
  });
});
