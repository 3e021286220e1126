import { networkInterfaces } from 'node:os';
import { readFileSync } from 'node:fs';
import { CliError, usageError, type CliContext, type Command, type OptionSpec } from '../command';
import { utcMinute } from '../../../src-shared/utc-minute';

/**
 * The team server's commands (issue 33), run on the server's machine: `team serve` runs it,
 * `team token`, `team revoke`, `team role` and `team members` work on its store (team.sqlite in the data dir,
 * or PostgreSQL). The server code is imported only when one of them runs, so `--help` stays fast.
 */

/** The protocol's ROLES, for help and shell completion without loading the team area (test/team-server/cli.test.ts keeps them equal). */
export const ROLE_WORDS = ['owner', 'approver', 'editor', 'viewer'] as const;

const postgresOption: OptionSpec = {
  postgres: { type: 'string', value: 'URL', help: 'members (and documents) in this PostgreSQL database instead of team.sqlite' },
};

const noPositionals = (positionals: string[], c: Command): void => {
  if (positionals.length > 0) throw usageError(c, 'unexpected argument');
};
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

async function withStore<T>(ctx: CliContext, values: Record<string, unknown>, fn: (store: import('../../team-server').TeamStore, ts: typeof import('../../team-server')) => Promise<T>): Promise<T> {
  const ts = await import('../../team-server');
  const postgres = str(values.postgres);
  const store = await ts.openTeamStore({ dataDir: ctx.dataDir, ...(postgres ? { postgres } : {}) });
  try {
    return await fn(store, ts);
  } finally {
    await store.close();
  }
}

export const teamServeCommand: Command = {
  name: 'team serve',
  area: 'team',
  summary: "run the team server until stopped; prints its ws:// address",
  options: {
    port: { type: 'string', value: 'N', help: 'listen on port N (default: a free one)', accepts: { kind: 'whole', min: 0, max: 65535 } },
    host: { type: 'string', value: 'H', help: 'listen on this address (default 127.0.0.1; 0.0.0.0 for the network)' },
    ...postgresOption,
    redis: { type: 'string', value: 'URL', help: 'link with the other servers on this Redis (live edits across them)' },
    'tls-cert': { type: 'string', value: 'FILE', help: 'PEM certificate: serve wss:// and https:// (with --tls-key)', completes: 'file', accepts: { kind: 'read' } },
    'tls-key': { type: 'string', value: 'FILE', help: 'PEM private key of --tls-cert', completes: 'file', accepts: { kind: 'read' } },
    name: { type: 'string', value: 'TEAM', help: "the team's name, as members see it" },
  },
  example: 'team serve --port 4455 --data-dir ./team --name "Acme social"',
  async run(ctx, { positionals, values }) {
    noPositionals(positionals, this);
    // w30words: checked before the command runs (the option's `accepts`).
    const port = values.port === undefined ? 0 : Number(values.port);
    const certFile = str(values['tls-cert']);
    const keyFile = str(values['tls-key']);
    if ((certFile === undefined) !== (keyFile === undefined)) throw new CliError('usage', '--tls-cert and --tls-key go together');
    const readPem = (file: string, what: string): Buffer => {
      try {
        return readFileSync(file);
      } catch {
        throw new CliError('failed', `cannot read the TLS ${what} file ${file}`);
      }
    };
    const tls = certFile && keyFile ? { cert: readPem(certFile, 'certificate'), key: readPem(keyFile, 'key') } : undefined;
    const { startTeamServer, TEAM_DB_FILE } = await import('../../team-server');
    const postgres = str(values.postgres);
    const redis = str(values.redis);
    const host = str(values.host);
    const teamName = str(values.name);
    const server = await startTeamServer({
      dataDir: ctx.dataDir,
      port,
      ...(host ? { host } : {}),
      ...(postgres ? { postgres } : {}),
      ...(redis ? { redis } : {}),
      ...(tls ? { tls } : {}),
      ...(teamName ? { teamName } : {}),
      // One line per refused token or dropped read-only write, with the time (expected traffic, never a stack trace).
      log: (line) => ctx.info(`${new Date().toISOString()} ${line}`),
    });
    const team = await server.store.team();
    const where = postgres ? 'PostgreSQL' : `${ctx.dataDir}/${TEAM_DB_FILE}`;
    ctx.emit(
      { ok: true, url: server.url, httpUrl: server.httpUrl, port: server.port, teamId: team.id, teamName: team.name, store: server.store.kind, dataDir: ctx.dataDir, redis: redis !== undefined },
      [`team server listening on ${server.url}${anyHost(host) ? everyInterface(server.url, host!) : ''}`, `team: ${team.name} (${team.id})`, `store: ${where}${redis ? ', linked through Redis' : ''}`, 'Ctrl-C stops it.'].join('\n'),
    );
    await new Promise<void>((resolve) => {
      if (ctx.signal.aborted) resolve();
      else ctx.signal.addEventListener('abort', () => resolve(), { once: true });
    });
    await server.stop();
    ctx.info('team server stopped; every document stored');
    return 0;
  },
};

