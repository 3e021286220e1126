import { z } from 'zod';
import { LibraryError, notFound } from './errors';
import { all, get, run, sql, type ReadableDB, type WritableDB } from './sql';
import { foldForSearch } from './model';
import { parseInput } from './validate';
import { currentWorkspaceId } from './workspaces';

export interface TagCount { name: string; drafts: number }

/** The workspace's tags with how many live drafts carry each, most used first. */
export function list(db: ReadableDB, workspaceId = currentWorkspaceId(db)): TagCount[] {
  return all<TagCount>(db, sql`
    SELECT t.name, count(d.id) AS drafts FROM tags t
    LEFT JOIN draft_tags dt ON dt.tag_id = t.id
    LEFT JOIN drafts d ON d.id = dt.draft_id AND d.deleted_at IS NULL
    WHERE t.workspace_id = ${workspaceId}
    GROUP BY t.id ORDER BY drafts DESC, t.name`);
}

const Name = z.string().trim().min(1).max(64).refine((t) => !/[|,]/.test(t), 'a tag cannot contain | or ,');

function reindex(db: WritableDB, tagId: number): void {
  // Tags are part of the search text: rewrite the tags column of the drafts that carry it.
  const rows = all<{ seq: number; caption: string; title: string; notes: string; tags: string }>(db, sql`
    SELECT d.seq, f.caption, f.title, f.notes,
      coalesce((SELECT group_concat(name, ' ') FROM (SELECT t.name FROM draft_tags x JOIN tags t ON t.id = x.tag_id WHERE x.draft_id = d.id ORDER BY x.position)), '') AS tags
    FROM drafts d JOIN drafts_fts f ON f.rowid = d.seq
    WHERE d.id IN (SELECT draft_id FROM draft_tags WHERE tag_id = ${tagId})`);
  for (const r of rows) {
    run(db, sql`DELETE FROM drafts_fts WHERE rowid = ${r.seq}`);
    run(db, sql`INSERT INTO drafts_fts (rowid, caption, title, tags, notes) VALUES (${r.seq}, ${r.caption}, ${r.title}, ${foldForSearch(r.tags)}, ${r.notes})`);
  }
}

/** Renames a tag on every draft. @throws `not_found`, `conflict` (the new name exists), `invalid_input` */
export function rename(db: WritableDB, from: string, to: string, workspaceId = currentWorkspaceId(db)): void {
  const name = parseInput(Name, to);
  db.transaction(() => {
    const tag = get<{ id: number }>(db, sql`SELECT id FROM tags WHERE workspace_id = ${workspaceId} AND name = ${from}`);
    if (!tag) throw notFound('tag', from);
    const other = get<{ id: number }>(db, sql`SELECT id FROM tags WHERE workspace_id = ${workspaceId} AND name = ${name}`);
    if (other && other.id !== tag.id) throw new LibraryError('conflict', `a tag named "${name}" already exists`, { details: { name } });
    run(db, sql`UPDATE tags SET name = ${name} WHERE id = ${tag.id}`);
    reindex(db, tag.id);
  }).immediate();
}

/** Removes a tag from every draft. */
export function remove(db: WritableDB, name: string, workspaceId = currentWorkspaceId(db)): void {
  db.transaction(() => {
    const tag = get<{ id: number }>(db, sql`SELECT id FROM tags WHERE workspace_id = ${workspaceId} AND name = ${name}`);
    if (!tag) throw notFound('tag', name);
    const seqs = all<{ draft_id: string }>(db, sql`SELECT draft_id FROM draft_tags WHERE tag_id = ${tag.id}`);
    run(db, sql`DELETE FROM tags WHERE id = ${tag.id}`);
    // reindex the drafts that lost it
    for (const { draft_id } of seqs) {
      const r = get<{ seq: number; caption: string; title: string; notes: string }>(db, sql`
        SELECT d.seq, f.caption, f.title, f.notes FROM drafts d JOIN drafts_fts f ON f.rowid = d.seq WHERE d.id = ${draft_id}`);
      if (!r) continue;
      const tags = all<{ name: string }>(db, sql`SELECT t.name FROM draft_tags x JOIN tags t ON t.id = x.tag_id WHERE x.draft_id = ${draft_id} ORDER BY x.position`).map((t) => t.name).join(' ');
      run(db, sql`DELETE FROM drafts_fts WHERE rowid = ${r.seq}`);
      run(db, sql`INSERT INTO drafts_fts (rowid, caption, title, tags, notes) VALUES (${r.seq}, ${r.caption}, ${r.title}, ${foldForSearch(tags)}, ${r.notes})`);
    }
  }).immediate();
}
