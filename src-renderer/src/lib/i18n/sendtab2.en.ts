/**
 * English strings of sendtab2 (issue 34, walk 7): the Send tab's state line says only the counts that are
 * not zero; posts a send skipped that nothing holds now, with no current dry run, are "not checked since",
 * never "problems"; "run the dry run again" only where one ran.
 * Spread into `en`; `sendtab2.vi.ts` is typed against this shape.
 */
export const sendtab2En = {
  sendtab2: {
    /** The Send tab's state line, one part per count that is not zero (joined by " · "). */
    handed: '{n} sent for publishing',
    skippedProblems: '{n, plural, one {# not sent for its problems} other {# not sent for their problems}}',
    skippedHeld: '{n} held back ({reasons})',
    unsent: '{n} not sent yet',
    withdrawn: '{n} withdrawn',
    /** A skipped post nothing holds now, no current dry run checked (sendwords' reasons). */
    reasonUnchecked: '{n} not checked since the send',
    /** Send, nothing would go, and no dry run ran on this laptop: nothing to run "again". */
    nothingSentNoDryRun: 'Nothing would be sent until these are settled:',
    /** w9: every post left is held, and no dry run ran on this laptop (fixSend.allHeld / heldsend.allWaiting say "again"). */
    allHeldNoDryRun: '{n, plural, one {The post left is held back for its problems, so nothing would be sent. Fix it in the Posts tab.} other {All # posts left are held back for their problems, so nothing would be sent. Fix them in the Posts tab.}}',
    allWaitingNoDryRun: '{n, plural, one {The post left waits for approval by {who}, so nothing would be sent until it is approved. Send it for review or ask an approver (the Review tab).} other {All # posts left wait for approval by {who}, so nothing would be sent until they are approved. Send them for review or ask an approver (the Review tab).}}',
  },
};
