/**
 * MediaCache: encoded outputs on disk in `<dataDir>/media-cache`, keyed by a hash of the
 * source content and every parameter that shapes the output, so a retry or a resend of the
 * same post sends the same bytes without encoding again. Bounded: when over `maxBytes`, the
 * least recently used entries go first (a hit refreshes the entry's mtime). `clear()` empties it.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const KEY_RE = /^[0-9a-f]{64}$/;

/** A stable key from plain data (object keys sorted, so property order does not matter). */
export function cacheKey(parts: Record<string, unknown>): string {
  const stable = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(stable)
      : v !== null && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, stable((v as Record<string, unknown>)[k])]))
        : v;
  return createHash('sha256').update(JSON.stringify(stable(parts))).digest('hex');
}

export class MediaCache {
  /** Bytes written since the last prune; a prune runs when it could be over the bound. */
  #sinceCheck = Number.POSITIVE_INFINITY;

  /** @param maxBytes soft bound on the directory's size (default 512 MiB). */
  constructor(readonly dir: string, readonly maxBytes = 512 * 1024 * 1024) {}

  #file(key: string, kind: 'bin' | 'json'): string {
    if (!KEY_RE.test(key)) throw new Error(`bad media cache key ${key}`);
    return join(this.dir, `${key}.${kind}`);
  }

  async #read(file: string): Promise<Buffer | null> {
    try {
      const bytes = await readFile(file);
      const now = new Date();
      await utimes(file, now, now).catch(() => undefined);
      return bytes;
    } catch {
      return null;
    }
  }

  async #write(file: string, bytes: Uint8Array): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(tmp, bytes);
    await rename(tmp, file); // atomic: a reader sees the old entry or the whole new one
    this.#sinceCheck += bytes.byteLength;
    if (this.#sinceCheck > this.maxBytes / 8) await this.prune();
  }

  get(key: string): Promise<Buffer | null> {
    return this.#read(this.#file(key, 'bin'));
  }

  put(key: string, bytes: Uint8Array): Promise<void> {
    return this.#write(this.#file(key, 'bin'), bytes);
  }

  async getJson<T>(key: string): Promise<T | null> {
    const raw = await this.#read(this.#file(key, 'json'));
    if (raw === null) return null;
    try {
      return JSON.parse(raw.toString('utf8')) as T;
    } catch {
      return null;
    }
  }

  putJson(key: string, value: unknown): Promise<void> {
    return this.#write(this.#file(key, 'json'), Buffer.from(JSON.stringify(value), 'utf8'));
  }

  /** Files and bytes held now. */
  async stats(): Promise<{ files: number; bytes: number }> {
    const entries = await this.#entries();
    return { files: entries.length, bytes: entries.reduce((n, e) => n + e.size, 0) };
  }

  async #entries(): Promise<{ file: string; size: number; mtimeMs: number }[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return [];
    }
    const out: { file: string; size: number; mtimeMs: number }[] = [];
    for (const name of names) {
      const file = join(this.dir, name);
      try {
        const st = await stat(file);
        if (st.isFile()) out.push({ file, size: st.size, mtimeMs: st.mtimeMs });
      } catch {
        // removed meanwhile
      }
    }
    return out;
  }

  /** Removes least recently used entries until the directory is within `maxBytes`. */
  async prune(maxBytes = this.maxBytes): Promise<{ removed: number; bytes: number }> {
    const entries = (await this.#entries()).sort((a, b) => a.mtimeMs - b.mtimeMs || a.file.localeCompare(b.file));
    let total = entries.reduce((n, e) => n + e.size, 0);
    let removed = 0;
    let freed = 0;
    for (const e of entries) {
      if (total <= maxBytes) break;
      await rm(e.file, { force: true });
      total -= e.size;
      freed += e.size;
      removed++;
    }
    this.#sinceCheck = 0;
    return { removed, bytes: freed };
  }

  /** Empties the cache. */
  async clear(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
    this.#sinceCheck = 0;
  }
}
