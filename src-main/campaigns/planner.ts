/**
 * The campaign planner: reads a campaign from the library, spreads it (spread.ts, pure), writes
 * the times to its drafts, and dry-runs it (dryrun.ts, pure) on the send plan (send-plan.ts): the
 * posts exactly as Send will hand them over, never a plan not applied. The only part of the
 * campaign area that touches the library for planning.
 */
import {
  campaignPlans, campaigns, drafts, draftSchedules, LibraryError, queueSettings,
  type CampaignPlan, type CampaignPlanInput, type Draft, type Library, type ScheduleWrite,
} from '../library';
import { approvalRefusal, type ProfilePins, type TeamPublishPort } from '../publisher';
import { approvalChanges } from './calendar-review';
import { collisionsOf, postsAround } from './collisions';
import { dryRun, type DryRunRow, type DryRunSummary } from './dryrun';
import { approvalMark, planFingerprint, sendablePosts, sendTimes } from './send-plan';
import { postsZone, spread, type SpreadItem, type SpreadQueue } from './spread';
import { teamSentPosts } from './team-sent';

export interface PlannerDeps {
  library: Library;
  workspaceId: string;
  now: () => number;
  /** The profile's cached pins (the publisher's own reading). */
  pins: (profileId: string) => ProfilePins | null;
  /** The profile ids last read from the Hub (the cached profiles; empty: none read yet), for the dry run's profile check. */
  knownProfiles?: () => ReadonlySet<string>;
  /** w27brand: the cached profiles and when they were last read (a brand still a name is said as it is now). */
  brandProfiles?: () => { profiles: Array<{ profile_id: string; name: string }>; readAt: string | null };
  /** A team workspace's port (the publisher's): posts not approved are held back in the dry run as Send holds them. */
  team?: TeamPublishPort | null;
}

/** The dry run's profile check from the cached profiles: known, unknown, or unchecked when none was ever read. */
function profileCheck(deps: PlannerDeps): ((profileId: string) => 'known' | 'unknown' | 'unchecked') | undefined {
  if (!deps.knownProfiles) return undefined;
  const ids = deps.knownProfiles();
  return (id) => (ids.size === 0 ? 'unchecked' : ids.has(id) ? 'known' : 'unknown');
}

/** The campaign's live drafts, in campaign order. */
export function campaignDrafts(lib: Library, campaignId: string): Draft[] {
  const ids = campaigns.getCampaign(lib.db, campaignId).draftIds;
  const out: Draft[] = [];
  for (let i = 0; i < ids.length; i += 1000) out.push(...drafts.getMany(lib.db, ids.slice(i, i + 1000)));
  return out.filter((d) => d.deletedAt === null);
}

function queuesFor(deps: PlannerDeps, list: readonly Draft[]): Map<string, SpreadQueue> {
  const out = new Map<string, SpreadQueue>();
  for (const d of list) {
    if (!d.profile_id || out.has(d.profile_id)) continue;
    const q = queueSettings.read(deps.library.db, deps.workspaceId, d.profile_id);
    if (q) out.set(d.profile_id, { timezone: q.timezone, slots: q.slots });
  }
  return out;
}

/** Posts a plan may still move, and a send takes: not handed to the publisher, nor withdrawn (the rest keep the time they went with). */
const movable = (lib: Library, campaignId: string): Draft[] => sendablePosts(lib, campaignId, campaignDrafts(lib, campaignId));

/** The zones a plan with no zone chosen reads its start in (spread.ts): the posts' own (interval), each queue's, the best hours'. */
function startZones(p: CampaignPlan, list: readonly Draft[], queues: ReadonlyMap<string, SpreadQueue>): string[] {
  if (p.timezone !== null) return [];
  if (p.mode === 'interval') return [postsZone(list)].filter((z): z is string => z !== null);
  if (p.mode === 'queue_slots') return [...new Set(list.flatMap((d) => { const z = d.profile_id ? queues.get(d.profile_id)?.timezone : undefined; return z ? [z] : []; }))];
  return p.mode === 'best_hours' && p.bestHours ? [p.bestHours.timezone] : [];
}

