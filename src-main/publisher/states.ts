/**
 * Job states and the moves between them, as data (style.md principle 6). The states themselves
 * are the journal's vocabulary (library publish-jobs.ts); what they mean and where they lead is here.
 *
 * prepared  journaled (key + exact bytes durable), not sent yet
 * sending   a call is (or was, at a crash) in flight; resent with the SAME key
 * retrying  waiting to resend the SAME key and bytes (5xx, network, 409 in progress, 429)
 * awaiting  the Hub accepted it (processing / scheduled): the poller reads status
 * done      final outcome from the Hub: completed / partial / failed (or retries exhausted)
 * refused   a Hub refusal (4xx / plain 413): nothing was spent; a fixed draft is a new job
 * blocked   429 quota_exceeded, 401, 403: the batch stopped; resumes after the user acts
 * unknown   upstream_timeout: the post MAY be live; status first, resend is a user decision
 * cancelled the user withdrew it before it was sent
 */
import { FINAL_STATES, JOB_STATES, isJobState, type JobState } from '../library';

export { FINAL_STATES, JOB_STATES, isJobState, type JobState };

/** States the runner sends from (a crash in 'sending' resends the same key). */
export const SENDABLE_STATES: readonly JobState[] = ['prepared', 'sending', 'retrying'];
/** Not final: the runner, the poller or the user still has to act (resume lists every one). */
export const UNFINISHED_STATES: readonly JobState[] = JOB_STATES.filter((s) => !FINAL_STATES.includes(s));
/** States whose status the poller reads (when the Hub gave an id to read it with). */
export const POLLED_STATES: readonly JobState[] = ['awaiting', 'unknown'];
/** States a user may withdraw a job from (it has not gone out, or its outcome is unknown). */
export const CANCELLABLE_STATES: readonly JobState[] = ['prepared', 'retrying', 'blocked', 'unknown'];

export const TRANSITIONS: Readonly<Record<JobState, readonly JobState[]>> = Object.freeze({
  prepared: ['sending', 'blocked', 'cancelled'],
  sending: ['sending', 'retrying', 'awaiting', 'done', 'refused', 'blocked', 'unknown'],
  retrying: ['sending', 'blocked', 'cancelled', 'done'],
  awaiting: ['awaiting', 'done', 'unknown'],
  blocked: ['prepared', 'cancelled'],
  unknown: ['done', 'awaiting', 'unknown', 'cancelled'],
  done: [],
  refused: [],
  cancelled: [],
});

export const isFinal = (s: JobState): boolean => FINAL_STATES.includes(s);
export const canMove = (from: JobState, to: JobState): boolean => TRANSITIONS[from].includes(to);
