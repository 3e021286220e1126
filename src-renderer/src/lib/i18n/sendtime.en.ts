/**
 * English strings of h-sendtime (walk 40b): a post whose channels go at two times (a retry of refused channels at a new
 * time) says each channel's time, from the core's post state `times`: "Instagram published 9:00 AM · X scheduled for
 * 2:00 PM (Ho Chi Minh City)", never one time for both. `sendtime.vi.ts` is typed against this shape.
 */
export const sendtimeEn = {
  sendtime: {
    part: {
      /** {channels}: the channels' names; {time}: when their call was sent (it published then). */
      published: '{channels} published {time}',
      /** {time} ({zone}): the time they were sent for, as sent: they published then. */
      publishedFor: '{channels} published {time} ({zone})',
      scheduled: '{channels} scheduled for {time} ({zone})',
      /** {state}: the channels' state (desk.channelState); {time}: when their call was sent. */
      other: '{channels}: {state}, sent {time}',
      /** walk 44a (minor): the same on the line's one clock, the zone of the time its other channels were sent for. */
      otherIn: '{channels}: {state}, sent {time} ({zone})',
    },
    joiner: ' · ',
    /** A by-line when the channels go at two times: who sent it, then each channel's time ({parts}). */
    byline: {
      you: 'Sent by you: {parts}',
      who: 'Sent by {who}: {parts}',
    },
    /** Compose: what the Hub holds, each channel at its own time ({parts}). */
    held: 'At the Hub: {parts}.',
  },
};
