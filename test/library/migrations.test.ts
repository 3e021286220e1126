import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  campaignDryRuns, MIGRATIONS, checkMigrationOrder, latestVersion, migrate, openLibrary, openReadOnly, type Migration, type WritableDB,
} from '../../src-main/library';
import { tempDir, thrown } from './helpers';

const raw = (file: string): WritableDB => new Database(file) as WritableDB;

describe('migration list', () => {
  it('strictly increases and ends at the schema version of a new file', () => {
    expect(() => checkMigrationOrder(MIGRATIONS)).not.toThrow();
    const lib = openLibrary(':memory:');
    expect(lib.db.pragma('user_version', { simple: true })).toBe(latestVersion());
    lib.close();
  });

  it('refuses a list that does not increase', () => {
    const bad: Migration[] = [{ version: 2, name: 'b', up: () => {} }, { version: 2, name: 'c', up: () => {} }];
    expect(thrown(() => checkMigrationOrder(bad)).code).toBe('migration_failed');
  });
});

describe('migrate', () => {
  it('runs all pending migrations in one transaction: a failing one leaves the file untouched', () => {
    const file = join(tempDir(), 'x.sqlite');
    const db = raw(file);
    const list: Migration[] = [
      ...MIGRATIONS,
      { version: 9000, name: '9000-ok', up: (d) => d.exec('CREATE TABLE extra (a TEXT) STRICT') },
      { version: 9001, name: '9001-broken', up: (d) => d.exec('CREATE TABLE broken (') },
    ];
    const err = thrown(() => migrate(db, list));
    expect(err.code).toBe('migration_failed');
    expect(err.message).toContain('9001-broken');
    expect(db.pragma('user_version', { simple: true })).toBe(0);
    expect(db.prepare(`SELECT count(*) n FROM sqlite_master WHERE name IN ('drafts', 'extra')`).get()).toEqual({ n: 0 });
    db.close();
  });

  it('applies only what is pending, and an appended migration is one line in the list', () => {
    const file = join(tempDir(), 'x.sqlite');
    openLibrary(file).close();
    const db = raw(file);
    const next: Migration = { version: 9000, name: '9000-next', up: (d) => d.exec('CREATE TABLE next_thing (id TEXT PRIMARY KEY) STRICT') };
    const r = migrate(db, [...MIGRATIONS, next]);
    expect(r).toEqual({ from: latestVersion(), to: 9000, applied: ['9000-next'] });
    expect(migrate(db, [...MIGRATIONS, next]).applied).toEqual([]);
    db.close();
  });

  it('0100-journal gives the resendable jobs\' partial index (only done jobs with same-key retries exhausted)', () => {
    const file = join(tempDir(), 'x.sqlite');
    const db = raw(file);
    migrate(db, MIGRATIONS);
    db.exec(`INSERT INTO publish_jobs (id, idempotency_key, state, platforms, fields, photos, content_type, body_sha256, body_bytes, last_error_code, created_at, updated_at)
      VALUES ('j1', 'k1', 'done', '[]', '{}', '[]', 'x', 'ab', 1, 'retries_exhausted', 1, 1), ('j2', 'k2', 'done', '[]', '{}', '[]', 'x', 'ab', 1, NULL, 1, 1)`);
    expect(db.prepare("SELECT id FROM publish_jobs INDEXED BY publish_jobs_resendable WHERE state = 'done' AND last_error_code IS 'retries_exhausted'").all()).toEqual([{ id: 'j1' }]);
    expect(db.prepare('SELECT count(*) n FROM publish_jobs').get()).toEqual({ n: 2 });
    db.close();
  });

  it('refuses a file written by a newer app with a typed error, and changes nothing', () => {
    const file = join(tempDir(), 'x.sqlite');
    openLibrary(file).close();
    const db = raw(file);
    db.pragma('user_version = 99999');
    db.close();
    const err = thrown(() => openLibrary(file));
    expect(err.code).toBe('schema_too_new');
    expect(err.details).toMatchObject({ fileVersion: 99999, appVersion: latestVersion() });
    const after = raw(file);
    expect(after.pragma('user_version', { simple: true })).toBe(99999);
    after.close();
    expect(thrown(() => openReadOnly(file)).code).toBe('schema_too_new');
  });
});

