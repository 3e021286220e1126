/**
 * A campaign's last dry run (table `campaign_dry_runs`, migration 0106; issue 31): what the status
 * compares the posts a send would take with, kept across restarts and shared by the app and the CLI.
 */
import { get, nowIso, run, sql, type ReadableDB, type WritableDB } from './sql';

/** The counts a dry run found, as the status says them. */
/** `waiting` (heldsend): of `held`, posts waiting for the team's review, `changes` of those sent back; absent in a record kept before it (read as 0). */
export interface DryRunCounts { posts: number; rows: number; errors: number; warnings: number; held: number; going: number; waiting?: number; changes?: number;
  /** w25dryrun (walk 22, 3): of `held`, the posts a teammate sent (absent in a dry run kept before). */
  teamSent?: number;
  /** w31send: of `held`, the posts held back here (not sent by a teammate): the dry run's `heldHere` (a record kept before it is read with it, `last`). */
  heldHere?: number }

export interface DryRunRecord {
  fingerprint: string;
  /** When it ran (ISO). */
  at: string;
  summary: DryRunCounts;
  /** Each post it saw: its own fingerprint, whether it was held back, and (heldsend) whether for the team's review. */
  posts: Array<{ id: string; print: string; held: boolean; waiting?: boolean; changes?: boolean }>;
}

/** Keeps a campaign's dry run in place of the one before; returns it with its time. */
export function save(db: WritableDB, campaignId: string, r: Omit<DryRunRecord, 'at'>): DryRunRecord {
  const at = nowIso(db);
  const posts = JSON.stringify(r.posts.map((p) => [p.id, p.print, p.changes ? 3 : p.waiting ? 2 : p.held ? 1 : 0]));
  run(db, sql`INSERT INTO campaign_dry_runs (campaign_id, fingerprint, at, summary, posts) VALUES (${campaignId}, ${r.fingerprint}, ${at}, ${JSON.stringify(r.summary)}, ${posts})
    ON CONFLICT (campaign_id) DO UPDATE SET fingerprint = excluded.fingerprint, at = excluded.at, summary = excluded.summary, posts = excluded.posts`);
  return { ...r, at };
}

/** Which dry run is kept (its time and fingerprint), without reading its posts: enough to tell whether a copy in memory is still it. */
export function stamp(db: ReadableDB, campaignId: string): string | null {
  const r = get<{ at: string; fingerprint: string }>(db, sql`SELECT at, fingerprint FROM campaign_dry_runs WHERE campaign_id = ${campaignId}`);
  return r ? `${r.at} ${r.fingerprint}` : null;
}

/** The campaign's last dry run, or null when none ran. */
export function last(db: ReadableDB, campaignId: string): DryRunRecord | null {
  const r = get<{ fingerprint: string; at: string; summary: string; posts: string }>(db, sql`SELECT fingerprint, at, summary, posts FROM campaign_dry_runs WHERE campaign_id = ${campaignId}`);
  if (!r) return null;
  // 0 sent, 1 held back, 2 held back waiting for the team's review, 3 sent back with changes requested (heldsend; older records have only 0 and 1).
  const posts = (JSON.parse(r.posts) as Array<[string, string, number]>).map(([id, print, held]) => ({ id, print, held: held >= 1, waiting: held >= 2, changes: held === 3 }));
  const summary = JSON.parse(r.summary) as DryRunCounts;
  // w31send: a record kept before `heldHere` was: its held posts but those a teammate sent (then the dry run's own count).
  return { fingerprint: r.fingerprint, at: r.at, summary: { ...summary, heldHere: summary.heldHere ?? summary.held - (summary.teamSent ?? 0) }, posts };
}
