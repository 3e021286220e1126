/**
 * The team's shared outcomes (split from team-rows.ts): what a member's laptop shares of each publish job it sent
 * (`readJobs`, the kept fields of OUTCOME_FIELD_KEYS), keeps of a teammate's (`writeOutcome`) and reads back
 * (`teamOutcomes`), and that outcome in the shape the post-state derivation reads (`outcomeAsJob`).
 */
import { cutWhole } from '../../src-shared/shorten';
import { CAPTION_MAX_CHARS } from './model';
import { isJobState, parseJson, type Job, type PhotoMeta } from './publish-jobs';
import { SENT_PHOTOS, sentPhotos, sentPhotosField } from './sent-photos';
import { finalReadOf, originOf, sentFirstOf, underApprovalOf, type SentFirst } from './publish-events';
import { all, run, sql, type ReadableDB, type WritableDB } from './sql';

/** One publish job's outcome as the team shares it (written by the member whose laptop sent it). */
export interface TeamOutcomeRow {
  job_id: string;
  draft_id: string | null;
  idempotency_key: string;
  state: string;
  hub_status: string | null;
  /** The job's per-channel outcomes (publish_jobs.outcomes), or null while unknown. */
  outcomes: unknown[] | null;
  /** What the post-state derivation reads besides (publisher/post-state.ts JobView). */
  platforms: string[];
  /** The job's time fields only: scheduled_at, timezone, add_to_queue. */
  fields: Record<string, unknown>;
  last_error: { code: string; message: string } | null;
  next_at: number | null;
  /** When the job was made (ms). */
  created_at: number;
  scheduled_at: string | null;
  member: string;
  /** When the job last changed (ISO). */
  at: string;
  /** bywhom: whether the job's call was the one the Hub ran under its key, or a replay of another's; null/absent: not known. */
  sent_first?: SentFirst | null;
}

/**
 * w15resend: the outcome field naming the post's approval that was current on the sender's laptop when the job was made
 * ('' : none was; absent: not recorded, an older build). Not a request field: read from the job's journal
 * (publish-events.ts underApprovalOf). "Sent after its approval" compares it with the approval now, never two clocks.
 */
export const UNDER_APPROVAL = 'under_approval';

/**
 * w20outbox (walk 18): a retry of refused channels (reason 'retry_channels') names the key of the job it retried, so
 * every laptop reads the first send's refused channel as "sent again by the retry" (outcome-rows.ts `retriedBy`), not
 * as an open refusal. Outside approval-required teams keys are random: the link cannot be rebuilt from the keys.
 * Not a request field: read from the journal (readJobs). Absent on older outcomes: read as before.
 */
export const RETRY_OF = 'retry_of';

/**
 * w26outbox (walk 24, 1): the other follow-ups of a send name the key they replaced too — a send again as new after an
 * unknown outcome (reason 'resend': the attempt it replaced reads "sent again as" it) and a refit after the edge's 413
 * (reason 'refit': the send it replaced reached no one). The sender's laptop chains them by the journal's parent job
 * (outcome-rows.ts chainRootOf); a teammate's read them as unrelated publishes. Absent on older outcomes: unlinked.
 */
export const RESEND_OF = 'resend_of';
/** w26outbox (walk 24, 2): where the sender made the send, 'cli' or 'app' (publish-events.ts originOf); absent: unknown. */
export const SENT_FROM = 'sent_from';
export const REFIT_OF = 'refit_of';
/**
 * w29sent (walk 25, 1): the content revision the send went out with (review.ts contentRevision, a hash: the same on
 * every laptop) and when the approval it went under was given, read from that approval on the sender's laptop. A
 * teammate whose laptop never holds the approval (the team server refused it: Lan's edit reached the team first) reads
 * "edited since it was sent" from these, as the sender's laptop reads it from the approval (bridge team-send-text.ts
 * sentUnder). Absent: no approval named, or an older build.
 */
export const SENT_REVISION = 'sent_revision';
export const SENT_APPROVED_AT = 'sent_approved_at';
/**
 * h-teamwords (walk 32, 2): when the sender's laptop last read the job's final word from the Hub by a status read (ISO),
 * and whether a person there asked (the Outbox's Ask the Hub, `postroom ask`): a teammate's `status` line names whose
 * laptop asked the Hub and when, as the sender's own says "the Hub said so when you asked". Absent: its call answered.
 */
