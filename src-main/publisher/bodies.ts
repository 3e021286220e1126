/**
 * Where the exact request bodies of unfinished jobs are kept: pack files beside the library
 * (`outbox-bodies/<uuid>.pack`), one per chunk of jobs journaled together, each body at an
 * offset recorded in its job's row with its length and sha256.
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
import { createHash, randomUUID, webcrypto } from 'node:crypto';
import { mkdir, open, readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { PublisherError } from './errors';
import { syncDir } from './wal-sync';

export interface BodyRef {
  pack: string;
  offset: number;
  bytes: number;
  sha256: string;
}

const PACK_RE = /^[0-9a-f-]{36}\.pack$/;
/**
 * SHA-256 as WebCrypto's async digest, a crypto job on libuv's thread pool: the thread that reads
 * the Hub's answers only copies the bytes (measured: about 60 % of hashing them there), where 32
 * bodies of a chunk hashed in place would hold it for over a millisecond while answers wait.
 */
const sha256Off = async (b: Uint8Array): Promise<string> => Buffer.from(await webcrypto.subtle.digest('SHA-256', b)).toString('hex');

export class BodyStore {
  /** Packs written by this process whose journal commit may not have happened yet. */
  readonly #writing = new Set<string>();
  /** Packs this store wrote (and has not removed): their fate is known here, no age needed. */
  readonly #mine = new Set<string>();
  #dirReady = false;

  constructor(readonly dir: string) {}

  /**
   * Writes the bodies to ONE new pack, fsyncs it and the directory (both on libuv's thread pool),
   * and returns where each body is with its sha256.
   */
  async write(bodies: readonly Buffer[]): Promise<BodyRef[]> {
    if (!this.#dirReady) {
      await mkdir(this.dir, { recursive: true, mode: 0o700 });
      this.#dirReady = true;
    }
    const pack = `${randomUUID()}.pack`;
    this.#writing.add(pack);
    this.#mine.add(pack);
    // Hashed while the pack is written and fsynced, both on the thread pool.
    const [shas] = await Promise.all([Promise.all(bodies.map(sha256Off)), this.#writePack(join(this.dir, pack), bodies)]);
    let offset = 0;
    return bodies.map((b, i) => {
      const ref = { pack, offset, bytes: b.length, sha256: shas[i]! };
      offset += b.length;
      return ref;
    });
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

  /** The journal now refers to these packs (or never will): `prune` may judge them. */
  settled(packs: Iterable<string>): void {
    for (const p of packs) this.#writing.delete(p);
  }

  /**
   * A body back, checked against its length and sha256.
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
  async prune(live: ReadonlySet<string>, minAgeMs = 10 * 60_000, now = Date.now()): Promise<number> {
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
    return removed;
  }
}
