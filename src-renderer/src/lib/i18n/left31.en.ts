/**
 * English strings of issue 31's finishing points (branch left31): rows of a file that repeat posts already in
 * the campaign, a duplicated campaign's collisions, the last dry run kept across restarts, a draft whose time passed.
 */
export const left31En = {
  left31: {
    dupTitle: '{n, plural, one {# row matches a post already in this campaign} other {# rows match posts already in this campaign}}',
    dupBody: 'Same caption, profile, channels and time ({lines}): this file, or part of it, was imported before. Nothing is imported until you choose.',
    dupLines: '{n, plural, one {line {list}} other {lines {list}}}',
    dupSkip: '{n, plural, one {Skip them and import the other row} other {Skip them and import the other # rows}}',
    dupImport: 'Import them anyway (the campaign then has them twice)',
    dupSkipped: '{n, plural, one {# row matched a post already in the campaign and was left out.} other {# rows matched posts already in the campaign and were left out.}}',
    timePassed: 'time passed, not sent (it was for {when}, {zone})',
    timePassedShort: 'time passed, not sent',
    timePassedLegend: 'Time passed, not sent',
    lastDryRun: 'Last dry run {when}: {errors, plural, one {# row} other {# rows}} with errors, {warnings} with warnings, {held, plural, one {# post} other {# posts}} held back.',
    lastDryRunCurrent: 'It still describes what Send does: {toSend, plural, one {# post} other {# posts}} to send. Run it again to see its rows.',
    lastDryRunStale: 'The posts changed since: run the dry run again before sending.',
    collisionsTitle: '{n, plural, one {# post falls at the same time as a post already planned or sent on the same channel} other {# posts fall at the same time as posts already planned or sent on the same channel}}',
    collisionRow: 'Post {position} on {channel} at {time}: “{caption}” ({state}) is already there',
    collisionsMore: 'and {n} more (the dry run lists each)',
    dupImported: '{n, plural, one {# imported post repeats one already in the campaign, as you chose.} other {# imported posts repeat ones already in the campaign, as you chose.}}',
  },
};
