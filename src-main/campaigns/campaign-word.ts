/**
 * w28state (walk 24, 1): a campaign's word from what its posts became, ONE table for the sender's status, the Campaigns
 * list, `campaign list` and `campaign status`. Before, a campaign whose post the Hub answered `upstream_timeout` (the Hub
 * may hold it: it did) was "done … 3 sent": the send's loop had ended, and every handed post counted as sent.
 *
 * 1. Each post is in one part by its post state, read through the publisher's one table (batch-outcomes.ts
 *    OUTCOME_OF_STATE, the batch lines' count): the Hub took it (sent), refused it (refused: nothing sent), or did not
 *    say (unknown: it may hold it; only asking it tells). A post still on its way (sending) counts as sent, as before.
 * 2. The word is the first row of CAMPAIGN_WORDS whose `when` holds: an unknown outcome comes before every "done" word,
 *    since the campaign is not done while the Hub may hold a post nobody knows of; a refusal is never "sent".
 * 3. w30campaign: a handed post whose job was then cancelled (withdrawn in the Outbox before it reached the Hub: the post
 *    state `cancelled`) was "sent". Nothing of it went: it is `withdrawn`, as a post the send's Cancel withdrew before
 *    handing it (the partition's `withdrawn`); a campaign whose posts were all withdrawn so sent nothing ('doneWithdrawn').
 * Pure.
 */
import { OUTCOME_OF_STATE, type PostState } from '../publisher';
import type { SendState } from '../library';
import type { SkipReasons } from './skip-reasons';

/** What a campaign's post became, for its word and its counts: sent (the Hub took it), refused by the Hub, unknown, or withdrawn (cancelled before it went). */
export type CampaignPart = 'sent' | 'refused' | 'unknown' | 'withdrawn';

/** A handed post's part from its post state (the publisher's table; a post on its way, or not prepared yet, is sent; a cancelled one withdrawn). */
export function campaignPart(state: PostState['state']): CampaignPart {
  const o = OUTCOME_OF_STATE[state];
  return o === 'refused' ? 'refused' : o === 'unknown' ? 'unknown' : o === 'cancelled' ? 'withdrawn' : 'sent';
}

/**
 * The state's word (send-state.ts SendWord). `unknownOutcome`: the send ended, and the Hub did not say what became of a
 * post (ask the Hub); `doneRefused`: it ended, and the Hub refused every post it was given (nothing sent).
 */
export type CampaignWord = SendState | 'doneNothing' | 'doneHeld' | 'donePartly' | 'notSentRevoked' | 'unknownOutcome' | 'doneRefused' | 'doneWithdrawn' | 'waitingHub';

export interface CampaignWordInput {
  /** The send's state: the stored one, or 'done' when nothing was sent from here yet posts of it were sent (a teammate, Compose). */
  state: SendState;
  /** Posts handed to the Hub by anyone (from here, outside the Send, by a teammate), of which `refused`, `unknown` and `withdrawn`. */
  handed: number;
  refused: number;
  unknown: number;
  /** w30campaign: handed, then their jobs cancelled before they went (nothing sent). */
  withdrawn: number;
  /** Posts not handed (not sent yet, or held back by a send). */
  notSent: number;
  /** Of those, held back by a send; `skippedFor`: by what the send recorded held each back. */
  skipped: number;
  skippedFor: SkipReasons;
  /** The revocation that held them is over (this computer is back in the team: send-state.ts revocationPast). */
  revokedPast: boolean;
  /**
   * h-camphead (walk 44a, 10): of the posts the send held back for their review, some the review holds no more now
   * (approved since: send-state.ts reviewPast). Absent: none.
   */
  reviewPast?: boolean;
}

/** Nothing was handed by anyone and the send held posts back: its word says why (w10camp, w13revoked, w16words). */
const nothingHanded = (p: CampaignWordInput): boolean => p.state === 'done' && p.handed === 0 && p.skipped > 0;
const sent = (p: CampaignWordInput): number => p.handed - p.refused - p.unknown - p.withdrawn;

/** The table, in order: the first row whose `when` holds gives the word. Tests read it row by row. */
export const CAMPAIGN_WORDS: ReadonlyArray<{ word: CampaignWord; when: (p: CampaignWordInput) => boolean; why: string }> = Object.freeze([
  { word: 'sending', when: (p) => p.state === 'sending', why: 'a send is handing posts over' },
  { word: 'paused', when: (p) => p.state === 'paused', why: 'a send was paused' },
  { word: 'cancelled', when: (p) => p.state === 'cancelled', why: 'a send was cancelled (its posts not handed withdrawn)' },
  { word: 'idle', when: (p) => p.state === 'idle', why: 'nothing was sent by anyone yet' },
  // w16words: held for a revocation that is over now: nothing was sent, a new dry run or Send takes them.
  { word: 'idle', when: (p) => nothingHanded(p) && p.skippedFor.revoked > 0 && p.revokedPast, why: 'held for a revocation that is over' },
  { word: 'notSentRevoked', when: (p) => nothingHanded(p) && p.skippedFor.revoked > 0, why: "held because this computer's access was revoked" },
  // h-camphead (walk 44a, 10): a send that held every post back is history once a post it held for its review may go now
  // (approved since): nothing was sent, a new Send takes it. It read "done (nothing sent: every post was held back) · 2 ready
  // to send now" on the laptop that ran that send, "idle" on the others.
  { word: 'idle', when: (p) => nothingHanded(p) && p.reviewPast === true, why: 'held for a review that holds them no more (approved since)' },
  { word: 'doneNothing', when: (p) => nothingHanded(p) && p.skippedFor.problems === p.skipped, why: 'every post held back for its problems' },
  { word: 'doneHeld', when: nothingHanded, why: 'every post held back, some for their review' },
  // h-restore (session 29): a send ended, then every post it had was restored to the next Send: nothing was sent, they wait.
  { word: 'idle', when: (p) => p.state === 'done' && p.handed === 0 && p.notSent > 0, why: 'nothing sent: its posts wait for the next Send (restored)' },
  { word: 'unknownOutcome', when: (p) => p.unknown > 0, why: 'the Hub did not say what became of a post: it may hold it (ask the Hub)' },
  { word: 'doneRefused', when: (p) => p.refused > 0 && sent(p) === 0 && p.withdrawn === 0, why: 'the Hub refused every post it was given' },
  // w30campaign: nothing went: the handed posts' jobs were cancelled (the Hub may have refused others): never "done".
  { word: 'doneWithdrawn', when: (p) => p.withdrawn > 0 && sent(p) === 0, why: 'nothing sent: the posts handed were withdrawn before they went' },
  { word: 'donePartly', when: (p) => sent(p) > 0 && p.refused + p.withdrawn + p.notSent > 0, why: 'some sent, some refused by the Hub, withdrawn or not sent' },
  { word: 'done', when: () => true, why: 'every post sent' },
]);

export function campaignWord(p: CampaignWordInput): CampaignWord {
  return CAMPAIGN_WORDS.find((r) => r.when(p))!.word;
}

/**
 * h-hubdown (walk 33): a send that ended ('done', 'donePartly') while posts it counts sent have not reached the Hub (the
 * status's `toHub.waiting`, read from the publisher's batches: to-hub.ts) is not done: it waits for the Hub ('waitingHub').
 */
export function hubWaitWord(word: CampaignWord, waiting: number): CampaignWord {
  return waiting > 0 && (word === 'done' || word === 'donePartly') ? 'waitingHub' : word;
}
