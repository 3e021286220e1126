import { parseArgs } from 'node:util';
import { defaultDataDir, ensureDataDir, describeError, PostroomError, APP_VERSION } from '../common';
import { CliError, type CliContext, type Command } from './command';
import { COMMANDS } from './commands';

export interface CliIO {
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  stdin: () => Promise<string>;
  env: NodeJS.ProcessEnv;
  signal?: AbortSignal;
}

const GLOBAL_OPTIONS = {
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  'data-dir': { type: 'string' },
} as const;

function helpText(): string {
  const width = Math.max(...COMMANDS.map((c) => c.usage.length));
  return [
    `postroom ${APP_VERSION}: draft offline, publish in batches through the Social Publishing Hub`,
    '',
    'usage: postroom <command> [options]   (from the repository: npm run -s postroom -- <command>)',
    '',
    'commands:',
    ...COMMANDS.map((c) => `  ${c.usage.padEnd(width)}  ${c.summary}`),
    '',
    'every command takes --json (one JSON object per line) and --data-dir DIR (or POSTROOM_DATA_DIR).',
  ].join('\n');
}

function findCommand(argv: string[]): { command: Command; rest: string[] } | undefined {
  // Longest match first, so `drafts import` wins over a hypothetical `drafts`.
  const words = argv.filter((a) => !a.startsWith('-'));
  for (const len of [2, 1]) {
    const name = words.slice(0, len).join(' ');
    const command = COMMANDS.find((c) => c.name === name);
    if (command) {
      const rest = [...argv];
      for (const w of name.split(' ')) rest.splice(rest.indexOf(w), 1);
      return { command, rest };
    }
  }
  return undefined;
}

/** Runs one CLI invocation; returns the exit code. Never throws. */
export async function runCli(argv: string[], io: CliIO): Promise<number> {
  const wantsJson = argv.includes('--json');
  const failLine = (code: string, message: string): void => {
    if (wantsJson) io.stdout(JSON.stringify({ ok: false, error: { code, message } }) + '\n');
    io.stderr(`postroom: ${message}\n`);
  };
  try {
    if (argv.length === 0 || argv[0] === '--help' || argv[0] === '-h' || argv[0] === 'help') {
      io.stdout(helpText() + '\n');
      return 0;
    }
    if (argv[0] === '--version') {
      io.stdout(APP_VERSION + '\n');
      return 0;
    }
    const found = findCommand(argv);
    if (!found) throw new CliError('usage', `unknown command "${argv.filter((a) => !a.startsWith('-')).slice(0, 2).join(' ')}"; see postroom --help`);
    const { command, rest } = found;
    let parsed;
    try {
      parsed = parseArgs({ args: rest, options: { ...GLOBAL_OPTIONS, ...command.options }, allowPositionals: true, strict: true });
    } catch (err) {
      throw new CliError('usage', `${describeError(err)}; usage: postroom ${command.usage}`);
    }
    if (parsed.values.help) {
      io.stdout(`usage: postroom ${command.usage}\n${command.summary}\n`);
      return 0;
    }
    const dataDirOpt = parsed.values['data-dir'];
    const dataDir = ensureDataDir(typeof dataDirOpt === 'string' ? dataDirOpt : defaultDataDir(io.env));
    const json = parsed.values.json === true;
    const ctx: CliContext = {
      dataDir,
      env: io.env,
      json,
      emit: (value, text) => {
        if (json) io.stdout(JSON.stringify(value) + '\n');
        else if (text !== undefined) io.stdout(text + '\n');
      },
      info: (text) => io.stderr(text + '\n'),
      readStdin: io.stdin,
      signal: io.signal ?? new AbortController().signal,
    };
    return await command.run(ctx, { positionals: parsed.positionals, values: parsed.values as Record<string, unknown> });
  } catch (err) {
    if (err instanceof CliError) {
      failLine(err.code, err.message);
      return err.exitCode;
    }
    if (err instanceof PostroomError) {
      failLine(err.code, err.message);
      return 1;
    }
    failLine('internal', describeError(err));
    return 1;
  }
}
