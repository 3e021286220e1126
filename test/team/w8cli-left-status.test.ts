/**
 * w8cli (walk 8, finding 8): `postroom status` in a workspace that LEFT its team said "no jobs yet" while
 * the app's Outbox in the same workspace listed "Sent by the team you left: 9 posts" (leftview kept the
 * team's outcomes; the bridge's jobs.team reads them through leftPort). The CLI now lists them as the
 * Outbox does: each post the team sent, "sent by the team you left" (`--json`: `teammate: true`,
 * `leftTeam: true`, `sentBy`).
 * A REAL team server and a REAL sandbox Hub, each started once for the file. Lan (the CLI) publishes an
 * approved post; Bảo (an app core) leaves the team; the CLI runs on Bảo's data dir.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useStudioInReview } from './studio-hub';

const { studio, call, until, baoCli } = useStudioInReview({ prefix: 'postroom-w8cli-left-', seed: 7, post: { caption: 'Bánh mì mới ra lò mỗi sáng 7 giờ', photo: 'https://cdn.example.com/w8cli.jpg' } });
let bao: typeof studio.bao;
let published = '';

beforeAll(async () => {
  const { L } = studio;
  ({ bao, draftId: published } = studio);
  // The draft of Lan's in review, approved by Bảo, published by Lan; Bảo's laptop knows who sent it.
  await call(bao, 'review.act', { draftId: published, action: 'approve' });
  await until(async () => {
    await L.sync();
    return L.lib((l) => l.db.prepare('SELECT count(*) AS n FROM approvals WHERE draft_id = ?').get(published) as { n: number }).n > 0;
  });
  const pub = await L.run(['publish', published, '--wait', '--json']);
  expect(pub.code, pub.stderr + pub.stdout).toBe(0);
  await L.sync();
  await until(async () => (await call<{ by?: { name: string } | null }>(bao, 'drafts.postState', { id: published })).by?.name === 'Lan');
  await call(bao, 'team.leave', {});
}, 90_000);

describe('postroom status in a workspace that left its team', () => {
  it('lists the posts the team sent, as the Outbox does (never "no jobs yet")', async () => {
    const outbox = await call<Array<{ draftId: string; by: { name: string } }>>(bao, 'jobs.team', { limit: 100 });
    expect(outbox.map((s) => s.draftId)).toEqual([published]);
    const r = await baoCli(['status', '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toContain('no jobs yet');
    const rows = r.stdout.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(rows).toHaveLength(outbox.length);
    expect(rows[0]).toMatchObject({ draftId: published, teammate: true, leftTeam: true, sentBy: { name: 'Lan' } });
  });

  it('says "sent by the team you left" in words', async () => {
    const r = await baoCli(['status']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toContain('no jobs yet');
    expect(r.stdout).toContain(`draft ${published}`);
    expect(r.stdout).toContain('sent by the team you left (Lan)');
    expect(r.stdout).toContain('x:ok');
  });
});
