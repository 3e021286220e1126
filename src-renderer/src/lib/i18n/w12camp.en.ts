/**
 * English strings of w12camp (walk 12): a campaign whose send left some posts unsent is "partly sent" (the core's
 * 'donePartly'), never "sent"; the posts this laptop sent outside the campaign's Send (Compose, `postroom publish`)
 * are said apart in the Send tab's count of posts sent. Spread into `en`; `w12camp.vi.ts` is typed against this shape.
 */
export const w12campEn = {
  w12camp: {
    /** The state word: some posts sent (from here, outside the campaign's Send, or by a teammate), some not. */
    state_donePartly: 'partly sent',
    /** After the Send tab's "{n} sent for publishing": of them, those sent outside the campaign's Send. */
    handedHere: '{n} of them from Compose or publish, outside this Send',
  },
};
