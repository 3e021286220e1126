/**
 * A team session's socket (session.ts): how the team server's close of a connection reads — a refusal
 * (the session stops) or not (it connects again) — and Node's socket made quiet about its own errors.
 */
import { CLOSE_CODES } from './protocol';

/** A refusal as the server said it (close code or denial reason) → the session's state, or null when it is not a refusal. */
export function refusalOf(code: number | undefined, reason: string | undefined): 'unauthorized' | 'revoked' | 'version_mismatch' | null {
  if (code === CLOSE_CODES.revoked) return 'revoked';
  if (code === CLOSE_CODES.unauthorized) return 'unauthorized';
  if (code === CLOSE_CODES.version_mismatch) return 'version_mismatch';
  const r = (reason ?? '').toLowerCase();
  if (r.includes('revoked')) return 'revoked';
  if (r.includes('version')) return 'version_mismatch';
  if (r.includes('unauthorized') || r.includes('permission-denied') || r.includes('unknown token') || r.includes('forbidden')) return 'unauthorized';
  return null;
}

type SocketClass = new (...args: never[]) => { on?(event: string, cb: (...a: unknown[]) => void): unknown };
/**
 * Node's `ws` emits 'error' when a socket still connecting is closed (a session closed or refused
 * while the server is away); the provider listens through onerror only, so the error would be
 * unhandled. The subclass listens too: the close that follows says what happened.
 */
export function quietSocket(WS: unknown): unknown {
  const Base = WS as SocketClass;
  return class QuietSocket extends Base {
    constructor(...args: never[]) {
      super(...args);
      this.on?.('error', () => undefined);
    }
  };
}
