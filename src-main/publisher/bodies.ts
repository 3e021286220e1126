/**
 * Where the photo bytes of unfinished jobs are kept: pack files beside the library
 * (`outbox-bodies/<uuid>.pack`), one per chunk of jobs journaled together, each distinct photo
 * once, at an offset recorded with its sha256 in the photos of every job that sends it. The
 * journal row holds the rest of the request (fields, content type with its boundary, the body's
 * digest), so a resend rebuilds the body byte for byte from the row and these photos (see
 * Publisher #loadBody). Rows journaled before that kept their WHOLE body in a pack (the row's
 * `body_pack`); those are still read.
 *
 * Why files and not a BLOB column: a body is mostly photo bytes (up to 4.5 MB). Written into
 * SQLite they pass through the WAL and again through a checkpoint, page by page, on the thread
 * that runs the publisher. A pack is written once, by libuv's thread pool, and made durable with
 * one fsync of the file and one of its directory; the journal's durable commit that refers to it
 * happens only after both (see Publisher #prepareChunk). A crash between the two leaves an
 * unreferenced pack, which `prune` removes later. The same pattern as Git's pack files and
 * Signal Desktop's attachment files: SQLite holds the facts, files hold the bytes, a content
 * hash ties them together and is checked on every read.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { PublisherError } from './errors';
import { syncDir } from './wal-sync';

/** Where stored bytes are (a photo, or the whole body of a job journaled before photo packs), with their length and sha256. */
export interface BodyRef {
  pack: string;
  offset: number;
  bytes: number;
  sha256: string;
}

/** Where one stored photo is. */
export interface PhotoRef {
  pack: string;
  offset: number;
}

/** Age under which `prune` keeps a pack another process wrote: it may be between its write and its commit. */
const FOREIGN_MIN_AGE_MS = 10 * 60_000;
/**
 * How long after writing a pack this process still points new jobs at a photo in it: well under
 * FOREIGN_MIN_AGE_MS, so another process cannot remove a reused pack before the job that reuses
 * it is committed.
 */
const REUSE_MS = FOREIGN_MIN_AGE_MS / 2;
const PACK_RE = /^[0-9a-f-]{36}\.pack$/;

export class BodyStore {
  /** Packs whose journal commit may not have happened yet (written or reused by a chunk), with how many chunks hold each. */
  readonly #writing = new Map<string, number>();
  /** Photos this process stored, by sha256: reused by later jobs while their pack is young (REUSE_MS). */
  readonly #photos = new Map<string, PhotoRef & { at: number }>();
  /** Packs this store wrote (and has not removed): their fate is known here, no age needed. */
  readonly #mine = new Set<string>();
  #dirReady = false;

  constructor(readonly dir: string) {}

