/**
 * campaignslist (issue 34, walk 4): a campaign's send state as every screen and the CLI say it. The
 * stored state (campaign_plans.send_state) is this laptop's; a campaign a teammate sent is sent
 * ('done') on every laptop. Derived ONCE here, from the team's outcomes (team-sent.ts), for the
 * sender's status, the Campaigns list and `campaign list` alike.
 */
import { campaignPlans, campaigns, drafts, type Library, type SendState } from '../library';
import { revokedRefusal, sendsUnderKey, statusRefusal, type TeamPublishPort } from '../publisher';
import { groupBy } from '../../src-shared/group-by';
import { campaignSkipReasons, noSkips, reviewSkipped } from './skip-reasons';
import { sentOutsideSend } from './post-sends';
import { sentByCounts, sentByGroups, type ReplayedPost, type SentByGroup, type TeamSent, type TeamWithdrawn } from './team-sent';
import { campaignPart, campaignWord, hubWaitWord, type CampaignWord } from './campaign-word';
import { journalWaiting, teamWaiting, type TeamWaiting } from './to-hub';

/**
 * w10camp (walk 10, finding 2): the send's state as its word says it. 'doneNothing': it ended with nothing sent
 * by anyone (not from here, not by a teammate) and every post left skipped for its problems; 'doneHeld': the
 * same, but some were held for their review (changes requested, waiting for approval), not for problems.
 * A send whose posts teammates sent (its calls replays of theirs) is 'done': sent, by them.
 */
// w28state (walk 24, 1): the word is read from the one table of campaign-word.ts ('unknownOutcome', 'doneRefused' too).
export type SendWord = CampaignWord;
// w13revoked (walk 13, b): 'notSentRevoked': the send sent nothing because the team had revoked this laptop's member token
// (its posts held for the revocation, skip-reasons.ts `revoked`): the campaign is NOT done (its state said 'idle': a send
// after a rejoin takes them all again), never "done (nothing sent: every post has problems)".
// w12camp (walk 12, b): 'donePartly': the send ended (or nothing is sending) with some posts sent (from here, from outside
// the campaign's Send, or by a teammate) and some not (unsent, held back): "partly sent", never "done"/"sent" of it.

