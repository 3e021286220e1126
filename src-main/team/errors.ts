import { TeamError } from './binding-errors';
import type { OwnApprovalRule, TeamErrorCode } from './protocol';

/**
 * The team area's one error class (binding-errors.ts) with the protocol's codes (the server answers
 * with the same ones). A session, a join or a blob transfer fails with one of these; an edit a
 * viewer's laptop refuses locally is `forbidden` (nothing was changed).
 */
export { TeamError };
export type TeamClientErrorCode = TeamErrorCode;

/** Plain words for a code, used when the server gave none (never the raw code in a person's message). */
export const TEAM_ERROR_WORDS: Readonly<Record<TeamClientErrorCode, string>> = {
  unauthorized: 'The team server does not know this member token. Ask the team owner for a new one.',
  revoked: 'This member token was revoked on the team server. Local changes are kept; ask for a new token (postroom team token on the server).',
  forbidden: 'Your role in this team may not do that. Nothing was changed.',
  version_mismatch: 'The team server speaks another version of the team protocol. Update Postroom (or the server) so both match.',
  blob_hash_mismatch: 'A photo arrived damaged (its bytes do not match its fingerprint). It was not kept; the next sync tries again.',
  blob_not_found: 'The team server does not have this photo yet. The member who added it has to sync first.',
  blob_too_large: 'This photo is larger than the team server takes.',
  invalid_request: 'The team server refused the request as malformed.',
  unreachable: 'The team server cannot be reached. Nothing is lost: your changes wait on this computer and go out at the next sync.',
  corrupt_update: 'The team server sent a change this computer cannot read. It was skipped; your library is unchanged.',
  not_a_team_workspace: 'This workspace is not joined to a team. Use postroom workspace join NAME --team URL.',
  left_team: 'You left the team this post belongs to: it is kept here read-only. Duplicate it to edit a copy of your own, or rejoin the team. Nothing was changed.',
  last_owner: 'A team keeps at least one owner: make another member owner first. Nothing was changed.',
  write_refused: 'The team server refused a change made on this computer: it speaks for another member in the review (a step, an approval or a History line in their name) or rewrites one already shared. None of it reached your teammates.',
  own_approval_refused: 'The team server refused your approval of a post you wrote: the team, as its server has the settings, does not let authors approve their own posts. It did not reach your teammates; another approver must approve it.',
  approval_not_held: 'The team server refused your approval: it is of a version the team does not hold (the post changed, or its change has not reached the team yet). It did not reach your teammates; read the post again and approve the version the team holds.',
};

/** w23settings: the server's refusal of this member's approval by its rule (protocol.ts OWN_APPROVAL_REFUSED): what is true, in plain words. */
export const OWN_APPROVAL_WORDS: Readonly<Record<OwnApprovalRule, string>> = {
  own_post: 'The team server refused your approval of a post you created: the team, as its server has the settings, does not let authors approve their own posts. It did not reach your teammates; another approver must approve it.',
  own_version: 'The team server refused your approval of a post you changed since it was last approved: the team, as its server has the settings, does not let authors approve their own posts. It did not reach your teammates; another approver must approve it.',
  not_held: TEAM_ERROR_WORDS.approval_not_held,
};

export const teamError = (code: TeamClientErrorCode, message?: string, details?: Record<string, unknown>): TeamError =>
  new TeamError(code, message ?? TEAM_ERROR_WORDS[code], details === undefined ? undefined : { details });
