import { parseArgs } from 'node:util';
import { dataPaths, defaultDataDir, ensureDataDir, describeError, isBusy, PostroomError, APP_VERSION } from '../common';
import { CliError, GLOBAL_OPTIONS, parseSpec, usageOf, type CliContext, type Command, type OptionSpec } from './command';
import type { ReviewWrite } from '../team';
import { COMMANDS } from './commands';
import { runComplete } from './completion';
import { commandHelp, groupHelp, groupsOf, topHelp, unknownCommand } from './help';
import { closestName } from '../library/closest-name';
import { badValue, joinOptionValues } from './option-values';

export interface CliIO {
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  stdin: () => Promise<string>;
  env: NodeJS.ProcessEnv;
  signal?: AbortSignal;
}

const HELP_WORDS = new Set(['--help', '-h']);
/** Walk 31, 11: the spellings people type for the version (`-v` printed the whole help, `version` was unknown); alone only. */
const VERSION_WORDS = new Set(['--version', '-v', '-V', 'version']);

/**
 * The positions of the words in argv that may name a command: not options, and not the value of a
 * global option given before or among them (`postroom --data-dir /tmp/x drafts list`: walk 4 read
 * "/tmp/x" as the command).
 */
function wordIndexes(argv: readonly string[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (a.startsWith('-')) {
      const name = a.replace(/^-+/u, '');
      if (GLOBAL_OPTIONS[name]?.type === 'string') i++;
      continue;
    }
    out.push(i);
  }
  return out;
}

/** The command the words name (two words before one), and the argv without its name. */
function findCommand(argv: string[]): { command: Command; rest: string[] } | undefined {
  const at = wordIndexes(argv);
  for (const len of [2, 1]) {
    const name = at.slice(0, len).map((i) => argv[i]).join(' ');
    const command = COMMANDS.find((c) => c.name === name);
    if (command) {
      const taken = new Set(at.slice(0, name.split(' ').length));
      return { command, rest: argv.filter((_, i) => !taken.has(i)) };
    }
  }
  return undefined;
}

/** The one line for arguments parseArgs refused: an unknown option names the closest one of the command. */
function badOption(err: unknown, command: Command): string {
  const unknown = (err as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ? /'(-{1,2}[^']+)'/u.exec(describeError(err))?.[1] : undefined;
  if (unknown === undefined) return `${describeError(err)}; usage: postroom ${usageOf(command)}`;
  const near = closestName(unknown.replace(/^-+/u, ''), Object.keys({ ...command.options, ...GLOBAL_OPTIONS }), { byLonger: true });
  return `unknown option ${unknown} for ${command.name}${near ? `; did you mean --${near}?` : ''} (postroom ${command.name} --help lists its options)`;
}

/**
 * walk 25 (16): an option that takes one of its words only (`completes: { words, only: true }`: `campaign plan --mode`,
 * `--delivery`) is checked here: another value is a usage error (exit 2) naming the words, before the command runs —
 * not a validator's "Invalid option" from deep inside (exit 1). Options that check their own values (`--encoding`
 * takes cp1258 too) or take open values (`--faults PRESET|FILE`) are left to their command.
 */
function valueOutsideItsWords(spec: OptionSpec, values: Record<string, unknown>): string | null {
  for (const [name, o] of Object.entries(spec)) {
    const words = typeof o.completes === 'object' && o.completes.only ? o.completes.words : null;
    if (!words) continue;
    for (const v of [values[name]].flat()) {
      if (typeof v === 'string' && !words.includes(v)) return `--${name} ${JSON.stringify(v)} is not one of ${words.join(', ')}`;
    }
  }
  return null;
}

/** Runs one CLI invocation; returns the exit code. Never throws. */
/**
 * A command that writes the library (Command.writes), on a viewer's laptop in a team workspace:
 * refused before it runs, with the words the app says, and nothing written (one guard for every
 * such command, as the bridge wraps the app's LIBRARY_WRITES). The role is the one this laptop
 * holds for the current workspace; the team area is loaded only for a team workspace. w9revoked (walk 9):
 * on a laptop whose token the team server was last heard revoking (kept in the library), every such
 * command (the review steps too) is refused with the revocation, as the app refuses it.
 */
async function refuseViewer(dataDir: string, command: Command, positionals: readonly string[]): Promise<void> {
  const { openLibrary, teamRows } = await import('../library');
  const library = openLibrary(dataPaths(dataDir).library);
  try {
    const w = library.workspaces.getCurrent(library.db);
    if (w.team) (await import('../team')).refuseLibraryWrite(w, w.team.role, library.db);
    // w26left (walk 22 #6): out of the team it left, a workspace writes no review step (as the app refuses it).
    else if (command.writes?.startsWith('review.') && teamRows.leftTeamOfWorkspace(library.db, w.id)) {
      const team = await import('../team');
      const action = { 'review submit': 'submit', 'review approve': 'approve', 'review changes': 'request_changes' }[command.name];
      team.refuseLeftReview(library.db, w.id, team.leftReviewStepOf(command.writes as ReviewWrite, action ? { action } : {}), { draftId: positionals[0] });
    }
  } finally {
    library.close();
  }
}

/**
 * Walk 40a (5): a campaign named where a command takes a campaign's id (its `argCompletes` says 'campaign') is read as that
 * campaign when one, and only one, has that name, as `review preview` reads it; `campaign status "Lumen Paris"` said
 * "campaign Lumen Paris not found" of a campaign `campaign list` showed. Two of that name: said, with their ids.
 */
