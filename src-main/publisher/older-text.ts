/**
 * h-oldcaption (walk 43b, 5): which channels of a post hold an EARLIER version of its text at the Hub. Pure.
 *
 * Post B6 went to Instagram and X; X refused it, Instagram published it. The author edited the caption and retried X,
 * which went with the new text (publisher.ts retryFailedChannels builds from the draft now). The Hub cannot change a
 * post it holds: Instagram keeps the old caption, X has the new one. Before, every screen and `drafts list` showed the
 * new caption as the post's, "published", on both.
 *
 * 1. A channel's text at the Hub is the caption and title its deciding job was SENT with (post-state.ts rule 1; a job's
 *    journaled fields, a teammate's outcome carries them too). A call that carried neither says nothing (an older
 *    laptop's outcome): it is left out.
 * 2. Its text now is the draft's for that channel (captionFor: its own caption, else the draft's), so a channel given
 *    its own words on purpose is never "older": only the text that channel would be sent now counts.
 * 3. Only channels the Hub holds or may hold count (published, waiting at the Hub, on their way, unknown): a refused
 *    channel holds nothing.
 * 4. A channel holds an earlier version when its text is not its text now AND a later send of the post gave another
 *    channel either its text now, or (edited again since) another text than this channel's while both channels get one
 *    text now (the same caption group): the post's channels hold different versions. A post whose channels all hold one
 *    version edited since is not split (in a team, "edited since it was sent" says that: bridge drafts-edited.ts).
 * 5. Grouped by the call that sent them (its time), in the post's channel order.
 */
import { sentField } from '../library';
import { utcMinute } from '../../src-shared/utc-minute';
import { captionFor, type ChannelText } from './captions';
import type { ChannelStateKind, OlderText, PostState } from './post-state-shape';
import { sentAtOf, type JobView } from './post-state';

/** The channel states whose post the Hub holds or may hold (rule 3). */
const HELD: ReadonlySet<ChannelStateKind> = new Set<ChannelStateKind>(['published', 'scheduled', 'queued', 'sending', 'retrying', 'unknown']);

/** The draft's text a channel gets now (rule 2). */
export type TextNow = Parameters<typeof captionFor>[0];

const same = (a: Pick<ChannelText, 'caption' | 'title'>, b: Pick<ChannelText, 'caption' | 'title'>): boolean => a.caption === b.caption && a.title === b.title;

/**
 * The channels of `post` that hold an earlier version of the text (see above), or null: none. `textNow` reads the draft
 * (absent: a draft not held here, nothing to compare), only for a post whose held channels were sent by two calls or more.
 */
export function olderTexts(post: Pick<PostState, 'channels'>, jobs: readonly JobView[], textNow: () => TextNow | undefined): OlderText[] | null {
  const jobOf = new Map(jobs.map((j) => [j.id, j]));
  const sent = post.channels.flatMap((c) => {
    const j = jobOf.get(c.jobId);
    if (!j || !HELD.has(c.state)) return [];
    const caption = sentField(j, 'caption');
    const title = sentField(j, 'title');
    if (caption === null && title === null) return []; // rule 1: nothing carried, nothing to say
    return [{ channel: c.channel, sentAt: sentAtOf(j), text: { caption: caption ?? '', title: title ?? '' } }];
  });
  // Rule 4 needs a later send: one call's channels hold one version (the draft is not read).
  if (new Set(sent.map((h) => h.sentAt)).size < 2) return null;
  const draft = textNow();
  if (!draft) return null;
  const held = sent.map((h) => ({ ...h, now: captionFor(draft, h.channel), current: same(h.text, captionFor(draft, h.channel)) }));
  const laterVersion = (h: (typeof held)[number]): boolean =>
    held.some((l) => l.sentAt > h.sentAt && (l.current || (same(l.now, h.now) && !same(l.text, h.text))));
  const groups = new Map<number, OlderText>();
  for (const h of held) {
    if (h.current || !laterVersion(h)) continue;
    const g = groups.get(h.sentAt);
    if (g) g.channels.push(h.channel);
    else groups.set(h.sentAt, { channels: [h.channel], sentAt: h.sentAt });
  }
  return groups.size > 0 ? [...groups.values()] : null;
}

/** The CLI's words (the app's are the catalog's holdsolder.*): "instagram holds an earlier version of the text (sent 2026-11-29 09:00 UTC, before the edit)". */
export function olderTextText(older: readonly OlderText[]): string {
  return older.map((o) => `${o.channels.join(', ')} ${o.channels.length === 1 ? 'holds' : 'hold'} an earlier version of the text (sent ${utcMinute(o.sentAt)}, before the edit)`).join('; ');
}
