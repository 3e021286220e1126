import type { ParseArgsConfig } from 'node:util';
import { PostroomError } from '../common';

/** What a command gets: where data lives, how to print, the environment. No globals. */
export interface CliContext {
  dataDir: string;
  env: NodeJS.ProcessEnv;
  /** `--json` was given: print one JSON object per line with `emit`, nothing else on stdout. */
  json: boolean;
  /** Prints a result: a JSON line in --json mode, otherwise `text` (or nothing). */
  emit(value: Record<string, unknown>, text?: string): void;
  /** Human-readable progress and notes; goes to stderr so stdout stays clean. */
  info(text: string): void;
  /** Reads all of standard input (for secrets: never take them from argv). */
  readStdin(): Promise<string>;
  /** Aborted on SIGINT/SIGTERM: long-running commands stop cleanly. */
  signal: AbortSignal;
}

export type OptionSpec = NonNullable<ParseArgsConfig['options']>;

export interface Command {
  /** One or two words: `info`, `drafts import`. */
  name: string;
  summary: string;
  /** Usage line after `postroom `, e.g. `drafts import FILE [--partial]`. */
  usage: string;
  options?: OptionSpec;
  /** Resolves to the exit code (0 on success). Throw a PostroomError for a one-line failure. */
  run(ctx: CliContext, args: { positionals: string[]; values: Record<string, unknown> }): Promise<number>;
}

/** A failure the CLI reports in one line with a non-zero exit. */
export class CliError extends PostroomError<'usage' | 'failed'> {
  override readonly name = 'CliError';
  readonly exitCode: number;
  constructor(code: 'usage' | 'failed', message: string, exitCode = code === 'usage' ? 2 : 1) {
    super(code, message);
    this.exitCode = exitCode;
  }
}
