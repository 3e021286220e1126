/**
 * Migration 0108 (issue 34, reviewcore): the team outbox takes client-preview exports and relayed
 * client decisions (its old rows kept), `client_decisions` exists, and a team workspace's triggers
 * put a new export and a new client decision in the outbox (what the binding carries to `reviews`).
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS, migrate, reviews, type WritableDB } from '../../src-main/library';
import { syncTeamTriggers } from '../../src-main/library/team-triggers';
import { tempDir } from './helpers';

describe('0108-client-decisions', () => {
  it('upgrades a file at version 107: outbox rows kept, exports and client decisions go to the outbox of a team workspace', () => {
    const db = new Database(join(tempDir(), 'library.sqlite')) as WritableDB;
    migrate(db, MIGRATIONS.filter((m) => m.version <= 107));
    db.exec(`INSERT INTO team_outbox (workspace_id, entity, entity_id) VALUES ('sandbox', 'review', 'r1')`);
    expect(() => db.exec(`INSERT INTO team_outbox (workspace_id, entity, entity_id) VALUES ('sandbox', 'export', 'e0')`)).toThrow(/CHECK/);
    expect(migrate(db, MIGRATIONS.filter((m) => m.version <= 108)).applied).toEqual(['0108-client-decisions']);
    expect(db.prepare('SELECT entity, entity_id FROM team_outbox').all()).toEqual([{ entity: 'review', entity_id: 'r1' }]);
    db.exec(`DELETE FROM team_outbox; UPDATE workspaces SET team_id = 't1' WHERE id = 'sandbox'`);
    expect(syncTeamTriggers(db)).toBe(true);
    const e = reviews.addExport(db, { campaignId: null, by: 'Ann', zone: 'UTC', lang: 'en', posts: [{ draftId: 'd1', revision: 'r' }], digest: 'f'.repeat(64), workspaceId: 'sandbox' });
    const c = reviews.addClientDecision(db, { exportId: e.id, draftId: 'd1', revision: 'r', decision: 'approve', relayedBy: 'Cy', approvalId: null, commentId: null, workspaceId: 'sandbox' });
    expect(db.prepare('SELECT entity, entity_id FROM team_outbox ORDER BY entity').all()).toEqual([{ entity: 'client_decision', entity_id: c.id }, { entity: 'export', entity_id: e.id }]);
    expect(reviews.latestClientDecision(db, 'd1')).toEqual(c);
    db.close();
  });
});
