/**
 * h-ownapprove (walk 43b, 3): on a REAL team server, approver Olivia wrote a post; the owner turned "authors may approve"
 * OFF while she was offline, so her laptop still let her approve it. She approved it four times offline, editing between,
 * then synced: the server refused all four. What decides is that she may not approve her own post (the rule the team
 * applies first): every refusal says so, and `team status` says ONE line for the post (4 refused, that reason, who else
 * may approve it: Minh or Owen). Her `review list` never reads "approved" once the refusal is known, and while her
 * approval is only on her laptop it reads "approved here, not yet accepted by the team".
 * Failed on the old code: three refusals read "of versions the team does not hold" (her own unsent edits) and one "her
 * own post", two lines for one post.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-h-ownapprove-' });
let OWEN: CliLaptop;
let OLIVIA: CliLaptop;
let MINH: CliLaptop;
const CAPTION = 'Olivia wrote this, v4';
let postId = '';

beforeAll(async () => {
  [OWEN, OLIVIA, MINH] = await team.start([
    { dir: 'owen', name: 'Owen', role: 'owner' }, { dir: 'olivia', name: 'Olivia', role: 'approver' }, { dir: 'minh', name: 'Minh', role: 'approver' },
  ] as const);
  for (const l of [OWEN, OLIVIA, MINH]) await l.ok(['team', 'status']);
});
afterAll(async () => {
  await team.stop();
});

describe('an author approves her own post offline four times, editing between, after the owner turned the rule off', () => {
  it('every refusal says she may not approve her own post, one line for the post; her review list never says approved', async () => {
    await OWEN.ok(['team', 'settings', '--authors-may-approve', 'yes']);
    await OWEN.sync();
    await OLIVIA.sync();
    const id = OLIVIA.lib((x) => x.drafts.create(x.db, { caption: 'Olivia wrote this', platforms: ['instagram'] }).id);
    postId = id;
    await OLIVIA.sync();
    await OLIVIA.ok(['review', 'submit', id]);
    await OLIVIA.sync();
    await OWEN.ok(['team', 'settings', '--authors-may-approve', 'no']);
    await OWEN.sync();
    // Offline: her laptop still reads "authors may approve".
    for (let i = 1; i <= 4; i++) {
      await OLIVIA.ok(['review', 'approve', id]);
      if (i === 1) {
        // Not accepted by the team yet: approved HERE, and said so (JSON and words).
        const row = (await OLIVIA.ok(['review', 'list'])).lines().find((l) => l.review?.draftId === id) as { review: Record<string, unknown> };
        expect(row.review).toMatchObject({ state: 'approved', approvalOnlyHere: true });
        expect((await OLIVIA.run(['review', 'list'])).stdout).toContain('approved here, not yet accepted by the team');
      }
      if (i < 4) await OLIVIA.ok(['drafts', 'edit', id, '--caption', `Olivia wrote this, v${i + 1}`]);
    }
    // Each refusal closes the connection: a sync a refusal.
    for (let i = 0; i < 6; i++) await OLIVIA.run(['team', 'sync']);

    const s = (await OLIVIA.ok(['team', 'status', '--json'])).json() as { refused: { approvals: Array<Record<string, unknown>>; mine: unknown } };
    expect(s.refused.approvals).toHaveLength(1);
    expect(s.refused).toMatchObject({ mine: { approvals: 4, posts: 1 }, approvals: [{ draftId: id, rule: 'own_post', times: 4 }] });
    const words = (await OLIVIA.run(['team', 'status'])).stdout;
    expect(words).toContain(`4 of your approvals of "${CAPTION}" were refused by the team server: you created this post, and the team, as its server has the settings, does not let authors approve their own posts. They did not reach your teammates; Minh or Owen may approve it.`);
    expect(words).not.toContain('does not hold');

    const list = (await OLIVIA.ok(['review', 'list'])).lines().find((l) => l.review?.draftId === id) as { review: Record<string, unknown> };
    expect(list.review.state).not.toBe('approved');
    expect(list.review.approvalOnlyHere).toBeUndefined();
  });

  it('an approval the team accepted reads plainly approved (Minh approves it)', async () => {
    const id = postId;
    await MINH.sync();
    await MINH.ok(['review', 'approve', id]);
    // `drafts list` says the review state by the same derivation (reviewStateEnglish).
    expect((await MINH.run(['drafts', 'list'])).stdout).toContain('approved here, not yet accepted by the team');
    await MINH.sync();
    expect((await MINH.run(['drafts', 'list'])).stdout).not.toContain('not yet accepted');
    await OLIVIA.sync();
    const hers = (await OLIVIA.ok(['review', 'list'])).lines().find((l) => l.review?.draftId === id) as { review: Record<string, unknown> };
    expect(hers.review.state).toBe('approved');
    expect(hers.review.approvalOnlyHere).toBeUndefined();
  });
});
