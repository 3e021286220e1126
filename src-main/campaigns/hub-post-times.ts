/**
 * w20again (walk 18, finding 3): every post the Hub holds of a draft, on the calendar and the campaign's Posts tab.
 * A draft sent again as a new post (Compose's "Send it as a new post at another time…", `publish --again`) is two Hub
 * posts — Dec 5 19:00 and Dec 6 19:00 — and the Hub sends both. The calendar and the Posts tab placed the draft by its
 * latest job's time alone (library held-times.ts), so Dec 5 was not shown anywhere while the Hub held it.
 *
 * 1. The posts are the core's one reading of a draft's Hub posts (publisher/hub-posts.ts draftHubPosts — draftHubPostStates, with each post's state — over
 *    post-sends.ts draftSends: the posts Compose's When section lists), never grouped again here.
 * 2. `otherHubPosts`: of them, those with a time of their own other than the one the draft is shown at (the one row or
 *    chip the screen already has); two at one instant (a publish's caption groups) are one place on a calendar.
 * 3. `hubPostChips`: a calendar chip for each of those in the range, beside the draft's own (marked `also_held`: the Hub
 *    holds its time, so it does not move), and for a draft shown outside the range whose other post falls in it.
 * The drafts are first looked at cheaply (held-times.ts sentMoreThanOnce; in a team, a teammate's send may be the other).
 */
import { drafts, draftSchedules, heldTimes, scheduledInstant, type ReadableDB } from '../library';
import { draftHubPostStates, sentCaption, type TeamPublishPort } from '../publisher';
import type { CalendarEntry } from './calendar';
import { whyFixed } from './movable';

type Team = Pick<TeamPublishPort, 'me' | 'sharedOutcomes' | 'sentFirst'> | null;

/** Another post the Hub holds of a draft: its time as sent (wall clock and zone), its instant, state, and sender. */
export interface OtherHubPost {
  scheduledAt: string;
  timezone: string | null;
  /** Its instant, ms. */
  at: number;
  state: string;
  /** The teammate who sent it; null: this computer. */
  by: string | null;
  /** w24calendar: its text as sent (publisher hub-posts.ts HubPost.caption, the client page's and the Outbox's reading); '' when its send carried none. */
  caption: string;
  /** w24calendar: the draft's text for its channels now (publisher sentCaption) is not the text it holds: the draft changed since. */
  changed: boolean;
}

/** A draft as a screen shows it: at `scheduled_at` in `timezone` (null: no time of its own there). */
export interface ShownAt { id: string; scheduled_at: string | null; timezone: string | null }

const instantOf = (at: string | null, zone: string | null): number | null => (at === null ? null : scheduledInstant(at, zone));

/** Each draft's other Hub posts (see above), earliest first; drafts with none are absent. */
export function otherHubPosts(db: ReadableDB, shown: readonly ShownAt[], team: Team): Map<string, OtherHubPost[]> {
  const ids = shown.map((x) => x.id);
  const more = heldTimes.sentMoreThanOnce(db, ids);
  // In a team the other post may be a teammate's (not in this journal): every draft is read whole there.
  const read = team ? ids : ids.filter((id) => more.has(id));
  const posts = draftHubPostStates(db, read, team);
  const draftOf = new Map(drafts.getMany(db, [...posts.keys()]).map((d) => [d.id, d]));
  const out = new Map<string, OtherHubPost[]>();
  for (const s of shown) {
    const all = posts.get(s.id);
    if (!all || all.length < 2) continue;
    const seen = new Set<number>();
    const here = instantOf(s.scheduled_at, s.timezone);
    if (here !== null) seen.add(here);
    const others: OtherHubPost[] = [];
    for (const { post: p, state } of all) {
      const at = instantOf(p.scheduledAt, p.timezone);
      if (p.scheduledAt === null || at === null || seen.has(at)) continue;
      seen.add(at);
      // w24calendar (walk 21, 1): the text the Hub holds, and whether the draft now gives its channels another.
      const now = sentCaption({ platforms: p.channels, fields: {} }, draftOf.get(s.id));
      others.push({ scheduledAt: p.scheduledAt, timezone: p.timezone, at, state, by: p.by, caption: p.caption, changed: p.caption !== '' && now !== p.caption });
    }
    if (others.length > 0) out.set(s.id, others);
  }
  return out;
}

/** A chip of another post the Hub holds of a draft: `also_held` names its sender (null: this computer). */
export type HubPostChip = CalendarEntry & { also_held: { by: string | null; changed: boolean } };

/**
 * The chips of the drafts' other Hub posts in [fromMs, toMs): for the entries sent (`fixed`), and for drafts this
 * journal sent into the range whose shown time is outside it (their rows read here, shown at their held time).
 */
export function hubPostChips(db: ReadableDB, workspaceId: string, entries: readonly CalendarEntry[], fromMs: number, toMs: number, team: Team): HubPostChip[] {
  const sent = entries.filter((e) => e.fixed !== null);
  const known = new Set(entries.map((e) => e.id));
  const outside = heldTimes.sentInRange(db, workspaceId, fromMs, toMs).filter((id) => !known.has(id));
  const held = heldTimes.ofDrafts(db, outside);
  const rows = draftSchedules.calendarRows(db, workspaceId, outside).filter((r) => whyFixed(r.state) !== null);
  const bases: CalendarEntry[] = [
    ...sent,
    ...rows.map((r): CalendarEntry => {
      const h = held.get(r.id);
      return { ...r, scheduled_at: h?.scheduledAt ?? r.scheduled_at, timezone: h ? h.timezone : r.timezone, held: true, draft_scheduled_at: null, draft_timezone: null, fixed: whyFixed(r.state), predicted_at: null, predicted_timezone: null, passed: false, review: null, sent_at: null };
    }),
  ];
  const others = otherHubPosts(db, bases.map((e) => ({ id: e.id, scheduled_at: e.add_to_queue ? null : e.scheduled_at, timezone: e.timezone })), team);
  const out: HubPostChip[] = [];
  for (const e of bases) {
    for (const p of others.get(e.id) ?? []) {
      if (p.at < fromMs || p.at >= toMs) continue;
      out.push({
        ...e, scheduled_at: p.scheduledAt, timezone: p.timezone, at: p.at, add_to_queue: false, state: p.state,
        held: true, draft_scheduled_at: null, draft_timezone: null, fixed: whyFixed(p.state) ?? 'held_by_hub', predicted_at: null, predicted_timezone: null,
        // w24calendar (walk 21, 1): its caption as sent (before: the draft's current one, as if the Hub held it).
        caption: p.caption || e.caption, passed: false, review: null, also_held: { by: p.by, changed: p.changed },
        // h-calout (walk 39a, 1): one sent at once is placed at the instant it went (hub-posts.ts `at`), as the draft's own chip.
        sent_at: p.scheduledAt === null ? new Date(p.at).toISOString() : null,
      });
    }
  }
  return out;
}
