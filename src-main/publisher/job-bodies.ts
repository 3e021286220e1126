/**
 * The exact request of each unfinished job. A body is never journaled whole: the row holds the
 * fields, the content type (with its boundary), each photo's sha256 and the body's digest; the
 * photos' bytes are in the BodyStore's packs (bodies.ts), each distinct photo once. To send a job
 * again, its body is rebuilt from both and checked against the digest: the same bytes, or a typed
 * error, never a different request under the job's key. The bodies of jobs a run of this process
 * journaled stay in memory until their first send (saves rebuilding them).
 */
import { buildPublishBody, type HubContract, type PublishFields } from '../hub';
import { publishJobs, type Job, type NewJob, type PhotoMeta, type ReadableDB, type WritableDB } from '../library';
import type { BodyStore } from './bodies';
import { PublisherError } from './errors';

export class JobBodies {
  readonly #inMemory = new Map<string, Buffer>();

  constructor(readonly store: BodyStore, private readonly contract: HubContract) {}

  /**
   * Makes new jobs' photos durable before their journal commit (the photos not yet in a pack
   * written to one new pack, fsynced) and records in each job where they are. Returns the packs
   * held until `settled` (after the commit): `prune` leaves them alone meanwhile.
   */
  async write(jobs: NewJob[]): Promise<string[]> {
    const photos: Array<{ sha256: string; bytes: Uint8Array }> = [];
    const held = new Set<string>();
    for (const j of jobs) {
      j.photos.forEach((p, i) => {
        if (p.pack !== undefined) return void held.add(p.pack);
        const bytes = j.photoBytes?.[i];
        if (!bytes) throw new PublisherError('body_missing', `job ${j.id}'s photo ${p.filename} has no bytes to keep`);
        photos.push({ sha256: p.sha256, bytes });
      });
    }
    this.store.hold(held);
    let refs: Awaited<ReturnType<BodyStore['writePhotos']>>;
    try {
      refs = await this.store.writePhotos(photos);
    } catch (e) {
      this.store.settled(held);
      throw e;
    }
    for (const j of jobs) j.photos = j.photos.map((p) => (p.pack !== undefined ? p : { ...p, ...refs.get(p.sha256)! }));
    // Each pack as often as it was held: once here, once by writePhotos (a pack can be both).
    return [...held, ...new Set([...refs.values()].map((r) => r.pack))];
  }

  settled(packs: Iterable<string>): void {
    this.store.settled(packs);
  }

  /** Keeps a body just journaled in memory until its first send. */
  keep(jobId: string, body: Buffer): void {
    this.#inMemory.set(jobId, body);
  }

  drop(jobId: string): void {
    this.#inMemory.delete(jobId);
  }

  /** The job's exact body: from memory, or rebuilt from the journal; undefined once the job no longer needs it. */
  async load(db: ReadableDB, job: Job): Promise<Buffer | undefined> {
    const kept = this.#inMemory.get(job.id);
    if (kept) return kept;
    return publishJobs.needsBody(db, job.id) ? this.rebuild(job) : undefined;
  }

  /**
   * The body of a journaled job, rebuilt from its row and its photos (each read back against its
   * sha256), and checked against the digest journaled with it.
   * @throws PublisherError `body_missing`
   */
  async rebuild(job: Job): Promise<Buffer> {
    const photos = [];
    for (const p of job.photos) {
      if (p.pack === undefined || p.offset === undefined) throw new PublisherError('body_missing', `job ${job.id}'s photo ${p.filename} was not kept`);
      photos.push({ filename: p.filename, contentType: p.contentType, sha256: p.sha256, bytes: await this.store.read({ pack: p.pack, offset: p.offset, bytes: p.bytes, sha256: p.sha256 }) });
    }
    const built = buildPublishBody({ fields: job.fields as PublishFields, photos }, this.contract);
    if (built.digest !== job.bodySha256 || built.contentType !== job.contentType || built.size !== job.bodyBytes) {
      throw new PublisherError('body_missing', `job ${job.id}'s request cannot be rebuilt byte for byte from its journal (digest ${built.digest}, journaled ${job.bodySha256})`);
    }
    return built.body;
  }

  /** Removes the packs no job still needing its body refers to (settled jobs keep fields and hashes only). */
  async prune(db: ReadableDB): Promise<void> {
    await this.store.prune(publishJobs.livePacks(db)).catch(() => 0);
  }

  /**
   * Settled jobs' photos go even when they share a pack with a job that stays unfinished for long
   * (an unknown outcome, a block, a post scheduled for next week): a pack holding bytes no live job
   * needs is rewritten with only the live jobs' photos (a new pack, fsynced, then the rows moved in
   * one durable commit), and the old one pruned. Only packs whose live jobs are all `idle` (not
   * being or about to be sent, here or by another process) are rewritten.
   */
  async compact(db: WritableDB, idle: (job: Pick<Job, 'id' | 'state'>) => boolean): Promise<void> {
    const byPack = new Map<string, Set<Pick<Job, 'id' | 'state' | 'photos'>>>();
    for (const j of publishJobs.jobsNeedingBody(db)) {
      for (const p of j.photos) if (p.pack !== undefined) byPack.set(p.pack, (byPack.get(p.pack) ?? new Set()).add(j));
    }
    for (const [pack, set] of byPack) {
      const jobs = [...set];
      if (!jobs.every(idle)) continue;
      const photos = new Map<string, PhotoMeta>();
      for (const j of jobs) for (const p of j.photos) if (p.pack === pack) photos.set(p.sha256, p);
      const size = await this.store.size(pack);
      const live = [...photos.values()].reduce((n, p) => n + p.bytes, 0);
      if (size === undefined || live >= size) continue;
      const bytes = await Promise.all([...photos.values()].map(async (p) => ({ sha256: p.sha256, bytes: await this.store.read({ pack, offset: p.offset!, bytes: p.bytes, sha256: p.sha256 }) })));
      const refs = await this.store.writePhotos(bytes, Date.now(), { fresh: true });
      try {
        publishJobs.movePhotos(db, jobs.map((j) => ({ id: j.id, photos: j.photos.map((p) => (p.pack === pack ? { ...p, ...refs.get(p.sha256)! } : p)) })));
      } finally {
        this.store.settled(new Set([...refs.values()].map((r) => r.pack)));
      }
    }
    await this.prune(db);
  }
}
