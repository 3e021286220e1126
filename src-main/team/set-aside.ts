import * as Y from 'yjs';
import { firstLine } from '../../src-shared/first-line';
import { drafts, reviews, teamRows, type Approval, type ReadableDB, type ReviewStep, type WritableDB } from '../library';
import { keep, readKept } from './kept';
import { answerRefusals, dismissRefusals, openRefusals, readSettled, type SettledRefusal } from './refusal-settled';
import type { OwnApprovalRule, Role } from './protocol';
import { APPROVALS_DOC, ROW_MAPS, rowRefusal, type BoundDocument } from './schema';

/**
 * refusedloop (issue 34): the "set-aside" mode of a row document's session (`reviews`, `approvals`:
 * schema.ts ROW_MAPS). Once the team server's write guard refused a write of the document, its wire
 * no longer carries the binding's Yjs updates (the refused items would go out again in every sync,
 * and a later update of the same writer depends on them): the wire starts from the server's state and
 * takes the binding's new rows one by one (copyRows), setting aside the ones the guard refuses. The
 * session (session.ts) owns the network and says when; this module owns the rows and the rule.
 */

/**
 * A row of a row document that the team server's write guard refuses (a step or comment in another
 * member's name, written on this laptop), set aside: kept in the library's document (readable here),
 * never sent again.
 */
export interface SetAsideRow {
  map: string;
  key: string;
  /** The guard's reason, in the words of schema.ts rowRefusal (the same rule the server applies). */
  why: string;
  /**
   * w26approval (walk 24, 2): an approval (or its approve step) the server refused by its author rule, which this laptop
   * cannot read from the row alone (version-authors-doc.ts): the rule and the post, as the server named the row.
   */
  approval?: { draftId: string; rule: OwnApprovalRule };
}

/** w26approval: why the team server refused an approval by its author rule (the CLI's words; the app says them by rule, en/vi). */
export const OWN_APPROVAL_REASON: Readonly<Record<OwnApprovalRule, string>> = {
  own_post: 'you created this post, and the team, as its server has the settings, does not let authors approve their own posts',
  own_version: 'you changed what goes out in this version, and the team, as its server has the settings, does not let authors approve their own posts',
  // w27order: told with the team server named (the status's words): which version, and what to do.
  not_held: 'it is of a version the team does not hold (the post changed, or its change has not reached the team yet)',
};

const SET_ASIDE_KEY = (workspaceId: string, doc: string): string => `team.setAside:${workspaceId}:${doc}`;

/**
 * The rows of a document set aside on this laptop, or null when the server never refused one of its
 * writes (the document then syncs as it always did: the wire starts from the binding's whole state).
 */
export function readSetAside(db: WritableDB, workspaceId: string, doc: string): SetAsideRow[] | null {
  const v = readKept(db, SET_ASIDE_KEY(workspaceId, doc));
  if (v === undefined) return null;
  return Array.isArray(v) ? (v as SetAsideRow[]) : [];
}

function writeSetAside(db: WritableDB, workspaceId: string, doc: string, rows: readonly SetAsideRow[]): void {
  keep(db, SET_ASIDE_KEY(workspaceId, doc), rows);
}

/**
 * One document's set-aside mode on this laptop: off until the server refuses a write of it (then kept in the library).
 *
 * h-ownapprove (walk 43b, 3): the library is the one truth, read at every use. The app and the CLI on one data dir each
 * hold a session of the document; each held the rows it read when it opened, so the other's refusals were not known to
 * it: it offered the approval the other had set aside (the server refused each twice), and its next write of the list
 * (start() wrote an empty one) dropped the other's rows, which then went out again. Now every read is the library's, and
 * every change of the list is read, changed and written in one transaction: a refused approval is set aside once, by
 * whichever process heard the refusal first, and no process on the data dir offers it again.
 */
export class SetAside {
  readonly #db: WritableDB;
  readonly #workspaceId: string;
  readonly #doc: string;
  readonly #maps: readonly string[];

  constructor(db: WritableDB, workspaceId: string, doc: string) {
    this.#db = db;
    this.#workspaceId = workspaceId;
    this.#doc = doc;
    this.#maps = ROW_MAPS[doc as BoundDocument] ?? [];
  }

  /** A row document (the only kind a refused write switches to this mode). */
  get rowDocument(): boolean {
    return this.#maps.length > 0;
  }

  /** The server refused a write of this document once (here or in another process on this data dir): the wire takes rows one by one (copyRows). */
  get on(): boolean {
    return this.#kept() !== null;
  }

