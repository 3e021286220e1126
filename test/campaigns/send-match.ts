/**
 * The dry run is the send (issue 31): the dry run's rows that go, and the requests the sandbox Hub
 * received (read from its own `posts` table), both as one line per post × channel × time, sorted,
 * so a test compares the two lists whole. Shared by the bridge and browser tests.
 */
import type Database from 'better-sqlite3';
import type { DryRunRowDto } from '../../src-main/bridge/contract';

const iso = (ms: number | null): string => (ms === null ? '' : new Date(ms).toISOString());

/** `caption | channel | delivery | wall-clock time zone | instant`: a queued post's instant is its slot, one sent at once has none. */
const line = (caption: string, channel: string, delivery: string, local: string, zone: string, at: number | null): string =>
  `${caption} | ${channel} | ${delivery} | ${local} ${zone} | ${delivery === 'now' ? '' : iso(at)}`;

/** The rows of a dry run that Send sends (not held back). */
export function dryRunLines(rows: readonly Pick<DryRunRowDto, 'caption' | 'channel' | 'delivery' | 'local' | 'timezone' | 'at' | 'held'>[]): string[] {
  return rows.filter((r) => !r.held).map((r) => line(r.caption, r.channel, r.delivery, r.delivery === 'schedule' ? (r.local ?? '') : '', r.delivery === 'schedule' ? r.timezone : '', r.at)).sort();
}

/** Every request the sandbox accepted, one line per channel, from its own records. */
export function receivedLines(db: Database.Database): string[] {
  const posts = db.prepare('SELECT caption, platforms, fields, scheduled, run_at FROM posts').all() as Array<{ caption: string | null; platforms: string; fields: string; scheduled: number; run_at: number }>;
  return posts.flatMap((p) => {
    const f = JSON.parse(p.fields) as { scheduled_at?: string; timezone?: string };
    const delivery = p.scheduled === 1 ? 'schedule' : p.scheduled === 2 ? 'queue' : 'now';
    return (JSON.parse(p.platforms) as string[]).map((ch) => line(p.caption ?? '', ch, delivery, delivery === 'schedule' ? (f.scheduled_at ?? '') : '', delivery === 'schedule' ? (f.timezone ?? '') : '', p.run_at));
  }).sort();
}
