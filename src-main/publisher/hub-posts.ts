/**
 * w16twice (walk 15, finding 2): the posts the Hub holds of a draft, each with its time, channels and
 * text. A draft published AGAIN as a new post (Compose's "Send it as a new post at another time…",
 * `postroom publish --again`) is held twice: the older text still goes out at its time beside the new
 * one (the Hub cannot cancel or change a post it holds). The client's preview page (team/preview) shows them.
 *
 * w17twins (walk 16): they are the draft's sends the Hub holds or published (post-sends.ts draftSends, the
 * sends Compose, the Review panel and `drafts list` count: AT_HUB_STATES, as heldAtHub), each with its time,
 * channels and full text — never grouped again here. Before, this page grouped the Outbox Table's rows by
 * time, text and sender: two publishes at the same instant and text were one post here and two in Compose, a
 * retry of a refused channel sent at another moment two here and one in Compose. A channel the Hub refused or
 * that was withdrawn is not among a post's channels; an earlier attempt sent again as new is left to its
 * replacement (post-state.ts: the latest job that addressed a channel decides it).
 */
import { scheduledInstant, sentField, type ReadableDB } from '../library';
import { AT_HUB_STATES } from '../../src-shared/post-sends';
import { outcomeOf } from './outcome-rows';
import { draftSendsAndJobs, type PostSend, type SendJob } from './post-sends';
import type { TeamPublishPort } from './team';

export interface HubPost {
  /** The instant it goes out (or went out), ISO; with the wall clock and zone it was sent with. */
  at: string;
  scheduledAt: string | null;
  timezone: string | null;
  channels: string[];
  /** Its text as sent, in full (the caption, else the title): its first channel's. */
  caption: string;
  /**
   * w17twins: when its channels went out with more than one text (a channel's own caption: the publisher sends a
   * Hub call per caption group, one send), each text with its channels, in channel order. Absent: one text.
   */
  parts?: Array<{ channels: string[]; caption: string }>;
  /** 'scheduled': the Hub holds it and it goes out at `at`; 'sent': out already (or its outcome not known yet). */
  stage: 'scheduled' | 'sent';
  /** The teammate who sent it (or whose call this computer replayed); null: this computer. */
  by: string | null;
}

/** One send the Hub holds, as a Hub post: its time and text are those of the job deciding its first channel held. */
export function hubPostOf(send: PostSend, jobOf: (jobId: string) => SendJob | undefined): HubPost {
  const held = send.post.channels.filter((c) => { const o = outcomeOf(c.state); return o !== null && o !== 'refused'; });
  const lead = held[0] ?? send.post.channels[0];
  const job = lead ? jobOf(lead.jobId) : undefined;
  const scheduledAt = job ? sentField(job, 'scheduled_at') : null;
  const timezone = job ? sentField(job, 'timezone') : null;
  const textOf = (jobId: string): string => { const j = jobOf(jobId); return j ? sentField(j, 'caption') || sentField(j, 'title') || '' : ''; };
  const parts: Array<{ channels: string[]; caption: string }> = [];
  for (const c of held) {
    const caption = textOf(c.jobId);
    const part = parts.find((x) => x.caption === caption);
    if (part) part.channels.push(c.channel);
    else parts.push({ channels: [c.channel], caption });
  }
  const ms = (scheduledAt ? scheduledInstant(scheduledAt, timezone) : null) ?? job?.sentAt ?? send.post.by?.at ?? send.post.mine?.at ?? send.post.replayed?.at ?? 0;
  return {
    at: new Date(ms).toISOString(),
    scheduledAt,
    timezone,
    channels: held.map((c) => c.channel),
    caption: lead ? textOf(lead.jobId) : '',
    stage: held.some((c) => outcomeOf(c.state) === 'waiting') ? 'scheduled' : 'sent',
    by: send.post.by?.name ?? null,
    ...(parts.length > 1 ? { parts } : {}),
  };
}

/** Each draft's Hub posts (hubPostOf over its held sends), earliest first; a draft the Hub holds nothing of is left out. */
export function draftHubPosts(db: ReadableDB, draftIds: readonly string[], team?: Pick<TeamPublishPort, 'me' | 'sharedOutcomes' | 'sentFirst'> | null): Map<string, HubPost[]> {
  return new Map([...draftHubPostStates(db, draftIds, team)].map(([id, posts]) => [id, posts.map((x) => x.post)]));
}

/** w20again: draftHubPosts with each post's state (post-state.ts, one of AT_HUB_STATES), as a calendar chip wears it. */
export function draftHubPostStates(db: ReadableDB, draftIds: readonly string[], team?: Pick<TeamPublishPort, 'me' | 'sharedOutcomes' | 'sentFirst'> | null): Map<string, Array<{ post: HubPost; state: string }>> {
  const out = new Map<string, Array<{ post: HubPost; state: string }>>();
  for (const draftId of new Set(draftIds)) {
    const { sends, jobOf } = draftSendsAndJobs(db, draftId, team ?? undefined);
    const posts = sends.filter((s) => AT_HUB_STATES.includes(s.post.state)).map((s) => ({ post: hubPostOf(s, jobOf), state: s.post.state }));
    // Earliest first; two at one instant keep the order of the sends (oldest first).
    posts.sort((a, b) => (a.post.at < b.post.at ? -1 : a.post.at > b.post.at ? 1 : 0));
    if (posts.length > 0) out.set(draftId, posts);
  }
  return out;
}
