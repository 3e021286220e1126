import { PostroomError, describeError } from '../common';
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
      return { ok: false, error: { code: 'unknown_method', message: `There is no bridge method ${JSON.stringify(method)}.` } };
    }
    const name = method as MethodName;
    const parsed = METHODS[name].input.safeParse(input ?? {});
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      const first = issues[0];
      return {
        ok: false,
        error: {
          code: 'invalid_input',
          message: `Invalid input for ${name}: ${first ? `${first.path || '(input)'}: ${first.message}` : 'not accepted'}`,
          details: { issues },
        },
      };
    }
    try {
      const handler = handlers[name] as (i: unknown) => unknown;
      const value = await handler(parsed.data);
      return { ok: true, value: value === undefined ? null : value };
    } catch (err) {
      return { ok: false, error: toBridgeError(err, name, onError) };
    }
  };
}

function toBridgeError(err: unknown, method: string, onError: ErrorSink): BridgeError {
  if (err instanceof PostroomError) {
    const wire = err.toJSON();
    return wire.details === undefined ? { code: wire.code, message: wire.message } : { code: wire.code, message: wire.message, details: wire.details };
  }
  onError(method, err);
  return { code: 'internal_error', message: `Postroom could not complete ${method}: ${describeError(err)}` };
}
