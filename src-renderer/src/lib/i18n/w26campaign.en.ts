/**
 * English strings of w26campaign: the campaign's Posts tab says what each post falls on, by the core's one derivation
 * (campaigns collisions.ts, the dry run's too): a post the Hub holds or has sent, a post of this campaign too close, or
 * only a draft not sent (no collision: said apart); and a post never sent says "not sent yet", not "since the send".
 */
export const w26campaignEn = {
  w26campaign: {
    collisionsTitle: "{n, plural, one {Postroom's check: # post falls at the same time as another post on the same channel} other {Postroom's check: # posts fall at the same time as other posts on the same channel}}",
    hubRow: 'Post {position} on {channel} at {time}: “{caption}” is there, at the Hub ({state})',
    campaignRow: "Post {position} on {channel} at {time}: {minutes, plural, one {# minute} other {# minutes}} after post {other} of this campaign, closer than the campaign's least gap",
    draftsTitle: '{n, plural, one {# post shares its time with a draft not sent yet: the Hub holds nothing there} other {# posts share their time with drafts not sent yet: the Hub holds nothing there}}',
    draftRow: 'Post {position} on {channel} at {time}: “{caption}” (a draft, not sent)',
    notSentYet: 'not sent yet (not checked yet: run the dry run)',
  },
};
