/**
 * English strings of w29time (walk 25): a Spread start the clocks skip is refused where it is typed; the Spread
 * preview's gap clashes said where they show.
 */
export const w29timeEn = {
  w29time: {
    /** The Import tab's zone: this computer's (the field's own value) or the one the person chose (w29time, walk 25, 5). */
    zoneComputer: '{n, plural, one {# row} other {# rows}} in {zone} (this computer’s time zone; choose another above to read them in it)',
    zoneChosen: '{n, plural, one {# row} other {# rows}} in {zone} (the time zone chosen above)',
    /** A Spread preview row closer than the least gap to the campaign's post before it (the dry run's collision rule). */
    tooClose: '{minutes, plural, =0 {Same minute as post {n}} other {# min after post {n}}} on {channel} (gap: {gap} min)',
    tooCloseCount: '{n, plural, one {# post is} other {# posts are}} closer than the {gap}-minute gap to the post before them on a channel: the times are kept as in the file, and the dry run will warn.',
    startSkipped: '{start} does not exist in {zone}: the clocks skip it that night (it would be {moved}). Choose another time: the posts keep their times until then.',
  },
};
