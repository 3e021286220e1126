/**
 * The web host's address and token, kept in the data dir: a restart of the same data dir comes
 * up on the same port with the same token, so a tab left open reconnects by itself (its cookie
 * and its event stream still fit). Before, each launch chose a new port and token, and the open
 * tab could never come back though it said "try again".
 *
 * The token is a secret of this computer's user: the file is written 0600 (owner only), through a
 * temporary file renamed over it, so a reader never sees half a file. A fresh token is made when
 * the person asks (`--new-token`): every tab opened before must then be opened again from the
 * printed address. A file that cannot be read as one (damaged, hand-edited) is ignored and
 * written anew: the host then starts as on first launch.
 */
import { chmodSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const IDENTITY_FILE = 'web-host.json';

export interface HostIdentity {
  port: number;
  token: string;
}

/** A token as the web host makes them (32 random bytes, base64url) or as long as that, from the same alphabet. */
const TOKEN_RE = /^[\w-]{32,128}$/;

export const identityPath = (dataDir: string): string => join(dataDir, IDENTITY_FILE);

/** The identity kept for this data dir, or null (none yet, or not one). Never throws. */
export function readIdentity(dataDir: string): HostIdentity | null {
  let v: unknown;
  try {
    v = JSON.parse(readFileSync(identityPath(dataDir), 'utf8'));
  } catch {
    return null;
  }
  if (typeof v !== 'object' || v === null) return null;
  const { port, token } = v as Record<string, unknown>;
  if (!Number.isInteger(port) || (port as number) < 1 || (port as number) > 65535) return null;
  if (typeof token !== 'string' || !TOKEN_RE.test(token)) return null;
  return { port: port as number, token };
}

/** Keeps `id` for this data dir, readable by its owner only. */
export function writeIdentity(dataDir: string, id: HostIdentity): void {
  const file = identityPath(dataDir);
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify({ port: id.port, token: id.token })}\n`, { mode: 0o600 });
  chmodSync(tmp, 0o600); // the mode of writeFileSync is masked by the umask
  renameSync(tmp, file);
}
