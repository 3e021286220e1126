/**
 * w26approval (walk 24, 3): which of my refused approvals (the core's status `refused.approvals`) the person dismissed
 * here: remembered on this computer (localStorage, none where there is none), per workspace, post and rule.
 */
import { namesOr } from './held';

const READ_KEY = 'postroom.refusedApprovalsRead';

export const refusedApprovalKey = (workspaceId: string, a: { draftId: string; rule: string }): string => `${workspaceId}\u0000${a.draftId}\u0000${a.rule}`;

export function readDismissedApprovals(): string[] {
  if (typeof localStorage === 'undefined') return [];
  try {
    const v: unknown = JSON.parse(localStorage.getItem(READ_KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export function keepDismissedApprovals(keys: readonly string[]): void {
  if (typeof localStorage !== 'undefined') localStorage.setItem(READ_KEY, JSON.stringify(keys));
}

/** A translate function (svelte-i18n's `$_`, or the tests' `tr`). */
type Translate = (key: string, opts: { values: Record<string, string | number> }) => string;
/** One line of the core's status `refused.approvals` / `refused.answered` (h-refused: one per post, with how many; h-ownapprove: the rule that decides). */
export interface RefusedApprovalLine {
  id: string;
  draftId: string;
  caption: string;
  rule: 'own_post' | 'own_version' | 'not_held';
  times: number;
  /** Walk 43a (3): nobody else in this team may approve it (the core's). */
  nobodyElse?: true;
  /** h-ownapprove (walk 43b, 3): who else may approve it, by name (the core's). */
  approvers?: string[];
}

/**
 * h-refused (walk 42a): what a refused approval line says, "Your approval of "<caption>" was refused by the team
 * server: <why>", or, for several of one post, "3 of your approvals of "<caption>" were refused …: … They did not reach …".
 */
export function refusedApprovalWords(a: RefusedApprovalLine, t: Translate): string {
  const caption = a.caption || t('w26approval.noCaption', { values: {} });
  // h-ownapprove (walk 43b, 3): who else may approve it, by name, where the core knows them (never "another approver" then).
  const named = a.rule !== 'not_held' && !a.nobodyElse && a.approvers && a.approvers.length > 0;
  const reason = named
    ? t(`ownapprove.reason.${a.rule as 'own_post' | 'own_version'}`, { values: { times: a.times, names: namesOr(a.approvers!, (key, o) => t(key, { values: o?.values ?? {} })) } })
    : t(`w26approval.reason.${a.rule}${a.nobodyElse && a.rule !== 'not_held' ? 'Nobody' : ''}`, { values: { times: a.times } });
  return t('w26approval.refused', { values: { times: a.times, rule: a.rule, caption, reason } });
}

/** w30dismiss / h-refused: what an answered line says ("… it answers the refusal of your 3 earlier approvals."). */
export function answeredApprovalWords(a: RefusedApprovalLine, t: Translate): string {
  return t('w30dismiss.answered', { values: { times: a.times, rule: a.rule, caption: a.caption || t('w26approval.noCaption', { values: {} }) } });
}
