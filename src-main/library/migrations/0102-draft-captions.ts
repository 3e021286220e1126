import type { WritableDB } from '../sql';

/**
 * Per-channel captions (issue 23, item 4): a draft may give chosen channels their own caption and
 * title (X's 280 characters beside a long Instagram caption). A channel without a row shares the
 * draft's caption and title.
 *
 * - `caption`: that channel's post BODY (may be empty: the channel then gets no caption).
 * - `title`: that channel's post TITLE; NULL = the draft's title.
 *
 * The Hub takes one caption per post, so the publisher sends one post per distinct (caption, title)
 * among a draft's channels (src-main/publisher/captions.ts). Rows go with their draft (CASCADE);
 * a row for a channel the draft no longer lists is kept (ticking the channel again brings it back)
 * and is ignored when publishing.
 */
export function up(db: WritableDB): void {
  db.exec(`
    CREATE TABLE draft_captions (
      draft_id TEXT NOT NULL REFERENCES drafts(id) ON DELETE CASCADE,
      channel TEXT NOT NULL CHECK (length(channel) BETWEEN 1 AND 40),
      caption TEXT NOT NULL,
      title TEXT,
      updated_at TEXT NOT NULL,
      PRIMARY KEY (draft_id, channel)
    ) STRICT, WITHOUT ROWID;
  `);
}
