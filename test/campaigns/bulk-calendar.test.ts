/**
 * Issue 31: a post the Hub holds stays on the calendar at the time its job sent, whatever its draft
 * says since; bulk changes leave such posts out with the reason, shift the rest (days keep the
 * wall-clock time across a clock change), and undo puts them back; a campaign copies a month later.
 */
import { describe, expect, it } from 'vitest';
import { applyBulk, calendarEntries, duplicateCampaign, planBulk, setBulkValues, shiftTime, whyFixed } from '../../src-main/campaigns';
import { campaignPlans, campaigns, drafts, publishJobs, workspaces, type WritableDB } from '../../src-main/library';
import { tempLibrary } from '../library/helpers';
import { EventHub } from '../../src-main/bridge/events';
import { libraryHandlers } from '../../src-main/bridge/handlers/library';

const NOW = Date.parse('2027-03-01T08:00:00Z');

function draft(db: WritableDB, i: number, at: string | null, tz = 'Europe/Berlin') {
  return drafts.create(db, { profile_id: 'p1', platforms: ['instagram'], caption: `Post ${i}`, scheduled_at: at, timezone: at ? tz : null });
}

/** Journals a job for the draft as the publisher would have sent it, and mirrors the state. */
function sent(db: WritableDB, draftId: string, at: string, tz: string, state: 'scheduled' | 'published' = 'scheduled') {
  publishJobs.insertJobs(db, [{ job: {
    id: `job-${draftId}`, batchId: null, draftId, workspaceId: workspaces.currentWorkspaceId(db), idempotencyKey: `key-${draftId}`, reason: 'publish', parentJobId: null,
    platforms: ['instagram'], fields: { profile_id: 'p1', platforms: ['instagram'], caption: 'x', scheduled_at: at, timezone: tz }, photos: [],
    contentType: 'multipart/form-data; boundary=zz', body: Buffer.from([1]), bodySha256: 'ab', budgetBytes: null, scheduledAt: at,
  } }], { now: NOW, durable: 'full' });
  db.prepare("UPDATE publish_jobs SET state = 'awaiting', hub_status = 'scheduled' WHERE draft_id = ?").run(draftId);
  drafts.setState(db, draftId, state);
}

const range = (db: WritableDB, from: string, to: string) => calendarEntries(db, workspaces.currentWorkspaceId(db), Date.parse(from), Date.parse(to), NOW);

