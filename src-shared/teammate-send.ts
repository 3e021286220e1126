/**
 * h-replay2 (walk 42b): how a teammate's send of a post stands as this computer knows it, the one reading the CLI's
 * `status` by-line, the guard's words and the app's by-lines and card times share:
 *
 * - `replayed`: every call of it known here was answered as a replay (the post's `by.replay`, publisher draft-states.ts
 *   senderOf) and no outcome here names the call the Hub ran: the Hub already had it; the member named replayed it, who
 *   sent it first is not known here. Never "sent by" them, nor at their call's time.
 * - `queued`: its calls never reached the Hub (waitingToReach): queued by them, not at the Hub yet, never "handed".
 * - `cancelled`: cancelled on their computer before it reached the Hub.
 * - `sent`: any other: sent by them.
 */
import { waitingToReach } from './waiting-to-reach';

export type TeammateSendKind = 'replayed' | 'queued' | 'cancelled' | 'sent';

export const teammateSendKind = (s: { state: string; retrying?: boolean; reason?: { code: string } | null; by?: { replay?: true } | null }): TeammateSendKind =>
  s.by?.replay ? 'replayed' : waitingToReach(s) ? 'queued' : s.state === 'cancelled' ? 'cancelled' : 'sent';
