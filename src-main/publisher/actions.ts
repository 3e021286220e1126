/**
 * Truth across states and actions (architecture.md, "What a person sees", third round): for every
 * post state × every action a person can take, what is true — allowed, allowed after a question
 * (`ask`), or refused with a reason. One table, here; every screen and the CLI read it through
 * `postActions` (the bridge carries its verdicts on each job and post), and
 * test/publisher/actions.test.ts walks every row.
 *
 * What the table rests on:
 * 1. The Hub cannot unschedule, move or edit a post it holds (hub-api.md has no such route): a held
 *    post's time and text stay what was sent; the honest way to change them is a NEW post, with the
 *    duplicate warning, since the first one still goes out.
 * 2. A scheduled post is two rows: before its time (the Hub holds it; it cannot be live yet) and past
 *    its time (it may be live; the Hub's outcome is awaited). An unknown outcome is likewise two rows:
 *    not yet due (the Hub may hold it for its time, so "it is live" and "send again" cannot be true
 *    yet) and past due.
 * 3. Retrying refused channels of a post whose time has passed asks WHEN (now or a new time): the
 *    Hub refuses a time in the past. So does sending it again as a new post (resend_when: the
 *    duplicate warning and when, in one question).
 * 4. Deleting a draft never withdraws a post the Hub has: where it still goes out (or stays live),
 *    deleting asks.
 * 5. Cancelling withdraws only what the Hub does not have. A post the Hub may hold (an unknown
 *    outcome, ahead or due) cannot be withdrawn by Postroom: the honest actions are to ask the Hub,
 *    and once due "it is live" or "send again as new".
 *    h-lostcancel (walk 44b, 4): so is a send whose call went out and whose answer was lost (`answer_lost`: src-shared
 *    answerLost): the Hub may already hold and publish it. Its job still retries under the same key, and that replay is
 *    the Hub's answer; until it comes, its other cells are the `sending` row's (in flight).
 * 6. w31retry: "Fix and resend…" (`fix_resend`: open the draft to fix what a channel or the Hub refused, then publish it)
 *    is offered only while something stays refused. A send whose refused channels were retried (retried-as.ts) is in the
 *    row of how that retry went: published (nothing is left refused: was still offered after the retry went out),
 *    refused again (fix it), unknown (the retry may be live: ask the Hub on the retry's card first) or still going.
 *    A send every channel refused whose retry was refused again is plain `channels_refused`: nothing of it is live.
 *    h-retry: a retry refused again and retried in turn: the row is the LATEST retry's (retried-as.ts ownRetried). A send
 *    whose refused channels a LATER send of the draft published ("Publish again": a Hub post of its own, retried-as.ts
 *    ownSentAgain) is `sent_again_published`: nothing is left to fix, and a retry would post those channels twice.
 * 7. w31send: restoring a withdrawn campaign post to the campaign's next Send is true only of a post
 *    nothing of which went: withdrawn before it was handed (a draft: no job) or cancelled in the Outbox
 *    before it reached the Hub (cancelled). Never of one the Hub has, may have (an unknown outcome: ask
 *    first), is being sent, or refused (not withdrawn: fix it and publish it).
 * 8. h-retryat: partial and channels_refused of a team that requires approval (`approvedTime`): an approval is of the
 *    words AND the time, so the refused channels go at the approved time (now once it has passed), never at another.
 * 9. h-retryheld: the same sends once the team took back the approval they went under (`approvalWithdrawn`: a request
 *    for changes or a withdrawal on the content as sent, not approved again since: team/approval-taken-back.ts): their
 *    refused channels are not retried (`approval_withdrawn`), whatever the time. An edit of the draft after the send is
 *    no take-back (the sent words stay approved; the publish gate holds the edited ones). Fixing it and publishing it
 *    (fix_resend) stays: edit it, send it for review, and once approved retry it or publish again.
 */
import { scheduledInstant } from '../library';
import { ACTION_QUESTIONS, ACTION_REASONS, ACTION_ROWS, POST_ACTIONS, type ActionCell, type ActionQuestion, type ActionReason, type ActionRow, type PostAction, type PostActions, type PostActionsView, type Verdict } from './actions-shape';
import type { PostStateKind } from './post-state-shape';
import { answerLost } from '../../src-shared/waiting-to-reach';

export { ACTION_QUESTIONS, ACTION_REASONS, ACTION_ROWS, POST_ACTIONS, type ActionCell, type ActionQuestion, type ActionReason, type ActionRow, type PostAction, type PostActions, type PostActionsView, type Verdict };