  /** The rows set aside so far on this data dir (none while off). */
  get rows(): SetAsideRow[] {
    return this.#kept() ?? [];
  }

  /** The rows the library keeps now (null: off): the data dir's, whichever process set them aside. */
  #kept(): SetAsideRow[] | null {
    return this.rowDocument ? readSetAside(this.#db, this.#workspaceId, this.#doc) : null;
  }

  /** Reads the kept rows, adds what `more` gives for them and writes the list, in one transaction (none added: nothing written). */
  #add(more: (rows: readonly SetAsideRow[]) => SetAsideRow[]): SetAsideRow[] {
    return this.#db.transaction(() => {
      const rows = this.#kept();
      if (rows === null) return [];
      const fresh = more(rows);
      if (fresh.length > 0) writeSetAside(this.#db, this.#workspaceId, this.#doc, [...rows, ...fresh]);
      return fresh;
    }).immediate();
  }

  /** The server's guard refused a write of this row document: the mode starts (kept in the library) and stays on. */
  start(): void {
    if (!this.rowDocument) return;
    this.#db.transaction(() => {
      if (this.#kept() === null) writeSetAside(this.#db, this.#workspaceId, this.#doc, []);
    }).immediate();
  }

  /**
   * w26approval (walk 24, 2): the server refused this laptop's approval `key` by its author rule (it said which row:
   * protocol.ts REFUSED_APPROVAL_ROW). That row and the approve step naming it are set aside, once: copyRows never offers
   * them again (before, they went out at every sync and were refused each time). Call after start().
   */
  setAsideApproval(from: Y.Doc, key: string, rule: OwnApprovalRule): void {
    const value = from.getMap('approvals').get(key) as { draft_id?: unknown } | undefined;
    if (typeof value?.draft_id !== 'string') return;
    const approval = { draftId: value.draft_id, rule };
    this.#add((kept) => {
      // h-ownapprove: once, whichever process on this data dir heard the refusal first (both may have sent it).
      if (kept.some((r) => r.map === 'approvals' && r.key === key)) return [];
      const rows: SetAsideRow[] = [{ map: 'approvals', key, why: OWN_APPROVAL_REASON[rule], approval }];
      from.getMap('steps').forEach((v, k) => {
        if ((v as { approval_id?: unknown }).approval_id === key && !kept.some((r) => r.map === 'steps' && r.key === k)) rows.push({ map: 'steps', key: k, why: OWN_APPROVAL_REASON[rule], approval });
      });
      return rows;
    });
  }

  /**
   * w30dismiss (walk 26, 5): this document is in step (the wire holds what the server holds): my refused approvals that
   * an approval of mine the server accepted answers are settled (refusal-settled.ts). True when it settled one now.
   */
  answered(wire: Y.Doc, from: Y.Doc, me: string, now: () => Date): boolean {
    const rows = this.#doc === APPROVALS_DOC ? this.#kept() : null;
    if (!rows?.some((r) => r.approval)) return false;
    return answerRefusals(this.#db, this.#workspaceId, rows, wire, from, me, now) > 0;
  }

  /**
   * The binding's rows the wire (the server's state, once synced) lacks go onto the wire as new
   * writes (tagged `origin`), except those the server's guard refuses (schema.ts rowRefusal, the rule
   * the guard applies), which are set aside and kept. Call only while synced: a row of mine the server
   * holds and the wire has not received yet would otherwise be written twice (refused as a change).
   * Returns how many rows it set aside now.
   */
  copyRows(wire: Y.Doc, from: Y.Doc, me: { name: string; role: Role }, origin: unknown): number {
    const copy: Array<[string, string, unknown]> = [];
    const fresh = this.#add((kept) => {
      // h-ownapprove: the rows set aside on this data dir now, by this process or another (never offered again).
      const aside = new Set(kept.map((r) => `${r.map}\u0000${r.key}`));
      const refused: SetAsideRow[] = [];
      for (const root of this.#maps) {
        const have = wire.getMap(root);
        from.getMap(root).forEach((value, key) => {
          if (have.has(key) || aside.has(`${root}\u0000${key}`)) return;
          const why = rowRefusal(this.#doc as BoundDocument, root, key, value, me);
          if (why) refused.push({ map: root, key, why });
          else copy.push([root, key, value]);
        });
      }
      return refused;
    });
    if (copy.length > 0) wire.transact(() => {
      for (const [root, key, value] of copy) wire.getMap(root).set(key, value);
    }, origin);
    return fresh.length;
  }
}

