/**
 * English strings of w20again (walk 18, findings 3 and 4): a post sent again as a new post is two posts at the Hub,
 * and the calendar and the campaign's Posts tab show both; Compose's reason for "Send it as a new post…" names the
 * path that costs one approval. Spread into `en`; `w20again.vi.ts` is typed against it.
 */
export const w20againEn = {
  w20again: {
    /** The calendar's chip of another post the Hub holds of a draft (hover), a teammate's. */
    alsoHeldBy: 'Another post the Hub holds of this draft (sent again as a new post), sent by {name}. The Hub holds its time: it cannot be moved.',
    /** The same, sent from this computer. */
    alsoHeldHere: 'Another post the Hub holds of this draft (sent again as a new post), sent from this computer. The Hub holds its time: it cannot be moved.',
    /** The calendar's legend of that chip's mark. */
    alsoLegend: 'another post the Hub holds of the same draft',
    /** The Posts tab's time cell: the other times the Hub holds the post at. */
    alsoAt: '+ {times} (the Hub holds {count} posts)',
    /** Its hover: each other time with who sent it. */
    alsoAtBy: '{time} — sent by {name}',
    alsoAtHere: '{time} — sent from this computer',
  },
};
