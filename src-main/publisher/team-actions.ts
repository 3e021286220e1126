/**
 * The truth table for a team's posts (issue 34, item 5; reviewui): what the state × action table
 * (actions.ts) says, with the team's own truths laid over it. One overlay, as data; every screen reads it
 * through the bridge's `posts.actions`, and test/publisher/team-actions.test.ts walks every row × case.
 *
 * The cases:
 * 1. `teammate_job`: the post's deciding job is a teammate's (post-state.ts `by`): it sits in their
 *    laptop's journal, not this one's. Only that laptop can withdraw it, retry its refused channels,
 *    ask the Hub about its key or say it is live; the team learns the outcome from it. Those actions
 *    are not offered here, with the reason.
 * 2. `needs_new_approval`: in a team that requires approval, the post already went out (here or on a
 *    teammate's laptop) under its current approval: sending it again as new is a reviewed decision
 *    (team.ts rule 3), so it waits for a new approval. Without this row "Publish again" was offered,
 *    pressed, and quietly held back.
 * 3. `left_team`: this workspace left the team the post belongs to: its posts are published through the
 *    team, so sending it again is refused for that reason (the publish hold's own code), never for a
 *    new approval that cannot happen here.
 * 4. `revoked` (w12revpub, walk 12): the team revoked this laptop's member token (the publish hold's own code): no new
 *    post of the team goes from here, neither sent again as new nor its refused channels retried (publisher.ts refuses both).
 * 5. `edited_since_send` (w16bytes): this job's bytes are not the revision the draft's current approval approved (it was
 *    edited and approved again since this send: resend-bytes.ts). Sending them again as new would put text nobody
 *    approved under that approval's key: refused; the approved version goes by Publish.
 * 6. `teammate_call` (h-replayask, walk 37, 2): the post's deciding call was a teammate's, and this journal holds its own
 *    job of the SAME key (post-state.ts `by.here`: this computer's call was a replay of theirs, or went unanswered).
 *    The Hub answers by the key, so this laptop may ask it (its own job); withdrawing, retrying or saying it is live
 *    stay the sender's, as in `teammate_job`. Before, Compose said "Only Hà's computer can ask the Hub" on Minh's
 *    laptop while his own job of the key could ask, and did from the Outbox.
 * An action the table already refuses keeps its own reason (the table's is the first truth).
 */
import { actionsView, offered, type ActionReason, type ActionSubject, type PostAction, type PostActions, type PostActionsView } from './actions';
import { senderRevokedAt, type PostState } from './post-state';

export const TEAM_CASES = ['teammate_job', 'teammate_call', 'needs_new_approval', 'left_team', 'revoked', 'edited_since_send'] as const;
export type TeamCase = (typeof TEAM_CASES)[number];

/** For each case, the actions it refuses (where the table offers them) and why. */
export const TEAM_OVERLAY: Readonly<Record<TeamCase, Readonly<Partial<Record<PostAction, ActionReason>>>>> = Object.freeze({
  teammate_job: Object.freeze({ cancel: 'teammate_sends', retry_refused: 'teammate_sends', ask_hub: 'teammate_sends', mark_live: 'teammate_sends' }),
  teammate_call: Object.freeze({ cancel: 'teammate_call', retry_refused: 'teammate_call', mark_live: 'teammate_call' }),
  needs_new_approval: Object.freeze({ send_again: 'needs_new_approval' }),
  left_team: Object.freeze({ send_again: 'left_team' }),
  revoked: Object.freeze({ send_again: 'revoked', retry_refused: 'revoked' }),
  edited_since_send: Object.freeze({ send_again: 'edited_since_send' }),
});

/**
 * The cases of one post: `post` as derived with the team's outcomes (its `by`), and `againHold`: the problem
 * that holds publishing it again back (Publisher.againHold, the same check the send makes), or null; `bytesStale`: the
 * job's own bytes are not what the current approval approved (Publisher.resendStale, the check the resend makes).
 */
export function teamCases(post: Pick<PostState, 'by'>, againHold: { code: string } | null, bytesStale = false): TeamCase[] {
  const held = againHold === null ? [] : againHold.code === 'left_team' ? ['left_team' as const] : againHold.code === 'revoked' ? ['revoked' as const] : ['needs_new_approval' as const];
  // w16bytes: a job's own bytes not the approved revision (resend-bytes.ts resendBytesStale); the draft's hold says first.
  const stale = bytesStale && held.length === 0 ? ['edited_since_send' as const] : [];
  // h-replayask (walk 37, 2): a teammate's call, of a key this journal holds a job of too: this laptop may ask the Hub.
  const theirs = post.by ? [post.by.here ? ('teammate_call' as const) : ('teammate_job' as const)] : [];
  return [...theirs, ...held, ...stale];
}

