/** A teammate's values checked and coerced to what the library accepts (a bad value: the field's default). Not re-exported by schema.ts. */
import * as Y from 'yjs';

/** A tag as SQLite's NOCASE compares it (ASCII letters folded only): one tag per folded name. */
export const foldTag = (name: string): string => name.replace(/[A-Z]/g, (c) => c.toLowerCase());
export const posOf = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
export const byPos = (a: { key: string; pos: number }, b: { key: string; pos: number }): number => a.pos - b.pos || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
export const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);
export const strOrNull = (v: unknown): string | null => (typeof v === 'string' ? v : null);
export const numOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
export const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
export const record = (v: unknown): Record<string, unknown> => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
export const textOf = (v: unknown): string => (v instanceof Y.Text ? v.toString() : str(v));
export const okId = (v: unknown): v is string => typeof v === 'string' && v.length >= 1 && v.length <= 200;
