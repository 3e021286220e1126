/**
 * h-pubsync (walk 41a): a CLI send asks the team server first. An editor's `postroom publish` 0.8 s after the owner
 * had taken the approval back (a request for changes the server held, her laptop not yet) went out under that
 * approval: the CLI published from the library as last synced. So, in a workspace whose team requires approval:
 * 1. the sending commands (`publish`, `campaign send`, `retry`) first exchange with the team server, as `team sync`
 *    does, within a short bound (SEND_SYNC_MS): the publisher then reads the approvals it just learned, and holds
 *    what is no longer approved as it would have had the sync come earlier (nothing else changes: one rule, the port's);
 * 2. a server that does not answer within it does not stop the send (the offline model, README "what still needs
 *    the network"): it goes on from the last synced state, and the command says so in one line (sendSyncEnglish).
 * The app needs none of this: its session is open while it runs and carries each step as it is taken.
 */
import type { Library } from '../library';
import { TeamError } from './binding-errors';
import { storedReviewSettings } from './review-settings';
import type { TeamService } from './service';
import { utcMinute } from '../../src-shared/utc-minute';

/** How long a send waits for the team server before it goes on from the last synced state. */
export const SEND_SYNC_MS = 3_000;

/** What the exchange before a send found. */
export type SendSync =
  /** Not a team workspace, or its team does not require approval: nothing to ask. */
  | { kind: 'not_needed' }
  | { kind: 'synced' }
  /** The server did not answer (`unreachable`) or did not take the exchange (its code): the send goes on from `lastInStep`. */
  | { kind: 'not_synced'; url: string; code: string; message: string; lastInStep: string | null };

/** Exchanges with the team server before a send (step 1), never throwing: a failure is the answer `not_synced`. */
export async function syncBeforeSend(library: Library, team: TeamService, timeoutMs = SEND_SYNC_MS): Promise<SendSync> {
  const w = library.workspaces.getCurrent(library.db);
  if (!w.team || !storedReviewSettings(library.db, w.id).approvalRequired) return { kind: 'not_needed' };
  // The wait holds the process open (as TeamService.settle): the session's own timers do not, and a CLI whose event
  // loop emptied mid-wait would end with nothing sent nor said.
  const hold = setTimeout(() => undefined, timeoutMs + 1000);
  try {
    await team.sync(timeoutMs);
    return { kind: 'synced' };
  } catch (err) {
    const code = err instanceof TeamError ? err.code : 'failed';
    const message = err instanceof Error ? err.message : String(err);
    const status = await team.status({ members: false }).catch(() => null);
    return { kind: 'not_synced', url: w.team.url, code, message, lastInStep: status?.lastInStep ?? null };
  } finally {
    clearTimeout(hold);
  }
}


/** Step 2's one line ("Could not reach the team server at URL; sending on the approvals as last synced at …"), or null. */
export function sendSyncEnglish(s: SendSync): string | null {
  if (s.kind !== 'not_synced') return null;
  // Walk 42b (5): a revoked member token sends nothing for the team (the publisher refuses it and its line says so):
  // "sending on the approvals as last synced" was false beside it.
  if (s.code === 'revoked') return null;
  // Unreachable: the server's own words ("cannot be reached. Nothing is lost…") would repeat the lead; another refusal says why.
  const lead = s.code === 'unreachable' ? `Could not reach the team server at ${s.url}` : `Could not sync with the team server at ${s.url} (${s.message.replace(/\.$/, '')})`;
  return s.lastInStep === null
    ? `${lead}; sending on the approvals this computer has (it never synced with the team)`
    : `${lead}; sending on the approvals as last synced at ${utcMinute(s.lastInStep)}`;
}
