import type { BatchDto, JobDto, JobState, PostroomApi } from '../../../src-main/bridge/contract';
import { heldBackIn } from './handedBatch';
import { asks, mergeJobs } from './jobs';

/** Job states in which the post may still go out (or may already have): not sent twice. */
const IN_FLIGHT: readonly JobState[] = ['prepared', 'sending', 'retrying', 'awaiting', 'unknown', 'blocked'];
/** A draft's jobs read when it is opened: far more than one draft ever has. */
const JOBS_LIMIT = 200;

/**
 * One draft's publishing jobs as the composer shows them: newest first, read from jobs.list and
 * kept current by 'job' events, and whether this session handed the draft to the publisher.
 */
export class DraftJobs {
  #bridge: PostroomApi;
  #draftId: string;
  /** When this session handed the draft to the publisher (ms), until its job shows up. */
  #handedAt = $state<number | null>(null);
  /** The batch it was handed over in (publish.start's answer), and the last 'batch' events heard (their answer may come after them). */
  #handedBatch: string | null = null;
  #batches: BatchDto[] = [];
  #jobs = $state.raw<JobDto[]>([]);

  constructor(bridge: PostroomApi, draftId: string) {
    this.#bridge = bridge;
    this.#draftId = draftId;
  }

  /** This draft's publishing jobs, newest first. */
  get list(): JobDto[] {
    return this.#jobs;
  }
  /**
   * Given to the publisher in this session and its job not seen yet (its state may reach the
   * library a moment later). Once the job is here, the job says where it is: a post published
   * since is no longer "in the Outbox" (it said so until a reload).
   */
  readonly handedOff: boolean = $derived.by(() => {
    const at = this.#handedAt;
    // A few seconds' slack: the job's time is the host's clock.
    return at !== null && !this.#jobs.some((j) => Date.parse(j.createdAt) >= at - 5_000);
  });
  /** A job of this draft is still on its way (or its outcome is unknown): publishing again would post twice. */
  readonly inFlight: boolean = $derived.by(() => this.#jobs.some((j) => IN_FLIGHT.includes(j.state)));
  /**
   * The post the Hub holds (or may hold) for this draft: the newest job whose time, by the core's
   * table, cannot be edited but only sent anew (scheduled or queued at the Hub, or an unknown outcome
   * not yet due). Its time is the one the Hub holds (as sent), never a later edit of the draft.
   */
  readonly held: JobDto | null = $derived.by(() => this.#jobs.find((j) => asks(j, 'edit_time') === 'held_time') ?? null);

  /** A 'job' event of this draft: the job's newest state, first. */
  took(j: JobDto): void {
    this.#jobs = [j, ...this.#jobs.filter((x) => x.id !== j.id)];
  }
  /** The publisher took the draft now (ms), in batch `batchId`. */
  handed(at: number, batchId: string | null = null): void {
    this.#handedAt = at;
    this.#handedBatch = batchId;
    const b = batchId ? this.#batches.find((x) => x.id === batchId) : undefined;
    if (b) this.batch(b);
  }
  /**
   * A 'batch' event. The batch this draft was handed over in has nothing left to prepare and no
   * job of this draft: the publisher held it back at its prepare step (rolelive: an approval
   * withdrawn between the batch being recorded and its prepare), so it is not in the Outbox (the
   * page said so until a reload). Returns true when that is what this event said: the draft's
   * state and review are then read again, and say why it waits.
   */
  batch(b: BatchDto): boolean {
    this.#batches = [b, ...this.#batches.filter((x) => x.id !== b.id)].slice(0, 8);
    if (this.#handedAt === null || !heldBackIn(b, this.#handedBatch, this.#jobs)) return false;
    this.#handedAt = null;
    this.#handedBatch = null;
    return true;
  }
  /** This draft's jobs (jobs.list by draft); 'job' events that arrived meanwhile are newer and kept. */
  async load(): Promise<void> {
    const r = await this.#bridge.invoke('jobs.list', { draftId: this.#draftId, limit: JOBS_LIMIT });
    if (r.ok) this.#jobs = mergeJobs(r.value.filter((j) => j.draftId === this.#draftId), this.#jobs);
  }
}