const A: Verdict = Object.freeze({ do: 'allowed' });
const ask = (q: ActionQuestion): Verdict => Object.freeze({ do: 'ask', ask: q });
const no = (r: ActionReason): Verdict => Object.freeze({ do: 'refused', reason: r });

/**
 * The table. Columns: edit_text, edit_time, drag (on the calendar), retry_refused, send_again (as a
 * new post), ask_hub (GET /v1/posts/status), mark_live, delete (the draft), duplicate, export,
 * cancel (withdraw a job the Hub does not have: only one still being sent under its key), restore (a campaign's
 * withdrawn post back to its next Send: rule 7).
 */
export const ACTIONS_TABLE: Readonly<Record<ActionRow, Readonly<Record<PostAction, ActionCell>>>> = Object.freeze({
  // fix_resend (rule 6) and restore (rule 7) are each row's last columns.
  draft: { edit_text: A, edit_time: A, drag: A, retry_refused: no('nothing_sent'), send_again: no('nothing_sent'), ask_hub: no('nothing_sent'), mark_live: no('nothing_sent'), delete: A, duplicate: A, export: A, cancel: no('nothing_sent'), fix_resend: no('nothing_sent'), restore: A },
  queued: { edit_text: ask('held_edit'), edit_time: ask('held_time'), drag: no('hub_queue_holds'), retry_refused: no('nothing_refused'), send_again: ask('duplicate'), ask_hub: A, mark_live: no('hub_follows'), delete: ask('still_goes_out'), duplicate: A, export: A, cancel: no('hub_queue_holds'), fix_resend: no('nothing_refused'), restore: no('hub_queue_holds') },
  scheduled_ahead: { edit_text: ask('held_edit'), edit_time: ask('held_time'), drag: no('hub_holds'), retry_refused: no('nothing_refused'), send_again: ask('duplicate'), ask_hub: A, mark_live: no('not_due'), delete: ask('still_goes_out'), duplicate: A, export: A, cancel: no('hub_holds'), fix_resend: no('nothing_refused'), restore: no('hub_holds') },
  scheduled_past: { edit_text: ask('held_edit'), edit_time: no('may_be_out'), drag: no('may_be_out'), retry_refused: no('nothing_refused'), send_again: ask('resend_when'), ask_hub: A, mark_live: no('hub_follows'), delete: ask('still_goes_out'), duplicate: A, export: A, cancel: no('may_be_out'), fix_resend: no('nothing_refused'), restore: no('may_be_out') },
  sending: { edit_text: ask('held_edit'), edit_time: no('in_flight'), drag: no('in_flight'), retry_refused: no('in_flight'), send_again: no('in_flight'), ask_hub: no('in_flight'), mark_live: no('in_flight'), delete: ask('still_goes_out'), duplicate: A, export: A, cancel: A, fix_resend: no('in_flight'), restore: no('in_flight') },
  // h-lostcancel (rule 5): still sent under its key, but its answer was lost: the Hub may hold it, so it is not withdrawn.
  answer_lost: { edit_text: ask('held_edit'), edit_time: no('in_flight'), drag: no('in_flight'), retry_refused: no('in_flight'), send_again: no('in_flight'), ask_hub: no('in_flight'), mark_live: no('in_flight'), delete: ask('still_goes_out'), duplicate: A, export: A, cancel: no('answer_lost'), fix_resend: no('in_flight'), restore: no('in_flight') },
  published: { edit_text: ask('held_edit'), edit_time: no('already_out'), drag: no('already_out'), retry_refused: no('nothing_refused'), send_again: ask('duplicate'), ask_hub: no('final'), mark_live: no('final'), delete: ask('stays_live'), duplicate: A, export: A, cancel: no('final'), fix_resend: no('nothing_refused'), restore: no('final') },
  partial: { edit_text: A, edit_time: no('already_out'), drag: no('already_out'), retry_refused: { pastTime: ask('when'), otherwise: A }, send_again: ask('duplicate'), ask_hub: no('final'), mark_live: no('final'), delete: ask('stays_live'), duplicate: A, export: A, cancel: no('final'), fix_resend: A, restore: no('final') },
  refused: { edit_text: A, edit_time: A, drag: A, retry_refused: no('hub_refused_all'), send_again: A, ask_hub: no('nothing_sent'), mark_live: no('nothing_sent'), delete: A, duplicate: A, export: A, cancel: no('final'), fix_resend: A, restore: no('hub_refused_all') },
  channels_refused: { edit_text: A, edit_time: no('already_out'), drag: no('already_out'), retry_refused: { pastTime: ask('when'), otherwise: A }, send_again: A, ask_hub: no('final'), mark_live: no('final'), delete: A, duplicate: A, export: A, cancel: no('final'), fix_resend: A, restore: no('final') },
  unknown_ahead: { edit_text: ask('held_edit'), edit_time: ask('held_time'), drag: no('hub_may_hold'), retry_refused: no('nothing_refused'), send_again: no('not_due'), ask_hub: A, mark_live: no('not_due'), delete: ask('still_goes_out'), duplicate: A, export: A, cancel: no('cannot_withdraw'), fix_resend: no('nothing_refused'), restore: no('cannot_withdraw') },
  unknown_due: { edit_text: ask('held_edit'), edit_time: no('may_be_out'), drag: no('may_be_out'), retry_refused: no('nothing_refused'), send_again: { pastTime: ask('resend_when'), otherwise: ask('duplicate') }, ask_hub: A, mark_live: ask('live'), delete: ask('still_goes_out'), duplicate: A, export: A, cancel: no('cannot_withdraw'), fix_resend: no('nothing_refused'), restore: no('cannot_withdraw') },
  cancelled: { edit_text: A, edit_time: A, drag: A, retry_refused: no('nothing_sent'), send_again: A, ask_hub: no('nothing_sent'), mark_live: no('nothing_sent'), delete: A, duplicate: A, export: A, cancel: no('already_cancelled'), fix_resend: no('nothing_sent'), restore: A },
  // w31retry (rule 6): a send whose refused channels' retry published them, was refused again, is unknown, or still goes.
  retried_published: { edit_text: ask('held_edit'), edit_time: no('already_out'), drag: no('already_out'), retry_refused: no('followed_up'), send_again: no('followed_up'), ask_hub: no('final'), mark_live: no('final'), delete: ask('stays_live'), duplicate: A, export: A, cancel: no('final'), fix_resend: no('retry_published'), restore: no('final') },
  retried_refused: { edit_text: A, edit_time: no('already_out'), drag: no('already_out'), retry_refused: no('followed_up'), send_again: no('followed_up'), ask_hub: no('final'), mark_live: no('final'), delete: ask('stays_live'), duplicate: A, export: A, cancel: no('final'), fix_resend: A, restore: no('final') },
  retried_unknown: { edit_text: ask('held_edit'), edit_time: no('may_be_out'), drag: no('may_be_out'), retry_refused: no('followed_up'), send_again: no('followed_up'), ask_hub: no('final'), mark_live: no('final'), delete: ask('still_goes_out'), duplicate: A, export: A, cancel: no('final'), fix_resend: no('retry_may_be_out'), restore: no('final') },
  retried_pending: { edit_text: ask('held_edit'), edit_time: no('already_out'), drag: no('already_out'), retry_refused: no('followed_up'), send_again: no('followed_up'), ask_hub: no('final'), mark_live: no('final'), delete: ask('still_goes_out'), duplicate: A, export: A, cancel: no('final'), fix_resend: no('retry_pending'), restore: no('final') },
  // h-retry (rule 6): its refused channels published by a later send of the draft; sending the post again is a new post (the duplicate question), as of a published one.
  sent_again_published: { edit_text: ask('held_edit'), edit_time: no('already_out'), drag: no('already_out'), retry_refused: no('sent_again_published'), send_again: ask('duplicate'), ask_hub: no('final'), mark_live: no('final'), delete: ask('stays_live'), duplicate: A, export: A, cancel: no('final'), fix_resend: no('sent_again_published'), restore: no('final') },
  // h-retryat (rule 8): partial and channels_refused of a team that requires approval: the refused channels go at the approved time only.
  approved_partial: { edit_text: A, edit_time: no('already_out'), drag: no('already_out'), retry_refused: { pastTime: ask('when_now'), otherwise: A, otherTime: no('approved_time') }, send_again: ask('duplicate'), ask_hub: no('final'), mark_live: no('final'), delete: ask('stays_live'), duplicate: A, export: A, cancel: no('final'), fix_resend: A, restore: no('final') },
  approved_channels_refused: { edit_text: A, edit_time: no('already_out'), drag: no('already_out'), retry_refused: { pastTime: ask('when_now'), otherwise: A, otherTime: no('approved_time') }, send_again: A, ask_hub: no('final'), mark_live: no('final'), delete: A, duplicate: A, export: A, cancel: no('final'), fix_resend: A, restore: no('final') },
  // h-retryheld (rule 9): the approval the send went under was taken back: nothing of it goes again until approved again.
  withdrawn_partial: { edit_text: A, edit_time: no('already_out'), drag: no('already_out'), retry_refused: no('approval_withdrawn'), send_again: ask('duplicate'), ask_hub: no('final'), mark_live: no('final'), delete: ask('stays_live'), duplicate: A, export: A, cancel: no('final'), fix_resend: A, restore: no('final') },
  withdrawn_channels_refused: { edit_text: A, edit_time: no('already_out'), drag: no('already_out'), retry_refused: no('approval_withdrawn'), send_again: A, ask_hub: no('final'), mark_live: no('final'), delete: A, duplicate: A, export: A, cancel: no('final'), fix_resend: A, restore: no('final') },
});

