/**
 * w9words (walk 9): words addressed to the reader say "you". The core names members (a request for
 * changes "by Bảo", a client's decision "relayed by Lan"); a sentence shown to that very member says
 * "you asked for changes" / "your own request", never their own name back (as whoLine's `me` does).
 */
import { sayWho } from './review';

type T = (key: string, opts?: { values?: Record<string, string | number> }) => string;

/** Whether a member's name is the reader's own (no reader known: not). */
export function isMe(name: string | null | undefined, me: string | null | undefined): boolean {
  return !!name && !!me && name === me;
}

/**
 * A member named mid-sentence ("relayed by {by}"): "you" when it is the reader, else as sayWho says it.
 * w17you (walk 16, F4): a client's step relayed by the reader is "the client (via you)" / "khách hàng (qua bạn)",
 * never "the client (via Lan)" on Lan's own laptop beside "relayed by you".
 */
export function sayName(name: string, me: string | null | undefined, t: T): string {
  if (isMe(name, me)) return t('w9words.you');
  const relayer = relayedBy(name);
  if (relayer !== null && isMe(relayer, me)) return t('review.client', { values: { name: t('w9words.you') } });
  return sayWho(name, t as (key: string, o?: { values: Record<string, string> }) => string);
}

/** The member who relayed a client's step ("client (via NAME)", the core's preview/decisions.ts), or null. */
function relayedBy(name: string): string | null {
  const m = /^client \(via (.+)\)$/.exec(name);
  return m ? (m[1] ?? null) : null;
}

/** The sentences that name whose request for changes a client's approval goes over, and their reader's-own words. */
const MINE = {
  'clientnote.toastOver': 'w9words.mine.toastOver',
  'clientchange.confirmedOver': 'w9words.mine.confirmedOver',
  'clientchange.question': 'w9words.mine.question',
  'clientchange.overRequest': 'w9words.mine.overRequest',
  'clientchange.overRequestNoComment': 'w9words.mine.overRequestNoComment',
  'clientchange.outcome': 'w9words.mine.outcome',
} as const;
export type AskerKey = keyof typeof MINE;

/** The key of a sentence naming `asker`'s request for changes: the reader's own request has its own words ("you asked", "your own request"). */
export function askerKey(key: AskerKey, asker: string | null | undefined, me: string | null | undefined): string {
  return isMe(asker, me) ? MINE[key] : key;
}

/**
 * w11words (walk 11): who sent a post the Hub holds, said to the reader: "you" when this computer sent it (the core's
 * `mine`) or it names the reader, else the member. A workspace that left its team has no member name of its own
 * (the core said "me": "(sent by me)"), so `mine` decides there.
 */
export function sentByWho(atHub: { by: string; mine?: true }, me: string | null | undefined, t: T): string {
  return atHub.mine ? t('w9words.you') : sayName(atHub.by, me, t);
}

/**
 * w11words (walk 11): a decisions file refused as already imported (`decisions_already_imported`), said with who
 * imported it first and when: "by you" on that member's own laptop (was "by Lan" on Lan's).
 */
export function alreadyImportedLine(details: { by: string; at: string; same?: unknown }, me: string | null | undefined, t: T, date: (iso: string) => string): string {
  return t(details.same === true ? 'clientfix.alreadySame' : 'clientfix.alreadyOther', { values: { by: sayName(details.by, me, t), date: date(details.at) } });
}
