/**
 * The user's decision after an unknown outcome (issue 22, item 8): "it is live — mark published".
 * The Hub timed out (upstream_timeout) and the post MAY be live; the user has looked at the
 * channels and seen it. The job becomes final (done, completed) with each channel marked by the
 * user, not by the Hub, and it is never polled or resent again. The other decision, "send again
 * as new", is Publisher.resendUnknown.
 */
import { publishJobs, type Job, type WritableDB } from '../library';
import { PublisherError } from './errors';
import { getJob } from './read';

/** The code a channel outcome carries when the user, not the Hub, said it is live. */
export const MARKED_BY_USER = 'marked_live_by_user';

export function markLive(db: WritableDB, jobId: string, now: number): Job {
  const job = getJob(db, jobId);
  if (job.state !== 'unknown') throw new PublisherError('invalid_state', `job ${jobId} is ${job.state}; only an unknown outcome can be marked live`);
  if (job.supersededBy) throw new PublisherError('invalid_state', `job ${jobId} was already resent as ${job.supersededBy}`);
  const outcomes = job.platforms.map((channel) => ({ channel, success: true, url: null, code: MARKED_BY_USER, message: 'marked published by the user after an unknown outcome', vietnamese: null }));
  return publishJobs.updateJob(db, jobId, { state: 'done', hubStatus: 'completed', outcomes, nextAt: null, finalAt: now }, { event: { at: now, type: 'marked_live', state: 'done', detail: { by: 'user', channels: job.platforms } } });
}