describe('the calendar tells where the Hub holds a post', () => {
  it('keeps a held post at the sent time after its draft is edited, and says why it cannot move', () => {
    const { lib } = tempLibrary();
    const d = draft(lib.db, 1, '2027-03-10T09:00');
    sent(lib.db, d.id, '2027-03-10T09:00', 'Europe/Berlin');
    drafts.update(lib.db, d.id, { scheduled_at: '2027-03-20T15:00' });
    const march = range(lib.db, '2027-03-01T00:00:00Z', '2027-04-01T00:00:00Z');
    expect(march).toHaveLength(1);
    expect(march[0]).toMatchObject({ scheduled_at: '2027-03-10T09:00', timezone: 'Europe/Berlin', held: true, draft_scheduled_at: '2027-03-20T15:00', fixed: 'held_by_hub' });
    // The week of the edit holds nothing; the week of the sent time holds it.
    expect(range(lib.db, '2027-03-19T00:00:00Z', '2027-03-22T00:00:00Z')).toEqual([]);
    expect(range(lib.db, '2027-03-09T00:00:00Z', '2027-03-11T00:00:00Z').map((e) => e.id)).toEqual([d.id]);
  });

  it('finds a held post whose draft was moved out of the range into it', () => {
    const { lib } = tempLibrary();
    const d = draft(lib.db, 1, '2027-03-10T09:00');
    sent(lib.db, d.id, '2027-03-10T09:00', 'Europe/Berlin');
    drafts.update(lib.db, d.id, { scheduled_at: '2027-05-01T09:00' });
    expect(range(lib.db, '2027-03-01T00:00:00Z', '2027-04-01T00:00:00Z').map((e) => [e.id, e.scheduled_at])).toEqual([[d.id, '2027-03-10T09:00']]);
    expect(range(lib.db, '2027-05-01T00:00:00Z', '2027-05-02T00:00:00Z')).toEqual([]);
  });

  // h-calout (walk 39a, 1): one sent at once is no longer left off: it stays at the instant it went (sent_at), not its draft's later time.
  it('a post sent to the queue stays queued, one sent at once stays at the instant it went, whatever their drafts say since; a newer cancelled job changes nothing', () => {
    const { lib } = tempLibrary();
    const q = draft(lib.db, 1, null);
    sent(lib.db, q.id, '', 'Europe/Berlin');
    lib.db.prepare("UPDATE publish_jobs SET fields = json_set(fields, '$.add_to_queue', json('true'), '$.scheduled_at', NULL), scheduled_at = NULL WHERE draft_id = ?").run(q.id);
    drafts.setState(lib.db, q.id, 'queued');
    drafts.update(lib.db, q.id, { scheduled_at: '2027-03-15T10:00', timezone: 'Europe/Berlin' });
    const now = draft(lib.db, 2, null);
    sent(lib.db, now.id, '', 'Europe/Berlin');
    lib.db.prepare("UPDATE publish_jobs SET fields = json_remove(fields, '$.scheduled_at'), scheduled_at = NULL, state = 'done', hub_status = 'completed' WHERE draft_id = ?").run(now.id);
    drafts.setState(lib.db, now.id, 'published');
    drafts.update(lib.db, now.id, { scheduled_at: '2027-03-16T10:00', timezone: 'Europe/Berlin' });
    const held = draft(lib.db, 3, '2027-03-10T09:00');
    sent(lib.db, held.id, '2027-03-10T09:00', 'Europe/Berlin');
    publishJobs.insertJobs(lib.db, [{ job: { ...publishJobs.getJob(lib.db, `job-${held.id}`), id: 'job-later', idempotencyKey: 'key-later', fields: { scheduled_at: '2027-03-25T09:00', timezone: 'Europe/Berlin' }, body: Buffer.from([1]) } }], { now: NOW + 1000, durable: 'full' });
    lib.db.prepare("UPDATE publish_jobs SET state = 'cancelled' WHERE id = 'job-later'").run();
    const march = range(lib.db, '2027-03-01T00:00:00Z', '2027-04-01T00:00:00Z');
    expect(march.find((e) => e.id === q.id)).toMatchObject({ add_to_queue: true, scheduled_at: null, held: true, draft_scheduled_at: '2027-03-15T10:00', fixed: 'held_by_hub' });
    expect(march.find((e) => e.id === now.id)).toMatchObject({ scheduled_at: null, sent_at: new Date(NOW).toISOString(), at: NOW, held: true, draft_scheduled_at: '2027-03-16T10:00', fixed: 'already_sent' });
    expect(range(lib.db, '2027-04-01T00:00:00Z', '2027-05-01T00:00:00Z').find((e) => e.id === now.id)).toBeUndefined();
    expect(march.find((e) => e.id === held.id)).toMatchObject({ scheduled_at: '2027-03-10T09:00', held: true, draft_scheduled_at: null });
  });

  it('a post the Hub refused goes with its draft: shown at the time it now says, and movable (it was never held)', () => {
    const { lib } = tempLibrary();
    const d = draft(lib.db, 1, '2027-03-10T09:00');
    sent(lib.db, d.id, '2027-03-10T09:00', 'Europe/Berlin');
    lib.db.prepare("UPDATE publish_jobs SET state = 'refused', hub_status = NULL WHERE draft_id = ?").run(d.id);
    drafts.setState(lib.db, d.id, 'refused');
    drafts.update(lib.db, d.id, { scheduled_at: '2027-03-20T15:00' });
    const march = range(lib.db, '2027-03-01T00:00:00Z', '2027-04-01T00:00:00Z');
    expect(march.map((e) => [e.scheduled_at, e.held, e.fixed])).toEqual([['2027-03-20T15:00', false, null]]);
  });

  it('the Library lists a held post at the time the Hub holds, and a refused one at its draft\'s time', () => {
    const { lib, dir } = tempLibrary();
    const held = draft(lib.db, 1, '2027-03-10T09:00');
    sent(lib.db, held.id, '2027-03-10T09:00', 'Europe/Berlin');
    drafts.update(lib.db, held.id, { scheduled_at: '2027-03-20T15:00', timezone: 'Asia/Ho_Chi_Minh' });
    const refused = draft(lib.db, 2, '2027-03-11T09:00');
    sent(lib.db, refused.id, '2027-03-11T09:00', 'Europe/Berlin');
    lib.db.prepare("UPDATE publish_jobs SET state = 'refused', hub_status = NULL WHERE draft_id = ?").run(refused.id);
    drafts.setState(lib.db, refused.id, 'refused');
    drafts.update(lib.db, refused.id, { scheduled_at: '2027-03-21T15:00' });
    const list = libraryHandlers({ library: lib, events: new EventHub(), dataDir: dir })['drafts.list']({});
    const at = Object.fromEntries(list.items.map((d) => [d.id, [d.scheduled_at, d.timezone]]));
    expect(at[held.id]).toEqual(['2027-03-10T09:00', 'Europe/Berlin']);
    expect(at[refused.id]).toEqual(['2027-03-21T15:00', 'Europe/Berlin']);
  });

  it('a draft is movable and shown at its own time', () => {
    const { lib } = tempLibrary();
    const d = draft(lib.db, 1, '2027-03-12T09:00');
    expect(range(lib.db, '2027-03-01T00:00:00Z', '2027-04-01T00:00:00Z')[0]).toMatchObject({ id: d.id, held: false, fixed: null, draft_scheduled_at: null });
  });

  it('whyFixed: only drafts, Hub refusals and cancelled posts move', () => {
    expect(['draft', 'refused', 'cancelled'].map(whyFixed)).toEqual([null, null, null]);
    expect(['scheduled', 'queued', 'sending', 'unknown', 'published', 'partial', 'channels_refused', 'from-a-newer-app'].map(whyFixed))
      .toEqual(['held_by_hub', 'held_by_hub', 'in_flight', 'outcome_unknown', 'already_sent', 'already_sent', 'already_sent', 'outcome_unknown']);
  });
});

