/**
 * A Hub that does not answer, as a real closed port on loopback: a free port below the ephemeral range (quiet-port.ts: no
 * server another test file starts on port 0 is given it), nobody listening (a connection is refused at once). Registers the file's beforeAll; `url()` is its address once the file runs.
 */
import { beforeAll } from 'vitest';
import { quietPort } from './quiet-port';

export function useClosedPort(): { url: () => string } {
  let url = '';
  beforeAll(async () => {
    url = `http://127.0.0.1:${await quietPort()}`;
  });
  return { url: () => url };
}