export interface DerivedSendState {
  /** The state to say: the stored one, or 'done' when nothing was sent from here yet a teammate sent posts of it. */
  sendState: SendState;
  /** What this laptop's records say (the sender's loop goes by it). */
  stored: SendState;
  /** Posts neither sent from here nor by a teammate (a post skipped for its problems counted apart). */
  unsent: number;
  skipped: number;
  /** This laptop's records of posts not handed (the campaign's total is its sends plus these). */
  notHanded: number;
  /**
   * Of this laptop's unsent or skipped posts, those a teammate sent; and (w9camp, walk 9 F3) of those it handed,
   * the ones whose call was a replay of a teammate's (team-sent.ts replayedPosts): sent by them, not from here.
   */
  sent: Map<string, TeamSent>;
  /** w9camp: of this laptop's handed posts, how many were replays of a teammate's call (in `sent`, not handed from here). */
  replayed: number;
  /** w19campaign (walk 17, 6): those replays, each with its batch and jobs here (the batch line names who sent them). */
  replays: ReadonlyMap<string, ReplayedPost>;
  /**
   * w12camp (walk 12, a): posts this laptop sent outside the campaign's Send (Compose, `postroom publish`; team-sent.ts
   * sentHerePosts): sent, from here; never in `unsent` or `skipped`, never handed again.
   */
  sentHere: number;
  /**
   * h-replaycount (walk 37, 1): of `sentHere`, those that went out (neither of unknown outcome, nor refused by the Hub, nor
   * cancelled): the "1 by you, outside the campaign's Send" of the sent. One of unknown outcome is counted there alone.
   */
  sentHereOut: number;
  /**
   * h-campcount (walk 41b, 1): the posts that went out whose calls here (the Send's, or outside it) were replays of a call no
   * teammate's outcome names (post-sends.ts `hadAlready`): the Hub already had them. Never in `sentFromHere` nor `sentHereOut`
   * ("sent by you"), never a teammate's: said as the rows say them, "the Hub already had it (replayed here)".
   */
  hadAlready: number;
  /** w10camp: the state's word (send-state.ts SendWord), derived here once for every screen and the CLI. */
  word: SendWord;
  /** The teammates' part of the sent (h-campcount: with those whose outcome is not shared, their sender revoked). */
  sentBy: SentByGroup[];
  /** h-campteam (walk 44b, 1): of `sent`, those still waiting to reach the Hub on their sender's computer, by whom (to-hub.ts teamWaiting). */
  waitingBy: TeamWaiting[];
  /**
   * w16words (walk 15, 8): of the posts left skipped, those the send held back because the team had revoked this laptop's
   * token, when this laptop is a member of the team again now (rejoined with a new token: revokedPast): the batch's reason
   * is past ("at that send, this computer's access was revoked"), and a new dry run or Send takes them. 0: none, or still revoked.
   */
  revokedPast: number;
  /**
   * w28state (walk 24, 1): of the posts handed to the Hub (from here, outside the Send, by a teammate), those the Hub refused
   * (nothing sent) and those whose outcome is unknown (the Hub may hold them: ask it), each post once, by its post state.
   * Never counted as sent. `unknownIds`: the unknown ones, in campaign order.
   */
  refused: number;
  unknown: number;
  unknownIds: string[];
  /**
   * w30fold: the posts this laptop handed to the Hub (the Send's, and `sentHere`) that went out: neither refused by the
   * Hub, nor of unknown outcome, nor cancelled before they went. The Send tab's "N sent for publishing"; before, the screen
   * subtracted the campaign's unknown and refused from its handed count, a teammate's among them ("1 sent" of two this
   * laptop sent).
   */
  sentFromHere: number;
  /** w30campaign: of the posts handed, those whose jobs were then cancelled before they went (withdrawn: nothing sent). */
  cancelled: number;
  /**
   * h-restore (session 29, 2): the posts the send withdrew before handing them that are still not sent: one published since
   * from Compose or `postroom publish` (or by a teammate) is sent (`sentHere`, `sent`), never "withdrawn".
   */
  withdrawn: number;
  /**
   * h-teamwords (walk 31/32, 1): of the posts sent (from here, outside the Send, by a teammate), those every channel refused:
   * the Hub holds them, nothing of them was published (a refusal to retry or fix, never a post ready to send; never sent again
   * by a Send). `channelsRefusedBy`: how many of them each teammate sent (the rest this laptop's).
   */
  channelsRefused: number;
  channelsRefusedBy: Array<{ name: string; posts: number }>;
  /** The posts "Restore withdrawn" may take back (campaigns restore.ts): these `withdrawn`, and the handed ones `cancelled`, in campaign order. */
  withdrawnIds: string[];
  /**
   * h-withdrawn (walk 44b, 6): of the posts not sent (`unsent`, `skipped`), those a teammate withdrew after a call that may
   * have reached the Hub (post-sends.ts `withdrawnBy`), by whom, in campaign order: "2 withdrawn by Sam after a call that may
   * have reached the Hub". `sameKeys`: a send from here now goes under the keys of those calls (the same approval: team.ts
   * keyFor), so the Hub keeps one post each. Empty: none.
   */
  withdrawnBy: WithdrawnByGroup[];
}

/** h-withdrawn: one teammate's posts withdrawn after a call that may have reached the Hub. */
export interface WithdrawnByGroup { name: string; posts: number; draftIds: string[]; sameKeys: boolean }

/**
 * w16words (walk 15, 8): whether a revocation a send recorded is past: this laptop is a member of the team now (its port
 * names a member, not a workspace that left) and the port no longer holds the post for a revoked token (publisher
 * revokedRefusal, the one the send asked). The send's record keeps its reason; the time it holds for is the session's.
 */
export function revocationPast(team: TeamPublishPort | null | undefined, draftId: string): boolean {
  return !!team && team.me.memberId !== '' && revokedRefusal(team, draftId) === null;
}

/**
 * h-camphead (walk 44a, 10): whether the review that held a post back at a send holds it no more: the team's hold now
 * (publisher statusRefusal, the one the Send tab's counts and a send read) is none. A post no longer in the library is held.
 */
export function reviewHoldPast(lib: Pick<Library, 'db'>, team: TeamPublishPort | null | undefined, draftId: string): boolean {
  const [d] = team ? drafts.getMany(lib.db, [draftId]) : [];
  return d !== undefined && !d.deletedAt && statusRefusal(team, d) === null;
}

