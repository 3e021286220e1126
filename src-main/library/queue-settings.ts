/**
 * The offline copy of each profile's posting-queue settings (GET /v1/queue/settings; table
 * `cached_queue_settings`, migration 0101), so a campaign can be spread over the queue's slots
 * on a train. Replaced whole per profile on each refresh.
 */
import { z } from 'zod';
import { isValidZone } from './model';
import { all, get, nowIso, run, sql, type ReadableDB, type WritableDB } from './sql';
import { parseInput } from './validate';

/** A weekly slot: weekday 0 = Sunday … 6 = Saturday, time "HH:MM" in the queue's zone. */
export interface QueueSlot { weekday: number; time: string }
export interface CachedQueueSettings { profileId: string; timezone: string; slots: QueueSlot[]; fetchedAt: string }

const SettingsIn = z.object({
  timezone: z.string().refine(isValidZone, 'an IANA time zone name'),
  slots: z.array(z.object({ weekday: z.number().int().min(0).max(6), time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM') })).max(1000),
});

export function put(db: WritableDB, workspaceId: string, profileId: string, settings: { timezone: string; slots: QueueSlot[] }): CachedQueueSettings {
  const v = parseInput(SettingsIn, settings);
  const now = nowIso(db);
  run(db, sql`INSERT OR REPLACE INTO cached_queue_settings (workspace_id, profile_id, timezone, slots, fetched_at)
    VALUES (${workspaceId}, ${profileId}, ${v.timezone}, ${JSON.stringify(v.slots)}, ${now})`);
  return { profileId, timezone: v.timezone, slots: v.slots, fetchedAt: now };
}

type Row = { profile_id: string; timezone: string; slots: string; fetched_at: string };
const toSettings = (r: Row): CachedQueueSettings => ({ profileId: r.profile_id, timezone: r.timezone, slots: JSON.parse(r.slots) as QueueSlot[], fetchedAt: r.fetched_at });

export function read(db: ReadableDB, workspaceId: string, profileId: string): CachedQueueSettings | null {
  const r = get<Row>(db, sql`SELECT * FROM cached_queue_settings WHERE workspace_id = ${workspaceId} AND profile_id = ${profileId}`);
  return r ? toSettings(r) : null;
}

export function readAll(db: ReadableDB, workspaceId: string): CachedQueueSettings[] {
  return all<Row>(db, sql`SELECT * FROM cached_queue_settings WHERE workspace_id = ${workspaceId} ORDER BY profile_id`).map(toSettings);
}