export const HUB_SAID_AT = 'hub_said_at';
export const HUB_SAID_ASKED = 'hub_said_asked';
/**
 * walk 36b (1): when the sender's laptop last called the Hub with the job (ISO; the journal's sent_at): a teammate's
 * "Sent by Chi · 7:46 PM" says the time the sender's own card says, not when the job was made (a send made while the Hub
 * was down reached it a minute later: the teammate's card said 7:45, the sender's 7:46). Absent: never called, or an
 * older laptop (read as the time it was made, as before).
 */
export const SENT_AT = 'sent_at';

/** A shared outcome's send time (ms): SENT_AT when the sender shared it, else when the job was made. */
export function outcomeSentAt(o: Pick<TeamOutcomeRow, 'fields' | 'created_at' | 'at'>): number {
  const sent = typeof o.fields[SENT_AT] === 'string' ? Date.parse(o.fields[SENT_AT]) : NaN;
  return Number.isFinite(sent) ? sent : o.created_at > 0 ? o.created_at : Date.parse(o.at);
}

/** The shared field naming the key a follow-up of `reason` replaced, by the journal's reason; null: a send of its own. */
export function followUpField(reason: string): typeof RETRY_OF | typeof RESEND_OF | typeof REFIT_OF | null {
  return reason === 'retry_channels' ? RETRY_OF : reason === 'resend' ? RESEND_OF : reason === 'refit' ? REFIT_OF : null;
}

/** The key a shared send followed up (a retry, a resend or a refit of it), and how; null: none named (a first send, an older outcome). */
export function followedUp(fields: Record<string, unknown>): { key: string; by: typeof RETRY_OF | typeof RESEND_OF | typeof REFIT_OF } | null {
  for (const by of [RETRY_OF, RESEND_OF, REFIT_OF] as const) {
    const key = fields[by];
    if (typeof key === 'string' && key !== '') return { key, by };
  }
  return null;
}

/**
 * The job fields a shared outcome keeps (the rest of a job's fields, its photos and all, stay on the
 * sender's laptop). w10caption (walk 10): the caption and title AS SENT, so every laptop shows the text
 * the Hub holds, not the draft's text now (a caption edited after the send): whole (w23csv; SENT_TEXT_CHARS).
 */
export const OUTCOME_FIELD_KEYS = ['scheduled_at', 'timezone', 'add_to_queue', 'caption', 'title', UNDER_APPROVAL, RETRY_OF, RESEND_OF, REFIT_OF, SENT_FROM, SENT_REVISION, SENT_APPROVED_AT, HUB_SAID_AT, HUB_SAID_ASKED, SENT_AT] as const;
/**
 * The most of a sent caption or title an outcome carries. w23csv (walk 20, 3): the whole text, as the sender's own
 * export has it: a teammate's export cut a 2,140-character caption at 1,000 (w10caption's cap, when only the screens
 * read it; they still show its first 280, the Table 200). The bound is the draft's own (CAPTION_MAX_CHARS, 100,000;
 * the Hub's longest channel caption is Facebook's 63,206): a sent text is a draft's, which the team's library
 * document already carries whole, so an outcome adds at most that text once per send. Longer: cut (never seen).
 */
export const SENT_TEXT_CHARS = CAPTION_MAX_CHARS;

/**
 * An outcome's fields from a job's (or a teammate's document's): the kept keys, strings and booleans only, texts capped;
 * and w34photo's photos as sent (sent-photos.ts SENT_PHOTOS), a checked list.
 */
export function outcomeFields(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of OUTCOME_FIELD_KEYS) {
    const v = fields[k];
    if (typeof v === 'boolean') out[k] = v;
    else if (typeof v === 'string') out[k] = k === 'caption' || k === 'title' ? cutWhole(v, SENT_TEXT_CHARS) : v;
  }
  const photos = sentPhotosField(fields[SENT_PHOTOS]);
  if (photos) out[SENT_PHOTOS] = photos;
  return out;
}

