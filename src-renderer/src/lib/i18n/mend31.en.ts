/**
 * English strings of the fresh-eyes walk's mends (branch mend31): which zone a spread uses.
 */
export const mend31En = {
  mend31: {
    spreadZone: 'The times are in {zone}: the zone the posts were imported in. Choose another zone above to spread them in it.',
    spreadZoneChosen: 'The times are in {zone}.',
    spreadZoneUtc: 'The times are in UTC: the posts carry no single zone. Choose a zone above to spread them in it.',
  },
} as const;
