/**
 * Migration 0116 (w31paging): the Library's pages, newest first by `seq` (a key no edit changes), are read through an
 * index — no sort of every live draft of the workspace for each page — and the trash still through drafts_deleted.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS, migrate, type WritableDB } from '../../src-main/library';
import { tempDir } from './helpers';

describe('0116-drafts-by-seq', () => {
  it('upgrades a file at version 115; a page of the list (first or next, with or without a channel) reads the index in order', () => {
    const db = new Database(join(tempDir(), 'library.sqlite')) as unknown as WritableDB;
    migrate(db, MIGRATIONS.filter((m) => m.version <= 115));
    db.exec(`INSERT INTO drafts (id, workspace_id, created_at, updated_at) VALUES ('d1', 'sandbox', 'x', 'x'), ('d2', 'sandbox', 'x', 'y')`);
    const plan = (q: string): string => (db.prepare(`EXPLAIN QUERY PLAN ${q}`).all('sandbox') as Array<{ detail: string }>).map((r) => r.detail).join(' | ');
    const next = 'SELECT d.* FROM drafts d WHERE d.workspace_id = ? AND d.deleted_at IS NULL AND d.seq < 9 ORDER BY d.seq DESC LIMIT 201';
    expect(plan(next)).toContain('TEMP B-TREE'); // before: every live draft sorted for each page
    expect(migrate(db, MIGRATIONS.filter((m) => m.version <= 116)).applied).toEqual(['0116-drafts-by-seq']);
    expect(plan(next)).toBe('SEARCH d USING INDEX drafts_by_seq (workspace_id=? AND seq<?)');
    const channel = plan(`SELECT d.* FROM drafts d WHERE d.workspace_id = ? AND d.deleted_at IS NULL AND EXISTS (SELECT 1 FROM json_each(d.platforms) WHERE value = 'x') ORDER BY d.seq DESC LIMIT 201`);
    expect(channel).toContain('drafts_by_seq');
    expect(channel).not.toContain('TEMP B-TREE');
    expect(plan('SELECT d.* FROM drafts d WHERE d.workspace_id = ? AND d.deleted_at IS NOT NULL ORDER BY d.seq DESC LIMIT 201')).toContain('drafts_deleted');
    expect(db.prepare(`SELECT id FROM drafts WHERE workspace_id = 'sandbox' AND deleted_at IS NULL ORDER BY seq DESC`).pluck().all()).toEqual(['d2', 'd1']);
    db.close();
  });
});
