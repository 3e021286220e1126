import type * as Y from 'yjs';
import { drafts, type ReadableDB, type WritableDB } from '../library';
import { keep, readKept } from './kept';
import type { OwnApprovalRule } from './protocol';
import { contentRevision } from './review';
import type { SetAsideRow } from './set-aside';

/**
 * w30dismiss (walk 26, 5): a refused approval of mine (set aside here: set-aside.ts) is settled one of two ways, and
 * then is no longer said as refused, nor keeps this laptop out of step:
 * 1. answered: the team server accepted my approval of the same post's version as it is now (Bảo approved V1 offline,
 *    refused as Lan's V2 came first; he then approved V2). Found by the approvals session when it is in step (the
 *    wire then holds the server's state), kept, and said once as answered until the person dismisses that note.
 * 2. dismissed: the person said so (the app's Dismiss, `postroom team dismiss`).
 * The approval stays set aside either way (never sent again): only what is said of it changes. Kept in the library
 * apart from the set-aside rows, which the session owns and rewrites.
 */

export interface SettledRefusal {
  /** The set-aside approval row's key. */
  key: string;
  draftId: string;
  rule: OwnApprovalRule;
  how: 'answered' | 'dismissed';
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
