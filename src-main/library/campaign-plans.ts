/**
 * A campaign's plan and send record (tables `campaign_plans`, `campaign_sends`, migration 0101).
 * The plan says how the campaign's posts are spread over time and how the Hub is asked to
 * deliver them; the send record says which posts went to the publisher, in which batch, so that
 * a send that stopped (pause, quit, crash) goes on with exactly the posts still to send.
 */
import { z } from 'zod';
import { LibraryError, notFound } from './errors';
import { isValidZone, localOf, offsetText, zoneOffset } from './model';
import { parseDateTime, readWall } from '../../src-shared/wall-time';
import { isoOffsetText } from '../../src-shared/wall-showing';
import { all, get, nowIso, run, sql, type ReadableDB, type WritableDB } from './sql';
import { parseInput } from './validate';

export const SPREAD_MODES = ['queue_slots', 'interval', 'file_times', 'best_hours'] as const;
export type SpreadMode = (typeof SPREAD_MODES)[number];
/** `schedule`: the Hub publishes at each post's time (scheduled_at + timezone; drops facebook_page_id, rule 6). `queue`: add_to_queue, the Hub's own queue picks the time. */
export const DELIVERIES = ['schedule', 'queue'] as const;
export type Delivery = (typeof DELIVERIES)[number];
export const SEND_STATES = ['idle', 'sending', 'paused', 'done', 'cancelled'] as const;
export type SendState = (typeof SEND_STATES)[number];

/**
 * The audience's best hours (Insights, GET audience) kept as posting slots: each hour, every day,
 * in `timezone` (the audience's zone, else the profile's queue zone). Which profile and channel
 * they were read for is kept so the plan form can say where they came from.
 */
export const BestHoursSchema = z.object({
  profileId: z.string().min(1).max(200),
  platform: z.string().min(1).max(40),
  hours: z.array(z.number().int().min(0).max(23)).min(1).max(24).refine((h) => new Set(h).size === h.length, 'each hour once'),
  timezone: z.string().max(100).refine((z) => isValidZone(z), 'an IANA time zone name'),
}).strict();
export type BestHours = z.output<typeof BestHoursSchema>;

const localDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'a local date-time YYYY-MM-DDTHH:mm');

export const PlanSchema = z.object({
  mode: z.enum(SPREAD_MODES).default('queue_slots'),
  delivery: z.enum(DELIVERIES).default('schedule'),
  /** IANA zone the times are read and shown in (queue_slots: the profile's queue zone when null). */
  timezone: z.string().max(100).nullable().default(null).refine((z) => z === null || isValidZone(z), 'an IANA time zone name'),
  /** First moment a post may take, as wall-clock time in `timezone`. Null: now. */
  start: localDateTime.nullable().default(null),
  intervalMinutes: z.number().int().min(1).max(60 * 24 * 31).default(60),
  /** Mode `interval` across a clock change: `wall` keeps the wall-clock time (09:00 stays 09:00), `elapsed` steps exact time (issue 31). */
  intervalClock: z.enum(['wall', 'elapsed']).default('wall'),
  /** Least time between two posts to one channel of one profile. */
  minGapMinutes: z.number().int().min(0).max(60 * 24 * 7).default(30),
  /** Duplicates: the same caption to the same channel within this many days. */
  duplicateDays: z.number().int().min(0).max(365).default(7),
  /** The slots of mode `best_hours`; kept when another mode is picked, so switching back finds them. */
  bestHours: BestHoursSchema.nullable().default(null),
}).strict();
export type CampaignPlan = z.output<typeof PlanSchema>;
export type CampaignPlanInput = z.input<typeof PlanSchema>;

export const DEFAULT_PLAN: CampaignPlan = PlanSchema.parse({});

/**
 * w29time (walk 25, 1-2): why a typed start is refused, or null. The ONE strict reading (`parseDateTime`, never
 * `Date.parse`, which rolled 2027-02-30 into March and 2027-13-45 into "now"): the day and hour must exist, and in
 * `zone` (when known) the clocks must not skip it (02:30 on a spring-forward night is refused where it is typed,
 * as the README says; never silently moved to 03:30).
 */
