import { batchNeedsAttention, batchSettled } from './batchProgress';
import type {
  BatchDto, CampaignCollisionDto, CampaignDetailDto, CampaignImportReportDto, CampaignPlanDto, CampaignStatusDto, DryRunDto, PostroomApi, CampaignQueueDto, SpreadItemDto,
} from '../../../src-main/bridge/contract';
import { withPostStates } from './campaignPosts';
import { coalesced } from './coalesce';
import type { Timers } from './debounce';

/**
 * What the import panel offers for rows that leave the profile or channels out, and the person's answer to
 * "day or month first?" (null: as the file's rows show; issue 31).
 */
export interface ImportDefaults {
  profile_id: string | null; platforms: string[]; timezone: string | null; dateOrder?: 'dmy' | 'mdy' | null;
  /** Rows matching posts already in the campaign: ask (the default: nothing written), skip them, or import anyway. */
  duplicates?: 'ask' | 'skip' | 'import';
}

const importInput = (d: ImportDefaults) => {
  const { dateOrder, duplicates, ...defaults } = d;
  return { defaults, ...(dateOrder ? { dateOrder } : {}), ...(duplicates ? { duplicates } : {}) };
};

/** The file a person picked or dropped: its name and text (files move through the browser, never by path). */
/** `encoding`: what the picker read the bytes in (w15import), and `encodingBy` what decided it (w26bom), said back in the report. */
export interface PickedFile { name: string; text: string; encoding?: 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' | 'windows-1258'; encodingBy?: 'bom' | 'content' | 'guess' | 'choice' }
/** w26bom: how the picked file was read, as the bridge takes it. */
const readInput = (f: PickedFile) => ({ ...(f.encoding ? { encoding: f.encoding } : {}), ...(f.encodingBy ? { encodingBy: f.encodingBy } : {}) });

export interface BatchNotice { campaign: string; batch: number; attention: boolean; skipped: number; byState: BatchDto['byState']; refusals: BatchDto['refusals']; scheduled: number; queued: number }

export interface CampaignDeps {
  bridge: PostroomApi;
  /** Told once per batch when it finishes (the screen shows a system notification). */
  notify?: (n: BatchNotice) => void;
  /** For the pause between post reloads while a send moves on (default: the window's). */
  timers?: Timers;
}

/**
 * While a send moves on, what it changed of the posts (their state and send column, and so the
 * counts) is read again at most this often: a 2,000-post send changes hands 80 times.
 */
export const POSTS_RELOAD_GAP_MS = 1000;


/**
 * One open campaign: its posts, the import (check, then the valid rows alone), the plan and its
 * preview, the dry run, and the send with each batch's progress from the core's events.
 */
export class CampaignState {
  #bridge: PostroomApi;
  #notify: (n: BatchNotice) => void;
  #id: string;

  #detail = $state.raw<CampaignDetailDto | null>(null);
  #error = $state.raw<{ code: string; message: string } | null>(null);
  #busy = $state<string | null>(null);
  #file = $state.raw<PickedFile | null>(null);
  #report = $state.raw<CampaignImportReportDto | null>(null);
  #imported = $state.raw<CampaignImportReportDto | null>(null);
  #plan = $state.raw<CampaignPlanDto | null>(null);
  #preview = $state.raw<SpreadItemDto[] | null>(null);
  #queues = $state.raw<CampaignQueueDto[]>([]);
  #dryRun = $state.raw<DryRunDto | null>(null);
  /**
   * The fingerprint of the last dry run, kept when its table is cleared (an edited plan): Send
   * passes it and the core refuses (plan_changed) if what Send would hand over changed since.
   */
  #fingerprint: string | null = null;
  /** Send was refused because the posts changed after the dry run: the Send tab asks for a new one. */
  #planChanged = $state(false);
  #status = $state.raw<CampaignStatusDto | null>(null);
  /** left31: posts that land on posts already planned or sent on the same channel (a campaign duplicated a month later). */
  #collisions = $state.raw<CampaignCollisionDto[]>([]);
  /** Batches already announced as finished (one notification each). */
  // Bookkeeping, never rendered: a plain Set on purpose.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  #announced = new Set<string>();
  /** Loads asked for while one runs (library.changed right after an import or a plan) are one more load. */
  readonly #load: () => Promise<void>;
  /** The status read again after events overtook a read of it. */
  readonly #statusAgain: () => Promise<void>;
  /** Post reloads asked for by the send's progress: one at a time, POSTS_RELOAD_GAP_MS apart. */
  readonly #reloadPosts: () => Promise<void>;

