/**
 * A web host on a temporary data dir with a stub renderer, and requests written as raw
 * bytes on a socket (the request target is sent exactly as given, no client-side
 * escaping): shared by the web host's hardening tests and its fuzz tests.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCore, type Core } from '../../src-main/bridge';
import { startWebHost, type WebHost } from '../../src-main/web';

export interface RawAnswer { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** One request written byte for byte (`head` in `encoding`, then `body`); resolves with the status, headers and body read until the host closes. */
export function rawSocket(port: number, head: string, body?: Buffer | string, encoding: BufferEncoding = 'utf8'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const s = connect({ host: '127.0.0.1', port });
    const parts: Buffer[] = [];
    s.on('data', (d: Buffer) => parts.push(d));
    s.on('error', reject);
    s.on('end', () => {
      const data = Buffer.concat(parts).toString('utf8');
      const [h = '', ...rest] = data.split('\r\n\r\n');
      const lines = h.split('\r\n');
      const headers: Record<string, string> = {};
      for (const l of lines.slice(1)) {
        const i = l.indexOf(':');
        headers[l.slice(0, i).toLowerCase()] = l.slice(i + 1).trim();
      }
      resolve({ status: Number(lines[0]?.split(' ')[1] ?? 0), headers, body: rest.join('\r\n\r\n') });
    });
    s.write(head, encoding);
    if (body !== undefined) s.write(body);
  });
}

/** A core and its web host in a fresh temp dir (no connectivity polling), serving a one-line index.html. */
export async function startRawHost(
  prefix: string,
  coreOptions: Partial<Parameters<typeof createCore>[0]> = {},
  hostOptions: Partial<Parameters<typeof startWebHost>[0]> = {},
): Promise<{ core: Core; host: WebHost; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const rendererDir = join(dir, 'renderer');
  mkdirSync(rendererDir, { recursive: true });
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Postroom</title>');
  const core = await createCore({ dataDir: join(dir, 'data'), shell: 'web', connectivityIntervalMs: 0, ...coreOptions });
  const host = await startWebHost({ dispatch: core.dispatch, events: core.events, rendererDir, ...hostOptions });
  return {
    core,
    host,
    async close() {
      await host.close();
      await core.close();
    },
  };
}
