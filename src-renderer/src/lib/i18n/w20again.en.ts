/**
 * English strings of w20again (walk 18, findings 3 and 4): a post sent again as a new post is two posts at the Hub,
 * and the calendar and the campaign's Posts tab show both; Compose's reason for "Send it as a new post…" names the
 * path that costs one approval. Spread into `en`; `w20again.vi.ts` is typed against it.
 */
export const w20againEn = {
  w20again: {
    /** The calendar's chip of another post the Hub holds of a draft (hover), a teammate's. */
    alsoHeldBy: 'Another post the Hub holds of this draft (sent again as a new post), sent by {name}. The Hub holds its time: it cannot be moved.',
    /** The same, sent from this computer. */
    alsoHeldHere: 'Another post the Hub holds of this draft (sent again as a new post), sent from this computer. The Hub holds its time: it cannot be moved.',
    /** The calendar's legend of that chip's mark. */
    alsoLegend: 'another post the Hub holds of the same draft',
    /** The Posts tab's time cell, a second line: the other times the Hub holds the post at. */
    alsoAt: '+ {times}',
    /** Its hover: how many posts the Hub holds, then each other time with who sent it. */
    alsoTitle: 'The Hub holds {count} posts of this draft (sent again as a new post). Also: {list}',
    alsoAtBy: '{time} — sent by {name}',
    alsoAtHere: '{time} — sent from this computer',
    /**
     * Compose's line under "Send it as a new post at another time…" (src-shared/new-time-path.ts), where the team
     * requires approval: the path that costs one approval. `chooseTime`: it was sent to the Hub under its current approval.
     */
    chooseTime: 'It was sent to the Hub under its current approval. To send it again as a new post, choose the new time here: that sends it for review with the new time, and once {who} approves it, it goes out as a new post (one approval).',
    /** The same, in review at the time the Hub already holds. */
    chooseTimeInReview: 'It is in review at the time the Hub already holds. To send it again as a new post, choose the new time here now, so that {who} approves the new time (one approval).',
    /** Withdrawn, never sent for review, or changes asked: choose the time first, then send it for review. */
    chooseThenSubmit: 'To send it again as a new post, choose the new time here first, then send it for review: {who} approves it once, with the new time.',
    /** Approved again WITHOUT a new time (the approval is of the time the Hub holds): said plainly before the step. */
    approvedOldTime: 'Approved without a new time: {by} approved it at the time the Hub already holds: {held}. Choosing the new time sends it back to review, and {who} must approve it again.',
    /** The question before the step when it is not in review (choose_then_submit): it is not sent for review by itself. */
    confirmSubmit: 'Choose {time} ({zone}) for a NEW post? Then send it for review: the new post goes to the Hub only once {who} approves it (then press “Send the new post at {time}” here). {count, plural, =1 {The one the Hub holds still goes out} other {The Hub’s # posts still go out}} at {held}.',
    /** After that step: the time is chosen; it is not in review yet. */
    /** walk 21: the yes button of that question — it chooses the time only (before: "Choose this time and send for review"). */
    yesChoose: 'Choose this time',
    chosenSubmit: 'New time chosen: {time} ({zone}). Now send it for review: once {who} approves it, press “Send the new post at {time}” here. {count, plural, =1 {The first one still goes out} other {The Hub’s # earlier posts still go out}} at {held}.',
  },
};
