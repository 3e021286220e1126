/**
 * Who said each error the bridge can return (issue 32, part 4): Postroom's own check, this
 * computer (keychain, disk), the network, the Hub, or a channel. One record per area, typed
 * against that area's code union, so a new code does not compile until its source is chosen;
 * the dispatcher stamps the source on the envelope, and the renderer says the error in the
 * shared layer's words (src-shared/errors.ts). test/common/error-words.test.ts walks these
 * records and checks every code has words of its own, in both languages, for its source.
 */
import type { ErrorSource } from '../../src-shared/errors';
import type { NO_ANSWER } from '../../src-shared/waiting-to-reach';
import { InvalidInputError, PostroomError } from '../common';
import { CampaignError, type CampaignErrorCode } from '../campaigns';
import { HubError, KNOWN_HUB_CODES, type HubTransportCode, type KnownHubCode } from '../hub';
import { LibraryError, type LibraryErrorCode } from '../library';
import { MediaError, type MediaErrorCode } from '../media';
import { PublisherError, type PublisherErrorCode } from '../publisher';
import { SandboxConfigError } from '../sandbox';
import { SecretsError, type SecretsErrorCode } from '../secrets';
import { ReviewError, type ReviewErrorCode } from '../team';
import { CoreError, type CoreErrorCode } from './services';
import { TeamError, type TeamErrorCode } from '../team';

/** Every Hub code of hub-api part 7 is the Hub's; of the transport codes, only `network` is not. */
export const HUB_SOURCES: Readonly<Record<KnownHubCode | HubTransportCode, ErrorSource>> = {
  ...(Object.fromEntries(KNOWN_HUB_CODES.map((c) => [c, 'hub'])) as Record<KnownHubCode, ErrorSource>),
  network: 'network',
  malformed: 'hub',
  edge_413: 'hub',
};

/**
 * h-lostanswer (walk 44b, 4): codes a job's error carries that no area throws, read back by the bridge in a job's post
 * state (`reason`): a call that went out with no answer back (src-shared NO_ANSWER, publisher send.ts).
 */
export const JOB_SOURCES: Readonly<Record<typeof NO_ANSWER, ErrorSource>> = {
  no_answer: 'network',
};

export const SECRETS_SOURCES: Readonly<Record<SecretsErrorCode, ErrorSource>> = {
  keychain_unavailable: 'computer',
  invalid_key: 'postroom',
  wrong_key: 'hub',
  account_problem: 'hub',
  unverified: 'network',
  no_key: 'postroom',
  sandbox_key: 'postroom',
  invalid_workspace: 'postroom',
  workspace_exists: 'postroom',
  workspace_not_found: 'postroom',
  workspace_in_use: 'postroom',
};

export const LIBRARY_SOURCES: Readonly<Record<LibraryErrorCode, ErrorSource>> = {
  not_found: 'postroom',
  conflict: 'postroom',
  invalid_input: 'postroom',
  schema_too_new: 'computer',
  migration_failed: 'computer',
  invalid_state: 'postroom',
  io: 'computer',
  comment_too_long: 'postroom', // review (issue 34)
  busy: 'computer', // twoprocs: another Postroom on this computer holds the library's write lock
  unknown_profile: 'postroom', // w31paging: an import's chosen profile, checked against the profiles read from the Hub
};

export const MEDIA_SOURCES: Readonly<Record<MediaErrorCode, ErrorSource>> = {
  empty: 'postroom',
  not_an_image: 'postroom',
  too_large: 'postroom',
  unreadable: 'computer',
  unsupported_format: 'postroom',
  corrupt: 'postroom',
  truncated: 'postroom',
  too_many_pixels: 'postroom',
  animated: 'postroom',
  invalid_url: 'postroom',
  no_source: 'postroom',
  cannot_fit: 'postroom',
  aborted: 'postroom',
};

export const PUBLISHER_SOURCES: Readonly<Record<PublisherErrorCode, ErrorSource>> = {
  job_not_found: 'postroom',
  batch_not_found: 'postroom',
  draft_not_found: 'postroom',
  invalid_state: 'postroom',
  nothing_to_retry: 'postroom',
  journal_missing: 'computer',
  body_missing: 'computer',
  when_needed: 'postroom',
  time_in_past: 'postroom',
  approved_time: 'postroom',
  approval_withdrawn: 'postroom',
  no_status_id: 'hub',
};

