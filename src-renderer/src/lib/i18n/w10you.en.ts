/**
 * English strings of branch w10you (walk 10): a teammate's "Keep the approval" over a client's request for changes,
 * told as a keep (the core's event says `kept`), not as a new approval ("Bảo approved …").
 * Spread into `en`; `w10you.vi.ts` is typed against this shape.
 */
export const w10youEn = {
  w10you: {
    toastKept: '{by} kept the approval of “{caption}” over the client’s request for changes',
  },
};
