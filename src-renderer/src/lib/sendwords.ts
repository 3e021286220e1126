/**
 * sendwords (issue 34, walk 5): the posts a send held back, told by their reasons as the core's
 * current dry run groups them (`dryRun.held`, `waiting`, `changes`, `teamSent`), never all called
 * "problems". Plain functions of the core's counts: the Send tab, the campaign header and the batch
 * bar say the same.
 */

/** The status's dry run as these words need it (CampaignStatusDto['dryRun']). */
export interface DryCounts { current: boolean; toSend: number; held: number; waiting: number; changes: number; teamSent?: number }

/**
 * The posts a send skipped, by why they are still not sent now: for their problems, waiting for an
 * approver, sent back with changes requested, or ready to send now (held then, approved or fixed
 * since). Null: no current dry run to tell them apart (the send's own words stand).
 */
export interface HeldSplit { problems: number; waiting: number; changes: number; ready: number }

export function heldSplit(skipped: number, dry: DryCounts | null): HeldSplit | null {
  if (skipped <= 0 || !dry?.current) return null;
  const changes = Math.min(dry.changes, skipped);
  const waiting = Math.min(Math.max(0, dry.waiting - dry.changes), skipped - changes);
  const problems = Math.min(Math.max(0, dry.held - dry.waiting - (dry.teamSent ?? 0)), skipped - changes - waiting);
  return { problems, waiting, changes, ready: skipped - changes - waiting - problems };
}

/** True when every skipped post is held for its problems: the words "not sent for their problems" are then true. */
export const onlyProblems = (s: HeldSplit | null): boolean => s === null || (s.waiting === 0 && s.changes === 0 && s.ready === 0);

/**
 * The dry run's rows with an error to fix, derived as `postroom campaign dry-run` derives its "with
 * errors" (src-main/cli/commands/campaign.ts): a row of a post waiting for the team's review
 * (`waiting`) or one a teammate sent (`sentBy`) is no error to fix.
 */
export function errorRowCount(rows: ReadonlyArray<{ waiting: boolean; sentBy?: string | null; problems: ReadonlyArray<{ severity: string }> }>): number {
  return rows.filter((r) => !r.waiting && !r.sentBy && r.problems.some((p) => p.severity === 'error')).length;
}

type T = (key: string, opts?: { values: Record<string, string | number> }) => string;

/** "1 for its problems, 1 waiting for approval by an owner or an approver, 1 with changes requested" in the person's language. */
export function heldReasons(s: HeldSplit, who: string, t: T): string {
  const parts: string[] = [];
  if (s.problems > 0) parts.push(t('sendwords.reasonProblems', { values: { n: s.problems } }));
  if (s.waiting > 0) parts.push(t('sendwords.reasonWaiting', { values: { n: s.waiting, who } }));
  if (s.changes > 0) parts.push(t('sendwords.reasonChanges', { values: { n: s.changes } }));
  if (s.ready > 0) parts.push(t('sendwords.reasonReady', { values: { n: s.ready } }));
  return parts.join(', ');
}