export const teamTokenCommand: Command = {
  name: 'team token',
  area: 'team',
  summary: "make a member, or a new token in place of theirs (--replace), and print the token once (kept only as its hash)",
  options: {
    role: { type: 'string', value: ROLE_WORDS.join('|'), required: true, help: "what the member may do; a team's first member is its owner", completes: { words: ROLE_WORDS } },
    name: { type: 'string', value: 'NAME', required: true, help: "the member's name, as the team sees it" },
    replace: { type: 'boolean', help: "a new token in place of the active member's of that name (theirs stops working at once); the team's only owner may get one this way" },
    ...postgresOption,
  },
  // w32bench: the example runs on a fresh team (its first member is its owner, w31team), as the README's team section does.
  example: 'team token --data-dir ./team --role owner --name "Chi"',
  async run(ctx, { positionals, values }) {
    noPositionals(positionals, this);
    const name = str(values.name);
    const role = str(values.role);
    if (name === undefined || role === undefined) throw usageError(this, '--role and --name are required');
    if (!(ROLE_WORDS as readonly string[]).includes(role)) throw new CliError('usage', `--role is one of ${ROLE_WORDS.join(', ')}, got "${role}"`);
    return withStore(ctx, values, async (store, ts) => {
      const asked = { name, role: role as (typeof ROLE_WORDS)[number] };
      // stdout carries ONLY the token, so `team token … > file` then `workspace join … < file` works; the label is a note.
      const once = 'it is shown this once, give it to them privately:';
      if (values.replace === true) {
        // h-team: the old token revoked and the new one made in one transaction, so the only owner may rotate theirs.
        const { token, member, replaced } = await ts.replaceMemberToken(store, asked);
        if (!ctx.json) ctx.info(`Token of ${member.name} (${member.role}), in place of the one made ${utcMinute(replaced.createdAt)}, which no longer works; ${once}`);
        ctx.emit({ ok: true, name: member.name, role: member.role, token, replaced: { role: replaced.role, createdAt: replaced.createdAt, revokedAt: replaced.revokedAt } }, token);
        return 0;
      }
      // w29sent (walk 25, 3): a team's first member is its owner; the store refuses anyone else first (`last_owner`).
      const { token, member } = await ts.createMemberToken(store, asked);
      if (!ctx.json) ctx.info(`Token of ${member.name} (${member.role}); ${once}`);
      ctx.emit({ ok: true, name: member.name, role: member.role, token }, token);
      return 0;
    });
  },
};

export const teamRevokeCommand: Command = {
  name: 'team revoke',
  area: 'team',
  summary: "revoke a member's token; a running server closes their connections",
  args: 'NAME',
  options: { ...postgresOption },
  example: 'team revoke "Lan" --data-dir ./team',
  async run(ctx, { positionals, values }) {
    if (positionals.length !== 1) throw usageError(this, positionals.length === 0 ? 'the member NAME is missing' : 'one NAME at a time');
    return withStore(ctx, values, async (store, ts) => {
      // w29sent (walk 25, 3): the store refuses to revoke the team's only owner (`last_owner`), changing nothing.
      const m = await ts.revokeMember(store, positionals[0] ?? '');
      ctx.emit({ ok: true, name: m.name, role: m.role, revokedAt: m.revokedAt }, `Revoked ${m.name} (${m.role}); a running server closes their connections within a second.`);
      return 0;
    });
  },
};

