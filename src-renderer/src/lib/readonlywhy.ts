/**
 * readonlywhy (issue 34, walk 4): WHY this member may not change something, derived once. Pure: the
 * team store and the screens read it, so every read-only screen says the same true reason. (The
 * campaign's "all" buttons are judged by the core, team/campaign-verdict.ts, and shown as it says.)
 */
import type { TeamStatusDto } from '../../../src-main/bridge/contract';

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
