import { randomUUID } from 'node:crypto';
import { dataPaths } from '../common';
import { MediaCache } from '../media';
import { hubPort, libraryDrafts, mediaPort, Publisher, type BatchProgress, type Job } from '../publisher';
import type { BatchDto, JobDto } from './contract';
import type { Services } from './services';

export const toJobDto = (j: Job): JobDto => ({
  id: j.id,
  draftId: j.draftId,
  batchId: j.batchId,
  idempotencyKey: j.idempotencyKey,
  state: j.state,
  hubStatus: j.hubStatus,
  platforms: [...j.platforms],
  outcomes: (j.outcomes ?? []).map((o) => ({ ...o })),
  lastError: j.lastError ? { ...j.lastError } : null,
  attempts: j.attempts,
  createdAt: new Date(j.createdAt).toISOString(),
  updatedAt: new Date(j.updatedAt).toISOString(),
});

export const toBatchDto = (b: BatchProgress): BatchDto => ({ id: b.id, total: b.total, byState: { ...b.byState } });

/**
 * The outbox of the running app: one Publisher for the current workspace, its runs in
 * the background (the renderer gets the batch at once and follows it by events), and
 * on start or after a workspace switch, every unfinished job resumed with its recorded
 * key and bytes.
 */
export class Outbox {
  readonly #s: Services;
  readonly #cache: MediaCache;
  #current: { workspaceId: string; publisher: Publisher; abort: AbortController } | null = null;
  readonly #runs = new Set<Promise<unknown>>();
  /** Ids handed out while `publish()` records its batch, so the batch id is known before the run ends. */
  #capture: string[] | null = null;

  constructor(s: Services) {
    this.#s = s;
    this.#cache = new MediaCache(dataPaths(s.dataDir).mediaCache);
  }

  get mediaCache(): MediaCache {
    return this.#cache;
  }

  /** The publisher of the current workspace (created on first use; needs the workspace's Hub and key). */
  async publisher(): Promise<Publisher> {
    const ws = this.#s.currentWorkspace();
    if (this.#current?.workspaceId === ws.id) return this.#current.publisher;
    this.reset();
    const { client } = await this.#s.hub();
    const events = this.#s.events;
    const publisher = new Publisher({
      db: this.#s.library.db,
      hub: hubPort(client),
      media: mediaPort({ cache: this.#cache }),
      drafts: libraryDrafts(this.#s.library, ws.id),
      workspaceId: ws.id,
      newId: () => {
        const id = randomUUID();
        this.#capture?.push(id);
        return id;
      },
      events: {
        emit: (topic, value) => {
          if (topic === 'job') events.emit('job', toJobDto(value as Job));
          else if (topic === 'batch') events.emit('batch', toBatchDto(value as BatchProgress));
        },
      },
    });
    this.#current = { workspaceId: ws.id, publisher, abort: new AbortController() };
    return publisher;
  }

  #background<T>(p: Promise<T>): void {
    const tracked = p.catch(() => undefined).finally(() => this.#runs.delete(tracked));
    this.#runs.add(tracked);
  }

  /** Journals the drafts and sends them in the background; answers with the batch at once. */
  async start(input: { draftIds?: string[] | undefined; campaignId?: string | undefined }): Promise<BatchDto> {
    const publisher = await this.publisher();
    const signal = this.#current?.abort.signal;
    // publish() records its batch before its first await, so the first id handed out is the batch's.
    this.#capture = [];
    const run = publisher.publish({ ...(input.draftIds ? { draftIds: input.draftIds } : {}), ...(input.campaignId ? { campaignId: input.campaignId } : {}) }, { wait: true, ...(signal ? { signal } : {}) });
    const batchId = this.#capture[0];
    this.#capture = null;
    // A refusal before anything was recorded (unknown draft…) is the caller's answer.
    if (batchId === undefined) {
      await run;
      return { id: '', total: 0, byState: {} };
    }
    this.#background(run);
    return toBatchDto(publisher.batchProgress(batchId));
  }

  /** Resumes every unfinished job of the current workspace in the background. */
  async resumeAll(): Promise<void> {
    const publisher = await this.publisher();
    const signal = this.#current?.abort.signal;
    this.#background(publisher.resume({ wait: true, ...(signal ? { signal } : {}) }));
  }

  /** Retry-failed-channels and resend-unknown create new jobs; their runs go on in the background. */
  async followUp(kind: 'retry' | 'resend', jobId: string): Promise<JobDto> {
    const publisher = await this.publisher();
    const signal = this.#current?.abort.signal;
    const run = { wait: false, ...(signal ? { signal } : {}) };
    const job = kind === 'retry' ? await publisher.retryFailedChannels(jobId, run) : await publisher.resendUnknown(jobId, run);
    // The new job was sent; polling it to its outcome goes on in the background.
    await this.resumeAll();
    return toJobDto(job);
  }

  /** Stops the current workspace's runs (workspace switch, shutdown); their jobs stay journaled. */
  reset(): void {
    this.#current?.abort.abort(new Error('workspace changed'));
    this.#current = null;
  }

  async close(): Promise<void> {
    this.reset();
    await Promise.allSettled([...this.#runs]);
  }
}
