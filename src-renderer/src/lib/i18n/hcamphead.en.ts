/**
 * English strings of h-camphead (walk 44a, 7 rest): posts sent for review and approved, whose approval was then taken back,
 * counted apart on the Send tab's notices and the dry run's summary (the core's `takenBack`, `rowsTakenBack`), never among
 * "not sent for review yet". Spread into `en`; `hcamphead.vi.ts` is typed against this shape.
 */
export const hcampheadEn = {
  hcamphead: {
    /** The dry run's summary, after "N rows: …": the rows of posts whose approval was taken back. */
    rowsTakenBack: '{n} whose approval was taken back',
    /** The Send tab's and Dry run tab's notice: those posts, and what sends them. */
    takenBack: '{n, plural, one {# post was sent for review and approved, then its approval was taken back: it is not sent until it is edited or sent for review again, and approved (the Review tab).} other {# posts were sent for review and approved, then their approval was taken back: they are not sent until they are edited or sent for review again, and approved (the Review tab).}}',
  },
};
