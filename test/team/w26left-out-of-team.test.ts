/**
 * w26left (walk 22 #6, walk 26): nothing written while a workspace is out of its team pretends to be the team's.
 * A REAL team server ('Sóng Agency'), started once for the file; app cores and CLI laptops on it.
 * - Review: every review write in a workspace that left its team (a Duplicate of a kept draft, a post of its own)
 *   is refused, `left_team`, naming the team and what to do, nothing written; the app's verdicts shut every step.
 *   Before: the step was written "as the owner" (in review on that laptop only; the approver never saw it).
 * - At the rejoin, a Duplicate made while out is shared as a new team draft (draft, its author that member), and a
 *   review step an older build wrote while out is dropped and said (the server's state is the one kept).
 * - Campaigns: every change of a campaign the team had when the workspace left it (LEFT_CAMPAIGN_INPUT, row by row)
 *   is refused, `left_team`, with the words; the rejoined workspace changes them again.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Core } from '../../src-main/bridge';
import type { CampaignDetailDto, DraftDto, PostReviewDto } from '../../src-main/bridge/contract';
import { reviews } from '../../src-main/library';
import { MemorySecretStore } from '../../src-main/secrets';
import { applyReviewAction, leaveTeam, LEFT_CAMPAIGN_INPUT, LIBRARY_WRITES, memberOf, REVIEW_WRITES } from '../../src-main/team';
import { cliLaptop, joinOnline, QUICK_STORE, useTeamServer } from './helpers';
import { memberToken } from '../helpers/team-owner';

const team = useTeamServer({ prefix: 'postroom-w26left-', teamName: 'Sóng Agency', server: QUICK_STORE });
const { core, call, until } = team;

const CAPTION = 'Khai trương chi nhánh Đà Nẵng';
const today = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date());
const CAMPAIGN_WORDS = `You left Sóng Agency on ${today}: this campaign is kept here read-only. Duplicate it to plan a copy of your own, or rejoin the team. Nothing was changed.`;
const reviewWords = (doing: string, then: string): string => `You left Sóng Agency: ${doing} needs the team. Rejoin, then ${then}. Nothing was changed.`;

/** Every review write, with its input on the post `id` (of campaign `campaignId`), and the words its refusal says. */
const reviewWrites = (id: string, campaignId: string): Array<[string, unknown, string]> => [
  ['review.act', { draftId: id, action: 'submit' }, reviewWords('sending for review', 'send it for review')],
  ['review.act', { draftId: id, action: 'approve' }, reviewWords('approving', 'approve it')],
  ['review.act', { draftId: id, action: 'request_changes', comment: 'sửa giờ' }, reviewWords('asking for changes', 'ask for changes')],
  ['review.act', { draftId: id, action: 'withdraw' }, reviewWords('taking a post back from review', 'take it back')],
  ['review.comment', { draftId: id, body: 'Bảo xem giúp' }, reviewWords('commenting', 'comment')],
  ['review.campaign', { campaignId, action: 'submit' }, reviewWords('sending for review', 'send it for review')],
  ['review.campaign', { campaignId, action: 'approve' }, reviewWords('approving', 'approve it')],
  ['review.keepClient', { draftId: id }, reviewWords('keeping an approval', 'keep it')],
  ['review.confirmClient', { draftId: id, overRequest: false }, reviewWords('confirming a client\'s approval', 'confirm it')],
  ['review.decisions', { name: 'decisions.json', content: '{}' }, reviewWords('importing a client\'s decisions', 'import them')],
  ['review.preview', { draftIds: [id], zone: 'Asia/Ho_Chi_Minh', lang: 'vi' }, reviewWords('a client preview', 'export it')],
];

/** Every change of an existing campaign `id` (LEFT_CAMPAIGN_INPUT's 'id' rows), `own` a draft of the workspace's own. */
const campaignWrites = (id: string, own: string): Record<string, unknown> => ({
  'campaigns.addDrafts': { id, draftIds: [own] },
  'campaigns.rename': { id, name: 'Đà Nẵng (đổi tên)' },
  'campaigns.removeDrafts': { id, draftIds: [own] },
  'campaigns.import': { id, name: 'w26.csv', text: 'caption,platforms\nBài nhập,x\n', partial: true },
  'campaigns.applyPlan': { id, plan: { mode: 'interval', delivery: 'schedule', timezone: 'Asia/Ho_Chi_Minh', start: '2027-01-05T09:00', intervalMinutes: 1440, minGapMinutes: 30 } },
  'campaigns.useBestHours': { id, profile_id: 'prof_caphe', platform: 'x', hours: [9, 18], timezone: 'Asia/Ho_Chi_Minh' },
  'campaigns.delete': { id },
});

const reviewOf = async (c: Core, id: string): Promise<PostReviewDto | undefined> => (await call<Record<string, PostReviewDto>>(c, 'review.get', { draftIds: [id] }))[id];