describe('0001-initial', () => {
  const file = (): string => join(tempDir(), 'library.sqlite');

  it('opens with WAL, foreign keys, synchronous NORMAL', () => {
    const lib = openLibrary(file());
    const { db } = lib;
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('synchronous', { simple: true })).toBe(1);
    lib.close();
  });

  it('creates its STRICT tables (run alone, as version 1)', () => {
    const db = raw(file());
    const only0001 = MIGRATIONS.filter((m) => m.name === '0001-initial');
    expect(only0001).toHaveLength(1);
    expect(migrate(db, only0001)).toEqual({ from: 0, to: 1, applied: ['0001-initial'] });
    const tables = db.prepare(`SELECT name, strict FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'drafts_fts%'`).all() as { name: string; strict: number }[];
    expect(tables.map((t) => t.name).sort()).toEqual([
      'cached_boards', 'cached_connections', 'cached_locations', 'cached_music', 'cached_pins', 'cached_profiles',
      'campaign_items', 'campaigns', 'draft_photos', 'draft_tags', 'drafts', 'settings', 'tags', 'workspaces',
    ]);
    expect(tables.filter((t) => t.strict !== 1)).toEqual([]);
    db.close();
  });

  it('seeds the Sandbox workspace as current', () => {
    const lib = openLibrary(':memory:');
    expect(lib.workspaces.list(lib.db)).toEqual([
      expect.objectContaining({ id: 'sandbox', name: 'Sandbox', kind: 'sandbox', hubUrl: '', keyHint: null, current: true }),
    ]);
    lib.close();
  });

  it('enforces its constraints: STRICT types, photo source, queue xor schedule, foreign keys', () => {
    const lib = openLibrary(':memory:');
    const { db } = lib;
    const insert = (extra: string): void => {
      db.exec(`INSERT INTO drafts (id, workspace_id, created_at, updated_at${extra ? ', ' + extra.split('=')[0] : ''}) VALUES ('d${Math.random()}', 'sandbox', 'x', 'x'${extra ? ', ' + extra.split('=')[1] : ''})`);
    };
    expect(() => insert('')).not.toThrow();
    expect(() => insert("revision='abc'")).toThrow(/cannot store TEXT/);
    expect(() => insert("platforms='{}'")).toThrow(/CHECK/);
    expect(() => db.exec(`INSERT INTO drafts (id, workspace_id, created_at, updated_at, add_to_queue, scheduled_at) VALUES ('q', 'sandbox', 'x', 'x', 1, '2026-12-01T00:00:00Z')`)).toThrow(/CHECK/);
    expect(() => db.exec(`INSERT INTO drafts (id, workspace_id, created_at, updated_at) VALUES ('w', 'nope', 'x', 'x')`)).toThrow(/FOREIGN KEY/);
    const id = (db.prepare(`SELECT id FROM drafts LIMIT 1`).get() as { id: string }).id;
    expect(() => db.exec(`INSERT INTO draft_photos (id, draft_id, position, source, path, url) VALUES ('p', '${id}', 0, 'file', NULL, 'https://a')`)).toThrow(/CHECK/);
    lib.close();
  });
});

describe('0102-draft-captions', () => {
  it('upgrades a file at version 101 (drafts kept) and gives draft_captions: STRICT, one row per draft and channel, gone with its draft', () => {
    const file = join(tempDir(), 'library.sqlite');
    const db = raw(file);
    migrate(db, MIGRATIONS.filter((m) => m.version <= 101));
    db.exec(`INSERT INTO drafts (id, workspace_id, created_at, updated_at) VALUES ('d1', 'sandbox', 'x', 'x')`);
    const r = migrate(db, MIGRATIONS.filter((m) => m.version <= 102));
    expect(r.applied).toEqual(['0102-draft-captions']);
    expect(db.prepare(`SELECT strict FROM pragma_table_list WHERE name = 'draft_captions'`).get()).toEqual({ strict: 1 });
    db.pragma('foreign_keys = ON');
    const put = (draft: string, channel: string): void => void db.prepare(`INSERT INTO draft_captions (draft_id, channel, caption, title, updated_at) VALUES (?, ?, 'c', NULL, 'x')`).run(draft, channel);
    put('d1', 'x');
    expect(() => put('d1', 'x')).toThrow(/UNIQUE|PRIMARY KEY/);
    expect(() => put('nope', 'x')).toThrow(/FOREIGN KEY/);
    expect(() => put('d1', '')).toThrow(/CHECK/);
    expect(() => db.exec(`INSERT INTO draft_captions (draft_id, channel, caption, title, updated_at) VALUES ('d1', 'instagram', x'00', NULL, 'x')`)).toThrow(/cannot store BLOB/);
    db.exec(`DELETE FROM drafts WHERE id = 'd1'`);
    expect(db.prepare('SELECT count(*) n FROM draft_captions').get()).toEqual({ n: 0 });
    db.close();
  });
});

