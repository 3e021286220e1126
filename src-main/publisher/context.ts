/**
 * What every step of the publisher works with: the ports, the settings, the journal writer, the
 * bodies and the rate gate, built once by the Publisher façade and passed to each step module
 * (prepare, send, poll, run). Plain data and small objects; no step holds state of its own.
 */
import type { Clock } from '../common';
import type { HubAnswer, HubContract } from '../hub';
import type { Job, WritableDB } from '../library';
import type { PublisherEvents } from './events';
import type { RateGate, Sleep } from './gate';
import type { JobBodies } from './job-bodies';
import type { PublisherOptions, PublisherStats } from './options';
import type { DraftSource, HubPort, MediaPort } from './ports';
import type { TeamPublishPort } from './team';
import type { JournalSync } from './wal-sync';
import type { JournalWriter } from './writer';

export interface PublisherContext {
  readonly db: WritableDB;
  readonly hub: HubPort;
  readonly media: MediaPort;
  readonly drafts: DraftSource;
  readonly workspaceId: string | null;
  readonly contract: HubContract;
  readonly clock: Clock;
  readonly sleep: Sleep;
  readonly random: () => number;
  readonly newId: () => string;
  readonly newKey: () => string;
  readonly events: PublisherEvents;
  /** w26outbox: the shell the jobs are made in (PublisherDeps.origin), or null: not recorded. */
  readonly origin: 'cli' | 'app' | null;
  /** A team workspace's port (team.ts); null: a single desk. */
  readonly team: TeamPublishPort | null;
  readonly options: Readonly<PublisherOptions>;
  readonly gate: RateGate;
  readonly journal: JournalWriter;
  readonly bodies: JobBodies;
  readonly durability: JournalDurability;
  /** Jobs a sender or poller of this process holds: never run twice at once in-process. */
  readonly active: Set<string>;
  /**
   * w38sched: the pollers of this process's running runs, told of a job moved outside them (askHub: a post the Hub
   * holds for its time). A round of the background loop takes it up, so its outcome is read at its time, not when a
   * later round begins (a round lives on while any job of its own is due within the wait horizon).
   */
  readonly pollers: Set<(job: Job) => void>;
  readonly stats: PublisherStats;
  /** Tells the UI when the Hub starts or stops answering. */
  connectivity(answer: HubAnswer): void;
}

/**
 * How the journal's commits become durable: with a WalSync, commits are left to one fsync of the
 * WAL on the thread pool (`sync`), made before anything relies on them; without one, every such
 * commit is synchronous=FULL and `sync` has nothing to do.
 */
export class JournalDurability {
  /** A commit left for the next sync was made and no sync has started since. */
  #unsynced = false;

  constructor(readonly walSync: JournalSync | null) {}

  get mode(): 'full' | 'caller' {
    return this.walSync ? 'caller' : 'full';
  }
  get unsynced(): boolean {
    return this.#unsynced;
  }

  /** A commit was left for the next sync. */
  left(): void {
    if (this.walSync) this.#unsynced = true;
  }

  /** Makes every commit so far durable. */
  async sync(): Promise<void> {
    if (!this.walSync) return;
    this.#unsynced = false; // the fsync covers every commit made before it starts
    try {
      await this.walSync.sync();
    } catch (e) {
      this.#unsynced = true;
      throw e;
    }
  }
}

export const now = (ctx: PublisherContext): number => ctx.clock.now();
