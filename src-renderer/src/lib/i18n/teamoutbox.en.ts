/**
 * English strings of teamoutbox (issue 34, walk 4): the Outbox's "Sent by teammates" group, the posts
 * teammates' laptops sent, read-only here (their jobs are in their journals).
 * Spread into `en`; `teamoutbox.vi.ts` is typed against this shape.
 */
export const teamoutboxEn = {
  teamoutbox: {
    title: 'Sent by teammates',
    /** h-calout (walk 39a, 2): after the title, which already says whose they are ("Sent by teammates · 11 posts"). */
    count: '· {n, plural, one {# post} other {# posts}}',
    /** walk 44a, 3: a post sent twice (its first send and its retry) is two cards: the header counts posts and says the sends ("· 13 posts (15 sends)"). */
    countSends: '· {n, plural, one {# post} other {# posts}} ({m, plural, one {# send} other {# sends}})',
    /**
     * h-supersededteam (walk 45b, 1): after the count, the sends their senders sent again as new (core post-state `resentAs`):
     * their outcome stayed unknown, so they are not counted as sends above, but said ("· 7 posts · 1 earlier send …").
     */
    resent: '· {k, plural, one {# earlier send sent again as new (its outcome unknown)} other {# earlier sends sent again as new (their outcomes unknown)}}',
    hint: 'What your teammates’ computers published or scheduled, per channel, as the team shares it.',
    /**
     * w27teammate (walk 23, 1): one line on each card naming what only the sender's computer can do now (core
     * team-actions.ts senderOnly, read from the table for the post's state); none: no line. {actions}: `senderAction`
     * joined as the language joins "or".
     */
    senderOnly: 'Only {who}’s computer can {actions}.',
    /** walk 36b, 2: a teammate's post retrying on a network error: the Hub did not answer THEIR computer (not "this computer is offline"). */
    theirNetwork: 'The network: the Hub did not answer {who}’s computer (it is offline, or the Hub cannot be reached from it)',
    senderAction: { cancel: 'withdraw it', retry_refused: 'retry its refused channels', ask_hub: 'ask the Hub about it', mark_live: 'say it is live' },
    /**
     * h-revokedsends (walk 39b): a teammate's post whose outcome was still to come when the team revoked its sender's
     * member token (core post-state.ts `by.revokedAt`): the team refuses that computer's news, so nothing more of it reaches
     * this one until the sender joins again. Never "On its way", "no outcome yet" nor "Only {who}’s computer can …".
     * {since}: the revocation's date and time.
     */
    unshared: {
      badge: 'Outcome not shared',
      sending: 'It was being sent when {who}’s computer last told the team; what became of it since is not known here.',
      pending: 'outcome not shared',
      line: '{who}’s member token was revoked on {since}: the team no longer takes news from that computer, so what became of this post cannot reach you. Nothing can withdraw it or ask the Hub about it from here. When the team owner gives {who} a new token and {who}’s computer joins again, it shares the outcome.',
    },
    /**
     * h-replaywho (walk 41b, 2): every call of it from this computer was answered as a replay of an earlier call under
     * its key, and no teammate's outcome names who made that call (core post-state.ts `replayed`: a revoked member's, whose
     * news never reached the team): never "Sent by you". {time}: when this computer's call went.
     */
    replayed: 'The Hub already had it from an earlier call under the same key (not known here whose); this computer’s call was a replay · {time}',
    /**
     * h-replay2 (walk 42b, 1): a teammate's call that was a replay of an earlier call no outcome here names (core post-state
     * `by.replay`): never "Published by Olivia". No time: hers is when she replayed it, not when it was sent.
     */
    replayedBy: 'The Hub already had it from an earlier call under the same key (not known here whose); {who}’s call was a replay',
    /** h-replay2: the same, short, after a state word ("Published · replayed by Olivia"): never "Published · Olivia". */
    replayedByShort: 'replayed by {who}',
    /** h-replay2: Compose's note under it (reviewui.teammateNote of a sender): the call from {who}'s computer was the replay. */
    replayedNote: 'Replayed from {who}’s computer: this computer’s Outbox lists it under Sent by teammates, not as a job of its own.',
    noneMine: 'Nothing sent from this computer yet.',
    noMatch: 'No teammate’s post matches these filters.',
    /** The publisher's own screens in a team (Compose's status line): this computer sent it. */
    byYou: {
      published: 'Published by you · {time}',
      /** w27teammate (walk 23, 4): some channels refused: never "Published by you". {n} of {m}: the core's counts. */
      partial: 'Partly published by you: {n} of {m} channels · {time}',
      unknown: 'Outcome unknown — sent by you · {time}',
      sent: 'Sent by you · {time}',
      /** walk 36b (1): its calls never reached the Hub (it did not answer): never "Sent"; {time}: the last try. */
      waiting: 'Queued by you, not at the Hub yet · last tried {time}',
      /** h-teamwords (walk 32, 3): cancelled here before it reached the Hub: never sent. */
      cancelled: 'Cancelled on this computer before it reached the Hub · queued {time}',
      /** w31retry: sent with a time: published at that time, not at the send. */
      publishedFor: 'Published by you · sent {time} · scheduled for {at} ({zone})',
      partialFor: 'Partly published by you: {n} of {m} channels · sent {time} · scheduled for {at} ({zone})',
    },
    /**
     * w27teammate (walk 23, 2): where the words would send the reader to ask the Hub but only the sender's computer can
     * (the core refused `ask_hub` here as `teammate_sends`): the same truths, naming that computer. {who}: the sender.
     */
    askVia: {
      reason: {
        hub_may_hold: 'The Hub may hold this post for its time and cannot move it: only {who}’s computer can ask the Hub what it holds.',
        not_due: 'Its time has not come yet: only {who}’s computer can ask the Hub what it holds.',
        cannot_withdraw: 'The Hub may hold this post, and Postroom cannot withdraw a post the Hub has: only {who}’s computer can ask the Hub what it holds.',
      },
      unknownAhead: 'The Hub did not answer {who}’s computer in time, but this post is for {time} ({zone}): the Hub may hold it for then. Only {who}’s computer can ask the Hub what it holds.',
      unknownNote: 'The Hub did not say whether it took this post, so it may hold it: changing the time here would not move it. Only {who}’s computer can ask the Hub what it holds.',
      /** Review's note on a post whose outcome is unknown: sent, not known to be at the Hub. {since}: date and time. */
      atHub: {
        mine: 'You sent it on {since}; the outcome is unknown: ask the Hub in the Outbox.',
        theirs: '{who}’s computer sent it on {since}; the outcome is unknown: only {who}’s computer can ask the Hub.',
        /** h-replayask: this computer holds its own job of the same key (a replay of theirs), so it can ask. */
        theirsHere: '{who}’s computer sent it on {since}; the outcome is unknown: this computer holds a job of the same key, so ask the Hub in the Outbox.',
        edit: 'Approving this edit lets it be sent again as a NEW post; it does not change a post the Hub may hold.',
        approve: 'Approving it lets it be sent again as a NEW post; it does not change a post the Hub may hold.',
        held: 'An edit made now does not change a post the Hub may hold; it can only be sent again as a NEW post.',
        withdraw: 'Withdrawing it from review does not stop a post the Hub may hold.',
      },
    },
    againNote: 'Publishing again makes a new post.',
    open: 'Open the post',
  },
};