export function startRefusal(start: string, zone: string | null): string | null {
  const p = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(start) ? parseDateTime(start) : null;
  if (!p) return `${start} is not a date and time that exists (YYYY-MM-DDTHH:mm)`;
  if (zone === null || !isValidZone(zone)) return null;
  const read = readWall(zoneOffset(zone), p.wall);
  if (read.kind !== 'skipped') return null;
  const moved = `${localOf(zone, read.at).slice(11, 16)}, ${isoOffsetText(offsetText(zoneOffset(zone)(read.at)))}`;
  return `${start.replace('T', ' ')} does not exist in ${zone}: the clocks skip it that night (it would be ${moved}). Choose another time`;
}

/** Refuses a start that does not exist, as a field of the plan (`start`). */
const PlanInputSchema = PlanSchema.superRefine((plan, ctx) => {
  const why = plan.start === null ? null : startRefusal(plan.start, plan.timezone);
  if (why) ctx.addIssue({ code: 'custom', path: ['start'], message: why });
});

/** A plan from input, defaults filled. @throws LibraryError invalid_input naming each bad field (a start that does not exist included) */
export const parsePlan = (input: unknown): CampaignPlan => parseInput(PlanInputSchema, input);

export interface PlanRecord { plan: CampaignPlan; sendState: SendState; updatedAt: string | null }

const exists = (db: ReadableDB, id: string): boolean => get(db, sql`SELECT 1 FROM campaigns WHERE id = ${id}`) !== undefined;

export function getPlan(db: ReadableDB, campaignId: string): PlanRecord {
  const r = get<{ plan: string; send_state: SendState; updated_at: string }>(db, sql`SELECT plan, send_state, updated_at FROM campaign_plans WHERE campaign_id = ${campaignId}`);
  if (!r) {
    if (!exists(db, campaignId)) throw notFound('campaign', campaignId);
    return { plan: DEFAULT_PLAN, sendState: 'idle', updatedAt: null };
  }
  // A stored plan is re-parsed on load (a field added later gets its default).
  return { plan: PlanSchema.parse(JSON.parse(r.plan)), sendState: r.send_state, updatedAt: r.updated_at };
}

/** Replaces the plan (fields left out take their defaults). @throws LibraryError invalid_input, not_found */
export function setPlan(db: WritableDB, campaignId: string, input: CampaignPlanInput): CampaignPlan {
  const plan = parseInput(PlanInputSchema, input);
  db.transaction(() => {
    if (!exists(db, campaignId)) throw notFound('campaign', campaignId);
    run(db, sql`INSERT INTO campaign_plans (campaign_id, plan, updated_at) VALUES (${campaignId}, ${JSON.stringify(plan)}, ${nowIso(db)})
      ON CONFLICT (campaign_id) DO UPDATE SET plan = excluded.plan, updated_at = excluded.updated_at`);
  }).immediate();
  return plan;
}

/** The moves a send may make, as data. */
export const SEND_MOVES: Readonly<Record<SendState, readonly SendState[]>> = {
  idle: ['sending'],
  sending: ['paused', 'done', 'cancelled'],
  paused: ['sending', 'cancelled'],
  done: ['sending'],
  cancelled: ['sending'],
};

/** Moves the send state. @throws LibraryError invalid_state when the move is not allowed (nothing changes). */
export function setSendState(db: WritableDB, campaignId: string, next: SendState): SendState {
  return db.transaction(() => {
    const from = getPlan(db, campaignId).sendState;
    if (from === next) return next;
    if (!SEND_MOVES[from].includes(next)) throw new LibraryError('invalid_state', `a campaign that is ${from} cannot become ${next}`, { details: { from, to: next } });
    run(db, sql`INSERT INTO campaign_plans (campaign_id, send_state, updated_at) VALUES (${campaignId}, ${next}, ${nowIso(db)})
      ON CONFLICT (campaign_id) DO UPDATE SET send_state = excluded.send_state, updated_at = excluded.updated_at`);
    return next;
  }).immediate();
}

