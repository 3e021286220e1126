/**
 * w30twice (walk 27, finding 1): what another connection to the same library stored in a team document (the CLI
 * beside the running app, on one data dir), taken into this binding's documents before it diffs anything.
 *
 * Each process's binding holds the documents in memory. The CLI's `team sync` stores a teammate's update (and writes
 * it into SQLite); the app's binding did not see it. Its next flush diffed the library's row (the teammate's words)
 * against its stale Y.Text and inserted those words again, as its member: the merge on the server doubled them, and
 * History credited them to the wrong person. So, inside the flush's (or the teammate's update's) IMMEDIATE
 * transaction, before the diff:
 * 1. the rows stored after the last one this binding read or wrote (`team_updates` seqs only grow: teamRows.updatesAfter)
 *    are applied to its documents, origin LOAD: nothing is written back to SQLite (the other connection wrote its
 *    projection in the same transaction as its row) and nothing is stored again;
 * 2. the other connection's local updates the server has not acknowledged are handed on to this binding's listeners,
 *    so an open session sends them (a CLI command that ended offline leaves them for the app to send).
 */
import * as Y from 'yjs';
import { teamRows, type WritableDB } from '../library';
import type { BoundDocument } from './schema';

export interface OtherConnections {
  /** A row this binding wrote or read (its seq). */
  known(name: BoundDocument, seq: number): void;
  /** Everything stored now is in the document (after a load, a compaction in this binding's transaction). */
  knowAll(name: BoundDocument): void;
  /**
   * Applies what other connections stored since to each document (`apply`, with the origin the caller gives it);
   * returns their local updates not yet acknowledged by the server, to send.
   */
  catchUp(docOf: (name: BoundDocument) => Y.Doc, apply: (doc: Y.Doc, update: Uint8Array) => void): Array<{ update: Uint8Array; doc: BoundDocument }>;
}

export function otherConnections(db: WritableDB, workspaceId: string, docs: readonly BoundDocument[]): OtherConnections {
  const seen = new Map<BoundDocument, number>();
  // SQLite's data_version moves only when ANOTHER connection commits: unmoved, nothing new was stored (one pragma).
  const version = (): number => db.pragma('data_version', { simple: true }) as number;
  let readAt: number | null = null;
  return {
    known(name, seq) {
      seen.set(name, Math.max(seen.get(name) ?? 0, seq));
    },
    knowAll(name) {
      seen.set(name, teamRows.lastUpdateSeq(db, workspaceId, name));
    },
    catchUp(docOf, apply) {
      const unsent: Array<{ update: Uint8Array; doc: BoundDocument }> = [];
      const now = version();
      if (now === readAt) return unsent;
      readAt = now;
      for (const name of docs) {
        const rows = teamRows.updatesAfter(db, workspaceId, name, seen.get(name) ?? 0);
        if (rows.length === 0) continue;
        apply(docOf(name), rows.length === 1 ? (rows[0]?.update as Uint8Array) : Y.mergeUpdates(rows.map((r) => r.update)));
        seen.set(name, (rows.at(-1) as { seq: number }).seq);
        for (const r of rows) if (r.origin === 'local' && !r.sent) unsent.push({ update: r.update, doc: name });
      }
      return unsent;
    },
  };
}