  constructor(id: string, deps: CampaignDeps) {
    this.#id = id;
    this.#bridge = deps.bridge;
    this.#notify = deps.notify ?? (() => undefined);
    this.#load = coalesced(() => this.#loadOnce());
    this.#statusAgain = coalesced(() => this.#readStatus());
    this.#reloadPosts = coalesced(() => this.#refreshPosts(), { gapMs: POSTS_RELOAD_GAP_MS, ...(deps.timers ? { timers: deps.timers } : {}) });
  }

  get id(): string { return this.#id; }
  get detail(): CampaignDetailDto | null { return this.#detail; }
  get error() { return this.#error; }
  get busy(): string | null { return this.#busy; }
  get file(): PickedFile | null { return this.#file; }
  get report(): CampaignImportReportDto | null { return this.#report; }
  get imported(): CampaignImportReportDto | null { return this.#imported; }
  get plan(): CampaignPlanDto | null { return this.#plan; }
  get preview(): SpreadItemDto[] | null { return this.#preview; }
  get queues(): CampaignQueueDto[] { return this.#queues; }
  get dryRun(): DryRunDto | null { return this.#dryRun; }
  get planChanged(): boolean { return this.#planChanged; }
  /** The plan being edited differs from the stored one (not given to the posts yet): the dry run and Send do not use it. */
  readonly planEdited: boolean = $derived.by(() => {
    const a = this.#plan;
    const b = this.#detail?.plan;
    return a !== null && b !== undefined && JSON.stringify(a) !== JSON.stringify({ ...a, ...b });
  });
  get status(): CampaignStatusDto | null { return this.#status; }
  get collisions(): CampaignCollisionDto[] { return this.#collisions; }

  readonly profileIds: string[] = $derived.by(() => (this.#detail?.posts ?? []).map((p) => p.profile_id).filter((p, i, all): p is string => p !== null && all.indexOf(p) === i));
  /**
   * Posts never sent, and posts an earlier send skipped for their problems. The send's own counts
   * when known: its events move first, while the posts are read again at most once a second, so
   * the header and the Send button never lag behind the Send tab's line (they showed "Send 5
   * posts" for a moment after those five had gone).
   */
  readonly #counts = $derived.by(() => {
    const s = this.#status;
    if (s) return { unsent: s.unsent, skipped: s.skipped };
    const posts = this.#detail?.posts ?? [];
    // teamcampaign: a post a teammate sent is sent (the core's status counts it apart, never as unsent or skipped).
    return { unsent: posts.filter((p) => p.send === null && !p.teamSent).length, skipped: posts.filter((p) => p.send === 'skipped' && !p.teamSent).length };
  });
  /** Posts a send takes: never sent, or skipped by an earlier send for their problems (one fixed since goes). */
  readonly unsentCount: number = $derived(this.#counts.unsent + this.#counts.skipped);
  /** Of those, the ones skipped for their problems: the Send tab and the header count them apart. */
  readonly skippedCount: number = $derived(this.#counts.skipped);

  async #run<T>(what: string, f: () => Promise<{ ok: true; value: T } | { ok: false; error: { code: string; message: string } }>): Promise<T | null> {
    this.#busy = what;
    this.#error = null;
    try {
      const r = await f();
      if (!r.ok) {
        this.#error = r.error;
        return null;
      }
      return r.value;
    } finally {
      this.#busy = null;
    }
  }

  /** Reads the campaign and its send status; calls made while a load runs share the next one. */
  load(): Promise<void> {
    return this.#load();
  }

  async #loadOnce(): Promise<void> {
    const d = await this.#run('load', () => this.#bridge.invoke('campaigns.get', { id: this.#id }));
    if (d) {
      this.#detail = d;
      this.#plan ??= d.plan;
      await this.#readCollisions();
    }
    await this.#readStatus();
  }

  /** What the campaign's posts still to send fall on (the core's collisions: a post sent is no longer one of them). */
  async #readCollisions(): Promise<void> {
    const k = await this.#bridge.invoke('campaigns.collisions', { id: this.#id });
    if (k.ok) this.#collisions = k.value;
  }

  /** The send status read. */
  async #readStatus(): Promise<void> {
    const taken = this.#statusesTaken;
    const s = await this.#bridge.invoke('campaigns.status', { id: this.#id });
    if (!s.ok) return;
    // A status or batch event that came while the read was on its way may be newer than it: the
    // read is not laid over it (only over nothing), and the status is read once more.
    const overtaken = this.#statusesTaken !== taken;
    if (this.#status === null || !overtaken) {
      // Batches that finished before the screen opened are not announced again.
      if (this.#status === null) for (const b of s.value.batches) if (batchSettled(b)) this.#announced.add(b.id);
      this.onStatus(s.value);
    }
    if (overtaken) void this.#statusAgain();
  }

  /** What a send changed of the posts (their state and send outcome), or the whole campaign again when its posts themselves changed. */
  async #refreshPosts(): Promise<void> {
    if (this.#detail) {
      const r = await this.#bridge.invoke('campaigns.postStates', { id: this.#id });
      if (!r.ok) return;
      const cur = this.#detail;
      const posts = withPostStates(cur.posts, r.value.posts);
      if (posts) {
        if (posts !== cur.posts || cur.sendState !== r.value.sendState) this.#detail = { ...cur, sendState: r.value.sendState, posts };
        // w26campaign: a post sent (or back to a draft) changes what the banner checks: read its verdict again.
        if (posts !== cur.posts) await this.#readCollisions();
        return;
      }
    }
    const d = await this.#bridge.invoke('campaigns.get', { id: this.#id });
    if (d.ok) this.#detail = d.value;
    await this.#readCollisions();
  }

  async rename(name: string): Promise<boolean> {
    const r = await this.#run('rename', () => this.#bridge.invoke('campaigns.rename', { id: this.#id, name }));
    if (r && this.#detail) this.#detail = { ...this.#detail, name: r.name };
    return r !== null;
  }

  async removePosts(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    if (await this.#run('remove', () => this.#bridge.invoke('campaigns.removeDrafts', { id: this.#id, draftIds: ids }))) await this.load();
  }

  async addDrafts(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    if (await this.#run('add', () => this.#bridge.invoke('campaigns.addDrafts', { id: this.#id, draftIds: ids }))) await this.load();
  }

  /**
   * Reads a file: imported at once when every row is good, else the row report. With `checkOnly` (a re-check
   * after a default changed) nothing is written: importing stays the person's act (the Import button).
   */
  async check(file: PickedFile, defaults: ImportDefaults, checkOnly = false): Promise<void> {
    this.#file = file;
    this.#imported = null;
    this.#report = await this.#run('check', () => this.#bridge.invoke('campaigns.import', { id: this.#id, name: file.name, text: file.text, ...readInput(file), ...importInput(defaults), ...(checkOnly ? { checkOnly } : {}) }));
    if (this.#report && this.#report.imported > 0) {
      this.#imported = this.#report;
      this.#report = null;
      this.#file = null;
      await this.load();
    }
  }

  /** Imports the valid rows of the checked file alone. */
  async importValid(defaults: ImportDefaults): Promise<void> {
    const f = this.#file;
    if (!f) return;
    const r = await this.#run('import', () => this.#bridge.invoke('campaigns.import', { id: this.#id, name: f.name, text: f.text, ...readInput(f), ...importInput(defaults), partial: true }));
    if (r) {
      this.#imported = r;
      this.#report = null;
      this.#file = null;
      await this.load();
    }
  }

  /**
   * Checks the file already read again, after a default changed (profile, channels, zone, date order): the
   * report then tells the truth of the choices shown, without picking the file again. It writes nothing, even
   * when every row is now good (a person ticks two channels before importing). Nothing when no file waits.
   */
  async recheck(defaults: ImportDefaults): Promise<void> {
    const f = this.#file;
    if (f && this.#report) await this.check(f, defaults, true);
  }

  /** Reads the file already read again with the person's answer to "these rows are posts already here": skip them or import anyway. */
  async answerDuplicates(defaults: ImportDefaults): Promise<void> {
    const f = this.#file;
    if (f && this.#report) await this.check(f, defaults);
  }

  /**
   * Reads the file already read again with the person's answer to its question (day or month first): the read
   * the question held up, so a file whose rows are then all good is imported, as it would have been at once.
   */
  async answerDates(defaults: ImportDefaults): Promise<void> {
    const f = this.#file;
    if (f && this.#report) await this.check(f, defaults);
  }

  clearImport(): void {
    this.#file = null;
    this.#report = null;
    this.#imported = null;
  }

  async template(): Promise<{ name: string; text: string } | null> {
    return this.#run('template', () => this.#bridge.invoke('campaigns.template', {}));
  }

  setPlan(patch: Partial<CampaignPlanDto>): void {
    if (!this.#plan) return;
    this.#plan = { ...this.#plan, ...patch };
    this.#preview = null;
    this.#dryRun = null;
  }

  /**
   * Reads the audience of `profileId` on `platform` (Insights) and stores its best hours as this
   * campaign's slots (mode best_hours). The rest of the plan being edited is kept.
   */
  async useBestHours(profileId: string, platform: string): Promise<boolean> {
    const a = await this.#run('bestHours', () => this.#bridge.invoke('insights.audience', { profile_id: profileId, platform }));
    if (!a || a.bestHours.length === 0) return false;
    const stored = await this.#run('bestHours', () => this.#bridge.invoke('campaigns.useBestHours', { id: this.#id, profile_id: profileId, platform, hours: a.bestHours, timezone: a.timezone }));
    if (!stored) return false;
    this.setPlan({ mode: 'best_hours', bestHours: stored.bestHours });
    return true;
  }

  /** Reads the profiles' queue slots from the Hub (the cached copy offline). */
  async loadQueues(): Promise<void> {
    const ids = this.profileIds;
    if (ids.length === 0) return;
    const q = await this.#run('queues', () => this.#bridge.invoke('campaigns.queueSettings', { profileIds: ids }));
    if (q) this.#queues = q;
  }

  async previewPlan(): Promise<void> {
    const plan = this.#plan;
    if (!plan) return;
    if (plan.mode === 'queue_slots' && this.#queues.length === 0) await this.loadQueues();
    const r = await this.#run('preview', () => this.#bridge.invoke('campaigns.preview', { id: this.#id, plan }));
    if (r) this.#preview = r.items;
  }

  /** Gives the posts the plan's times (after this, a dry run made before no longer matches what Send would do). */
  async applyPlan(): Promise<{ written: number; moved: number; backToReview: ReadonlyArray<{ id: string; position: number; by: string }> } | null> {
    const plan = this.#plan;
    if (!plan) return null;
    if (plan.mode === 'queue_slots' && this.#queues.length === 0) await this.loadQueues();
    const r = await this.#run('apply', () => this.#bridge.invoke('campaigns.applyPlan', { id: this.#id, plan }));
    if (!r) return null;
    this.#preview = r.items;
    // The posts' times changed: an earlier dry run's table no longer describes Send (its fingerprint is kept, so Send says so).
    this.#dryRun = null;
    await this.load();
    // w24campaign (walk 21, 2): how many got a NEW time, and the approved posts that sends back to review (the core's).
    return { written: r.written, moved: r.moved, backToReview: r.backToReview };
  }

  async runDryRun(): Promise<void> {
    const r = await this.#run('dryRun', () => this.#bridge.invoke('campaigns.dryRun', { id: this.#id }));
    if (r) {
      this.#dryRun = r;
      this.#fingerprint = r.fingerprint;
      this.#planChanged = false;
    }
  }

  async dryRunCsv(): Promise<{ name: string; text: string } | null> {
    return this.#run('csv', () => this.#bridge.invoke('campaigns.dryRunCsv', { id: this.#id }));
  }

  /**
   * Sends; after a dry run, only if what Send would hand over is still what it showed. If not, the
   * core sends nothing and answers plan_changed: the dry run is dropped and the Send tab asks for a new one.
   */
  async send(): Promise<void> {
    const seen = this.#statusSeen;
    const fingerprint = this.#fingerprint;
    const s = await this.#run('send', () => this.#bridge.invoke('campaigns.send', fingerprint === null ? { id: this.#id } : { id: this.#id, fingerprint }));
    if (this.#error?.code === 'plan_changed') {
      this.#error = null;
      this.#dryRun = null;
      this.#planChanged = true;
      return;
    }
    this.#planChanged = false;
    this.#answered(s, seen);
  }
  /** Resumes a paused send (the posts were checked against the dry run when the send began). */
  async resume(): Promise<void> {
    const seen = this.#statusSeen;
    const s = await this.#run('send', () => this.#bridge.invoke('campaigns.send', { id: this.#id }));
    this.#answered(s, seen);
  }
  async pause(): Promise<void> {
    const seen = this.#statusSeen;
    const s = await this.#run('pause', () => this.#bridge.invoke('campaigns.pause', { id: this.#id }));
    this.#answered(s, seen);
  }
  async cancel(): Promise<void> {
    const seen = this.#statusSeen;
    const s = await this.#run('cancel', () => this.#bridge.invoke('campaigns.cancel', { id: this.#id }));
    if (s) {
      this.#answered(s, seen);
      await this.load();
    }
  }

  /** Statuses taken in so far (events and answers): an answer is older than any event that came while it was on its way. */
  #statusSeen = 0;
  /** Statuses and batch progress taken in so far: a load's read is older than any that came while it was on its way. */
  #statusesTaken = 0;
  /**
   * An action's answer, unless a 'campaign' event came while it was on its way: the event is the
   * newer word (a send that ends at once says 'done' before its own answer, 'sending', arrives).
   */
  #answered(s: CampaignStatusDto | null, seen: number): void {
    if (s && this.#statusSeen === seen) this.onStatus(s);
  }

  /** The core's 'campaign' event (or an answer): the send state and every batch. */
  onStatus(s: CampaignStatusDto): void {
    if (s.campaignId !== this.#id) return;
    this.#statusSeen++;
    this.#statusesTaken++;
    const prev = this.#status;
    this.#status = withReasons(s, prev, () => void this.#statusAgain());
    // The dry run kept in the library (one run before a restart, or by the CLI): Send checks the plan against it as against one run here.
    if (this.#fingerprint === null && s.dryRun) this.#fingerprint = s.dryRun.fingerprint;
    // Posts changed hands (or the send ended): their send column and the counts are read again.
    if (prev && (prev.sendState !== s.sendState || prev.handed !== s.handed || prev.skipped !== s.skipped || prev.withdrawn !== s.withdrawn)) void this.#reloadPosts();
    for (const b of s.batches) this.#maybeAnnounce(b);
  }

  /** The publisher's 'batch' event: one batch's progress, if it is one of this campaign's. */
  onBatch(b: BatchDto): void {
    const s = this.#status;
    if (!s) return;
    const i = s.batches.findIndex((x) => x.id === b.id);
    if (i < 0) return;
    this.#statusesTaken++;
    const batches = [...s.batches];
    const prev = batches[i];
    if (!prev) return;
    // Journaled jobs mean the drafts are no longer pending.
    const jobs = Object.values(b.byState).reduce((a, n) => a + (n ?? 0), 0);
    const next = { ...prev, total: b.total, byState: { ...b.byState }, refusals: { ...b.refusals }, scheduled: b.scheduled, queued: b.queued, pending: Math.max(0, b.total - jobs - prev.skipped) };
    batches[i] = next;
    this.#status = { ...s, batches };
    this.#maybeAnnounce(next);
    // A post's outcome arrived (its job moved on): the Posts tab's states are read again, through the
    // same merged reload as the send's own changes (one at a time, at most once a second, the last
    // request always served), so two reads never race and an older answer never lands last.
    if (JSON.stringify([prev.byState, prev.refusals, prev.scheduled, prev.queued]) === JSON.stringify([next.byState, next.refusals, next.scheduled, next.queued])) return;
    void this.#reloadPosts();
    // h-camphead (walk 44b, 3c): the header's "N at the Hub, M waiting to reach it" is the core's (status `toHub`, `split`),
    // not this batch's: while it says some wait, an outcome that arrived is read again into it, on the same event as the
    // legend beside it (it kept "0 at the Hub, 6 waiting" until a reload while the legend said 4 scheduled at the Hub).
    if ((s.toHub?.waiting ?? 0) > 0) void this.#statusAgain();
  }

  #maybeAnnounce(b: CampaignStatusDto['batches'][number]): void {
    if (this.#announced.has(b.id) || !batchSettled(b)) return;
    this.#announced.add(b.id);
    const batches = this.#status?.batches ?? [];
    this.#notify({ campaign: this.#detail?.name ?? '', batch: batches.findIndex((x) => x.id === b.id) + 1, attention: batchNeedsAttention(b), skipped: b.skipped, byState: b.byState, refusals: b.refusals, scheduled: b.scheduled, queued: b.queued });
  }
}

/**
 * h-uicall: a 'campaign' event leaves out the reasons' list when it is the one the campaign's last event carried (bridge
 * status-events.ts), naming it by its key: the list held under that key is kept. Held under another key (the status was
 * read between two events), it is not this status's list: none is shown until the status read again (`readAgain`) brings it.
 */
export function withReasons(s: CampaignStatusDto, prev: CampaignStatusDto | null, readAgain: () => void): CampaignStatusDto {
  const key = s.now.notSentWhyKey;
  if (s.now.notSentWhy !== undefined || key === undefined) return s;
  if (prev?.now.notSentWhyKey === key && prev.now.notSentWhy !== undefined) return { ...s, now: { ...s.now, notSentWhy: prev.now.notSentWhy } };
  readAgain();
  return s;
}
