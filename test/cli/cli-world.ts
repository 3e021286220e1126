/**
 * The CLI tests' shared set-ups (w29fold): `runCliIn` runs `postroom ARGS --data-dir DIR` and captures what it prints;
 * `useCliWorld` starts one REAL sandbox Hub and library (test/publisher/fixture.ts's `world`) for a whole test file and
 * gives a `cli(args)` that runs the CLI against both.
 */
import { afterAll, beforeAll } from 'vitest';
import { runCli } from '../../src-main/cli';
import { world, type World } from '../publisher/fixture';

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

export interface CliWorld {
  /** The file's world. Use it inside tests (and hooks registered after `useCliWorld`): it is started in beforeAll. */
  w: World;
  /** `postroom ARGS` on the world's data directory and its sandbox Hub. With `closeLibrary`, the world's library is
   * closed for the run and reopened after it (as the tests that use `w.lib` around a run need). */
  cli(args: string[], opts?: { closeLibrary?: boolean }): Promise<{ code: number; out: string; err: string }>;
}

/**
 * Registers beforeAll/afterAll once for the file: a world whose sandbox Hub answers at once
 * (`faults: { processing_ms: 0 }`), closed after the file. Call it at the top level of a test file.
 */
export function useCliWorld(): CliWorld {
  let current: World | undefined;
  beforeAll(async () => {
    current = await world({ faults: { processing_ms: 0 } });
  }, 60_000);
  afterAll(async () => {
    await current?.close();
  });
  const started = (): World => {
    if (!current) throw new Error('useCliWorld: the world starts in beforeAll; use it inside a test');
    return current;
  };
  // `w` stands for the world started in beforeAll (it does not exist yet when the file is loaded).
  const w = new Proxy({} as World, {
    get: (_target, key) => {
      const real = started();
      const value: unknown = Reflect.get(real, key);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(real) : value;
    },
  });
  async function cli(args: string[], opts: { closeLibrary?: boolean } = {}): Promise<{ code: number; out: string; err: string }> {
    const real = started();
    const env = { POSTROOM_HUB_URL: real.sandbox.url, POSTROOM_API_KEY: real.sandbox.apiKey };
    if (opts.closeLibrary) real.lib.close();
    try {
      const r = await runCliIn(real.dir, args, env);
      return { code: r.code, out: r.stdout, err: r.stderr };
    } finally {
      if (opts.closeLibrary) real.reopen();
    }
  }
  return { w, cli };
}