export const teamRoleCommand: Command = {
  name: 'team role',
  area: 'team',
  summary: "give a member another role; a running server applies it to their connections at once",
  args: 'NAME ROLE',
  options: { ...postgresOption },
  example: 'team role "Lan" viewer --data-dir ./team',
  async run(ctx, { positionals, values }) {
    if (positionals.length !== 2) throw usageError(this, positionals.length < 2 ? 'the member NAME and the new ROLE are needed' : 'one NAME and one ROLE');
    const [name = '', role = ''] = positionals;
    if (!(ROLE_WORDS as readonly string[]).includes(role)) throw new CliError('usage', `ROLE is one of ${ROLE_WORDS.join(', ')}, got "${role}"`);
    return withStore(ctx, values, async (store, ts) => {
      const { member: m, before } = await ts.setMemberRole(store, name, role as (typeof ROLE_WORDS)[number]);
      const said = before === m.role ? `${m.name} is already ${m.role}; nothing changed.` : `${m.name} is now ${m.role} (was ${before}); a running server applies it to their connections within a second.`;
      ctx.emit({ ok: true, name: m.name, role: m.role, before }, said);
      return 0;
    });
  },
};

export const teamMembersCommand: Command = {
  name: 'team members',
  area: 'team',
  summary: "the team's members: role, made, last seen, revoked (never tokens)",
  options: { ...postgresOption },
  example: 'team members --data-dir ./team --json',
  async run(ctx, { positionals, values }) {
    noPositionals(positionals, this);
    return withStore(ctx, values, async (store) => {
      const [team, members] = await Promise.all([store.team(), store.listMembers()]);
      if (ctx.json) {
        for (const m of members) ctx.emit({ name: m.name, role: m.role, createdAt: m.createdAt, lastSeen: m.lastSeen, revokedAt: m.revokedAt });
        return 0;
      }
      // Every line on stdout, each ending in a line break: the summary line, then the table (it
      // was on stderr before the table on stdout, and ran into the shell's previous output).
      const active = members.filter((m) => m.revokedAt === null).length;
      const summary = `${team.name}: ${active} active member${active === 1 ? '' : 's'}`;
      if (members.length === 0) {
        ctx.emit({}, `${summary}\nno members yet; make one with postroom team token --role owner --name NAME`);
        return 0;
      }
      // Every time to the minute, UTC (the revocation too: a name may come back after one, and the two rows read apart).
      const minute = (iso: string): string => iso.slice(0, 16).replace('T', ' ');
      const rows = members.map((m) => [m.name, m.role, minute(m.createdAt), m.lastSeen ? minute(m.lastSeen) : 'never', m.revokedAt ? `revoked ${minute(m.revokedAt)}` : 'active']);
      const head = ['NAME', 'ROLE', 'MADE (UTC)', 'LAST SEEN (UTC)', 'STATE'];
      const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => [...(r[i] ?? '')].length)));
      const line = (r: string[]): string => r.map((c, i) => c + ' '.repeat(Math.max(0, (widths[i] ?? 0) - [...c].length))).join('  ').trimEnd();
      ctx.emit({}, [summary, line(head), ...rows.map(line)].join('\n'));
      return 0;
    });
  },
};

/** The team server's rows of the command table. */
export const TEAM_SERVER_COMMANDS: readonly Command[] = [teamServeCommand, teamTokenCommand, teamRevokeCommand, teamRoleCommand, teamMembersCommand];

/** Walk 40b: a wildcard host (0.0.0.0, ::) is no address a member can join with. */
const anyHost = (host: string | undefined): boolean => host === '0.0.0.0' || host === '::' || host === '[::]';

/** " (every interface: members join with this machine's address, e.g. ws://192.0.2.2:4455)", from its own addresses. */
function everyInterface(url: string, host: string): string {
  const family = host === '0.0.0.0' ? 'IPv4' : null;
  const mine = Object.values(networkInterfaces()).flat().filter((a) => a && !a.internal && (family === null || a.family === family)).map((a) => (a!.family === 'IPv6' ? `[${a!.address}]` : a!.address));
  const hostInUrl = host.includes(':') ? `[${host.replace(/^\[|\]$/g, '')}]` : host;
  const examples = mine.slice(0, 2).map((a) => url.replace(hostInUrl, a));
  return ` (every interface: members join with this machine's address${examples.length > 0 ? `, e.g. ${examples.join(' or ')}` : ''})`;
}
