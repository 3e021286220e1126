import Database from 'better-sqlite3';
import { sqliteOptions } from '../common';

/**
 * The sandbox's state: one SQLite file (`<dataDir>/sandbox.sqlite`) or memory.
 * WAL mode, so another process (the publisher's crash harness) can open it
 * read-only while the sandbox runs and count rows of `posts`: one row per post
 * actually published, with its `idempotency_key` and `request_id`.
 */
export type Db = Database.Database;

const SCHEMA_VERSION = 1;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
CREATE TABLE IF NOT EXISTS accounts (
  id TEXT PRIMARY KEY, api_key TEXT NOT NULL UNIQUE, plan_name TEXT NOT NULL, plan_active INTEGER NOT NULL,
  status TEXT NOT NULL, expires_at INTEGER, features TEXT NOT NULL, profile_limit INTEGER NOT NULL
) STRICT;
CREATE TABLE IF NOT EXISTS profiles (
  id TEXT PRIMARY KEY, account_id TEXT NOT NULL REFERENCES accounts(id), name TEXT NOT NULL, position INTEGER NOT NULL,
  queue_timezone TEXT NOT NULL, queue_slots TEXT NOT NULL
) STRICT;
CREATE TABLE IF NOT EXISTS connections (
  profile_id TEXT NOT NULL REFERENCES profiles(id), platform TEXT NOT NULL, name TEXT NOT NULL,
  secret TEXT, created_at INTEGER NOT NULL, PRIMARY KEY (profile_id, platform)
) STRICT;
CREATE TABLE IF NOT EXISTS targets (
  profile_id TEXT NOT NULL REFERENCES profiles(id), kind TEXT NOT NULL, id TEXT NOT NULL, name TEXT NOT NULL,
  position INTEGER NOT NULL, PRIMARY KEY (profile_id, kind, id)
) STRICT;
CREATE TABLE IF NOT EXISTS pins (
  profile_id TEXT NOT NULL REFERENCES profiles(id), kind TEXT NOT NULL, target_id TEXT NOT NULL,
  PRIMARY KEY (profile_id, kind)
) STRICT;
CREATE TABLE IF NOT EXISTS connect_links (
  token TEXT PRIMARY KEY, account_id TEXT NOT NULL, profile_id TEXT NOT NULL, platform TEXT NOT NULL,
  created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, completed_at INTEGER
) STRICT;
CREATE TABLE IF NOT EXISTS posts (
  request_id TEXT PRIMARY KEY, job_id TEXT UNIQUE, account_id TEXT NOT NULL, profile_id TEXT NOT NULL,
  platforms TEXT NOT NULL, caption TEXT, title TEXT, fields TEXT NOT NULL, photo_count INTEGER NOT NULL,
  idempotency_key TEXT, created_at INTEGER NOT NULL, scheduled INTEGER NOT NULL, run_at INTEGER NOT NULL,
  done_at INTEGER NOT NULL, results TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS posts_by_key ON posts(idempotency_key);
CREATE INDEX IF NOT EXISTS posts_by_profile_run ON posts(profile_id, run_at);
-- For other processes (the crash harness): one row per post actually published.
CREATE VIEW IF NOT EXISTS published AS
  SELECT rowid AS seq, idempotency_key, request_id, job_id, profile_id, caption, platforms, created_at FROM posts;
CREATE TABLE IF NOT EXISTS idempotency_keys (
  account_id TEXT NOT NULL, key TEXT NOT NULL, hash TEXT NOT NULL, state TEXT NOT NULL,
  http_status INTEGER, answer TEXT, created_at INTEGER NOT NULL, PRIMARY KEY (account_id, key)
) STRICT;
CREATE TABLE IF NOT EXISTS monitors (
  id TEXT PRIMARY KEY, account_id TEXT NOT NULL, profile_id TEXT NOT NULL, post_url TEXT NOT NULL,
  reply_message TEXT NOT NULL, trigger_keywords TEXT NOT NULL, monitoring_interval INTEGER NOT NULL,
  created_at INTEGER NOT NULL, deleted_at INTEGER
) STRICT;
`;

export function openDb(file: string): Db {
  const db = new Database(file, sqliteOptions());
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);
  db.pragma(`user_version = ${SCHEMA_VERSION}`);
  // No call survives a restart, so keys left "running" by a killed sandbox are released.
  db.prepare(`DELETE FROM idempotency_keys WHERE state = 'running'`).run();
  return db;
}

export interface AccountRow {
  id: string; api_key: string; plan_name: string; plan_active: number; status: string;
  expires_at: number | null; features: string; profile_limit: number;
}
export interface ProfileRow { id: string; account_id: string; name: string; position: number; queue_timezone: string; queue_slots: string }
export interface ConnectionRow { profile_id: string; platform: string; name: string; secret: string | null; created_at: number }
export interface TargetRow { profile_id: string; kind: TargetKind; id: string; name: string; position: number }
export type TargetKind = 'page' | 'org' | 'location' | 'board';
export type PinKind = 'facebook' | 'linkedin' | 'location';
export interface LinkRow { token: string; account_id: string; profile_id: string; platform: string; created_at: number; expires_at: number; completed_at: number | null }
export interface PostRow {
  request_id: string; job_id: string | null; account_id: string; profile_id: string; platforms: string; caption: string | null;
  title: string | null; fields: string; photo_count: number; idempotency_key: string | null; created_at: number;
  scheduled: number; run_at: number; done_at: number; results: string;
}
export interface KeyRow { account_id: string; key: string; hash: string; state: 'running' | 'done'; http_status: number | null; answer: string | null; created_at: number }
export interface MonitorRow {
  id: string; account_id: string; profile_id: string; post_url: string; reply_message: string; trigger_keywords: string;
  monitoring_interval: number; created_at: number; deleted_at: number | null;
}

/** Every statement the sandbox runs, prepared once. */
export function prepare(db: Db) {
  const s = {
    accountByKey: db.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE api_key = ?'),
    accountById: db.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE id = ?'),
    firstAccount: db.prepare<[], AccountRow>('SELECT * FROM accounts ORDER BY rowid LIMIT 1'),
    insertAccount: db.prepare('INSERT INTO accounts (id, api_key, plan_name, plan_active, status, expires_at, features, profile_limit) VALUES (@id, @api_key, @plan_name, @plan_active, @status, @expires_at, @features, @profile_limit)'),
    updatePlan: db.prepare('UPDATE accounts SET plan_name = @plan_name, plan_active = @plan_active, status = @status, expires_at = @expires_at, features = @features, profile_limit = @profile_limit WHERE id = @id'),
    profiles: db.prepare<[string], ProfileRow>('SELECT * FROM profiles WHERE account_id = ? ORDER BY position'),
    profile: db.prepare<[string, string], ProfileRow>('SELECT * FROM profiles WHERE id = ? AND account_id = ?'),
    insertProfile: db.prepare('INSERT INTO profiles (id, account_id, name, position, queue_timezone, queue_slots) VALUES (@id, @account_id, @name, @position, @queue_timezone, @queue_slots)'),
    connections: db.prepare<[string], ConnectionRow>('SELECT * FROM connections WHERE profile_id = ? ORDER BY created_at, platform'),
    connection: db.prepare<[string, string], ConnectionRow>('SELECT * FROM connections WHERE profile_id = ? AND platform = ?'),
    upsertConnection: db.prepare('INSERT INTO connections (profile_id, platform, name, secret, created_at) VALUES (@profile_id, @platform, @name, @secret, @created_at) ON CONFLICT (profile_id, platform) DO UPDATE SET name = excluded.name, secret = excluded.secret'),
    targets: db.prepare<[string, string], TargetRow>('SELECT * FROM targets WHERE profile_id = ? AND kind = ? ORDER BY position'),
    insertTarget: db.prepare('INSERT OR REPLACE INTO targets (profile_id, kind, id, name, position) VALUES (@profile_id, @kind, @id, @name, @position)'),
    pin: db.prepare<[string, string], { target_id: string }>('SELECT target_id FROM pins WHERE profile_id = ? AND kind = ?'),
    setPin: db.prepare('INSERT INTO pins (profile_id, kind, target_id) VALUES (?, ?, ?) ON CONFLICT (profile_id, kind) DO UPDATE SET target_id = excluded.target_id'),
    clearPin: db.prepare('DELETE FROM pins WHERE profile_id = ? AND kind = ?'),
    insertLink: db.prepare('INSERT INTO connect_links (token, account_id, profile_id, platform, created_at, expires_at) VALUES (@token, @account_id, @profile_id, @platform, @created_at, @expires_at)'),
    link: db.prepare<[string], LinkRow>('SELECT * FROM connect_links WHERE token = ?'),
    completeLink: db.prepare('UPDATE connect_links SET completed_at = ? WHERE token = ?'),
    insertPost: db.prepare('INSERT INTO posts (request_id, job_id, account_id, profile_id, platforms, caption, title, fields, photo_count, idempotency_key, created_at, scheduled, run_at, done_at, results) VALUES (@request_id, @job_id, @account_id, @profile_id, @platforms, @caption, @title, @fields, @photo_count, @idempotency_key, @created_at, @scheduled, @run_at, @done_at, @results)'),
    postByRequest: db.prepare<[string, string], PostRow>('SELECT * FROM posts WHERE request_id = ? AND account_id = ?'),
    postByJob: db.prepare<[string, string], PostRow>('SELECT * FROM posts WHERE job_id = ? AND account_id = ?'),
    postByKey: db.prepare<[string, string], PostRow>('SELECT * FROM posts WHERE idempotency_key = ? AND account_id = ? ORDER BY rowid DESC LIMIT 1'),
    queuedRunAts: db.prepare<[string, number], { run_at: number }>('SELECT run_at FROM posts WHERE profile_id = ? AND scheduled = 2 AND run_at >= ?'),
    recentCaptions: db.prepare<[string, number], { caption: string | null; platforms: string }>('SELECT caption, platforms FROM posts WHERE profile_id = ? AND created_at >= ?'),
    allPosts: db.prepare<[], PostRow>('SELECT * FROM posts ORDER BY rowid'),
    postCount: db.prepare<[string, number], { n: number }>('SELECT count(*) AS n FROM posts WHERE account_id = ? AND created_at >= ?'),
    key: db.prepare<[string, string], KeyRow>('SELECT * FROM idempotency_keys WHERE account_id = ? AND key = ?'),
    insertKey: db.prepare(`INSERT INTO idempotency_keys (account_id, key, hash, state, created_at) VALUES (?, ?, ?, 'running', ?)`),
    closeKey: db.prepare(`UPDATE idempotency_keys SET state = 'done', http_status = ?, answer = ? WHERE account_id = ? AND key = ?`),
    releaseKey: db.prepare(`DELETE FROM idempotency_keys WHERE account_id = ? AND key = ? AND state = 'running'`),
    insertMonitor: db.prepare('INSERT INTO monitors (id, account_id, profile_id, post_url, reply_message, trigger_keywords, monitoring_interval, created_at) VALUES (@id, @account_id, @profile_id, @post_url, @reply_message, @trigger_keywords, @monitoring_interval, @created_at)'),
    monitors: db.prepare<[string, string], MonitorRow>('SELECT * FROM monitors WHERE account_id = ? AND profile_id = ? AND deleted_at IS NULL ORDER BY created_at DESC, rowid DESC LIMIT 100'),
    monitor: db.prepare<[string, string], MonitorRow>('SELECT * FROM monitors WHERE id = ? AND account_id = ? AND deleted_at IS NULL'),
    deleteMonitor: db.prepare('UPDATE monitors SET deleted_at = ? WHERE id = ? AND account_id = ?'),
    meta: db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?'),
    setMeta: db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value'),
  };
  return s;
}

export type Statements = ReturnType<typeof prepare>;
