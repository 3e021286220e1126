import type { z } from 'zod';
import { LibraryError } from './errors';

export interface Issue { field: string; message: string }

export const issuesOf = (err: z.ZodError): Issue[] =>
  err.issues.map((i) => ({ field: i.path.map(String).join('.') || '(input)', message: i.message }));

/** Parses with zod; on failure throws LibraryError `invalid_input` naming each field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  const issues = issuesOf(r.error);
  throw new LibraryError('invalid_input', issues.map((i) => `${i.field}: ${i.message}`).join('; '), { details: { issues } });
}
