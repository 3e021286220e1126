import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { campaignPlans, campaigns, drafts, draftSchedules, migrate, MIGRATIONS, queueSettings, workspaces, type WritableDB } from '../../src-main/library';
import { tempDir, tempLibrary, thrown } from './helpers';

const draft = (lib: ReturnType<typeof tempLibrary>['lib'], caption: string) => lib.drafts.create(lib.db, { profile_id: 'prof_lumen', platforms: ['instagram'], caption });

describe('migration 0101-campaign-plans', () => {
  it('adds the plan, send and queue-cache tables on a file of schema 100 (journal included), its rows kept, and their checks hold', () => {
    const db = new Database(join(tempDir(), 'x.sqlite')) as WritableDB;
    migrate(db, MIGRATIONS.filter((m) => m.version <= 100));
    const ws = (db.prepare('SELECT id FROM workspaces LIMIT 1').get() as { id: string }).id;
    db.prepare(`INSERT INTO campaigns (id, workspace_id, name, notes, created_at, updated_at) VALUES ('c1', ?, 'March', '', 'now', 'now')`).run(ws);
    expect(migrate(db, MIGRATIONS.filter((m) => m.version <= 101))).toEqual({ from: 100, to: 101, applied: ['0101-campaign-plans'] });
    expect(db.prepare('SELECT name FROM campaigns').all()).toEqual([{ name: 'March' }]);
    expect(() => db.exec(`INSERT INTO campaign_plans (campaign_id, send_state, updated_at) VALUES ('c1', 'flying', 'now')`)).toThrow(/CHECK/);
    expect(() => db.exec(`INSERT INTO campaign_sends (campaign_id, draft_id, batch_id, outcome, at) VALUES ('c1', 'd', NULL, 'handed', 'now')`)).toThrow(/CHECK/);
    db.exec(`INSERT INTO campaign_plans (campaign_id, updated_at) VALUES ('c1', 'now')`);
    db.exec(`DELETE FROM campaigns WHERE id = 'c1'`);
    expect(db.prepare('SELECT count(*) n FROM campaign_plans').get()).toEqual({ n: 0 });
    db.close();
  });
});