/**
 * A job already followed up (its refused channels retried, or the post resent as new): the newer
 * job carries those decisions, so on the older one they are refused (and point to the newer).
 * w29resend (walk 25, 1): never asking the Hub. A call sent again as new reached the Hub under its own key, which still
 * names it there (a status read): it may be a post of its own, and only the Hub can say (a final one is refused as `final`).
 */
export const FOLLOWED_UP: readonly PostAction[] = ['retry_refused', 'send_again', 'mark_live'];

/** What the table reads of a post: its state, and the time and zone it was sent for (if any). */
export interface ActionSubject {
  state: PostStateKind;
  scheduledAt: string | null;
  timezone: string | null;
  /** The job (or post) was already retried or resent as a newer job. */
  followedUp?: boolean;
  /** h-lostcancel: whether a post still being sent is retrying, and why (PostState's): a lost answer is its own row (rule 5). */
  retrying?: boolean;
  reason?: { code: string } | null;
  /** w31retry: the post state of the retry that sent its refused channels again (retried-as.ts `RetriedAs.state`), if one did. */
  retried?: PostStateKind | null;
  /** h-retry: the state, on its refused channels, of a later send of the draft that carried them (retried-as.ts ownSentAgain `state`), if one did. */
  sentAgain?: PostStateKind | null;
  /**
   * h-retryat (rule 8): the post belongs to a team that requires approval, so its time (`scheduledAt`, `timezone`: the
   * approved one) was approved with its words (Publisher.approvedTime).
   */
  approvedTime?: boolean;
  /**
   * h-retryheld (rule 9): with `approvedTime`, the team took back the approval the send went under since (a request for
   * changes or a withdrawal of the content as sent, not approved again: Publisher.approvalTakenBack).
   */
  approvalWithdrawn?: boolean;
}

