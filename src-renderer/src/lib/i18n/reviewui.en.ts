/**
 * English strings of reviewui (issue 34): who sent a team's post, on every screen that shows the
 * post (lib/postState.ts `sentByLine`, from the core's one derivation `by`).
 * Spread into `en`; `reviewui.vi.ts` is typed against this shape.
 */
export const reviewuiEn = {
  reviewui: {
    byline: {
      published: 'Published by {who} · {time}',
      /** w27teammate (walk 23, 4): some channels refused: never "Published by". {n} of {m}: the core's counts. */
      partial: 'Partly published by {who}: {n} of {m} channels · {time}',
      unknown: 'Outcome unknown — sent by {who} · {time}',
      sent: 'Sent by {who} · {time}',
      /** walk 36b (1): their calls never reached the Hub (it did not answer them): never "Sent by"; {time}: their last try. */
      waiting: 'Queued by {who}, not at the Hub yet · last tried {time}',
      /** h-teamwords (walk 32, 3): their job cancelled before it reached the Hub: never sent ({time}: when it was queued). */
      cancelled: 'Cancelled on {who}’s computer before it reached the Hub · queued {time}',
      /** w31retry: sent with a time: published at that time, not at the send ({time}: the send; {at} ({zone}): the post's time). */
      publishedFor: 'Published by {who} · sent {time} · scheduled for {at} ({zone})',
      partialFor: 'Partly published by {who}: {n} of {m} channels · sent {time} · scheduled for {at} ({zone})',
    },
    /**
     * Compose's status line for a post a teammate's laptop sent. w22outbox (walk 20, 3): this computer's Outbox
     * does list it, in its "Sent by teammates" group (teamoutbox.title), not as a job of its own.
     */
    teammateNote: 'Sent from {who}’s computer: this computer’s Outbox lists it under Sent by teammates, not as a job of its own.',
    whyTeammate: '{who}’s computer is sending it: it is not sent twice.',
  },
};
