/**
 * A journal written by hand for the review desk's tests and bench: each job journaled as the
 * publisher journals it (insertJobs), then moved to its final or waiting state with its outcomes
 * (writeChange), so the desk reads real rows of `publish_jobs`.
 */
import { randomUUID } from 'node:crypto';
import type { ChannelOutcome } from '../../src-main/hub';
import { publishJobs, type JobPatch, type JobReason, type WritableDB } from '../../src-main/library';

export interface HandJob {
  id?: string;
  draftId?: string | null;
  workspaceId?: string | null;
  batchId?: string | null;
  parentJobId?: string | null;
  reason?: JobReason;
  profileId: string;
  platforms: string[];
  caption?: string;
  scheduledAt?: string;
  timezone?: string;
  /** When it was journaled (ms); sent at the same instant. */
  at: number;
  patch?: JobPatch;
}

export const ok = (channel: string): ChannelOutcome => ({ channel, success: true, url: `https://example.com/${channel}/1`, code: null, message: null, vietnamese: null });
export const no = (channel: string, message = 'The aspect ratio is not supported.', code = '2207009'): ChannelOutcome => ({ channel, success: false, url: null, code, message, vietnamese: null });

/** Journals the jobs (in order) and answers their ids. */
export function writeJournal(db: WritableDB, jobs: readonly HandJob[]): string[] {
  const ids: string[] = [];
  db.transaction(() => {
    for (const h of jobs) {
      const id = h.id ?? randomUUID();
      ids.push(id);
      const fields: Record<string, unknown> = { profile_id: h.profileId, caption: h.caption ?? `Post ${id}`, ...(h.scheduledAt ? { scheduled_at: h.scheduledAt } : {}), ...(h.timezone ? { timezone: h.timezone } : {}) };
      publishJobs.insertJobs(db, [{
        job: {
          id, batchId: h.batchId ?? null, draftId: h.draftId === undefined ? `d-${id}` : h.draftId, workspaceId: h.workspaceId ?? 'sandbox', idempotencyKey: randomUUID(),
          reason: h.reason ?? 'publish', parentJobId: h.parentJobId ?? null, platforms: h.platforms, fields, photos: [], contentType: 'application/json',
          bodySha256: '0'.repeat(64), budgetBytes: null, scheduledAt: h.scheduledAt ?? null, body: Buffer.from('{}'),
        },
      }], { now: h.at, durable: 'caller' });
      if (h.patch) publishJobs.writeChange(db, { id, patch: { sentAt: h.at, ...h.patch }, events: [{ at: h.at + 1, type: 'answer', state: h.patch.state ?? null }] });
    }
  })();
  return ids;
}
