/**
 * English strings of h-withdrawn (walk 44b, 6): a campaign's posts a teammate withdrew after calls that may have reached
 * the Hub (the core's status `withdrawnBy`), and what Send does with them; and the Send tab's intro while the campaign
 * waits for the Hub (no Pause or Cancel there: its jobs are in the Outbox). Spread into `en`; `hwithdrawn.vi.ts` is typed
 * against this shape.
 */
export const hwithdrawnEn = {
  hwithdrawn: {
    /** {n} posts of those to send; {name} the teammate who withdrew them. Send keeps their keys (the same approval). */
    sameKeys: '{n, plural, one {1 post to send was} other {# posts to send were}} withdrawn by {name} after {n, plural, one {a call} other {the calls}} that may have reached the Hub. Send sends {n, plural, one {it under the same key as that call} other {them under the same keys as those calls}}, so the Hub keeps one post{n, plural, one {} other { each}}.',
    /** The same, when a send from here would take new keys (another approval since, or no approval in this team). */
    newKeys: '{n, plural, one {1 post to send was} other {# posts to send were}} withdrawn by {name} after {n, plural, one {a call} other {the calls}} that may have reached the Hub. A send from here would use {n, plural, one {a new key} other {new keys}}: the Hub could hold {n, plural, one {it twice} other {them twice}}.',
    /** The Posts tab's Send column of such a post. */
    row: 'Withdrawn by {name} after a call that may have reached the Hub',
    /** The Send tab's intro while the campaign waits for the Hub: the send has ended; there is nothing to pause or cancel here. */
    introWaiting: 'Send handed these posts to the Hub; those not at the Hub yet wait in the Outbox and go under their keys once it answers. To withdraw one, press Cancel on its card in the Outbox (a post whose call may have reached the Hub may still be published).',
  },
};
