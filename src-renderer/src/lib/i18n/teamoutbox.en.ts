/**
 * English strings of teamoutbox (issue 34, walk 4): the Outbox's "Sent by teammates" group, the posts
 * teammates' laptops sent, read-only here (their jobs are in their journals).
 * Spread into `en`; `teamoutbox.vi.ts` is typed against this shape.
 */
export const teamoutboxEn = {
  teamoutbox: {
    title: 'Sent by teammates',
    count: '{n, plural, one {# post} other {# posts}} sent by teammates',
    hint: 'What your teammates’ computers published or scheduled, per channel, as the team shares it.',
    /** One line on each card: why it offers no actions. */
    readOnly: 'Only {who}’s computer can withdraw it, retry it or ask the Hub about it.',
    noneMine: 'Nothing sent from this computer yet.',
    noMatch: 'No teammate’s post matches these filters.',
    /** The publisher's own screens in a team (Compose's status line): this computer sent it. */
    byYou: {
      published: 'Published by you · {time}',
      unknown: 'Outcome unknown — sent by you · {time}',
      sent: 'Sent by you · {time}',
    },
    againNote: 'Publishing again makes a new post.',
    open: 'Open the post',
  },
};
