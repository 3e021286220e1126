import { dataPaths, PostroomError } from '../../common';
import type { Library } from '../../library';
import type { TeamService, TeamStatusView } from '../../team';
import { CliError, usageError, usageOf, type CliContext, type Command } from '../command';
import { count } from './campaign-status-words';
import { teamDismissCommand } from './team-dismiss';

/**
 * A laptop's team commands (issue 33, team-session): join a team, sync, status, and `drafts edit`
 * (any workspace; in a team workspace the change goes out at the next sync). The team area is
 * imported only when one of them runs, so `--help` stays fast.
 */

const TEAM_TOKEN_ENV = 'POSTROOM_TEAM_TOKEN';

/** w8cli: `team status` could not reach the team server (the status known is printed first); the CLI's one typed line, exit 1. */
/** walk 25 (16): why `team status` exits 1 on a laptop whose token the server refuses. */
const refusedTokenWords = (why: 'revoked' | 'unauthorized'): string =>
  `postroom: ${why === 'revoked' ? 'the team revoked this computer\'s member token' : 'the team server does not know this computer\'s member token'}: nothing goes to the team from here, and what waits here stays here, until you join again with a new token (postroom workspace join).`;

class TeamStatusUnreachable extends PostroomError<'unreachable'> {
  override readonly name = 'TeamStatusUnreachable';
  constructor(message: string) {
    super('unreachable', message);
  }
}

async function withTeam<T>(ctx: CliContext, fn: (team: TeamService, lib: Library) => Promise<T>): Promise<T> {
  const [{ openLibrary }, { KeytarSecretStore }, { TeamService }] = await Promise.all([import('../../library'), import('../../secrets'), import('../../team')]);
  const paths = dataPaths(ctx.dataDir);
  const library = openLibrary(paths.library);
  const team = new TeamService({ library, store: new KeytarSecretStore({ env: ctx.env }), mediaDir: paths.mediaCache, env: ctx.env, flushEveryMs: 0 });
  try {
    return await fn(team, library);
  } finally {
    await team.close();
    library.close();
  }
}

/** refusedloop: "N changes … were refused by the team server (reviews): why; …" (the status and the sync say it alike). */
const refusedWords = (s: TeamStatusView): string => {
  // w26approval (walk 24, 3): my approvals the server refused by its author rule, each said as what it is.
  const own = s.refused.approvals.map((a) => a.message);
  // h-refused: a line may say several approvals of one post; those counted are the core's.
  const n = s.refused.count - s.refused.mine.approvals;
  if (n === 0) return own.join(' ');
  return `${own.map((w) => `${w} `).join('')}${n} change${n === 1 ? '' : 's'} made on this computer ${n === 1 ? 'was' : 'were'} refused by the team server (${s.refused.documents.join(', ')}): ${s.refused.first ?? 'not accepted'}${n > 1 ? ', …' : ''}; ${n === 1 ? 'it is' : 'they are'} set aside, never sent again, and ${n === 1 ? 'stays' : 'stay'} readable here`;
};

/** w30dismiss: how a note of a refused approval is taken off (the app's Dismiss). */
const dismissHint = (draftId: string): string => `To stop saying so: postroom team dismiss ${draftId}.`;

const ago = (iso: string | null): string => (iso === null ? 'never' : iso.slice(0, 19).replace('T', ' ') + ' UTC');

/**
 * w9cli (walk 9, F9a): a server that refuses this computer is said on the first line, plainly, with the team's name
 * as the server last said it (kept here: session.ts); never "(name not known yet)" beside a revoked token, as if the
 * name were on its way. What to do is the note's (the session's error), below.
 */
const REFUSED_WORDS: Partial<Record<TeamStatusView['state'], string>> = {
  revoked: "this computer's member token was revoked",
  unauthorized: "the team server does not accept this computer's member token",
  version_mismatch: 'the team server runs another version of Postroom',
};

function teamLine(s: TeamStatusView): string {
  // No member token here (joined with POSTROOM_TEAM_TOKEN, never kept): no session opens, so the status is 'offline' with `unauthorized`.
  const refused = REFUSED_WORDS[s.state] ?? (s.state === 'offline' && s.error?.code === 'unauthorized' ? 'this computer holds no member token for it' : undefined);
  const name = s.team?.name ? ` ${s.team.name}` : refused ? '' : ' (name not known yet)';
  return `${s.workspace.name}: team${name} at ${s.team?.url ?? '?'}${refused ? ` (${refused})` : ''}`;
}