describe('0103-calendar-index', () => {
  it('upgrades a file at version 102, and the calendar reads a month and the queued posts through an index, in time order without a sort', () => {
    const file = join(tempDir(), 'library.sqlite');
    const db = raw(file);
    migrate(db, MIGRATIONS.filter((m) => m.version <= 102));
    db.exec(`INSERT INTO drafts (id, workspace_id, created_at, updated_at, scheduled_at, timezone, scheduled_ms) VALUES ('d1', 'sandbox', 'x', 'x', '2027-03-01T09:00', 'UTC', 1803978000000)`);
    expect(migrate(db, MIGRATIONS.filter((m) => m.version <= 103)).applied).toEqual(['0103-calendar-index']);
    const plan = (q: string): string => (db.prepare(`EXPLAIN QUERY PLAN ${q}`).all('sandbox', 0, 1) as Array<{ detail: string }>).map((r) => r.detail).join(' | ');
    const month = plan('SELECT id FROM drafts d WHERE d.workspace_id = ? AND d.deleted_at IS NULL AND d.scheduled_ms IS NOT NULL AND d.scheduled_ms >= ? AND d.scheduled_ms < ? ORDER BY d.scheduled_ms, d.seq');
    expect(month).toContain('drafts_by_schedule');
    expect(month).not.toContain('TEMP B-TREE');
    expect(plan('SELECT id FROM drafts d WHERE d.workspace_id = ? AND d.deleted_at IS NULL AND d.add_to_queue = 1 AND ? < ? + 1')).toContain('drafts_queued');
    db.close();
  });
});

describe('0106-campaign-dry-runs (issue 31)', () => {
  it('upgrades a file at version 105; a campaign\'s last dry run is kept, replaced by the next, and goes with its campaign', () => {
    const file = join(tempDir(), 'library.sqlite');
    const db = raw(file);
    migrate(db, MIGRATIONS.filter((m) => m.version <= 105));
    expect(migrate(db, MIGRATIONS.filter((m) => m.version <= 106)).applied).toEqual(['0106-campaign-dry-runs']);
    db.exec(`INSERT INTO campaigns (id, workspace_id, name, created_at, updated_at) VALUES ('c1', 'sandbox', 'Spring', 'x', 'x')`);
    db.pragma('foreign_keys = ON');
    const summary = { posts: 2, rows: 2, errors: 1, warnings: 0, held: 1, going: 1 };
    campaignDryRuns.save(db, 'c1', { fingerprint: 'f1', summary, posts: [{ id: 'd1', print: 'p1', held: false }, { id: 'd2', print: 'p2', held: true }] });
    campaignDryRuns.save(db, 'c1', { fingerprint: 'f2', summary, posts: [{ id: 'd1', print: 'p1', held: false }] });
    expect(campaignDryRuns.last(db, 'c1')).toMatchObject({ fingerprint: 'f2', summary, posts: [{ id: 'd1', print: 'p1', held: false }] });
    expect(campaignDryRuns.stamp(db, 'c1')).toMatch(/ f2$/);
    db.exec(`DELETE FROM campaigns WHERE id = 'c1'`);
    expect(campaignDryRuns.last(db, 'c1')).toBeNull();
    db.close();
  });
});

describe('0107-team-reviews (issue 34, team-wire)', () => {
  it('upgrades a file at version 106: the team outbox keeps its rows and takes review steps, approvals and comments', () => {
    const file = join(tempDir(), 'library.sqlite');
    const db = raw(file);
    migrate(db, MIGRATIONS.filter((m) => m.version <= 106));
    db.exec(`INSERT INTO team_outbox (workspace_id, entity, entity_id) VALUES ('sandbox', 'draft', 'd1')`);
    expect(() => db.exec(`INSERT INTO team_outbox (workspace_id, entity, entity_id) VALUES ('sandbox', 'review', 'r0')`)).toThrow(/CHECK/);
    expect(migrate(db, MIGRATIONS.filter((m) => m.version <= 107)).applied).toEqual(['0107-team-reviews']);
    db.exec(`INSERT INTO team_outbox (workspace_id, entity, entity_id) VALUES ('sandbox', 'review', 'r1'), ('sandbox', 'approval', 'a1'), ('sandbox', 'comment', 'c1')`);
    expect(db.prepare('SELECT entity, entity_id FROM team_outbox ORDER BY entity_id').all()).toEqual([
      { entity: 'approval', entity_id: 'a1' }, { entity: 'comment', entity_id: 'c1' }, { entity: 'draft', entity_id: 'd1' }, { entity: 'review', entity_id: 'r1' },
    ]);
    expect(() => db.exec(`INSERT INTO team_outbox (workspace_id, entity, entity_id) VALUES ('sandbox', 'nonsense', 'x')`)).toThrow(/CHECK/);
    db.close();
  });
});
