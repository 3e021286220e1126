/**
 * A Hub a test closes must stay closed: a port the system gave (listen on 0) comes from the ephemeral range, and once let
 * go the system may give it to the next server any test file running beside this one starts — which then answers this
 * file's retries as "the Hub" (CI, e2e: ui-h-hubdown read "3 sent" where 2 of 3 were still waiting to reach the closed
 * Hub). A port below the ephemeral range (Linux: 32768–60999) is never given out that way: pick one that is free now.
 */
import { createServer } from 'node:net';
import { startSandbox, type SandboxHandle, type SandboxOptions } from '../../src-main/sandbox';

const LOW = 20_000;
const HIGH = 32_000;
const pick = (): number => LOW + Math.floor(Math.random() * (HIGH - LOW));

const freeNow = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });

/** A port below the ephemeral range, free at this moment. */
export async function quietPort(): Promise<number> {
  for (let i = 0; i < 50; i++) {
    const port = pick();
    if (await freeNow(port)) return port;
  }
  throw new Error('quietPort: no free port below the ephemeral range after 50 tries');
}

/** A sandbox Hub on a quiet port (above): once the test closes it, nothing else answers there. */
export async function startSandboxToClose(opts: Omit<SandboxOptions, 'port'> = {}): Promise<SandboxHandle> {
  for (let i = 0; ; i++) {
    try {
      return await startSandbox({ ...opts, port: await quietPort() });
    } catch (e) {
      // Another file took the port between the check and the listen: pick again.
      if (i >= 5 || (e as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw e;
    }
  }
}
