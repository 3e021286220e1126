/**
 * What crosses a process boundary (bridge, CLI --json): plain data in an envelope.
 * Thrown errors never cross; they are turned into `{ ok: false, error }` at the edge.
 */
export interface WireError {
  code: string;
  message: string;
  details?: Record<string, unknown>;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: WireError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = (code: string, message: string, details?: Record<string, unknown>): Result<never> =>
  details === undefined ? { ok: false, error: { code, message } } : { ok: false, error: { code, message, details } };