/**
 * A teammate's outcome in the shape the publisher's post-state derivation reads (JobView): so a
 * post's state can count teammates' jobs beside this laptop's own (`postState([...mine, ...theirs.map(outcomeAsJob)])`).
 */
export function outcomeAsJob(o: TeamOutcomeRow): Pick<Job, 'id' | 'state' | 'hubStatus' | 'platforms' | 'fields' | 'outcomes' | 'lastError' | 'nextAt' | 'createdAt' | 'scheduledAt'> {
  return {
    id: o.job_id, state: isJobState(o.state) ? o.state : 'unknown', hubStatus: o.hub_status, platforms: o.platforms, fields: o.fields,
    outcomes: o.outcomes as Job['outcomes'], lastError: o.last_error, nextAt: o.next_at, createdAt: o.created_at, scheduledAt: o.scheduled_at,
  };
}

// ---------------------------------------------------------------- outcomes

/** This laptop's publish jobs among `ids` as outcome rows (`member` = me). */
export function readJobs(db: ReadableDB, workspaceId: string, ids: readonly string[], member: string): Map<string, TeamOutcomeRow> {
  const out = new Map<string, TeamOutcomeRow>();
  if (ids.length === 0) return out;
  type JobRow = {
    id: string; draft_id: string | null; idempotency_key: string; state: string; hub_status: string | null; outcomes: string | null; platforms: string; fields: string;
    last_error_code: string | null; last_error_message: string | null; next_at: number | null; created_at: number; scheduled_at: string | null; updated_at: number;
    reason: string; followed_key: string | null; photos: string; sent_at: number | null;
  };
  const rows: JobRow[] = [];
  for (const r of all<JobRow>(db, sql`
    SELECT id, draft_id, idempotency_key, state, hub_status, outcomes, platforms, fields, photos, last_error_code, last_error_message, next_at, created_at, scheduled_at, updated_at, sent_at,
      reason, CASE WHEN reason IN ('retry_channels', 'resend', 'refit') THEN (SELECT p.idempotency_key FROM publish_jobs p WHERE p.id = publish_jobs.parent_job_id) END AS followed_key
    FROM publish_jobs WHERE id IN (SELECT value FROM json_each(${JSON.stringify(ids)})) AND +workspace_id = ${workspaceId}`)) {
    rows.push(r);
  }
  const first = sentFirstOf(db, rows.map((r) => r.id));
  const under = underApprovalOf(db, rows.map((r) => r.id));
  const origin = originOf(db, rows.map((r) => r.id));
  const read = finalReadOf(db, rows.filter((r) => r.state === 'done').map((r) => r.id));
  const underIds = [...new Set([...under.values()].filter((v): v is string => typeof v === 'string' && v !== ''))];
  const approved = new Map(all<{ id: string; revision: string; at: string }>(db, sql`SELECT id, revision, at FROM approvals WHERE id IN (SELECT value FROM json_each(${JSON.stringify(underIds)}))`).map((a) => [a.id, a]));
  for (const r of rows) {
    const follow = followUpField(r.reason);
    const parsed = parseJson<unknown>(r.outcomes, null);
    const fields = parseJson<Record<string, unknown>>(r.fields, {});
    const a = approved.get(under.get(r.id) ?? '');
    // w34photo: the photos as sent (sizes, types, bytes), so a teammate's card says the same advice on a refusal of them.
    const sent = sentPhotos({ photos: parseJson<PhotoMeta[]>(r.photos, []), fields });
    out.set(r.id, {
      job_id: r.id, draft_id: r.draft_id, idempotency_key: r.idempotency_key, state: r.state, hub_status: r.hub_status,
      outcomes: Array.isArray(parsed) ? (parsed as unknown[]) : null,
      platforms: parseJson<string[]>(r.platforms, []),
      fields: { ...outcomeFields(fields), ...(under.has(r.id) ? { [UNDER_APPROVAL]: under.get(r.id) ?? '' } : {}), ...(follow && r.followed_key ? { [follow]: r.followed_key } : {}), ...(origin.has(r.id) ? { [SENT_FROM]: origin.get(r.id)! } : {}), ...(a ? { [SENT_REVISION]: a.revision, [SENT_APPROVED_AT]: a.at } : {}), ...hubSaidFields(read.get(r.id)), ...(r.sent_at !== null ? { [SENT_AT]: new Date(r.sent_at).toISOString() } : {}), [SENT_PHOTOS]: sent },
      last_error: r.last_error_code !== null ? { code: r.last_error_code, message: r.last_error_message ?? '' } : null,
      next_at: r.next_at, created_at: r.created_at, scheduled_at: r.scheduled_at,
      member, at: new Date(r.updated_at).toISOString(), sent_first: first.get(r.id) ?? null,
    });
  }
  return out;
}

