/**
 * readonlywhy (issue 34, walk 4): WHY this member may not change something, derived once. Pure: the
 * team store and the screens read it, so every read-only screen says the same true reason. (The
 * campaign's "all" buttons are judged by the core, team/campaign-verdict.ts, and shown as it says.)
 */
import type { TeamStatusDto } from '../../../src-main/bridge/contract';
import { formatInstant } from './schedule';

/** viewer: the role reads only; revoked: the team refused this laptop's token; left: a draft of a team this workspace left. */
export type ReadOnlyWhy = 'viewer' | 'revoked' | 'left';

/**
 * The library's read-only reason from the team status, or null when this member may change it.
 * A refused token (revoked, not accepted) is said as revoked whatever role was held before; a
 * workspace that left its team has no team status (null): its kept drafts say `left` each (Compose).
 */
export function readOnlyWhy(s: Pick<TeamStatusDto, 'state' | 'canEdit' | 'me'> | null): ReadOnlyWhy | null {
  if (s === null || s.state === 'not_a_team' || s.canEdit) return null;
  if (s.state === 'revoked' || s.state === 'unauthorized') return 'revoked';
  return 'viewer';
}

/**
 * w23left (walk 23): the line of a kept draft of a team this workspace left (the core's `leftTeam` on drafts.get):
 * "You left Sóng Agency on Nov 28, 2026, 1:52 AM: this post is kept here read-only…", the moment as every screen
 * writes one (`formatInstant`). `t` is the i18n lookup.
 */
export function leftTeamLine(left: { team: string | null; leftAt: string }, t: (key: string, o?: { values: Record<string, string> }) => string, locale: string | null | undefined): string {
  return t('readonlywhy.draft.leftOn', { values: { team: left.team ?? t('readonlywhy.draft.theTeam'), when: formatInstant(left.leftAt, locale ?? undefined) } });
}
