/**
 * w19selfedit (walk 17, 7): the team server's check of an approval written into the `approvals` document, by the core's
 * one rule (version-authors.ts) over the team's own documents: the post's History in `library` (its creator, who changed
 * what goes out and the lines' marks), the earlier approvals of the post in `approvals` and the team's `settings`. Where
 * the team does not let authors approve their own posts, an approval by the post's creator or by a member who changed
 * what goes out since its last approval (and before this approval) is refused: a forged client is held to the rule the
 * app and the CLI refuse before anything is written. Pure over the documents: nothing is touched.
 *
 * w26approval (walk 24, 1): an approval of the version the library holds NOW (its revision is the draft's in `library`)
 * is of every change since the last approval, whenever its History line is stamped. An older client stamps an edit's
 * line at its SYNC, after an approval made before it (offline): read by the lines' times alone, the approver's own edit
 * came "after" his approval and he approved it. Only an approval of another revision (an older version: a teammate
 * changed the post meanwhile) is bounded by its time (`until`).
 *
 * w27order (walk 25): an approval of a revision the library does NOT hold now is refused, for every client and whatever
 * the settings (rule `not_held`). Each document is its own connection and their order is not guaranteed: an older
 * client's approval of his own edit could arrive BEFORE the edit, bounded by its time with the edit not there at all,
 * and was accepted. An approval of an older version (a teammate's edit reached the team first) is stale anyway: it
 * would not let the post go out. So every approval judged here is of the version held now, of every change since the
 * last approval, and `until` is not read any more. A laptop of this version sends an approval once the server holds
 * the version it approves (w28order: approval-order.ts), so its own offline edit and approval are never refused.
 *
 * h-ownapprove (walk 43b, 3): where authors may not approve their own posts, the post's creator is refused first, by
 * that rule (`own_post`), whatever version she approved: her approvals made offline between her own edits (each of a
 * version her later edit replaced) were refused as `not_held`, three "of versions the team does not hold" beside one
 * "her own post", though what decides is that she may not approve it at all.
 */
import * as Y from 'yjs';
import { teamRows, type ReadableDB } from '../library';
import { contentRevision } from './review';
import { approvalFromDoc, approvalsMap, creatorInHistory, draftFromDoc, draftsMap, historyMap, LIBRARY_DOC, marksOf, reviewSettingsMap, settingsFromDoc } from './schema';
import type { OwnApprovalRule } from './protocol';
import { authorshipOf, versionAuthors, type AuthorLine } from './version-authors';

export function selfApprovalRefusal(docs: { library: Y.Doc; settings: Y.Doc; approvals: Y.Doc }, key: string, value: unknown): string | null {
  return selfApprovalCheck(docs, key, value)?.why ?? null;
}

/**
 * The same check with its rule (w23settings: the writer's laptop is told which, protocol.ts OWN_APPROVAL_REFUSED). In
 * order: `own_post` (h-ownapprove: the creator, whatever the version), `not_held` (w27order), `own_version`.
 */
export function selfApprovalCheck(docs: { library: Y.Doc; settings: Y.Doc; approvals: Y.Doc }, key: string, value: unknown): { rule: OwnApprovalRule; why: string } | null {
  const a = approvalFromDoc(key, value);
  if (!a) return null; // not one: rowRefusal says so
  const settings = settingsFromDoc(reviewSettingsMap(docs.settings));
  const log = historyMap(docs.library).get(a.draft_id);
  const creator = creatorInHistory(log)?.member ?? null;
  // h-ownapprove (walk 43b, 3): the post's creator may not approve it in any version, so that rule decides first: her
  // approvals made offline between her own edits read "her own post", never "a version the team does not hold".
  if (!settings.authorsMayApprove && authorshipOf(a.actor, { creator, editors: [] }).isAuthor) return ownPost(a.actor);
  if (revisionInLibrary(docs.library, a.draft_id) !== a.revision) return { rule: 'not_held', why: `an approval by "${a.actor}" of a version the team does not hold: the post changed, or its change has not reached the team yet` };
  if (settings.authorsMayApprove) return null;
  const history = historyLinesOf(docs.library, a.draft_id);
  let approvedAt: string | null = null;
  for (const [key, v] of approvalsMap(docs.approvals)) {
    const r = approvalFromDoc(key, v);
    if (r && r.id !== a.id && r.draft_id === a.draft_id && Date.parse(r.at) < Date.parse(a.at) && (approvedAt === null || Date.parse(r.at) > Date.parse(approvedAt))) approvedAt = r.at;
  }
  const authors = versionAuthors({ creator, approvedAt, history, approvalRequired: settings.approvalRequired });
  const who = authorshipOf(a.actor, authors);
  if (who.edited) return { rule: 'own_version', why: `an approval by "${a.actor}" of a version they wrote (they changed what goes out since its last approval; the team does not let authors approve their own posts)` };
  return null;
}

const ownPost = (actor: string): { rule: OwnApprovalRule; why: string } => ({ rule: 'own_post', why: `an approval by "${actor}" of the post they created (the team does not let authors approve their own posts)` });

/** The revision (review.ts contentRevision: what an approval approves) of a draft as a `library` document holds it; null: not there. */
export function revisionInLibrary(library: Y.Doc, draftId: string): string | null {
  const draft = draftsMap(library).get(draftId);
  if (!draft) return null;
  const row = draftFromDoc(draftId, draft, '');
  return contentRevision({ ...row, captions: Object.entries(row.captions).map(([channel, c]) => ({ channel, ...c })) });
}

/** A draft's History lines in a `library` document, each with what its change left in the draft now (its marks). */
export function historyLinesOf(library: Y.Doc, draftId: string): AuthorLine[] {
  const draft = draftsMap(library).get(draftId);
  return (historyMap(library).get(draftId)?.toArray() ?? []).map((e) => {
    const marks = marksOf(library, draft, (e as { y?: unknown }).y);
    return marks ? { ...e, marks } : e;
  });
}

/**
 * w20authors: a reader of the team's History from the `library` document as this laptop stored it (local-updates.ts), for
 * a shell with no binding open (the CLI's publish and campaign send): loaded at the first read and again when the stored
 * rows changed, read-only.
 */
export function storedHistoryReader(db: ReadableDB, workspaceId: string): (draftId: string) => AuthorLine[] | null {
  let doc: Y.Doc | null = null;
  let rowsRead = -1;
  return (draftId) => {
    // Loaded again when the stored rows changed (a long-lived port, the app's, while its session is not open).
    const now = teamRows.countUpdates(db, workspaceId, LIBRARY_DOC);
    if (!doc || now !== rowsRead) {
      const rows = teamRows.loadUpdates(db, workspaceId, LIBRARY_DOC);
      doc = new Y.Doc();
      if (rows.length > 0) Y.applyUpdate(doc, Y.mergeUpdates(rows.map((r) => r.update)));
      rowsRead = now;
    }
    return historyLinesOf(doc, draftId);
  };
}