/** Campaigns of a workspace whose send was under way (resumed at start). */
export function sending(db: ReadableDB, workspaceId: string): string[] {
  return all<{ id: string }>(db, sql`SELECT c.id FROM campaigns c JOIN campaign_plans p ON p.campaign_id = c.id
    WHERE c.workspace_id = ${workspaceId} AND p.send_state = 'sending' ORDER BY c.id`).map((r) => r.id);
}

/** Records posts handed to the publisher in `batchId` (call in the transaction that matters to you). */
export function recordHanded(db: WritableDB, campaignId: string, draftIds: readonly string[], batchId: string): void {
  const now = nowIso(db);
  db.transaction(() => {
    for (const d of draftIds) run(db, sql`INSERT OR IGNORE INTO campaign_sends (campaign_id, draft_id, batch_id, outcome, at) VALUES (${campaignId}, ${d}, ${batchId}, 'handed', ${now})`);
  })();
}

/** Withdraws posts not sent yet: a later send skips them. Returns how many were withdrawn. */
export function withdraw(db: WritableDB, campaignId: string, draftIds: readonly string[]): number {
  const now = nowIso(db);
  let n = 0;
  db.transaction(() => {
    for (const d of draftIds) n += run(db, sql`INSERT OR IGNORE INTO campaign_sends (campaign_id, draft_id, batch_id, outcome, at) VALUES (${campaignId}, ${d}, NULL, 'withdrawn', ${now})`).changes;
  })();
  return n;
}

export type SendOutcome = 'handed' | 'skipped' | 'withdrawn';
export interface SendRecord { draftId: string; batchId: string | null; outcome: SendOutcome; at: string }

export function sends(db: ReadableDB, campaignId: string): SendRecord[] {
  return all<{ draft_id: string; batch_id: string | null; outcome: SendOutcome; at: string }>(db, sql`
    SELECT s.draft_id, s.batch_id, s.outcome, s.at FROM campaign_sends s
    LEFT JOIN campaign_items i ON i.campaign_id = s.campaign_id AND i.draft_id = s.draft_id
    WHERE s.campaign_id = ${campaignId} ORDER BY i.position, s.draft_id`).map((r) => ({ draftId: r.draft_id, batchId: r.batch_id, outcome: r.outcome, at: r.at }));
}

/**
 * The campaign whose send handed `draftId` over in the publisher batch `batchId`, or null (by the draft's campaigns: indexed).
 * h-restore: a record a restore took back still says it (the batch went for that campaign).
 */
export function campaignOfSend(db: ReadableDB, draftId: string, batchId: string): string | null {
  return get<{ campaign_id: string }>(db, sql`SELECT s.campaign_id FROM campaign_items i
    JOIN campaign_sends s ON s.campaign_id = i.campaign_id AND s.draft_id = i.draft_id
    WHERE i.draft_id = ${draftId} AND s.batch_id = ${batchId}
    UNION ALL SELECT r.campaign_id FROM campaign_sends_restored r WHERE r.draft_id = ${draftId} AND r.batch_id = ${batchId} LIMIT 1`)?.campaign_id ?? null;
}

/**
 * The batches the campaign's posts went in, oldest first. h-restore (session 29, 1): with those of records a restore took
 * back (campaign_sends_restored): a batch whose posts were all restored keeps its line (before, it vanished with them).
 */
export function batches(db: ReadableDB, campaignId: string): string[] {
  return all<{ batch_id: string }>(db, sql`SELECT batch_id, min(at) first FROM (
      SELECT batch_id, at FROM campaign_sends WHERE campaign_id = ${campaignId} AND batch_id IS NOT NULL
      UNION ALL SELECT batch_id, at FROM campaign_sends_restored WHERE campaign_id = ${campaignId} AND batch_id IS NOT NULL)
    GROUP BY batch_id ORDER BY first, batch_id`).map((r) => r.batch_id);
}

/** The campaign's posts (in campaign order, live drafts only) neither handed to the publisher nor withdrawn. */
export function unsent(db: ReadableDB, campaignId: string): string[] {
  return all<{ draft_id: string }>(db, sql`SELECT i.draft_id FROM campaign_items i JOIN drafts d ON d.id = i.draft_id AND d.deleted_at IS NULL
    WHERE i.campaign_id = ${campaignId} AND NOT EXISTS (SELECT 1 FROM campaign_sends s WHERE s.campaign_id = i.campaign_id AND s.draft_id = i.draft_id)
    ORDER BY i.position`).map((r) => r.draft_id);
}