describe('the table of campaign changes', () => {
  it('places every campaign change of LIBRARY_WRITES (a new one must be placed), and the test covers each id row', () => {
    const campaignMethods = LIBRARY_WRITES.filter((m) => m.startsWith('campaigns.'));
    expect(Object.keys(LEFT_CAMPAIGN_INPUT).sort()).toEqual([...campaignMethods].sort());
    expect(Object.keys(campaignWrites('c', 'd')).sort()).toEqual(Object.entries(LEFT_CAMPAIGN_INPUT).filter(([, w]) => w === 'id').map(([m]) => m).sort());
    expect(new Set(reviewWrites('d', 'c').map(([m]) => m))).toEqual(new Set(REVIEW_WRITES));
  });
});

describe('a workspace out of the team it left (app core, real team server)', () => {
  it('refuses every review write and every change of the team\'s campaigns, shares its Duplicate as a draft at the rejoin', async () => {
    const vyToken = await memberToken(team.server().store, { name: 'Vy', role: 'editor' });
    const baoToken = await memberToken(team.server().store, { name: 'Bảo', role: 'owner' });
    const vy = await core('vy');
    const bao = await core('bao');
    await joinOnline(team.server().httpUrl, [[vy, vyToken], [bao, baoToken]]);
    const d = await call<DraftDto>(vy, 'drafts.create', { draft: { caption: CAPTION, platforms: ['x'], profile_id: 'prof_caphe' } });
    const kept = await call<{ id: string }>(vy, 'campaigns.create', { name: 'Đà Nẵng' });
    await until(async () => (await call<{ items: Array<{ id: string }> }>(bao, 'drafts.list', {})).items.some((x) => x.id === d.id));
    await call(vy, 'team.leave', {});

    // The way out: Duplicate, a post of the workspace's own (and a campaign of its own, holding it).
    const [copy] = await call<DraftDto[]>(vy, 'drafts.duplicate', { ids: [d.id] });
    const own = await call<{ id: string }>(vy, 'campaigns.create', { name: 'Của Vy' });
    await call(vy, 'campaigns.addDrafts', { id: own.id, draftIds: [copy!.id] });

    // Review: every step shut in the app's verdicts, every write refused with the team and what to do, nothing written.
    const shown = await reviewOf(vy, copy!.id);
    expect(shown?.state).toBe('draft');
    for (const [step, v] of Object.entries(shown!.actions)) expect(v, step).toEqual({ do: 'refused', reason: 'left_team' });
    for (const [method, input, words] of reviewWrites(copy!.id, own.id)) {
      const r = await vy.dispatch(method, input);
      expect(r.ok, `${method} ${JSON.stringify(input)}`).toBe(false);
      if (!r.ok) expect(r.error, method).toMatchObject({ code: 'left_team', message: words, details: { team: 'Sóng Agency', leftAt: expect.any(String) } });
    }
    expect((await reviewOf(vy, copy!.id))?.state).toBe('draft');
    expect((await call<{ comments: unknown[] }>(vy, 'review.comments', { draftId: copy!.id })).comments).toEqual([]);

    // Campaigns: the team's kept read-only, row by row; its own (made while out) change.
    const before = await call<CampaignDetailDto>(vy, 'campaigns.get', { id: kept.id });
    expect(before.leftTeam).toEqual({ team: 'Sóng Agency', leftAt: expect.any(String) });
    for (const [method, input] of Object.entries(campaignWrites(kept.id, copy!.id))) {
      const r = await vy.dispatch(method, input);
      expect(r.ok, method).toBe(false);
      if (!r.ok) expect(r.error, method).toMatchObject({ code: 'left_team', message: CAMPAIGN_WORDS, details: { campaignId: kept.id, team: 'Sóng Agency' } });
    }
    const after = await call<CampaignDetailDto>(vy, 'campaigns.get', { id: kept.id });
    expect({ name: after.name, posts: after.posts.length, plan: after.plan }).toEqual({ name: before.name, posts: before.posts.length, plan: before.plan });
    expect((await call<CampaignDetailDto>(vy, 'campaigns.get', { id: own.id })).leftTeam).toBeUndefined();
    expect((await call<{ name: string }>(vy, 'campaigns.rename', { id: own.id, name: 'Của Vy (2)' })).name).toBe('Của Vy (2)');
    const dup = await vy.dispatch('campaigns.duplicate', { id: kept.id, name: 'Bản sao', offset: { months: 0, days: 7 } });
    expect(dup.ok, !dup.ok ? dup.error.message : '').toBe(true);

    // Rejoined: the Duplicate is the team's as a new draft (draft, by Vy) on the approver's laptop, never in review.
    await call(vy, 'team.join', { name: 'Studio', url: team.server().httpUrl, token: vyToken, hubUrl: 'http://127.0.0.1:9' });
    await until(async () => (await call<{ items: Array<{ id: string }> }>(bao, 'drafts.list', {})).items.some((x) => x.id === copy!.id), 15_000);
    const onBao = await reviewOf(bao, copy!.id);
    expect({ state: onBao?.state, author: onBao?.author }).toEqual({ state: 'draft', author: 'Vy' });
    expect((await reviewOf(vy, copy!.id))?.state).toBe('draft');
    // …and the team's campaigns change again: no row is refused left_team.
    expect((await call<CampaignDetailDto>(vy, 'campaigns.get', { id: kept.id })).leftTeam).toBeUndefined();
    for (const [method, input] of Object.entries(campaignWrites(kept.id, copy!.id))) {
      const r = await vy.dispatch(method, input);
      expect(r.ok ? 'ok' : r.error.code, method).not.toBe('left_team');
    }
    const sent = await vy.dispatch('review.act', { draftId: copy!.id, action: 'submit' });
    expect(sent.ok && sent.value).toMatchObject({ state: 'in_review' });
  }, 60_000);
});

