/**
 * The publisher: journal, runner, poller (architecture.md "the publishing path").
 *
 * Composition (CLI, bridge): build a `Publisher` from the library's db and ports over the other
 * areas (`hubPort(new HubClient(...))`, `mediaPort({ cache })`, `libraryDrafts(library, workspaceId)`),
 * pass a `PublisherEmitter` and forward its 'job' / 'batch' / 'connectivity' events.
 *
 * - `publish({ draftIds | campaignId | all }, { wait, signal })`   record a batch and run it
 * - `enqueue(...)`                  the same, returning the recorded batch at once (UI)
 * - `resume({ wait })`              continue every unfinished job with its recorded key and bytes
 * - `start()` → `{ stop() }`       background mode for the app (sends waiting jobs, polls awaiting ones)
 * - `retryFailedChannels(jobId)`    a new job (new key) for the channels that refused
 * - `resendUnknown(jobId)`          the user's decision after an unknown outcome: new key, same bytes
 * - `cancel(jobId)`, `job(id)`, `jobs(query)`, `events(jobId)`, `batchProgress(batchId)`
 *
 * Body storage: the photo bytes of unfinished jobs live in pack files beside the library
 * (`outbox-bodies/`, each distinct photo once, see bodies.ts), written and fsynced BEFORE the
 * journal's durable commit (synchronous=FULL's fsync of the WAL, made off the sending thread:
 * wal-sync.ts) that records the key, the fields, the content type, each photo's sha256 and place,
 * and the body's digest; from then until the job is final a resend is rebuilt byte for byte from
 * the row and the packs (checked against the digest) whatever happens to the media cache. Final
 * jobs keep only the fields and hashes; their packs are removed. A journal in memory keeps whole
 * bodies in its `publish_bodies` table instead (as rows journaled before migration 0101 do; rows
 * journaled between 0101 and photo packs keep a whole body in a pack, still read).
 */
export {
  Publisher, DEFAULT_OPTIONS, outcomesOf, blockAdvice,
  type PublisherDeps, type PublisherOptions, type RunOptions, type RunReport, type PublishRequestInput,
} from './publisher';
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
export { hubPort, mediaPort, libraryDrafts, fitInputs } from './adapters';
export { postState, postStateText, channelState, toneOf, type PostState, type PostStateKind, type ChannelState, type ChannelStateKind, type StateTone, type JobView } from './post-state';
export { holdBack, earlierOutcome, SENT_STATES, type Held } from './guard';
export { draftPostState, draftPostStates } from './draft-states';
export { jobRecord, type JobRecord, type RecordAttempt, type RecordLine } from './record';
export { markLive, MARKED_BY_USER } from './decisions';
