/**
 * w28order (walk 26): an approval goes out once the team server holds the version it approves; nothing else waits.
 * The server refuses an approval of a revision its `library` does not hold (version-authors-doc.ts `not_held`). Each
 * document is its own connection, so an owner (or an approver the team lets approve her own posts) who edited a post
 * offline and then approved it had both go out at the next connection, and the approval could come first: refused,
 * and "your approval was refused" said to her for the order of her own connections. w27order's gate made the
 * approvals wait for ALL the library's unacknowledged changes and was taken back (9a41e442); here it is per approval:
 * 1. only this laptop's approvals the server has not acknowledged are read (the rows of the `approvals` updates not
 *    marked sent: rows are append-only, binding-reviews.ts, so each new one is a new key of the map);
 * 2. one waits while the revision it names is the post's in this laptop's library document (its own version, maybe
 *    not out yet) and is not the post's in the library updates the server acknowledged (the rows marked sent), the
 *    library session holding changes the server has not acknowledged;
 * 3. an approval of a revision this laptop's library does not hold (a teammate's edit came meanwhile) never waits:
 *    waiting would not bring its version; the server judges it.
 * Nothing waits while no approval of this laptop is unsent, or the library holds nothing unacknowledged (the gate is
 * read at each library status: once its changes are acknowledged, what waited goes: send-after.ts).
 */
import * as Y from 'yjs';
import { teamRows, workspaces, type ReadableDB, type TeamApprovalRow } from '../library';
import { APPROVALS_DOC, approvalFromDoc, approvalsMap, LIBRARY_DOC, type BoundDocument } from './schema';
import type { FirstSession } from './send-after';
import { revisionInLibrary } from './version-authors-doc';

/** The root map of the `approvals` document that holds the approvals (schema/documents.ts approvalsMap). */
const APPROVALS_MAP = 'approvals';

/** The keys of the approvals an update of the `approvals` document adds (its items on the root map). */
export function approvalKeysIn(update: Uint8Array): string[] {
  const keys = new Set<string>();
  for (const s of Y.decodeUpdate(update).structs) {
    // A new key's item names its root map (an item after another names its left neighbour instead: rows are never rewritten).
    if (s instanceof Y.Item && (s.parent as unknown) === APPROVALS_MAP && typeof s.parentSub === 'string') keys.add(s.parentSub);
  }
  return [...keys];
}

export interface ApprovalOrderOptions {
  db: ReadableDB;
  workspaceId: string;
  /** The binding's documents as this laptop holds them (binding.ts docOf). */
  docOf: (name: BoundDocument) => Y.Doc;
  /** The library's session: its unacknowledged changes (`pending`) and its status events. */
  library: FirstSession;
}

/** This laptop's approvals not acknowledged yet whose revision the server's library does not hold yet (rule 2 above). */
export function approvalsBeforeTheirVersion(o: ApprovalOrderOptions, acknowledged: (draftId: string) => string | null): TeamApprovalRow[] {
  if (o.library.status.pending === 0) return [];
  const keys = new Set(teamRows.unsentUpdates(o.db, o.workspaceId, APPROVALS_DOC).flatMap((u) => approvalKeysIn(u.update)));
  if (keys.size === 0) return [];
  const map = approvalsMap(o.docOf(APPROVALS_DOC));
  const library = o.docOf(LIBRARY_DOC);
  return [...keys]
    .map((k) => approvalFromDoc(k, map.get(k)))
    .filter((a): a is TeamApprovalRow => a !== null && revisionInLibrary(library, a.draft_id) === a.revision && acknowledged(a.draft_id) !== a.revision);
}

/**
 * The revisions of the library as the server acknowledged it (its updates marked sent: the teammates' and this
 * laptop's acknowledged ones), read again only when the stored rows changed.
 */
export function acknowledgedRevisions(db: ReadableDB, workspaceId: string): (draftId: string) => string | null {
  let doc: Y.Doc | null = null;
  let readAt = '';
  return (draftId) => {
    const now = `${teamRows.countUpdates(db, workspaceId, LIBRARY_DOC)}:${teamRows.countUnsent(db, workspaceId, LIBRARY_DOC)}`;
    if (!doc || now !== readAt) {
      doc?.destroy();
      doc = new Y.Doc();
      const sent = teamRows.loadUpdates(db, workspaceId, LIBRARY_DOC).filter((u) => u.sent);
      if (sent.length > 0) Y.applyUpdate(doc, Y.mergeUpdates(sent.map((u) => u.update)));
      readAt = now;
    }
    return revisionInLibrary(doc, draftId);
  };
}

/** The gate of the `approvals` session on the library (send-after.ts): holding while an approval waits for its version. */
export function approvalsAfterTheirVersion(o: ApprovalOrderOptions): FirstSession {
  const acknowledged = acknowledgedRevisions(o.db, o.workspaceId);
  return {
    get status() {
      return { pending: approvalsBeforeTheirVersion(o, acknowledged).length };
    },
    onStatus: (cb) => o.library.onStatus(cb),
  };
}

/**
 * h-ownapprove (walk 43b, 3): whether an approval is this laptop's alone so far: made here, and not among the `approvals`
 * rows the team server acknowledged (not sent yet, or sent and not answered), in a team's workspace. Until the server
 * accepts it the team may still refuse it (an author whose team turned "authors may approve" off while she was offline):
 * it is "approved here", never plainly "approved" (her `review list` read "approved" while the refusal was on its way).
 * Each workspace is read once per reader (a list asks for many posts).
 */
export function approvalsOnlyHere(db: ReadableDB): (workspaceId: string, approvalId: string) => boolean {
  const accepted = new Map<string, ReadonlySet<string> | null>();
  return (workspaceId, approvalId) => {
    if (!accepted.has(workspaceId)) {
      let team = false;
      try {
        team = workspaces.get(db, workspaceId).team !== null;
      } catch {
        // gone: nothing to accept
      }
      accepted.set(workspaceId, team ? new Set(teamRows.loadUpdates(db, workspaceId, APPROVALS_DOC).filter((u) => u.sent).flatMap((u) => approvalKeysIn(u.update))) : null);
    }
    const keys = accepted.get(workspaceId);
    return keys != null && !keys.has(approvalId);
  };
}
