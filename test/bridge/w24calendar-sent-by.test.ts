/**
 * w24calendar (walk 21, 2): the calendar names the teammate whose call the Hub ran when this laptop's own send was a
 * REPLAY of it (the same approval, so the same key: the Hub answered with their post). Walk 21: Lan's chip of a post
 * Bảo sent had no "Sent by Bảo", Bảo's chip of a post Lan sent no "Sent by Lan", while `postroom status` and the
 * Outbox card named them (bridge outbox.ts jobPost with the team's outcomes of the key): the calendar read its own
 * job without the team's outcomes, and a teammate's send of a key this journal holds is not among teammateSends.
 */
import { describe, expect, it } from 'vitest';
import { withSent } from '../../src-main/bridge/calendar-sent';
import { jobPost } from '../../src-main/bridge/outbox';
import { calendarEntries } from '../../src-main/campaigns';
import { drafts, publishJobs, workspaces } from '../../src-main/library';
import type { TeamOutcome, TeamPublishPort } from '../../src-main/publisher';
import { applyReviewAction, approvalKey, DEFAULT_REVIEW_SETTINGS, type ReviewMember } from '../../src-main/team';
import { tempLibrary } from '../library/helpers';

const member = (name: string, role: ReviewMember['role']): ReviewMember => ({ name, role, settings: DEFAULT_REVIEW_SETTINGS, solo: false });
const FROM = Date.parse('2026-11-01T00:00:00Z');
const TO = Date.parse('2026-12-31T00:00:00Z');
const FIRST = Date.parse('2026-11-27T14:41:05Z');
const REPLAY = FIRST + 2_000;
const people = { lan: { memberId: 'm-lan', name: 'Lan' }, bao: { memberId: 'm-bao', name: 'Bảo' } };
type Who = keyof typeof people;

/**
 * `me`'s laptop: an approved scheduled post; `me` published it under the approval's key after `first` had (a replay:
 * the Hub answered with `first`'s post), and the team shares `first`'s outcome of that key.
 */
function replayed(me: Who, first: Who) {
  const t = tempLibrary();
  const db = t.lib.db;
  const w = workspaces.add(db, { name: 'Sóng Agency', hubUrl: 'https://hub.example.com' });
  workspaces.use(db, w.id);
  workspaces.setTeam(db, w.id, { url: 'https://team.example.com', id: 'team-1', role: me === 'bao' ? 'owner' : 'editor', member: people[me].name });
  const d = drafts.create(db, { profile_id: 'prof_cafe', platforms: ['instagram'], caption: 'Trà đào cam sả', scheduled_at: '2026-11-29T20:00', timezone: 'Asia/Ho_Chi_Minh' });
  applyReviewAction(db, member('Lan', 'editor'), { draftId: d.id, action: 'submit' });
  t.clock.advance(1000);
  const a = applyReviewAction(db, member('Bảo', 'approver'), { draftId: d.id, action: 'approve' }).approval!;
  const key = approvalKey(a.id, d.id, 0);
  const fields = { profile_id: 'prof_cafe', platforms: ['instagram'], caption: 'Trà đào cam sả', scheduled_at: '2026-11-29T20:00', timezone: 'Asia/Ho_Chi_Minh' };
  publishJobs.insertJobs(db, [{ job: {
    id: 'job-mine', batchId: null, draftId: d.id, workspaceId: w.id, idempotencyKey: key, reason: 'publish', parentJobId: null,
    platforms: ['instagram'], fields, photos: [], contentType: 'application/json', body: Buffer.from('{}'), bodySha256: 'cafe', budgetBytes: null, scheduledAt: null,
  } }], { now: REPLAY, durable: 'caller' });
  publishJobs.updateJob(db, 'job-mine', { state: 'awaiting', hubStatus: 'scheduled' }, { event: { at: REPLAY, type: 'accepted', state: 'awaiting' } });
  drafts.setState(db, d.id, 'scheduled');
  const theirs: TeamOutcome = {
    id: 'job-first', draftId: d.id, key, by: people[first], at: FIRST, createdAt: FIRST, platforms: ['instagram'], fields,
    state: 'awaiting', hubStatus: 'scheduled', outcomes: null, lastError: null, nextAt: null, scheduledAt: null, sentFirst: 'original',
  };
  const port: Pick<TeamPublishPort, 'me' | 'sharedOutcomes' | 'sentFirst'> = { me: people[me], sharedOutcomes: (id: string) => (id === d.id ? [theirs] : []) };
  const chip = (p: typeof port | null = port) => withSent(db, calendarEntries(db, w.id, FROM, TO, FROM), p).find((e) => e.id === d.id)!;
  return { db, d, port, chip };
}

describe("the calendar names the teammate whose call the Hub ran (this laptop's was a replay)", () => {
  it("Lan's chip of the post Bảo sent: Sent by Bảo, as her Outbox card says", () => {
    const { db, port, chip } = replayed('lan', 'bao');
    // The Outbox's one reading (the card, `postroom status`): Bảo.
    expect(jobPost(publishJobs.getJob(db, 'job-mine'), port).by?.name).toBe('Bảo');
    // Before: no sent_by.
    expect(chip()).toMatchObject({ state: 'scheduled', held: true, sent_by: { name: 'Bảo' } });
  });

  it("Bảo's chip of the post Lan sent: Sent by Lan", () => {
    const { chip } = replayed('bao', 'lan');
    expect(chip().sent_by).toEqual({ name: 'Lan' });
  });

  it('no team (left, or never joined): nobody named', () => {
    const { chip } = replayed('lan', 'bao');
    expect(chip(null).sent_by ?? null).toBeNull();
  });
});
