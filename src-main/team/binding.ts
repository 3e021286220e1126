/**
 * The team binding (issue 33): a team workspace's SQLite rows ⇄ its Yjs documents (`library`, and
 * `outcomes`), both ways, in one object (y-prosemirror's sync plugin: one binding owns both
 * directions and tags its own transactions with an origin, so it never echoes itself).
 *
 * 1. Open: each document is rebuilt from its stored updates (team_updates, local-updates.ts).
 * 2. Local → document (`flushLocal`): triggers have written each changed draft, campaign and
 *    publish job into team_outbox; the binding reads those rows whole, changes the documents by
 *    the difference (captions, titles and notes as text diffs, other fields per field), appends a
 *    history line per draft, stores the updates it made and hands them to `onLocalUpdate`
 *    listeners (to send) once the SQLite transaction has committed.
 * 3. Document ← teammate (`applyRemote`): one SQLite transaction that first flushes local changes
 *    (the local diff must be taken while the document and SQLite still agree), then applies the
 *    update, stores it as received, and writes what it touched back into SQLite (drafts and
 *    campaigns; teammates' outcomes into team_outcomes); the outbox rows those writes made are
 *    dropped (they are the teammate's change, not ours).
 * 2b. Another connection (the CLI beside the app, one data dir): what it stored is taken into the documents first,
 *    inside the same transaction, before any diff (other-connections.ts; w30twice: a stale diff doubled a teammate's words).
 * 4. Failure: an update that does not decode is refused before anything is touched. If anything
 *    throws after a document changed, SQLite rolls back and the documents are rebuilt from what is
 *    stored, so the two agree again and nothing half-applied is sent or kept.
 *
 * The session (session.ts) moves updates between this binding and the server; the binding never
 * talks to the network.
 */
import * as Y from 'yjs';
import { reviews as reviewRows, teamRows, workspaces, type WritableDB } from '../library';
import { checkUpdate, TeamError } from './binding-errors';
import { compact, COMPACT_AFTER, LOAD_ORIGIN, loadDoc, persistUpdate } from './local-updates';
import { otherConnections } from './other-connections';
import {
  APPROVALS_DOC, LIBRARY_DOC, OUTCOMES_DOC, REVIEWS_DOC, SETTINGS_DOC, reviewSettingsMap, settingsFromDoc, settingsToDoc, approvalsMap, clientDecisionsMap, commentsMap, exportsMap, stepsMap, campaignFromDoc, campaignToDoc, campaignsMap, creatorInHistory, draftFromDoc, draftToDoc, draftsMap, historyMap, jobsMap, outcomeFromDoc, outcomeToDoc,
  type BoundDocument, type DraftHistoryEntry,
} from './schema';

import type { ReviewSettings } from './review';
import { storeReviewSettings } from './review-settings';
import { openHeldDrafts } from './rejoin-held';
import { deletionsSince, deletionsSoFar, marksOf, type LineY } from './schema/line-marks';
import { projectReviews, reviewsToDocs, type ReviewBindingContext } from './binding-reviews';

export type { BoundDocument, DraftHistoryEntry } from './schema';

/** Origin of the binding's own transactions: changes read from SQLite. */
export const LOCAL_ORIGIN = Symbol('postroom-team-local');
/** Origin of a teammate's update applied through `applyRemote`. */
export const REMOTE_ORIGIN = Symbol('postroom-team-remote');

export interface TeamBindingOptions {
  workspaceId: string;
  /** My member name on the team (history lines, my outcomes). Default: the workspace's `team.member`. */
  member?: string;
  /** Clock for history lines and tombstones (ms). Default Date.now. */
  now?: () => number;
  /** Stored updates of a document are merged above this many rows. Default 500. */
  compactAfter?: number;
}