/** w31retry (rule 6): the row of a send whose refused channels were retried, by how the retry went; null: its own state's row. */
export function retriedRow(state: PostStateKind, retried: PostStateKind | null | undefined): ActionRow | null {
  if ((state !== 'partial' && state !== 'channels_refused') || !retried) return null;
  switch (retried) {
    case 'published': return 'retried_published';
    case 'partial': return 'retried_refused';
    case 'refused': case 'channels_refused': return state === 'partial' ? 'retried_refused' : null;
    case 'unknown': return 'retried_unknown';
    case 'queued': case 'scheduled': case 'sending': return 'retried_pending';
    case 'draft': case 'cancelled': return null;
    default: {
      const never: never = retried;
      throw new Error(`unknown post state ${String(never)}`);
    }
  }
}

/** The instant of the post's own time (its wall clock read in its zone), or null when it has none. */
export function dueAt(s: Pick<ActionSubject, 'scheduledAt' | 'timezone'>): number | null {
  return s.scheduledAt ? scheduledInstant(s.scheduledAt, s.timezone) : null;
}

/** The table's row for a post at `now` (ms). */
export function actionRow(s: ActionSubject, now: number): ActionRow {
  const retried = retriedRow(s.state, s.retried);
  if (retried) return retried;
  if ((s.state === 'partial' || s.state === 'channels_refused') && s.sentAgain === 'published') return 'sent_again_published';
  if (s.approvedTime && s.approvalWithdrawn && s.state === 'partial') return 'withdrawn_partial';
  if (s.approvedTime && s.approvalWithdrawn && s.state === 'channels_refused') return 'withdrawn_channels_refused';
  if (s.approvedTime && s.state === 'partial') return 'approved_partial';
  if (s.approvedTime && s.state === 'channels_refused') return 'approved_channels_refused';
  const at = dueAt(s);
  const ahead = at !== null && at > now;
  switch (s.state) {
    case 'scheduled': return ahead || at === null ? 'scheduled_ahead' : 'scheduled_past';
    case 'unknown': return ahead ? 'unknown_ahead' : 'unknown_due';
    case 'sending': return answerLost(s) ? 'answer_lost' : 'sending';
    case 'draft': case 'queued': case 'published': case 'partial': case 'refused': case 'channels_refused': case 'cancelled':
      return s.state;
    default: {
      const never: never = s.state;
      throw new Error(`unknown post state ${String(never)}`);
    }
  }
}

