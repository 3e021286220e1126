/**
 * w21words (walk 19, finding 4): what still goes out when the Hub holds a draft as two or more posts (the core's
 * sends, publisher/post-sends.ts: an X-only caption is a post of its own), for the sentences after a new time is
 * chosen ("…still go out at {held}"). Each post is named by its channels; posts at one time share it, said once:
 * "Dec 5, 9:00 AM (Asia/Ho_Chi_Minh: Facebook, Instagram; X)" — never "Dec 5, 9:00 AM and Dec 5, 9:00 AM".
 */
type T = (key: string, opts?: { values?: Record<string, string | number> }) => string;

/** One post the Hub holds, as the screen words it: its time (null: none, then its state), its zone's name, its channels' labels. */
export interface HeldPostWords { time: string | null; zone: string; state: string; channels: readonly string[] }

export function heldTimesWords(posts: readonly HeldPostWords[], t: T): string {
  const groups: Array<{ post: HeldPostWords; channels: string[] }> = [];
  for (const p of posts) {
    const same = groups.find((g) => (p.time === null ? g.post.time === null && g.post.state === p.state : g.post.time === p.time && g.post.zone === p.zone));
    if (same) same.channels.push(p.channels.join(', '));
    else groups.push({ post: p, channels: [p.channels.join(', ')] });
  }
  return groups.map(({ post, channels }) => (post.time === null
    ? t('w21words.heldState', { values: { state: post.state, channels: channels.join('; ') } })
    : t('w21words.heldAt', { values: { time: post.time, zone: post.zone, channels: channels.join('; ') } }))).join(t('w19twohub.and'));
}