describe('bulk changes', () => {
  it('shifts ten posts a day later, leaves the held one out with its reason, and undo puts them back', () => {
    const { lib } = tempLibrary();
    const ds = Array.from({ length: 11 }, (_, i) => draft(lib.db, i, `2027-03-${String(10 + i).padStart(2, '0')}T09:00`));
    const held = ds[10]!;
    sent(lib.db, held.id, held.scheduled_at!, 'Europe/Berlin');
    const ids = ds.map((d) => d.id);
    const pv = planBulk(lib.db, ids, { kind: 'shift', days: 1, hours: 0 }, NOW);
    expect(pv.changed).toBe(10);
    expect(pv.rows.find((r) => r.id === held.id)).toMatchObject({ leftOut: 'held_by_hub', after: null });
    // The preview wrote nothing.
    expect(drafts.getDraft(lib.db, ds[0]!.id).scheduled_at).toBe('2027-03-10T09:00');
    const r = applyBulk(lib.db, ids, { kind: 'shift', days: 1, hours: 0 }, NOW);
    expect(ds.slice(0, 10).map((d) => drafts.getDraft(lib.db, d.id).scheduled_at)).toEqual(ds.slice(0, 10).map((_, i) => `2027-03-${String(11 + i).padStart(2, '0')}T09:00`));
    expect(drafts.getDraft(lib.db, held.id).scheduled_at).toBe('2027-03-20T09:00');
    const undo = setBulkValues(lib.db, r.rows.filter((x) => x.after).map((x) => ({ id: x.id, values: x.before })));
    expect(undo).toEqual({ written: 10, leftOut: [] });
    expect(ds.slice(0, 10).map((d) => drafts.getDraft(lib.db, d.id).scheduled_at)).toEqual(ds.slice(0, 10).map((d) => d.scheduled_at));
  });

  it('a day across the spring clock change keeps 09:00; hours are elapsed; a skipped time says what it became', () => {
    expect(shiftTime('2027-03-27T09:00', 'Europe/Berlin', 1, 0)).toMatchObject({ at: '2027-03-28T09:00', dstShift: null });
    expect(shiftTime('2027-03-28T01:30', 'Europe/Berlin', 0, 1)).toMatchObject({ at: '2027-03-28T03:30' });
    expect(shiftTime('2027-03-27T02:30', 'Europe/Berlin', 1, 0)).toMatchObject({ at: '2027-03-28T03:30', dstShift: { from: '02:30', to: '03:30' } });
    expect(shiftTime('2027-03-27T09:00:00+01:00', null, 1, 0)?.at).toBe('2027-03-28T09:00:00+01:00');
  });

  it('leaves out a post a shift would put in the past, and one with no time', () => {
    const { lib } = tempLibrary();
    const a = draft(lib.db, 1, '2027-03-01T10:00');
    const b = draft(lib.db, 2, null);
    const r = planBulk(lib.db, [a.id, b.id, 'nope'], { kind: 'shift', days: -1, hours: 0 }, NOW);
    expect(r.rows.map((x) => x.leftOut)).toEqual(['in_past', 'no_time', 'not_found']);
  });

  it('re-spreads in the order given, and changes profile or channels in one go', () => {
    const { lib } = tempLibrary();
    const ds = [1, 2, 3].map((i) => draft(lib.db, i, '2027-03-10T09:00'));
    applyBulk(lib.db, ds.map((d) => d.id).reverse(), { kind: 'spread', start: '2027-04-01T10:00', timezone: 'Asia/Ho_Chi_Minh', intervalMinutes: 90 }, NOW);
    expect(ds.map((d) => drafts.getDraft(lib.db, d.id)).map((d) => [d.scheduled_at, d.timezone])).toEqual([
      ['2027-04-01T13:00', 'Asia/Ho_Chi_Minh'], ['2027-04-01T11:30', 'Asia/Ho_Chi_Minh'], ['2027-04-01T10:00', 'Asia/Ho_Chi_Minh']]);
    applyBulk(lib.db, ds.map((d) => d.id), { kind: 'channels', platforms: ['threads', 'x'] }, NOW);
    applyBulk(lib.db, ds.map((d) => d.id), { kind: 'profile', profile_id: 'p2' }, NOW);
    expect(drafts.getDraft(lib.db, ds[0]!.id)).toMatchObject({ profile_id: 'p2', platforms: ['threads', 'x'] });
  });
});

