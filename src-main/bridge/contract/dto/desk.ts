/** The review desk (issue 32 item 1) and the table of actions' verdicts (truth). */
import type { ActionQuestion, ActionReason, ActionRow, PostAction, PostActions, PostActionsView, Verdict } from '../../../publisher/actions-shape';
import type { OutcomeRow, OutcomeSummary } from '../../../publisher/outcome-rows-shape';

// ---- The review desk (issue 32 item 1): a row per post × channel, its summary, its export ----
/** The core's own shapes (publisher/outcome-rows-shape.ts, types only): one type from core to screen. */
export type { OutcomeRow as OutcomeRowDto, OutcomeFilter as OutcomeFilterDto, OutcomeKind, OutcomeCounts, OutcomeSummary as OutcomeSummaryDto, OutcomeSummaryLine } from '../../../publisher/outcome-rows-shape';
/** `outcomes.list`: the rows the filter shows (newest first; `more` past the limit) and the summary of their date range, campaign and state. */
export interface OutcomeDeskDto { rows: OutcomeRow[]; more: number; summary: OutcomeSummary }
// ---- truth across states and actions (third round; branch truth): the table's verdicts ----
/** The core's own shape (publisher/actions-shape.ts, no imports): one type from core to screen. */
export type { PostAction, ActionRow, ActionQuestion, ActionReason, Verdict as ActionVerdictDto, PostActions as PostActionVerdictsDto };
export type PostActionsDto = PostActionsView;
/** When refused channels are retried: now, or at a new time in a zone (a past time is refused by the Hub). */
export type RetryWhenDto = { now: true } | { scheduledAt: string; timezone: string };
