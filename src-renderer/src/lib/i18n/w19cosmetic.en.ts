/**
 * English strings of branch w19cosmetic (walk 17): a campaign's "Send all for review" asks first about its posts not
 * changed since a teammate asked for changes (team/campaign-verdict.ts `unchanged`, the rule of a single post's
 * resubmit), and says those it left. Spread into `en`; `w19cosmetic.vi.ts` is typed against this shape.
 */
export const w19cosmeticEn = {
  w19cosmetic: {
    unchanged: {
      /** Some of the posts "Send all for review" takes were not changed since the request ({by}: who asked). */
      some: 'Of the {total} posts to send, {n, plural, =1 {1 was} other {# were}} not changed since {by} asked for changes. Send {n, plural, =1 {it for} other {them for}} review again unchanged, or leave {n, plural, =1 {it out} other {them out}}?',
      /** Every post it takes was not changed since the request. */
      all: '{n, plural, =1 {The post to send was} other {All # posts to send were}} not changed since {by} asked for changes. Send {n, plural, =1 {it for} other {them for}} review again unchanged?',
      sendToo: '{n, plural, =1 {Send it too, unchanged} other {Send them too, unchanged}}',
      sendAll: 'Send unchanged',
      leaveOut: '{n, plural, =1 {Leave it out} other {Leave them out}}',
      /** A post the step left: its words in the result line ("1 left: not changed since Bảo asked for changes"). */
      why: 'not changed since {by} asked for changes',
    },
  },
};
