/**
 * English strings of w24calendar (walk 21, 1): the calendar's chip of another post the Hub holds of a draft shows the
 * text that post holds; when the draft says something else now, its line says so. Spread into `en`;
 * `w24calendar.vi.ts` is typed against it.
 */
export const w24calendarEn = {
  w24calendar: {
    /** That chip's line (hover) when the draft's text changed since the post was sent: the chip shows the text sent. */
    alsoHeldChanged: 'The draft has changed since this post was sent: the Hub holds the text shown here, not what the draft says now.',
  },
};
