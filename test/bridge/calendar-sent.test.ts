/**
 * calendar (walk 7): what the Hub holds, on a teammate's laptop too. Walk 7: Bảo's send of Lan's post was
 * held by the Hub; on Lan's laptop (no job of her own) the chip's tooltip did not say the Hub holds it, and
 * after the caption was edited its chip showed the new caption with no `≠`, though the legend promises it.
 * The calendar now reads the Outbox's own derivations: teammateSends (who sent it, the Hub's time) and
 * sendEditedSince (the draft's revision against the approval the send's key was derived from).
 */
import { describe, expect, it } from 'vitest';
import { withSent } from '../../src-main/bridge/calendar-sent';
import { calendarEntries } from '../../src-main/campaigns';
import { drafts } from '../../src-main/library';
import type { TeamOutcome } from '../../src-main/publisher';
import { applyReviewAction, approvalKey, DEFAULT_REVIEW_SETTINGS, type ReviewMember } from '../../src-main/team';
import { tempLibrary } from '../library/helpers';

const member = (name: string, role: ReviewMember['role']): ReviewMember => ({ name, role, settings: DEFAULT_REVIEW_SETTINGS, solo: false });
const FROM = Date.parse('2026-12-01T00:00:00Z');
const TO = Date.parse('2027-01-01T00:00:00Z');

function lanLaptop() {
  const t = tempLibrary();
  const db = t.lib.db;
  const d = drafts.create(db, { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Noel sale', scheduled_at: '2026-12-16T09:00', timezone: 'Asia/Ho_Chi_Minh' });
  applyReviewAction(db, member('Lan', 'editor'), { draftId: d.id, action: 'submit' });
  t.clock.advance(1000);
  const a = applyReviewAction(db, member('Bảo', 'approver'), { draftId: d.id, action: 'approve' }).approval!;
  // Bảo's laptop sent it under the approval's key; Lan's mirrors the state, with no job of her own.
  drafts.setState(db, d.id, 'scheduled');
  const outcome: TeamOutcome = {
    id: 'job-bao', draftId: d.id, key: approvalKey(a.id, d.id, 0), by: { memberId: 'm-bao', name: 'Bảo' }, at: Date.parse('2026-11-27T09:00:00Z'), createdAt: Date.parse('2026-11-27T09:00:00Z'),
    platforms: ['instagram'], fields: { caption: 'Noel sale', scheduled_at: '2026-12-16T09:00', timezone: 'Asia/Ho_Chi_Minh' }, state: 'awaiting', hubStatus: 'scheduled',
    outcomes: null, lastError: null, nextAt: null, scheduledAt: null,
  };
  const team = { me: { memberId: 'm-lan', name: 'Lan' }, sharedOutcomes: (id: string) => (id === d.id ? [outcome] : []) };
  const ws = t.lib.workspaces.getCurrent(db).id;
  const chip = () => withSent(db, calendarEntries(db, ws, FROM, TO, FROM), team).find((e) => e.id === d.id)!;
  return { ...t, db, d, a, chip };
}

describe("the calendar says what the Hub holds of a teammate's send", () => {
  it("on Lan's laptop, Bảo's held send: named, held at the Hub's time, not movable, and not edited since", () => {
    const { chip } = lanLaptop();
    expect(chip()).toMatchObject({ state: 'scheduled', fixed: 'held_by_hub', held: true, sent_by: { name: 'Bảo' }, scheduled_at: '2026-12-16T09:00' });
    expect(chip().edited_since_sent ?? null).toBeNull();
  });

  it('the caption edited after the send: the chip says edited since it was sent, with the approval the Hub holds', () => {
    const { db, d, a, chip } = lanLaptop();
    drafts.update(db, d.id, { caption: 'Noel sale — now 30% off' });
    expect(chip().edited_since_sent).toEqual({ approvedAt: a.at });
    expect(chip().sent_by).toEqual({ name: 'Bảo' });
  });

  it('with no team (one laptop, its own sends) nothing of a teammate is said', () => {
    const { db, lib } = lanLaptop();
    const e = withSent(db, calendarEntries(db, lib.workspaces.getCurrent(db).id, FROM, TO, FROM), null)[0]!;
    expect(e.sent_by ?? null).toBeNull();
  });
});
