/**
 * English strings of the state × action truth table (publisher/actions.ts; third round): each
 * question an action asks first and each reason it is refused, and the words of the Outbox card
 * and the composer's schedule that act on them (retry asks when, ask the Hub, a held post's time).
 * Spread into `en`; `truth.vi.ts` is typed against this shape.
 */
export const truthEn = {
  truth: {
    ask: {
      when: 'Its time has passed: say when the refused channels go, now or at a new time.',
      duplicate: 'This makes a NEW post: the first one still goes out or stays live, so it may appear twice.',
      live: 'Mark it published only after you have seen it live on each channel.',
      held_edit: 'The Hub keeps what was sent: an edit changes the draft only, not the post the Hub holds.',
      held_time: 'The Hub cannot move or unschedule a post it holds: a new time goes out only as a new post, and the first one still goes out.',
      still_goes_out: 'Deleting the draft does not stop the post: the Hub still publishes it.',
      stays_live: 'Deleting the draft does not take the post down from its channels.',
      resend_when: 'Its time has passed and the Hub refuses a time in the past: say when the new post goes, now or at a new time. The first one may already be live, so it may appear twice.',
      // h-retryat (walk 40b): a team that requires approval approved the time with the words.
      when_now: 'Its approved time has passed: its refused channels can go now. Another time needs a new approval: change the time in Compose and send it for review.',
    },
    reason: {
      nothing_sent: 'Nothing was sent to the Hub.',
      nothing_refused: 'No channel refused this post.',
      hub_refused_all: 'The Hub refused the whole post: fix the draft and publish it.',
      hub_holds: 'The Hub holds this post at its time and cannot move or unschedule it.',
      hub_queue_holds: 'The Hub holds this post in its posting queue and cannot move it or take it out.',
      hub_may_hold: 'The Hub may hold this post for its time and cannot move it: ask the Hub first.',
      in_flight: 'Postroom is still sending this post: wait for the Hub to answer.',
      not_due: 'Its time has not come yet: ask the Hub what it holds first.',
      hub_follows: 'The Hub’s outcome is still to come, and Postroom reads it.',
      final: 'The Hub has already given its final answer for this post.',
      already_out: 'It went out at its time: that time cannot change now.',
      may_be_out: 'Its time has passed and it may already be live: that time cannot change now.',
      followed_up: 'This was already retried or sent again: see the newer post.',
      cannot_withdraw: 'The Hub may hold this post, and Postroom cannot withdraw a post the Hub has: ask the Hub what it holds.',
      already_cancelled: 'It was already cancelled.',
      // reviewui (issue 34): the team's overlay.
      teammate_sends: "A teammate's laptop sends this post: only that laptop can withdraw it, retry it or ask the Hub about it. Its outcome reaches everyone.",
      // h-replayask (walk 37, 2): this computer holds a job of the same key: it may ask the Hub.
      teammate_call: "A teammate's call of this post was the one the Hub took: only their laptop can withdraw it, retry it or say it is live. This computer holds a job of the same key, so it can ask the Hub about it.",
      // walk 39b: the rule, true whoever reads it (Sam, an approver, read "Withdraw it in Review" and may not); who may, by
      // name, is the review's (reviewtruth.ts againHint over the core's `withdrawers`), said where it is read.
      needs_new_approval: 'It was sent to the Hub under its current approval: sending it again as a new post needs a new approval first. Its authors or an owner withdraw it in Review, then send it for review again.',
      left_team: 'You left the team this post belongs to: its posts are published through the team. Rejoin it, or Duplicate the post to publish a copy of your own.',
      // w12revpub (walk 12): a revoked laptop sends no new post of the team.
      revoked: 'The team revoked this computer\'s member token (the team server says so): ask the team owner for a new token and join again with it. Nothing is sent from here.',
      // w16bytes: a resend whose bytes the current approval did not approve.
      edited_since_send: 'The post was edited and approved again since this send: publish the approved version instead.',
      // h-again (walk 31, 2): the same while the send's outcome is unknown: the step possible first.
      edited_ask_first: 'The post was edited and approved again since this send, whose outcome is unknown: ask the Hub about this send first (it may be live).',
      // w31retry: "Fix and resend…" of a send whose refused channels were retried.
      retry_published: 'Its refused channels were retried and the retry published them: nothing is left to fix.',
      retry_may_be_out: 'The retry of its refused channels has an unknown outcome and may be live: ask the Hub about the retry first.',
      retry_pending: 'The retry of its refused channels is still with the Hub: wait for its outcome.',
      // h-retry: "Fix and resend…" and a retry of a send whose refused channels a later send of the draft published.
      sent_again_published: 'The post was sent again as a new post, which published its refused channels: nothing is left to fix, and retrying them would post them twice.',
      // h-retryat (walk 40b): a retry at a time other than the approved one.
      approved_time: 'Your team approves a post’s time with its words: its refused channels go at the approved time (or now, once it has passed), not at another. To send them at another time, change the time in Compose and send it for review.',
      // h-retryheld: a retry of a send whose approval the team took back since.
      approval_withdrawn: 'Your team took back the approval this post was sent under: its refused channels do not go until it is approved again. Edit it in Compose and send it for review; once approved, retry them or publish it again.',
      // h-lostcancel (walk 44b, 4): no Cancel for a send whose answer was lost.
      answer_lost: 'Its call reached the Hub and the answer was lost: the Hub may already hold the post (and publish it), so it cannot be cancelled. Postroom keeps sending it under the same key, so the Hub keeps one post, and its answer says what became of it.',
    },
    card: {
      whenTitle: 'Its time, {time} ({zone}), has passed, and the Hub refuses a time in the past. When should the refused channels go?',
      whenNow: 'Now',
      whenAt: 'At a new time',
      whenTime: 'Time',
      whenZone: 'Time zone',
      whenGo: 'Retry at this time',
      whenGoNow: 'Retry now',
      whenCancel: 'Cancel',
      // h-retryat: the approved time has passed, in a team that requires approval: now is the one answer here.
      whenApproved: 'Your team approved this post with its time: its refused channels go now, or at another time only after a new approval. To change the time, open the draft in Compose and send it for review.',
      // h-retryheld: who took back the approval this send went under, and when (the card's own words, where Retry was).
      takenBackChanges: '{who} asked for changes on this post at {time}, after it was sent: its refused channels are not retried until it is approved again. Edit it in Compose and send it for review; once approved, retry them or publish it again.',
      takenBackWithdrawn: '{who} withdrew this post’s approval at {time}, after it was sent: its refused channels are not retried until it is approved again. Edit it in Compose and send it for review; once approved, retry them or publish it again.',
      takenBackChangesYou: 'You asked for changes on this post at {time}, after it was sent: its refused channels are not retried until it is approved again. Edit it in Compose and send it for review; once approved, retry them or publish it again.',
      takenBackWithdrawnYou: 'You withdrew this post’s approval at {time}, after it was sent: its refused channels are not retried until it is approved again. Edit it in Compose and send it for review; once approved, retry them or publish it again.',
      resendWhenTitle: 'Its time, {time} ({zone}), has passed, and the Hub refuses a time in the past. When should the new post go? The first one may already be live, so it may appear twice.',
      resendGo: 'Send again at this time',
      resendGoNow: 'Send again now',
      retriedAs: 'Its refused channels were retried as a new post: {state}.',
      retriedAt: 'Its refused channels were retried as a new post for {time} ({zone}): {state}.',
      resent: 'Sent again as a new post.',
      resentAs: 'Sent again as a new post: {state}.',
      sentThenResent: 'Sent to the Hub, then sent again as a new post: see the new card.',
      sentThenStopped: 'Sent to the Hub, and Postroom no longer follows it: the Hub may still publish it. Check its channels.',
      badgeResent: 'Sent again as new',
      badgeStopped: 'No longer followed',
      show: 'Show it',
      notShown: 'The new post is not in the list shown (check the filters).',
      unknownAhead: 'The Hub did not answer in time, but this post is for {time} ({zone}): the Hub may hold it for then. Ask the Hub what it holds.',
      hubAnswered: 'What the Hub answered',
      pastDue: 'Its time has passed: the Hub publishes it now, and Postroom reads what each channel made of it.',
      askHub: 'Ask the Hub',
      askHubHint: 'Reads what the Hub knows of this post. Nothing is sent again.',
      askedHeld: 'The Hub holds it for {time} ({zone}).',
      askedQueued: 'The Hub holds it in its posting queue.',
      askedWorking: 'The Hub has it and is still working on it.',
      askedFinal: 'The Hub says: {state}.',
      askedUnknown: 'The Hub could not say what became of it. Check its channels.',
      notYet: '“It is live” and “Send again as new” are offered once its time has come.',
    },
    desk: {
      unknownAhead: 'No answer in time; the Hub may hold it for its time. Ask the Hub.',
    },
    compose: {
      heldAt: 'The Hub holds this post for {time} ({zone}).',
      heldQueue: 'The Hub holds this post in its posting queue.',
      unknownNote: 'The Hub did not say whether it took this post, so it may hold it: changing the time here would not move it. Ask the Hub in the Outbox what it holds.',
      heldNote: 'The Hub cannot move or unschedule a post it holds, so changing the time here would not move it. To publish at another time, send it as a new post; the one the Hub holds still goes out.',
      newTime: 'Send it as a new post at another time…',
      newTimeWarn: 'This sends a NEW post at the time below. The post the Hub holds still goes out at {time} ({zone}): it will appear twice unless you delete the first one on each channel once it is out.',
      sendNew: 'Send as a new post at this time',
      sendNewConfirm: 'Send a NEW post at {time} ({zone})? {count, plural, =1 {The one the Hub holds still goes out} other {The Hub’s # posts still go out}} at {held}.',
      keep: 'Keep the Hub’s time',
      sentNew: 'Sent as a new post for {time} ({zone}). {count, plural, =1 {The first one still goes out} other {The Hub’s # earlier posts still go out}} at {held}.',
    },
  },
};
