import { readdirSync, readFileSync, lstatSync } from 'node:fs';
import { join, relative } from 'node:path';
import { inspect } from 'node:util';

export interface LeakHit {
  /** A file path relative to the scanned dir, or the label of an extra text. */
  where: string;
  /** Which encoding of the secret was found. */
  form: string;
  offset: number;
}

/** The ways a secret may sit in bytes: as text, UTF-16 (SQLite can store it so), base64 (an Authorization dump, a JSON blob). */
function forms(secret: string): { form: string; bytes: Buffer }[] {
  const out = [
    { form: 'utf8', bytes: Buffer.from(secret, 'utf8') },
    { form: 'utf16le', bytes: Buffer.from(secret, 'utf16le') },
    { form: 'base64', bytes: Buffer.from(Buffer.from(secret, 'utf8').toString('base64').replace(/=+$/, ''), 'utf8') },
    { form: 'base64url', bytes: Buffer.from(Buffer.from(secret, 'utf8').toString('base64url'), 'utf8') },
  ];
  const encoded = encodeURIComponent(secret);
  if (encoded !== secret) out.push({ form: 'uri', bytes: Buffer.from(encoded, 'utf8') });
  return out;
}

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const p = join(dir, entry);
    const st = lstatSync(p);
    if (st.isDirectory()) yield* files(p);
    else if (st.isFile()) yield p;
  }
}

function scanBytes(where: string, bytes: Buffer, secretForms: { form: string; bytes: Buffer }[], hits: LeakHit[]): void {
  for (const { form, bytes: needle } of secretForms) {
    let at = bytes.indexOf(needle);
    while (at !== -1) {
      hits.push({ where, form, offset: at });
      at = bytes.indexOf(needle, at + 1);
    }
  }
}

/**
 * Searches every file under `dir` (recursively, bytes, SQLite WAL and journals included) and every
 * extra text (captured stdout/stderr/logs, JSON of returned values and errors) for `secret`.
 * Returns every hit; a leak-free run returns []. Extra texts: an array (labelled by index) or a
 * record of label → text; non-strings are JSON-serialised (and their `String()` added), so returned
 * objects and errors can be passed as they are.
 */
export function scanForSecret(dir: string | null, secret: string, extraTexts: unknown[] | Record<string, unknown> = []): LeakHit[] {
  if (secret.length < 8) throw new Error('scanForSecret needs a secret of at least 8 characters to mean anything');
  const secretForms = forms(secret);
  const hits: LeakHit[] = [];
  if (dir !== null) for (const file of files(dir)) scanBytes(relative(dir, file), readFileSync(file), secretForms, hits);
  const entries = Array.isArray(extraTexts) ? extraTexts.map((t, i) => [`extra[${i}]`, t] as const) : Object.entries(extraTexts);
  for (const [label, value] of entries) {
    for (const [how, text] of renderings(value)) scanBytes(`${label}${how}`, Buffer.from(text, 'utf8'), secretForms, hits);
  }
  return hits;
}

/** Every way a value could be printed: as is, as JSON, as String(), and for errors message/stack/details/cause. */
function renderings(value: unknown): [string, string][] {
  if (typeof value === 'string') return [['', value]];
  const out: [string, string][] = [];
  try {
    out.push([' (json)', JSON.stringify(value) ?? '']);
  } catch {
    // circular: String() and the error parts below still cover it
  }
  out.push([' (string)', String(value)]);
  out.push([' (inspect)', inspect(value, { depth: 10, showHidden: false })]);
  if (value instanceof Error) {
    out.push([' (stack)', value.stack ?? '']);
    const details = (value as { details?: unknown }).details;
    if (details !== undefined) out.push([' (details)', JSON.stringify(details) ?? '']);
    if (value.cause !== undefined) for (const [how, text] of renderings(value.cause)) out.push([` (cause)${how}`, text]);
  }
  return out;
}
