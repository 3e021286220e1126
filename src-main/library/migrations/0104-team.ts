import type { WritableDB } from '../sql';

/**
 * Team workspaces (issue 33): a workspace joined to a team server shares its library through Yjs
 * documents (src-main/team/). This migration gives the library what the binding needs:
 *
 * - `workspaces.team_*`: the team a hub workspace is joined to (server URL, team id, my member
 *   name, my role). A workspace without `team_id` is not a team workspace.
 * - `team_updates`: the Yjs updates of each team document, in order (y-indexeddb's model). Loading
 *   applies every row; compaction merges rows. `origin` says who made it; `sent` whether the
 *   server acknowledged a local one. Nothing typed offline is lost across restarts.
 * - `team_outbox`: which drafts, campaigns and publish jobs of a team workspace changed since the
 *   binding last read them, written by TRIGGERS on every table that makes up one, so every write
 *   path (screens, import, CLI, campaigns) is captured without touching it. The triggers are in
 *   ../team-triggers.ts and exist only while some workspace has a team (`workspaces.setTeam`
 *   installs and drops them): any trigger on drafts, even one that never fires, costs a bulk
 *   import about a third more CPU, which a library without a team should not pay.
 * - `team_outcomes`: teammates' publish outcomes (the `outcomes` document), never in publish_jobs.
 * - `draft_photos` rebuilt so a file photo may have no path yet: a teammate's photo whose bytes
 *   are not on this laptop is known by its sha256 until they are fetched.
 */
export function up(db: WritableDB): void {
  db.exec(`
    ALTER TABLE workspaces ADD COLUMN team_url TEXT;
    ALTER TABLE workspaces ADD COLUMN team_id TEXT;
    ALTER TABLE workspaces ADD COLUMN team_member TEXT;
    ALTER TABLE workspaces ADD COLUMN team_role TEXT CHECK (team_role IS NULL OR team_role IN ('owner', 'approver', 'editor', 'viewer'));

    CREATE TABLE team_updates (
      seq INTEGER PRIMARY KEY,
      workspace_id TEXT NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      doc TEXT NOT NULL,
      "update" BLOB NOT NULL,
      origin TEXT NOT NULL CHECK (origin IN ('local', 'remote')),
      -- a local update the server acknowledged (remote ones are born sent)
      sent INTEGER NOT NULL DEFAULT 0 CHECK (sent IN (0, 1)),
      at TEXT NOT NULL
    ) STRICT;
    CREATE INDEX team_updates_by_doc ON team_updates (workspace_id, doc, seq);
    CREATE INDEX team_updates_unsent ON team_updates (workspace_id, doc) WHERE sent = 0;

    CREATE TABLE team_outbox (
      workspace_id TEXT NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      entity TEXT NOT NULL CHECK (entity IN ('draft', 'campaign', 'job')),
      entity_id TEXT NOT NULL,
      PRIMARY KEY (workspace_id, entity, entity_id)
    ) STRICT, WITHOUT ROWID;

    -- Teammates' publish outcomes (the team's outcomes document), kept apart from publish_jobs: this
    -- laptop's runner never resumes another laptop's job. The publisher reads them to tell a post's state.
    CREATE TABLE team_outcomes (
      workspace_id TEXT NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      job_id TEXT NOT NULL,
      draft_id TEXT,
      idempotency_key TEXT NOT NULL,
      state TEXT NOT NULL,
      hub_status TEXT,
      -- the per-channel outcomes as the job row keeps them (JSON array), or NULL while unknown
      outcomes TEXT CHECK (outcomes IS NULL OR json_type(outcomes) = 'array'),
      -- what the post-state derivation reads of a job besides: its channels, its time fields
      -- (scheduled_at, timezone, add_to_queue), its last error, next try and creation (ms)
      platforms TEXT NOT NULL DEFAULT '[]' CHECK (json_type(platforms) = 'array'),
      fields TEXT NOT NULL DEFAULT '{}' CHECK (json_type(fields) = 'object'),
      last_error TEXT CHECK (last_error IS NULL OR json_type(last_error) = 'object'),
      next_at INTEGER,
      created_at INTEGER NOT NULL DEFAULT 0,
      scheduled_at TEXT,
      member TEXT NOT NULL,
      at TEXT NOT NULL,
      PRIMARY KEY (workspace_id, job_id)
    ) STRICT, WITHOUT ROWID;
    CREATE INDEX team_outcomes_by_draft ON team_outcomes (workspace_id, draft_id);

    CREATE TABLE draft_photos_new (
      id TEXT PRIMARY KEY,
      draft_id TEXT NOT NULL REFERENCES drafts(id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      source TEXT NOT NULL CHECK (source IN ('file', 'url')),
      -- NULL for a file photo only while its bytes are not on this laptop (a teammate's, known by sha256)
      path TEXT,
      url TEXT,
      sha256 TEXT CHECK (sha256 IS NULL OR length(sha256) = 64),
      bytes INTEGER CHECK (bytes IS NULL OR bytes >= 0),
      width INTEGER,
      height INTEGER,
      mime TEXT,
      CHECK ((source = 'file' AND (path IS NOT NULL OR sha256 IS NOT NULL) AND url IS NULL) OR (source = 'url' AND url IS NOT NULL AND path IS NULL))
    ) STRICT;
    INSERT INTO draft_photos_new SELECT id, draft_id, position, source, path, url, sha256, bytes, width, height, mime FROM draft_photos;
    DROP TABLE draft_photos;
    ALTER TABLE draft_photos_new RENAME TO draft_photos;
    CREATE INDEX draft_photos_by_draft ON draft_photos (draft_id, position);
    -- a teammate's photo finds the bytes this laptop already has by their sha256 (team-rows.ts writeDraft, attachBlob)
    CREATE INDEX draft_photos_by_sha256 ON draft_photos (sha256) WHERE sha256 IS NOT NULL;
  `);
}
