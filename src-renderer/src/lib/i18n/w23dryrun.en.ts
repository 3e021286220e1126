/**
 * English strings of w23dryrun (walk 20): an import's rows whose time the clocks skip or show twice, named with what was
 * done (library/import-clock.ts), and the campaign header's sent posts counted once, with who sent them.
 * Spread into `en`; `w23dryrun.vi.ts` is typed against this shape.
 */
export const w23dryrunEn = {
  w23dryrun: {
    clockTitle: '{n, plural, one {# row falls} other {# rows fall}} where the clocks change:',
    whereLine: 'Line {n}',
    whereItem: 'Item {n}',
    twice: '{where}: {written} happens twice in {zone} (the clocks go back): the first, at {offset}, is used (not the second, at {other}).',
    skipped: '{where}: {written} does not exist in {zone} (the clocks skip it): the post goes at {used} ({offset}).',
    /** The header's sent posts, once each: "2 sent (by Lan)", "4 sent (2 by Lan, 1 by Bảo)". */
    sent: '{n} sent ({by})',
    byAll: 'by {name}',
    bySome: '{n} by {name}',
  },
};
