/**
 * English strings of w19twohub (walk 17, findings 2 and 3): Compose's When section for a draft the Hub holds as two
 * or more posts (the core's sends, publisher/post-sends.ts: one per call — an X-only caption makes two) names every
 * post's time and who sent it, never one time. Spread into `en`; `w19twohub.vi.ts` is typed against it.
 */
export const w19twohubEn = {
  w19twohub: {
    /** Above the list of the Hub's posts in the When section. */
    heldMany: 'The Hub holds this post as {count} posts:',
    /** One of them, with its time: "15 Jan 2027, 08:00 (Asia/Ho_Chi_Minh) · X — Sent by Lan · 27 Nov, 09:00". */
    heldPostAt: '{time} ({zone}) · {channels} — {who}',
    /** One of them with no time (in the Hub's queue, or out already): its state, its channels, then who sent it. */
    heldPostState: '{state} · {channels} — {who}',
    /** Outside a team (no sender named by the team): this computer sent it. */
    thisComputer: 'sent from this computer',
    /** The times joined, for the sentences that name what still goes out: "…at 08:00 (UTC) and 09:00 (UTC)". */
    and: ' and ',
    heldNote: 'The Hub cannot move or unschedule the posts it holds, so changing the time here would not move them. To publish at another time, send it as a new post; the posts the Hub holds still go out.',
    newTimeWarn: 'This sends a NEW post at the time below. The {count} posts the Hub holds still go out at {times}: it will appear again unless you delete the earlier ones on each channel once they are out.',
  },
};
