/**
 * The team binding (issue 33): a team workspace's SQLite rows ⇄ its `library` Yjs document, both
 * ways, in one object (y-prosemirror's sync plugin: one binding owns both directions and tags its
 * own transactions with an origin, so it never echoes itself).
 *
 * 1. Open: the document is rebuilt from its stored updates (team_updates, local-updates.ts).
 * 2. Local → document (`flushLocal`): triggers have written each changed draft and campaign into
 *    team_outbox; the binding reads those rows whole, changes the document by the difference
 *    (captions and titles as text diffs, other fields per field), appends a history line, stores
 *    the update it made and hands it to `onLocalUpdate` listeners (to send). One SQLite transaction.
 * 3. Document ← teammate (`applyRemote`): one SQLite transaction that first flushes local changes
 *    (the local diff must be taken while the document and SQLite still agree), then applies the
 *    update, stores it, and writes the drafts and campaigns it touched back into SQLite; the
 *    outbox rows those writes made are dropped (they are the teammate's change, not ours).
 *    A corrupt update is refused before anything is touched (it is tried on a copy first).
 *
 * The session (session.ts) moves updates between this binding and the server; the binding never
 * talks to the network.
 */
import * as Y from 'yjs';
import { teamRows, workspaces, type WritableDB } from '../library';
import { TeamError } from './binding-errors';
import { compact, COMPACT_AFTER, loadDoc, persistUpdate } from './local-updates';
import {
  LIBRARY_DOC, campaignFromDoc, campaignToDoc, campaignsMap, draftFromDoc, draftToDoc, draftsMap, historyMap, type DraftHistoryEntry,
} from './schema';

export type { DraftHistoryEntry } from './schema';

/** Origin of the binding's own transactions: changes read from SQLite. */
export const LOCAL_ORIGIN = Symbol('postroom-team-local');
/** Origin of a teammate's update applied through `applyRemote`. */
export const REMOTE_ORIGIN = Symbol('postroom-team-remote');

export interface TeamBindingOptions {
  workspaceId: string;
  /** My member name on the team (history lines). Default: the workspace's `team.member`. */
  member?: string;
  /** Clock for history lines and tombstones (ms). Default Date.now. */
  now?: () => number;
  /** Stored updates are merged above this many rows. Default 500. */
  compactAfter?: number;
}

export interface TeamBinding {
  /** The local library document. Do not change it directly: go through SQLite and `flushLocal`. */
  readonly doc: Y.Doc;
  /** team_outbox rows → document (origin LOCAL), stored; returns how many drafts and campaigns changed. */
  flushLocal(): number;
  /**
   * Applies a teammate's update in ONE SQLite transaction: local changes flushed first, then the
   * update applied (origin REMOTE), stored, and the drafts and campaigns it touched written to SQLite.
   * @throws TeamError `corrupt_update` (nothing changed: neither SQLite nor the document)
   */
  applyRemote(update: Uint8Array): void;
  /** Listens to local updates to send to the server; returns the unsubscribe function. */
  onLocalUpdate(cb: (update: Uint8Array) => void): () => void;
  /** How many stored local updates the server has not acknowledged. */
  pending(): number;
  /** Marks every stored local update as acknowledged. */
  markSent(): void;
  /** Who changed which fields of a draft, when: newest first. */
  history(draftId: string): DraftHistoryEntry[];
  close(): void;
}

/**
 * Opens the binding of a team workspace's `library` document.
 * @throws TeamError `not_a_team_workspace`
 */