/**
 * w15cli (walk 14): what a left workspace's member does to rejoin, by what happens: a token the server had revoked (or
 * did not know) before the leave is refused at the join, so a new one from the owner is needed; a voluntary leave's
 * token still answers (the leave took it off this computer only), so it rejoins with that one.
 */
function rejoinWords(t: NonNullable<TeamStatusView['leftTeam']>, workspace: string): string {
  const join = `postroom workspace join "${workspace}" --team ${t.url} < token.txt`;
  if (t.tokenRefused === 'revoked') return `this computer's member token was revoked by the team: to rejoin, ask the team owner for a new token, then ${join}`;
  if (t.tokenRefused === 'unauthorized') return `the team server did not accept this computer's member token: to rejoin, ask the team owner for a new token, then ${join}`;
  return `rejoin it: ${join}, with the member token you joined with (leaving took it off this computer; without a copy, ask the team owner for a new one)`;
}

/** w15cli (walk 14): changes this computer's token cannot send (the core's `held`), and what sends them. */
function heldWords(h: NonNullable<TeamStatusView['held']>, workspace: string, url: string): string {
  const n = h.count;
  const why = h.why === 'revoked' ? "this computer's member token was revoked by the team" : "the team server does not accept this computer's member token";
  return `${n} change${n === 1 ? '' : 's'} made on this computer cannot go out: ${why}; ${n === 1 ? 'it stays' : 'they stay'} here. Ask the team owner for a new token and join again with it (postroom workspace join "${workspace}" --team ${url} < token.txt): ${n === 1 ? 'it then goes' : 'they then go'} out, if your new role may send ${n === 1 ? 'it' : 'them'}`;
}

function statusLines(s: TeamStatusView): string {
  // w13revoked (walk 13, d): a workspace that left its team says which one, never only "not a team workspace".
  if (s.state === 'not_a_team' && s.leftTeam) return `${s.workspace.name}: left the team ${s.leftTeam.name ?? `at ${s.leftTeam.url}`}${s.leftAs ? ` (you were ${s.leftAs} there)` : ''}; not a team workspace now (${rejoinWords(s.leftTeam, s.workspace.name)})`;
  if (s.state === 'not_a_team') return `${s.workspace.name}: not a team workspace (postroom workspace join NAME --team URL)`;
  const lines = [
    teamLine(s),
    `  me: ${s.me?.name ?? '?'} (${s.me?.role ?? '?'})${s.canEdit ? '' : ', may not change the library'}`,
    // The same words as the app's sidebar: in step now while connected with nothing waiting; the time otherwise.
    // w15cli (walk 14): a refused token sends nothing: what it holds is said as held, with what to do, never as waiting.
    `  state: ${s.state}; ${s.inStep ? `in step with the team now (last exchange ${ago(s.lastInStep)})` : `last in step: ${ago(s.lastInStep)}`}${s.held ? '' : `; changes waiting to go out: ${s.pending}`}`,
    ...(s.held ? [`  ${heldWords(s.held, s.workspace.name, s.team?.url ?? 'URL')}`] : []),
    // leave (walk 4): never "in step" with changes the team will not take.
    ...(s.notAccepted > 0 ? [`  ${s.notAccepted} change${s.notAccepted === 1 ? '' : 's'} made on this computer ${s.notAccepted === 1 ? 'was' : 'were'} not accepted by the team (your role now may not send ${s.notAccepted === 1 ? 'it' : 'them'}); ${s.notAccepted === 1 ? 'it stays' : 'they stay'} readable here`] : []),
  ];
  // refusedloop: never "in step" with changes the team server refused; said with the document and why.
  if (s.refused.count > 0) lines.push(`  ${refusedWords(s)}`);
  // w30dismiss (walk 26, 5): a refusal answered since is said as answered, until dismissed.
  for (const a of s.refused.answered) lines.push(`  ${a.message} ${dismissHint(a.draftId)}`);
  if (s.missingPhotos > 0) lines.push(`  photos not on this computer yet: ${s.missingPhotos}`);
  // A revoked member is marked so, with when (a name may come back after a revocation: the revoked Lan and the active Lan read apart).
  if (s.members) for (const m of s.members) lines.push(`  ${m.revokedAt ? '✕' : m.online ? '●' : '○'} ${m.name} (${m.role})${m.revokedAt ? `, revoked ${ago(m.revokedAt)}` : m.online ? ' online' : m.lastSeen ? `, last seen ${ago(m.lastSeen)}` : ', never connected'}`);
  if (s.error) lines.push(`  note: ${s.error.message}`);
  return lines.join('\n');
}

