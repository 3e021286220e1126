/**
 * Table `draft_captions` (migration 0102): a channel's own caption and title within a draft.
 * A channel without a row shares the draft's caption and title. Plain functions, db first; the
 * drafts module calls the writers inside its own transactions (create, update, duplicate).
 */
import { z } from 'zod';
import { groupBy } from '../../src-shared/group-by';
import { lf } from '../common';
import { isChannelKey } from '../hub';
import { all, nowIso, run, sql, type ReadableDB, type WritableDB } from './sql';

/** One channel's own caption. `title: null` = the draft's title. */
export interface ChannelCaption {
  channel: string;
  caption: string;
  title: string | null;
}

/** What a draft input or patch gives, per channel: its own caption (null in a patch = share the draft's again). */
export type CaptionsInput = Record<string, { caption: string; title?: string | null } | null>;

const channelKey = z.string().refine(isChannelKey, { error: (iss) => `unknown channel "${String(iss.input)}"` });
// Line breaks LF on the way in, like the draft's own caption (crlf).
const own = z.object({ caption: z.string().max(100_000).transform(lf), title: z.string().max(1_000).transform(lf).nullable().optional() }).strict();

/** The schema of `captions` in a draft input or patch (keys: channel keys the Hub knows). */
export const CaptionsSchema = z.record(channelKey, own.nullable());

interface Row { draft_id: string; channel: string; caption: string; title: string | null }

/** Own captions of many drafts (one query), each list in channel order; drafts without any are absent. */
export function captionsOf(db: ReadableDB, draftIds: readonly string[]): Map<string, ChannelCaption[]> {
  if (draftIds.length === 0) return new Map();
  const rows = all<Row>(db, sql`SELECT draft_id, channel, caption, title FROM draft_captions
    WHERE draft_id IN (SELECT value FROM json_each(${JSON.stringify(draftIds)})) ORDER BY draft_id, channel`);
  return groupBy(rows, (r) => r.draft_id, (r): ChannelCaption => ({ channel: r.channel, caption: r.caption, title: r.title }));
}

/** One draft's own captions, in channel order. */
export const listCaptions = (db: ReadableDB, draftId: string): ChannelCaption[] => captionsOf(db, [draftId]).get(draftId) ?? [];

/**
 * Applies validated captions to a draft: a value sets (or replaces) that channel's own caption,
 * null removes it; channels not named are left as they are. Call inside the draft's transaction.
 */
export function writeCaptions(db: WritableDB, draftId: string, captions: CaptionsInput, now = nowIso(db)): void {
  for (const [channel, c] of Object.entries(captions)) {
    if (c === null) run(db, sql`DELETE FROM draft_captions WHERE draft_id = ${draftId} AND channel = ${channel}`);
    else {
      run(db, sql`INSERT INTO draft_captions (draft_id, channel, caption, title, updated_at) VALUES (${draftId}, ${channel}, ${c.caption}, ${c.title ?? null}, ${now})
        ON CONFLICT (draft_id, channel) DO UPDATE SET caption = excluded.caption, title = excluded.title, updated_at = excluded.updated_at`);
    }
  }
}

/** Copies one draft's own captions to another (a duplicate). Call inside a transaction. */
export function copyCaptions(db: WritableDB, fromId: string, toId: string, now = nowIso(db)): void {
  run(db, sql`INSERT INTO draft_captions (draft_id, channel, caption, title, updated_at)
    SELECT ${toId}, channel, caption, title, ${now} FROM draft_captions WHERE draft_id = ${fromId}`);
}

/** Captions as an input record (export, and a draft's values re-written). */
export const toCaptionsInput = (list: readonly ChannelCaption[]): CaptionsInput =>
  Object.fromEntries(list.map((c) => [c.channel, c.title === null ? { caption: c.caption } : { caption: c.caption, title: c.title }]));

/** A CSV `captions` cell: the JSON text of an object; anything else stays text, for the schema to refuse by name. */
export function captionsFromCell(v: string): unknown {
  try {
    const parsed: unknown = JSON.parse(v);
    return typeof parsed === 'object' && parsed !== null ? parsed : v;
  } catch {
    return v;
  }
}
