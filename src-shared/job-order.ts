/**
 * h-calout (walk 39a, 2): the Outbox's one order of jobs, its own cards' and its teammates' alike: the newest job first
 * (when it was written, `createdAt`: ms in the core, ISO across the bridge), and jobs written in the same millisecond (a
 * campaign's, in one transaction) the last written first. Their ids keep the order they were written in (UUIDv7,
 * src-main/common/ids.ts), as the journal's rowid does: library listJobs reads `created_at DESC, rowid DESC`.
 * Before, the teammates' cards went by when each call reached the Hub (a campaign's calls, two at a time, read
 * "24, 20, 22, 16, 18 Dec"), and a card seen live put same-millisecond jobs oldest first.
 */
export interface WrittenJob {
  id: string;
  createdAt: number | string;
}

export function newestJobFirst(a: WrittenJob, b: WrittenJob): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id === b.id ? 0 : a.id < b.id ? 1 : -1;
}