async function campaignNames(dataDir: string, command: Command, positionals: string[]): Promise<string[]> {
  const at = (command.argCompletes ?? []).flatMap((c, i) => (c === 'campaign' && positionals[i] !== undefined ? [i] : []));
  if (at.length === 0) return positionals;
  const { openLibrary } = await import('../library');
  const library = openLibrary(dataPaths(dataDir).library);
  try {
    const list = library.campaigns.list(library.db);
    const out = [...positionals];
    for (const i of at) {
      const ref = out[i]!;
      if (list.some((c) => c.id === ref)) continue;
      const named = list.filter((c) => c.name === ref);
      if (named.length === 1) out[i] = named[0]!.id;
      else if (named.length > 1) throw new CliError('usage', `${named.length} campaigns are named "${ref}" (${named.map((c) => c.id).join(', ')}): give its id`);
    }
    return out;
  } finally {
    library.close();
  }
}

export async function runCli(argv: string[], io: CliIO): Promise<number> {
  const wantsJson = argv.includes('--json');
  const failLine = (code: string, message: string): void => {
    const line = message.replace(/\s*\n\s*/gu, ' ');
    if (wantsJson) io.stdout(JSON.stringify({ ok: false, error: { code, message: line } }) + '\n');
    io.stderr(`postroom: ${line}\n`);
  };
  try {
    if (argv[0] === '__complete') return await runComplete(argv.slice(1), COMMANDS, { env: io.env, stdout: io.stdout });
    // `postroom help [GROUP [CMD]]` reads as `postroom [GROUP [CMD]] --help`.
    const args = argv[0] === 'help' ? [...argv.slice(1), '--help'] : argv;
    if (args.length === 0 || (HELP_WORDS.has(args[0] ?? '') && args.length === 1)) {
      io.stdout(topHelp(COMMANDS) + '\n');
      return 0;
    }
    if (args[0] === '--version' || (args.length === 1 && VERSION_WORDS.has(args[0] ?? ''))) {
      io.stdout(APP_VERSION + '\n');
      return 0;
    }
    const found = findCommand(args);
    if (!found) {
      const words = wordIndexes(args).map((i) => args[i] ?? '');
      if (words.length === 0) {
        io.stdout(topHelp(COMMANDS) + '\n');
        return 0;
      }
      // `postroom GROUP`, `postroom GROUP --help`: the group's commands.
      if (words.length === 1 && groupsOf(COMMANDS).includes(words[0] ?? '')) {
        io.stdout(groupHelp(words[0] ?? '', COMMANDS) + '\n');
        return 0;
      }
      throw new CliError('usage', unknownCommand(words, COMMANDS));
    }
    const { command, rest } = found;
    if (rest.some((a) => HELP_WORDS.has(a))) {
      io.stdout(commandHelp(command) + '\n');
      return 0;
    }
    const spec = { ...GLOBAL_OPTIONS, ...command.options };
    // w30words (walk 26, 9): `--limit -3` is a number out of range, `--limit` alone a missing value: said in words.
    const joined = joinOptionValues(rest, spec);
    if ('missing' in joined) throw new CliError('usage', `${joined.missing}; usage: postroom ${usageOf(command)}`);
    let parsed;
    try {
      parsed = parseArgs({ args: joined.args, options: parseSpec(spec), allowPositionals: true, strict: true });
    } catch (err) {
      throw new CliError('usage', badOption(err, command));
    }
    const outside = valueOutsideItsWords(spec, parsed.values as Record<string, unknown>);
    if (outside) throw new CliError('usage', `${outside}; usage: postroom ${usageOf(command)}`);
    const bad = await badValue(spec, parsed.values as Record<string, unknown>, command, parsed.positionals);
    if (bad) throw new CliError('usage', bad);
    const dataDirOpt = parsed.values['data-dir'];
    const dataDirPath = typeof dataDirOpt === 'string' ? dataDirOpt : defaultDataDir(io.env);
    const dataDir = command.usesDataDir === false ? dataDirPath : ensureDataDir(dataDirPath);
    const json = parsed.values.json === true;
    const quiet = parsed.values.quiet === true;
    const ctx: CliContext = {
      dataDir,
      env: io.env,
      json,
      quiet,
      emit: (value, text) => {
        if (json) io.stdout(JSON.stringify(value) + '\n');
        else if (text !== undefined) io.stdout(text + '\n');
      },
      info: (text) => {
        if (!quiet) io.stderr(text + '\n');
      },
      readStdin: io.stdin,
      signal: io.signal ?? new AbortController().signal,
    };
    const positionals = command.usesDataDir === false ? parsed.positionals : await campaignNames(dataDir, command, parsed.positionals);
    if (command.writes) await refuseViewer(dataDir, command, positionals);
    return await command.run(ctx, { positionals, values: parsed.values as Record<string, unknown> });
  } catch (err) {
    if (err instanceof CliError) {
      failLine(err.code, err.message);
      return err.exitCode;
    }
    if (err instanceof PostroomError) {
      failLine(err.code, err.message);
      return 1;
    }
    // twoprocs: the app (or another command) on this data dir kept the library's write lock past the wait; the write rolled back.
    if (isBusy(err)) {
      failLine('busy', 'another Postroom (the app or another command) kept writing to this library; nothing was written, try again in a moment');
      return 1;
    }
    failLine('internal', describeError(err));
    return 1;
  }
}
