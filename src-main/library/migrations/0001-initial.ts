import type { WritableDB } from '../sql';

/**
 * The first schema: workspaces, the per-workspace Hub cache, drafts with photos
 * and tags, full-text search, campaigns, settings. Every table is STRICT.
 *
 * Drafts carry an INTEGER `seq` (the rowid alias, stable across VACUUM) used as
 * the FTS rowid and as the keyset tie-breaker, and a TEXT `id` shown to callers.
 */
export function up(db: WritableDB): void {
  db.exec(`
    CREATE TABLE workspaces (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL COLLATE NOCASE UNIQUE,
      hub_url TEXT NOT NULL DEFAULT '',
      kind TEXT NOT NULL CHECK (kind IN ('sandbox', 'hub')),
      key_hint TEXT,
      created_at TEXT NOT NULL
    ) STRICT;

    CREATE TABLE settings (
      key TEXT PRIMARY KEY,
      value TEXT NOT NULL
    ) STRICT;

    -- The Hub cache, so the composer works offline. Rows are replaced whole per
    -- (workspace, profile) on each refresh; 'data' keeps the Hub's object as sent.
    CREATE TABLE cached_profiles (
      workspace_id TEXT NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      profile_id TEXT NOT NULL,
      name TEXT NOT NULL DEFAULT '',
      data TEXT NOT NULL DEFAULT '{}',
      fetched_at TEXT NOT NULL,
      PRIMARY KEY (workspace_id, profile_id)
    ) STRICT, WITHOUT ROWID;

    CREATE TABLE cached_connections (
      workspace_id TEXT NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      profile_id TEXT NOT NULL,
      platform TEXT NOT NULL,
      name TEXT NOT NULL DEFAULT '',
      data TEXT NOT NULL DEFAULT '{}',
      fetched_at TEXT NOT NULL,
      PRIMARY KEY (workspace_id, profile_id, platform)
    ) STRICT, WITHOUT ROWID;

    -- A pin: the page / organisation / location a profile always publishes to.
    CREATE TABLE cached_pins (
      workspace_id TEXT NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      profile_id TEXT NOT NULL,
      channel TEXT NOT NULL,
      value TEXT,
      fetched_at TEXT NOT NULL,
      PRIMARY KEY (workspace_id, profile_id, channel)
    ) STRICT, WITHOUT ROWID;

    CREATE TABLE cached_boards (
      workspace_id TEXT NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      profile_id TEXT NOT NULL,
      board_id TEXT NOT NULL,
      name TEXT NOT NULL DEFAULT '',
      position INTEGER NOT NULL,
      fetched_at TEXT NOT NULL,
      PRIMARY KEY (workspace_id, profile_id, board_id)
    ) STRICT, WITHOUT ROWID;

    CREATE TABLE cached_locations (
      workspace_id TEXT NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      profile_id TEXT NOT NULL,
      location_id TEXT NOT NULL,
      name TEXT NOT NULL DEFAULT '',
      position INTEGER NOT NULL,
      fetched_at TEXT NOT NULL,
      PRIMARY KEY (workspace_id, profile_id, location_id)
    ) STRICT, WITHOUT ROWID;

    -- Music tracks: the trending chart (query '') or one search's answer.
    CREATE TABLE cached_music (
      workspace_id TEXT NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      profile_id TEXT NOT NULL,
      query TEXT NOT NULL,
      track_id TEXT NOT NULL,
      title TEXT NOT NULL DEFAULT '',
      artist TEXT NOT NULL DEFAULT '',
      rank INTEGER,
      position INTEGER NOT NULL,
      fetched_at TEXT NOT NULL,
      PRIMARY KEY (workspace_id, profile_id, query, track_id)
    ) STRICT, WITHOUT ROWID;

    CREATE TABLE drafts (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      workspace_id TEXT NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      profile_id TEXT,
      platforms TEXT NOT NULL DEFAULT '[]' CHECK (json_type(platforms) = 'array'),
      caption TEXT NOT NULL DEFAULT '',
      title TEXT NOT NULL DEFAULT '',
      fields TEXT NOT NULL DEFAULT '{}' CHECK (json_type(fields) = 'object'),
      scheduled_at TEXT,
      timezone TEXT,
      -- scheduled_at resolved to an instant (ms), for date filters and the duplicate guard
      scheduled_ms INTEGER,
      add_to_queue INTEGER NOT NULL DEFAULT 0 CHECK (add_to_queue IN (0, 1)),
      notes TEXT NOT NULL DEFAULT '',
      state TEXT NOT NULL DEFAULT 'draft',
      caption_key TEXT NOT NULL DEFAULT '',
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      deleted_at TEXT,
      revision INTEGER NOT NULL DEFAULT 1 CHECK (revision >= 1),
      CHECK (NOT (add_to_queue = 1 AND scheduled_at IS NOT NULL))
    ) STRICT;
    CREATE INDEX drafts_by_updated ON drafts (workspace_id, updated_at DESC, seq DESC) WHERE deleted_at IS NULL;
    CREATE INDEX drafts_deleted ON drafts (workspace_id, deleted_at) WHERE deleted_at IS NOT NULL;
    CREATE INDEX drafts_by_caption ON drafts (workspace_id, caption_key);

    CREATE TABLE draft_photos (
      id TEXT PRIMARY KEY,
      draft_id TEXT NOT NULL REFERENCES drafts(id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      source TEXT NOT NULL CHECK (source IN ('file', 'url')),
      path TEXT,
      url TEXT,
      sha256 TEXT CHECK (sha256 IS NULL OR length(sha256) = 64),
      bytes INTEGER CHECK (bytes IS NULL OR bytes >= 0),
      width INTEGER,
      height INTEGER,
      mime TEXT,
      CHECK ((source = 'file' AND path IS NOT NULL AND url IS NULL) OR (source = 'url' AND url IS NOT NULL AND path IS NULL))
    ) STRICT;
    CREATE INDEX draft_photos_by_draft ON draft_photos (draft_id, position);

    CREATE TABLE tags (
      id INTEGER PRIMARY KEY,
      workspace_id TEXT NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      name TEXT NOT NULL COLLATE NOCASE,
      created_at TEXT NOT NULL,
      UNIQUE (workspace_id, name)
    ) STRICT;

    CREATE TABLE draft_tags (
      draft_id TEXT NOT NULL REFERENCES drafts(id) ON DELETE CASCADE,
      tag_id INTEGER NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      PRIMARY KEY (draft_id, tag_id)
    ) STRICT, WITHOUT ROWID;
    CREATE INDEX draft_tags_by_tag ON draft_tags (tag_id, draft_id);

    -- Full-text search over what the user wrote. rowid = drafts.seq; written by
    -- the drafts module in the same transaction as the draft.
    CREATE VIRTUAL TABLE drafts_fts USING fts5(
      caption, title, tags, notes,
      tokenize = 'unicode61 remove_diacritics 2',
      prefix = '2 3'
    );

    CREATE TABLE campaigns (
      id TEXT PRIMARY KEY,
      workspace_id TEXT NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      notes TEXT NOT NULL DEFAULT '',
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    ) STRICT;
    CREATE INDEX campaigns_by_workspace ON campaigns (workspace_id, updated_at DESC);

    CREATE TABLE campaign_items (
      campaign_id TEXT NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
      draft_id TEXT NOT NULL REFERENCES drafts(id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      PRIMARY KEY (campaign_id, draft_id)
    ) STRICT, WITHOUT ROWID;
    CREATE INDEX campaign_items_by_draft ON campaign_items (draft_id);
  `);

  // The embedded default: a workspace that talks to the built-in sandbox Hub.
  const now = new Date().toISOString();
  db.prepare(`INSERT INTO workspaces (id, name, hub_url, kind, key_hint, created_at) VALUES ('sandbox', 'Sandbox', '', 'sandbox', NULL, ?)`).run(now);
  db.prepare(`INSERT INTO settings (key, value) VALUES ('current_workspace', 'sandbox')`).run();
}