/**
 * w12camp (walk 12): of the campaign's posts its Send has not handed (unsent, or skipped by an earlier send), those whose
 * draft's mirrored state says a post of it is already out or going (sent from Compose or `postroom publish`, outside the
 * campaign). Candidates only: campaigns/team-sent.ts `sentHerePosts` confirms each with the publisher's own derivation.
 * h-restore (session 29, 2): a post the send withdrew before handing it is one of them too (published since from Compose,
 * it read "1 withdrawn", and Restore offered it).
 */
export function notHandedButSent(db: ReadableDB, campaignId: string, states: readonly string[]): string[] {
  return all<{ draft_id: string }>(db, sql`SELECT i.draft_id FROM campaign_items i JOIN drafts d ON d.id = i.draft_id AND d.deleted_at IS NULL
    WHERE i.campaign_id = ${campaignId} AND d.state IN (SELECT value FROM json_each(${JSON.stringify(states)}))
    AND NOT EXISTS (SELECT 1 FROM campaign_sends s WHERE s.campaign_id = i.campaign_id AND s.draft_id = i.draft_id AND s.outcome = 'handed')
    ORDER BY i.position`).map((r) => r.draft_id);
}

/** Marks posts of a batch the publisher skipped for their problems (no job: nothing reached the Hub); the send goes on without them. */
export function markSkipped(db: WritableDB, campaignId: string, draftIds: readonly string[]): number {
  if (draftIds.length === 0) return 0;
  return run(db, sql`UPDATE campaign_sends SET outcome = 'skipped', at = ${nowIso(db)} WHERE campaign_id = ${campaignId} AND outcome = 'handed'
    AND draft_id IN (SELECT value FROM json_each(${JSON.stringify(draftIds)}))`).changes;
}

/** Makes the skipped posts unsent again (an explicit send: a post fixed since goes this time). */
export function resetSkipped(db: WritableDB, campaignId: string): number {
  return run(db, sql`DELETE FROM campaign_sends WHERE campaign_id = ${campaignId} AND outcome = 'skipped'`).changes;
}

/** Clears the withdrawn marks, so a later send takes those posts again (the user's explicit choice). */
export function clearWithdrawn(db: WritableDB, campaignId: string): number {
  return run(db, sql`DELETE FROM campaign_sends WHERE campaign_id = ${campaignId} AND outcome = 'withdrawn'`).changes;
}

/**
 * w31send: takes back what a send recorded of these posts (withdrawn, or handed and then withdrawn in the Outbox), so the
 * campaign's next Send takes them again. The caller decides which posts may go again (campaigns restore.ts reads the
 * state × action table); a skipped record is left to `resetSkipped`. Returns how many records were taken back.
 * h-restore (session 29, 1): each record is kept, as it was, in campaign_sends_restored (with when), before it leaves
 * campaign_sends: the batch it went in keeps its line (`batches`), and the Outbox still finds its campaign (`campaignOfSend`).
 */
export function restoreToSend(db: WritableDB, campaignId: string, draftIds: readonly string[]): number {
  if (draftIds.length === 0) return 0;
  const ids = JSON.stringify(draftIds);
  return db.transaction(() => {
    run(db, sql`INSERT INTO campaign_sends_restored (campaign_id, draft_id, batch_id, outcome, at, restored_at)
      SELECT campaign_id, draft_id, batch_id, outcome, at, ${nowIso(db)} FROM campaign_sends WHERE campaign_id = ${campaignId} AND outcome IN ('withdrawn', 'handed')
      AND draft_id IN (SELECT value FROM json_each(${ids}))`);
    return run(db, sql`DELETE FROM campaign_sends WHERE campaign_id = ${campaignId} AND outcome IN ('withdrawn', 'handed')
      AND draft_id IN (SELECT value FROM json_each(${ids}))`).changes;
  })();
}
