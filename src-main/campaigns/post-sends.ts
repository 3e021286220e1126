/**
 * w16camprow (walk 15, 1): what each of a campaign's posts' Send says, derived ONCE here for the campaign's status
 * (send-state.ts derivedSendState: the header's "1 not sent yet", `campaign status`) and the Posts tab's rows alike.
 * A post is sent whatever this laptop's send records say when a teammate sent it (teamSentPosts), when its call here
 * was a replay of a teammate's (replayedPosts), or when THIS laptop sent it outside the campaign's Send (Compose's
 * Publish or Schedule, `postroom publish`: sentHerePosts). Before, the row read only the records ("not sent") while
 * the header counted it as sent.
 */
import { campaignPlans, type Library } from '../library';
import type { TeamPublishPort } from '../publisher';
import { replayedPosts, sentHerePosts, teamSentPosts, teamWithdrawnPosts, unnamedReplays, type ReplayedPost, type SentHere, type TeamSent, type TeamWithdrawn } from './team-sent';

export interface SentOutsideSend {
  /** Posts a teammate sent (unsent or skipped here), and those whose call here was a replay of a teammate's: sent, by them. */
  sent: Map<string, TeamSent>;
  /** Of `sent`, the replays (handed here, sent by the teammate; w19campaign: in which batch, their jobs). */
  replays: Map<string, ReplayedPost>;
  /** Sent from here outside the campaign's Send (a teammate's send goes first: never in `sent` too). */
  here: Map<string, SentHere>;
  /**
   * h-campcount (walk 41b, 1, 3): the posts the Hub already had from a call no teammate's outcome names (post state `replayed`):
   * handed by this laptop's Send (team-sent.ts unnamedReplays) or sent outside it (`here`'s `replayed`). Never "sent by you",
   * never a teammate's: "the Hub already had it (replayed here)", in the rows and the counts alike.
   */
  hadAlready: Set<string>;
  /**
   * h-withdrawn (walk 44b, 6): posts not sent here that a teammate withdrew after a call that may have reached the Hub
   * (team-sent.ts teamWithdrawnPosts): not sent, not held; "withdrawn by Sam after a call that may have reached the Hub",
   * never "not sent yet: nothing holds it". Never in `sent` nor `here`.
   */
  withdrawnBy: Map<string, TeamWithdrawn>;
}

/** The campaign's posts sent outside this laptop's campaign Send: by a teammate, or from here (Compose, `postroom publish`). */
export function sentOutsideSend(lib: Pick<Library, 'db'>, campaignId: string, team: TeamPublishPort | null | undefined): SentOutsideSend {
  const db = lib.db;
  // h-restore (session 29, 2): a post the send withdrew before handing it, sent since (by a teammate, or from here), is sent.
  const notHanded = campaignPlans.sends(db, campaignId).filter((x) => x.outcome === 'skipped' || x.outcome === 'withdrawn').map((x) => x.draftId);
  const unsentIds = campaignPlans.unsent(db, campaignId);
  // teamcampaign: a post a teammate sent is sent, by them, whatever this laptop's own records say.
  const sent = teamSentPosts(lib, campaignId, [...unsentIds, ...notHanded], team);
  // w9camp: handed from here, yet the Hub ran a teammate's call first (this one was its replay): sent by them.
  const replays = replayedPosts(lib, campaignId, team);
  for (const [id, t] of replays) sent.set(id, t);
  // w12camp: sent from here outside the campaign's Send (Compose, `postroom publish`): sent, by this laptop (a teammate's send goes first).
  const here = sentHerePosts(lib, campaignId, team);
  for (const id of sent.keys()) here.delete(id);
  const hadAlready = new Set([...unnamedReplays(lib, campaignId, team), ...[...here].filter(([, h]) => h.replayed).map(([id]) => id)]);
  for (const id of sent.keys()) hadAlready.delete(id);
  const withdrawnBy = teamWithdrawnPosts(lib, campaignId, [...unsentIds, ...notHanded].filter((id) => !sent.has(id) && !here.has(id)), team);
  return { sent, replays, here, hadAlready, withdrawnBy };
}

/** One post's Send column: the teammate who sent it, or sent from here outside the Send; null: its own send record says. */
// h-campcount (walk 41b, 3): `replayed`: handed by the Send, and the Hub already had it from a call no teammate names.
// h-withdrawn (walk 44b, 6): `teamWithdrawn`: a teammate withdrew it after a call that may have reached the Hub (`withdrawnBy`).
export type PostSendWord = { kind: 'teamSent'; by: string; sent: TeamSent } | { kind: 'sentHere'; replayed?: true } | { kind: 'replayed' } | { kind: 'teamWithdrawn'; by: string; at: number } | null;

/** Each post's Send word (the Posts tab's column), from the one derivation the campaign's status counts by. */
export function postSendWords(outside: SentOutsideSend, draftIds: readonly string[]): Map<string, PostSendWord> {
  const out = new Map<string, PostSendWord>();
  for (const id of draftIds) {
    const t = outside.sent.get(id);
    out.set(id, t ? { kind: 'teamSent', by: t.by.name, sent: t } : outside.here.has(id) ? { kind: 'sentHere', ...(outside.here.get(id)!.replayed ? { replayed: true as const } : {}) }
      : outside.hadAlready.has(id) ? { kind: 'replayed' } : withdrawnWord(outside.withdrawnBy.get(id)));
  }
  return out;
}

const withdrawnWord = (w: TeamWithdrawn | undefined): PostSendWord => (w ? { kind: 'teamWithdrawn', by: w.by.name, at: w.by.at } : null);
