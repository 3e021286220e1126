/**
 * w16twice (walk 15, finding 2): the posts the Hub holds of a draft, each with its time, channels and
 * text. A draft published AGAIN as a new post (Compose's "Send it as a new post at another time…",
 * `postroom publish --again`) is held twice: the older text still goes out at its time beside the new
 * one (the Hub cannot cancel or change a post it holds). Read from the Outbox Table's own derivation
 * (outcome-rows.ts: this journal's publishes, a replay of a teammate's call as theirs, the teammates'
 * sends): a row per channel, grouped here into Hub posts by time and text. A channel the Hub refused
 * or that was withdrawn is no post; an earlier attempt sent again as new is left to its replacement.
 * The client's preview page (team/preview) shows them.
 */
import { sentField, type Job, type ReadableDB } from '../library';
import { listJobs } from './read';
import { outcomeRows, teammateRows, withReplays, type OutcomeRow } from './outcome-rows';
import type { TeamPublishPort } from './team';
import { jobPost, teammateSends } from './team-sends';

export interface HubPost {
  /** The instant it goes out (or went out), ISO; with the wall clock and zone it was sent with. */
  at: string;
  scheduledAt: string | null;
  timezone: string | null;
  channels: string[];
  /** Its text as sent, in full (the caption, else the title). */
  caption: string;
  /** 'scheduled': the Hub holds it and it goes out at `at`; 'sent': out already (or its outcome not known yet). */
  stage: 'scheduled' | 'sent';
  /** The teammate who sent it; null: this computer. */
  by: string | null;
}

/** Groups a draft's rows (its channels) into the Hub's posts, by time and text, earliest first. */
export function hubPostsOf(rows: readonly OutcomeRow[], textOf: (row: OutcomeRow) => string = (r) => r.caption): HubPost[] {
  const posts = new Map<string, HubPost>();
  for (const r of rows) {
    if (r.supersededBy !== null || r.outcome === null || r.outcome === 'refused') continue;
    const caption = textOf(r);
    const key = `${r.at}\u0000${caption}\u0000${r.by ?? ''}`;
    const stage = r.outcome === 'waiting' ? 'scheduled' : 'sent';
    const p = posts.get(key);
    if (p) {
      if (!p.channels.includes(r.channel)) p.channels.push(r.channel);
      if (stage === 'scheduled') p.stage = 'scheduled';
    } else posts.set(key, { at: r.at, scheduledAt: r.scheduledAt, timezone: r.timezone, channels: [r.channel], caption, stage, by: r.by });
  }
  return [...posts.values()].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

/** Each draft's Hub posts (hubPostsOf), from this journal and, in a team, the teammates' sends. */
export function draftHubPosts(db: ReadableDB, draftIds: readonly string[], team?: Pick<TeamPublishPort, 'me' | 'sharedOutcomes' | 'sentFirst'> | null): Map<string, HubPost[]> {
  const out = new Map<string, HubPost[]>();
  const full = new Map<string, string>();
  const text = (j: Pick<Job, 'fields'>): string => sentField(j, 'caption') || sentField(j, 'title') || '';
  for (const draftId of new Set(draftIds)) {
    const jobs = listJobs(db, { draftId });
    const byId = new Map(jobs.map((j) => [j.id, j]));
    for (const j of jobs) full.set(j.id, text(j));
    let rows = outcomeRows(jobs);
    if (team) {
      rows = withReplays(rows, (id) => (byId.has(id) ? jobPost(byId.get(id)!, team) : null));
      const theirs = teammateSends(db, [draftId], team);
      for (const s of theirs) full.set(s.job.id, text(s.job));
      rows = [...rows, ...teammateRows(theirs)];
    }
    const posts = hubPostsOf(rows, (r) => full.get(r.jobId) || r.caption);
    if (posts.length > 0) out.set(draftId, posts);
  }
  return out;
}
