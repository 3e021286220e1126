/**
 * English strings of branch w15review (walk 14): review words true for the reader's own steps. A post not sent for
 * review that the reader may send themselves (the table's `submit` verdict, team/campaign-verdict.ts `youSubmit`) says
 * so instead of "waits for Lan to send it". Spread into `en`; `w15review.vi.ts` is typed against this shape.
 */
export const w15reviewEn = {
  w15review: {
    why: {
      /** Not sent for review; the reader may send it, as may its author. */
      notSentYou: 'not sent for review yet — you can send it, or {author}',
      /** Not sent for review; the reader may send it (its author unknown). */
      notSentYouNoAuthor: 'not sent for review yet — you can send it',
    },
  },
};
