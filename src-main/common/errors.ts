/**
 * The base of every typed error in Postroom. Each area defines its own subclass
 * with a literal `name` and a closed union of stable string `code`s; callers
 * branch on `code`, never on `message` (which is for people and may change).
 */
export abstract class PostroomError<Code extends string = string> extends Error {
  abstract override readonly name: string;
  readonly code: Code;
  /** Extra machine-readable detail (field names, line numbers, HTTP status…). Plain data only. */
  readonly details: Readonly<Record<string, unknown>> | undefined;

  constructor(code: Code, message: string, options?: { cause?: unknown; details?: Record<string, unknown> }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.details = options?.details;
  }

  /** Plain data that may cross a process boundary (bridge, CLI --json). */
  toJSON(): { code: Code; message: string; details?: Record<string, unknown> } {
    return this.details === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, details: { ...this.details } };
  }
}

/** Input that failed validation at a boundary (bridge, CLI, importer). Nothing was changed. */
export class InvalidInputError extends PostroomError<'invalid_input'> {
  override readonly name = 'InvalidInputError';
  constructor(message: string, details?: Record<string, unknown>) {
    super('invalid_input', message, details === undefined ? undefined : { details });
  }
}

/** Exhaustiveness check for `switch` over a discriminated union. */
export function assertNever(value: never, what = 'value'): never {
  throw new Error(`unexpected ${what}: ${JSON.stringify(value)}`);
}

/** twoprocs: SQLite's "database is locked" (SQLITE_BUSY and its extended codes): another connection holds the write lock. */
export const isBusy = (err: unknown): boolean => typeof err === 'object' && err !== null && typeof (err as { code?: unknown }).code === 'string' && (err as { code: string }).code.startsWith('SQLITE_BUSY');

/** A readable one-line message from anything thrown. */
export function describeError(err: unknown): string {
  if (err instanceof Error) return err.message;
  if (typeof err === 'string') return err;
  try {
    return JSON.stringify(err);
  } catch {
    return String(err);
  }
}
