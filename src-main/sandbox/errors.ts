import { PostroomError } from '../common';

/** Every error code the sandbox answers with: the Hub's own names (hub-api part 7 + 4.8). */
export type HubCode =
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'invalid_request'
  | 'quota_exceeded'
  | 'no_active_plan'
  | 'profile_limit_reached'
  | 'rate_limited'
  | 'idempotency_conflict'
  | 'idempotency_in_progress'
  | 'page_pin_conflict'
  | 'page_pin_unverified'
  | 'platform_not_startable'
  | 'platform_unavailable'
  | 'link_not_found'
  | 'platform_not_connected'
  | 'location_required'
  | 'upstream_error'
  | 'upstream_timeout'
  | 'internal_error'
  | 'platform_not_supported';

/** HTTP status of each code, as written in hub-api part 7 (platform_not_supported: contract, 400). */
export const HUB_STATUS: Readonly<Record<HubCode, number>> = Object.freeze({
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  invalid_request: 400,
  quota_exceeded: 429,
  no_active_plan: 403,
  profile_limit_reached: 403,
  rate_limited: 429,
  idempotency_conflict: 409,
  idempotency_in_progress: 409,
  page_pin_conflict: 409,
  page_pin_unverified: 503,
  platform_not_startable: 400,
  platform_unavailable: 503,
  link_not_found: 404,
  platform_not_connected: 409,
  location_required: 400,
  upstream_error: 502,
  upstream_timeout: 502,
  internal_error: 500,
  platform_not_supported: 400,
});

/**
 * A Hub refusal: answered as `{ error: { code, message } }` with the code's status.
 * `retryAfterSeconds` becomes the integer `Retry-After` header (rate_limited).
 */
export class HubRefusal extends PostroomError<HubCode> {
  override readonly name = 'HubRefusal';
  readonly status: number;
  readonly retryAfterSeconds: number | null;
  constructor(code: HubCode, message: string, opts: { retryAfterSeconds?: number } = {}) {
    super(code, message);
    this.status = HUB_STATUS[code];
    this.retryAfterSeconds = opts.retryAfterSeconds ?? null;
  }
}

export const invalid = (message: string): HubRefusal => new HubRefusal('invalid_request', message);
export const notFound = (message: string): HubRefusal => new HubRefusal('not_found', message);

/** A bad sandbox configuration (fault file, preset name, options). */
export class SandboxConfigError extends PostroomError<'bad_faults' | 'bad_option'> {
  override readonly name = 'SandboxConfigError';
}
