/**
 * The team library (issue 33): a team workspace's rows bound to its Yjs documents both ways, with
 * local updates kept in the library so nothing typed offline is lost. The protocol file is shared
 * with the team server (src-main/team-server/).
 */
export * from './protocol';
// Review and approval (issue 34): the table, the actions on the library, the client preview.
export * from './review';
export * from './review-actions';
// A client's decisions in a post's review (client approvals waiting, open requests): read once here.
export * from './review-client';
export * from './review-unchanged';
export * from './review-table';
// w17you: the kept posts of a team left, in review as they were when it left (no step open here).
export { leftInReview, type LeftReviewRow } from './review-left';
// tidy: a campaign's "all" steps' verdicts, decided once for every screen.
export * from './campaign-verdict';
// The team's review settings on this laptop (issue 34, settings).
export { reviewSettingsOf, storedReviewSettings } from './review-settings';
export * from './preview';
// The binding: a team workspace's library rows ⇄ its Yjs documents (team-binding).
export { openTeamBinding, LOCAL_ORIGIN, REMOTE_ORIGIN, type TeamBinding, type TeamBindingOptions, type RemoteApplied, type DraftHistoryEntry } from './binding';
export { TeamError } from './binding-errors';

// The session (team-session): a team workspace's library carried to its team server and back, joining, photos, presence.
export { teamError, TEAM_ERROR_WORDS, type TeamClientErrorCode } from './errors';
export { openTeamSession, readLastInStep, BINDING_ORIGIN, type TeamSession, type TeamSessionOptions, type TeamSessionStatus, type TeamSessionState, type TeamBindingLike } from './session';
export { teamUrls, fetchHello, fetchMembers, type TeamUrls } from './http';
export { joinTeam, leaveTeam, tokenOf, parseTeamToken, teamAccount, TEAM_TOKEN_ENV, type JoinInput, type JoinResult } from './join';
export { exchangeBlobs, fetchBlob, blobPath, sha256Hex, type BlobReport } from './blobs-client';
export { readPresence, setPresence, type Presence } from './presence';
export { TeamService, type TeamStatusView, type TeamServiceEvent, type TeamServiceOptions, type TeamState } from './service';
export { LIBRARY_DOC, OUTCOMES_DOC, type BoundDocument } from './schema';
// authorship: what the team server refuses of a write (team-server/guard.ts).
export { ROW_MAPS, rowRefusal } from './schema';
export * from './publish-port';
// A viewer's laptop refuses every change of the shared library: the one list of changes, and the refusal (brief viewer, s17).
export { LIBRARY_WRITES, REVIEW_WRITES, refuseLibraryWrite, type LibraryWrite, type ReviewWrite } from './writes';
export { keptMentions, leftTokenRefusal, mentionsOfMe } from './kept';
export { campaignPosts, draftsOfWrite, leftReadOnly, leftReadOnlyEnglish, refuseLeftDrafts, LEFT_DRAFT_INPUT, type LeftReadOnly } from './left-drafts';
// w26left: a workspace out of the team it left writes no review step and changes none of the team's campaigns.
export { leftCampaign, leftCampaignEnglish, leftReviewEnglish, leftReviewStepOf, leftSendEnglish, leftWorkspace, refuseLeftCampaign, refuseLeftReview, refuseLeftSend, LEFT_CAMPAIGN_INPUT, type LeftSendStep, LEFT_REVIEW_ENGLISH, LEFT_REVIEW_STEPS, type LeftReviewStep } from './left-workspace';
export { nobodyApprovesEnglish, versionApproversEnglish, whoApproves, whoApprovesOrNobody } from './who-approves';
export { withdrawWhoEnglish } from './withdraw-who';
// h-reviewwords (walk 44a, 7): an approval taken back by a withdrawal, as every hold and the queue say it.
export { approvalWithdrawnOf, withdrawnApproval, type ApprovalWithdrawn } from './approval-taken-back';
// w19selfedit (walk 17, 7): who wrote the version an approval would be of (the app, the CLI and the team server's check).
export { authorNames, authorshipOf, changesWhatGoesOut, versionAuthors, type AuthorLine, type VersionAuthors, type VersionFacts } from './version-authors';
export { selfApprovalCheck, selfApprovalRefusal } from './version-authors-doc';
// w23settings (walk 21, 2): a member's change not shared yet, as the History line it will be.
export { historyWithUnshared, unsharedLine } from './unshared-edit';
export { approvedNewTime, type ApprovedNewTimeFacts } from './approved-new-time';
export { heldLatest } from './set-aside'; // w26approval: an approve step the team server refused does not hold
export { asideCaption, dismissHeldRefusals, heldRefusals } from './set-aside'; // w30dismiss: the person dismissed a refused approval held here
export { refusedApprovalLines } from './status'; // h-refused: refused approvals as one line per post (h-ownapprove: the rule that decides), with how many
export type { SettledRefusal } from './refusal-settled';
// h-pubsync (walk 41a): a CLI send asks the team server first, or says it sends on the approvals as last synced.
export { SEND_SYNC_MS, sendSyncEnglish, syncBeforeSend, type SendSync } from './send-sync';
export { sentAfterRequest, sentAfterRequestEnglish, type RequestFacts, type SendFacts, type SentAfterRequest } from './sent-after-request';
