/**
 * w23left (walk 23): a team's drafts kept in a workspace that LEFT the team are read-only there, and say why.
 * Before, they stayed editable though nothing could be shared or sent from them (publish: left_team), so a
 * person editing one lost the work silently. A REAL team server ('Sóng Agency'), started once for the file.
 * - The app core: every library change of such a draft (LEFT_DRAFT_INPUT, the table the guard reads) is refused,
 *   `left_team`, naming the team and the day, nothing written; reading works; Duplicate makes a copy of the
 *   workspace's own (editable, no review, no sends); rejoining makes the draft editable again.
 * - A revoked laptop: every one of those changes refused with the revocation (as before), nothing written.
 * - The CLI: `drafts edit` of such a draft, and `campaign plan` of a campaign holding it, refused with the same words,
 *   exit 1, nothing written.
 */
import { describe, expect, it } from 'vitest';
import type { Core } from '../../src-main/bridge';
import type { DraftDto, PostReviewDto } from '../../src-main/bridge/contract';
import { MemorySecretStore } from '../../src-main/secrets';
import { leaveTeam, LEFT_DRAFT_INPUT, LIBRARY_WRITES } from '../../src-main/team';
import { cliLaptop, joinOnline, QUICK_STORE, useTeamServer } from './helpers';
import { memberToken } from '../helpers/team-owner';

const team = useTeamServer({ prefix: 'postroom-w23left-', teamName: 'Sóng Agency', server: QUICK_STORE });
const { core, call, until } = team;

const CAPTION = 'Khai trương chi nhánh Đà Nẵng';
const today = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date());

/** Every library change of one existing draft `d` (with its photo `p`), by bridge method: each names the draft. */
const editsOf = (d: { id: string; revision: number }, p: string, campaignId: string): Array<[string, unknown]> => [
  ['drafts.update', { id: d.id, patch: { caption: 'sửa' }, revision: d.revision }],
  ['drafts.update', { id: d.id, patch: { scheduled_at: '2027-01-05T09:00:00+07:00', timezone: 'Asia/Ho_Chi_Minh' } }],
  ['drafts.update', { id: d.id, patch: { platforms: ['x', 'facebook'] } }],
  ['drafts.tag', { ids: [d.id], add: ['tết'] }],
  ['drafts.delete', { ids: [d.id] }],
  ['drafts.restore', { ids: [d.id] }],
  ['photos.add', { draftId: d.id, urls: ['https://images.example.com/w23left-2.jpg'] }],
  ['photos.addBytes', { draftId: d.id, name: 'a.png', base64: 'iVBORw0KGgo=' }],
  ['photos.remove', { draftId: d.id, photoId: p }],
  ['photos.reorder', { draftId: d.id, order: [p] }],
  ['posts.bulkApply', { ids: [d.id], change: { kind: 'shift', days: 1, hours: 0 } }],
  ['posts.bulkSet', { items: [{ id: d.id, values: { scheduled_at: '2027-01-06T09:00:00+07:00', timezone: 'Asia/Ho_Chi_Minh', add_to_queue: false, profile_id: 'prof_caphe', platforms: ['x'] } }] }],
  ['campaigns.applyPlan', { id: campaignId, plan: PLAN }],
];
const PLAN = { mode: 'interval', delivery: 'schedule', timezone: 'Asia/Ho_Chi_Minh', start: '2027-01-05T09:00', intervalMinutes: 1440, minGapMinutes: 30 };

const unchanged = async (c: Core, id: string, before: DraftDto): Promise<void> => {
  const now = await call<DraftDto>(c, 'drafts.get', { id });
  expect({ caption: now.caption, platforms: now.platforms, photos: now.photos.length, tags: now.tags, state: now.state, scheduled_at: now.scheduled_at, revision: now.revision })
    .toEqual({ caption: before.caption, platforms: before.platforms, photos: before.photos.length, tags: before.tags, state: before.state, scheduled_at: before.scheduled_at, revision: before.revision });
};

