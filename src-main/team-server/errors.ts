import { PostroomError } from '../common';
import type { TeamErrorCode } from '../team';

/**
 * The team server's typed error. Its `code` is one of the protocol's TEAM_ERROR_CODES: it is
 * what an HTTP answer carries (`{ error: { code, message } }`) and what a refused WebSocket
 * connection is told (`reason`, sent in Hocuspocus' permission-denied message).
 */
export class TeamServerError extends PostroomError<TeamErrorCode> {
  override readonly name = 'TeamServerError';
  /** Hocuspocus sends a refusing hook's `reason` to the client: the same stable code. */
  readonly reason: TeamErrorCode;
  constructor(code: TeamErrorCode, message: string, options?: { cause?: unknown; details?: Record<string, unknown> }) {
    super(code, message, options);
    this.reason = code;
  }
}

/** The HTTP status of each code (one table; the HTTP answers and their tests read it). */
export const HTTP_STATUS: Readonly<Record<TeamErrorCode, number>> = {
  unauthorized: 401,
  revoked: 401,
  forbidden: 403,
  version_mismatch: 426,
  blob_hash_mismatch: 422,
  blob_not_found: 404,
  blob_too_large: 413,
  invalid_request: 400,
  unreachable: 503,
  corrupt_update: 400,
  not_a_team_workspace: 400,
  left_team: 403, // client side (w23left): never answered by the server
  last_owner: 409,
  write_refused: 403,
  own_approval_refused: 403,
  approval_not_held: 409, // client side (w27order): the server closes the connection, it answers no HTTP request with it
};