describe('duplicate a campaign', () => {
  it('copies every post a month later at the same wall-clock time, as new drafts, with the plan', () => {
    const { lib } = tempLibrary();
    const ds = [draft(lib.db, 1, '2027-01-31T09:00'), draft(lib.db, 2, '2027-03-15T18:30', 'America/New_York'), draft(lib.db, 3, null)];
    sent(lib.db, ds[1]!.id, '2027-03-15T18:30', 'America/New_York', 'published');
    const c = campaigns.create(lib.db, { name: 'Spring', draftIds: ds.map((d) => d.id) });
    campaignPlans.setPlan(lib.db, c.id, { mode: 'interval', start: '2027-01-31T09:00', timezone: 'Europe/Berlin' });
    const copy = duplicateCampaign(lib.db, c.id, { name: 'Spring (copy)', offset: { months: 1, days: 0 } });
    expect(copy.draftIds).toHaveLength(3);
    expect(copy.draftIds.some((id) => ds.some((d) => d.id === id))).toBe(false);
    const got = copy.draftIds.map((id) => drafts.getDraft(lib.db, id));
    expect(got.map((d) => [d.caption, d.scheduled_at, d.timezone, d.state])).toEqual([
      ['Post 1', '2027-02-28T09:00', 'Europe/Berlin', 'draft'], ['Post 2', '2027-04-15T18:30', 'America/New_York', 'draft'], ['Post 3', null, null, 'draft']]);
    expect(campaignPlans.getPlan(lib.db, copy.id).plan).toMatchObject({ mode: 'interval', start: '2027-02-28T09:00' });
    // The original is untouched.
    expect(drafts.getDraft(lib.db, ds[0]!.id).scheduled_at).toBe('2027-01-31T09:00');
  });
});