/** A team draft with a photo, in a campaign of its own. */
async function teamDraft(c: Core): Promise<{ d: DraftDto; photo: string; campaignId: string }> {
  const d0 = await call<DraftDto>(c, 'drafts.create', { draft: { caption: CAPTION, platforms: ['x'], profile_id: 'prof_caphe' } });
  const d = await call<DraftDto>(c, 'photos.add', { draftId: d0.id, urls: ['https://images.example.com/w23left.jpg'] });
  const camp = await call<{ id: string }>(c, 'campaigns.create', { name: 'Đà Nẵng' });
  await call(c, 'campaigns.addDrafts', { id: camp.id, draftIds: [d.id] });
  return { d, photo: d.photos[0]!.id, campaignId: camp.id };
}

describe('the table of draft changes', () => {
  it('names where every library change reads the drafts it changes (a new method must be placed)', () => {
    expect(Object.keys(LEFT_DRAFT_INPUT).sort()).toEqual([...LIBRARY_WRITES].sort());
  });
});

describe('a kept draft of a team this workspace left (app core)', () => {
  it('refuses every change with left_team naming the team and the day, reads, duplicates, and is editable again after a rejoin', async () => {
    const token = await memberToken(team.server().store, { name: 'Vy', role: 'editor' });
    const vy = await core('vy-left');
    await joinOnline(team.server().httpUrl, [[vy, token]]);
    const { d, photo, campaignId } = await teamDraft(vy);
    await call(vy, 'team.leave', {});
    const before = await call<DraftDto>(vy, 'drafts.get', { id: d.id });
    expect(before.caption).toBe(CAPTION); // reading works
    expect(before.leftTeam).toEqual({ team: 'Sóng Agency', leftAt: expect.any(String) });

    for (const [method, input] of editsOf(before, photo, campaignId)) {
      const r = await vy.dispatch(method, input);
      expect(r.ok, method).toBe(false);
      if (!r.ok) {
        expect(r.error.code, method).toBe('left_team');
        expect(r.error.message, method).toBe(`You left Sóng Agency on ${today}: this post is kept here read-only. Duplicate it to edit a copy of your own, or rejoin the team. Nothing was changed.`);
        expect(r.error.details, method).toMatchObject({ draftId: d.id, team: 'Sóng Agency', leftAt: before.leftTeam!.leftAt });
      }
    }
    await unchanged(vy, d.id, before);

    // Duplicate is the way out: the copy is the workspace's own — editable, no review, no sends.
    const [copy] = await call<DraftDto[]>(vy, 'drafts.duplicate', { ids: [d.id] });
    expect(copy!.leftTeam).toBeUndefined();
    expect(copy!.caption).toBe(CAPTION);
    expect((await call<DraftDto>(vy, 'drafts.get', { id: copy!.id })).leftTeam).toBeUndefined();
    const edited = await call<DraftDto>(vy, 'drafts.update', { id: copy!.id, patch: { caption: `${CAPTION} (bản của Vy)` } });
    expect(edited.caption).toBe(`${CAPTION} (bản của Vy)`);
    const review = (await call<Record<string, PostReviewDto>>(vy, 'review.get', { draftIds: [copy!.id] }))[copy!.id];
    expect(review?.state ?? 'draft').toBe('draft');
    // A draft of both (the kept one and the copy) in one bulk change: refused whole, nothing written.
    const both = await vy.dispatch('drafts.tag', { ids: [copy!.id, d.id], add: ['cả hai'] });
    expect(!both.ok && both.error.code).toBe('left_team');
    expect((await call<DraftDto>(vy, 'drafts.get', { id: copy!.id })).tags).toEqual([]);

    // Rejoining the team: its drafts are the team's again, editable here.
    await call(vy, 'team.join', { name: 'Studio', url: team.server().httpUrl, token, hubUrl: 'http://127.0.0.1:9' });
    expect((await call<DraftDto>(vy, 'drafts.get', { id: d.id })).leftTeam).toBeUndefined();
    const after = await call<DraftDto>(vy, 'drafts.update', { id: d.id, patch: { caption: `${CAPTION} — sau khi quay lại` } });
    expect(after.caption).toBe(`${CAPTION} — sau khi quay lại`);
  });
});

