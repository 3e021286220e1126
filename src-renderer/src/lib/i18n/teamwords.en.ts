/**
 * English strings of h-teamwords (walks 31/32): the Send tab's note of the campaign's posts that were sent and that every
 * channel refused (core: campaigns send-state.ts `channelsRefused`, `channelsRefusedBy`), a teammate's named. Spread into
 * `en`; `teamwords.vi.ts` is typed against this shape.
 */
export const teamwordsEn = {
  teamwords: {
    /** Every one of them a teammate's (`names`): only their computer can retry the refused channels (team-actions.ts). */
    refusedBy: '{n, plural, one {The post {names} sent was refused by every channel} other {# posts {names} sent were refused by every channel}}: nothing was published. Only {names}’s computer can retry {n, plural, one {its refused channels; Send does not send it again} other {their refused channels; Send does not send them again}}.',
    /** Sent from this computer (or by several people): a refusal to retry or fix, never a post ready to send. */
    /** The campaign's header (s30's left-out: it said "1 sent (by Lan)" alone): of the sent, those every channel refused. */
    head: '{n} refused by every channel: nothing published',
    refused: '{n, plural, one {1 post sent was refused by every channel} other {# posts sent were refused by every channel}}: nothing was published. Retry or fix {n, plural, one {its channels in the Outbox; Send does not send it again} other {their channels in the Outbox; Send does not send them again}}.',
  },
};
