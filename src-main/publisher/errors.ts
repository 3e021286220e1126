import { PostroomError } from '../common';

/** Stable codes of the publisher's own failures (Hub codes keep the Hub's names and travel in job rows). */
export type PublisherErrorCode =
  | 'job_not_found'
  | 'batch_not_found'
  | 'draft_not_found'
  | 'invalid_state' // the action does not apply to the job's current state
  | 'nothing_to_retry'
  | 'when_needed' // retrying refused channels of a post whose time has passed: now, or a new time?
  | 'time_in_past' // the new time asked for has passed too (the Hub refuses a past scheduled_at)
  | 'approval_withdrawn' // h-retryheld: a retry of a send whose approval the team took back since (actions.ts rule 9); details: ApprovalTakenBack (action, by, at)
  | 'approved_time' // h-retryat: a retry at a time other than the one the team approved (actions.ts rule 8); details.approvers: who may approve a new one
  | 'no_status_id' // the Hub cannot be asked: no request_id, job_id or key to ask with
  | 'journal_missing' // the db has no journal tables (migration 0100 not applied)
  | 'body_missing'; // a job to be sent has no stored body (journal damaged)

export class PublisherError extends PostroomError<PublisherErrorCode> {
  override readonly name = 'PublisherError';
}