export const CAMPAIGN_SOURCES: Readonly<Record<CampaignErrorCode, ErrorSource>> = {
  plan_changed: 'postroom',
};

/** Review and approval (issue 34, review-ui): the table's refusals and the client decisions file. */
export const REVIEW_SOURCES: Readonly<Record<ReviewErrorCode, ErrorSource>> = {
  refused: 'postroom',
  not_found: 'postroom',
  decisions_invalid: 'postroom',
  decisions_unknown_export: 'postroom',
  decisions_other_campaign: 'postroom',
  decisions_tampered: 'postroom',
  decisions_posts_changed: 'postroom',
  decisions_stale: 'postroom',
  preview_empty: 'postroom',
  decisions_already_imported: 'postroom',
  client_not_waiting: 'postroom',
  client_over_request: 'postroom',
  // w17unchanged (walk 16)
  unchanged_since_request: 'postroom',
};

export const CORE_SOURCES: Readonly<Record<CoreErrorCode, ErrorSource>> = {
  no_hub: 'postroom',
  not_found: 'postroom',
  io: 'computer',
};

export const SANDBOX_SOURCES: Readonly<Record<'bad_faults' | 'bad_option', ErrorSource>> = {
  bad_faults: 'postroom',
  bad_option: 'postroom',
};

/** The team library (issue 33, team-session): the team server's refusals are its own; no answer is the network's. */
export const TEAM_SOURCES: Readonly<Record<TeamErrorCode, ErrorSource>> = {
  unauthorized: 'team',
  revoked: 'team',
  forbidden: 'team',
  version_mismatch: 'team',
  blob_hash_mismatch: 'team',
  blob_not_found: 'team',
  blob_too_large: 'team',
  invalid_request: 'team',
  unreachable: 'network',
  corrupt_update: 'team',
  not_a_team_workspace: 'postroom',
  left_team: 'postroom', // w23left: Postroom's own check (a kept draft of a team left)
  last_owner: 'team',
  write_refused: 'team', // authorship: the server's write guard
  own_approval_refused: 'team', // w23settings: the server's check of an approval by its post's author
  approval_not_held: 'team', // w27order: the server's check of an approval against the version its library holds
};

/**
 * The codes the bridge makes itself and those the transports answer with before any handler
 * runs (web host, IPC; the renderer's own `bridge_unreachable` when the host does not answer).
 */
export const BRIDGE_SOURCES: Readonly<Record<string, ErrorSource>> = {
  unknown_method: 'postroom',
  invalid_input: 'postroom',
  internal_error: 'postroom',
  forbidden_sender: 'postroom',
  forbidden_origin: 'postroom',
  bad_request: 'postroom',
  unauthorized: 'postroom',
  method_not_allowed: 'postroom',
  too_large: 'postroom',
  too_many_streams: 'postroom',
  bridge_unreachable: 'postroom',
};

const pick = (table: Readonly<Record<string, ErrorSource>>, code: string): ErrorSource => table[code] ?? 'postroom';

/** Who said a thrown error. A Hub code the reference does not list is still the Hub's. */
export function sourceOfError(err: unknown): ErrorSource {
  if (err instanceof HubError) return err.code === 'network' ? 'network' : 'hub';
  if (err instanceof SecretsError) return pick(SECRETS_SOURCES, err.code);
  if (err instanceof LibraryError) return pick(LIBRARY_SOURCES, err.code);
  if (err instanceof MediaError) return pick(MEDIA_SOURCES, err.code);
  if (err instanceof PublisherError) return pick(PUBLISHER_SOURCES, err.code);
  if (err instanceof CampaignError) return pick(CAMPAIGN_SOURCES, err.code);
  if (err instanceof CoreError) return pick(CORE_SOURCES, err.code);
  if (err instanceof ReviewError) return pick(REVIEW_SOURCES, err.code);
  if (err instanceof SandboxConfigError) return pick(SANDBOX_SOURCES, err.code);
  if (err instanceof TeamError) return pick(TEAM_SOURCES, err.code);
  if (err instanceof InvalidInputError) return 'postroom';
  if (err instanceof PostroomError) return 'postroom';
  return 'postroom';
}
