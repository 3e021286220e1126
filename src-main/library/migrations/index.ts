import { LibraryError } from '../errors';
import type { ReadableDB, WritableDB } from '../sql';
import { up as up0001 } from './0001-initial';
import { up as up0100 } from './0100-journal';
import { up as up0101 } from './0101-campaign-plans';
import { up as up0102 } from './0102-draft-captions';
import { up as up0103 } from './0103-calendar-index';
// A team workspace (issue 33): its team, stored Yjs updates, outbox, teammates' outcomes.
import { up as up0104 } from './0104-team';
// Review and approval (issue 34).
import { up as up0105 } from './0105-reviews';
// A campaign's last dry run, kept (issue 31).
import { up as up0106 } from './0106-campaign-dry-runs';
// Review steps, approvals and comments in the team outbox (issue 34, team-wire).
import { up as up0107 } from './0107-team-reviews';
import { up as up0108 } from './0108-client-decisions';
import { up as up0109 } from './0109-photo-names';
// bywhom: whether a teammate's publish call was the Hub's original or a replay.
import { up as up0110 } from './0110-sent-first';
// authorship: who created a team draft (its author for review).
import { up as up0111 } from './0111-draft-authors';
// leave (walk 4): the drafts a workspace held when it left its team.
import { up as up0112 } from './0112-left-team';
// crlf (walk 7): captions stored with CRLF line breaks are stored with LF.
import { up as up0113 } from './0113-caption-line-breaks';
// leftview (walk 7): who edited the team's drafts, kept by a workspace that left the team.
import { up as up0114 } from './0114-left-history';
import { up as up0115 } from './0115-left-member';
// w31paging: the Library's pages by a key no edit changes, through an index.
import { up as up0116 } from './0116-drafts-by-seq';
// h-restore: the send records a restore took back, kept (a restored batch keeps its line).
import { up as up0117 } from './0117-restored-sends';
// h-brand: the brand name a profile id was resolved from (a resolution is not an edit of what was approved). 0118 is another branch's.
import { up as up0119 } from './0119-brand-checked-from';

/**
 * One schema change. `version` is what PRAGMA user_version holds once it has run.
 * `up` runs inside the upgrade transaction: it must not open its own.
 */
export interface Migration {
  readonly version: number;
  readonly name: string;
  up(db: WritableDB): void;
}

/**
 * Every migration, in order. Append only; never edit or reorder one that shipped.
 * Numbered in the order they were written (the journal is 0100); a new one takes the next number.
 */
export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: '0001-initial', up: up0001 },
  { version: 100, name: '0100-journal', up: up0100 },
  { version: 101, name: '0101-campaign-plans', up: up0101 },
  { version: 102, name: '0102-draft-captions', up: up0102 },
  { version: 103, name: '0103-calendar-index', up: up0103 },
  { version: 104, name: '0104-team', up: up0104 },
  { version: 105, name: '0105-reviews', up: up0105 },
  { version: 106, name: '0106-campaign-dry-runs', up: up0106 },
  { version: 107, name: '0107-team-reviews', up: up0107 },
  { version: 108, name: '0108-client-decisions', up: up0108 },
  { version: 109, name: '0109-photo-names', up: up0109 },
  { version: 110, name: '0110-sent-first', up: up0110 },
  { version: 111, name: '0111-draft-authors', up: up0111 },
  { version: 112, name: '0112-left-team', up: up0112 },
  { version: 113, name: '0113-caption-line-breaks', up: up0113 },
  { version: 114, name: '0114-left-history', up: up0114 },
  { version: 115, name: '0115-left-member', up: up0115 },
  { version: 116, name: '0116-drafts-by-seq', up: up0116 },
  { version: 117, name: '0117-restored-sends', up: up0117 },
  { version: 119, name: '0119-brand-checked-from', up: up0119 },
];

/** Throws unless versions strictly increase from 1 (a mistake in the list above fails every open). */
export function checkMigrationOrder(list: readonly Migration[]): void {
  let previous = 0;
  for (const m of list) {
    if (!Number.isInteger(m.version) || m.version <= previous) {
      throw new LibraryError('migration_failed', `migration ${m.name} has version ${m.version}, not above ${previous}`);
    }
    previous = m.version;
  }
}

export const latestVersion = (list: readonly Migration[] = MIGRATIONS): number => list.at(-1)?.version ?? 0;

export const schemaVersion = (db: ReadableDB): number => db.pragma('user_version', { simple: true }) as number;

/**
 * Runs every pending migration in ONE transaction and sets user_version to the
 * last one: either the file is fully upgraded or it is untouched.
 * @throws LibraryError `schema_too_new` when the file was written by a newer app;
 *   `migration_failed` when a migration throws (nothing is changed).
 */
export function migrate(db: WritableDB, list: readonly Migration[] = MIGRATIONS): { from: number; to: number; applied: string[] } {
  checkMigrationOrder(list);
  const from = schemaVersion(db);
  const latest = latestVersion(list);
  if (from > latest) {
    throw new LibraryError('schema_too_new', `library.sqlite has schema version ${from}, newer than this app understands (${latest}); update Postroom`, {
      details: { fileVersion: from, appVersion: latest },
    });
  }
  const pending = list.filter((m) => m.version > from);
  if (pending.length === 0) return { from, to: from, applied: [] };
  let current = '';
  try {
    db.transaction(() => {
      for (const m of pending) {
        current = m.name;
        m.up(db);
      }
      db.pragma(`user_version = ${latest}`);
    }).immediate();
  } catch (err) {
    if (err instanceof LibraryError) throw err;
    throw new LibraryError('migration_failed', `migration ${current} failed: ${err instanceof Error ? err.message : String(err)}`, { cause: err, details: { migration: current } });
  }
  return { from, to: latest, applied: pending.map((m) => m.name) };
}