/**
 * w30dismiss (walk 26, 5): the person dismissed what is said of their refused approvals held here, of the posts named
 * (all with 'all'): the app's Dismiss (the bridge's team.dismissRefusal) and `postroom team dismiss`. They stay set aside.
 */
export function dismissHeldRefusals(db: WritableDB, workspaceId: string, draftIds: readonly string[] | 'all'): { dismissed: SettledRefusal[]; read: SettledRefusal[] } {
  return dismissRefusals(db, workspaceId, readSetAside(db, workspaceId, APPROVALS_DOC), draftIds);
}

/** w30dismiss: my refused approvals held here that are still said: refused (not settled), or answered and not yet dismissed. */
export function heldRefusals(db: WritableDB, workspaceId: string): Array<{ draftId: string; rule: OwnApprovalRule; answered: boolean }> {
  const open = openRefusals(db, workspaceId, readSetAside(db, workspaceId, APPROVALS_DOC)).map((r) => ({ draftId: r.draftId, rule: r.rule, answered: false }));
  return [...open, ...readSettled(db, workspaceId).filter((s) => s.how === 'answered' && !s.read).map((s) => ({ draftId: s.draftId, rule: s.rule, answered: true }))];
}

/**
 * Walk 43a (1): how many of a row document's changes not acknowledged by the server hold nothing but rows set aside here
 * (`rows`): the server refused them, they are never sent again, so they do not wait to go out. Until the document's next
 * exchange marks them sent, they were counted as "changes waiting to go out" (the status said "Sending 1 change…" for a
 * refused approval for the seconds the session took to connect again; with the server away, until it answered). An
 * update with anything else (another row, a rewrite, a deletion) still waits.
 */
export function unsentAside(db: ReadableDB, workspaceId: string, doc: string, rows: readonly SetAsideRow[]): number {
  if (rows.length === 0) return 0;
  const aside = new Set(rows.map((r) => `${r.map}\u0000${r.key}`));
  return teamRows.unsentUpdates(db, workspaceId, doc).filter((u) => onlyRowsOf(u.update, aside)).length;
}

/** Whether an update only adds rows whose `map\u0000key` is in `keys` (a new key's item names its root map: rows are append-only). */
function onlyRowsOf(update: Uint8Array, keys: ReadonlySet<string>): boolean {
  const { structs, ds } = Y.decodeUpdate(update);
  if (structs.length === 0 || ds.clients.size > 0) return false;
  return structs.every((st) => st instanceof Y.Item && typeof st.parent === 'string' && typeof st.parentSub === 'string' && keys.has(`${st.parent}\u0000${st.parentSub}`));
}

/** w26approval: the post of an approval set aside, as the Review screen's rows name it (its caption's first line); '' when gone. */
export function asideCaption(db: ReadableDB, draftId: string): string {
  try {
    return firstLine(drafts.get(db, draftId).caption).trim();
  } catch {
    return '';
  }
}

/** w26approval: the ids of this laptop's approvals the team server refused by its author rule (set aside here). */
export function refusedApprovalIds(db: ReadableDB, workspaceId: string): ReadonlySet<string> {
  const rows = readKept(db, SET_ASIDE_KEY(workspaceId, 'approvals'));
  return new Set(Array.isArray(rows) ? (rows as SetAsideRow[]).filter((r) => r.map === 'approvals' && r.approval).map((r) => r.key) : []);
}

/**
 * w26approval: a post's latest review step that holds: an approve step whose approval the team server refused (set
 * aside here, reaching nobody) is not one, so this laptop reads the post as the team does (before: his own laptop read
 * it approved, and its publish gate let it go out under the refused approval). `last`: reviews.latest's answer.
 */
export function heldLatest(db: ReadableDB, workspaceId: string, draftId: string, last: ReviewStep | null): ReviewStep | null {
  if (!last?.approvalId) return last;
  const refused = refusedApprovalIds(db, workspaceId);
  if (!refused.has(last.approvalId)) return last;
  return reviews.history(db, draftId).filter((s) => !(s.approvalId && refused.has(s.approvalId))).at(-1) ?? null;
}

/** w26approval: a post's approvals (reviews.approvalsOf, oldest first) less those the team server refused (set aside here). */
export function heldApprovals(db: ReadableDB, draftId: string): Approval[] {
  const all = reviews.approvalsOf(db, draftId);
  const refused = all.length > 0 ? refusedApprovalIds(db, all[0]!.workspaceId) : new Set<string>();
  return refused.size === 0 ? all : all.filter((a) => !refused.has(a.id));
}
