/**
 * English strings of issue 31's campaign work (branch `campaign`): the dry run that is the send,
 * Send's check against it, the interval across a clock change and the time-zone picker.
 * Spread into `en`; `campaign.vi.ts` is typed against this shape.
 */
export const campaignEn = {
  campaignRun: {
    dryIntro: 'Exactly what Send will do: each post on each channel, when and how the Hub gets it, and which posts are held back and why. Nothing is sent.',
    going: '{going, plural, =0 {Send will send no post} one {Send will send # post} other {Send will send # posts}}: {scheduled} at their own time (the Hub schedules them), {queued} into the Hub’s queue, {now} published at once.',
    held: '{n, plural, one {# post is held back} other {# posts are held back}} for an error and will not be sent until it is fixed (marked “Held back” below).',
    dstShort: 'clocks changed',
    zoneOnce: 'Times are in {zone}.',
    heldWhy: 'Not sent: the post has an error (see Problems). A post goes on all its channels or on none.',
    colHow: 'Sent as',
    heldBack: 'Held back',
    howSchedule: 'Scheduled by the Hub',
    howQueue: 'The Hub’s queue',
    howNow: 'Published at once',
    predicted: 'predicted: the queue’s next free time',
    atOnce: 'as soon as it is sent',
    planNotApplied: 'The “Spread over time” tab has changes not given to the posts yet: the dry run and Send use each post’s time as it is now. Press “Give the posts these times” first to use them.',
    planChanged: 'The posts, times, channels or options changed after the dry run, so nothing was sent. Run a new dry run to see what Send will do now.',
    rerun: 'Run a new dry run',
    sendMatches: 'Send does what the dry run showed: {going, plural, =0 {no post} one {# post} other {# posts}} sent, {held, plural, =0 {nothing held back} one {# held back} other {# held back}}. If the posts change before you press Send, it asks for a new dry run.',
    noDryRun: 'No dry run on this computer yet (a dry run is kept on the computer that ran it): the Dry run tab shows exactly what Send will do before anything is sent.',
    problem: {
      past_time: 'Its time has already passed: the Hub refuses a time in the past. Give it a later time.',
      no_slots: 'This profile has no queue times, so the Hub refuses a queued post. Add queue times at the Hub or schedule the post.',
      unknown_profile: 'This brand profile is not on the Hub account as Postroom last read it, so the Hub will likely refuse the post. Check the profile, or refresh the profiles in Channels.',
      profile_unchecked: 'Postroom has not read this account’s brand profiles from the Hub yet, so it cannot check this one. Refresh the profiles in Channels, then run the dry run again.',
    },
    zoneInvalid: '“{zone}” is not a time zone name. Type part of a city or region and pick one from the list (for example Europe/Berlin).',
    zoneHint: 'Type to search, for example “Berlin” or “Ho_Chi_Minh”.',
    clockTitle: 'Across a clock change',
    clockWall: 'Keep the time of day (09:00 stays 09:00)',
    clockElapsed: 'Exact elapsed time (09:00 becomes 10:00 after the spring change)',
  },
};
