/**
 * w29resend (walk 25, 2): a post still being sent whose calls never reached the Hub — the network answered, not the Hub
 * (post state `sending`, retrying on `network`): it is queued here under its key, not sent, and "handed to the Hub" is not
 * true of it. One reading for the core (post-state.ts, the CLI's words and counts) and the renderer (the Outbox card's time).
 *
 * h-lostanswer (walk 44b, 4): `network` is kept for a call that certainly never left (the connection was refused: the
 * Hub client's `maybeDelivered: false`). A call whose request went out and whose answer was lost (the connection closed
 * after it was written, a timeout) is journaled as NO_ANSWER (publisher send.ts): sent, no answer came, the Hub may have
 * it — never "queued, not sent" nor "not at the Hub yet" (the sandbox's `drop_after` published it).
 */
export const waitingToReach = (s: { state: string; retrying?: boolean; reason?: { code: string } | null }): boolean =>
  s.state === 'sending' && s.retrying === true && s.reason?.code === 'network';

/** h-lostanswer: the code of a job's error when its call went out and no answer came back (the Hub may have it). */
export const NO_ANSWER = 'no_answer';

/** h-lostanswer: a post still being sent whose call went out with no answer back: sent, it may be at the Hub. */
export const answerLost = (s: { state: string; retrying?: boolean; reason?: { code: string } | null }): boolean =>
  s.state === 'sending' && s.retrying === true && s.reason?.code === NO_ANSWER;

/**
 * h-withdrawn (walk 44b, 6): a post withdrawn (its jobs cancelled) after a call of it went out with no answer back: nothing
 * here follows it, yet the Hub may hold it under that call's key (post-state.ts rule 4). Sending it again is safe only
 * under the same key (the Hub keeps one post); never "not sent yet: nothing holds it".
 */
export const withdrawnMayBeAtHub = (s: { state: string; reason?: { code: string } | null }): boolean =>
  s.state === 'cancelled' && s.reason?.code === NO_ANSWER;
