/**
 * Migration 0110 (bywhom): a teammate's outcome keeps whether its call was the Hub's original or a
 * replay (`team_outcomes.sent_first`); outcomes shared before it read as not known.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS, migrate, teamRows, type WritableDB } from '../../src-main/library';
import { tempDir } from './helpers';

describe('0110-sent-first', () => {
  it('upgrades a file at version 109: an outcome kept reads as not known, a verdict is kept, a wrong word is refused', () => {
    const db = new Database(join(tempDir(), 'library.sqlite')) as WritableDB;
    migrate(db, MIGRATIONS.filter((m) => m.version <= 109));
    db.exec(`INSERT INTO team_outcomes (workspace_id, job_id, draft_id, idempotency_key, state, member, at) VALUES ('sandbox', 'j1', 'd1', 'k1', 'done', 'Lan', '2026-11-27T04:00:00Z')`);
    expect(migrate(db, MIGRATIONS.filter((m) => m.version <= 110)).applied).toEqual(['0110-sent-first']);
    expect(teamRows.teamOutcomes(db, 'sandbox')).toMatchObject([{ job_id: 'j1', sent_first: null }]);
    const [row] = teamRows.teamOutcomes(db, 'sandbox');
    teamRows.writeOutcome(db, 'sandbox', { ...row!, sent_first: 'replay' });
    expect(teamRows.teamOutcomes(db, 'sandbox')).toMatchObject([{ job_id: 'j1', sent_first: 'replay' }]);
    expect(() => db.exec(`UPDATE team_outcomes SET sent_first = 'maybe'`)).toThrow(/CHECK/);
    db.close();
  });
});
