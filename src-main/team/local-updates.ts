/**
 * Local persistence of a team document (y-indexeddb's model, in the library's `team_updates`):
 * every update the document takes is appended as a row; loading applies them all; when there are
 * more than `compactAfter` rows they are merged (Y.mergeUpdates) into at most two: the updates the
 * server has (sent) and the local ones it has not yet acknowledged, so `sent` stays right.
 */
import * as Y from 'yjs';
import { teamRows, type WritableDB } from '../library';

const { appendUpdate, countUpdates, loadUpdates, replaceUpdates } = teamRows;

/** Default row count above which a document's stored updates are merged. */
export const COMPACT_AFTER = 500;

/** Origin of the transactions that load stored updates (the binding persists none of them again). */
export const LOAD_ORIGIN = Symbol('postroom-team-load');

/** Applies every stored update of the document, in order. Returns how many rows were read. */
export function loadDoc(db: WritableDB, workspaceId: string, name: string, doc: Y.Doc): number {
  const rows = loadUpdates(db, workspaceId, name);
  if (rows.length > 0) Y.applyUpdate(doc, rows.length === 1 ? (rows[0]?.update as Uint8Array) : Y.mergeUpdates(rows.map((r) => r.update)), LOAD_ORIGIN);
  return rows.length;
}

export const persistUpdate = (db: WritableDB, workspaceId: string, name: string, update: Uint8Array, origin: 'local' | 'remote'): number =>
  appendUpdate(db, workspaceId, name, update, origin);

/**
 * Merges the document's rows when there are more than `compactAfter`: one row of everything sent
 * (or received), one of the local updates not yet acknowledged. Call inside a transaction.
 * Returns whether it compacted.
 */
export function compact(db: WritableDB, workspaceId: string, name: string, compactAfter = COMPACT_AFTER): boolean {
  if (countUpdates(db, workspaceId, name) <= compactAfter) return false;
  const rows = loadUpdates(db, workspaceId, name);
  const sent = rows.filter((r) => r.sent);
  const unsent = rows.filter((r) => !r.sent);
  const merged: Array<{ update: Uint8Array; origin: 'local' | 'remote'; sent: boolean }> = [];
  if (sent.length > 0) merged.push({ update: Y.mergeUpdates(sent.map((r) => r.update)), origin: sent.some((r) => r.origin === 'remote') ? 'remote' : 'local', sent: true });
  if (unsent.length > 0) merged.push({ update: Y.mergeUpdates(unsent.map((r) => r.update)), origin: 'local', sent: false });
  replaceUpdates(db, workspaceId, name, rows.map((r) => r.seq), merged);
  return true;
}
