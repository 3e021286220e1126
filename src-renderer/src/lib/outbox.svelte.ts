import type { JobDto, PostroomApi, RetryWhenDto } from '../../../src-main/bridge/contract';
import { follow } from './follow';
import { CardThumbs } from './cardThumbs';
import { upsertJob } from './jobs';
import { outboxCounts, type OutboxCounts } from '../../../src-shared/outbox-counts';

export { CANCELLABLE } from './jobs';

/**
 * The outbox: publishing jobs (jobs.list), kept current by the 'job' event, with
 * the follow-ups the publisher offers (cancel, retry the refused channels, resend
 * after an unknown outcome: each of the last two is a NEW job with a NEW key).
 */
export class OutboxState {
  #bridge: PostroomApi;
  #jobs = $state.raw<JobDto[]>([]);
  #loaded = $state(false);
  #error = $state.raw<{ code: string; message: string } | null>(null);

  /** The cards' photos, loaded as cards come into view and kept while the app runs. */
  readonly thumbs: CardThumbs;

  constructor(bridge: PostroomApi) {
    this.#bridge = bridge;
    this.thumbs = new CardThumbs(bridge);
  }

  get jobs(): JobDto[] {
    return this.#jobs;
  }
  get loaded(): boolean {
    return this.#loaded;
  }
  get error() {
    return this.#error;
  }
  /**
   * w22outbox (walk 20, 4): the header's counts, from the field the cards read (each job's post `by`): a waiting job
   * whose call was a replay of a teammate's send is counted as theirs, as its card says "Sent by Bảo".
   */
  readonly counts: OutboxCounts<NonNullable<JobDto['post']['by']>> = $derived.by(() => outboxCounts(this.#jobs));
  /** Every waiting job, this computer's own and replays alike (each still polls the Hub). */
  readonly waiting: number = $derived.by(() => this.counts.waiting);

  async load(): Promise<void> {
    const r = await this.#bridge.invoke('jobs.list', { limit: 500 });
    this.#loaded = true;
    if (r.ok) {
      this.#jobs = r.value;
      this.#error = null;
    } else this.#error = r.error;
  }

  /**
   * Follows the publisher's 'job' events; after a break in them (onResync), reads the list again.
   * jobverdict (issue 34): a card's verdicts carry the team's review rules ("Send again as new" waits for
   * a new approval), so a review step or an edit of one of the listed posts (a teammate's too: no ids)
   * reads the list again, once for a burst of them.
   */
  watch(): () => void {
    const listed = (id: string | null | undefined): boolean => !id || this.#jobs.some((j) => j.draftId === id);
    const off = follow(this.#bridge, {
      job: (j) => (this.#jobs = upsertJob(this.#jobs, j)),
      review: (e) => { if (e.kind !== 'commented' && listed(e.draftId)) this.#soon(); },
      'library.changed': (e) => { if (e.draftIds.length === 0 || e.draftIds.some(listed)) this.#soon(); },
    }, () => void this.load());
    return () => {
      off();
      if (this.#timer) clearTimeout(this.#timer);
      this.#timer = null;
    };
  }
  #timer: ReturnType<typeof setTimeout> | null = null;
  #soon = (): void => {
    if (this.#timer) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      void this.load();
    }, 200);
  };

  async cancel(id: string) {
    const r = await this.#bridge.invoke('jobs.cancel', { id });
    if (r.ok) this.#jobs = upsertJob(this.#jobs, r.value);
    return r;
  }
  /** `when`: after the post's time, now or a new time (the core refuses a retry of a past time without it). */
  async retryFailed(id: string, when?: RetryWhenDto) {
    const r = await this.#bridge.invoke('jobs.retryFailed', when ? { id, when } : { id });
    if (r.ok) this.#jobs = upsertJob(this.#jobs, r.value);
    return r;
  }
  /** The user saw an unknown post live: it becomes published and is never resent. */
  async markLive(id: string) {
    const r = await this.#bridge.invoke('jobs.markLive', { id, confirm: true });
    if (r.ok) this.#jobs = upsertJob(this.#jobs, r.value);
    return r;
  }
  /** An unknown outcome: one status read at the Hub (never a resend); the job as it then stands. */
  async askHub(id: string) {
    const r = await this.#bridge.invoke('jobs.askHub', { id });
    if (r.ok) this.#jobs = upsertJob(this.#jobs, r.value);
    return r;
  }
  /** Reads one job again (its verdicts change when its time comes). */
  async refresh(id: string) {
    const r = await this.#bridge.invoke('jobs.get', { id });
    if (r.ok) this.#jobs = upsertJob(this.#jobs, r.value);
    return r;
  }
  record(id: string) {
    return this.#bridge.invoke('jobs.record', { id });
  }
  /** `when`: a post whose time has passed goes now or at a new time (the table asks resend_when). */
  async resendUnknown(id: string, when?: RetryWhenDto) {
    const r = await this.#bridge.invoke('jobs.resendUnknown', { id, confirm: true, ...(when ? { when } : {}) });
    if (r.ok) this.#jobs = upsertJob(this.#jobs, r.value);
    return r;
  }
}
