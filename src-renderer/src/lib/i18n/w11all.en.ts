/**
 * English strings of branch w11all (walk 11): a campaign's "Approve all" / "Send all for review" take every post
 * the reader may take the step on now and leave the others, saying how many and why (team/campaign-verdict.ts
 * `left`, counted by the table's reason). Spread into `en`; `w11all.vi.ts` is typed against this shape.
 */
export const w11allEn = {
  w11all: {
    approved: '{n, plural, =1 {1 approved} other {# approved}}',
    submitted: '{n, plural, =1 {1 sent for review} other {# sent for review}}',
    /** What was done, then what was left: "2 approved; 1 left: changes requested by Bảo — waits for Lan’s edit". */
    line: '{done}; {left}',
    left: '{n, plural, =1 {1 left} other {# left}}: {why}',
    /** One reason among several: its count after it (several are joined by "; ": reasons hold commas). */
    part: '{why} ({n})',
    /** Before the press, beside the open button: what it will take and leave. */
    will: '{action} takes {n, plural, =1 {1 post} other {# posts}} now and leaves {m, plural, =1 {1 post} other {# posts}}: {why}',
    /** Pressed, and none could be taken (the first post's reason). */
    none: 'Nothing was taken: {message}',
    why: {
      changes: 'changes requested by {by} — waits for {author}’s edit',
      changesMine: 'changes requested by {by} — waits for your edit',
      changesNoAuthor: 'changes requested by {by} — waits for its author’s edit',
      notSent: 'not sent for review — waits for {author} to send it',
      notSentMine: 'not sent for review — yours to send',
      notSentNoAuthor: 'not sent for review',
      own_post: 'your own (this team does not let authors approve their own posts)',
      nothing_to_publish: 'nothing to review (no caption and no photo)',
      has_problems: 'cannot be published as it is — fix its errors first (named below)',
      flagged: 'the client approved a version the team asked to change (confirm each on its own)',
    },
  },
};
