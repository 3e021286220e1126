import { PostroomError } from '../common';

/**
 * Every failure of the secrets area. Callers branch on `code`; `details` carries
 * plain data (never the key itself, nor anything derived from it beyond the last four characters).
 *
 * - `keychain_unavailable`: the OS keychain cannot be used (no keychain service running, locked,
 *   the native module failed to load, or it did not answer). `details.reason` says which and
 *   `details.hint` what to do about it.
 * - `invalid_key`: the text given as a key cannot be one (empty, whitespace inside, too long).
 * - `wrong_key`: the Hub answered 401: the key is missing, malformed or no longer valid. Never saved.
 * - `account_problem`: the Hub answered 403: a real key, but the account may not act
 *   (expired, banned, no plan). `details.usage` holds the usage reading when one could be made.
 * - `unverified`: the Hub could not be asked (network failure, 5xx, unexpected answer). The key was
 *   not saved unless the caller allowed unverified keys.
 * - `no_key`: a Hub workspace has no key in the keychain and none in POSTROOM_API_KEY.
 * - `sandbox_key`: the sandbox workspace's key comes from the embedded sandbox; it is never stored.
 * - `invalid_workspace`: a workspace name or Hub URL failed validation.
 * - `workspace_exists` / `workspace_not_found`: by name (case-insensitive).
 * - `workspace_in_use`: a workspace that still holds drafts cannot be removed (`details.drafts` says how many).
 */
export type SecretsErrorCode =
  | 'keychain_unavailable'
  | 'invalid_key'
  | 'wrong_key'
  | 'account_problem'
  | 'unverified'
  | 'no_key'
  | 'sandbox_key'
  | 'invalid_workspace'
  | 'workspace_exists'
  | 'workspace_not_found'
  | 'workspace_in_use';

export class SecretsError extends PostroomError<SecretsErrorCode> {
  override readonly name = 'SecretsError';
}

/** Why the keychain cannot be used; `hint` in the error's details says what to do. */
export type KeychainProblem =
  | 'module_missing' // keytar (native) could not be loaded
  | 'no_session_bus' // Linux: no D-Bus session bus to reach the Secret Service
  | 'no_secret_service' // Linux: the bus has no org.freedesktop.secrets (gnome-keyring / KWallet not running)
  | 'locked' // the keychain/collection is locked and could not be unlocked without a prompt
  | 'denied' // the user or the OS refused access
  | 'timeout' // the keychain did not answer in time
  | 'failed'; // anything else the keychain reported
