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
  // w27brand (walk 23): a brand still a name (src-shared/brand.ts brandOf), said alike on every screen.
  w27brand: {
    unchecked: '{name} (not checked with the Hub yet)',
    no_such: '{name} (no such profile at the Hub)',
    several: '{name} (several profiles at the Hub have this name)',
    /** The dry run's row: why the post is held, as it is now. */
    heldUnchecked: 'The brand “{name}” is only a name: Postroom has not read this account’s brand profiles from the Hub yet, so it cannot check it. Refresh the profiles in Channels (it is then checked at once), or choose the brand profile. Not sent until then.',
    heldNoSuch: 'Profiles read at {time}: no profile is named “{name}”. Choose its brand profile. Not sent until then.',
    heldSeveral: 'Profiles read at {time}: several profiles are named “{name}”. Choose which one. Not sent until then.',
  },
};
