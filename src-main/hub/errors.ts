import { PostroomError } from '../common';

/**
 * Every error code the Hub reference names (hub-api part 7, plus `platform_not_supported`
 * of the audience route). The Hub's own names, unchanged.
 */
export const KNOWN_HUB_CODES = [
  'unauthorized', 'forbidden', 'not_found', 'invalid_request', 'quota_exceeded', 'no_active_plan',
  'profile_limit_reached', 'rate_limited', 'idempotency_conflict', 'idempotency_in_progress',
  'page_pin_conflict', 'page_pin_unverified', 'platform_not_startable', 'platform_unavailable',
  'link_not_found', 'platform_not_connected', 'location_required', 'upstream_error',
  'upstream_timeout', 'internal_error', 'platform_not_supported',
] as const;

export type KnownHubCode = (typeof KNOWN_HUB_CODES)[number];

export function isKnownHubCode(v: unknown): v is KnownHubCode {
  return typeof v === 'string' && (KNOWN_HUB_CODES as readonly string[]).includes(v);
}

/** Failures that are not a Hub refusal: no answer, an answer the reference does not allow, the edge's plain 413. */
export type HubTransportCode = 'network' | 'malformed' | 'edge_413';

/**
 * A Hub code. The known ones are enumerated (branch on those); a code the reference does not
 * list is still carried by its own name (`string & {}` keeps autocompletion of the known ones)
 * so a newer Hub is shown by name instead of failing.
 */
export type HubCode = KnownHubCode | (string & {});

export type HubErrorCode = HubCode | HubTransportCode;

/**
 * The one error the Hub client throws (from the non-publish methods; the publish and status
 * calls answer a `HubAnswer` instead of throwing).
 * - `code`: the Hub's code from the part-7 envelope, or `network` (no answer; see `maybeDelivered`),
 *   `malformed` (an answer the reference does not allow), `edge_413` (plain 413 without envelope).
 * - `httpStatus`: the HTTP status, or null when no answer arrived.
 * - `retryAfterSeconds`: the parsed `Retry-After` header, or null.
 * `message` is the Hub's human-readable text: show it, never parse it.
 */
export class HubError extends PostroomError<HubErrorCode> {
  override readonly name = 'HubError';
  readonly httpStatus: number | null;
  readonly retryAfterSeconds: number | null;
  /** For `network`: false only when the request certainly never left (connect failed). */
  readonly maybeDelivered: boolean;
  /** For `network`: the caller's AbortSignal ended the call. */
  readonly aborted: boolean;

  constructor(
    code: HubErrorCode,
    message: string,
    opts: { httpStatus?: number | null; retryAfterSeconds?: number | null; maybeDelivered?: boolean; aborted?: boolean; cause?: unknown; details?: Record<string, unknown> } = {},
  ) {
    const httpStatus = opts.httpStatus ?? null;
    const retryAfterSeconds = opts.retryAfterSeconds ?? null;
    super(code, message, {
      cause: opts.cause,
      details: { ...opts.details, httpStatus, retryAfterSeconds },
    });
    this.httpStatus = httpStatus;
    this.retryAfterSeconds = retryAfterSeconds;
    this.maybeDelivered = opts.maybeDelivered ?? true;
    this.aborted = opts.aborted ?? false;
  }
}
