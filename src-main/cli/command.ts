import type { ParseArgsConfig } from 'node:util';
import { PostroomError } from '../common';
import type { LibraryWrite, ReviewWrite } from '../team';

/** What a command gets: where data lives, how to print, the environment. No globals. */
export interface CliContext {
  dataDir: string;
  env: NodeJS.ProcessEnv;
  /** `--json` was given: print one JSON object per line with `emit`, nothing else on stdout. */
  json: boolean;
  /** `--quiet` was given: `info` prints nothing (results on stdout and errors still do). */
  quiet: boolean;
  /** Prints a result: a JSON line in --json mode, otherwise `text` (or nothing). */
  emit(value: Record<string, unknown>, text?: string): void;
  /** Human-readable progress and notes; goes to stderr so stdout stays clean. Silent under --quiet. */
  info(text: string): void;
  /** Reads all of standard input (for secrets: never take them from argv). */
  readStdin(): Promise<string>;
  /** Aborted on SIGINT/SIGTERM: long-running commands stop cleanly. */
  signal: AbortSignal;
}

/** The areas `postroom --help` groups the commands under, in its order. */
export const AREAS = {
  drafts: 'Drafts',
  publishing: 'Publishing',
  campaigns: 'Campaigns',
  hub: 'Hub account',
  team: 'Team',
  media: 'Media',
  app: 'This app',
} as const;
export type Area = keyof typeof AREAS;

/** What a value completes from in the shell (`postroom completion`): names read from the data dir, or fixed words. */
/** `only`: the value must be one of the words (checked before the command runs: a usage error naming them). */
export type Completes = 'workspace' | 'campaign' | 'file' | 'dir' | { words: readonly string[]; only?: true };

/**
 * w30words: what a value must be, checked for every command before it runs (cli/option-values.ts): a whole number in
 * its range (`unit`: "seconds", said in the refusal), a time zone name, a file to read (it exists, it is no folder),
 * a file to write (its folder exists), a folder (not a file).
 */
export type Accepts =
  | { kind: 'whole'; min?: number; max?: number; unit?: string }
  | { kind: 'zone' }
  | { kind: 'read' }
  | { kind: 'write' }
  | { kind: 'dir' };

/** One option: how it parses (node:util parseArgs) and how help, README and completion show it. */
export interface OptionEntry {
  type: 'string' | 'boolean';
  short?: string;
  multiple?: boolean;
  /** The value's placeholder in the usage line (`N`, `FILE`); for string options, default `VALUE`. */
  value?: string;
  /** One line: what the option does. */
  help: string;
  /** Shown in the usage line without brackets. */
  required?: boolean;
  completes?: Completes;
  /** What its value must be (checked before the command runs; a bad one is a usage error naming what is accepted). */
  accepts?: Accepts;
}
export type OptionSpec = Record<string, OptionEntry>;

export interface Command {
  /** One or two words: `info`, `drafts import`. The first word of a two-word name is its group. */
  name: string;
  area: Area;
  /** One line: what it does. */
  summary: string;
  /** The positionals in the usage line: `FILE`, `[DRAFT_ID…]`, `< keyfile`. */
  args?: string;
  /** What each positional completes from in the shell, by position (the last one serves the rest). */
  argCompletes?: readonly Completes[];
  /** What each positional must be, by position (w30words: `drafts import FILE` names a file that exists). */
  argAccepts?: readonly (Accepts | undefined)[];
  options?: OptionSpec;
  /** A whole example command line, after `postroom `. */
  example: string;
  /** false: runs without the data dir (it is not created for it). */
  usesDataDir?: false;
  /**
   * The change of the shared library this command makes, named as the app's bridge method (one of
   * the team area's LIBRARY_WRITES): on a viewer's laptop in a team workspace the command is
   * refused (`forbidden`) before it runs, as the app refuses that method. Every command that writes
   * the library names one.
   * w9revoked (walk 9): a review step names its REVIEW_WRITES method; every one is refused too (`revoked`) on a
   * laptop whose token the team revoked (the revocation kept in the library: team/session.ts).
   */
  writes?: LibraryWrite | ReviewWrite;
  /** Resolves to the exit code (0 on success). Throw a PostroomError for a one-line failure. */
  run(ctx: CliContext, args: { positionals: string[]; values: Record<string, unknown> }): Promise<number>;
}

/** Options every command takes (after its own in `--help`). */
export const GLOBAL_OPTIONS: OptionSpec = {
  json: { type: 'boolean', help: 'one JSON object per line on stdout, nothing else' },
  quiet: { type: 'boolean', help: 'no progress or notes on stderr; results and errors only' },
  'data-dir': { type: 'string', value: 'DIR', help: 'where the library lives (default: POSTROOM_DATA_DIR or the app data dir)', completes: 'dir', accepts: { kind: 'dir' } },
  help: { type: 'boolean', short: 'h', help: 'this help' },
};

/** An option as it reads in a usage line: `--limit N`, `[--partial]`. */
export function optionUsage(name: string, o: OptionEntry): string {
  const word = `--${name}${o.type === 'string' ? ` ${o.value ?? 'VALUE'}` : ''}${o.multiple ? '…' : ''}`;
  return o.required ? word : `[${word}]`;
}

/** The usage line after `postroom `: name, positionals, then every option of its own (a redirection such as `< keyfile` last). */
export function usageOf(c: Pick<Command, 'name' | 'args' | 'options'>): string {
  const options = Object.entries(c.options ?? {}).map(([n, o]) => optionUsage(n, o));
  const redirect = c.args?.startsWith('<') === true;
  return [c.name, redirect ? undefined : c.args, ...options, redirect ? c.args : undefined].filter(Boolean).join(' ');
}

/** The options in node:util parseArgs' shape. */
export function parseSpec(options: OptionSpec): NonNullable<ParseArgsConfig['options']> {
  return Object.fromEntries(Object.entries(options).map(([n, o]) => [n, { type: o.type, ...(o.short ? { short: o.short } : {}), ...(o.multiple ? { multiple: true } : {}) }]));
}

/**
 * A failure the CLI reports in one line with a non-zero exit. Its code, in `--json`'s error: `usage` (exit 2), `failed`,
 * or one a script can act on: `date_order_needed` (walk 33b, 4: an import whose dates fit both orders asks for
 * --date-order; was 'failed', the question in the words alone), `teammate_job` (walk 36: `ask`, `retry` or `resend` of a
 * job a teammate's computer sent, listed by `status`: only that computer may act on it; was `job_not_found`, "no job").
 */
export type CliErrorCode = 'usage' | 'failed' | 'date_order_needed' | 'teammate_job';
export class CliError extends PostroomError<CliErrorCode> {
  override readonly name = 'CliError';
  readonly exitCode: number;
  constructor(code: CliErrorCode, message: string, exitCode = code === 'usage' ? 2 : 1) {
    super(code, message);
    this.exitCode = exitCode;
  }
}

/** The one-line usage refusal of a command (`usage: postroom drafts import FILE [--partial]`). */
export const usageError = (c: Pick<Command, 'name' | 'args' | 'options'>, why?: string): CliError =>
  new CliError('usage', `${why ? `${why}; ` : ''}usage: postroom ${usageOf(c)}`);
