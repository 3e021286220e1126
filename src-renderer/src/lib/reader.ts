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

/** A member named mid-sentence ("relayed by {by}"): "you" when it is the reader, else as sayWho says it. */
export function sayName(name: string, me: string | null | undefined, t: T): string {
  return isMe(name, me) ? t('w9words.you') : sayWho(name, t as (key: string, o?: { values: Record<string, string> }) => string);
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
