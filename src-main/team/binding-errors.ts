import { PostroomError } from '../common';
import type { TeamErrorCode } from './protocol';

/**
 * Every failure of the team area, by the protocol's stable codes (protocol.ts TEAM_ERROR_CODES).
 * The binding throws `corrupt_update` (a teammate's update that does not decode: nothing was
 * applied) and `not_a_team_workspace` (a binding asked for a workspace without a team).
 */
export class TeamError extends PostroomError<TeamErrorCode> {
  override readonly name = 'TeamError';
}