export function derivedSendState(lib: Pick<Library, 'db'>, campaignId: string, team: TeamPublishPort | null | undefined): DerivedSendState {
  const db = lib.db;
  const { sendState } = campaignPlans.getPlan(db, campaignId);
  const records = campaignPlans.sends(db, campaignId);
  const skippedIds = records.filter((x) => x.outcome === 'skipped').map((x) => x.draftId);
  const unsentIds = campaignPlans.unsent(db, campaignId);
  // teamcampaign, w9camp, w12camp: sent by a teammate (or a replay of their call), or from here outside the Send (post-sends.ts, the Posts tab's rows too).
  const { sent, replays, here, hadAlready, withdrawnBy } = sentOutsideSend(lib, campaignId, team);
  // Not sent from here, but a teammate sent it: the campaign is sent (as on their laptop); posts left (held back, waiting) show as unsent beside it.
  const state: SendState = sendState === 'idle' && sent.size + here.size > 0 ? 'done' : sendState;
  const skipped = records.filter((x) => x.outcome === 'skipped' && !sent.has(x.draftId) && !here.has(x.draftId));
  const unsent = unsentIds.filter((id) => !sent.has(id) && !here.has(id)).length;
  // w28state (walk 24, 1): what each handed post became, by its post state (the drafts' mirrored state for this laptop's, the
  // team's outcome for a teammate's, the derived one for a post sent outside the Send): sent, refused by the Hub, or unknown.
  const handedIds = records.filter((x) => x.outcome === 'handed' && !replays.has(x.draftId)).map((x) => x.draftId);
  // h-restore (session 29, 2): withdrawn before it was handed and sent since (Compose, `postroom publish`, a teammate): sent.
  const withdrawnBefore = new Set(records.filter((x) => x.outcome === 'withdrawn' && !sent.has(x.draftId) && !here.has(x.draftId)).map((x) => x.draftId));
  const mirrored = handedIds.length > 0 ? new Map(campaigns.postStates(db, campaignId).map((p) => [p.id, p.state])) : new Map<string, string>();
  const parts = [
    ...handedIds.map((id) => [id, campaignPart((mirrored.get(id) ?? 'sending') as TeamSent['state'])] as const),
    ...[...sent].map(([id, t]) => [id, campaignPart(t.state)] as const),
    ...[...here].map(([id, h]) => [id, campaignPart(h.state)] as const),
  ];
  // h-teamwords (walk 31/32, 1): sent, and every channel refused it (the Hub holds it; nothing published), each post once.
  const allRefused = new Set(parts.filter(([id]) => (sent.get(id)?.state ?? here.get(id)?.state ?? mirrored.get(id)) === 'channels_refused').map(([id]) => id));
  const refusedBy = sentByGroups(new Map([...sent].filter(([id]) => allRefused.has(id))), [...allRefused]);
  const unknownIds = parts.filter(([, p]) => p === 'unknown').map(([id]) => id);
  const wentOut = new Set(parts.filter(([, p]) => p === 'sent').map(([id]) => id));
  const refused = parts.filter(([, p]) => p === 'refused').length;
  // h-campcount (walk 41b, 1): went out, and the Hub already had it from a call no teammate names: never "sent by you".
  const had = [...hadAlready].filter((id) => wentOut.has(id)).length;
  // w30campaign: handed, then cancelled before it went (the Outbox's Cancel): withdrawn, never sent.
  const withdrawn = parts.filter(([, p]) => p === 'withdrawn').length;
  const cancelledHanded = new Set(parts.slice(0, handedIds.length).filter(([, p]) => p === 'withdrawn').map(([id]) => id));
  const notOutHere = parts.filter(([id, p]) => (p === 'unknown' || p === 'refused' || p === 'withdrawn') && !sent.has(id)).length;
  // w10camp: "nothing sent" only when nobody sent any of it: not from here (a replay is the teammate's send), nor a teammate.
  const handedHere = records.filter((x) => x.outcome === 'handed').length - replays.size;
  const nothing = state === 'done' && handedHere + sent.size + here.size === 0 && skipped.length > 0;
  const reasons = nothing ? campaignSkipReasons(db, skipped) : null;
  // w16words: held for a revocation that is over now (rejoined): the send's reason is past; nothing was sent: not sent (idle).
  const first = skipped[0];
  const past = first !== undefined && revocationPast(team, first.draftId) ? (reasons ?? campaignSkipReasons(db, skipped)).revoked : 0;
  // h-camphead (walk 44a, 10): a send that held every post back, some for their review the review no longer holds now.
  const reviewPast = nothing && reviewSkipped(db, skipped).some((id) => reviewHoldPast(lib, team, id));
  // w28state: the word from the one table (campaign-word.ts); an unknown outcome is never "done", a refusal never "sent".
  const word: SendWord = campaignWord({
    state, handed: handedHere + sent.size + here.size, refused, unknown: unknownIds.length, withdrawn, notSent: unsent + skipped.length,
    skipped: skipped.length, skippedFor: reasons ?? noSkips(), revokedPast: past > 0, reviewPast,
  });
  return {
    revokedPast: past,
    waitingBy: teamWaiting(sent),
    sendState: word === 'notSentRevoked' || word === 'idle' ? 'idle' : state, stored: sendState, sent, replayed: replays.size, replays, sentHere: here.size, sentHereOut: [...here.keys()].filter((id) => wentOut.has(id) && !hadAlready.has(id)).length, hadAlready: had, notHanded: unsentIds.length, word,
    unsent,
    skipped: skipped.length,
    refused, unknown: unknownIds.length, unknownIds, sentFromHere: Math.max(0, handedHere + here.size - notOutHere - had), cancelled: withdrawn,
    withdrawn: withdrawnBefore.size,
    channelsRefused: allRefused.size, channelsRefusedBy: refusedBy.map((g) => ({ name: g.name, posts: g.draftIds.length })),
    withdrawnBy: withdrawnGroups(db, withdrawnBy, [...unsentIds, ...skippedIds], team),
    withdrawnIds: records.filter((x) => withdrawnBefore.has(x.draftId) || (x.outcome === 'handed' && cancelledHanded.has(x.draftId))).map((x) => x.draftId),
    // h-replaycount (walk 37, 1): of the sent, those a teammate sent; one of unknown outcome (or refused, or withdrawn) is in
    // its own part, never also "sent by Hà" (Minh's "3 sent (1 by you; 3 by Hà) · 1 outcome unknown" of 4 posts).
    sentBy: sentByCounts(sent, [...replays.keys(), ...unsentIds, ...skippedIds, ...records.filter((x) => x.outcome === 'withdrawn').map((x) => x.draftId)].filter((id) => wentOut.has(id))),
  };
}

