/**
 * The team server (issue 33), a shell: laptops of one team share their library through it. It
 * speaks src-main/team/protocol.ts, the one contract with the laptops. `postroom team serve`
 * runs it; tests start it with `startTeamServer`.
 */
export { startTeamServer, type TeamServer, type TeamServerOptions } from './server';
export { TeamServerError, HTTP_STATUS } from './errors';
export { createMemberToken, replaceMemberToken, revokeMember, setMemberRole, tokenHash, DEFAULT_TEAM_NAME, type TeamStore, type MemberRow, type TeamRow } from './store';
export { openSqliteStore, readSqliteDocument, TEAM_DB_FILE } from './sqlite-store';
export { openPgStore } from './pg-store';

import { openPgStore } from './pg-store';
import { openSqliteStore } from './sqlite-store';
import type { TeamStore } from './store';

/** The store a command works on: PostgreSQL when a URL is given, else team.sqlite in the data dir. */
export async function openTeamStore(opts: { dataDir: string; postgres?: string }): Promise<TeamStore> {
  return opts.postgres ? openPgStore(opts.postgres) : openSqliteStore(opts.dataDir);
}
