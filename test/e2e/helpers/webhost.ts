/**
 * Starts the web host as its own process (`npm run start:web`), exactly as a user
 * would, on a free port with the given data dir, and returns its tokenised URL.
 * `keepPort`: without `--port`, as a person starts it: the port kept in the data dir, if any.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export interface RunningWebHost {
  url: string;
  origin: string;
  process: ChildProcess;
  close(): Promise<void>;
}

/**
 * `sandboxFaults` (a preset name or a fault file) and `sandboxSeed` go to the embedded sandbox Hub
 * through `--sandbox-faults` / `--sandbox-seed`, as a user would start it.
 */
export async function startWebHost(opts: { dataDir: string; env?: NodeJS.ProcessEnv; sandboxFaults?: string; sandboxSeed?: number; keepPort?: boolean }): Promise<RunningWebHost> {
  if (!existsSync(join(repoRoot, 'out', 'renderer', 'index.html'))) {
    throw new Error('out/renderer is not built: run `npm run build` first (npm test does).');
  }
  // scripts/web.mjs runs the built bundle (out/cli/web.js), as `npm run start:web` does.
  const child = spawn(process.execPath, [join(repoRoot, 'scripts', 'web.mjs'), ...(opts.keepPort ? [] : ['--port', '0']), '--data-dir', opts.dataDir,
    ...(opts.sandboxFaults === undefined ? [] : ['--sandbox-faults', opts.sandboxFaults]),
    ...(opts.sandboxSeed === undefined ? [] : ['--sandbox-seed', String(opts.sandboxSeed)])], {
    cwd: repoRoot,
    env: { ...process.env, ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`web host did not start in 60 s:\n${stderr}`)), 60_000);
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /served at (http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+)/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`web host exited with ${code}:\n${stderr}`));
    });
  });
  return {
    url,
    origin: new URL(url).origin,
    process: child,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
      }),
  };
}
