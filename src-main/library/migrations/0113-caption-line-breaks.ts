import type { WritableDB } from '../sql';

/** SQL turning a text column's CRLF and lone CR line breaks into LF. */
const toLf = (col: string): string => `replace(replace(${col}, char(13) || char(10), char(10)), char(13), char(10))`;
const hasCr = (col: string): string => `instr(${col}, char(13)) > 0`;

/**
 * crlf (walk 7, finding 1): captions, titles and notes are stored with LF line breaks (the core
 * makes them so on every way in since this version); the ones stored before with CRLF (an
 * Excel-style CSV import, the CLI) are made so once, here. It is nobody's edit: revision and
 * updated_at stay, no History line is written (the journal is the drafts module's), an approval
 * holds (contentRevision reads line breaks as LF) and no team write goes out for it: the team
 * outbox rows its own UPDATE added (the team triggers) are taken out again, and a team document
 * text that differs only by CRLF is no change to write (team/schema/text.ts).
 */
export function up(db: WritableDB): void {
  const queued = new Set(db.prepare(`SELECT workspace_id || ' ' || entity_id AS k FROM team_outbox WHERE entity = 'draft'`).pluck().all() as string[]);
  db.exec(`
    UPDATE drafts SET caption = ${toLf('caption')}, title = ${toLf('title')}, notes = ${toLf('notes')}
      WHERE ${hasCr('caption')} OR ${hasCr('title')} OR ${hasCr('notes')};
    UPDATE draft_captions SET caption = ${toLf('caption')}, title = CASE WHEN title IS NULL THEN NULL ELSE ${toLf('title')} END
      WHERE ${hasCr('caption')} OR ${hasCr('title')};
  `);
  const added = (db.prepare(`SELECT workspace_id, entity_id FROM team_outbox WHERE entity = 'draft'`).all() as Array<{ workspace_id: string; entity_id: string }>)
    .filter((r) => !queued.has(`${r.workspace_id} ${r.entity_id}`));
  const drop = db.prepare(`DELETE FROM team_outbox WHERE workspace_id = ? AND entity = 'draft' AND entity_id = ?`);
  for (const r of added) drop.run(r.workspace_id, r.entity_id);
}
