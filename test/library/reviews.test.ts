import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_COMMENT_CHARS, MIGRATIONS, migrate, reviews, type WritableDB } from '../../src-main/library';
import { tempDir, tempLibrary, thrown } from './helpers';

describe('0105-reviews', () => {
  it('upgrades a file at version 103 (and one at 104, where the team migration goes) with the four tables, empty', () => {
    const db = new Database(join(tempDir(), 'library.sqlite')) as WritableDB;
    migrate(db, MIGRATIONS.filter((m) => m.version <= 103));
    expect(migrate(db, MIGRATIONS).applied).toContain('0105-reviews');
    for (const t of ['reviews', 'approvals', 'comments', 'review_exports']) expect(db.prepare(`SELECT count(*) n FROM ${t}`).get()).toEqual({ n: 0 });
    const put = (body: string, mentions = '[]'): unknown => db.prepare(`INSERT INTO comments (id, workspace_id, draft_id, author, body, mentions, at) VALUES (lower(hex(randomblob(8))), 'w', 'd', 'An', ?, ?, 'x')`).run(body, mentions);
    expect(() => put('x'.repeat(4001))).toThrow(/CHECK/);
    expect(() => put('')).toThrow(/CHECK/);
    expect(() => put('ok', '{"a":1}')).toThrow(/CHECK/);
    expect(() => db.prepare(`INSERT INTO reviews (id, workspace_id, draft_id, action, state, revision, actor, at) VALUES ('r', 'w', 'd', 'publish', 'approved', 'x', 'An', 'x')`).run()).toThrow(/CHECK/);
    db.close();
  });
});

describe('reviews (library module)', () => {
  it('keeps a post\'s steps in order; the latest is its state; the first sender is its author', () => {
    const { lib, clock } = tempLibrary();
    const db = lib.db;
    expect(reviews.latest(db, 'd1')).toBeNull();
    reviews.addStep(db, { draftId: 'd1', action: 'submit', state: 'in_review', revision: 'r1', by: 'Lan' });
    clock.advance(1000);
    const c = reviews.addComment(db, { draftId: 'd1', author: 'Minh', body: 'Sửa giờ đăng @Lan', mentions: ['Lan', 'Lan', ' '] });
    const s = reviews.addStep(db, { draftId: 'd1', action: 'request_changes', state: 'changes_requested', revision: 'r1', by: 'Minh', commentId: c.id });
    expect(reviews.latest(db, 'd1')).toEqual(s);
    expect(c.mentions).toEqual(['Lan']);
    clock.advance(1000);
    reviews.addStep(db, { draftId: 'd1', action: 'submit', state: 'in_review', revision: 'r2', by: 'Minh' });
    expect(reviews.authorOf(db, 'd1')).toBe('Lan');
    expect(reviews.history(db, 'd1').map((x) => `${x.action}:${x.by}`)).toEqual(['submit:Lan', 'request_changes:Minh', 'submit:Minh']);
    const a = reviews.addApproval(db, { draftId: 'd1', revision: 'r2', by: 'Minh' });
    expect(reviews.getApproval(db, a.id)).toEqual(a);
    expect(reviews.approvalsOf(db, 'd1')).toEqual([a]);
    expect(thrown(() => reviews.getApproval(db, 'nope')).code).toBe('not_found');
    reviews.addStep(db, { draftId: 'd2', action: 'submit', state: 'in_review', revision: 'x', by: 'Lan' });
    expect(reviews.latestOfWorkspace(db).map((x) => x.draftId).sort()).toEqual(['d1', 'd2']);
    expect(reviews.latestOfWorkspace(db, 'another')).toEqual([]);
  });

  it('a comment over 4,000 characters is refused, typed, and nothing is written; 4,000 emoji fit', () => {
    const { lib } = tempLibrary();
    const err = thrown(() => reviews.addComment(lib.db, { draftId: 'd1', author: 'An', body: 'a'.repeat(MAX_COMMENT_CHARS + 1) }));
    expect(err.code).toBe('comment_too_long');
    expect(err.details).toEqual({ chars: 4001, max: 4000 });
    expect(reviews.commentsOf(lib.db, 'd1')).toEqual([]);
    // Characters, not UTF-16 units: 4,000 emoji are 8,000 units and still one comment.
    expect(reviews.addComment(lib.db, { draftId: 'd1', author: 'An', body: '🎉'.repeat(4000) }).body).toHaveLength(8000);
    expect(thrown(() => reviews.addComment(lib.db, { draftId: 'd1', author: 'An', body: '   ' })).code).toBe('invalid_input');
  });

  it('a reply names a parent on the same post', () => {
    const { lib } = tempLibrary();
    const root = reviews.addComment(lib.db, { draftId: 'd1', author: 'An', body: 'Ảnh thứ hai mờ' });
    const reply = reviews.addComment(lib.db, { draftId: 'd1', author: 'Lan', body: 'Đã thay', parentId: root.id });
    expect(reviews.commentsOf(lib.db, 'd1').map((c) => c.parentId)).toEqual([null, root.id]);
    expect(reply.parentId).toBe(root.id);
    expect(thrown(() => reviews.addComment(lib.db, { draftId: 'd2', author: 'Lan', body: 'x', parentId: root.id })).code).toBe('not_found');
  });

  it('remembers a client export with its posts and digest', () => {
    const { lib } = tempLibrary();
    const e = reviews.addExport(lib.db, { campaignId: 'c1', by: 'An', zone: 'Asia/Ho_Chi_Minh', lang: 'vi', posts: [{ draftId: 'd1', revision: 'r1' }], digest: 'f'.repeat(64) });
    expect(reviews.findExport(lib.db, e.id)).toEqual(e);
    expect(reviews.findExport(lib.db, 'nope')).toBeUndefined();
  });
});
