/** The `outcomes` document: each member's jobs' outcomes. */
import * as Y from 'yjs';
import { type TeamOutcomeRow, teamRows } from '../../library';
import { numOrNull, record, str, strings, strOrNull } from './coerce';
import { sameValue } from './text';

const { outcomeFields } = teamRows;

/** Puts one of my jobs' outcome in the outcomes document when it differs. Returns whether it changed. */
export function outcomeToDoc(jobs: Y.Map<TeamOutcomeRow>, row: TeamOutcomeRow): boolean {
  if (sameValue(jobs.get(row.job_id), row)) return false;
  jobs.set(row.job_id, row);
  return true;
}

/** A teammate's outcome as a row (null when it is not one: no key, no state, no member). */
export function outcomeFromDoc(id: string, v: unknown): TeamOutcomeRow | null {
  const o = record(v);
  const key = strOrNull(o.idempotency_key);
  const state = strOrNull(o.state);
  const member = strOrNull(o.member);
  if (key === null || state === null || member === null) return null;
  const fields = record(o.fields);
  const err = record(o.last_error);
  return {
    job_id: id, draft_id: strOrNull(o.draft_id), idempotency_key: key, state, hub_status: strOrNull(o.hub_status),
    outcomes: Array.isArray(o.outcomes) ? (o.outcomes as unknown[]) : null,
    platforms: strings(o.platforms),
    fields: outcomeFields(fields),
    last_error: typeof err.code === 'string' ? { code: err.code, message: str(err.message) } : null,
    next_at: numOrNull(o.next_at), created_at: numOrNull(o.created_at) ?? 0, scheduled_at: strOrNull(o.scheduled_at),
    member, at: str(o.at, new Date(0).toISOString()),
    sent_first: o.sent_first === 'original' || o.sent_first === 'replay' ? o.sent_first : null,
  };
}
