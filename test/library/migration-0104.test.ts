import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS, migrate, openLibrary, workspaces, type WritableDB } from '../../src-main/library';
import { tempDir } from './helpers';

const raw = (file: string): WritableDB => new Database(file) as WritableDB;
const SHA = 'b'.repeat(64);

describe('0104-team', () => {
  it('upgrades a file at version 103 (workspaces, drafts and photos kept) and gives the team columns, team_updates and team_outbox', () => {
    const file = join(tempDir(), 'library.sqlite');
    const db = raw(file);
    migrate(db, MIGRATIONS.filter((m) => m.version <= 103));
    db.exec(`INSERT INTO workspaces (id, name, hub_url, kind, created_at) VALUES ('w1', 'Brand', 'https://hub.example.com', 'hub', 'x');
      INSERT INTO drafts (id, workspace_id, created_at, updated_at) VALUES ('d1', 'w1', 'x', 'x');
      INSERT INTO draft_photos (id, draft_id, position, source, path, sha256) VALUES ('p1', 'd1', 0, 'file', '/a.jpg', '${SHA}'), ('p2', 'd1', 1, 'file', '/b.jpg', NULL);
      INSERT INTO draft_photos (id, draft_id, position, source, url) VALUES ('p3', 'd1', 2, 'url', 'https://x.example.com/c.jpg');`);
    expect(migrate(db, MIGRATIONS.filter((m) => m.version <= 104)).applied).toEqual(['0104-team']);
    db.pragma('foreign_keys = ON');
    expect(db.prepare('SELECT id, path, url, sha256 FROM draft_photos ORDER BY position').all()).toEqual([
      { id: 'p1', path: '/a.jpg', url: null, sha256: SHA }, { id: 'p2', path: '/b.jpg', url: null, sha256: null }, { id: 'p3', path: null, url: 'https://x.example.com/c.jpg', sha256: null },
    ]);
    expect(db.prepare(`SELECT name, strict FROM pragma_table_list WHERE name IN ('team_updates', 'team_outbox', 'draft_photos') ORDER BY name`).all())
      .toEqual([{ name: 'draft_photos', strict: 1 }, { name: 'team_outbox', strict: 1 }, { name: 'team_updates', strict: 1 }]);
    expect(workspaces.getWorkspace(db, 'w1').team).toBeNull();
    // A file photo may wait for its bytes (no path) only when its sha256 names them.
    const photo = (id: string, path: string | null, sha: string | null): void => void db.prepare(`INSERT INTO draft_photos (id, draft_id, position, source, path, sha256) VALUES (?, 'd1', 9, 'file', ?, ?)`).run(id, path, sha);
    photo('p4', null, SHA);
    expect(() => photo('p5', null, null)).toThrow(/CHECK/);
    expect(() => db.exec(`INSERT INTO draft_photos (id, draft_id, position, source, path, url) VALUES ('p6', 'd1', 0, 'url', '/x', 'https://a')`)).toThrow(/CHECK/);
    expect(() => db.exec(`UPDATE workspaces SET team_role = 'boss' WHERE id = 'w1'`)).toThrow(/CHECK/);
    db.exec(`DELETE FROM drafts WHERE id = 'd1'`);
    expect(db.prepare('SELECT count(*) n FROM draft_photos').get()).toEqual({ n: 0 });
    db.close();
  });

  it('triggers write a changed draft or campaign into team_outbox once, only for a workspace with a team', () => {
    const lib = openLibrary(':memory:');
    const w = workspaces.add(lib.db, { name: 'Brand', hubUrl: 'https://hub.example.com' });
    const outbox = (): unknown[] => lib.db.prepare('SELECT entity, entity_id FROM team_outbox ORDER BY entity, entity_id').all();
    const triggers = (): number => (lib.db.prepare(`SELECT count(*) n FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'team_outbox_%'`).get() as { n: number }).n;
    // No team, no trigger: a library of one's own pays nothing for the team feature.
    expect(triggers()).toBe(0);
    const d = lib.drafts.create(lib.db, { caption: 'x', tags: ['a'] }, { workspaceId: w.id });
    expect(outbox()).toEqual([]);
    const joined = workspaces.setTeam(lib.db, w.id, { url: 'wss://team.example.com', id: 't1', member: 'ana', role: 'owner' });
    expect(joined.team).toEqual({ url: 'wss://team.example.com', id: 't1', member: 'ana', role: 'owner' });
    expect(outbox()).toEqual([{ entity: 'draft', entity_id: d.id }]); // what was there before joining
    lib.db.exec('DELETE FROM team_outbox');
    // Many writes to one draft (an upsert among them): one row.
    lib.drafts.update(lib.db, d.id, { caption: 'y', captions: { x: { caption: 'for x' } }, photos: ['https://x.example.com/p.png'] });
    lib.drafts.update(lib.db, d.id, { captions: { x: { caption: 'for x, again' } } });
    const c = lib.campaigns.create(lib.db, { name: 'c', draftIds: [d.id] }, { workspaceId: w.id });
    expect(outbox()).toEqual([{ entity: 'campaign', entity_id: c.id }, { entity: 'draft', entity_id: d.id }]);
    lib.db.exec('DELETE FROM team_outbox');
    lib.tags.rename(lib.db, 'a', 'b', w.id);
    expect(outbox()).toEqual([{ entity: 'draft', entity_id: d.id }]);
    expect(triggers()).toBeGreaterThan(20);
    // Another workspace joins and leaves: the triggers stay while one team is left, then go.
    const other = workspaces.add(lib.db, { name: 'Other', hubUrl: 'https://hub.example.com' });
    workspaces.setTeam(lib.db, other.id, { url: 'wss://team.example.com', id: 't2', member: 'ana', role: 'editor' });
    workspaces.setTeam(lib.db, other.id, null);
    expect(triggers()).toBeGreaterThan(20);
    workspaces.setTeam(lib.db, w.id, null);
    expect(triggers()).toBe(0);
    lib.close();
  });

  it('a library opened with a team workspace but without the triggers gets them back', () => {
    const file = join(tempDir(), 'library.sqlite');
    const lib = openLibrary(file);
    const w = workspaces.add(lib.db, { name: 'Brand', hubUrl: 'https://hub.example.com' });
    workspaces.setTeam(lib.db, w.id, { url: 'wss://team.example.com', id: 't1', member: 'ana', role: 'owner' });
    for (const { name } of lib.db.prepare(`SELECT name FROM sqlite_master WHERE type = 'trigger'`).all() as Array<{ name: string }>) lib.db.exec(`DROP TRIGGER "${name}"`);
    lib.close();
    const again = openLibrary(file);
    again.drafts.create(again.db, { caption: 'x' }, { workspaceId: w.id });
    expect(again.db.prepare('SELECT count(*) n FROM team_outbox').get()).toEqual({ n: 1 });
    again.close();
  });
});
