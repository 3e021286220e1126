/**
 * w17you (walk 16, F5): after Bảo left the team in the app, `postroom review list` on his laptop printed the left-team
 * note, then "no post is in review" (--json: every count 0), while the team's posts kept there are in review (Compose
 * says "In review"). Now it lists them from the core's one list (team/review-left.ts leftInReview): the team's posts as
 * they were when he left, in review, with no step open here because he left (--json: box "left_team", leftTeam: true).
 * A REAL team server and a REAL sandbox Hub, started once for the file. Lan (the CLI) sends a post for review; Bảo (an
 * app core) sees it in review, then leaves the team; the CLI runs on Bảo's data dir.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useStudioInReview } from './studio-hub';

const { studio, call, baoCli } = useStudioInReview({ prefix: 'postroom-w17you-left-', seed: 17, post: { caption: 'Cà phê muối, chỉ tuần này', photo: 'https://cdn.example.com/w17you.jpg' } });
let bao: typeof studio.bao;
let inReview = '';

beforeAll(async () => {
  ({ bao, draftId: inReview } = studio);
  await call(bao, 'team.leave', {});
}, 90_000);

describe('postroom review list in a workspace that left its team', () => {
  it('lists the kept team post in review, with no step open here (never "no post is in review")', async () => {
    expect((await call<Record<string, { state: string }>>(bao, 'review.get', { draftIds: [inReview] }))[inReview]?.state).toBe('in_review');
    const r = await baoCli(['review', 'list']);
    expect(r.code, r.stderr).toBe(0);
    const all = r.stdout + r.stderr;
    expect(all).toMatch(/left its team/);
    expect(all).not.toContain('no post is in review');
    expect(all).toContain('Kept from the team you left, in review as they were when you left: no step is open on them here (rejoin the team to review them) (1)');
    expect(all).toMatch(new RegExp(`${inReview}\\s+in review\\s+sent for review by Lan`));
    expect(all).toContain('Cà phê muối, chỉ tuần này');
  });

  it('--json: the row with box "left_team" and its count (was every count 0)', async () => {
    const r = await baoCli(['review', 'list', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toContainEqual({ review: expect.objectContaining({ draftId: inReview, box: 'left_team', leftTeam: true, state: 'in_review', lastBy: 'Lan' }) });
    expect(lines.at(-1)).toMatchObject({ ok: true, counts: { waiting_for_me: 0, i_sent: 0, came_back: 0, other: 0, left_team: 1 } });
  });
});
