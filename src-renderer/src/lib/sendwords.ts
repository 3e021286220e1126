/**
 * sendwords (issue 34, walk 5): the posts a send held back, told by their reasons as the core
 * groups them (sendtab: the status's `now`, from the review state and the current dry run), never
 * all called "problems". Plain functions of the core's counts: the Send tab, the campaign header and
 * the batch bar say the same.
 */

/**
 * sendtab (issue 34, walk 6): the core's counts of a send now (CampaignStatusDto['now'], campaigns
 * send-now.ts): of the posts the last send skipped, why each is still not sent. `waiting` counts the
 * `changes` too (the core's grouping); read as they come, never derived again here.
 */
export interface NowCounts { skipped: { problems: number; waiting: number; changes: number; ready: number }; changesBy?: readonly string[] }

/**
 * The posts a send skipped, by why they are still not sent now: for their problems, waiting for an
 * approver, sent back with changes requested, or ready to send now (held then, approved or fixed
 * since). Null: nothing skipped, or no count from the core yet (the send's own words stand).
 */
export interface HeldSplit { problems: number; waiting: number; changes: number; ready: number }

export function heldSplit(skipped: number, now: NowCounts | null | undefined): HeldSplit | null {
  if (skipped <= 0 || !now) return null;
  const k = now.skipped;
  return { problems: k.problems, waiting: Math.max(0, k.waiting - k.changes), changes: k.changes, ready: k.ready };
}

/** True when every skipped post is held for its problems: the words "not sent for their problems" are then true. */
export const onlyProblems = (s: HeldSplit | null): boolean => s === null || (s.waiting === 0 && s.changes === 0 && s.ready === 0);

/** The names of who asked for changes, as one phrase ("Bảo", "Bảo, Chi"); empty when the core names no one. */
export const changesByWords = (by: readonly string[] | undefined): string => (by ?? []).join(', ');

type T = (key: string, opts?: { values: Record<string, string | number> }) => string;

/** "1 for its problems, 1 waiting for approval by an owner or an approver, 1 with changes requested by Bảo" in the person's language (`by`: who asked, if known). */
export function heldReasons(s: HeldSplit, who: string, t: T, by = ''): string {
  const parts: string[] = [];
  if (s.problems > 0) parts.push(t('sendwords.reasonProblems', { values: { n: s.problems } }));
  if (s.waiting > 0) parts.push(t('sendwords.reasonWaiting', { values: { n: s.waiting, who } }));
  if (s.changes > 0) parts.push(by ? t('sendtab.reasonChangesBy', { values: { n: s.changes, who: by } }) : t('sendwords.reasonChanges', { values: { n: s.changes } }));
  if (s.ready > 0) parts.push(t('sendwords.reasonReady', { values: { n: s.ready } }));
  return parts.join(', ');
}
