import { z } from 'zod';
import { all, nowIso, run, sql, type ReadableDB, type WritableDB } from './sql';
import { parseInput } from './validate';

/**
 * The offline copy of what the Hub said, per workspace: profiles and their
 * connections, pins, Pinterest boards, business locations, music tracks. Each
 * refresh replaces the stored set whole (in one transaction), so the cache never
 * mixes two answers. Readers get `fetchedAt` to show how old it is.
 */

export interface CachedProfile { profile_id: string; name: string; data: Record<string, unknown>; fetchedAt: string }
export interface CachedConnection { profile_id: string; platform: string; name: string; data: Record<string, unknown>; fetchedAt: string }
export interface CachedPin { profile_id: string; channel: string; value: string | null; fetchedAt: string }
export interface CachedItem { id: string; name: string; fetchedAt: string }
export interface CachedTrack { id: string; title: string; artist: string; rank: number | null; fetchedAt: string }

const Obj = z.record(z.string(), z.unknown());
const ProfileIn = z.object({ profile_id: z.string().min(1), name: z.string().default(''), connections: z.array(z.object({ platform: z.string().min(1), name: z.string().default('') }).passthrough()).default([]) }).passthrough();
const ItemIn = z.object({ id: z.string().min(1), name: z.string().default('') }).passthrough();
const TrackIn = z.object({ id: z.string().min(1), title: z.string().default(''), artist: z.string().default(''), rank: z.number().int().nullable().optional() }).passthrough();

/** Replaces the workspace's profiles and their connections with the Hub's answer (GET /v1/profiles). */
export function putProfiles(db: WritableDB, workspaceId: string, profiles: unknown[]): void {
  const list = parseInput(z.array(ProfileIn), profiles);
  const now = nowIso(db);
  db.transaction(() => {
    run(db, sql`DELETE FROM cached_profiles WHERE workspace_id = ${workspaceId}`);
    run(db, sql`DELETE FROM cached_connections WHERE workspace_id = ${workspaceId}`);
    for (const p of list) {
      run(db, sql`INSERT INTO cached_profiles (workspace_id, profile_id, name, data, fetched_at) VALUES (${workspaceId}, ${p.profile_id}, ${p.name}, ${JSON.stringify(p)}, ${now})`);
      for (const c of p.connections) {
        run(db, sql`INSERT OR REPLACE INTO cached_connections (workspace_id, profile_id, platform, name, data, fetched_at)
          VALUES (${workspaceId}, ${p.profile_id}, ${c.platform}, ${c.name}, ${JSON.stringify(c)}, ${now})`);
      }
    }
  }).immediate();
}

export function profiles(db: ReadableDB, workspaceId: string): CachedProfile[] {
  return all<{ profile_id: string; name: string; data: string; fetched_at: string }>(db, sql`SELECT * FROM cached_profiles WHERE workspace_id = ${workspaceId} ORDER BY name, profile_id`)
    .map((r) => ({ profile_id: r.profile_id, name: r.name, data: Obj.parse(JSON.parse(r.data)), fetchedAt: r.fetched_at }));
}

export function connections(db: ReadableDB, workspaceId: string, profileId?: string): CachedConnection[] {
  return all<{ profile_id: string; platform: string; name: string; data: string; fetched_at: string }>(db, sql`
    SELECT * FROM cached_connections WHERE workspace_id = ${workspaceId} AND (${profileId ?? null} IS NULL OR profile_id = ${profileId ?? null})
    ORDER BY profile_id, platform`)
    .map((r) => ({ profile_id: r.profile_id, platform: r.platform, name: r.name, data: Obj.parse(JSON.parse(r.data)), fetchedAt: r.fetched_at }));
}

/** Records a profile's pin for a channel ('facebook', 'linkedin', 'google_business'); null = nothing pinned. */
export function putPin(db: WritableDB, workspaceId: string, profileId: string, channel: string, value: string | null): void {
  run(db, sql`INSERT OR REPLACE INTO cached_pins (workspace_id, profile_id, channel, value, fetched_at) VALUES (${workspaceId}, ${profileId}, ${channel}, ${value}, ${nowIso(db)})`);
}

