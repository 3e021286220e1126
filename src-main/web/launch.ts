import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCore, type Core } from '../bridge';
import type { FaultConfig } from '../sandbox';
import { startWebHost, type WebHost } from './server';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface LaunchedWebHost extends WebHost {
  core: Core;
}

/**
 * The web shell's composition root: the core over the data dir, served on 127.0.0.1.
 * `sandbox` sets the embedded sandbox Hub's fault injection and seed (`--sandbox-faults`, `--sandbox-seed`).
 */
export async function launchWebHost(opts: { dataDir: string; port?: number; rendererDir?: string; token?: string; sandbox?: { faults?: FaultConfig | string; seed?: number } }): Promise<LaunchedWebHost> {
  const core = await createCore({
    dataDir: opts.dataDir,
    shell: 'web',
    ...(opts.sandbox === undefined ? {} : { embeddedSandbox: opts.sandbox }),
    onError: (method, err) => console.error(`postroom web host: ${method} failed:`, err),
  });
  const host = await startWebHost({
    dispatch: core.dispatch,
    events: core.events,
    rendererDir: opts.rendererDir ?? join(repoRoot, 'out', 'renderer'),
    ...(opts.port === undefined ? {} : { port: opts.port }),
    ...(opts.token === undefined ? {} : { token: opts.token }),
  });
  return {
    ...host,
    core,
    close: async () => {
      await host.close();
      await core.close();
    },
  };
}