export function openTeamBinding(db: WritableDB, opts: TeamBindingOptions): TeamBinding {
  const ws = workspaces.find(db, opts.workspaceId);
  if (!ws || ws.team === null) {
    throw new TeamError('not_a_team_workspace', `workspace ${opts.workspaceId} is not joined to a team`, { details: { workspaceId: opts.workspaceId } });
  }
  const workspaceId = ws.id;
  const member = opts.member ?? ws.team.member;
  const now = opts.now ?? Date.now;
  const compactAfter = opts.compactAfter ?? COMPACT_AFTER;
  const iso = (): string => new Date(now()).toISOString();

  const doc = new Y.Doc();
  loadDoc(db, workspaceId, LIBRARY_DOC, doc);
  const drafts = draftsMap(doc);
  const campaigns = campaignsMap(doc);
  const history = historyMap(doc);

  const listeners = new Set<(update: Uint8Array) => void>();
  /** Local updates made inside the current SQLite transaction, handed to listeners once it commits. */
  let outgoing: Uint8Array[] = [];
  doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin === LOCAL_ORIGIN) {
      persistUpdate(db, workspaceId, LIBRARY_DOC, update, 'local');
      outgoing.push(update);
    }
  });

  // What a teammate's update touched: the ids of the drafts and campaigns to write back.
  const touched = { drafts: new Set<string>(), campaigns: new Set<string>() };
  const collect = (set: Set<string>, root: Y.Map<Y.Map<unknown>>) => (events: Array<Y.YEvent<Y.AbstractType<unknown>>>, tx: Y.Transaction): void => {
    if (tx.origin !== REMOTE_ORIGIN) return;
    for (const e of events) {
      if (e.target === root) for (const key of e.changes.keys.keys()) set.add(key);
      else if (typeof e.path[0] === 'string') set.add(e.path[0]);
    }
  };
  const onDrafts = collect(touched.drafts, drafts);
  const onCampaigns = collect(touched.campaigns, campaigns);
  drafts.observeDeep(onDrafts);
  campaigns.observeDeep(onCampaigns);

  const emit = (): void => {
    const list = outgoing;
    outgoing = [];
    for (const u of list) for (const cb of listeners) cb(u);
  };

  /** The flush itself; the caller holds the transaction. */
  function flushInTransaction(): number {
    const rows = teamRows.outbox(db, workspaceId);
    if (rows.length === 0) return 0;
    const draftIds = rows.filter((r) => r.entity === 'draft').map((r) => r.entity_id);
    const campaignIds = rows.filter((r) => r.entity === 'campaign').map((r) => r.entity_id);
    const draftRows = teamRows.readDrafts(db, workspaceId, draftIds);
    const campaignRows = teamRows.readCampaigns(db, workspaceId, campaignIds);
    const at = iso();
    let changes = 0;
    doc.transact(() => {
      for (const id of draftIds) {
        const fields = draftToDoc(drafts, id, draftRows.get(id) ?? null, at);
        if (fields.length === 0) continue;
        changes += 1;
        drafts.get(id)?.set('updated_by', member);
        let log = history.get(id);
        if (!log) {
          log = new Y.Array<DraftHistoryEntry>();
          history.set(id, log);
        }
        log.push([{ member, at, fields }]);
      }
      for (const id of campaignIds) {
        if (campaignToDoc(campaigns, id, campaignRows.get(id) ?? null, at).length > 0) changes += 1;
      }
    }, LOCAL_ORIGIN);
    teamRows.clearOutbox(db, workspaceId);
    compact(db, workspaceId, LIBRARY_DOC, compactAfter);
    return changes;
  }

  function flushLocal(): number {
    if (db.inTransaction) return flushInTransaction();
    try {
      return db.transaction(flushInTransaction).immediate();
    } finally {
      emit();
    }
  }

  /** Refuses an update that does not decode or apply, on a copy of the document (the real one is untouched). */
  function check(update: Uint8Array): void {
    try {
      Y.decodeUpdate(update);
      const copy = new Y.Doc();
      Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
      Y.applyUpdate(copy, update);
      copy.destroy();
    } catch (err) {
      throw new TeamError('corrupt_update', `a team update (${update.byteLength} bytes) does not decode: ${err instanceof Error ? err.message : String(err)}`, {
        cause: err, details: { bytes: update.byteLength },
      });
    }
  }

  function applyRemote(update: Uint8Array): void {
    if (!(update instanceof Uint8Array) || update.byteLength === 0) {
      throw new TeamError('corrupt_update', 'a team update must be a non-empty byte array', { details: { bytes: update instanceof Uint8Array ? 0 : null } });
    }
    check(update);
    try {
      db.transaction(() => {
        flushInTransaction();
        touched.drafts.clear();
        touched.campaigns.clear();
        Y.applyUpdate(doc, update, REMOTE_ORIGIN);
        // The bytes as received, not what the document integrated: an update still waiting for one
        // it depends on is kept too, so it is not lost across a restart.
        persistUpdate(db, workspaceId, LIBRARY_DOC, update, 'remote');
        const at = iso();
        for (const id of touched.drafts) {
          const map = drafts.get(id);
          if (map) teamRows.writeDraft(db, workspaceId, draftFromDoc(id, map, at));
        }
        for (const id of touched.campaigns) {
          const map = campaigns.get(id);
          if (map) teamRows.writeCampaign(db, workspaceId, id, campaignFromDoc(id, map, at));
        }
        // The outbox was empty after the flush: what is in it now is the projection's own writes.
        teamRows.clearOutbox(db, workspaceId);
        compact(db, workspaceId, LIBRARY_DOC, compactAfter);
      }).immediate();
    } finally {
      touched.drafts.clear();
      touched.campaigns.clear();
      emit();
    }
  }

  let closed = false;
  return {
    doc,
    flushLocal,
    applyRemote,
    onLocalUpdate(cb) {
      listeners.add(cb);
      return () => void listeners.delete(cb);
    },
    pending: () => teamRows.countUnsent(db, workspaceId, LIBRARY_DOC),
    markSent: () => void teamRows.markUpdatesSent(db, workspaceId, LIBRARY_DOC),
    history: (draftId) => [...(history.get(draftId)?.toArray() ?? [])].reverse(),
    close() {
      if (closed) return;
      closed = true;
      drafts.unobserveDeep(onDrafts);
      campaigns.unobserveDeep(onCampaigns);
      listeners.clear();
      doc.destroy();
    },
  };
}
