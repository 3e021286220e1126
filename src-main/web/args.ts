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
  /** `--help`: print what the web host takes, and start nothing. */
  help: boolean;
}

export const WEB_HOST_USAGE = 'start:web [--port N] [--data-dir DIR] [--new-token] [--sandbox-faults PRESET|FILE] [--sandbox-seed N]';

/** `--help`: each option with a line of help (80 columns). */
export const WEB_HOST_HELP = [
  `usage: npm run ${WEB_HOST_USAGE}`,
  '',
  'Serves Postroom to a browser on 127.0.0.1 and prints the address to open.',
  '',
  '  --port N                  the port (default: the one kept in the data dir,',
  '                            else a free one; 0: a free one)',
  '  --data-dir DIR            the data dir (default: POSTROOM_DATA_DIR, else the',
  '                            app\'s own)',
  '  --new-token               a fresh access token (open tabs must be reopened)',
  '  --sandbox-faults PRESET   the built-in sandbox Hub\'s faults: a preset or a',
  '                            JSON file',
  '  --sandbox-seed N          the seed of those faults, to replay a run',
  '  --help                    this help',
].join('\n');

export function parseWebHostArgs(argv: readonly string[]): WebHostArgs {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { help: { type: 'boolean', short: 'h' }, port: { type: 'string' }, 'data-dir': { type: 'string' }, 'new-token': { type: 'boolean' }, 'sandbox-faults': { type: 'string' }, 'sandbox-seed': { type: 'string' } },
    }));
  } catch (err) {
    throw new WebHostArgsError('usage', `${(err as Error).message}; usage: ${WEB_HOST_USAGE}`);
  }
  if (values.help === true) return { dataDir: undefined, port: undefined, newToken: false, sandbox: {}, help: true };
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
  return { dataDir: str('data-dir'), port, newToken: values['new-token'] === true, sandbox, help: false };
}
