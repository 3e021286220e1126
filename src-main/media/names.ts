/** The names photos are sent under (the multipart part's filename). Pure. */
import { basename, extname } from 'node:path';
import { CONTENT_TYPES, EXTENSIONS, type OutputFormat } from './encode';
import type { SniffedFormat } from './source';

/**
 * Part names in body order: each photo's own file name (the name given, else the path's base
 * name), its extension made the output's (IMG_2041.HEIC → IMG_2041.jpg); photo-01.jpg… for bytes
 * given without a name. Names do not
 * depend on position, so dropping a photo does not move the others' framing.
 */
export const partNames = (ls: readonly { index: number; input: { path?: string; name?: string }; format: OutputFormat }[]) =>
  ls.map((l) => ({ filename: partName(l.input.name ?? (l.input.path !== undefined ? basename(l.input.path) : `photo-${String(l.index + 1).padStart(2, '0')}`), l.format), contentType: CONTENT_TYPES[l.format] }));

/**
 * A name a pasted or dropped photo can be stored under: its own base name, no separators or
 * control characters, not hidden, at most 120 characters; `photo.<ext>` when nothing is left.
 */
export function storedPhotoName(name: string, format: SniffedFormat): string {
  const clean = safeChars(basename(name.replace(/\\/g, '/'))).replace(/^[.\s]+/, '').trim();
  const ext = extname(clean);
  const stem = (ext ? clean.slice(0, -ext.length) : clean).slice(0, 120);
  return stem ? `${stem}${ext.slice(0, 8)}` : `photo.${format === 'jpeg' ? 'jpg' : format}`;
}

const safeChars = (s: string) =>
  s.split('').map((c) => (c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || c === '"' || c === '\\' || c === '/' ? '_' : c)).join('');

/** A file name fit for a multipart header: no path, no control characters, at most 120 characters, the output's extension. */
export function partName(name: string, format: OutputFormat): string {
  const ext = extname(name);
  const stem = safeChars(ext.length > 1 && ext.length <= 6 ? name.slice(0, -ext.length) : name).trim().slice(0, 120) || 'photo';
  return `${stem}.${EXTENSIONS[format]}`;
}

