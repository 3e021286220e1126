import type * as Y from 'yjs';
import { drafts, type ReadableDB, type WritableDB } from '../library';
import { keep, readKept } from './kept';
import type { OwnApprovalRule } from './protocol';
import { contentRevision } from './review';
import type { SetAsideRow } from './set-aside';

/**
 * w30dismiss (walk 26, 5): a refused approval of mine (set aside here: set-aside.ts) is settled one of three ways, and
 * then is no longer said as refused, nor keeps this laptop out of step:
 * 1. answered: the team server accepted my approval of the same post's version as it is now (Bảo approved V1 offline,
 *    refused as Lan's V2 came first; he then approved V2). Found by the approvals session when it is in step (the
 *    wire then holds the server's state), kept, and said once as answered until the person dismisses that note.
 * 2. dismissed: the person said so (the app's Dismiss, `postroom team dismiss`).
 * 3. overtaken (h-stale, walk 45a, 4): the post no longer waits for an approval, as this laptop holds it (approved by
 *    another, withdrawn, changes requested, sent, deleted): the refusal is history, not an open problem, and its advice
 *    ("Owen may approve it") was stale beside the row's "approved by Owen" until the person pressed Dismiss. Settled
 *    where the status is read (status-read.ts), said no more.
 * The approval stays set aside either way (never sent again): only what is said of it changes. Kept in the library
 * apart from the set-aside rows, which the session owns and rewrites.
 */

export interface SettledRefusal {
  /** The set-aside approval row's key. */
  key: string;
  draftId: string;
  rule: OwnApprovalRule;
  how: 'answered' | 'dismissed' | 'overtaken';
  at: string;
  /** answered: the person read the note that said so (dismissed it): not said again. */
  read: boolean;
}

const SETTLED_KEY = (workspaceId: string): string => `team.refusalsSettled:${workspaceId}`;

export function readSettled(db: ReadableDB, workspaceId: string): SettledRefusal[] {
  const v = readKept(db, SETTLED_KEY(workspaceId));
  return Array.isArray(v) ? (v as SettledRefusal[]) : [];
}

/** The refused approvals held here (set aside: one row each, not its approve step) not settled yet. */
export function openRefusals(db: ReadableDB, workspaceId: string, rows: readonly SetAsideRow[] | null): Array<{ key: string; draftId: string; rule: OwnApprovalRule }> {
  const settled = new Set(readSettled(db, workspaceId).map((s) => s.key));
  return (rows ?? []).flatMap((r) => (r.map === 'approvals' && r.approval && !settled.has(r.key) ? [{ key: r.key, draftId: r.approval.draftId, rule: r.approval.rule }] : []));
}

const currentRevision = (db: ReadableDB, draftId: string): string | null => {
  try {
    const d = drafts.get(db, draftId);
    return d.deletedAt ? null : contentRevision(d);
  } catch {
    return null;
  }
};

/**
 * 1: the open refusals that an approval the server holds answers: by `me`, of the same post, of its revision now, not
 * itself set aside, made at or after the refused one. `wire`: the approvals document as the server holds it (call
 * only while in step). Returns how many it settled now.
 */
export function answerRefusals(db: WritableDB, workspaceId: string, rows: readonly SetAsideRow[], wire: Y.Doc, from: Y.Doc, me: string, now: () => Date): number {
  const open = openRefusals(db, workspaceId, rows);
  if (open.length === 0) return 0;
  const aside = new Set(rows.filter((r) => r.map === 'approvals').map((r) => r.key));
  const held = wire.getMap('approvals');
  const fresh: SettledRefusal[] = [];
  for (const r of open) {
    const revision = currentRevision(db, r.draftId);
    if (revision === null) continue;
    const refusedAt = (from.getMap('approvals').get(r.key) as { at?: unknown } | undefined)?.at;
    let answered = false;
    held.forEach((v, k) => {
      const a = v as { draft_id?: unknown; revision?: unknown; actor?: unknown; at?: unknown };
      if (answered || aside.has(k) || a.draft_id !== r.draftId || a.revision !== revision || a.actor !== me) return;
      if (typeof refusedAt === 'string' && typeof a.at === 'string' && a.at < refusedAt) return;
      answered = true;
    });
    if (answered) fresh.push({ ...r, how: 'answered', at: now().toISOString(), read: false });
  }
  if (fresh.length > 0) keep(db, SETTLED_KEY(workspaceId), [...readSettled(db, workspaceId), ...fresh]);
  return fresh.length;
}

/**
 * 3 (h-stale): the open refusals whose post no longer waits for an approval (`waits`: the caller's reading of the post as
 * this laptop holds it now) are settled as overtaken, read from the start: said no more. Returns how many it settled now.
 */
export function overtakeRefusals(db: WritableDB, workspaceId: string, rows: readonly SetAsideRow[] | null, waits: (draftId: string) => boolean, now: () => Date = () => new Date()): number {
  const gone = new Set(openRefusals(db, workspaceId, rows).filter((r) => !waits(r.draftId)).map((r) => r.key));
  if (gone.size === 0) return 0; // the write lock only when there is something to settle (every status read asks)
  return db.transaction(() => {
    // Read again under the lock: another process on this data dir (the app beside the CLI) may have settled some.
    const at = now().toISOString();
    const fresh = openRefusals(db, workspaceId, rows).filter((r) => gone.has(r.key)).map((r): SettledRefusal => ({ ...r, how: 'overtaken', at, read: true }));
    if (fresh.length > 0) keep(db, SETTLED_KEY(workspaceId), [...readSettled(db, workspaceId), ...fresh]);
    return fresh.length;
  }).immediate();
}

/**
 * 2: the person dismissed what is said of a post's refused approval (`rows`: the approvals document's set aside here) (all of them with no post named): an open refusal
 * is settled as dismissed, an answered one's note is read. Returns what it took off, by kind.
 */
export function dismissRefusals(db: WritableDB, workspaceId: string, rows: readonly SetAsideRow[] | null, draftIds: readonly string[] | 'all', now: () => Date = () => new Date()): { dismissed: SettledRefusal[]; read: SettledRefusal[] } {
  const named = (id: string): boolean => draftIds === 'all' || draftIds.includes(id);
  const settled = readSettled(db, workspaceId);
  const read = settled.filter((s) => s.how === 'answered' && !s.read && named(s.draftId)).map((s) => ({ ...s, read: true }));
  const at = now().toISOString();
  const dismissed = openRefusals(db, workspaceId, rows).filter((r) => named(r.draftId)).map((r): SettledRefusal => ({ ...r, how: 'dismissed', at, read: true }));
  if (read.length + dismissed.length > 0) {
    const readKeys = new Set(read.map((s) => s.key));
    keep(db, SETTLED_KEY(workspaceId), [...settled.map((s) => (readKeys.has(s.key) ? { ...s, read: true } : s)), ...dismissed]);
  }
  return { dismissed, read };
}
