import { exchangeBlobs, type BlobReport } from './blobs-client';

/**
 * When an open team session moves photo bytes (issue 33 item 4; the bytes themselves: blobs-client.ts): one
 * exchange at a time, once per burst of teammates' updates, and again for photos the server did not have yet
 * (the teammate who added one uploads it just after its draft goes out). One per open session (service.ts).
 */

/** Waits before asking the server again for photos it did not have yet: 1 s, 2 s, 4 s … at most 60 s, then at the next change. */
const BLOB_RETRY_MS = (n: number): number => Math.min(60_000, 1000 * 2 ** n);
const BLOB_RETRIES = 7;

export interface PhotoExchangeOptions {
  /** What one exchange is given, read when it starts (the role may have changed). */
  input: () => Omit<Parameters<typeof exchangeBlobs>[0], 'uploaded'>;
  /** Whether the session is still the open one (a timer of a closed one does nothing). */
  live: () => boolean;
  /** An exchange ended (its report when it answered). */
  done: (r: BlobReport | null) => void;
  /** The exchange itself (default blobs-client.ts exchangeBlobs). */
  exchange?: typeof exchangeBlobs;
}

export class PhotoExchange {
  /** The photos this laptop uploaded in this session (never uploaded twice). */
  readonly uploaded = new Set<string>();
  readonly #o: PhotoExchangeOptions;
  #running: Promise<void> | null = null;
  /** Asked again while an exchange ran: it read its photos before, so one more runs after it (w28order). */
  #again = false;
  #timer: NodeJS.Timeout | null = null;
  #retries = 0;

  constructor(o: PhotoExchangeOptions) {
    this.#o = o;
  }

  /** After a teammate's change: fetch the photos it names, once per burst of updates. */
  soon(ms = 300): void {
    if (this.#timer) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      if (this.#o.live()) this.now();
    }, ms);
    this.#timer.unref();
  }

  /** Moves photo bytes now; while an exchange is under way, once more after it (a photo added meanwhile goes up too). */
  now(): void {
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = (this.#o.exchange ?? exchangeBlobs)({ ...this.#o.input(), uploaded: this.uploaded }).then((r) => {
      // A teammate's draft arrives before its photo's bytes (they go up once the draft is acknowledged): ask again.
      if (r.failed.some((f) => f.code === 'blob_not_found') && this.#retries < BLOB_RETRIES) this.soon(BLOB_RETRY_MS(this.#retries++));
      else this.#retries = 0;
      return r;
    }, () => null).then((r) => {
      this.#running = null;
      this.#o.done(r);
      if (this.#again && this.#o.live()) {
        this.#again = false;
        this.now();
      }
    });
  }

  /** The session closes: no more timers; waits for an exchange under way. */
  async stop(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#again = false;
    await this.#running;
  }
}
