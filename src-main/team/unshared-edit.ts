/**
 * w23settings (walk 21, 2): a member's change of a draft that this laptop has not shared yet, read as the History line
 * the binding's next flush would write for it. Bảo edited Lan's approved post in the CLI and approved it before any
 * sync: the laptop read the team's History only, which holds his edit from the sync on, and let him approve his own
 * edit. Session 23 removed a check that counted any change not shared (the draft's outbox row), because automatic
 * local writes (photo bytes fetched a moment before the flush) looked like edits and refused innocent approvers. This
 * reads what the flush would write instead: only the fields whose values differ between the library and the team's
 * document (schema draftChangedFields; a photo's local file is not in the document), and who wrote the version
 * (version-authors.ts) counts only those that change what goes out (not tags or notes).
 */
import { teamRows, type ReadableDB } from '../library';
import type { TeamBinding } from './binding';
import { draftChangedFields, draftsMap, type DraftHistoryEntry } from './schema';

/** The line `member`'s change of the draft not shared yet would be (at `at`), or null: none, or none the team would see. */
export function unsharedLine(db: ReadableDB, doc: TeamBinding['doc'], o: { workspaceId: string; draftId: string; member: string; at: string }): DraftHistoryEntry | null {
  if (!teamRows.hasUnsharedDraft(db, o.workspaceId, o.draftId)) return null;
  const row = teamRows.readDrafts(db, o.workspaceId, [o.draftId]).get(o.draftId) ?? null;
  const fields = draftChangedFields(draftsMap(doc).get(o.draftId), row);
  return fields.length > 0 ? { member: o.member, at: o.at, fields } : null;
}

/**
 * The draft's History lines (newest first, as the binding's `history`) with, first, the line of `member`'s change not
 * shared yet, written now: who wrote the version an approval would be of, as the laptop reads it before the sync.
 */
export function historyWithUnshared(db: ReadableDB, binding: Pick<TeamBinding, 'doc' | 'history'>, o: { workspaceId: string; draftId: string; member: string; now?: Date }): DraftHistoryEntry[] {
  const lines = binding.history(o.draftId);
  const mine = unsharedLine(db, binding.doc, { ...o, at: (o.now ?? new Date()).toISOString() });
  return mine ? [mine, ...lines] : lines;
}
