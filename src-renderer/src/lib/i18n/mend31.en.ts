/**
 * English strings of the fresh-eyes walk's mends (branch mend31): which zone a spread uses; a time the clocks skip or show twice.
 */
export const mend31En = {
  mend31: {
    spreadZone: 'The times are in {zone}: the zone the posts were imported in. Choose another zone above to spread them in it.',
    spreadZoneChosen: 'The times are in {zone}.',
    skippedBadge: 'clocks skip {time}',
    skippedTitle: '{written} does not exist in {zone} (the clocks skip it): the post goes at {used}.',
    twiceBadge: '{time} happens twice',
    twiceTitle: '{written} happens twice in {zone} (the clocks go back): the one at {offset} is used.',
    spreadZoneUtc: 'The times are in UTC: the posts carry no single zone. Choose a zone above to spread them in it.',
  },
} as const;
