/**
 * w20authors: where nobody in the team may approve a post (every member who approves wrote its version: its creator and
 * who changed what goes out since its last approval), the app says so outright, with the setting that lets authors
 * approve (src-shared/approvers.ts waitsFor `nobody`). Spread into `en`; `w20authors.vi.ts` is typed against this shape.
 */
export const w20authorsEn = {
  w20authors: {
    /** Compose's Publish line of a post in review nobody may approve. */
    waiting_approval: 'Waits for approval, but nobody in this team may approve it: an owner may turn on “Authors may approve their own posts” in Settings, or make another member an approver.',
    /** …of a post not sent for review yet. */
    waiting_review: 'Not sent for review yet, and nobody in this team could approve it: an owner may turn on “Authors may approve their own posts” in Settings, or make another member an approver.',
    /** …where authors may already approve their own posts. */
    noApprover: 'Nobody in this team may approve it: an owner may make another member an approver.',
    /** A campaign's Send and Review tabs: posts in review nobody may approve. */
    campaign: '{n, plural, one {# post} other {# posts}} nobody in this team may approve: an owner may turn on “Authors may approve their own posts” in Settings, or make another member an approver.',
    /** …where authors may already approve their own posts. */
    campaignNoApprover: '{n, plural, one {# post} other {# posts}} nobody in this team may approve: an owner may make another member an approver.',
    /** h-nobody (walk 41a): a reason of the posts held back (the campaign header, the Send tab's counts): of those in review, nobody may approve these. */
    reason: '{n} nobody in this team may approve',
    /** h-nobody: a campaign Posts tab row of a post in review nobody may approve (the core's hold), beside "not sent (waits for approval by {who})". */
    row: 'not sent (nobody in this team may approve it)',
  },
};
