/**
 * English strings of w11undo (issue 34, walk 11): the names in "edited by Lan and Bảo after Bảo approved" —
 * every member who changed an approved post since (the core's `editors`), the reader as "you".
 * Spread into `en`; `w11undo.vi.ts` is typed against this shape.
 */
export const w11undoEn = {
  w11undo: {
    /** The reader among the editors (said first): "edited by you and Bảo after Bảo approved". */
    you: 'you',
    /** Two editors. */
    two: '{a} and {b}',
    /** Three or more: {rest} is the others joined by `sep`. */
    more: '{rest} and {last}',
    sep: ', ',
  },
};
