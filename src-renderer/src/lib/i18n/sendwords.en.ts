/**
 * English strings of sendwords (issue 34, walk 5): posts a send held back, told by their reasons
 * (problems, waiting for approval, changes requested, ready now), never all as "problems".
 */
export const sendwordsEn = {
  sendwords: {
    /** The Send tab's state line when some held posts wait for the team (not for a fix). */
    sendCounts: '{handed} sent for publishing · {skipped} held back ({reasons}) · {unsent} not sent yet · {withdrawn} withdrawn',
    /** The campaign header, likewise. */
    summaryHeld: '{n, plural, one {# post} other {# posts}} · {unsent, number} not sent yet · {skipped, number} held back ({reasons})',
    reasonProblems: '{n, plural, one {# for its problems} other {# for their problems}}',
    reasonWaiting: '{n} waiting for approval by {who}',
    reasonChanges: '{n} with changes requested',
    reasonReady: '{n} ready to send now',
    /** The batch bar's legend: held back for any reason (the lines above say which). */
    segHeld: 'held back',
  },
};
