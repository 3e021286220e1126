/**
 * calendar (walk 7): the calendar's chips read the review core's one derivation, and a move says what it
 * does to an approval. Walk 7: Lan dragged a post Bảo had approved; it went back to review silently (the
 * toast said only "Moved to 2026-12-16"), and every unsent chip said "Draft" whatever its review.
 * The core's answer, once: the approval is of a content revision that includes the time, so a move drops
 * it (`lost`, naming Bảo), and an Undo that puts back the very time approved makes that revision again:
 * the approval holds again (`restored`). A put-back to any other time restores nothing.
 */
import { describe, expect, it } from 'vitest';
import { applyBulk, approvalChanges, calendarEntries, setBulkValues, type BulkValues } from '../../src-main/campaigns';
import { drafts, type Draft } from '../../src-main/library';
import { applyReviewAction, DEFAULT_REVIEW_SETTINGS, type ReviewMember } from '../../src-main/team';
import { tempLibrary } from '../library/helpers';

const member = (name: string, role: ReviewMember['role']): ReviewMember => ({ name, role, settings: DEFAULT_REVIEW_SETTINGS, solo: false });
const lan = member('Lan', 'editor');
const bao = member('Bảo', 'approver');
const FROM = Date.parse('2026-12-01T00:00:00Z');
const TO = Date.parse('2027-01-01T00:00:00Z');

function setup() {
  const t = tempLibrary();
  const db = t.lib.db;
  const at = (day: string) => ({ profile_id: 'prof_lumen', platforms: ['instagram'], scheduled_at: `2026-12-${day}T09:00`, timezone: 'Asia/Ho_Chi_Minh' });
  const approved = drafts.create(db, { ...at('10'), caption: 'Approved one' });
  const inReview = drafts.create(db, { ...at('11'), caption: 'In review one' });
  const changes = drafts.create(db, { ...at('12'), caption: 'Changes one' });
  const plain = drafts.create(db, { ...at('13'), caption: 'Never sent for review' });
  for (const d of [approved, inReview, changes]) applyReviewAction(db, lan, { draftId: d.id, action: 'submit' });
  t.clock.advance(1000);
  applyReviewAction(db, bao, { draftId: approved.id, action: 'approve' });
  applyReviewAction(db, bao, { draftId: changes.id, action: 'request_changes', comment: 'Đổi ảnh' });
  return { ...t, db, approved, inReview, changes, plain };
}

const values = (d: Draft, scheduled_at: string | null): BulkValues => ({ scheduled_at, timezone: d.timezone, add_to_queue: d.add_to_queue, profile_id: d.profile_id, platforms: [...d.platforms] });
const move = (db: ReturnType<typeof setup>['db'], d: Draft, to: string) => approvalChanges(db, [d.id], () => setBulkValues(db, [{ id: d.id, values: values(d, to) }]));

describe('the calendar reads review states and says what a move does to an approval', () => {
  it('each unsent chip carries its review state (approved, in review, changes requested); a post never sent for review carries none', () => {
    const { db, lib, approved, inReview, changes, plain } = setup();
    const review = new Map(calendarEntries(db, lib.workspaces.getCurrent(db).id, FROM, TO, FROM).map((e) => [e.id, e.review]));
    expect(review.get(approved.id)).toEqual({ state: 'approved', stale: false });
    expect(review.get(inReview.id)).toEqual({ state: 'in_review', stale: false });
    expect(review.get(changes.id)).toEqual({ state: 'changes_requested', stale: false });
    expect(review.get(plain.id)).toBeNull();
  });

  it("moving an approved post drops its approval, naming who gave it; putting back the approved time restores it, any other time does not", () => {
    const { db, lib, approved } = setup();
    const ws = lib.workspaces.getCurrent(db).id;
    const moved = move(db, approved, '2026-12-16T09:00');
    expect(moved.result.written).toBe(1);
    expect(moved.approvals).toEqual([{ id: approved.id, change: 'lost', by: 'Bảo', at: expect.any(String) }]);
    expect(calendarEntries(db, ws, FROM, TO, FROM).find((e) => e.id === approved.id)?.review).toEqual({ state: 'in_review', stale: true });

    // Moved again (not back): still not approved, nothing to say.
    expect(move(db, approved, '2026-12-17T09:00').approvals).toEqual([]);
    // Undo to the approved time: the same content and time as approved, the approval holds again.
    const back = move(db, approved, '2026-12-10T09:00');
    expect(back.approvals).toEqual([{ id: approved.id, change: 'restored', by: 'Bảo', at: moved.approvals[0]!.at }]);
    expect(calendarEntries(db, ws, FROM, TO, FROM).find((e) => e.id === approved.id)?.review).toEqual({ state: 'approved', stale: false });
  });

  it('an undo that puts back the time while the caption was edited meanwhile restores nothing', () => {
    const { db, approved } = setup();
    move(db, approved, '2026-12-16T09:00');
    drafts.update(db, approved.id, { caption: 'Approved one, edited' });
    expect(move(db, approved, '2026-12-10T09:00').approvals).toEqual([]);
  });

  it('moving a post in review or with changes requested says nothing of approvals', () => {
    const { db, inReview, changes } = setup();
    expect(move(db, inReview, '2026-12-20T09:00').approvals).toEqual([]);
    expect(move(db, changes, '2026-12-21T09:00').approvals).toEqual([]);
  });

  it('a bulk shift of the selection says which approvals it dropped (the calendar\'s bulk toast), and only those', () => {
    const { db, approved, inReview, plain } = setup();
    const r = approvalChanges(db, [approved.id, inReview.id, plain.id], () => applyBulk(db, [approved.id, inReview.id, plain.id], { kind: 'shift', days: 1, hours: 0 }, Date.parse('2026-11-01T08:00:00Z')));
    expect(r.result.changed).toBe(3);
    expect(r.approvals.map((a) => `${a.change} ${a.by}`)).toEqual(['lost Bảo']);
    expect(r.approvals[0]!.id).toBe(approved.id);
  });
});
