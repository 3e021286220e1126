/**
 * What the post-sends files share (w15compose-post-sends, w16sends-post-sends): Lan's and Bảo's laptops,
 * each a journal of its own, and the team's shared outcomes as a binding would share them: every job of
 * both laptops, named by its sender. `useTwoLaptops` makes them for a file (beforeAll) and removes them
 * (afterAll); `teamOf(me)` is the team port as `me`'s laptop reads it.
 */
import type Database from 'better-sqlite3';
import { afterAll, beforeAll } from 'vitest';
import { publishBatches, publishJobs, type Job, type WritableDB } from '../../src-main/library';
import type { TeamOutcome } from '../../src-main/publisher';
import { journalDb } from './helpers';

export interface Sender { memberId: string; name: string }
export const LAN: Sender = { memberId: 'm-lan', name: 'Lan' };
export const BAO: Sender = { memberId: 'm-bao', name: 'Bảo' };
/** A job the Hub holds (scheduled): the poller waits on it. */
export const held = { state: 'awaiting' as const, hubStatus: 'scheduled' };

/** The batch of one draft (`id`), as the publisher makes it before journaling its jobs. */
export const batch = (w: WritableDB, id: string, draft: string): void => {
  publishBatches.createBatch(w, { id, workspaceId: 'sandbox', kind: 'drafts', draftIds: [draft] }, { now: 1, durable: 'full' });
};

/** A laptop's jobs as the team shares them, each sent by `by`. */
const share = (db: WritableDB, by: Sender): TeamOutcome[] =>
  publishJobs.listJobs(db, { workspaceId: 'sandbox' }).map((j: Job) => ({
    id: j.id, draftId: j.draftId!, key: j.idempotencyKey, by, at: j.sentAt ?? j.createdAt, createdAt: j.createdAt, platforms: j.platforms,
    fields: j.fields, state: j.state, hubStatus: j.hubStatus, outcomes: j.outcomes, lastError: null, nextAt: null, scheduledAt: j.scheduledAt,
  }));

/**
 * For a file: in its beforeAll, Lan's and Bảo's journals are made, `write` journals what each laptop
 * sent, and then both laptops' jobs are shared with the team. Answers `db` (each laptop's journal,
 * filled once the hook ran) and `teamOf`.
 */
export function useTwoLaptops(write: (lan: WritableDB, bao: WritableDB) => void): {
  db: { lan: Database.Database; bao: Database.Database };
  teamOf: (me: Sender) => { me: Sender; sharedOutcomes: (draftId: string) => TeamOutcome[] };
} {
  const db = {} as { lan: Database.Database; bao: Database.Database };
  let shared: TeamOutcome[] = [];
  let cleanups: Array<() => void> = [];
  beforeAll(() => {
    const lan = journalDb();
    const bao = journalDb();
    cleanups = [lan.cleanup, bao.cleanup];
    Object.assign(db, { lan: lan.db, bao: bao.db });
    const wl = lan.db as unknown as WritableDB;
    const wb = bao.db as unknown as WritableDB;
    write(wl, wb);
    shared = [...share(wl, LAN), ...share(wb, BAO)];
  });
  afterAll(() => {
    for (const c of cleanups) c();
  });
  const teamOf = (me: Sender) => ({ me, sharedOutcomes: (draftId: string) => shared.filter((o) => o.draftId === draftId) });
  return { db, teamOf };
}
