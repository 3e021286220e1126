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
 * Layout: publisher.ts is the façade; prepare.ts, send.ts, poll.ts and run.ts are the steps;
 * writer.ts the journal writer (group commit); job-bodies.ts and bodies.ts the exact bytes of
 * unfinished jobs (photo packs beside the library, rebuilt and checked against the journaled
 * digest); wal-sync.ts makes the journal durable off the sending thread. The journal's SQL is in
 * the library (publish-jobs.ts, publish-events.ts, publish-batches.ts); the retry rules are in
 * hub/retry.ts (RETRY_POLICY and `nextStep`) and gate.ts (the batch-wide rate gate).
 */
export { Publisher } from './publisher';
export type { RetryWhen } from './follow-up';
export { DEFAULT_OPTIONS, type PublisherDeps, type PublisherOptions, type RunOptions, type RunReport, type PublishRequestInput, type PublisherStats } from './options';
export { outcomesOf, backoffDelay, attemptsWithin, RETRY_BACKOFF, OFFLINE_BACKOFF, POLL_BACKOFF, type BackoffPolicy, type ChannelOutcome } from '../hub';
export { PublisherError, type PublisherErrorCode } from './errors';
export { JOB_STATES, FINAL_STATES, UNFINISHED_STATES, SENDABLE_STATES, POLLED_STATES, CANCELLABLE_STATES, TRANSITIONS, isFinal, canMove, isJobState, type JobState } from './states';
export { preflight, publishFields, hasErrors, PROBLEM_CODES, type Problem, type ProblemCode, type PublishDraft, type ProfilePins } from './preflight';
export { PublisherEmitter, NO_EVENTS, type PublisherEvents, type PublisherEventMap, type PublisherTopic, type BatchProgress, type Connectivity } from './events';
export { RateGate, type Sleep } from './gate';
export type { HubPort, MediaPort, DraftSource, FittedMedia, FittedPhoto, PreparedBody } from './ports';
export { assertJournal, plainJob, listJobs, getJob, findJob, jobByKey, jobEvents, listBatches, getBatch, batchItems } from './read';
export type { Job, JobEvent, PhotoMeta, Batch, BatchItem, BatchKind, JobReason, JobQuery } from '../library';
export { BodyStore } from './bodies';
export { hubPort, mediaPort, libraryDrafts, fitInputs } from './adapters';
export { olderTexts, olderTextText } from './older-text';
export { postState, postStateText, channelTimesText, unsharedText, senderRevokedAt, timeInZoneText, whichShowingText, showingOfTime, channelState, toneOf, waitingToReach, answerLost, withdrawnMayBeAtHub, type PostState, type PostStateKind, type ChannelState, type ChannelStateKind, type ChannelTime, type OlderText, type StateTone, type JobView } from './post-state';
export { holdBack, earlierOutcome, teammateSentText, askFirstHold, sameTimeHold, teammateInFlightHold, SENT_STATES, type Held } from './guard';
export { draftAtHub, draftPostState, draftPostStates, type AtHub } from './draft-states';
export { readDrafts, type DraftReads, type JobsOf, type ReadTeam } from './draft-reads';
export { jobRecord, type JobRecord, type RecordAttempt, type RecordLine } from './record';
export { MARKED_BY_USER } from './decisions';
// The review desk (issue 32): a row per post × channel, its summary and its export.
export { teamChains, type ChainLink, type TeamChains } from './team-chains';
export { outcomeRows, outcomeSentByHere, outcomeSentHere, teammateRows, withTeammateRows, withReplays, outcomeDesk, outcomeSummary, outcomeOf, outcomesText, inScope, matches, shownRows, OUTCOME_KINDS, OUTCOME_COLUMNS, type OutcomeRow, type OutcomeFilter, type OutcomeKind, type OutcomeSummary, type OutcomeSummaryLine, type OutcomeCounts, type OutcomesTextOptions } from './outcome-rows';
export { publishRoots, withSentAgain } from './outcome-rows-again';
export type { SentEdit } from './outcome-rows-shape';
// The state × action truth table (architecture.md, third round): what a person can do with a post, and why not.
export { POST_ACTIONS, ACTION_ROWS, ACTION_QUESTIONS, ACTION_REASONS, ACTIONS_TABLE, FOLLOWED_UP, actionRow, retriedRow, postActions, resolveCell, dueAt, actionsChangeAt, actionsView, offered, ACTION_ENGLISH, type PostAction, type PostActionsView, type ActionRow, type ActionQuestion, type ActionReason, type Verdict, type ActionCell, type ActionSubject, type PostActions } from './actions';
// left31: the one check that a post nothing was sent of has let its own time pass.
export { timePassedUnsent, retryVerdict, asksOtherTime, type AskedTime } from './actions';
// reviewui (issue 34): the team's overlay on the truth table.
export { TEAM_CASES, TEAM_OVERLAY, teamCases, withTeamCases, teamActionsView, senderOnly, senderOnlyEnglish, teammateVerdicts, teammateSenderOnly, type TeamCase, NEW_TIME_STEPS, newTimeStep, type NewTimeStep } from './team-actions';
// A team workspace (issue 34): approval before publishing and exactly once across the team (team.ts).
export { approvalKey, derivedKey, approvalFor, approvalRefusal, isWaiting, statusRefusal, waitingProblem, sharedProblem, TEAM_SENT_STATES, rejoinEnglish, revokedRefusal, type TokenRefused, type TeamPublishPort, type TeamApproval, type TeamWaiting, type TeamClaim, type TeamOutcome, type ApprovalTakenBack } from './team';
// w25csv: which keys are a team's (an approval's, or derived from an approved post's job): the sends that went out under an approval.
export { isTeamKey, sendsUnderKey } from './team-jobs';
export { settledBy, withTeam } from './draft-states';
export { draftAtHubSends, draftCredit, draftSends, draftSendsAndJobs, headStateText, heldAtHub, sendersDiffer, sendsListed, sendsSaid, sendsText, type PostSend } from './post-sends';
// teamoutbox (issue 34, walk 4): the posts teammates sent, for the Outbox and `postroom status`.
// w27cli (walk 23): what a batch's posts became, counted from the one post state.
export { retriesOf, refusalsOverRetries } from './batch-retries';
export { batchOutcomes, calling, jobsOutcomes, noneReplayed, noneSent, replayedCount, replayedDrafts, postsOfJobs, sentCount, OUTCOME_OF_STATE, SENT_KINDS, type BatchOutcome, type BatchOutcomes, type ReplayedKind, type SentKind } from './batch-outcomes';
export { retriedAsText, ownRetryOf, ownRetried, ownSentAgain, sentAgainText, teammateRetries, type RetriedAs } from './retried-as';
export { teammateSends, sentCaption, sentText, jobPost, replayedCall, jobKnown, knownJobCounts, type TeammateSend, type SentCaptionDraft } from './team-sends';
// w16twice (walk 15): the posts the Hub holds of a draft (the client's preview page lists them).
export { draftHubPosts, draftHubPostStates, hubPostOf, type HubPost } from './hub-posts';
// w11held (walk 11): where a sent post is, as Compose's Publish hold says it (a teammate's as this computer's own).
export { sendHold, sendHoldText, SEND_HOLD_KINDS, type SendHold, type SendHoldKind } from './send-hold';
export { notResendable } from './resend';
