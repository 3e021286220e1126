import type { WritableDB } from '../sql';

/**
 * Review and approval (issue 34): the steps of each post's review, the approvals, the comments,
 * and the client previews exported (so their decision files can be checked when they come back).
 *
 * - `reviews`: one row per review step (submit, approve, request_changes, withdraw), append-only;
 *   a post's review state is its latest row's `state` (by `at`, then `id`), read against the
 *   draft's content revision now (team/review.ts `reviewState`: an approval of another revision is
 *   back in review). `revision` is the content revision the step was taken on.
 * - `approvals`: one row per approval, bound to a revision; its id derives the post's
 *   Idempotency-Key (team/review.ts `approvalKey`).
 * - `comments`: threaded (`parent_id`), body 1 to 4,000 characters, `mentions` a JSON array of names.
 * - `review_exports`: a client preview as exported: its posts `[{draftId, revision}]` and their digest.
 *
 * No foreign key to drafts: the team binding mirrors these rows from the team's documents, where a
 * review may arrive before its draft does. Rows are workspace-scoped like drafts.
 */
export function up(db: WritableDB): void {
  db.exec(`
    CREATE TABLE reviews (
      id TEXT PRIMARY KEY,
      workspace_id TEXT NOT NULL,
      draft_id TEXT NOT NULL,
      action TEXT NOT NULL CHECK (action IN ('submit', 'approve', 'request_changes', 'withdraw')),
      state TEXT NOT NULL CHECK (state IN ('draft', 'in_review', 'approved', 'changes_requested')),
      revision TEXT NOT NULL,
      actor TEXT NOT NULL,
      at TEXT NOT NULL,
      comment_id TEXT,
      approval_id TEXT
    ) STRICT;
    CREATE INDEX reviews_by_draft ON reviews (draft_id, at, id);
    CREATE INDEX reviews_by_workspace ON reviews (workspace_id, draft_id);

    CREATE TABLE approvals (
      id TEXT PRIMARY KEY,
      workspace_id TEXT NOT NULL,
      draft_id TEXT NOT NULL,
      revision TEXT NOT NULL,
      actor TEXT NOT NULL,
      at TEXT NOT NULL
    ) STRICT;
    CREATE INDEX approvals_by_draft ON approvals (draft_id, at, id);

    CREATE TABLE comments (
      id TEXT PRIMARY KEY,
      workspace_id TEXT NOT NULL,
      draft_id TEXT NOT NULL,
      parent_id TEXT REFERENCES comments(id),
      author TEXT NOT NULL,
      body TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 4000),
      mentions TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(mentions) AND json_type(mentions) = 'array'),
      at TEXT NOT NULL
    ) STRICT;
    CREATE INDEX comments_by_draft ON comments (draft_id, at, id);

    CREATE TABLE review_exports (
      id TEXT PRIMARY KEY,
      workspace_id TEXT NOT NULL,
      campaign_id TEXT,
      actor TEXT NOT NULL,
      at TEXT NOT NULL,
      zone TEXT NOT NULL,
      lang TEXT NOT NULL CHECK (lang IN ('en', 'vi')),
      posts TEXT NOT NULL CHECK (json_valid(posts)),
      digest TEXT NOT NULL
    ) STRICT;
  `);
}
