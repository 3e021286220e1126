/**
 * Migration 0119 (h-brand, walk 33b): `drafts.profile_from`, the brand kept by name a profile id was resolved from. A file
 * at version 117 upgrades (0118 is another branch's); its drafts have none. Resolving a name keeps it (replaceProfile);
 * a person's save of the same profile keeps it, a person's choice of another profile clears it.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { drafts, MIGRATIONS, migrate, type WritableDB } from '../../src-main/library';
import { tempDir, tempLibrary } from './helpers';
import { brandChecked } from '../../src-shared/brand';

describe('0119-brand-checked-from', () => {
  it('upgrades a file at version 117: drafts gain profile_from, none set', () => {
    const db = new Database(join(tempDir(), 'library.sqlite')) as unknown as WritableDB;
    migrate(db, MIGRATIONS.filter((m) => m.version <= 117));
    db.prepare(`INSERT INTO drafts (id, workspace_id, profile_id, created_at, updated_at) VALUES ('d1', 'sandbox', 'name:Studio Lumen', 'x', 'x')`).run();
    expect(migrate(db).applied).toEqual(['0119-brand-checked-from']);
    expect(db.prepare(`SELECT profile_id, profile_from FROM drafts`).all()).toEqual([{ profile_id: 'name:Studio Lumen', profile_from: null }]);
    db.close();
  });

  it('keeps the name a brand was resolved from until a person chooses another profile', () => {
    const { lib } = tempLibrary();
    const ws = lib.db.prepare(`SELECT id FROM workspaces LIMIT 1`).pluck().get() as string;
    const a = drafts.create(lib.db, { caption: 'A', platforms: ['x'], profile_id: 'name:Studio Lumen' });
    const b = drafts.create(lib.db, { caption: 'B', platforms: ['x'], profile_id: 'name:Studio Lumen' });
    expect(drafts.get(lib.db, a.id).profile_from ?? null).toBeNull();
    expect(drafts.replaceProfile(lib.db, ws, 'name:Studio Lumen', 'prof_lumen')).toBe(2);
    expect(drafts.get(lib.db, a.id)).toMatchObject({ profile_id: 'prof_lumen', profile_from: brandChecked('name:Studio Lumen', 'prof_lumen') });
    drafts.update(lib.db, a.id, { caption: 'A, edited', profile_id: 'prof_lumen' });
    expect(drafts.get(lib.db, a.id)).toMatchObject({ profile_id: 'prof_lumen', profile_from: brandChecked('name:Studio Lumen', 'prof_lumen') });
    drafts.update(lib.db, b.id, { profile_id: 'prof_caphe' });
    expect(drafts.get(lib.db, b.id)).toMatchObject({ profile_id: 'prof_caphe', profile_from: null });
    lib.close();
  });
});