describe('the CLI in a workspace out of the team it left', () => {
  it('refuses review submit/approve/changes and the team campaign\'s plan and import; a rejoin drops an older build\'s local step and says so', async () => {
    const lanToken = await memberToken(team.server().store, { name: 'Lan', role: 'editor' });
    const baoToken = await memberToken(team.server().store, { name: 'Bảo C', role: 'owner' });
    const lan = cliLaptop(team.root(), 'lan-cli', lanToken);
    const bao = cliLaptop(team.root(), 'bao-cli', baoToken);
    await lan.ok(['workspace', 'join', 'Studio', '--team', team.server().httpUrl, '--hub', 'http://127.0.0.1:9']);
    await bao.ok(['workspace', 'join', 'Studio', '--team', team.server().httpUrl, '--hub', 'http://127.0.0.1:9']);
    const campaignId = lan.lib((l) => l.campaigns.create(l.db, { name: 'Tết' }).id);
    await lan.sync();
    await lan.lib((x) => leaveTeam(x, new MemorySecretStore(), x.workspaces.getCurrent(x.db)));
    const own = lan.lib((l) => l.drafts.create(l.db, { caption: 'Bài của Lan', platforms: ['x'] }).id);

    for (const [word, doing, then] of [['submit', 'sending for review', 'send it for review'], ['approve', 'approving', 'approve it'], ['changes', 'asking for changes', 'ask for changes']] as const) {
      const r = await lan.run(['review', word, own]);
      expect(r.code, word).toBe(1);
      expect(r.stderr, word).toBe(`postroom: ${reviewWords(doing, then)}\n`);
      expect((await lan.run(['review', word, own, '--json'])).json(), word).toMatchObject({ ok: false, error: { code: 'left_team', message: reviewWords(doing, then) } });
    }
    expect(lan.lib((l) => reviews.latest(l.db, own))).toBeNull();

    const plan = await lan.run(['campaign', 'plan', campaignId, '--mode', 'interval', '--interval', '90', '--start', '2027-01-05T09:00']);
    expect({ code: plan.code, stderr: plan.stderr }).toEqual({ code: 1, stderr: `postroom: ${CAMPAIGN_WORDS}\n` });
    const file = join(lan.dir, 'w26.csv');
    writeFileSync(file, 'caption,platforms\nBài nhập,x\n');
    const imported = await lan.run(['campaign', 'import', campaignId, file, '--json']);
    expect(imported.code).toBe(1);
    expect(imported.json()).toMatchObject({ ok: false, error: { code: 'left_team', message: CAMPAIGN_WORDS } });
    expect(lan.lib((l) => l.campaigns.getCampaign(l.db, campaignId).draftIds)).toEqual([]);

    // An older build wrote the step anyway (the core's own review action, as a solo owner): "in review" on Lan's laptop only.
    lan.lib((l) => applyReviewAction(l.db, memberOf(l.workspaces.getCurrent(l.db), { soloName: 'Lan', db: l.db }), { draftId: own, action: 'submit', comment: 'Bảo xem giúp' }));
    expect(lan.lib((l) => reviews.latest(l.db, own)?.state)).toBe('in_review');
    const rejoin = await lan.run(['workspace', 'join', 'Studio', '--team', team.server().httpUrl, '--json']);
    expect(rejoin.code, rejoin.stderr).toBe(0);
    expect(rejoin.lines()).toContainEqual({ droppedReview: { draftId: own, caption: 'Bài của Lan', action: 'submit', by: 'Lan', at: expect.any(String) } });
    expect(rejoin.lines()).toContainEqual({ droppedReviews: { steps: 1, comments: 1, clientRows: 0 } });
    expect(lan.lib((l) => ({ step: reviews.latest(l.db, own), comments: reviews.commentsOf(l.db, own) }))).toEqual({ step: null, comments: [] });
    await lan.sync();
    await bao.sync();
    // The server's state on both laptops: a draft of Lan's, not in review.
    expect(bao.lib((l) => ({ caption: l.drafts.get(l.db, own).caption, review: reviews.latest(l.db, own) }))).toEqual({ caption: 'Bài của Lan', review: null });
    const list = await lan.run(['review', 'list', '--json']);
    expect(list.lines().some((x) => (x as { review?: { draftId: string } }).review?.draftId === own)).toBe(false);
  }, 60_000);
});