export interface PlanPreview { plan: CampaignPlan; items: SpreadItem[]; drafts: Draft[] }

/** The spread of the campaign's unsent posts under `plan` (default: the stored plan), without writing anything. */
export function preview(deps: PlannerDeps, campaignId: string, plan?: CampaignPlanInput): PlanPreview {
  const p = plan === undefined ? campaignPlans.getPlan(deps.library.db, campaignId).plan : campaignPlans.parsePlan(plan);
  const list = movable(deps.library, campaignId);
  // w29time (walk 25, 2): an interval with no zone chosen reads its start in the posts' own zone (spread.ts): a start
  // the clocks skip there is refused too, as the plan refuses it in a chosen zone (nothing written).
  // w30campaign: queue slots with no zone chosen read it in each profile's queue zone, best hours in theirs (spread.ts): a
  // start the clocks skip there was moved to the next hour without a word; refused the same way.
  const queues = queuesFor(deps, list);
  const why = plan !== undefined && p.start !== null ? startZones(p, list, queues).map((z) => campaignPlans.startRefusal(p.start!, z)).find((w) => w !== null) ?? null : null;
  if (why) throw new LibraryError('invalid_input', `start: ${why}`, { details: { issues: [{ field: 'start', message: why }] } });
  const items = spread(list.map((d) => ({ id: d.id, profileId: d.profile_id, platforms: d.platforms, scheduledAt: d.scheduled_at, timezone: d.timezone })), p, queues, deps.now());
  // w29time (walk 25, 5): posts closer than the least gap to the campaign's post before them, said in the preview as the
  // dry run says it (collisions.ts, the one rule); a spread that moves posts for the gap leaves none.
  const positions = new Map(campaignDrafts(deps.library, campaignId).map((d, i) => [d.id, i + 1]));
  const byId = new Map(list.map((d) => [d.id, d]));
  const timed = items.flatMap((it) => {
    const d = byId.get(it.id);
    return it.at === null || !d ? [] : [{ draftId: it.id, position: positions.get(it.id) ?? 0, profileId: d.profile_id, channels: d.platforms, at: it.at }];
  });
  const close = new Map<string, NonNullable<SpreadItem['tooClose']>>();
  for (const h of collisionsOf(timed, [], p.minGapMinutes)) {
    if (h.with === 'campaign' && !close.has(h.draftId)) close.set(h.draftId, { otherId: h.otherId, position: positions.get(h.otherId) ?? 0, channel: h.channel, minutes: h.minutes });
  }
  for (const it of items) if (close.has(it.id)) it.tooClose = close.get(it.id) ?? null;
  return { plan: p, items, drafts: list };
}

/** An approved post a plan gave a new time: its approval was of the old time, so it goes back to review (calendar-review.ts). */
export interface BackToReview { id: string; position: number; by: string }

/** What `apply` did: `written` posts given the plan's time, `moved` of them whose time (or queue) changed; nothing is sent. */
export interface PlanApplied { plan: CampaignPlan; items: SpreadItem[]; written: number; moved: number; backToReview: BackToReview[] }

/**
 * Stores the plan and writes each unsent post's time (delivery `schedule`: scheduled_at + zone;
 * `queue`: add_to_queue). Posts the spread could not place keep what they had. All in one
 * transaction. w24campaign (walk 21, 2): says how many posts got a NEW time and which approved posts that sent back to
 * review (the calendar's one derivation, `approvalChanges`), for the Plan tab and `campaign plan` alike.
 * @throws LibraryError invalid_input (a bad plan: nothing changes), not_found
 */
