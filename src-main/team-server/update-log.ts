import type { beforeUnloadDocumentPayload, Extension, onChangePayload, onLoadDocumentPayload } from '@hocuspocus/server';
import * as Y from 'yjs';
import type { TeamStore } from './store';

/** The origin @hocuspocus/extension-redis gives an update that came from another instance (its redisTransactionOrigin). */
export const REDIS_ORIGIN = '__hocuspocus__redis__origin__';

export interface UpdateLogOptions {
  /** How long after a change its update is appended (ms), and at most after the first pending one. */
  debounceMs: number;
  maxDebounceMs: number;
  /** Compaction when this many rows wait in a document's log… */
  compactAfterRows: number;
  /** …or this many bytes (or half the compacted state, when that is more: the cost of a fold stays in proportion). */
  compactAfterBytes: number;
  /** A store that failed (the update stays pending and is tried again). */
  onError(err: unknown): void;
}

interface DocLog {
  pending: Uint8Array[];
  firstPendingAt: number;
  timer: NodeJS.Timeout | undefined;
  /** Rows and bytes in the stored log (this instance's appends since the last compaction, plus what it found at load). */
  rows: number;
  bytes: number;
  stateBytes: number;
  /** An update came through Redis since load (stored by its own instance, which may have died before it could). */
  remote: boolean;
  /** Appends and compactions of this document, one after the other. */
  chain: Promise<void>;
}

/**
 * How a team server stores its documents (issue 33): each update a member of THIS instance sends
 * is appended to the store's log (batched over `debounceMs`, one row per batch), never the whole
 * state; the log is folded into the state when it passes a bound and when the document is unloaded.
 *
 * With Redis, an update from another instance (origin REDIS_ORIGIN) is not appended here: the
 * instance its member sent it to appends it, so each update is stored once. The fold at unload
 * merges this instance's whole in-memory state too, so an update whose instance died before its
 * append is still stored (a second copy of anything is harmless: a merge is a union).
 */
export class UpdateLog implements Extension {
  private readonly docs = new Map<string, DocLog>();
  /** Each document's log between beforeUnloadDocument and afterUnloadDocument. */
  private readonly unloading = new Map<string, DocLog>();

  constructor(private readonly store: TeamStore, private readonly opts: UpdateLogOptions) {}

  async onLoadDocument({ documentName, document }: onLoadDocumentPayload): Promise<void> {
    const state = await this.store.fetchDocument(documentName);
    if (state) Y.applyUpdate(document, state);
    const p = await this.store.pendingUpdates(documentName);
    // A fresh entry per load: the end of an earlier load's unload (afterUnloadDocument) does not touch it.
    const log: DocLog = { pending: [], firstPendingAt: 0, timer: undefined, rows: p.rows, bytes: p.bytes, stateBytes: p.stateBytes, remote: false, chain: Promise.resolve() };
    this.docs.set(documentName, log);
    if (this.overBound(log)) void this.run(log, () => this.fold(documentName, log)).catch((err: unknown) => this.opts.onError(err));
  }

  async onChange({ documentName, update, transactionOrigin }: onChangePayload): Promise<void> {
    const log = this.docs.get(documentName);
    if (!log) return;
    if (transactionOrigin === REDIS_ORIGIN) {
      log.remote = true;
      return;
    }
    if (log.pending.length === 0) log.firstPendingAt = Date.now();
    log.pending.push(update);
    this.schedule(documentName, log);
  }

  async beforeUnloadDocument({ documentName, document }: beforeUnloadDocumentPayload): Promise<void> {
    const log = this.docs.get(documentName);
    if (!log) return;
    this.unloading.set(documentName, log);
    try {
      await this.flush(documentName, log);
      // Without Redis updates, memory holds only what was loaded or appended: the fold needs no copy of it.
      await this.run(log, () => this.fold(documentName, log, log.remote ? Y.encodeStateAsUpdate(document) : undefined));
    } catch (err) {
      // Unloading goes on (the updates are in the log, or pending and tried again); the next load folds them.
      this.opts.onError(err);
    }
  }

  async afterUnloadDocument({ documentName }: { documentName: string }): Promise<void> {
    // The load that was unloading (a new load of the same name may have begun meanwhile: its entry stays).
    const log = this.unloading.get(documentName);
    if (!log) return;
    this.unloading.delete(documentName);
    // An update that came in during the last fold is appended before the document's log is let go.
    await this.flush(documentName, log);
    clearTimeout(log.timer);
    if (this.docs.get(documentName) === log) this.docs.delete(documentName);
  }

  /** True while an update waits or a write runs. */
  busy(): boolean {
    for (const log of this.docs.values()) if (log.pending.length > 0 || log.timer !== undefined) return true;
    return this.running > 0;
  }

  /** Appends every pending update now (stop). */
  async flushAll(): Promise<void> {
    await Promise.all([...this.docs].map(([name, log]) => this.flush(name, log)));
  }

  private running = 0;

  private schedule(name: string, log: DocLog): void {
    clearTimeout(log.timer);
    const wait = Math.max(0, Math.min(this.opts.debounceMs, log.firstPendingAt + this.opts.maxDebounceMs - Date.now()));
    log.timer = setTimeout(() => void this.flush(name, log), wait);
  }

  private overBound(log: DocLog): boolean {
    return log.rows >= this.opts.compactAfterRows || log.bytes >= Math.max(this.opts.compactAfterBytes, log.stateBytes / 2);
  }

  private run(log: DocLog, f: () => Promise<void>): Promise<void> {
    const next = log.chain.then(async () => {
      this.running++;
      try {
        await f();
      } finally {
        this.running--;
      }
    });
    log.chain = next.catch(() => {});
    return next;
  }

  private flush(name: string, log: DocLog): Promise<void> {
    clearTimeout(log.timer);
    log.timer = undefined;
    return this.run(log, async () => {
      if (log.pending.length === 0) return;
      const batch = log.pending.splice(0);
      const update = batch.length === 1 ? batch[0]! : Y.mergeUpdates(batch);
      try {
        await this.store.appendUpdate(name, update, new Date().toISOString());
      } catch (err) {
        // Kept, in order, for the next try (stop() tries once more before it closes the store).
        log.pending.unshift(...batch);
        if (this.docs.get(name) === log) this.schedule(name, log);
        throw err;
      }
      log.rows++;
      log.bytes += update.byteLength;
      if (this.overBound(log)) await this.fold(name, log);
    }).catch((err: unknown) => this.opts.onError(err));
  }

  private async fold(name: string, log: DocLog, extra?: Uint8Array): Promise<void> {
    const r = await this.store.compactDocument(name, new Date().toISOString(), extra);
    log.rows = 0;
    log.bytes = 0;
    log.stateBytes = r.stateBytes;
  }
}