/** h-teamwords (walk 32, 2): the shared fields of a job's last status read (publish-events finalReadOf), or none. */
const hubSaidFields = (r: { at: number; asked: boolean } | undefined): Record<string, string | boolean> => (r ? { [HUB_SAID_AT]: new Date(r.at).toISOString(), [HUB_SAID_ASKED]: r.asked } : {});

/** Keeps a teammate's outcome (insert or replace). Call inside a transaction. */
export function writeOutcome(db: WritableDB, workspaceId: string, o: TeamOutcomeRow): void {
  run(db, sql`INSERT INTO team_outcomes (workspace_id, job_id, draft_id, idempotency_key, state, hub_status, outcomes, platforms, fields, last_error, next_at, created_at, scheduled_at, member, at, sent_first)
    VALUES (${workspaceId}, ${o.job_id}, ${o.draft_id}, ${o.idempotency_key}, ${o.state}, ${o.hub_status}, ${o.outcomes === null ? null : JSON.stringify(o.outcomes)},
      ${JSON.stringify(o.platforms)}, ${JSON.stringify(o.fields)}, ${o.last_error === null ? null : JSON.stringify(o.last_error)}, ${o.next_at}, ${o.created_at}, ${o.scheduled_at}, ${o.member}, ${o.at}, ${o.sent_first ?? null})
    ON CONFLICT (workspace_id, job_id) DO UPDATE SET draft_id = excluded.draft_id, idempotency_key = excluded.idempotency_key, state = excluded.state,
      hub_status = excluded.hub_status, outcomes = excluded.outcomes, platforms = excluded.platforms, fields = excluded.fields, last_error = excluded.last_error,
      next_at = excluded.next_at, created_at = excluded.created_at, scheduled_at = excluded.scheduled_at, member = excluded.member, at = excluded.at, sent_first = excluded.sent_first`);
}

interface OutcomeDbRow {
  job_id: string; draft_id: string | null; idempotency_key: string; state: string; hub_status: string | null; outcomes: string | null; platforms: string; fields: string;
  last_error: string | null; next_at: number | null; created_at: number; scheduled_at: string | null; member: string; at: string; sent_first: string | null;
}

/**
 * Teammates' outcomes for drafts of the workspace (all of them when `draftIds` is omitted), newest
 * first: what the publisher adds to this laptop's own jobs when it tells a post's state (`outcomeAsJob`).
 */
export function teamOutcomes(db: ReadableDB, workspaceId: string, draftIds?: readonly string[]): TeamOutcomeRow[] {
  const rows = draftIds === undefined
    ? all<OutcomeDbRow>(db, sql`SELECT * FROM team_outcomes WHERE workspace_id = ${workspaceId} ORDER BY at DESC, job_id`)
    : all<OutcomeDbRow>(db, sql`SELECT * FROM team_outcomes WHERE workspace_id = ${workspaceId}
        AND draft_id IN (SELECT value FROM json_each(${JSON.stringify(draftIds)})) ORDER BY at DESC, job_id`);
  return rows.map((r) => ({
    job_id: r.job_id, draft_id: r.draft_id, idempotency_key: r.idempotency_key, state: r.state, hub_status: r.hub_status,
    outcomes: parseJson<unknown[] | null>(r.outcomes, null), platforms: parseJson<string[]>(r.platforms, []), fields: parseJson<Record<string, unknown>>(r.fields, {}),
    last_error: parseJson<{ code: string; message: string } | null>(r.last_error, null), next_at: r.next_at, created_at: r.created_at, scheduled_at: r.scheduled_at,
    member: r.member, at: r.at, sent_first: r.sent_first === 'original' || r.sent_first === 'replay' ? r.sent_first : null,
  }));
}
