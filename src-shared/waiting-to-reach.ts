/**
 * w29resend (walk 25, 2): a post still being sent whose calls never reached the Hub — the network answered, not the Hub
 * (post state `sending`, retrying on `network`): it is queued here under its key, not sent, and "handed to the Hub" is not
 * true of it. One reading for the core (post-state.ts, the CLI's words and counts) and the renderer (the Outbox card's time).
 */
export const waitingToReach = (s: { state: string; retrying?: boolean; reason?: { code: string } | null }): boolean =>
  s.state === 'sending' && s.retrying === true && s.reason?.code === 'network';