export const workspaceJoinCommand: Command = {
  name: 'workspace join',
  area: 'team',
  summary: 'join a team as a workspace (member token read from stdin, kept in the OS keychain)',
  args: 'NAME < token',
  options: {
    team: { type: 'string', value: 'URL', required: true, help: "the team server's address (https://, or http:// on this machine or a local network)" },
    hub: { type: 'string', value: 'URL', help: 'the Hub account the workspace publishes to (needed when NAME is new; your own key: postroom key set)' },
  },
  example: 'workspace join "Studio" --team https://team.example.com --hub https://hub.example.com < token.txt',
  async run(ctx, { positionals, values }) {
    if (positionals.length !== 1 || typeof values.team !== 'string') throw new CliError('usage', `usage: postroom ${usageOf(this)} (quote a NAME with spaces)`);
    const fromEnv = ctx.env[TEAM_TOKEN_ENV]?.trim();
    const token = fromEnv ? fromEnv : (await ctx.readStdin()).trim();
    // Walk 39b: said of what happened (nothing came in), never as if a token had been given as an argument.
    if (!token) throw new CliError('usage', `no member token came in: standard input was empty (and ${TEAM_TOKEN_ENV} is not set). The token is read from there, never from an argument; e.g. postroom workspace join NAME --team URL < token.txt`);
    return withTeam(ctx, async (team, lib) => {
      const r = await team.join({ name: positionals[0] as string, url: values.team as string, token, ...(typeof values.hub === 'string' ? { hubUrl: values.hub } : {}), keepToken: !fromEnv });
      lib.workspaces.use(lib.db, r.workspace.id);
      ctx.emit(
        { ok: true, workspace: { id: r.workspace.id, name: r.workspace.name, hubUrl: r.workspace.hubUrl, team: r.workspace.team }, teamName: r.hello.teamName, created: r.created, tokenKept: r.tokenKept },
        [
          `Joined the team "${r.hello.teamName}" as ${r.hello.member.name} (${r.hello.member.role}); "${r.workspace.name}" is now the current workspace.`,
          r.tokenKept ? 'The member token is kept in the OS keychain.' : `The token came from ${TEAM_TOKEN_ENV} and was not kept: set it for every command.`,
          'Next: postroom team sync, and postroom key set < keyfile for your own Hub key.',
        ].join('\n'),
      );
      // w26left (walk 22 #6): review steps written while out of the team were never the team's: dropped, and said.
      const d = r.droppedReviews;
      if (d.steps.length > 0 || d.comments > 0 || d.clientRows > 0) {
        const { reviewActionEnglish } = await import('../../team');
        for (const st of d.steps) ctx.emit({ droppedReview: st }, `dropped: "${reviewActionEnglish(st.action as 'submit')}" of post ${st.draftId}${st.caption ? ` (“${st.caption}”)` : ''} by ${st.by} at ${st.at}, written while out of the team (the team's server never had it)`);
        ctx.emit({ droppedReviews: { steps: d.steps.length, comments: d.comments, clientRows: d.clientRows } }, `The team's server state is kept: ${count(d.steps.length, 'review step')}, ${count(d.comments, 'comment')} and ${count(d.clientRows, 'client preview row')} written here while out of the team were dropped. Send the posts for review again now that you are back.`);
      }
      return 0;
    });
  },
};