/** The verdicts with the cases laid over them. */
export function withTeamCases(verdicts: PostActions, cases: readonly TeamCase[]): PostActions {
  const out = { ...verdicts } as Record<PostAction, PostActions[PostAction]>;
  for (const c of cases) {
    for (const [a, reason] of Object.entries(TEAM_OVERLAY[c]) as Array<[PostAction, ActionReason]>) {
      if (offered(out[a])) out[a] = Object.freeze({ do: 'refused', reason });
    }
  }
  // h-again (walk 31, 2): "publish the approved version instead" while the send's outcome is unknown was a step nobody
  // could take (Publish waits for the outcome; publish again asks the Hub first): where this laptop can ask, that is said.
  // Only of an outcome unknown (the row offers "mark published": unknown_due); a queued or scheduled post's outcome is known.
  const s = out.send_again;
  if (s.do === 'refused' && s.reason === 'edited_since_send' && offered(out.ask_hub) && offered(out.mark_live)) out.send_again = Object.freeze({ do: 'refused', reason: 'edited_ask_first' });
  return Object.freeze(out);
}

/**
 * w27teammate (walk 23, 1): what only the sender's laptop can do about a teammate's post: the actions the table
 * offers for the post's state that the `teammate_job` case refused here. A teammate's card names exactly these
 * ("Only Bảo's computer can ask the Hub about it"), and nothing when there are none; before, every card said
 * "withdraw it, retry it or ask the Hub about it" whatever the state (a scheduled post can be withdrawn by nobody).
 */
export function senderOnly(verdicts: PostActions): PostAction[] {
  return (Object.keys(TEAM_OVERLAY.teammate_job) as PostAction[]).filter((a) => {
    const v = verdicts[a];
    return v.do === 'refused' && v.reason === 'teammate_sends';
  });
}

/**
 * walk 36: the verdicts on a teammate's send at `now` (ms): the table's for its post state with the `teammate_job` case laid
 * over them (a teammate's send: the case is its by definition). ONE reading for the app's teammate card (bridge team-sends.ts `senderOnly`), `postroom status`'s line of it and
 * what `ask`/`retry` say of its job (cli teammate-job.ts): the table's own refusal first, else only the sender's computer.
 */
export const teammateVerdicts = (post: ActionSubject & Pick<PostState, 'resentAs'>, now: number): PostActions =>
  // h-supersededteam (walk 45b, 1): a send its sender sent again as new (`resentAs`) is followed up, as the sender's own
  // job of it is (bridge outbox.ts `followedUp`: supersededBy): its computer can still ask the Hub, never say it is live.
  withTeamCases(actionsView(post.resentAs ? { ...post, followedUp: true } : post, now).verdicts, ['teammate_job']);

/**
 * What only the sender's computer can do about a teammate's send now (its card's line; `status`'s words): senderOnly of
 * teammateVerdicts. h-revokedsends (walk 39b): none when the team revoked the sender (post-state.ts senderRevokedAt): their
 * computer can act on the Hub but its news never reaches the team; the words say that instead (unsharedText).
 */
export const teammateSenderOnly = (post: ActionSubject & Pick<PostState, 'by'>, now: number): PostAction[] => (senderRevokedAt(post) !== null ? [] : senderOnly(teammateVerdicts(post, now)));

/** The CLI's English for `senderOnly` (the app's words are the catalog's teamoutbox.senderAction, the same table). */
const SENDER_ACTION_ENGLISH: Readonly<Partial<Record<PostAction, string>>> = Object.freeze({ cancel: 'withdraw it', retry_refused: 'retry its refused channels', ask_hub: 'ask the Hub about it', mark_live: 'say it is live' });

/** "only Bảo's computer can ask the Hub about it" (actions joined with "or"); '' when there are none. */
export function senderOnlyEnglish(actions: readonly PostAction[], who: string): string {
  const words = actions.map((a) => SENDER_ACTION_ENGLISH[a] ?? a);
  if (words.length === 0) return '';
  const list = words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
  return `only ${who}'s computer can ${list}`;
}

/** A bridge's view (actions.ts actionsView) with the cases laid over its verdicts. */
export const teamActionsView = (view: PostActionsView, cases: readonly TeamCase[]): PostActionsView =>
  cases.length === 0 ? view : { ...view, verdicts: withTeamCases(view.verdicts, cases) };

/**
 * w16asnew (walk 15, issue 34): what "Send it as a new post at another time…" does (Compose, a post the Hub holds), one
 * row per case — read by the screens through `review.settings` (`newTime`), so the question before the step says it:
 * - `sends`: outside a team, or in a team that does not require approval: the new post goes to the Hub at that time.
 * - `review_first`: a team that requires approval: the time is part of what is approved (team/review.ts
 *   contentRevision), so choosing it sends the post back to review by itself (an approval edited since reads as in
 *   review: nobody needs to send it); the new post goes to the Hub only once approved again (then Publish again).
 * Before, the question said "Send a NEW post at …?" and the answer was "Not sent as a new post. Waits for approval…".
 */
export const NEW_TIME_STEPS = ['sends', 'review_first'] as const;
export type NewTimeStep = (typeof NEW_TIME_STEPS)[number];

export const newTimeStep = (f: { team: boolean; approvalRequired: boolean }): NewTimeStep => (f.team && f.approvalRequired ? 'review_first' : 'sends');
