/**
 * English strings of reviewui (issue 34): who sent a team's post, on every screen that shows the
 * post (lib/postState.ts `sentByLine`, from the core's one derivation `by`).
 * Spread into `en`; `reviewui.vi.ts` is typed against this shape.
 */
export const reviewuiEn = {
  reviewui: {
    byline: {
      published: 'Published by {who} · {time}',
      unknown: 'Outcome unknown — sent by {who} · {time}',
      sent: 'Sent by {who} · {time}',
    },
    /** Compose's status line for a post a teammate's laptop sent (it is in their Outbox, not this one's). */
    teammateNote: 'Sent from {who}’s computer: the team shares its outcome; it is not in this computer’s Outbox.',
    whyTeammate: '{who}’s computer is sending it: it is not sent twice.',
  },
};
