import { PostroomError, describeError, isBusy } from '../common';
import { sourceOfError } from './error-sources';
import { METHODS, type BridgeError, type BridgeResult, type MethodName, type Output, type ParsedInput } from './contract';

/** One handler per contract method; it receives input already validated by the method's schema. */
export type Handlers = { [M in MethodName]: (input: ParsedInput<M>) => Promise<Output<M>> | Output<M> };

export type Dispatch = (method: unknown, input: unknown) => Promise<BridgeResult<unknown>>;

/** Logged, never shown raw: unexpected errors reach the renderer as `internal_error` with a plain message. */
export type ErrorSink = (method: string, err: unknown) => void;

const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/**
 * The one entry point both transports call. Validates the method name and the input
 * against the contract BEFORE any handler runs (so bad input changes nothing), and
 * turns every outcome into the envelope: nothing thrown ever crosses the boundary.
 */
export function createDispatcher(handlers: Handlers, onError: ErrorSink = () => {}): Dispatch {
  return async (method, input) => {
    if (typeof method !== 'string' || !hasOwn(METHODS, method)) {
      return { ok: false, error: { code: 'unknown_method', message: clip(`There is no bridge method ${typeof method === 'string' ? JSON.stringify(method) : typeof method}.`, ERROR_LIMITS.message), source: 'postroom' } };
    }
    const name = method as MethodName;
    const parsed = METHODS[name].input.safeParse(input ?? {});
    if (!parsed.success) return { ok: false, error: invalidInput(name, parsed.error.issues) };
    try {
      const handler = handlers[name] as (i: unknown) => unknown;
      const value = await handler(parsed.data);
      return { ok: true, value: value === undefined ? null : value };
    } catch (err) {
      return { ok: false, error: toBridgeError(err, name, onError) };
    }
  };
}

/** Error answers stay small whatever the input: 2 million unknown keys are one short message, not 50 MB. */
export const ERROR_LIMITS = { issues: 20, message: 500, path: 200 } as const;

const clip = (s: string, max: number): string => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** The `invalid_input` envelope of a failed schema check: at most ERROR_LIMITS.issues issues, each clipped. */
export function invalidInput(method: string, zodIssues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): BridgeError {
  const issues = zodIssues.slice(0, ERROR_LIMITS.issues).map((i) => ({
    path: clip(i.path.map(String).join('.'), ERROR_LIMITS.path),
    message: clip(i.message, ERROR_LIMITS.message),
  }));
  const first = issues[0];
  const details: Record<string, unknown> = { issues };
  if (zodIssues.length > issues.length) details.moreIssues = zodIssues.length - issues.length;
  return {
    code: 'invalid_input',
    message: clip(`Invalid input for ${method}: ${first ? `${first.path || '(input)'}: ${first.message}` : 'not accepted'}`, ERROR_LIMITS.message),
    details,
    source: 'postroom',
  };
}

function toBridgeError(err: unknown, method: string, onError: ErrorSink): BridgeError {
  if (err instanceof PostroomError) {
    const wire = err.toJSON();
    const message = clip(wire.message, ERROR_LIMITS.message * 4);
    const source = sourceOfError(err);
    return wire.details === undefined ? { code: wire.code, message, source } : { code: wire.code, message, details: wire.details, source };
  }
  // twoprocs: the CLI (or another window's process) kept the library's write lock past the wait; the write rolled back.
  if (isBusy(err)) return { code: 'busy', message: 'Another Postroom on this computer (the app or the command line) kept writing to the library; nothing was written.', details: { sqlite: String((err as { code?: unknown }).code) }, source: 'computer' };
  onError(method, err);
  return { code: 'internal_error', message: clip(`Postroom could not complete ${method}: ${describeError(err)}`, ERROR_LIMITS.message), source: 'postroom' };
}
