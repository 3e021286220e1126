/**
 * w31speed (campaign-ui bench, 10,000 posts): the Posts tab's review.get of every unsent post read each draft several
 * times per post and asked the Hub's posts one id at a time. The reads are now made once per call; these tests pin the
 * DTOs as the per-post reads gave them (the snapshot was written on the code before the change) for a varied set of
 * drafts — solo; team: draft, empty, in review (creators recorded or not), approved, approved with a new time, stale, changes requested, sent,
 * sent twice; a team left — and count the calls the handler makes of the Hub's posts (one per call, not one per post).
 */
import { describe, expect, it } from 'vitest';
import { applyReviewAction, DEFAULT_REVIEW_SETTINGS, SOLO_REVIEW_SETTINGS, type ReviewMember } from '../../src-main/team';
import { reviewHandlers, type ReviewDeps } from '../../src-main/bridge/handlers/review';
import type { EventHub } from '../../src-main/bridge/events';
import { campaigns, drafts, reviews, workspaces, type WritableDB } from '../../src-main/library';
import { tempLibrary } from '../library/helpers';

const bao: ReviewMember = { name: 'Bảo', role: 'approver', settings: DEFAULT_REVIEW_SETTINGS, solo: false };
const lan: ReviewMember = { name: 'Lan', role: 'editor', settings: DEFAULT_REVIEW_SETTINGS, solo: false };
const SINCE = Date.parse('2026-11-20T10:00:00Z');

type Labels = Map<string, string>;
const post = (db: WritableDB, labels: Labels, label: string, ws: string, input: Partial<drafts.DraftInput> = {}): string => {
  const d = drafts.create(db, { profile_id: 'prof_lumen', platforms: ['x'], caption: `${label} post`, ...(input.caption === '' && !input.photos ? {} : { photos: ['https://cdn.example.com/w31speed.jpg'] }), ...input } as drafts.DraftInput, { workspaceId: ws });
  labels.set(d.id, label);
  return d.id;
};

/** A library with a solo workspace, a team workspace (Lan, editor) and a workspace that left its team, each with posts in every state. */
function library() {
  const t = tempLibrary();
  const db = t.lib.db;
  const labels: Labels = new Map();
  const solo = workspaces.getCurrent(db).id;
  const soloIds = ['solo draft', 'solo empty', 'solo approved', 'solo stale', 'solo sent'].map((l) => post(db, labels, l, solo, l === 'solo empty' ? { caption: '' } : {}));
  const me: ReviewMember = { name: 'me', role: 'owner', settings: SOLO_REVIEW_SETTINGS, solo: true };
  for (const id of [soloIds[2]!, soloIds[3]!, soloIds[4]!]) {
    applyReviewAction(db, me, { draftId: id, action: 'submit' });
    applyReviewAction(db, me, { draftId: id, action: 'approve' });
  }
  drafts.update(db, soloIds[3]!, { caption: 'solo stale, edited' });

  const team = workspaces.add(db, { name: 'Studio', hubUrl: 'https://hub.example.com' }).id;
  workspaces.setTeam(db, team, { url: 'http://127.0.0.1:9', id: 'team_studio', member: 'Lan', role: 'editor' });
  const L = (label: string, input: Partial<drafts.DraftInput> = {}) => post(db, labels, label, team, input);
  const teamIds = {
    draft: L('team draft'), empty: L('team empty', { caption: '' }), review: L('team in review'), approved: L('team approved'),
    newTime: L('team approved new time', { scheduled_at: '2027-03-01T09:00', timezone: 'Europe/Berlin' }), stale: L('team stale'),
    changes: L('team changes requested'), sent: L('team sent'), twice: L('team sent twice'),
  };
  for (const id of [teamIds.review, teamIds.approved, teamIds.newTime, teamIds.stale, teamIds.changes, teamIds.sent, teamIds.twice]) applyReviewAction(db, lan, { draftId: id, action: 'submit' });
  for (const id of [teamIds.approved, teamIds.newTime, teamIds.stale, teamIds.sent, teamIds.twice]) applyReviewAction(db, bao, { draftId: id, action: 'approve' });
  applyReviewAction(db, bao, { draftId: teamIds.changes, action: 'request_changes', comment: 'Đổi ảnh' });
  drafts.update(db, teamIds.stale, { caption: 'team stale, edited by Lan' });
  // Creators as the team's History records them (draft_authors): one never sent for review, one a teammate sent.
  reviews.recordCreator(db, { draftId: teamIds.draft, workspaceId: team, member: 'Chi', at: '2026-11-01T08:00:00.000Z' });
  reviews.recordCreator(db, { draftId: teamIds.review, workspaceId: team, member: 'Bảo', at: '2026-11-01T08:00:00.000Z' });

  const left = workspaces.add(db, { name: 'Left', hubUrl: 'https://hub.example.com' }).id;
  const leftIds = ['left kept', 'left own'].map((l) => post(db, labels, l, left));
  // The rows a leave keeps (team-left-rows.ts): this draft was the team's.
  db.prepare("INSERT INTO team_left_drafts (workspace_id, draft_id, team_id, team_url, left_at, member) VALUES (?, ?, 'team_old', 'http://127.0.0.1:9', '2026-10-01T00:00:00.000Z', 'Lan')").run(left, leftIds[0]);

  const all = [...soloIds, ...Object.values(teamIds), ...leftIds];
  const camp = { solo: campaigns.create(db, { name: 'solo', draftIds: soloIds }, { workspaceId: solo }).id };
  workspaces.use(db, team);
  const teamCamp = campaigns.create(db, { name: 'team', draftIds: Object.values(teamIds) }, { workspaceId: team }).id;

  const atHubCalls: string[][] = [];
  // The Hub's posts as the core's atHub says them: this computer sent one, a teammate another; scheduled for the approved new time.
  const atHub: ReviewDeps['atHub'] = (ids) => {
    atHubCalls.push([...ids]);
    const out = new Map<string, NonNullable<ReturnType<NonNullable<ReviewDeps['atHub']>>> extends ReadonlyMap<string, infer V> ? V : never>();
    for (const id of ids) {
      if (id === soloIds[4] || id === teamIds.sent) out.set(id, { state: 'published', since: SINCE, by: null });
      if (id === teamIds.newTime) out.set(id, { state: 'scheduled', since: SINCE, by: null });
      if (id === teamIds.twice) {
        out.set(id, { state: 'published', since: SINCE, by: { name: 'Bảo' }, sends: [{ state: 'published', since: SINCE, by: { name: 'Bảo' } }, { state: 'scheduled', since: SINCE + 60_000, by: null }] });
      }
    }
    return out;
  };
  const heldTime: ReviewDeps['heldTime'] = (id) => (id === teamIds.newTime ? { scheduledAt: '2027-02-01T09:00', timezone: 'Europe/Berlin' } : null);
  const h = reviewHandlers({ library: t.lib, events: { emit() {} } as unknown as EventHub, env: { POSTROOM_MEMBER: 'me' }, atHub, heldTime });
  /** The DTOs with each draft's id said by its label (ids are random). */
  const named = (x: unknown): unknown => JSON.parse(JSON.stringify(x, null, 0).replace(/"([A-Za-z0-9_-]{10,})"/g, (m, id: string) => (labels.has(id) ? `"<${labels.get(id)}>"` : m)));
  return { db, h, all, ids: { solo, team, left }, soloIds, teamIds, leftIds, camp: { ...camp, team: teamCamp }, atHubCalls, named };
}

