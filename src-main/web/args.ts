/** The web host's command line (`npm run start:web -- …`), parsed and checked before anything starts. */
import { parseArgs } from 'node:util';
import { PostroomError } from '../common';
import { loadFaults, SandboxConfigError, type FaultConfig } from '../sandbox';

/** A bad web host argument: the message names the flag and what it takes. */
export class WebHostArgsError extends PostroomError<'bad_port' | 'bad_faults' | 'bad_seed' | 'usage'> {
  override readonly name = 'WebHostArgsError';
}

export interface WebHostArgs {
  dataDir: string | undefined;
  port: number | undefined;
  /** `--new-token`: a fresh access token instead of the one kept in the data dir (tabs opened before must be opened again). */
  newToken: boolean;
  /** The embedded sandbox Hub's fault injection and seed (as `postroom sandbox --faults/--seed`). */
  sandbox: { faults?: FaultConfig | string; seed?: number };
}

export const WEB_HOST_USAGE = 'start:web [--port N] [--data-dir DIR] [--new-token] [--sandbox-faults PRESET|FILE] [--sandbox-seed N]';

export function parseWebHostArgs(argv: readonly string[]): WebHostArgs {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { port: { type: 'string' }, 'data-dir': { type: 'string' }, 'new-token': { type: 'boolean' }, 'sandbox-faults': { type: 'string' }, 'sandbox-seed': { type: 'string' } },
    }));
  } catch (err) {
    throw new WebHostArgsError('usage', `${(err as Error).message}; usage: ${WEB_HOST_USAGE}`);
  }
  const str = (k: string): string | undefined => (typeof values[k] === 'string' ? values[k] : undefined);
  const portArg = str('port');
  const port = portArg === undefined ? undefined : Number(portArg);
  if (port !== undefined && (portArg?.trim() === '' || !Number.isInteger(port) || port < 0 || port > 65535)) {
    throw new WebHostArgsError('bad_port', `--port must be a port number (0 to 65535), not "${portArg}"`);
  }
  const sandbox: WebHostArgs['sandbox'] = {};
  const faults = str('sandbox-faults');
  if (faults !== undefined) {
    try {
      sandbox.faults = loadFaults(faults);
    } catch (err) {
      if (err instanceof SandboxConfigError) throw new WebHostArgsError('bad_faults', `--sandbox-faults: ${err.message}`);
      throw err;
    }
  }
  const seedArg = str('sandbox-seed');
  if (seedArg !== undefined) {
    const seed = Number(seedArg);
    if (seedArg.trim() === '' || !Number.isSafeInteger(seed)) throw new WebHostArgsError('bad_seed', `--sandbox-seed must be a whole number, not "${seedArg}"`);
    sandbox.seed = seed;
  }
  return { dataDir: str('data-dir'), port, newToken: values['new-token'] === true, sandbox };
}