export interface TeamBinding {
  /**
   * The local library document. Do not change it directly: go through SQLite and `flushLocal`.
   * Read it anew each time: after a failed transaction the binding rebuilds it from storage.
   */
  readonly doc: Y.Doc;
  /** The local outcomes document (this laptop's jobs, as `member`; teammates' as received). Same rules as `doc`. */
  readonly outcomesDoc: Y.Doc;
  /** The local `reviews` document (review steps but approvals, comments). Same rules as `doc`. */
  readonly reviewsDoc: Y.Doc;
  /** The local `approvals` document (approve steps, approvals). Same rules as `doc`. */
  readonly approvalsDoc: Y.Doc;
  /** The local `settings` document (the team's review settings; owners write it). Same rules as `doc`. */
  readonly settingsDoc: Y.Doc;
  /** The local document of that name. */
  docOf(name: BoundDocument): Y.Doc;
  /**
   * Sets the team's review settings in the `settings` document (origin LOCAL) and in the library,
   * and hands the update to listeners. The caller checks the member is an owner: the server drops
   * anyone else's write (protocol.ts WRITE_ACCESS). Returns whether anything changed.
   */
  setReviewSettings(s: ReviewSettings): boolean;
  /**
   * team_outbox rows → documents (origin LOCAL), stored; returns how many drafts, campaigns and jobs
   * changed. Call it outside any transaction of your own (it opens its own and hands the updates to
   * listeners once it commits); the session calls it after each write and on a timer, since another
   * process (the CLI) may write the library too.
   */
  flushLocal(): number;
  /**
   * Applies a teammate's update of a document (default `library`) in ONE SQLite transaction: local
   * changes flushed first, then the update applied (origin REMOTE), stored, and what it touched
   * written to SQLite. Returns the ids written (drafts, campaigns, teammates' jobs).
   * @throws TeamError `corrupt_update` (nothing changed: neither SQLite nor the document)
   */
  applyRemote(update: Uint8Array, doc?: BoundDocument): RemoteApplied;
  /**
   * Listens to local updates of one document (default `library`) to send to the server; returns
   * the unsubscribe function. Each document is its own Hocuspocus document: never mix their updates.
   */
  onLocalUpdate(cb: (update: Uint8Array) => void, doc?: BoundDocument): () => void;
  /** How many stored local updates of a document (default `library`) the server has not acknowledged. */
  pending(doc?: BoundDocument): number;
  /** Marks every stored local update of a document (default `library`) as acknowledged. */
  markSent(doc?: BoundDocument): void;
  /** Who changed which fields of a draft, when: newest first. */
  history(draftId: string): DraftHistoryEntry[];
  close(): void;
}

/** What a teammate's update changed in SQLite (for the shells' `library.changed` events). */
export interface RemoteApplied {
  drafts: string[];
  campaigns: string[];
  /** Teammates' jobs now in team_outcomes. */
  jobs: string[];
  /** Teammates' review steps now in the reviews table (oldest first): what the `review` event tells. */
  steps: Array<{ id: string; draftId: string; action: string; by: string }>;
  /** Teammates' comments now in the comments table, with the names they mention (issue 34: a mention of me is told). */
  comments: Array<{ id: string; draftId: string; by: string; mentions?: string[] }>;
  /** The team's review settings, when the update changed them (now in the library). */
  settings?: ReviewSettings;
  /** clientfix: a client's approval a teammate relayed that waits for an approver (no approval made): approvers are told. */
  clientApprovals?: Array<{ draftId: string; by: string }>;
}

interface Mounted {
  library: Y.Doc;
  outcomes: Y.Doc;
  drafts: Y.Map<Y.Map<unknown>>;
  campaigns: Y.Map<Y.Map<unknown>>;
  history: Y.Map<Y.Array<DraftHistoryEntry>>;
  jobs: ReturnType<typeof jobsMap>;
  reviews: Y.Doc;
  approvals: Y.Doc;
  settings: Y.Doc;
}

const DOCS: readonly BoundDocument[] = [LIBRARY_DOC, OUTCOMES_DOC, REVIEWS_DOC, APPROVALS_DOC, SETTINGS_DOC];

