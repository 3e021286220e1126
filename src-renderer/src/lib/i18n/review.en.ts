/**
 * English strings of review and approval (issue 34 items 2 and 4, branch review-ui): the review
 * queue, the review panel beside a post in Compose, a campaign's review column, the client preview
 * and the toasts. The table's reasons, states and questions are worded ONLY here for the screens (the core keeps codes;
 * the CLI's English is team/review.ts REVIEW_ENGLISH).
 * Spread into `en`; `review.vi.ts` is typed against this shape.
 */
export const reviewEn = {
  review: {
    title: 'Review',
    intro: 'Posts sent for review: what waits for your approval, what you sent, and what came back to you.',
    solo: 'This workspace is not a team’s: you are its owner and approve your own posts.',
    me: 'You act as {name} ({role}).',
    role: { owner: 'owner', approver: 'approver', editor: 'editor', viewer: 'viewer' },
    client: 'the client (via {name})',
    loading: 'Loading…',
    loadFailed: 'Could not read the posts in review: {message}',
    boxes: {
      waiting_for_me: 'Waiting for me',
      i_sent: 'I sent',
      came_back: 'Came back',
      other: 'Others in review',
    },
    empty: {
      waiting_for_me: 'Nothing waits for your approval.',
      i_sent: 'You have no post waiting in review.',
      came_back: 'Nothing came back to you yet.',
      other: 'No other post is in review.',
    },
    col: { post: 'Post', brand: 'Brand', channels: 'Channels', time: 'Goes out', state: 'Review', who: 'Who', when: 'When', actions: 'Actions' },
    noCaption: '(no caption)',
    noBrand: 'no brand',
    queue: 'In the queue',
    now: 'When sent',
    /** walk 35, 2: an approved post at the Hub, edited since: the version under review goes as a new post, at its own time (the time above it). */
    // walk 38, 4: an edit of a post the Hub holds goes nowhere by itself: only if it is sent again as a new post.
    // Walk 44a: a short line under the time (the column stays compact); why, and each channel's time, under the row.
    asNew: 'if sent again as a new post',
    asNewNeedsTimeShort: 'needs another time first',
    /** Walk 39a (7): the edited version's time is the one the Hub holds its post for: a new post needs another time first (held_same_time). */
    asNewNeedsTime: 'If sent again as a new post, it needs another time than {time} first: the Hub holds this post for that time.',
    /** h-athub (walk 44a, 1): the same, of a post whose channels go at two times at the Hub, each its own ({parts}: sendtime.part). */
    asNewNeedsTimes: 'If sent again as a new post, it needs another time than {time} first. At the Hub, each channel: {parts}',
    /** Walk 44a: a post at the Hub whose channels go at different times: the column says so; the times are under the row. */
    channelTimes: 'each channel at its own time',
    /** {parts}: sendtime.part, each channel's state and time. */
    hubTimes: 'At the Hub, each channel: {parts}',
    state: {
      draft: 'Draft',
      in_review: 'In review',
      approved: 'Approved',
      changes_requested: 'Changes requested',
    },
    stale: 'Edited since it was approved: back in review',
    lastStep: {
      submit: 'sent for review by {by}',
      approve: 'approved by {by}',
      request_changes: 'changes requested by {by}',
      withdraw: 'withdrawn by {by}',
    },
    act: {
      submit: 'Send for review',
      approve: 'Approve',
      request_changes: 'Request changes',
      withdraw: 'Withdraw',
      comment: 'Comment',
    },
    why: 'Not now: {reason}',
    reason: {
      not_submitted: 'it has not been sent for review',
      already_in_review: 'it is already in review',
      already_approved: 'it is already approved',
      already_changes_requested: 'changes were already requested',
      read_only: 'a viewer cannot change anything',
      not_an_approver: 'your role does not approve posts in this team',
      own_post: 'you wrote this post, and this team does not let authors approve their own posts',
      // w19selfedit (walk 17, 7): an approver's own edit since the last approval makes this version his too.
      own_edit: 'you changed what goes out in this version, so it is yours too, and this team does not let authors approve their own posts',
      not_author: 'only its authors (who wrote it, or changed it since its last approval) or an owner can withdraw it',
      not_approved: 'it is not approved yet, and this team publishes only approved posts',
      changes_requested: 'changes were requested: edit it and send it for review again',
      left_team: 'you left the team this post belongs to: it is reviewed and published through the team (rejoin it, or Duplicate the post to make a copy of your own)',
      // editedtime (walk 6): an empty draft is not sent for review.
      nothing_to_publish: 'it has no caption and no photo, so there is nothing to review yet (write a caption or add a photo first)',
      // composelive (walk 5): a revoked laptop's review actions.
      // w11revoked (walk 11): who said it, what to do, and that a press writes nothing.
      revoked: 'the team revoked this computer\'s member token (the team server says so): ask the team owner for a new token and join again with it; nothing is written here',
    },
    // Walk 44a: a campaign's "Approve all" shut for {n} posts of the same reason (the core's verdict `n`), never "this post" of two.
    reasonMany: {
      own_post: 'you wrote {n, plural, one {this post} other {these # posts}}, and this team does not let authors approve their own posts',
      own_edit: 'you changed what goes out in {n, plural, one {this version, so it is} other {these # posts, so they are}} yours too, and this team does not let authors approve their own posts',
    },
    changesPrompt: 'What should change? (the author sees this beside the post)',
    changesNeedComment: 'Say what should change first.',
    send: 'Send',
    cancel: 'Cancel',
    failed: 'Not done: {message}',
    editWarn: 'Approved: any edit of its content sends it back to review.',
    panel: 'Review',
    comments: 'Comments',
    noComments: 'No comments yet.',
    commentLabel: 'Add a comment (type @ to mention someone)',
    replyLabel: 'Reply to {name}',
    reply: 'Reply',
    post: 'Post comment',
    mentions: 'Mention:',
    mentioned: 'mentions {names}',
    // Toasts when something happens (the `review` event).
    toast: {
      submitted: '{by} sent a post for review: “{caption}”',
      approved: '{by} approved “{caption}”',
      changes_requested: '{by} sent “{caption}” back with changes requested',
      withdrawn: '{by} withdrew “{caption}” from review',
      commented: '{by} commented on “{caption}”',
      open: 'Open',
    },
    campaign: {
      title: 'Review',
      summary: '{approved} of {total} approved · {inReview} in review · {changes} with changes requested · {draft} not sent for review',
      submitAll: 'Send all for review',
      approveAll: 'Approve all',
      submitted: '{n, plural, =0 {Every post was already in review.} one {# post sent for review.} other {# posts sent for review.}}',
      approved: '{n, plural, =0 {Every post was already approved.} one {# post approved.} other {# posts approved.}}',
      preview: 'Client preview…',
      previewTitle: 'A page for your client',
      previewIntro: 'One HTML file the client opens in any browser, with no Postroom: each post as each channel will show it. They approve or ask for changes, and send you back a decisions file.',
      zone: 'The client’s time zone',
      lang: 'Language of the page',
      langEn: 'English',
      langVi: 'Tiếng Việt',
      download: 'Download the page',
      downloaded: 'Saved {name}: {n, plural, one {# post} other {# posts}}. Send it to your client.',
      import: 'Import client decisions…',
      importFailed: 'The decisions were not imported: {message}',
      col: 'Review',
    },
  },
};
