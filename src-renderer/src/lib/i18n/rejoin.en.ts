/**
 * English strings of rejoin (walk 7): the Outbox's group of the team's sends in a workspace that LEFT the team
 * (they are the team's, kept at the leave: not "teammates" any more). Spread into `en`; `rejoin.vi.ts` is typed against this shape.
 */
export const rejoinEn = {
  rejoin: {
    outbox: {
      title: 'Sent by the team you left',
      /** h-calout (walk 39a, 2): after the title, which already says whose they are. */
      count: '· {n, plural, one {# post} other {# posts}}',
      countSends: '· {n, plural, one {# post} other {# posts}} ({m, plural, one {# send} other {# sends}})',
      hint: 'What the team’s computers published or scheduled, per channel, as the team shared it until you left.',
    },
  },
};
