/**
 * The publisher: journal, runner, poller (architecture.md "the publishing path").
 * Composition roots build a `Publisher` from a library db and ports over the hub, media and
 * library areas (see adapters.ts), and forward its events.
 */
export { Publisher, DEFAULT_OPTIONS, outcomesOf, blockAdvice, type PublisherDeps, type PublisherOptions, type RunOptions, type RunReport, type PublishRequestInput } from './publisher';
export { PublisherError, type PublisherErrorCode } from './errors';
export { JOB_STATES, FINAL_STATES, UNFINISHED_STATES, SENDABLE_STATES, TRANSITIONS, isFinal, canMove, isJobState, type JobState } from './states';
export { backoffDelay, attemptsWithin, RETRY_BACKOFF, OFFLINE_BACKOFF, POLL_BACKOFF, type BackoffPolicy } from './backoff';
export { preflight, publishFields, hasErrors, type Problem, type ProblemCode, type PublishDraft, type ProfilePins } from './preflight';
export { PublisherEmitter, NO_EVENTS, type PublisherEvents, type PublisherEventMap, type PublisherTopic, type BatchProgress, type Connectivity } from './events';
export { RateGate, type Sleep } from './gate';
export type { HubPort, MediaPort, DraftSource, DraftOutcomeState, FittedMedia, FittedPhoto, PreparedBody } from './ports';
export {
  assertJournal, plainJob, listJobs, getJob, findJob, jobByKey, jobEvents, listBatches, getBatch, batchItems,
  type Job, type JobEvent, type ChannelOutcome, type PhotoMeta, type Batch, type BatchItem, type BatchKind, type JobReason, type JobQuery,
} from './journal';
export { hubPort, mediaPort, libraryDrafts } from './adapters';
