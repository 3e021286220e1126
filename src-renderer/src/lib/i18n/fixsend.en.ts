/**
 * English strings of branch `fix-send`: the Send tab says what a send would hand to the Hub (the
 * plan changed since the dry run; every post left held back) and the dry run's clock-change mark
 * names the day the clocks changed. Spread into `en`; `fixsend.vi.ts` is typed against this shape.
 */
export const fixSendEn = {
  fixSend: {
    planStale: 'The plan changed since the dry run: run it again to see what Send will do now.',
    allHeld: '{n, plural, one {The post left is held back for its problems, so nothing would be sent. Fix it in the Posts tab, then run the dry run again.} other {All # posts left are held back for their problems, so nothing would be sent. Fix them in the Posts tab, then run the dry run again.}}',
    dstAfter: 'after the clock change of {date}',
    dstAfterTitle: 'The clocks changed on {date} ({from} → {to}), between the previous post in this time zone and this one.',
  },
};
