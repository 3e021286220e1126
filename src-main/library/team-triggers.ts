import type { WritableDB } from './sql';

/**
 * The team outbox's triggers (migration 0104 made the tables): on every table that makes up a
 * draft, a campaign or a publish job, each change writes the row's id into `team_outbox` when its
 * workspace has a team, so every write path (screens, import, CLI, campaigns, the publisher) is
 * captured without touching it.
 *
 * They exist only while at least one workspace has a team: SQLite runs a trigger's program for
 * every row even when its condition is false, and any trigger on `drafts` made a 20,000-draft
 * createMany take about 35 % more CPU (0.9 s → 1.25 s, even with `WHEN 0`). `syncTeamTriggers`
 * installs or drops them to match the workspaces; being in the schema, they hold for every
 * connection and process that opens the file.
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
const OWN_ROW = (entity: 'draft' | 'campaign' | 'job' | 'review' | 'approval' | 'comment' | 'export' | 'client_decision', ref: 'NEW' | 'OLD'): string => `
  INSERT OR IGNORE INTO team_outbox (workspace_id, entity, entity_id)
  SELECT w.id, '${entity}', ${ref}.id FROM workspaces w WHERE w.id = ${ref}.workspace_id AND w.team_id IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM team_outbox o WHERE o.workspace_id = w.id AND o.entity = '${entity}' AND o.entity_id = ${ref}.id);`;

function triggerSql(reviews: boolean, exports: boolean): string {
  const out: string[] = [];
  const add = (name: string, event: string, table: string, body: string): void => {
    out.push(`CREATE TRIGGER IF NOT EXISTS team_outbox_${name} AFTER ${event} ON ${table} FOR EACH ROW BEGIN ${body} END;`);
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
  // Review steps, approvals and comments (0105 tables, append-only; migration 0107 lets the outbox
  // take them): shared in the team's `reviews` and `approvals` documents.
  if (reviews) {
    add('reviews_insert', 'INSERT', 'reviews', OWN_ROW('review', 'NEW'));
    add('approvals_insert', 'INSERT', 'approvals', OWN_ROW('approval', 'NEW'));
    add('comments_insert', 'INSERT', 'comments', OWN_ROW('comment', 'NEW'));
  }
  // Client-preview exports and relayed client decisions (migration 0108): in the `reviews` document.
  if (exports) {
    add('review_exports_insert', 'INSERT', 'review_exports', OWN_ROW('export', 'NEW'));
    add('client_decisions_insert', 'INSERT', 'client_decisions', OWN_ROW('client_decision', 'NEW'));
  }
  return out.join('\n');
}


const names = (db: WritableDB): string[] =>
  (db.prepare(`SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'team_outbox_%'`).all() as Array<{ name: string }>).map((r) => r.name);

/** Installs the triggers when some workspace has a team, drops them when none has. Returns whether they are installed. */
export function syncTeamTriggers(db: WritableDB): boolean {
  const wanted = db.prepare('SELECT 1 FROM workspaces WHERE team_id IS NOT NULL LIMIT 1').get() !== undefined;
  const present = names(db);
  // A library opened with an older list of migrations (tests) has no review rows to share.
  const outboxSql = (db.prepare(`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'team_outbox'`).get() as { sql: string } | undefined)?.sql ?? '';
  if (wanted) db.exec(triggerSql(outboxSql.includes("'review'"), outboxSql.includes("'export'")));
  else for (const name of present) db.exec(`DROP TRIGGER IF EXISTS "${name}"`);
  return wanted;
}
