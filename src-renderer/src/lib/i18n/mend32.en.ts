/**
 * English strings of issue 32's fresh-eyes mends (branch mend32): the post's labelled time on the
 * Outbox card and desk, the desk summary's filters, the calendar's zone and legend, the app's own
 * confirmation dialogs.
 */
export const mend32En = {
  mend32: {
    time: {
      scheduledFor: 'Scheduled for {time}',
      publishedAt: 'Published at {time}',
      handedAt: 'Handed to the Hub at {time}',
      unreachedSince: 'Waiting to reach the Hub (not reachable since {time}; will try again)',
      /** h-replay2 (walk 42b): a teammate's send whose calls never reached the Hub; one whose call was a replay of one no outcome here names. */
      queuedBy: 'Queued by {who} at {time}, not at the Hub yet',
      replayedAt: 'Replayed by {who} at {time} (the Hub already had it)',
      inZone: '{time} ({zone})',
    },
    summary: {
      scope: 'Counts what the filters show: {filters}, every outcome.',
      total: 'Total of what is shown',
    },
    calendar: {
      zoneNote: 'Times are on each post’s own clock; a post in a zone other than yours ({zone}) names its zone.',
    },
    confirm: {
      resendYes: 'Send again as new',
      liveYes: 'Mark published',
      // walk 37: not every refusal is of the content (an account restricted, a limit): said as what it is.
      same: 'The draft has not changed since the channels refused it: the same request would be sent again. A refusal of its content (text, photos) would come back; one for another reason (the account, a limit) may not.',
      sameYes: 'Send it unchanged',
      sameNo: 'Open the draft to fix it',
    },
  },
};