export const teamSyncCommand: Command = {
  name: 'team sync',
  area: 'team',
  summary: "exchange the current team workspace's changes with its team server, once, and wait until it acknowledged them",
  options: { timeout: { type: 'string', value: 'SECONDS', help: 'give up after this long (default 20); nothing is lost, the changes wait', accepts: { kind: 'whole', min: 1, max: 3600, unit: 'seconds' } } },
  example: 'team sync --json',
  async run(ctx, { positionals, values }) {
    if (positionals.length > 0) throw usageError(this, 'unexpected argument');
    const secs = typeof values.timeout === 'string' ? Number(values.timeout) : 20;
    return withTeam(ctx, async (team) => {
      const r = await team.sync(secs * 1000);
      const photos = r.blobs.fetched + r.blobs.uploaded > 0 ? `; photos fetched ${r.blobs.fetched}, uploaded ${r.blobs.uploaded}` : '';
      const waiting = r.blobs.failed.length > 0 ? `; ${r.blobs.failed.length} photo${r.blobs.failed.length === 1 ? '' : 's'} could not be moved (the next sync tries again)` : '';
      const n = r.status.notAccepted;
      // leave (walk 4): changes the team will not take are said, never called in step.
      const refused = n > 0 ? `; ${n} change${n === 1 ? '' : 's'} made on this computer ${n === 1 ? 'was' : 'were'} not accepted by the team (your role now may not send ${n === 1 ? 'it' : 'them'}; ${n === 1 ? 'it stays' : 'they stay'} readable here)` : '';
      const setAside = r.status.refused.count > 0 ? `; ${refusedWords(r.status)}` : '';
      // walk 25 (2): one full stop at the end, even after a refusal's own sentence (it read "…the team holds..").
      const line = `${n > 0 || setAside ? 'Exchanged with the team' : 'In step with the team'} at ${ago(r.status.lastInStep)}; changes waiting: ${r.status.pending}${photos}${waiting}${refused}${setAside}`;
      // w30dismiss (walk 26, 5): a refusal answered since is said with the line, as answered (never as refused).
      const answered = r.status.refused.answered.map((a) => ` ${a.message} ${dismissHint(a.draftId)}`).join('');
      ctx.emit({ ok: true, status: r.status, blobs: r.blobs }, `${line.endsWith('.') ? line : `${line}.`}${answered}`);
      return 0;
    });
  },
};

export const teamStatusCommand: Command = {
  name: 'team status',
  area: 'team',
  summary: 'the current workspace\'s team: me and my role, members and who is online, last in step, changes waiting',
  example: 'team status --json',
  async run(ctx, { positionals }) {
    if (positionals.length > 0) throw usageError(this, 'unexpected argument');
    return withTeam(ctx, async (team) => {
      await team.useCurrent();
      // A moment to reach the server, so the state printed is what it is, not 'connecting'.
      await team.settle(5000);
      const s = await team.status({ members: true });
      // w8cli: the team server could not be reached: the status this laptop knows is printed all the same,
      // then the one-line reason on stderr and exit 1, as `team sync` (README: "exits 1 when the server cannot be reached").
      const unreachable = (s.state === 'offline' || s.state === 'connecting') && s.members === null && (s.error === null || s.error.code === 'unreachable');
      // walk 25 (16): a token the server refuses (revoked, or not known) is no state to exit 0 on: nothing goes to the team.
      const refused = s.state === 'revoked' || s.state === 'unauthorized' ? s.state : null;
      ctx.emit({ ok: !unreachable && !refused, ...s }, statusLines(s));
      if (unreachable) throw new TeamStatusUnreachable(s.error?.message ?? `The team server at ${s.team?.url ?? '?'} did not answer. Nothing is lost: your changes wait on this computer and go out at the next sync.`);
      // One JSON line (the status, ok false) as for every status: the reason on stderr, exit 1.
      if (refused) {
        ctx.info(refusedTokenWords(refused));
        return 1;
      }
      return 0;
    });
  },
};