describe('a revoked laptop (app core)', () => {
  it('refuses every change of a team draft with the revocation, nothing written, reading works', async () => {
    const token = await memberToken(team.server().store, { name: 'Khoa', role: 'editor' });
    const khoa = await core('khoa-revoked');
    await joinOnline(team.server().httpUrl, [[khoa, token]]);
    const { d, photo, campaignId } = await teamDraft(khoa);
    await team.server().revokeMember('Khoa');
    await until(async () => (await call<{ state: string }>(khoa, 'team.status', {})).state === 'revoked');
    const before = await call<DraftDto>(khoa, 'drafts.get', { id: d.id });
    expect(before.leftTeam).toBeUndefined(); // not left: revoked (the team status says it)
    for (const [method, input] of [...editsOf(before, photo, campaignId), ['drafts.duplicate', { ids: [d.id] }] as [string, unknown]]) {
      const r = await khoa.dispatch(method, input);
      expect(r.ok, method).toBe(false);
      if (!r.ok) expect(r.error, method).toMatchObject({ code: 'revoked', message: expect.stringMatching(/revoked this computer's member token: the library is read-only here/) });
    }
    await unchanged(khoa, d.id, before);
  });
});

describe('the CLI in a workspace that left its team', () => {
  it('`drafts edit` of a kept team draft is refused with the same words, exit 1, nothing written; its own drafts are edited', async () => {
    const token = await memberToken(team.server().store, { name: 'Lan', role: 'editor' });
    const lan = cliLaptop(team.root(), 'lan-cli', token);
    await lan.ok(['workspace', 'join', 'Studio', '--team', team.server().httpUrl, '--hub', 'http://127.0.0.1:9']);
    const id = lan.lib((l) => l.drafts.create(l.db, { caption: CAPTION, platforms: ['x'] }).id);
    const campaignId = lan.lib((l) => l.campaigns.create(l.db, { name: 'Đà Nẵng', draftIds: [id] }).id);
    await lan.sync();
    await lan.lib((x) => leaveTeam(x, new MemorySecretStore(), x.workspaces.getCurrent(x.db)));

    const r = await lan.run(['drafts', 'edit', id, '--caption', 'sửa']);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(`postroom: You left Sóng Agency on ${today}: this post is kept here read-only. Duplicate it to edit a copy of your own, or rejoin the team. Nothing was changed.\n`);
    const j = await lan.run(['drafts', 'edit', id, '--caption', 'sửa', '--json']);
    expect(j.json()).toMatchObject({ ok: false, error: { code: 'left_team' } });
    expect(lan.lib((l) => l.drafts.get(l.db, id).caption)).toBe(CAPTION);
    // A campaign holding it gives it no time either.
    const plan = await lan.run(['campaign', 'plan', campaignId, '--mode', 'interval', '--interval', '90', '--start', '2027-01-05T09:00']);
    expect(plan.code).toBe(1);
    expect(plan.stderr).toMatch(/^postroom: You left Sóng Agency on .*: this post is kept here read-only\./);
    expect(lan.lib((l) => l.drafts.get(l.db, id).scheduled_at)).toBeNull();

    const own = lan.lib((l) => l.drafts.create(l.db, { caption: 'của riêng Lan', platforms: ['x'] }).id);
    await lan.ok(['drafts', 'edit', own, '--caption', 'của riêng Lan (sửa)']);
    expect(lan.lib((l) => l.drafts.get(l.db, own).caption)).toBe('của riêng Lan (sửa)');
  });
});
