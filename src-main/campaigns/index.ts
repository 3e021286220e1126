/**
 * Campaigns (issue 23): plan a month of posts, spread them over time, dry-run them, send them.
 *
 * - `spread(posts, plan, queues, now)`   pure: a time per post (queue slots, interval, file times; DST shifts named)
 * - `dryRun(input)`, `dryRunCsv(rows)`  pure: post × channel × time with every problem, and its CSV
 * - `preview`, `apply`, `runDryRun`     the planner over the library; the dry run is of the send plan
 * - `sendTimes`, `planFingerprint`      send-plan.ts: what Send hands over, the one source of the dry run and Send's check
 * - `predictQueueSlots`, `calendarEntries`  where the Hub's queue will put each queued post; the calendar's posts
 * - `CampaignSender`                     send / pause / cancel / resume through the Publisher façade
 * - `postState(draft)`                   the one place a campaign view reads a post's state (issue 22 swaps it)
 */
export { predictQueueSlots, type QueuedPost, type PredictedSlot } from './queue-prediction';
export { calendarEntries, type CalendarEntry } from './calendar';
// w20again (walk 18, 3): every post the Hub holds of a draft sent again as new, on the calendar and the Posts tab.
export { hubPostChips, otherHubPosts, type HubPostChip, type OtherHubPost } from './hub-post-times';
export { channelTimeChips, type ChannelTimeChip } from './channel-time-chips';
// calendar (walk 7): the calendar's review states, and what a move or its Undo did to approvals.
export { approvalChanges, calendarReviews, type ApprovalChange, type CalendarReview } from './calendar-review';
export { spread, postsZone, SPREAD_PROBLEM_CODES, type SpreadPost, type SpreadPlan, type SpreadQueue, type SpreadItem, type SpreadProblemCode } from './spread';
export { dryRun, dryRunCsv, estimateBodyBytes, nearClockChange, DRY_RUN_CODES, REVIEW_HOLD_CODES, waitingGroups, type WaitingGroup, type WaitingKind, type DryRunRow, type DryRunProblem, type DryRunSummary, type DryRunInput, type OtherPost } from './dryrun';
export { preview, apply, runDryRun, currentFingerprint, campaignDrafts, type PlannerDeps, type PlanPreview, type DryRunResult } from './planner';
// w23dryrun: a wall-clock note in English (the CLI's plan and dry run, the dry run's CSV).
export { wallClockEnglish, type WallClockNote } from './zones';
export { sendTimes, planFingerprint, deliveryOf, sendablePosts, type SendDelivery } from './send-plan';
export { CampaignError, type CampaignErrorCode } from './errors';
export { CampaignSender, type CampaignStatus, type SenderDeps, type SenderPublisher } from './sender';
// left31: a dry run kept in the library (the CLI's too).
export { rememberDryRun } from './sender';
export { campaignCollisions, collisionsOf, isCollision, othersOf, postsAround, type Collision, type CollisionHit, type CollisionWith, type TimedOther, type TimedPost } from './collisions';
export { postState, type PostState } from './state';
// Issue 31: what cannot move and why; bulk changes with preview and undo; a campaign copied with a date offset.
export { whyFixed, FIXED_REASONS, type FixedReason } from './movable';
export { planBulk, applyBulk, setBulkValues, shiftTime, type BulkChange, type BulkValues, type BulkRow, type BulkResult, type LeftOutReason } from './bulk';
export { duplicateCampaign, offsetTime, type CampaignOffset } from './duplicate';
// teamcampaign (issue 34, walk 4): a campaign's posts a teammate sent, from the team's outcomes.
export { teamSentPosts, replayedPosts, sentByGroups, sentByCounts, unnamedReplays, type SentByGroup, type TeamSent } from './team-sent';
// campaignslist (issue 34, walk 4): a campaign's send state, derived once (a teammate's send counts), for the status and every list.
export { restoreWithdrawn, withdrawnVerdicts, type RestoreOutcome } from './restore';
export { derivedSendState, campaignListStates, revocationPast, type DerivedSendState, type CampaignListState } from './send-state';
export { campaignSplit, heldProblems, sendNow, toSubmitHold, type CampaignSplit, type HeldProblem, type SendNow, type SkippedNow, type NotSentWhy } from './send-now';
export type { TeamSentTime } from './team-sent';
// w16camprow (walk 15, 1): each post's Send word from the derivation the status counts by.
export { sentOutsideSend, postSendWords, type SentOutsideSend, type PostSendWord } from './post-sends';
// w10camp (walk 10, finding 2): a send's skipped posts by what it recorded held each back; the state's word.
export { batchSkipReasons, campaignSkipReasons, heldInBatches, skipKind, type HeldInBatch, type SkipKind, type SkipReasons } from './skip-reasons';
export { reviewHoldKind, type ReviewHoldKind } from './review-hold';
// w19campaign (walk 17, 6): a batch's posts a teammate sent (replays here), by whom, counted as the batch counts.
export { batchSenders, type BatchSender } from './batch-senders';
export type { ReplayedPost } from './team-sent';
export type { SendWord, WithdrawnByGroup } from './send-state';
// h-hubdown (walk 33): of the posts counted sent, those at the Hub and those waiting to reach it.
export { batchWaiting, campaignToHub, postsWaiting, teamWaiting, type TeamWaiting, type ToHub } from './to-hub';
