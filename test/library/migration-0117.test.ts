/**
 * Migration 0117 (h-restore, session 29, 1): the send records a restore took back are kept (campaign_sends_restored), so a
 * batch whose posts were all restored keeps its line. A file at version 116 with a handed and a withdrawn record upgrades;
 * restoreToSend then moves both there (as they were, with when), the batch is still the campaign's, and deleting the
 * campaign deletes them.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { campaignPlans, MIGRATIONS, migrate, type WritableDB } from '../../src-main/library';
import { tempDir } from './helpers';

describe('0117-restored-sends', () => {
  it('upgrades a file at version 116; a restore keeps the records it takes back, and their batch stays the campaign\'s', () => {
    const db = new Database(join(tempDir(), 'library.sqlite')) as unknown as WritableDB;
    db.pragma('foreign_keys = ON');
    migrate(db, MIGRATIONS.filter((m) => m.version <= 116));
    const ws = 'sandbox';
    db.prepare(`INSERT INTO drafts (id, workspace_id, created_at, updated_at) VALUES ('d1', ?, 'x', 'x'), ('d2', ?, 'x', 'x')`).run(ws, ws);
    db.prepare(`INSERT INTO campaigns (id, workspace_id, name, created_at, updated_at) VALUES ('c1', ?, 'c', 'x', 'x')`).run(ws);
    db.exec(`INSERT INTO campaign_items (campaign_id, draft_id, position) VALUES ('c1', 'd1', 0), ('c1', 'd2', 1);
      INSERT INTO campaign_sends (campaign_id, draft_id, batch_id, outcome, at) VALUES ('c1', 'd1', 'b1', 'handed', '2026-11-01T08:00:00.000Z'), ('c1', 'd2', NULL, 'withdrawn', '2026-11-01T08:01:00.000Z');`);
    expect(migrate(db, MIGRATIONS.filter((m) => m.version <= 117)).applied).toEqual(['0117-restored-sends']);
    expect(campaignPlans.restoreToSend(db, 'c1', ['d1', 'd2'])).toBe(2);
    expect(campaignPlans.sends(db, 'c1')).toEqual([]);
    expect(campaignPlans.unsent(db, 'c1')).toEqual(['d1', 'd2']);
    expect(db.prepare('SELECT draft_id, batch_id, outcome, at FROM campaign_sends_restored ORDER BY draft_id').all()).toEqual([
      { draft_id: 'd1', batch_id: 'b1', outcome: 'handed', at: '2026-11-01T08:00:00.000Z' },
      { draft_id: 'd2', batch_id: null, outcome: 'withdrawn', at: '2026-11-01T08:01:00.000Z' },
    ]);
    expect(campaignPlans.batches(db, 'c1')).toEqual(['b1']);
    expect(campaignPlans.campaignOfSend(db, 'd1', 'b1')).toBe('c1');
    // Sent again in a new batch: both lines, oldest first.
    campaignPlans.recordHanded(db, 'c1', ['d1'], 'b2');
    expect(campaignPlans.batches(db, 'c1')).toEqual(['b1', 'b2']);
    db.exec(`DELETE FROM campaigns WHERE id = 'c1'`);
    expect(db.prepare('SELECT count(*) FROM campaign_sends_restored').pluck().get()).toBe(0);
    db.close();
  });
});
