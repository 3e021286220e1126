import type Database from 'better-sqlite3';
import type { Clock } from '../common';

/**
 * Handles distinguished by type (Signal's ReadableDB / WritableDB): a function
 * that only reads takes a ReadableDB, so a read-only handle can never reach a writer.
 */
declare const writableBrand: unique symbol;
export type ReadableDB = Database.Database;
export type WritableDB = Database.Database & { readonly [writableBrand]: true };

/** A query and its parameters, built by the `sql` tag so values never enter the SQL text. */
export interface Query {
  readonly text: string;
  readonly params: readonly unknown[];
}

const isQuery = (v: unknown): v is Query => typeof v === 'object' && v !== null && 'text' in v && 'params' in v && Array.isArray((v as Query).params);

/**
 * `sql\`SELECT * FROM drafts WHERE id = ${id}\`` → `{ text: '… id = ?', params: [id] }`.
 * Nested `Query` values are spliced in with their params (for optional filters).
 */
export function sql(strings: TemplateStringsArray, ...values: unknown[]): Query {
  let text = strings[0] ?? '';
  const params: unknown[] = [];
  values.forEach((v, i) => {
    if (isQuery(v)) {
      text += v.text;
      params.push(...v.params);
    } else {
      text += '?';
      params.push(v);
    }
    text += strings[i + 1] ?? '';
  });
  return { text, params };
}

/** Joins queries with a separator (`AND`, `,`), keeping params in order. */
export function sqlJoin(parts: readonly Query[], separator: string): Query {
  return { text: parts.map((p) => p.text).join(separator), params: parts.flatMap((p) => p.params) };
}

export const empty: Query = { text: '', params: [] };

/** Statements prepared once per connection and reused (SQL text is the key). */
const statements = new WeakMap<Database.Database, Map<string, Database.Statement>>();

export function prepare<T = unknown>(db: ReadableDB, text: string): Database.Statement<unknown[], T> {
  let cache = statements.get(db);
  if (!cache) {
    cache = new Map();
    statements.set(db, cache);
  }
  let stmt = cache.get(text);
  if (!stmt) {
    stmt = db.prepare(text);
    cache.set(text, stmt);
  }
  return stmt as Database.Statement<unknown[], T>;
}

export const all = <T>(db: ReadableDB, q: Query): T[] => prepare<T>(db, q.text).all(...q.params);
export const get = <T>(db: ReadableDB, q: Query): T | undefined => prepare<T>(db, q.text).get(...q.params);
export const run = (db: WritableDB, q: Query): Database.RunResult => prepare(db, q.text).run(...q.params);

/** The clock a connection was opened with (timestamps come from it, so tests can move time). */
const clocks = new WeakMap<Database.Database, Clock>();
export const setClock = (db: Database.Database, clock: Clock): void => void clocks.set(db, clock);
export const nowIso = (db: ReadableDB): string => new Date((clocks.get(db) ?? { now: () => Date.now() }).now()).toISOString();
export const nowMs = (db: ReadableDB): number => (clocks.get(db) ?? { now: () => Date.now() }).now();
