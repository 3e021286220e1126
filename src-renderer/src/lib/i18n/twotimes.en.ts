/**
 * English strings of h-twotimes (walk 45a, 1): a Library row of a draft the Hub holds as two or more posts, each held for
 * its own time (sent again as a new post at another time): each time and who sent it, never one time for all. Spread into
 * `en`; `twotimes.vi.ts` is typed against this shape.
 */
export const twotimesEn = {
  twotimes: {
    /** {list}: the posts (heldPost), oldest send first. The row's title says each send whole (lib/postState.ts sendsLine). */
    heldPosts: '{n, plural, one {# post} other {# posts}} at the Hub: {list}',
    /** One post: its time on its zone's clock, and who sent it. */
    heldPost: '{time} by {who}',
    /** The zone, said once after the list when every post's time is on one zone's clock; else after each time. */
    inZone: '{list} ({zone})',
    timeInZone: '{time} ({zone})',
    you: 'you',
    joiner: '; ',
  },
};
