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
 * - `team_outbox`: which drafts and campaigns of a team workspace changed since the binding last
 *   read them, written by TRIGGERS on every table that makes up a draft or a campaign, so every
 *   write path (screens, import, CLI, campaigns) is captured without touching it. Only rows of
 *   workspaces that have a team are written; any other workspace pays one primary-key lookup.
 * - `team_outcomes`: teammates' publish outcomes (the `outcomes` document), never in publish_jobs.
 * - `draft_photos` rebuilt so a file photo may have no path yet: a teammate's photo whose bytes
 *   are not on this laptop is known by its sha256 until they are fetched.
 */
const DRAFT_OF_TEAM = (draftId: string): string => `
  INSERT OR IGNORE INTO team_outbox (workspace_id, entity, entity_id)
  SELECT d.workspace_id, 'draft', d.id FROM drafts d JOIN workspaces w ON w.id = d.workspace_id
  WHERE d.id = ${draftId} AND w.team_id IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM team_outbox o WHERE o.workspace_id = d.workspace_id AND o.entity = 'draft' AND o.entity_id = d.id);`;

const CAMPAIGN_OF_TEAM = (campaignId: string): string => `
  INSERT OR IGNORE INTO team_outbox (workspace_id, entity, entity_id)
  SELECT c.workspace_id, 'campaign', c.id FROM campaigns c JOIN workspaces w ON w.id = c.workspace_id
  WHERE c.id = ${campaignId} AND w.team_id IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM team_outbox o WHERE o.workspace_id = c.workspace_id AND o.entity = 'campaign' AND o.entity_id = c.id);`;

// Each statement checks NOT EXISTS itself: a trigger's own OR IGNORE is overridden by an outer
// statement's conflict clause (an upsert such as writeCaptions' ON CONFLICT DO UPDATE), which
// would then fail on the outbox's primary key.

/** A row of its own workspace (drafts, campaigns, publish jobs): also written when the row is gone (DELETE). */
const OWN_ROW = (entity: 'draft' | 'campaign' | 'job', ref: 'NEW' | 'OLD'): string => `
  INSERT OR IGNORE INTO team_outbox (workspace_id, entity, entity_id)
  SELECT w.id, '${entity}', ${ref}.id FROM workspaces w WHERE w.id = ${ref}.workspace_id AND w.team_id IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM team_outbox o WHERE o.workspace_id = w.id AND o.entity = '${entity}' AND o.entity_id = ${ref}.id);`;

function triggers(): string {
  const out: string[] = [];
  const add = (name: string, event: string, table: string, body: string): void => {
    out.push(`CREATE TRIGGER team_outbox_${name} AFTER ${event} ON ${table} FOR EACH ROW BEGIN ${body} END;`);
  };
  add('drafts_insert', 'INSERT', 'drafts', OWN_ROW('draft', 'NEW'));
  add('drafts_update', 'UPDATE', 'drafts', OWN_ROW('draft', 'NEW'));
  add('drafts_delete', 'DELETE', 'drafts', OWN_ROW('draft', 'OLD'));
  for (const t of ['draft_photos', 'draft_tags', 'draft_captions']) {
    add(`${t}_insert`, 'INSERT', t, DRAFT_OF_TEAM('NEW.draft_id'));
    add(`${t}_update`, 'UPDATE', t, DRAFT_OF_TEAM('NEW.draft_id') + DRAFT_OF_TEAM('OLD.draft_id'));
    add(`${t}_delete`, 'DELETE', t, DRAFT_OF_TEAM('OLD.draft_id'));
  }
  // A renamed tag changes every draft that carries it (tags are shared by name).
  add('tags_update', 'UPDATE OF name', 'tags', `
    INSERT OR IGNORE INTO team_outbox (workspace_id, entity, entity_id)
    SELECT w.id, 'draft', dt.draft_id FROM draft_tags dt JOIN workspaces w ON w.id = NEW.workspace_id
    WHERE dt.tag_id = NEW.id AND w.team_id IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM team_outbox o WHERE o.workspace_id = w.id AND o.entity = 'draft' AND o.entity_id = dt.draft_id);`);
  add('campaigns_insert', 'INSERT', 'campaigns', OWN_ROW('campaign', 'NEW'));
  add('campaigns_update', 'UPDATE', 'campaigns', OWN_ROW('campaign', 'NEW'));
  add('campaigns_delete', 'DELETE', 'campaigns', OWN_ROW('campaign', 'OLD'));
  for (const t of ['campaign_items', 'campaign_plans']) {
    add(`${t}_insert`, 'INSERT', t, CAMPAIGN_OF_TEAM('NEW.campaign_id'));
    add(`${t}_update`, 'UPDATE', t, CAMPAIGN_OF_TEAM('NEW.campaign_id'));
    add(`${t}_delete`, 'DELETE', t, CAMPAIGN_OF_TEAM('OLD.campaign_id'));
  }
  // This laptop's publish jobs: their outcomes are shared in the team's `outcomes` document.
  add('publish_jobs_insert', 'INSERT', 'publish_jobs', OWN_ROW('job', 'NEW'));
  add('publish_jobs_update', 'UPDATE', 'publish_jobs', OWN_ROW('job', 'NEW'));
  return out.join('\n');
}

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
  db.exec(triggers());
}
