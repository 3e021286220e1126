/**
 * The journal writer: every state change of a job goes through `move`, and is written by a group
 * commit. Changes queued within COMMIT_WINDOW_MS are written in ONE transaction, one row update
 * per job (an attempt and its answer usually land in the same window); 'job' events go out once
 * committed. The key and exact bytes of a job are NOT among them: those are committed durably
 * before the first call (prepare.ts). A kill inside the window loses at most the record of answers
 * received in it, and resume then sends those jobs again with their SAME keys, which the Hub
 * answers with its stored results (hub-api, "Idempotency key": it never publishes twice).
 *
 * Readers call `flush()` first (explicitly: nothing commits on a read by itself); `readJob`
 * flushes only when that job has queued changes. An outcome only the status or the user can
 * settle ('unknown', 'blocked') is committed at once, not in the window.
 *
 * Draft states mirror outcomes (a convenience for lists: the journal is the truth), batched too.
 */
import { publishEvents, publishJobs, type Job, type JobPatch, type PendingEvent, type WritableDB } from '../library';
import { PublisherError } from './errors';
import type { PublisherEvents } from './events';
import type { DraftSource } from './ports';

/** Group commit window for state changes (ms). */
const COMMIT_WINDOW_MS = 5;
/** Queued changes that force a commit before the window ends. */
const COMMIT_MAX_WRITES = 256;
/** Draft states kept before they are written. */
const MARKS_MAX = 256;

type Change = { id: string; patch: JobPatch; events: PendingEvent[]; job: Job };

export class JournalWriter {
  readonly #queue: Change[] = [];
  readonly #queued = new Set<string>();
  #scheduled = false;
  /** A failure of a scheduled commit nobody was waiting for: thrown by the next flush. */
  #error: unknown = undefined;
  /** The last state each job was moved to by this process (saves reading it back). */
  readonly #known = new Map<string, Job>();
  /** Events (answers) to be written with the job's next change. */
  readonly #notes = new Map<string, PendingEvent[]>();
  readonly #marks = new Set<string>();

  constructor(
    readonly db: WritableDB,
    private readonly deps: { events: PublisherEvents; drafts: DraftSource; now: () => number },
  ) {}