describe('campaign plans and sends', () => {
  it('a campaign has the default plan until one is set; a bad plan is refused and changes nothing', () => {
    const { lib } = tempLibrary();
    const c = campaigns.create(lib.db, { name: 'March' });
    expect(campaignPlans.getPlan(lib.db, c.id)).toMatchObject({ sendState: 'idle', plan: { mode: 'queue_slots', delivery: 'schedule', minGapMinutes: 30 } });
    campaignPlans.setPlan(lib.db, c.id, { mode: 'interval', timezone: 'Europe/Berlin', intervalMinutes: 90 });
    const err = thrown(() => campaignPlans.setPlan(lib.db, c.id, { mode: 'interval', timezone: 'Mars/Olympus' }));
    expect(err.code).toBe('invalid_input');
    expect(campaignPlans.getPlan(lib.db, c.id).plan).toMatchObject({ mode: 'interval', timezone: 'Europe/Berlin', intervalMinutes: 90 });
    expect(thrown(() => campaignPlans.getPlan(lib.db, 'nope')).code).toBe('not_found');
  });

  it('moves the send state only along the allowed moves', () => {
    const { lib } = tempLibrary();
    const c = campaigns.create(lib.db, { name: 'March' });
    expect(thrown(() => campaignPlans.setSendState(lib.db, c.id, 'paused')).code).toBe('invalid_state');
    campaignPlans.setSendState(lib.db, c.id, 'sending');
    campaignPlans.setSendState(lib.db, c.id, 'paused');
    expect(campaignPlans.sending(lib.db, c.workspaceId)).toEqual([]);
    campaignPlans.setSendState(lib.db, c.id, 'sending');
    expect(campaignPlans.sending(lib.db, c.workspaceId)).toEqual([c.id]);
  });

  it('unsent is what was neither handed over nor withdrawn, in campaign order', () => {
    const { lib } = tempLibrary();
    const [a, b, c3, d] = ['a', 'b', 'c', 'd'].map((x) => draft(lib, x).id) as [string, string, string, string];
    const c = campaigns.create(lib.db, { name: 'March', draftIds: [d, a, b, c3] });
    campaignPlans.recordHanded(lib.db, c.id, [a], 'batch1');
    campaignPlans.withdraw(lib.db, c.id, [b]);
    expect(campaignPlans.unsent(lib.db, c.id)).toEqual([d, c3]);
    expect(campaignPlans.batches(lib.db, c.id)).toEqual(['batch1']);
    expect(campaignPlans.sends(lib.db, c.id).map((s) => [s.draftId, s.outcome])).toEqual([[a, 'handed'], [b, 'withdrawn']]);
    lib.drafts.softDelete(lib.db, d);
    expect(campaignPlans.unsent(lib.db, c.id)).toEqual([c3]);
    expect(campaignPlans.clearWithdrawn(lib.db, c.id)).toBe(1);
    expect(campaignPlans.unsent(lib.db, c.id)).toEqual([b, c3]);
    // A post the publisher skipped for its problems waits for the next explicit send.
    campaignPlans.recordHanded(lib.db, c.id, [c3], 'batch2');
    expect(campaignPlans.markSkipped(lib.db, c.id, [c3])).toBe(1);
    expect(campaignPlans.unsent(lib.db, c.id)).toEqual([b]);
    expect(campaignPlans.resetSkipped(lib.db, c.id)).toBe(1);
    expect(campaignPlans.unsent(lib.db, c.id)).toEqual([b, c3]);
  });

  it('writes many schedules in one go, and a bad one writes none', () => {
    const { lib } = tempLibrary();
    const [a, b] = [draft(lib, 'a').id, draft(lib, 'b').id];
    expect(draftSchedules.setSchedules(lib.db, [
      { id: a, scheduledAt: '2027-03-29T09:00', timezone: 'Europe/Berlin', addToQueue: false },
      { id: b, scheduledAt: null, timezone: null, addToQueue: true },
    ])).toBe(2);
    expect(drafts.getDraft(lib.db, a)).toMatchObject({ scheduled_at: '2027-03-29T09:00', timezone: 'Europe/Berlin', add_to_queue: false, revision: 2 });
    expect(drafts.getDraft(lib.db, b)).toMatchObject({ scheduled_at: null, add_to_queue: true });
    const err = thrown(() => draftSchedules.setSchedules(lib.db, [
      { id: a, scheduledAt: '2027-04-01T09:00', timezone: 'Europe/Berlin', addToQueue: false },
      { id: b, scheduledAt: '2027-04-01T09:00', timezone: 'Nowhere/City', addToQueue: false },
    ]));
    expect(err.code).toBe('invalid_input');
    expect(drafts.getDraft(lib.db, a).scheduled_at).toBe('2027-03-29T09:00');
    expect(thrown(() => draftSchedules.setSchedules(lib.db, [{ id: 'missing', scheduledAt: null, timezone: null, addToQueue: false }])).code).toBe('not_found');
  });

  it('caches queue settings per profile and refuses a bad slot', () => {
    const { lib } = tempLibrary();
    const ws = workspaces.getCurrent(lib.db).id;
    queueSettings.put(lib.db, ws, 'prof_lumen', { timezone: 'Europe/Berlin', slots: [{ weekday: 1, time: '09:00' }] });
    expect(queueSettings.read(lib.db, ws, 'prof_lumen')).toMatchObject({ timezone: 'Europe/Berlin', slots: [{ weekday: 1, time: '09:00' }] });
    expect(thrown(() => queueSettings.put(lib.db, ws, 'prof_lumen', { timezone: 'Europe/Berlin', slots: [{ weekday: 7, time: '25:00' }] })).code).toBe('invalid_input');
    expect(queueSettings.read(lib.db, ws, 'prof_x')).toBeNull();
  });
});

describe('the best hours in a plan', () => {
  it('a plan stored before best hours existed loads with none; bad hours or zone are refused and the stored plan stays', () => {
    const { lib } = tempLibrary();
    const c = campaigns.create(lib.db, { name: 'Evenings' });
    // Written as an older Postroom wrote it: no bestHours key.
    lib.db.prepare(`INSERT INTO campaign_plans (campaign_id, plan, updated_at) VALUES (?, ?, 'then')`).run(c.id, JSON.stringify({ mode: 'interval', delivery: 'schedule', timezone: null, start: null, intervalMinutes: 90, minGapMinutes: 30, duplicateDays: 7 }));
    const old = campaignPlans.getPlan(lib.db, c.id).plan;
    expect(old).toMatchObject({ mode: 'interval', intervalMinutes: 90, bestHours: null });

    const best = { profileId: 'prof_caphe', platform: 'tiktok', hours: [20, 19, 21], timezone: 'Asia/Ho_Chi_Minh' };
    for (const bad of [{ ...best, hours: [24] }, { ...best, hours: [19, 19] }, { ...best, hours: [] }, { ...best, timezone: 'Mars/Olympus' }]) {
      expect(thrown(() => campaignPlans.setPlan(lib.db, c.id, { ...old, mode: 'best_hours', bestHours: bad }))).toMatchObject({ code: 'invalid_input' });
      expect(campaignPlans.getPlan(lib.db, c.id).plan).toEqual(old);
    }
    const set = campaignPlans.setPlan(lib.db, c.id, { ...old, mode: 'best_hours', bestHours: best });
    expect(campaignPlans.getPlan(lib.db, c.id).plan).toEqual(set);
    expect(set).toMatchObject({ mode: 'best_hours', bestHours: best, intervalMinutes: 90 });
  });
});
