/**
 * The CLI tests' shared set-ups (w29fold): `runCliIn` runs `postroom ARGS --data-dir DIR` and captures what it prints.
 */
import { runCli } from '../../src-main/cli';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI on the data directory `dir` (no Hub configured unless `env` says one), capturing stdout and stderr. */
export async function runCliIn(dir: string, argv: string[], env: NodeJS.ProcessEnv = {}): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await runCli([...argv, '--data-dir', dir], { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), stdin: async () => '', env });
  return { code, stdout, stderr };
}