  /**
   * Moves a job: the patch and its event are queued for the group commit and the job as it now
   * stands is returned (no read-back). `durable`: written at once, committed with
   * synchronous=FULL (a change that must survive a power cut before the next call).
   */
  move(job: Job, patch: JobPatch, event: { type: string; detail?: Record<string, unknown> }, opts: { durable?: boolean } = {}): Job {
    const at = this.deps.now();
    const events = [...this.takeNotes(job.id), { at, type: event.type, state: patch.state ?? null, detail: event.detail }];
    let next: Job;
    if (opts.durable) {
      this.flush();
      publishJobs.commitAs(this.db, 'full', () => publishJobs.writeChange(this.db, { id: job.id, patch, events }));
      next = publishJobs.applyPatch(job, patch, at);
      this.deps.events.emit('job', next);
    } else {
      next = publishJobs.applyPatch(job, patch, at);
      this.#queue.push({ id: job.id, patch, events, job: next });
      this.#queued.add(job.id);
      if (patch.state === 'unknown' || patch.state === 'blocked' || this.#queue.length >= COMMIT_MAX_WRITES) this.#commitNow();
      else this.#schedule();
    }
    this.#known.set(job.id, next);
    if (patch.state !== undefined) this.markDraft(job.draftId);
    return next;
  }

  /** An event (an answer) written with the job's next change (one transaction instead of two). */
  note(jobId: string, type: string, detail: Record<string, unknown>): void {
    const list = this.#notes.get(jobId);
    const e = { at: this.deps.now(), type, state: null, detail };
    if (list) list.push(e);
    else this.#notes.set(jobId, [e]);
  }

  /** The job's noted events, taken (the caller writes them). */
  takeNotes(jobId: string): PendingEvent[] {
    const list = this.#notes.get(jobId);
    if (!list) return [];
    this.#notes.delete(jobId);
    return list;
  }

  /** Writes the job's noted events that no change took (a call that ended without one). */
  writeNotes(jobId: string): void {
    const left = this.takeNotes(jobId);
    if (left.length === 0) return;
    this.flush();
    for (const e of left) publishEvents.appendEvent(this.db, { jobId, at: e.at, type: e.type, ...(e.detail ? { detail: e.detail } : {}) });
  }

  /** Appends an event without changing the job. */
  append(jobId: string, type: string, detail?: Record<string, unknown>): void {
    this.flush();
    publishEvents.appendEvent(this.db, { jobId, at: this.deps.now(), type, ...(detail ? { detail } : {}) });
  }

  /** The job as this process last moved it, if it did. */
  known(id: string): Job | undefined {
    return this.#known.get(id);
  }
  remember(job: Job): void {
    this.#known.set(job.id, job);
  }
  forget(id: string): void {
    this.#known.delete(id);
  }

  /** The job as the journal has it (its queued changes committed first). */
  readJob(id: string): Job {
    if (this.#error !== undefined || this.#queued.has(id)) this.flush();
    const job = this.getJob(id);
    // What another process changed meanwhile (a cancel) replaces this process's memory of the job.
    if (this.#known.has(id)) this.#known.set(id, job);
    return job;
  }

  /** @throws PublisherError `job_not_found` */
  getJob(id: string): Job {
    const job = publishJobs.findJob(this.db, id);
    if (!job) throw new PublisherError('job_not_found', `no job ${id}`);
    return job;
  }

  /** Notes that a draft's jobs moved, so its mirrored state is derived again (batched; see flushMarks). */
  markDraft(draftId: string | null): void {
    if (draftId === null) return;
    this.#marks.add(draftId);
    if (this.#marks.size >= MARKS_MAX) this.flushMarks();
  }

  /** Writes the draft states kept so far, after the outcomes they mirror. */
  flushMarks(): void {
    if (this.#marks.size === 0) return;
    this.flush();
    const ids = [...this.#marks];
    this.#marks.clear();
    this.deps.drafts.markStates(ids);
  }

  /** Forgets what this process remembers of the jobs of a finished run. */
  clearKnown(): void {
    this.#known.clear();
  }

  /**
   * Commits every queued change in ONE transaction, then emits their 'job' events. Should it fail,
   * each job's changes are committed on their own, so one failing cannot take the others with it.
   * Throws the first failure (or that of an earlier scheduled commit).
   */
  flush(): void {
    let error = this.#error;
    this.#error = undefined;
    const changes = this.#queue.splice(0);
    this.#queued.clear();
    const byJob = new Map<string, { id: string; patch: JobPatch; events: PendingEvent[]; jobs: Job[] }>();
    for (const c of changes) {
      const g = byJob.get(c.id);
      if (!g) byJob.set(c.id, { id: c.id, patch: c.patch, events: [...c.events], jobs: [c.job] });
      else {
        g.patch = publishJobs.mergePatch(g.patch, c.patch);
        g.events.push(...c.events);
        g.jobs.push(c.job);
      }
    }
    const groups = [...byJob.values()];
    const written: Job[] = [];
    if (groups.length > 0) {
      try {
        publishJobs.writeChanges(this.db, groups);
        for (const g of groups) written.push(...g.jobs);
      } catch {
        for (const g of groups) {
          try {
            publishJobs.writeChanges(this.db, [g]);
            written.push(...g.jobs);
          } catch (e) {
            error ??= e;
          }
        }
      }
    }
    for (const j of written) this.deps.events.emit('job', j);
    if (error !== undefined) throw error;
  }

  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    setTimeout(() => {
      this.#scheduled = false;
      this.#commitNow();
    }, COMMIT_WINDOW_MS);
  }

  /** Commits what is queued; a failure is kept for the next flush (which throws it). */
  #commitNow(): void {
    try {
      this.flush();
    } catch (e) {
      this.#error ??= e;
    }
  }
}
