import { problemText } from '../../lib/problems';

type T = (key: string, opts?: { values: Record<string, string | number> }) => string;

/** The dry run's own time problems (the core's send-plan.ts: a time already past, a queue with no slots), worded by the dry run. */
export const DRY_RUN_TIME_CODES: ReadonlySet<string> = new Set(['past_time', 'no_slots']);

/** A dry-run row's problem in the person's words (the code stays in the tooltip, `problemDetail`). */
export function dryRunProblemText(p: { code: string; field: string | null; message: string }, t: T, channelLabel: (key: string) => string): string {
  return DRY_RUN_TIME_CODES.has(p.code) ? t(`campaignRun.problem.${p.code}`) : problemText(p, t, channelLabel);
}