describe('review DTOs of many posts, read once per call', () => {
  it('review.get gives every post its DTO as before, in a team workspace, a solo one and one that left its team', () => {
    const l = library();
    expect(l.named(l.h['review.get']({ draftIds: l.all }))).toMatchSnapshot('as Lan, a team editor');
    workspaces.use(l.db, l.ids.solo);
    expect(l.named(l.h['review.get']({ draftIds: l.all }))).toMatchSnapshot('solo');
    workspaces.use(l.db, l.ids.left);
    expect(l.named(l.h['review.get']({ draftIds: l.all }))).toMatchSnapshot('left its team');
  });

  it('a post alone gives the same DTO as among many', () => {
    const l = library();
    const many = l.h['review.get']({ draftIds: l.all });
    for (const id of l.all) expect(l.h['review.get']({ draftIds: [id] })[id]).toEqual(many[id]);
  });

  it('review.campaignOf and review.list as before', () => {
    const l = library();
    expect(l.named(l.h['review.campaignOf']({ campaignId: l.camp.team }))).toMatchSnapshot('team campaign');
    expect(l.named(l.h['review.list']())).toMatchSnapshot('team queue');
    workspaces.use(l.db, l.ids.solo);
    expect(l.named(l.h['review.campaignOf']({ campaignId: l.camp.solo }))).toMatchSnapshot('solo campaign');
  });

  it('a deleted or unknown post is refused not_found, as before', () => {
    const l = library();
    drafts.softDelete(l.db, l.teamIds.draft);
    expect(() => l.h['review.get']({ draftIds: [l.teamIds.review, l.teamIds.draft] })).toThrow(expect.objectContaining({ code: 'not_found', message: `post ${l.teamIds.draft} is deleted` }));
    expect(() => l.h['review.get']({ draftIds: ['nope'] })).toThrow(expect.objectContaining({ code: 'not_found', message: 'post nope not found' }));
  });

  it('asks for the Hub\'s posts once per call, not once per post', () => {
    const l = library();
    l.atHubCalls.length = 0;
    l.h['review.get']({ draftIds: l.all });
    expect(l.atHubCalls).toHaveLength(1);
    expect(new Set(l.atHubCalls[0])).toEqual(new Set(l.all));
  });
});