export const draftsEditCommand: Command = {
  name: 'drafts edit',
  area: 'drafts',
  writes: 'drafts.update',
  summary: "change a draft's caption or title (in a team workspace it goes to the team at the next sync)",
  args: 'ID',
  options: {
    caption: { type: 'string', value: 'TEXT', help: 'the new caption' },
    title: { type: 'string', value: 'TEXT', help: 'the new title' },
  },
  example: 'drafts edit 01J9Z… --caption "Summer sale: 20% off"',
  async run(ctx, { positionals, values }) {
    const id = positionals[0];
    if (!id || positionals.length > 1) throw usageError(this);
    if (typeof values.caption !== 'string' && typeof values.title !== 'string') throw usageError(this, 'give --caption or --title (or both)');
    return withTeam(ctx, async (team, lib) => {
      const d0 = lib.drafts.get(lib.db, id);
      const w = lib.workspaces.find(lib.db, d0.workspaceId);
      // w23left: a kept draft of a team this workspace left is read-only (left_team), as in the app.
      if (w) team.assertCanEdit(w, { draftIds: [id] });
      const d = lib.drafts.update(lib.db, id, { ...(typeof values.caption === 'string' ? { caption: values.caption } : {}), ...(typeof values.title === 'string' ? { title: values.title } : {}) });
      // w24rows (walk 21, 5): the app running on this laptop syncs by itself (Bảo had the edit within seconds): said so.
      const later = w?.team ? ' It goes to the team at the next sync: the app does it by itself while it runs on this computer; otherwise postroom team sync.' : '';
      ctx.emit({ ok: true, draft: d, team: w?.team ? { pendingSync: true } : null }, `Changed draft ${d.id}.${later}`);
      return 0;
    });
  },
};

// ---------------------------------------------------------------- review settings (issue 34, settings)

const yesNo = (flag: string, v: unknown): boolean | undefined => {
  if (v === undefined) return undefined;
  if (v === 'yes' || v === 'no') return v === 'yes';
  throw new CliError('usage', `--${flag} takes yes or no, not "${String(v)}"`);
};

export const teamSettingsCommand: Command = {
  name: 'team settings',
  area: 'team',
  summary: "the team's review settings (who approves, may authors approve their own posts, is approval required to publish); an owner changes them with the flags",
  options: {
    'approval-required': { type: 'string', value: 'yes|no', help: 'only approved posts may be published (default yes)' },
    'authors-may-approve': { type: 'string', value: 'yes|no', help: "a post's author may approve it (default no)" },
    approvers: { type: 'string', value: 'ROLES', help: 'the roles that approve, comma-separated: owner,approver (default both)' },
  },
  example: 'team settings --approval-required no',
  async run(ctx, { positionals, values }) {
    if (positionals.length > 0) throw usageError(this, 'unexpected argument');
    const { parseReviewSettings, reviewSettingsOf } = await import('../../team');
    const change = {
      ...(values['approval-required'] !== undefined ? { approvalRequired: yesNo('approval-required', values['approval-required']) } : {}),
      ...(values['authors-may-approve'] !== undefined ? { authorsMayApprove: yesNo('authors-may-approve', values['authors-may-approve']) } : {}),
      ...(typeof values.approvers === 'string' ? { approvers: values.approvers.split(',').map((r) => r.trim()).filter((r) => r !== '') } : {}),
    };
    return withTeam(ctx, async (team, lib) => {
      const w = lib.workspaces.getCurrent(lib.db);
      if (!w.team) throw new CliError('failed', `The workspace "${w.name}" is not joined to a team: its one person approves their own posts and publishing waits for no approval.`);
      let settings = reviewSettingsOf(lib.db, w);
      const changing = Object.keys(change).length > 0;
      if (changing) {
        let next: typeof settings;
        try {
          next = parseReviewSettings(change, settings);
        } catch (err) {
          throw new CliError('usage', err instanceof Error ? `--${err.message}` : String(err));
        }
        settings = team.setReviewSettings(next);
      }
      const lines = [
        `Review settings of the team in "${w.name}":`,
        `  approvers: ${settings.approvers.join(', ')}`,
        `  authors may approve their own posts: ${settings.authorsMayApprove ? 'yes' : 'no'}`,
        `  approval required to publish: ${settings.approvalRequired ? 'yes' : 'no'}`,
        changing ? 'Changed. It goes to the team at the next postroom team sync.' : `Only an owner changes them${w.team.role === 'owner' ? ' (you are one)' : ''}.`,
      ];
      ctx.emit({ ok: true, workspace: { id: w.id, name: w.name }, settings, changed: changing, ...(changing ? { pendingSync: true } : {}) }, lines.join('\n'));
      return 0;
    });
  },
};

/** Their rows of the command table, in a block of their own (src-main/cli/commands/index.ts). */
export const TEAM_SESSION_COMMANDS: readonly Command[] = [workspaceJoinCommand, teamSyncCommand, teamStatusCommand, teamDismissCommand, draftsEditCommand, teamSettingsCommand];