/**
 * Opens the binding of a team workspace's documents.
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

  const listeners: Record<BoundDocument, Set<(update: Uint8Array) => void>> = { library: new Set(), outcomes: new Set(), reviews: new Set(), approvals: new Set(), settings: new Set() };
  /** Local updates made inside the current SQLite transaction, handed to listeners once it commits. */
  let outgoing: Array<{ update: Uint8Array; doc: BoundDocument }> = [];
  // What a teammate's update touched: the ids to write back.
  const touched = {
    drafts: new Set<string>(), campaigns: new Set<string>(), jobs: new Set<string>(),
    reviewSteps: new Set<string>(), comments: new Set<string>(), approvalSteps: new Set<string>(), approvals: new Set<string>(),
    settings: new Set<string>(),
    exports: new Set<string>(), clientDecisions: new Set<string>(),
    history: new Set<string>(),
  };

  /** Each document's listener that stores and sends its local updates (off while a teammate's update is applied). */
  const persisters = new WeakMap<Y.Doc, (update: Uint8Array, origin: unknown) => void>();
  const others = otherConnections(db, workspaceId, DOCS);
  function load(name: BoundDocument): Y.Doc {
    const doc = new Y.Doc();
    loadDoc(db, workspaceId, name, doc);
    others.knowAll(name);
    const persist = (update: Uint8Array, origin: unknown): void => {
      if (origin !== LOCAL_ORIGIN) return;
      others.known(name, persistUpdate(db, workspaceId, name, update, 'local'));
      outgoing.push({ update, doc: name });
    };
    persisters.set(doc, persist);
    doc.on('update', persist);
    return doc;
  }
  /**
   * Applies a teammate's update with the local listener off: Yjs encodes a transaction's update
   * for every 'update' listener, and this one would drop it (origin REMOTE) after Yjs had written
   * it (a whole library's worth on a first full sync).
   */
  function applyQuietly(doc: Y.Doc, update: Uint8Array, origin: symbol = REMOTE_ORIGIN): void {
    const persist = persisters.get(doc);
    if (persist) doc.off('update', persist);
    try {
      Y.applyUpdate(doc, update, origin);
    } finally {
      if (persist) doc.on('update', persist);
    }
  }
  const collect = (set: Set<string>, root: unknown) => (events: ReadonlyArray<Y.YEvent<Y.AbstractType<unknown>>>, tx: Y.Transaction): void => {
    if (tx.origin !== REMOTE_ORIGIN) return;
    for (const e of events) {
      if (e.target === root) for (const key of e.changes.keys.keys()) set.add(key);
      else if (typeof e.path[0] === 'string') set.add(e.path[0]);
    }
  };

  /** The documents as stored, with the binding's listeners on them. */
  function mount(): Mounted {
    const library = load(LIBRARY_DOC);
    const outcomes = load(OUTCOMES_DOC);
    const drafts = draftsMap(library);
    const campaigns = campaignsMap(library);
    const jobs = jobsMap(outcomes);
    drafts.observeDeep(collect(touched.drafts, drafts));
    campaigns.observeDeep(collect(touched.campaigns, campaigns));
    const history = historyMap(library);
    const observeKeys = (map: Y.Map<unknown>, set: Set<string>): void =>
      map.observe((e, tx) => collect(set, map)([e as unknown as Y.YEvent<Y.AbstractType<unknown>>], tx));
    observeKeys(jobs as Y.Map<unknown>, touched.jobs);
    // A draft's History begins when it is created: its creator is its author (authorship).
    observeKeys(history as Y.Map<unknown>, touched.history);
    const reviews = load(REVIEWS_DOC);
    const approvals = load(APPROVALS_DOC);
    observeKeys(stepsMap(reviews) as Y.Map<unknown>, touched.reviewSteps);
    observeKeys(commentsMap(reviews) as Y.Map<unknown>, touched.comments);
    observeKeys(exportsMap(reviews) as Y.Map<unknown>, touched.exports);
    observeKeys(clientDecisionsMap(reviews) as Y.Map<unknown>, touched.clientDecisions);
    observeKeys(stepsMap(approvals) as Y.Map<unknown>, touched.approvalSteps);
    observeKeys(approvalsMap(approvals) as Y.Map<unknown>, touched.approvals);
    const settings = load(SETTINGS_DOC);
    observeKeys(reviewSettingsMap(settings), touched.settings);
    return { library, outcomes, drafts, campaigns, history, jobs, reviews, approvals, settings };
  }
  let m = mount();
  // rejoin (walk 7): drafts of the team this laptop LEFT, changed here since (team/join.ts): their diff is taken
  // against the team's copy once the first sync brought it (never written anew into the empty document).
  const held = openHeldDrafts(db, workspaceId, m.drafts.size === 0 && m.history.size === 0);
  // A library from before migration 0111 (or a first open): its creators as the stored History says them, once.
  if (reviewRows.creatorCount(db, workspaceId) === 0 && m.history.size > 0) {
    db.transaction(() => {
      for (const [id, log] of m.history) {
        const c = creatorInHistory(log);
        if (c) reviewRows.recordCreator(db, { draftId: id, workspaceId, member: c.member, at: c.at });
      }
    }).immediate();
  }

  const reviewCtx: ReviewBindingContext = { db, workspaceId, member, docs: () => m, origin: LOCAL_ORIGIN };

  /** After a failed transaction that changed a document: rebuild both from storage; send nothing of it. */
  function restore(): void {
    outgoing = [];
    destroyAll();
    m = mount();
  }

  function destroyAll(): void {
    for (const d of [m.library, m.outcomes, m.reviews, m.approvals, m.settings]) d.destroy();
  }
  const docOf = (name: BoundDocument): Y.Doc => ({ library: m.library, outcomes: m.outcomes, reviews: m.reviews, approvals: m.approvals, settings: m.settings })[name];

  /** Runs `fn` in one SQLite transaction; if it throws, the documents are restored to what is stored. */
  function inTransaction<T>(fn: () => T): T {
    if (db.inTransaction) return fn();
    try {
      return db.transaction(fn).immediate();
    } catch (err) {
      restore();
      throw err;
    }
  }

  /** w30twice: what other connections to this library stored, into the documents (call in the transaction, before a diff). */
  const catchUp = (): void => void outgoing.push(...others.catchUp(docOf, (doc, u) => applyQuietly(doc, u, LOAD_ORIGIN)));
  /** Compaction in this binding's transaction: its merged rows hold nothing it has not read. */
  const compactDoc = (name: BoundDocument): void => void (compact(db, workspaceId, name, compactAfter) && others.knowAll(name));

  const emit = (): void => {
    const list = outgoing;
    outgoing = [];
    for (const u of list) for (const cb of listeners[u.doc]) cb(u.update);
  };

  /** The flush itself; the caller holds the transaction. */
  function flushInTransaction(): number {
    const rows = teamRows.outbox(db, workspaceId);
    if (rows.length === 0) return 0;
    catchUp();
    const idsOf = (entity: string): string[] => rows.filter((r) => r.entity === entity).map((r) => r.entity_id);
    const draftIds = idsOf('draft').filter((id) => !held.has(id));
    const campaignIds = idsOf('campaign');
    const jobIds = idsOf('job');
    const at = iso();
    let changes = 0;
    if (draftIds.length > 0 || campaignIds.length > 0) {
      const draftRows = teamRows.readDrafts(db, workspaceId, draftIds);
      const campaignRows = teamRows.readCampaigns(db, workspaceId, campaignIds);
      const { campaigns } = m;
      m.library.transact(() => {
        changes += draftsToDoc(draftIds, draftRows, at);
        for (const id of campaignIds) {
          if (campaignToDoc(campaigns, id, campaignRows.get(id) ?? null, at).length > 0) changes += 1;
        }
      }, LOCAL_ORIGIN);
    }
    if (jobIds.length > 0) {
      const jobRows = teamRows.readJobs(db, workspaceId, jobIds, member);
      m.outcomes.transact(() => {
        for (const row of jobRows.values()) if (outcomeToDoc(m.jobs, row)) changes += 1;
      }, LOCAL_ORIGIN);
    }
    changes += reviewsToDocs(reviewCtx, { steps: idsOf('review'), approvals: idsOf('approval'), comments: idsOf('comment'), exports: idsOf('export'), clientDecisions: idsOf('client_decision') });
    if (!held.any) teamRows.clearOutbox(db, workspaceId);
    else teamRows.clearOutbox(db, workspaceId, rows.filter((r) => !(r.entity === 'draft' && held.has(r.entity_id))));
    for (const name of DOCS) compactDoc(name);
    return changes;
  }

  /** Local drafts → the library document, a History line each (call inside its transaction); returns how many changed. */
  function draftsToDoc(draftIds: readonly string[], draftRows: ReturnType<typeof teamRows.readDrafts>, at: string): number {
    const { drafts, history } = m;
    let changes = 0;
    for (const id of draftIds) {
      // w13undo: what this line's change inserted (this client's clocks) and deleted, for whose changes remain.
      const tr = m.library._transaction;
      const from = Y.getState(m.library.store, m.library.clientID);
      const delsBefore = deletionsSoFar(tr);
      const fields = draftToDoc(drafts, id, draftRows.get(id) ?? null, at);
      if (fields.length === 0) continue;
      const y: LineY = { client: m.library.clientID, from, to: Y.getState(m.library.store, m.library.clientID), del: deletionsSince(tr, delsBefore) };
      changes += 1;
      drafts.get(id)?.set('updated_by', member);
      let log = history.get(id);
      if (!log) {
        log = new Y.Array<DraftHistoryEntry>();
        history.set(id, log);
      }
      log.push([{ member, at, fields, y }]);
      if (fields.length === 1 && fields[0] === 'created') reviewRows.recordCreator(db, { draftId: id, workspaceId, member, at });
    }
    return changes;
  }

  /**
   * rejoin (walk 7): the first team update of the library after a rejoin holds the team's copies: the held drafts'
   * laptop copies go out now as their difference from them (the fields changed here since the leave, by me).
   */
  function releaseHeld(): void {
    const ids = held.release();
    const rows = teamRows.readDrafts(db, workspaceId, ids);
    const at = iso();
    m.library.transact(() => void draftsToDoc(ids, rows, at), LOCAL_ORIGIN);
  }

  function flushLocal(): number {
    try {
      return inTransaction(flushInTransaction);
    } finally {
      if (!db.inTransaction) emit();
    }
  }

  /** Writes what a teammate's update touched into SQLite; returns what it wrote. */
  function project(name: BoundDocument): RemoteApplied {
    const at = iso();
    const done: RemoteApplied = { drafts: [], campaigns: [], jobs: [], steps: [], comments: [] };
    if (name === LIBRARY_DOC) {
      const batch = teamRows.draftWriteBatch();
      for (const id of touched.drafts) {
        if (held.has(id)) continue; // rejoin: the laptop's copy, changed since the leave, is diffed against it below
        const map = m.drafts.get(id);
        if (map && teamRows.writeDraft(db, workspaceId, draftFromDoc(id, map, at), batch)) done.drafts.push(id);
      }
      for (const id of touched.history) {
        const c = creatorInHistory(m.history.get(id));
        if (c) reviewRows.recordCreator(db, { draftId: id, workspaceId, member: c.member, at: c.at });
      }
      for (const id of touched.campaigns) {
        const map = m.campaigns.get(id);
        if (!map) continue;
        teamRows.writeCampaign(db, workspaceId, id, campaignFromDoc(id, map, at));
        done.campaigns.push(id);
      }
      return done;
    }
    if (name === REVIEWS_DOC || name === APPROVALS_DOC) {
      projectReviews(reviewCtx, name, touched, done);
      return done;
    }
    if (name === SETTINGS_DOC) {
      if (touched.settings.size > 0) {
        done.settings = settingsFromDoc(reviewSettingsMap(m.settings));
        storeReviewSettings(db, workspaceId, done.settings);
      }
      return done;
    }
    for (const id of touched.jobs) {
      const row = outcomeFromDoc(id, m.jobs.get(id));
      // My own jobs live in publish_jobs; only teammates' go to team_outcomes.
      if (row === null || row.member === member) continue;
      teamRows.writeOutcome(db, workspaceId, row);
      done.jobs.push(id);
    }
    return done;
  }

  function applyRemote(update: Uint8Array, name: BoundDocument = LIBRARY_DOC): RemoteApplied {
    if (!DOCS.includes(name)) throw new TeamError('invalid_request', `the binding holds no document "${String(name)}"`, { details: { doc: name } });
    checkUpdate(update);
    try {
      return inTransaction(() => {
        catchUp();
        flushInTransaction();
        for (const set of Object.values(touched)) set.clear();
        try {
          applyQuietly(docOf(name), update);
        } catch (err) {
          throw new TeamError('corrupt_update', `a team update (${update.byteLength} bytes) does not apply: ${err instanceof Error ? err.message : String(err)}`, {
            cause: err, details: { bytes: update.byteLength },
          });
        }
        // The bytes as received, not what the document integrated: an update still waiting for one
        // it depends on is kept too, so it is not lost across a restart.
        others.known(name, persistUpdate(db, workspaceId, name, update, 'remote'));
        const done = project(name);
        if (name === LIBRARY_DOC && held.any) releaseHeld();
        // The outbox was empty after the flush (but held drafts): what is in it now is the projection's own writes.
        teamRows.clearOutbox(db, workspaceId);
        compactDoc(name);
        return done;
      });
    } finally {
      for (const set of Object.values(touched)) set.clear();
      if (!db.inTransaction) emit();
    }
  }

  let closed = false;
  return {
    get doc() {
      return m.library;
    },
    get outcomesDoc() {
      return m.outcomes;
    },
    get reviewsDoc() {
      return m.reviews;
    },
    get approvalsDoc() {
      return m.approvals;
    },
    get settingsDoc() {
      return m.settings;
    },
    docOf,
    setReviewSettings(s) {
      try {
        return inTransaction(() => {
          catchUp();
          let changed = false;
          m.settings.transact(() => {
            changed = settingsToDoc(reviewSettingsMap(m.settings), s);
          }, LOCAL_ORIGIN);
          storeReviewSettings(db, workspaceId, settingsFromDoc(reviewSettingsMap(m.settings)));
          return changed;
        });
      } finally {
        if (!db.inTransaction) emit();
      }
    },
    flushLocal,
    applyRemote,
    onLocalUpdate(cb, name = LIBRARY_DOC) {
      listeners[name].add(cb);
      return () => void listeners[name].delete(cb);
    },
    pending: (name = LIBRARY_DOC) => teamRows.countUnsent(db, workspaceId, name),
    markSent: (name = LIBRARY_DOC) => void teamRows.markUpdatesSent(db, workspaceId, name),
    // w13undo: each line with what its change left in the draft now (`marks`: schema/line-marks.ts).
    history: (draftId) => {
      // w30twice: with what another connection stored (the CLI's edit reads in the app's History at once).
      catchUp();
      if (!db.inTransaction) emit();
      return [...(m.history.get(draftId)?.toArray() ?? [])].reverse().map((e) => {
        const marks = marksOf(m.library, m.drafts.get(draftId), (e as { y?: unknown }).y);
        return marks ? { ...e, marks } : e;
      });
    },
    close() {
      if (closed) return;
      closed = true;
      for (const set of Object.values(listeners)) set.clear();
      destroyAll();
    },
  };
}