export function apply(deps: PlannerDeps, campaignId: string, plan: CampaignPlanInput): PlanApplied {
  const pv = preview(deps, campaignId, plan);
  const writes: ScheduleWrite[] = [];
  for (const it of pv.items) {
    if (it.problem || it.local === null) continue;
    writes.push(pv.plan.delivery === 'queue'
      ? { id: it.id, scheduledAt: null, timezone: null, addToQueue: true }
      // A time the clocks skip or show twice keeps the wall time as written: it resolves to the same instant
      // (the library's one rule), and the mark stays on the post after the plan is applied.
      : { id: it.id, scheduledAt: it.wallClock?.written ?? it.local, timezone: it.timezone, addToQueue: false });
  }
  const before = new Map(pv.drafts.map((d) => [d.id, d]));
  const moved = writes.filter((w) => {
    const d = before.get(w.id);
    return !d || d.add_to_queue !== w.addToQueue || (d.scheduled_at ?? null)?.slice(0, 16) !== w.scheduledAt?.slice(0, 16) || (d.timezone ?? null) !== w.timezone;
  }).length;
  const db = deps.library.db;
  const { result: written, approvals } = approvalChanges(db, writes.map((w) => w.id), () => db.transaction(() => {
    campaignPlans.setPlan(db, campaignId, pv.plan);
    return draftSchedules.setSchedules(db, writes);
  }).immediate());
  const positions = new Map(campaignDrafts(deps.library, campaignId).map((d, i) => [d.id, i + 1]));
  const backToReview = approvals.filter((a) => a.change === 'lost').map((a) => ({ id: a.id, position: positions.get(a.id) ?? 0, by: a.by }));
  return { plan: pv.plan, items: pv.items, written, moved, backToReview };
}

/** `fingerprint`: of the send plan the rows describe; Send given it refuses (`plan_changed`) once the posts it would hand over differ. */
export interface DryRunResult { plan: CampaignPlan; rows: DryRunRow[]; summary: DryRunSummary; fingerprint: string }

/** The fingerprint of what Send would hand over now (the sender checks a dry run's against it). */
export function currentFingerprint(lib: Library, campaignId: string, team?: TeamPublishPort | null): string {
  return planFingerprint(movable(lib, campaignId), approvalMark(team));
}

/** The dry run of exactly what Send will do: the posts it takes, as their drafts are stored, writing nothing. `seen` is given those posts (the sender remembers them, without reading them again). */
export function runDryRun(deps: PlannerDeps, campaignId: string, seen?: (posts: readonly Draft[]) => void): DryRunResult {
  const stored = campaignPlans.getPlan(deps.library.db, campaignId);
  const all = campaignDrafts(deps.library, campaignId);
  const list = sendablePosts(deps.library, campaignId, all);
  const positions = new Map(all.map((d, i) => [d.id, i + 1]));
  seen?.(list);
  const { times, predicted, deliveries } = sendTimes(list, queuesFor(deps, list.filter((d) => d.add_to_queue)), deps.now());
  const campaignIds = new Set(list.map((d) => d.id));
  const others = draftSchedules.captionMatches(deps.library.db, deps.workspaceId, list.map((d) => d.caption))
    .filter((o) => !campaignIds.has(o.draftId));
  // w26campaign: what the rows may fall on outside the campaign (collisions.ts, the Posts tab's rule), around their send times.
  const ats = [...times.values()].flatMap((t) => (t.at === null ? [] : [t.at]));
  const reach = Math.max(stored.plan.minGapMinutes, 1) * 60_000;
  const around = ats.length === 0 ? [] : postsAround(deps.library.db, deps.workspaceId, campaignIds, Math.min(...ats) - reach, Math.max(...ats) + reach + 1, deps.now());
  // teamcampaign: a post a teammate sent is held back as sent by them (the publisher's guard holds it so), before any approval.
  const sent = teamSentPosts(deps.library, campaignId, list.map((d) => d.id), deps.team);
  const r = dryRun({ drafts: list, times, deliveries, predicted, positions, minGapMinutes: stored.plan.minGapMinutes, duplicateDays: stored.plan.duplicateDays, pins: deps.pins, others, around, ...(deps.knownProfiles ? { profileKnown: profileCheck(deps) } : {}), ...(deps.brandProfiles ? { brands: deps.brandProfiles() } : {}), ...(deps.team ? { approval: (d: Draft) => sent.get(d.id)?.problem ?? approvalRefusal(deps.team, d) } : {}), ...(sent.size > 0 ? { teamTimes: new Map([...sent].map(([id, x]) => [id, x.time])) } : {}) });
  return { plan: stored.plan, ...r, fingerprint: planFingerprint(list, approvalMark(deps.team)) };
}
