/**
 * h-pubsync (walk 41a, 2): a send that went out AFTER the request for changes the post's review holds now. Hạnh's CLI
 * published 0.8 s after Bảo took his approval back (her laptop had not synced it); his Compose then said both facts
 * with their times ("changes requested by you · 12:31 AM", "At the Hub since 12:31 AM (sent by Hạnh)") but not that
 * the send came after the request. Derived here once, from the two times the core keeps (the request step's `at`, each
 * send's time); Compose's review panel (bridge review DTO `sentAfterRequest`) and the CLI's `review list` and `status`
 * say it from this.
 */

/** What is read of the post's review (review.ts PostReview): its state and its last step. */
export interface RequestFacts {
  state: string;
  last: { action: string; by: string; at: string } | null;
}

/** One send of the post: when it went (ms, its sender's clock) and who sent it (null: this computer). */
export interface SendFacts {
  at: number;
  by: string | null;
}

/** The first send after the request for changes: who sent it and when; who asked for the changes and when (ISO). */
export interface SentAfterRequest {
  by: string | null;
  at: number;
  requestedBy: string;
  requestedAt: string;
}

/**
 * The first of `sends` made after the post's open request for changes, or null: the post is not waiting for changes
 * (another step came since), or every send went before the request (the request came after; nothing to say).
 */
export function sentAfterRequest(review: RequestFacts, sends: readonly SendFacts[]): SentAfterRequest | null {
  const last = review.last;
  if (review.state !== 'changes_requested' || last?.action !== 'request_changes') return null;
  const requested = Date.parse(last.at);
  if (!Number.isFinite(requested)) return null;
  const first = sends.filter((s) => s.at > requested).sort((a, b) => a.at - b.at)[0];
  return first ? { by: first.by, at: first.at, requestedBy: last.by, requestedAt: last.at } : null;
}

/** To the second, in UTC: the two times are often within the same minute (walk 41a: 0.8 s apart). */
const utc = (ms: number): string => `${new Date(ms).toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/**
 * The CLI's words: "sent by Hạnh at 2026-11-29 00:31:07 UTC, after Bảo asked for changes at 2026-11-29 00:31:06 UTC".
 * `nameOf` says the reader as "you" (review.ts nameFor).
 */
export function sentAfterRequestEnglish(s: SentAfterRequest, nameOf: (name: string) => string): string {
  const who = s.by === null ? 'you' : nameOf(s.by);
  const asker = nameOf(s.requestedBy);
  return `sent by ${who} at ${utc(s.at)}, after ${asker} asked for changes at ${utc(Date.parse(s.requestedAt))}`;
}
