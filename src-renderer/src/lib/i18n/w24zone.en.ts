/**
 * w24zone (walk 21): Compose's line under a time stored with no time zone (an old import): the field is empty, never
 * a zone the draft does not hold, and the post is not sent until one is chosen (preflight's timezone_missing). Spread into `en`.
 */
export const w24zoneEn = {
  w24zone: {
    /** A Library row's time stored with no zone (w24zone): "scheduled for Dec 19, 2027, 8:00 PM (no time zone yet)". */
    noZoneShort: 'no time zone yet',
    noZone: 'No time zone yet: choose one (a name such as Asia/Ho_Chi_Minh, or UTC). Until it has one, this post is not sent.',
  },
};
