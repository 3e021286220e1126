/**
 * English strings of w18again (walk 17, issue 34): a post the Hub holds whose new time was approved (review.get
 * `approvedNewTime`): Compose's When section says the approved time and offers the one step that sends it as a new
 * post at that time (Publish again, as `postroom publish --again` does), never the dialog that would un-approve it.
 */
export const w18againEn = {
  w18again: {
    /** The When section, under the Hub's own time. */
    approvedAt: 'Approved for a new post at {time} ({zone}).',
    /** The one step: publishes again without changing the time. */
    send: 'Send the new post at {time} ({zone})',
  },
};
