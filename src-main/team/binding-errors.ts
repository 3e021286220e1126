import * as Y from 'yjs';
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

/**
 * Refuses a team update that does not decode, before anything is touched (the binding's `applyRemote`). Y.decodeUpdate
 * reads every struct and its content, as applying does; applying it to a copy of the document as well would cost a copy
 * of the whole document per update (3 s for 10,000 drafts: test/bench/team.bench.ts). Should applying still fail, the
 * binding's transaction is rolled back and its documents restored.
 * @throws TeamError `corrupt_update`
 */
export function checkUpdate(update: Uint8Array): void {
  if (!(update instanceof Uint8Array) || update.byteLength === 0) {
    throw new TeamError('corrupt_update', 'a team update must be a non-empty byte array', { details: { bytes: update instanceof Uint8Array ? 0 : null } });
  }
  try {
    Y.decodeUpdate(update);
  } catch (err) {
    throw new TeamError('corrupt_update', `a team update (${update.byteLength} bytes) does not decode: ${err instanceof Error ? err.message : String(err)}`, {
      cause: err, details: { bytes: update.byteLength },
    });
  }
}