  /**
   * Makes these photos durable, each sha256 once: those this process stored in a young pack are
   * pointed at again, the rest written to ONE new pack (fsynced with its directory, on libuv's
   * thread pool). The sha256 is the media area's, taken from the very bytes it made; `read`
   * checks it again. Every pack in the answer is held until `settled`.
   */
  async writePhotos(photos: ReadonlyArray<{ sha256: string; bytes: Uint8Array }>, now = Date.now(), opts: { fresh?: boolean } = {}): Promise<Map<string, PhotoRef>> {
    const refs = new Map<string, PhotoRef>();
    const fresh: Array<{ sha256: string; bytes: Buffer }> = [];
    const seen = new Set<string>();
    for (const p of photos) {
      if (seen.has(p.sha256)) continue;
      seen.add(p.sha256);
      const known = this.#photos.get(p.sha256);
      if (!opts.fresh && known && now - known.at < REUSE_MS && this.#mine.has(known.pack)) refs.set(p.sha256, { pack: known.pack, offset: known.offset });
      else fresh.push({ sha256: p.sha256, bytes: Buffer.from(p.bytes.buffer, p.bytes.byteOffset, p.bytes.byteLength) });
    }
    const reused = new Set([...refs.values()].map((r) => r.pack));
    this.hold(reused);
    if (fresh.length === 0) return refs;
    if (!this.#dirReady) {
      await mkdir(this.dir, { recursive: true, mode: 0o700 });
      this.#dirReady = true;
    }
    const pack = `${randomUUID()}.pack`;
    this.hold([pack]);
    this.#mine.add(pack);
    try {
      await this.#writePack(join(this.dir, pack), fresh.map((f) => f.bytes));
    } catch (e) {
      this.settled([pack, ...reused]);
      throw e;
    }
    let offset = 0;
    for (const f of fresh) {
      refs.set(f.sha256, { pack, offset });
      this.#photos.set(f.sha256, { pack, offset, at: now });
      offset += f.bytes.length;
    }
    return refs;
  }

  /** Keeps these packs from `prune` until `settled` (a job about to be committed refers to them). */
  hold(packs: Iterable<string>): void {
    for (const p of packs) this.#writing.set(p, (this.#writing.get(p) ?? 0) + 1);
  }

  async #writePack(file: string, bodies: readonly Buffer[]): Promise<void> {
    const fh = await open(file, 'wx', 0o600);
    try {
      let written = 0;
      const total = bodies.reduce((n, b) => n + b.length, 0);
      while (written < total) {
        // writev may write less than asked: continue from where it stopped.
        let skip = written;
        const rest: Buffer[] = [];
        for (const b of bodies) {
          if (skip >= b.length) skip -= b.length;
          else {
            rest.push(skip > 0 ? b.subarray(skip) : b);
            skip = 0;
          }
        }
        const { bytesWritten } = await fh.writev(rest, written);
        if (bytesWritten <= 0) throw new PublisherError('body_missing', `could not write ${file}`);
        written += bytesWritten;
      }
      await fh.sync();
    } finally {
      await fh.close();
    }
    // A new file is durable only once its directory entry is: fsync the directory too.
    await syncDir(this.dir);
  }

  /** A pack's size on disk, or undefined when it is gone. */
  async size(pack: string): Promise<number | undefined> {
    if (!PACK_RE.test(pack)) return undefined;
    try {
      return (await stat(join(this.dir, pack))).size;
    } catch {
      return undefined;
    }
  }

  /** The journal now refers to these packs (or never will): `prune` may judge them (once no other chunk holds them). */
  settled(packs: Iterable<string>): void {
    for (const p of packs) {
      const n = (this.#writing.get(p) ?? 0) - 1;
      if (n > 0) this.#writing.set(p, n);
      else this.#writing.delete(p);
    }
  }

  /**
   * A body (or one photo) back, checked against its length and sha256.
   * @throws PublisherError `body_missing` when the pack is gone or the bytes differ.
   */
  async read(ref: BodyRef): Promise<Buffer> {
    if (!PACK_RE.test(ref.pack)) throw new PublisherError('body_missing', `bad body pack name ${ref.pack}`);
    let body: Buffer;
    try {
      const fh = await open(join(this.dir, ref.pack), 'r');
      try {
        body = Buffer.alloc(ref.bytes);
        const { bytesRead } = await fh.read(body, 0, ref.bytes, ref.offset);
        if (bytesRead !== ref.bytes) throw new Error(`read ${bytesRead} of ${ref.bytes} bytes`);
      } finally {
        await fh.close();
      }
    } catch (e) {
      throw new PublisherError('body_missing', `the stored body in ${ref.pack} cannot be read: ${e instanceof Error ? e.message : String(e)}`);
    }
    if (createHash('sha256').update(body).digest('hex') !== ref.sha256) {
      throw new PublisherError('body_missing', `the stored body in ${ref.pack} does not match its sha256 ${ref.sha256}`);
    }
    return body;
  }

  /**
   * Removes packs no live job refers to. A pack of another process written less than
   * `minAgeMs` ago is kept even then: it may be between its write and its journal commit.
   */
  async prune(live: ReadonlySet<string>, minAgeMs = FOREIGN_MIN_AGE_MS, now = Date.now()): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return 0;
    }
    let removed = 0;
    for (const name of names) {
      if (!PACK_RE.test(name) || live.has(name) || this.#writing.has(name)) continue;
      const file = join(this.dir, name);
      try {
        if (!this.#mine.has(name) && now - (await stat(file)).mtimeMs < minAgeMs) continue;
        await unlink(file);
        this.#mine.delete(name);
        removed++;
      } catch {
        // removed meanwhile
      }
    }
    if (removed > 0) for (const [sha, ref] of this.#photos) if (!this.#mine.has(ref.pack)) this.#photos.delete(sha);
    return removed;
  }
}
