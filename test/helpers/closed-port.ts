/**
 * A Hub that does not answer, as a real closed port on loopback: a port the system gave, then let go (a connection is
 * refused at once). Registers the file's beforeAll; `url()` is its address once the file runs.
 */
import { createServer } from 'node:net';
import { beforeAll } from 'vitest';

export function useClosedPort(): { url: () => string } {
  let url = '';
  beforeAll(async () => {
    const s = createServer();
    await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
    const port = (s.address() as { port: number }).port;
    await new Promise<void>((r) => s.close(() => r()));
    url = `http://127.0.0.1:${port}`;
  });
  return { url: () => url };
}