/** One cell read for a post: the time-dependent cells resolved, a followed-up job's decisions refused. */
export function resolveCell(cell: ActionCell, action: PostAction, s: ActionSubject, now: number): Verdict {
  let v: Verdict;
  if ('pastTime' in cell) {
    const at = dueAt(s);
    v = at !== null && at <= now ? cell.pastTime : cell.otherwise;
  } else v = cell;
  if (s.followedUp && FOLLOWED_UP.includes(action) && v.do !== 'refused') return no('followed_up');
  return v;
}

/** h-retryat: a time a retry is asked for: now (no time), or a wall-clock time in a zone (follow-up.ts RetryWhen). */
export type AskedTime = { now: true } | { scheduledAt: string; timezone: string };

/**
 * h-retryat (rule 8): whether `when` is a time other than the post's own: a new time (any, for a post with none), or now
 * while its own time is still ahead. Now once its time has passed is the answer to the `when`/`when_now` question, not another time.
 */
export function asksOtherTime(s: Pick<ActionSubject, 'scheduledAt' | 'timezone'>, when: AskedTime | undefined, now: number): boolean {
  if (!when) return false;
  const at = dueAt(s);
  if ('now' in when) return at !== null && at > now;
  return at === null || scheduledInstant(when.scheduledAt, when.timezone) !== at;
}

/**
 * h-retryat: the verdict on retrying the refused channels at `when` (none: at the post's own time): the table's cell, and
 * its `otherTime` verdict when `when` is another time (rule 8). ONE reading for the publisher (which refuses by it), the
 * CLI's `retry` and the app's card.
 */
export function retryVerdict(s: ActionSubject, when: AskedTime | undefined, now: number): Verdict {
  const cell = ACTIONS_TABLE[actionRow(s, now)].retry_refused;
  const v = resolveCell(cell, 'retry_refused', s, now);
  if (v.do === 'refused' || !('pastTime' in cell) || cell.otherTime === undefined || !asksOtherTime(s, when, now)) return v;
  return cell.otherTime;
}

/** Every action's verdict for a post at `now` (ms): what screens offer and the CLI does. */
export function postActions(s: ActionSubject, now: number): PostActions {
  const row = ACTIONS_TABLE[actionRow(s, now)];
  const out = {} as Record<PostAction, Verdict>;
  for (const a of POST_ACTIONS) out[a] = resolveCell(row[a], a, s, now);
  return Object.freeze(out);
}

/**
 * left31: a post the Hub has nothing of (the table says so: asking the Hub is refused as `nothing_sent`: a draft,
 * a refused or a cancelled post) whose own time has passed. Nothing will send it at that time, so no screen may say
 * "scheduled for" it: the Library, the calendar and `drafts list` say "time passed, not sent" from this one check.
 */
export function timePassedUnsent(s: ActionSubject, now: number): boolean {
  const at = dueAt(s);
  if (at === null || at > now) return false;
  const v = resolveCell(ACTIONS_TABLE[actionRow(s, now)].ask_hub, 'ask_hub', s, now);
  return v.do === 'refused' && v.reason === 'nothing_sent';
}

/** Whether a verdict lets the action go ahead (at once or after its question). */
export const offered = (v: Verdict): boolean => v.do !== 'refused';

/**
 * The moment the verdicts change by time alone (the post's time, while it is ahead), or null: a
 * screen showing them reads them again then.
 */
export function actionsChangeAt(s: ActionSubject, now: number): number | null {
  const at = dueAt(s);
  return at !== null && at > now ? at : null;
}

