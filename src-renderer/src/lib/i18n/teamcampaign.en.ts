/**
 * English strings of teamcampaign (issue 34, walk 4): a campaign's posts a teammate's laptop sent,
 * told as sent by them in the Send tab, the Posts tab's Send column, the campaign's line and the dry run.
 * {name}/{names}: the member(s) who sent them, as the team names them.
 */
export const teamcampaignEn = {
  teamcampaign: {
    /** The Posts tab's Send column: a post a teammate sent. */
    sendColumn: 'sent by {name}',
    /** h-replay2 (walk 42b, 1): the Send column of a post whose every call known here was {name}'s replay of a call no outcome here names. */
    sendColumnReplayed: 'the Hub already had it (replayed by {name})',
    /** Send's counts line and the campaign's line, after the other counts. */
    counts: '{n, plural, one {# sent by {name} (a teammate)} other {# sent by {name} (a teammate)}}',
    /** Walk 38 (6): the Campaigns list, before a teammate's `counts`: the reader's own sends that went out, never left unsaid. */
    countsMine: '{n} sent by you',
    /** Send, when every post left was sent by teammates: nothing to send. */
    allSent: '{n, plural, one {The post left was already sent by {names}: it is not sent again.} other {All # posts left were already sent by {names}: they are not sent again.}}',
    /** Send's list of reasons nothing would be sent, and the dry run's note. */
    partSent: '{n, plural, one {# post was already sent by {names}: it is not sent again.} other {# posts were already sent by {names}: they are not sent again.}}',
    /** The dry run's How column for such a post. */
    row: 'Sent by {name}',
  },
};
