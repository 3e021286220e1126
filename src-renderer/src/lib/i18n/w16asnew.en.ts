/**
 * English strings of w16asnew (walk 15, issue 34): "Send it as a new post at another time…" in a team that requires
 * approval. The time is part of what is approved, so the step sends the post back to review: the question says so
 * before it is confirmed, every screen after says it waits for approval to be sent as a new post at that time, and
 * the Who line says a new time was chosen (never "edited").
 */
export const w16asnewEn = {
  w16asnew: {
    /** The question before the step, where the team requires approval (the core's `newTime: review_first`). */
    confirmReview: 'Choose {time} ({zone}) for a NEW post? The time is part of what is approved, so this sends the post back to review: the new post goes to the Hub only once {who} approves it again (then press “Send the new post at {time}” here). {count, plural, =1 {The one the Hub holds still goes out} other {The Hub’s # posts still go out}} at {held}.',
    /** The confirm button of that question. */
    yesReview: 'Choose this time and send for review',
    /** Said before the question, under the time fields. */
    needsApproval: 'A new post needs a new approval: choosing a time sends it back to review.',
    /** After the step: the draft holds the new time, in review. */
    sentForReview: 'Sent for review as a new post at {time} ({zone}): once {who} approves it, press “Send the new post at {time}” here. {count, plural, =1 {The first one still goes out} other {The Hub’s # earlier posts still go out}} at {held}.',
    /** Compose's Publish-again line and the review panel while it waits (the post is at the Hub, a new time chosen since the approval). */
    waitTime: 'Waits for approval by {who} to be sent as a new post at {time}.',
    /** The Who line: only the time changed since the approval ({editor}: names, or "you"). */
    chose: 'new time chosen by {editor} after {by} approved: {time}',
    /** The same, for a post the Hub already holds: the time was chosen to send it again as a new post. */
    choseAsNew: 'new time chosen by {editor} after {by} approved: {time}, to send it as a new post',
    /** The time of such a line when it is not a clock time. */
    /** The review badge: only a new time chosen since the approval. */
    staleTime: 'A new time chosen since it was approved: back in review',
    /** The review screens' note on a post the Hub holds, when only a new time was chosen since the approval. */
    atHubTime: 'At the Hub since {since} (sent by {by}): approving the new time, {time}, lets it be sent as a NEW post then; it does not change the Hub’s post.',
    queue: 'the Hub’s queue',
    now: 'now',
  },
};