/** The verdicts as the bridge carries them to a screen: the row, every verdict, and when they change. */
export function actionsView(s: ActionSubject, now: number): PostActionsView {
  const at = actionsChangeAt(s, now);
  return { row: actionRow(s, now), verdicts: postActions(s, now), changesAt: at === null ? null : new Date(at).toISOString() };
}

/** The questions and reasons in plain English, for the CLI and logs (screens word them from their catalogs). */
export const ACTION_ENGLISH: Readonly<{ ask: Record<ActionQuestion, string>; reason: Record<ActionReason, string> }> = Object.freeze({
  ask: {
    when: 'its time has passed: say when the refused channels go, now or at a new time',
    duplicate: 'this makes a NEW post; the first one still goes out or stays live, so it may appear twice',
    live: 'mark it published only after seeing it live on each channel',
    held_edit: 'the Hub keeps what was sent: an edit changes the draft only, not the post the Hub holds',
    held_time: 'the Hub cannot move or unschedule the post it holds: a new time goes out only as a new post, and the first one still goes out',
    still_goes_out: 'deleting the draft does not stop the post: the Hub still publishes it',
    stays_live: 'deleting the draft does not take the post down from its channels',
    resend_when: 'its time has passed and the Hub refuses a time in the past: say when the new post goes, now or at a new time; the first one may already be live, so it may appear twice',
    when_now: 'its approved time has passed: its refused channels can go now; another time needs a new approval (change the time in Compose and send it for review)',
  },
  reason: {
    nothing_sent: 'nothing was sent to the Hub',
    nothing_refused: 'no channel refused this post',
    hub_refused_all: 'the Hub refused the whole post: fix the draft and publish it',
    hub_holds: 'the Hub holds this post at its time and cannot move or unschedule it',
    hub_queue_holds: "the Hub holds this post in its posting queue and cannot move it or take it out",
    hub_may_hold: 'the Hub may hold this post for its time and cannot move it: ask the Hub first',
    in_flight: 'Postroom is still sending this post under its key: wait for the Hub to answer',
    not_due: 'its time has not come yet: ask the Hub what it holds first',
    hub_follows: "the Hub's outcome is still to come, and Postroom reads it",
    final: 'the Hub has already given its final answer for this post',
    already_out: 'it went out at its time: that time cannot change now',
    may_be_out: 'its time has passed and it may already be live: that time cannot change now',
    followed_up: 'this was already retried or sent again: see the newer post',
    cannot_withdraw: 'the Hub may hold this post, and Postroom cannot withdraw a post the Hub has: ask the Hub what it holds',
    already_cancelled: 'it was already cancelled',
    teammate_sends: "a teammate's laptop sends this post: only that laptop can withdraw it, retry it or ask the Hub about it, and the team sees its outcome",
    teammate_call: "a teammate's call of this post's key was the Hub's: only their laptop can withdraw it, retry it or say it is live; this computer holds a job of the same key and can ask the Hub about it",
    needs_new_approval: 'it was sent to the Hub under its current approval: sending it again as a new post needs a new approval first',
    left_team: 'you left the team this post belongs to: its posts are published through the team (rejoin it, or duplicate the post to publish a copy of your own)',
    revoked: "the team revoked this computer's member token (the team server says so): ask the team owner for a new token and join again with it; nothing is sent from here",
    edited_since_send: 'the post was edited and approved again since this send: publish the approved version instead',
    edited_ask_first: 'the post was edited and approved again since this send, whose outcome is unknown: ask the Hub about this send first (it may be live)',
    retry_published: 'its refused channels were retried and the retry published them: nothing is left to fix',
    retry_may_be_out: "its refused channels' retry has an unknown outcome and may be live: ask the Hub about the retry first",
    retry_pending: "its refused channels' retry is still with the Hub: wait for its outcome",
    sent_again_published: 'the post was sent again as a new post, which published its refused channels: nothing is left to fix, and retrying them would post them twice',
    approval_withdrawn: 'the team took back the approval this post was sent under (changes were asked for, or it was withdrawn): its refused channels do not go until it is approved again; edit it in Compose and send it for review, then retry them or publish it again once approved',
    approved_time: "the team approves a post's time with its words: its refused channels go at the approved time (or now, once it has passed), not at another; to send them at another time, change the time in Compose and send it for review",
    answer_lost: 'its call reached the Hub and the answer was lost: the Hub may already hold the post (and publish it), and Postroom cannot withdraw a post the Hub has; it keeps sending it under the same key, so the Hub keeps one post and its answer says what became of it',
  },
});
