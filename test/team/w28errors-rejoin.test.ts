/**
 * w28errors (walk 24, 2): a rejoin drops the review rows written while the workspace was out of its team (w26left):
 * the team's server never had them. The CLI's `workspace join` listed them; the app's rejoin (team.join, Settings →
 * Team) said nothing. Now the join's answer carries the same list, derived once by the core (team-left-rows.ts
 * dropReviewsSinceLeave, each step with its post's first caption line), and the CLI names the post by it too.
 * One real team server for the file; the older build's step is written through the core's own review action.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DraftDto, TeamStatusDto } from '../../src-main/bridge/contract';
import { dataPaths } from '../../src-main/common';
import { openLibrary, reviews } from '../../src-main/library';
import { MemorySecretStore } from '../../src-main/secrets';
import { applyReviewAction, leaveTeam, memberOf } from '../../src-main/team';
import { cliLaptop, joinOnline, QUICK_STORE, useTeamServer } from './helpers';
import { memberToken } from '../helpers/team-owner';

const team = useTeamServer({ prefix: 'postroom-w28errors-', teamName: 'Sóng Agency', server: QUICK_STORE });
const { core, call } = team;
const CAPTION = 'Khai trương chi nhánh Đà Nẵng\nGiờ mở cửa 7:00';

/** An older build wrote a review step (and its comment) as the left workspace's "solo owner": on this laptop only. */
function olderBuildStep(dir: string, draftId: string): void {
  const l = openLibrary(dataPaths(dir).library);
  try {
    applyReviewAction(l.db, memberOf(l.workspaces.getCurrent(l.db), { soloName: 'Vy', db: l.db }), { draftId, action: 'submit', comment: 'Bảo xem giúp' });
    expect(reviews.latest(l.db, draftId)?.state).toBe('in_review');
  } finally {
    l.close();
  }
}

describe('the app’s rejoin says what it dropped', () => {
  it('team.join answers the dropped steps (post, its caption, step, who, when) and the counts; a later join answers none', async () => {
    const vyToken = await memberToken(team.server().store, { name: 'Vy', role: 'editor' });
    const vy = await core('vy');
    await joinOnline(team.server().httpUrl, [[vy, vyToken]]);
    await call(vy, 'drafts.create', { draft: { caption: 'Bài của nhóm', platforms: ['x'], profile_id: 'prof_caphe' } }); // kept at the leave: the team left is known by it
    await call(vy, 'team.leave', {});
    // A post of the workspace's own, made while out (the team's kept drafts refuse review steps in the core itself).
    const d = await call<DraftDto>(vy, 'drafts.create', { draft: { caption: CAPTION, platforms: ['x'], profile_id: 'prof_caphe' } });
    olderBuildStep(join(team.root(), 'vy'), d.id);

    const joined = await call<TeamStatusDto>(vy, 'team.join', { name: 'Studio', url: team.server().httpUrl, token: vyToken });
    // The team by its name as its server said it (CI: the answer's status had not heard it again yet: "Rejoining Studio").
    expect(joined.rejoinDropped).toEqual({
      team: 'Sóng Agency',
      steps: [{ draftId: d.id, caption: 'Khai trương chi nhánh Đà Nẵng', action: 'submit', by: 'Vy', at: expect.any(String) }],
      comments: 1,
      clientRows: 0,
    });
    expect((await call<Record<string, { state: string }>>(vy, 'review.get', { draftIds: [d.id] }))[d.id]?.state).toBe('draft');
    // Said once, by the join that dropped them: the status read later, and a join with nothing dropped, carry none.
    expect((await call<TeamStatusDto>(vy, 'team.status', {})).rejoinDropped).toBeUndefined();
    expect((await call<TeamStatusDto>(vy, 'team.join', { name: 'Studio', url: team.server().httpUrl, token: vyToken })).rejoinDropped).toBeUndefined();
  }, 60_000);

  it('the CLI’s `workspace join` lists the same steps, naming each post by its caption', async () => {
    const lanToken = await memberToken(team.server().store, { name: 'Lan', role: 'editor' });
    const lan = cliLaptop(team.root(), 'lan-cli', lanToken);
    await lan.ok(['workspace', 'join', 'Studio', '--team', team.server().httpUrl, '--hub', 'http://127.0.0.1:9']);
    lan.lib((l) => l.drafts.create(l.db, { caption: 'Bài của nhóm', platforms: ['x'] }));
    await lan.lib((x) => leaveTeam(x, new MemorySecretStore(), x.workspaces.getCurrent(x.db)));
    const own = lan.lib((l) => l.drafts.create(l.db, { caption: 'Bài của Lan', platforms: ['x'] }).id);
    lan.lib((l) => applyReviewAction(l.db, memberOf(l.workspaces.getCurrent(l.db), { soloName: 'Lan', db: l.db }), { draftId: own, action: 'submit' }));
    const rejoin = await lan.run(['workspace', 'join', 'Studio', '--team', team.server().httpUrl]);
    expect(rejoin.code, rejoin.stderr).toBe(0);
    expect(rejoin.stdout).toMatch(new RegExp(`^dropped: "send for review" of post ${own} \\(“Bài của Lan”\\) by Lan at \\S+, written while out of the team \\(the team's server never had it\\)$`, 'm'));
  }, 60_000);
});
