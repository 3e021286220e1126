/**
 * w30words (walk 26, 9): what an option's value (or a positional) must be, checked once for every command BEFORE it
 * runs, so a bad value is one typed sentence — what was wrong and what is accepted — with exit 2 and nothing written.
 *
 * 1. Before node:util parseArgs: a value that starts with a dash is joined to its option when it is a number
 *    (`--limit -3` → `--limit=-3`, then refused below as a number out of range), and an option left without its
 *    value (`--limit` last, or followed by another option) is said as such — never parseArgs' own "argument is
 *    ambiguous … use '--limit=-XYZ'".
 * 2. After it: the values against the command table's `accepts` (OptionEntry.accepts, Command.argAccepts): whole
 *    numbers in their range, time zone names, files to read that exist and are files, files to write whose folder
 *    exists, folders that are not files.
 */
import { statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Accepts, Command, OptionEntry, OptionSpec } from './command';

/** A value that is a number, though it starts with a dash (`-3`, `-0.5`): never an option's name. */
const NUMBER_LIKE = /^-\.?\d/u;

/** What a value of this option is, in the words a usage error says after "needs a value: ". */
export function acceptedWords(o: Pick<OptionEntry, 'accepts' | 'value'>): string {
  const a = o.accepts;
  if (a === undefined) return o.value ?? 'VALUE';
  switch (a.kind) {
    case 'whole': {
      const unit = a.unit ? ` of ${a.unit}` : '';
      const range = a.min !== undefined && a.max !== undefined ? ` from ${a.min} to ${a.max}` : a.min !== undefined ? ` (${a.min} or more)` : '';
      return `a whole number${unit}${range}`;
    }
    case 'zone':
      return 'a time zone name like Europe/Berlin or Asia/Ho_Chi_Minh';
    case 'read':
      return 'the path of a file that exists';
    case 'write':
      return 'the path of a file to write, in a folder that exists';
    case 'dir':
      return 'the path of a folder';
    default: {
      const never: never = a;
      return never;
    }
  }
}

/**
 * Step 1: `args` with each negative number joined to the option before it; or the sentence for an option whose value
 * is missing. Stops at `--` (what follows is positionals).
 */
export function joinOptionValues(args: readonly string[], spec: OptionSpec): { args: string[] } | { missing: string } {
  const byShort = new Map(Object.entries(spec).flatMap(([n, o]) => (o.short ? [[o.short, n] as const] : [])));
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i] ?? '';
    if (a === '--') {
      out.push(...args.slice(i));
      break;
    }
    const name = a.startsWith('--') ? a.slice(2) : /^-[^-\d]$/u.test(a) ? byShort.get(a.slice(1)) : undefined;
    const o = name === undefined ? undefined : spec[name];
    if (name === undefined || o?.type !== 'string') {
      out.push(a);
      continue;
    }
    const next = args[i + 1];
    if (next !== undefined && NUMBER_LIKE.test(next)) {
      out.push(`--${name}=${next}`);
      i++;
      continue;
    }
    if (next === undefined || next.startsWith('-')) {
      const dash = o.accepts === undefined ? `; a value that starts with "-" is written --${name}=-…` : '';
      return { missing: `--${name} needs a value${o.accepts === undefined ? ` (${acceptedWords(o)})` : `: ${acceptedWords(o)}`}${dash}` };
    }
    out.push(a);
  }
  return { args: out };
}

/** The sentence for one value against what it must be, or null when it is fine. `what`: `--limit`, or `FILE`. */
async function problemOf(what: string, a: Accepts, v: string): Promise<string | null> {
  switch (a.kind) {
    case 'whole': {
      const n = Number(v);
      const ok = /^-?\d+$/u.test(v) && (a.min === undefined || n >= a.min) && (a.max === undefined || n <= a.max);
      return ok ? null : `${what} must be ${acceptedWords({ accepts: a })}, not "${v}"`;
    }
    case 'zone': {
      // Loaded when a zone is given: --help and completion stay free of the core.
      const { isValidZone } = await import('../library');
      return v.trim() !== '' && isValidZone(v.trim()) ? null : `${what}: "${v}" is not a time zone; use a name like Europe/Berlin or Asia/Ho_Chi_Minh`;
    }
    case 'read': {
      const s = statOf(v);
      if (s === 'none') return `there is no file ${v}: ${what} must name a file that exists`;
      return s === 'dir' ? `${v} is a folder: ${what} must name a file` : null;
    }
    case 'write': {
      if (statOf(v) === 'dir') return `${v} is a folder: ${what} must name a file to write`;
      const folder = dirname(resolve(v));
      return statOf(folder) === 'dir' ? null : `cannot write ${v}: there is no folder ${folder} (${what} is written into a folder that exists)`;
    }
    case 'dir':
      return statOf(v) === 'file' ? `${v} is a file: ${what} must name a folder` : null;
    default: {
      const never: never = a;
      return never;
    }
  }
}

const statOf = (path: string): 'none' | 'dir' | 'file' => {
  const s = statSync(path, { throwIfNoEntry: false });
  return s === undefined ? 'none' : s.isDirectory() ? 'dir' : 'file';
};

/** Step 2: the first bad value of the options (then the positionals) of a command, in words; null when all are fine. */
export async function badValue(spec: OptionSpec, values: Record<string, unknown>, command: Pick<Command, 'argAccepts' | 'args'>, positionals: readonly string[]): Promise<string | null> {
  for (const [name, o] of Object.entries(spec)) {
    if (o.accepts === undefined) continue;
    for (const v of [values[name]].flat()) {
      if (typeof v !== 'string') continue;
      const p = await problemOf(`--${name}`, o.accepts, v);
      if (p) return p;
    }
  }
  const names = (command.args ?? '').split(/\s+/u);
  for (const [i, a] of (command.argAccepts ?? []).entries()) {
    const v = positionals[i];
    if (a === undefined || v === undefined) continue;
    const p = await problemOf(names[i]?.replace(/[[\]…]/gu, '') || 'the argument', a, v);
    if (p) return p;
  }
  return null;
}
