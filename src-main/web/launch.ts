import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCore, type Core } from '../bridge';
import type { FaultConfig } from '../sandbox';
import { readIdentity, writeIdentity } from './identity';
import { startWebHost, type WebHost } from './server';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface LaunchedWebHost extends WebHost {
  core: Core;
}

export interface LaunchOptions {
  dataDir: string;
  /** A port to serve on (0: any free one). Default: the port kept for this data dir (identity.ts), else a free one. */
  port?: number;
  rendererDir?: string;
  /** The access token. Default: the one kept for this data dir, else a new one. */
  token?: string;
  /** Make a new token even if one is kept (`--new-token`): tabs opened before must be opened again. */
  newToken?: boolean;
  sandbox?: { faults?: FaultConfig | string; seed?: number };
}

/**
 * The web shell's composition root: the core over the data dir, served on 127.0.0.1.
 * `sandbox` sets the embedded sandbox Hub's fault injection and seed (`--sandbox-faults`, `--sandbox-seed`).
 * The port and token are kept in the data dir (identity.ts), so a restart keeps the open tabs'
 * address; a kept port another program took meanwhile gives way to a free one.
 */
export async function launchWebHost(opts: LaunchOptions): Promise<LaunchedWebHost> {
  const kept = readIdentity(opts.dataDir);
  const token = opts.token ?? (opts.newToken ? undefined : kept?.token);
  const core = await createCore({
    dataDir: opts.dataDir,
    shell: 'web',
    ...(opts.sandbox === undefined ? {} : { embeddedSandbox: opts.sandbox }),
    onError: (method, err) => console.error(`postroom web host: ${method} failed:`, err),
  });
  const serve = (port: number | undefined) => startWebHost({
    dispatch: core.dispatch,
    events: core.events,
    rendererDir: opts.rendererDir ?? join(repoRoot, 'out', 'renderer'),
    // No page open any more: this member's presence says no draft (a page opened again tells it anew).
    onLastStreamClosed: () => core.team.setPresence(null, null),
    ...(port === undefined ? {} : { port }),
    ...(token === undefined ? {} : { token }),
  });
  let host: WebHost;
  try {
    host = await serve(opts.port ?? kept?.port).catch((err: unknown) => {
      if (opts.port === undefined && kept && (err as NodeJS.ErrnoException).code === 'EADDRINUSE') return serve(0);
      throw err;
    });
    writeIdentity(opts.dataDir, { port: host.port, token: host.token });
  } catch (err) {
    await core.close();
    throw err;
  }
  return {
    ...host,
    core,
    close: async () => {
      await host.close();
      await core.close();
    },
  };
}