export function pins(db: ReadableDB, workspaceId: string, profileId: string): CachedPin[] {
  return all<{ profile_id: string; channel: string; value: string | null; fetched_at: string }>(db, sql`
    SELECT * FROM cached_pins WHERE workspace_id = ${workspaceId} AND profile_id = ${profileId} ORDER BY channel`)
    .map((r) => ({ profile_id: r.profile_id, channel: r.channel, value: r.value, fetchedAt: r.fetched_at }));
}

function putItems(db: WritableDB, table: 'cached_boards' | 'cached_locations', idCol: 'board_id' | 'location_id', workspaceId: string, profileId: string, items: unknown[]): void {
  const list = parseInput(z.array(ItemIn), items);
  const now = nowIso(db);
  db.transaction(() => {
    db.prepare(`DELETE FROM ${table} WHERE workspace_id = ? AND profile_id = ?`).run(workspaceId, profileId);
    const ins = db.prepare(`INSERT OR REPLACE INTO ${table} (workspace_id, profile_id, ${idCol}, name, position, fetched_at) VALUES (?, ?, ?, ?, ?, ?)`);
    list.forEach((it, i) => ins.run(workspaceId, profileId, it.id, it.name, i, now));
  }).immediate();
}

function items(db: ReadableDB, table: 'cached_boards' | 'cached_locations', idCol: 'board_id' | 'location_id', workspaceId: string, profileId: string): CachedItem[] {
  return (db.prepare(`SELECT ${idCol} AS id, name, fetched_at FROM ${table} WHERE workspace_id = ? AND profile_id = ? ORDER BY position`).all(workspaceId, profileId) as { id: string; name: string; fetched_at: string }[])
    .map((r) => ({ id: r.id, name: r.name, fetchedAt: r.fetched_at }));
}

export const putBoards = (db: WritableDB, workspaceId: string, profileId: string, boards: unknown[]): void => putItems(db, 'cached_boards', 'board_id', workspaceId, profileId, boards);
export const boards = (db: ReadableDB, workspaceId: string, profileId: string): CachedItem[] => items(db, 'cached_boards', 'board_id', workspaceId, profileId);
export const putLocations = (db: WritableDB, workspaceId: string, profileId: string, locations: unknown[]): void => putItems(db, 'cached_locations', 'location_id', workspaceId, profileId, locations);
export const locations = (db: ReadableDB, workspaceId: string, profileId: string): CachedItem[] => items(db, 'cached_locations', 'location_id', workspaceId, profileId);

/** Stores one music answer: the trending chart (query '') or a search's tracks. */
export function putMusic(db: WritableDB, workspaceId: string, profileId: string, query: string, tracks: unknown[]): void {
  const list = parseInput(z.array(TrackIn), tracks);
  const now = nowIso(db);
  db.transaction(() => {
    run(db, sql`DELETE FROM cached_music WHERE workspace_id = ${workspaceId} AND profile_id = ${profileId} AND query = ${query}`);
    list.forEach((t, i) => run(db, sql`INSERT OR REPLACE INTO cached_music (workspace_id, profile_id, query, track_id, title, artist, rank, position, fetched_at)
      VALUES (${workspaceId}, ${profileId}, ${query}, ${t.id}, ${t.title}, ${t.artist}, ${t.rank ?? null}, ${i}, ${now})`));
  }).immediate();
}

export function music(db: ReadableDB, workspaceId: string, profileId: string, query = ''): CachedTrack[] {
  return all<{ track_id: string; title: string; artist: string; rank: number | null; fetched_at: string }>(db, sql`
    SELECT * FROM cached_music WHERE workspace_id = ${workspaceId} AND profile_id = ${profileId} AND query = ${query} ORDER BY position`)
    .map((r) => ({ id: r.track_id, title: r.title, artist: r.artist, rank: r.rank, fetchedAt: r.fetched_at }));
}
