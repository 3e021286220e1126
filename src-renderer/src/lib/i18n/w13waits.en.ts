/** English strings of w13waits (walk 13: who a post waits for, as its reader reads it). `w13waits.vi.ts` is typed against this shape. */
export const w13waitsEn = {
  w13waits: {
    /** Authors as one "and" phrase: "Lan and Minh", "Lan, Minh and Hà". */
    namesAnd: '{rest} and {last}',
    /** The Send tab, read by a member who wrote none of the posts sent back: the edit is their authors'. */
    partChangesWaitEdit: '{n, plural, one {{who} asked for changes on # post: it waits for {authors}’s edit.} other {{who} asked for changes on # posts: they wait for {authors}’s edits.}}',
  },
};