/** h-withdrawn: `withdrawn` grouped by who withdrew them, in campaign order (`order`), with whether a send now keeps their keys. */
function withdrawnGroups(db: Library['db'], withdrawn: ReadonlyMap<string, TeamWithdrawn>, order: readonly string[], team: TeamPublishPort | null | undefined): WithdrawnByGroup[] {
  const ids = order.filter((id) => withdrawn.has(id));
  return [...groupBy(ids, (id) => withdrawn.get(id)!.by.name)].map(([name, draftIds]) => ({
    name, posts: draftIds.length, draftIds, sameKeys: draftIds.every((id) => !!team && sendsUnderKey(db, team, id, withdrawn.get(id)!.key)),
  }));
}

/** One campaign's line in a list (the Campaigns screen, `campaign list`): its derived state and who of the team sent it. */
export interface CampaignListState { id: string; sendState: SendState; teamSent: number; sentBy: SentByGroup[];
  /**
   * Walk 38 (6): the posts this laptop sent that went out (the Send tab's "sent for publishing", `sentFromHere`): a line
   * naming a teammate's sends names the reader's own beside them ("1 sent by you · 2 sent by Hà"), never the teammate's alone.
   */
  sentHere: number;
  /** h-campcount (walk 41b, 1): the posts the Hub already had from a call no teammate's outcome names (send-state.ts `hadAlready`): not "sent by you". */
  hadAlready: number;
  /** w10camp: the state's word, as the Send tab says it (never 'sent' of a send that sent nothing). */
  word: SendWord;
  /** w28state (walk 24, 1): posts whose outcome is unknown (ask the Hub) and posts the Hub refused: never counted as sent. */
  unknown: number; refused: number }

export function campaignListStates(lib: Pick<Library, 'db'>, campaignIds: readonly string[], team: TeamPublishPort | null | undefined): CampaignListState[] {
  return campaignIds.map((id) => {
    const d = derivedSendState(lib, id, team);
    // The word the campaign's own status says (sender.ts): a send that ended beside posts not at the Hub waits for it.
    // h-campteam (walk 44b, 1): a teammate's posts waiting to reach the Hub on their computer wait too.
    const word = d.word === 'done' || d.word === 'donePartly' ? hubWaitWord(d.word, journalWaiting(lib.db, id, team) + d.waitingBy.reduce((a, g) => a + g.posts, 0)) : d.word;
    return { id, sendState: d.sendState, teamSent: d.sent.size, sentBy: d.sentBy, sentHere: d.sentFromHere, hadAlready: d.hadAlready, word, unknown: d.unknown, refused: d.refused };
  });
}
