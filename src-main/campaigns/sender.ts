/**
 * Sending a campaign: one action hands its unsent posts to the publisher in chunks, each chunk a
 * publisher batch (its progress arrives as the publisher's 'batch' events).
 *
 * 1. The send state is stored (campaign_plans.send_state) before anything is handed over, and
 *    each chunk's posts are recorded with their batch (campaign_sends) as soon as the publisher
 *    has journaled it, so after a quit or a crash `resumeAll` goes on with exactly the posts still
 *    to send; the journaled batches resume in the publisher itself with their recorded keys.
 * 2. Between a batch's journaling and its record here, a crash leaves posts the publisher holds
 *    but this table does not: before each chunk the sender asks the journal which of its posts
 *    already have a job, and records those instead of handing them over again.
 * 3. Pause stops after the chunk in hand (chunks are small); cancel also withdraws every post not
 *    handed over and cancels the campaign's jobs that have not been sent. Resume is send again.
 * 4. The dry run is the send: given the fingerprint of a dry run, Send first checks that the posts
 *    it would hand over are still the ones that dry run showed (send-plan.ts) and, if not, sends
 *    nothing and refuses with `plan_changed`.
 */
import { campaignDryRuns, campaignPlans, campaigns, type Draft, type DryRunRecord, type Library, type SendState } from '../library';
import { CampaignError } from './errors';
import { campaignDrafts, currentFingerprint, type DryRunResult } from './planner';
import { approvalMark, planFingerprint, sendablePosts } from './send-plan';
import { campaignSplit, reviewKind, sendNow, type CampaignSplit, type SendNow } from './send-now';
import { derivedSendState, type SendWord, type WithdrawnByGroup } from './send-state';
import { batchSkipReasons, batchTeamSenders, noSkips, type SkipReasons } from './skip-reasons';
import { batchSenders, type BatchSender } from './batch-senders';
import { sentHerePosts, teamSentPosts, type SentByGroup, type TeamSent } from './team-sent';
import { restoreWithdrawn, type RestoreOutcome } from './restore';
import { batchWaiting, campaignToHub, MAYBE_UNREACHED, type ToHub } from './to-hub';
import { hubWaitWord } from './campaign-word';
import type { BatchProgress, Job, JobState, Problem, ProfilePins, PublishRequestInput, RunOptions, RunReport, TeamPublishPort } from '../publisher';
import { approvalRefusal, libraryDrafts, preflight } from '../publisher';

/** The part of the Publisher façade the sender uses. */
export interface SenderPublisher {
  enqueue(input: PublishRequestInput, run?: RunOptions): Promise<{ batch: BatchProgress | null; done: Promise<RunReport> }>;
  batchProgress(batchId: string): BatchProgress;
  jobs(q: { draftId?: string; batchId?: string; states?: readonly JobState[]; limit?: number }): Job[];
  cancel(jobId: string): Job;
  /** h-campteam (walk 44b, 2): the publisher's `resume` of these jobs alone, under their keys (absent: a publisher that resumes by itself). */
  resumeJobs?(jobIds: readonly string[], run?: RunOptions): Promise<Job[]>;
}

export interface CampaignStatus {
  campaignId: string;
  sendState: SendState;
  total: number;
  /**
   * Handed to the publisher from here (w9camp: a post whose call was a replay of a teammate's is theirs: in `teamSent`, not here).
   * w12camp: with the posts this laptop sent outside the campaign's Send (all of them, send-state.ts `sentHere`): sent from here too.
   */
  handed: number;
  /**
   * w12camp (walk 12, a): of `sentFromHere`, posts sent from here outside the campaign's Send (Compose, `postroom publish`):
   * never handed again. h-replaycount (walk 37, 1): only those that went out (send-state.ts sentHereOut); one of unknown
   * outcome is in `split.unknown` alone (it read "2 sent (1 by you, outside the campaign's Send; 2 by Hà) · 2 outcomes unknown").
   */
  sentHere: number;
  /** w30fold: of `handed`, the posts that went out (neither refused by the Hub nor of unknown outcome; send-state.ts). */
  sentFromHere: number;
  /** h-campcount (walk 41b, 1): of the sent, those the Hub already had from a call no teammate's outcome names (send-state.ts): not this laptop's sends. */
  hadAlready: number;
  /**
   * h-teamwords (walk 31/32): of the sent (from here, outside the Send, by a teammate), those every channel refused: nothing
   * published, never sent again by Send; `channelsRefusedBy`: a teammate's, by whom (send-state.ts).
   */
  channelsRefused: number;
  channelsRefusedBy: Array<{ name: string; posts: number }>;
  /**
   * h-withdrawn (walk 44b, 6): of the posts not sent, those a teammate withdrew after a call that may have reached the Hub,
   * by whom, and whether a send from here now goes under the same keys (send-state.ts `withdrawnBy`). Empty: none.
   */
  withdrawnBy: WithdrawnByGroup[];
  /** Skipped by the publisher for their problems: nothing sent; the next send takes them again. */
  skipped: number;
  withdrawn: number;
  unsent: number;
  /**
   * teamcampaign (issue 34, walk 4): posts a teammate's laptop sent (team outcomes), not handed
   * here: sent, by them; never sent again, nor counted in `unsent` or `skipped`. `sentBy`: how many by whom.
   * w9camp: also the posts handed here whose call was a replay of the teammate's (not counted in `handed`).
   */
  teamSent: number;
  /** h-campcount (walk 41b, 2): each with those whose outcome is not shared (their sender revoked; team-sent.ts SentByGroup). */
  sentBy: SentByGroup[];
  /**
   * w10camp (walk 10, finding 2): the state's word (send-state.ts): 'done' when teammates sent its posts (replays
   * too), 'doneNothing' / 'doneHeld' when nobody sent any and every post left was skipped (for problems / some for review).
   */
  word: SendWord;
  /** w16words (walk 15, 8): posts the last send held back for a revocation that is over now (send-state.ts `revokedPast`). */
  revokedPast: number;
  /**
   * Each batch's progress; `skippedFor`: its skipped posts by what the send recorded held each back (skip-reasons.ts).
   * w19campaign (walk 17, 6): `sentBy`: its posts a teammate sent (this laptop's calls replays of theirs), by whom, their
   * jobs counted as the batch counts (batch-senders.ts): "1 scheduled (sent by Bảo)".
   */
  batches: Array<BatchProgress & { skippedFor: SkipReasons; sentBy: BatchSender[]; /** w21campaign (walk 19, C): who sent the posts held back as a teammate's. */ skippedSentBy?: string[];
    /** h-hubdown (walk 33): its posts not at the Hub yet: not prepared, or their calls never reached it (to-hub.ts batchWaiting). */ waiting: number }>;
  /**
   * What the last dry run says of the posts a send would take now. null: no dry run yet. `current`:
   * every post still to send is as the dry run saw it (after a send, the rest of it); false: the plan
   * changed since, the dry run must run again. `toSend`: posts Send would hand to the Hub (held-back
   * ones are not); `held`: posts held back for their problems. Kept in the library (left31), so a
   * restart and `postroom campaign status` say the same: its `fingerprint`, when it ran (`at`) and
   * what it found then (`found`: rows with errors, with warnings, posts held back).
   */
  dryRun: { current: boolean; toSend: number; held: number;
    /** heldsend: of `held`, the posts waiting for the team's review (approval, review, changes): the dry run's `waiting`, not a second grouping. */
    waiting: number;
    /** heldsend: of `waiting`, the posts sent back with changes requested (they wait for an edit, not for an approver). */
    changes: number;
    /**
     * w20cli (walk 18, 8b): of `waiting`, the posts never sent for review (`toSubmit`) and those already sent under their
     * approval (`resend`), read as Send reads them (send-now.ts reviewKind): nobody was asked to approve them, so they are
     * not "waiting for approval" (the status said "7 waiting for approval" over "7 not sent for review yet").
     */
    toSubmit: number;
    resend: number;
    /** h-camphead (walk 44a, 7 rest): of `toSubmit`, the posts whose approval was taken back (sent and approved, then withdrawn). Absent: none. */
    takenBack?: number;
    /** teamcampaign: of `held`, the posts a teammate already sent (neither waiting nor an error to fix). */
    teamSent: number;
    /**
     * w31send: of `held`, the posts held back here (for an error, or waiting for the team's review): never those a teammate
     * sent. The Send tab's "Send does what the dry run showed: N held back" and `campaign status` say this number.
     */
    heldHere: number;
    /**
     * w9camp (walk 9, F9b): posts this laptop handed to the publisher after the dry run ran: it ran before that
     * send, and what it counted to send then (`found`) is not what Send does now (`toSend` is what is left).
     * h-campwords2 (walk 45b, 5): and the posts it saw that a teammate sent since (sends since, not a plan change).
     */
    sentSince: number;
    fingerprint: string; at: string; found: { posts: number; rows: number; errors: number; warnings: number; held: number; waiting: number; changes: number;
      /** w25dryrun (walk 22, 3): of `held`, the posts a teammate sent (not "held back": already sent). */
      teamSent: number;
      /** w31send: of `held`, the posts it held back here (the dry run's `heldHere`: not those a teammate sent). */
      heldHere: number } } | null;
  /**
   * sendtab (issue 34, walk 6): what a send would do now, from the team's review state read live and
   * the current dry run (send-now.ts), also on a laptop that never ran one: the number Send offers,
   * the posts held and why, who asked for changes, and of the skipped posts those ready to send now.
   */
  now: SendNow;
  /** w21campaign (walk 19, A): the posts as one partition (send-now.ts campaignSplit): sent, ready to send now, held back. */
  split: CampaignSplit;
  /** w28state (walk 24, 1): the posts whose outcome is unknown, each with its jobs of unknown outcome (`postroom ask JOB`, the Outbox's Ask the Hub). */
  unknownPosts: Array<{ draftId: string; jobIds: string[] }>;
  /** h-hubdown (walk 33): of `split.sent`, how many reached the Hub and how many wait to reach it (to-hub.ts). */
  toHub: ToHub;
}

/** A dry run as the status compares with it: the kept record, and each post's own fingerprint with whether it was held back. */
interface SeenDryRun { stamp: string; record: DryRunRecord; posts: Map<string, { print: string; held: boolean; waiting: boolean; changes: boolean }> }

/**
 * Keeps a dry run in the library (the bridge through the sender, and `postroom campaign dry-run`): its
 * fingerprint, its counts and each post as it saw it. `posts`: the sendable posts it ran on (read again if not given).
 */
export function rememberDryRun(library: Library, campaignId: string, r: Pick<DryRunResult, 'fingerprint' | 'rows' | 'summary'>, posts?: readonly Draft[], team?: TeamPublishPort | null): DryRunRecord {
  const mark = approvalMark(team);
  const list = posts ?? sendablePosts(library, campaignId, campaignDrafts(library, campaignId));
  const held = new Set(r.rows.filter((x) => x.held).map((x) => x.draftId));
  const waiting = new Set(r.rows.filter((x) => x.waiting).map((x) => x.draftId));
  const changes = new Set(r.rows.filter((x) => x.waiting && x.problems.some((p) => p.code === 'changes_requested')).map((x) => x.draftId));
  const s = r.summary;
  return campaignDryRuns.save(library.db, campaignId, {
    fingerprint: r.fingerprint,
    summary: { posts: s.posts, rows: s.rows, errors: s.errors, warnings: s.warnings, held: s.held, going: s.going, waiting: s.waiting, changes: s.changes, teamSent: s.teamSent, heldHere: s.heldHere },
    posts: list.map((d) => ({ id: d.id, print: planFingerprint([d], mark), held: held.has(d.id), waiting: waiting.has(d.id), changes: changes.has(d.id) })),
  });
}

export interface SenderDeps {
  library: Library;
  publisher: () => Promise<SenderPublisher>;
  /** Told after every change of a campaign's send (the bridge forwards it to the renderer). */
  onStatus?: (s: CampaignStatus) => void;
  /** The workspace the app is in: a campaign of another workspace is not sent (its send resumes there). */
  activeWorkspace?: () => string;
  /** A team workspace's port (the publisher's): the dry run's fingerprint covers each post's approval, as Send finds it. */
  team?: () => TeamPublishPort | null;
  /** Posts per publisher batch (default 25). */
  chunk?: number;
  signal?: AbortSignal;
}

const UNSENT_JOB_STATES: readonly JobState[] = ['prepared', 'retrying', 'blocked'];

/** Whether the team revoked this laptop (its port holds every post with `revoked`, whatever the post). */
function revokedHere(team: TeamPublishPort | null | undefined): boolean {
  const w = team?.approval('');
  return w != null && 'waiting' in w && w.waiting === 'revoked';
}

export class CampaignSender {
  readonly #d: SenderDeps;
  readonly #loops = new Map<string, Promise<void>>();
  #stopped = false;
  /** Stops the publisher runs this sender started (shutdown); their jobs stay journaled and resume. */
  readonly #abort = new AbortController();
  /** The last dry run of each campaign as read from the library (read again when another one was kept). */
  readonly #dryRuns = new Map<string, SeenDryRun>();
  /** The last comparison with it, per campaign (carried by the status while a send moves on). */
  readonly #compared = new Map<string, { dryRun: CampaignStatus['dryRun']; now: SendNow }>();

  constructor(deps: SenderDeps) {
    this.#d = deps;
  }

  async status(campaignId: string): Promise<CampaignStatus> {
    const db = this.#d.library.db;
    const sends = campaignPlans.sends(db, campaignId);
    // campaignslist: the one derivation the Campaigns list and `campaign list` say too (send-state.ts).
    const { sendState: state, stored: sendState, unsent, skipped, sent, replayed, replays, sentHere, sentBy, waitingBy, hadAlready, notHanded, word, revokedPast, unknown, refused, unknownIds, sentFromHere, sentHereOut, cancelled, withdrawn, channelsRefused, channelsRefusedBy, withdrawnBy } = derivedSendState(this.#d.library, campaignId, this.#d.team?.());
    const ids = campaignPlans.batches(db, campaignId);
    const p = ids.length > 0 || unknownIds.length > 0 ? await this.#d.publisher() : null;
    // w19campaign (walk 17, 6): a batch's posts a teammate sent (this laptop's calls were replays) are said by whom.
    const batches = p ? ids.map((id) => {
      const b = p.batchProgress(id);
      const skippedFor = b.skipped > 0 ? batchSkipReasons(db, id) : noSkips();
      // w21campaign (walk 19, C): held back as sent by a teammate: by whom.
      // h-hubdown (walk 33): its posts not at the Hub yet (to-hub.ts), a number: the Send tab's bar says them apart.
      const waiting = batchWaiting(b, (x) => p.jobs({ batchId: x, states: MAYBE_UNREACHED }), this.#d.team?.());
      return { ...b, skippedFor, sentBy: batchSenders(db, id, replays, this.#d.team?.()), waiting, ...(skippedFor.teamSent > 0 ? { skippedSentBy: batchTeamSenders(db, id) } : {}) };
    }) : [];
    const n = (o: string) => sends.filter((s) => s.outcome === o).length;
    // While a send moves on, its many events carry the comparison made before (reading every post
    // again per event cost 0.45 s at 10,000 posts); it is made again once the send stops or ends.
    const had = this.#compared.get(campaignId);
    // w27sendtab (walk 23, 1): the teammates' posts are the ones `sentBy` counts (one set, replays of theirs included).
    const { dryRun, now } = sendState === 'sending' && had ? had : this.#againstDryRun(campaignId, new Set(sends.filter((x) => x.outcome === 'skipped').map((x) => x.draftId)), sent);
    this.#compared.set(campaignId, { dryRun, now });
    const counts = { total: sends.length + notHanded, handed: n('handed') - replayed + sentHere, withdrawn, teamSent: sent.size };
    // w28state: each post of unknown outcome with its jobs to ask the Hub about (a teammate's has none here: their computer asks).
    const unknownPosts = unknownIds.map((draftId) => ({ draftId, jobIds: (p?.jobs({ draftId, states: ['unknown'] }) ?? []).map((j) => j.id) }));
    const split = campaignSplit({ ...counts, unknown, refused, cancelled }, now);
    // h-hubdown (walk 33): the sent that did not reach the Hub are not "sent"; a "done" beside them waits for the Hub.
    // h-campteam (walk 44b, 1): a teammate's posts waiting on their computer to reach the Hub too (to-hub.ts 5).
    const toHub = campaignToHub(split.sent, batches, waitingBy);
    return { campaignId, sendState: state, ...counts, sentHere: sentHereOut, sentFromHere, hadAlready, channelsRefused, channelsRefusedBy, withdrawnBy, skipped, unsent, sentBy, word: hubWaitWord(word, toHub.waiting), revokedPast, batches, dryRun, now, split, unknownPosts, toHub };
  }

  /**
   * Keeps a dry run (the bridge calls this with each one it runs) and tells the status listeners. The status they get
   * reads every post again (0.2 s at 10,000 posts): it is worked out after the dry run's own answer has gone, on the
   * next turn of the event loop (the promise resolves once it was told). A status read meanwhile compares afresh.
   */
  dryRunSeen(campaignId: string, r: Pick<DryRunResult, 'fingerprint' | 'rows' | 'summary'>, posts?: readonly Draft[]): Promise<void> {
    rememberDryRun(this.#d.library, campaignId, r, posts, this.#d.team?.());
    this.#compared.delete(campaignId);
    return new Promise((resolve) => setImmediate(() => {
      if (this.#stopped) return resolve();
      this.#notify(campaignId).then(() => resolve(), () => resolve());
    }));
  }

  /** The campaign's last dry run as kept in the library; the copy in memory while it is still the one kept. */
  #seen(campaignId: string): SeenDryRun | null {
    const db = this.#d.library.db;
    const stamp = campaignDryRuns.stamp(db, campaignId);
    if (stamp === null) return null;
    const had = this.#dryRuns.get(campaignId);
    if (had?.stamp === stamp) return had;
    const record = campaignDryRuns.last(db, campaignId);
    if (!record) return null;
    const seen = { stamp, record, posts: new Map(record.posts.map((p) => [p.id, { print: p.print, held: p.held, waiting: p.waiting ?? false, changes: p.changes ?? false }])) };
    this.#dryRuns.set(campaignId, seen);
    return seen;
  }

  /**
   * The posts a send would take now against the last dry run: the same plan, or what is left of it
   * after a send (each post as it was seen), is current; a post added, edited or moved since is not.
   */
  #againstDryRun(campaignId: string, skippedIds: ReadonlySet<string>, sent: ReadonlyMap<string, TeamSent>): { dryRun: CampaignStatus['dryRun']; now: SendNow } {
    const team = this.#d.team?.();
    const all = sendablePosts(this.#d.library, campaignId, campaignDrafts(this.#d.library, campaignId));
    const seen = this.#seen(campaignId);
    const mark = approvalMark(team);
    // h-campwords2 (walk 45b, 5): a post the dry run saw that a teammate sent since (its mark now names them) is a send
    // since, as a send here is (it leaves the sendable posts), never a plan change: Send no longer takes it from here.
    const theirsSince = seen ? all.filter((d) => sent.has(d.id) && seen.posts.has(d.id) && seen.posts.get(d.id)?.print !== planFingerprint([d], mark)) : [];
    const list = theirsSince.length > 0 ? all.filter((d) => !theirsSince.includes(d)) : all;
    const dryRun = ((): CampaignStatus['dryRun'] => {
      if (!seen) return null;
      const { fingerprint, at, summary } = seen.record;
      const ran = Date.parse(at);
      const sentSince = campaignPlans.sends(this.#d.library.db, campaignId).filter((x) => x.outcome === 'handed' && Date.parse(x.at) > ran).length + theirsSince.length;
      const kept = { fingerprint, at, sentSince, found: { posts: summary.posts, rows: summary.rows, errors: summary.errors, warnings: summary.warnings, held: summary.held, waiting: summary.waiting ?? 0, changes: summary.changes ?? 0, teamSent: summary.teamSent ?? 0, heldHere: summary.heldHere ?? 0 } };
      const same = planFingerprint(list, mark) === fingerprint || list.every((d) => seen.posts.get(d.id)?.print === planFingerprint([d], mark));
      if (!same) return { current: false, toSend: 0, held: 0, waiting: 0, changes: 0, toSubmit: 0, resend: 0, teamSent: 0, heldHere: 0, ...kept };
      const held = list.filter((d) => seen.posts.get(d.id)?.held).length;
      // The fingerprint covers who sent each post (send-plan.ts approvalMark): the dry run held these back as sent by a teammate.
      const teamSent = list.filter((d) => sent.has(d.id) && seen.posts.get(d.id)?.held).length;
      // w31send: the rest of the held posts are held back here (the Send tab subtracted teamSent from held itself).
      const heldHere = list.filter((d) => !sent.has(d.id) && seen.posts.get(d.id)?.held).length;
      const waiting = list.filter((d) => seen.posts.get(d.id)?.waiting).length;
      const changes = list.filter((d) => seen.posts.get(d.id)?.changes).length;
      // The fingerprint covers each post's approval (approvalMark): a current dry run's waiting posts wait as they do now.
      const waitingNow = list.filter((d) => seen.posts.get(d.id)?.waiting);
      const kinds = waitingNow.map((d) => reviewKind(team, d));
      const toSubmit = kinds.filter((k) => k === 'to_submit').length;
      const resend = kinds.filter((k) => k === 'resend').length;
      // h-camphead (walk 44a, 7 rest): of those to submit, the approval taken back (the hold's `withdrawn`), as a send now counts them.
      const takenBack = waitingNow.filter((d, i) => kinds[i] === 'to_submit' && approvalRefusal(team, d)?.withdrawn).length;
      return { current: true, toSend: list.length - held, held, waiting, changes, toSubmit, resend, ...(takenBack > 0 ? { takenBack } : {}), teamSent, heldHere, ...kept };
    })();
    // sendtab: the counts of a send now, read from the review state also without a (current) dry run.
    const now = sendNow({ posts: all, skippedIds, sent, team, dryHeld: dryRun?.current && seen ? (id) => seen.posts.get(id)?.held ?? false : null, dryWaiting: dryRun?.current && seen ? (id) => seen.posts.get(id)?.waiting ?? false : null, check: this.#draftChecks(campaignId) });
    return { dryRun, now };
  }

  /** w8send (walk 8): the publisher's own checks of a post at send (preflight with its profile's pins, read once per profile per count). */
  #draftChecks(campaignId: string): (d: Draft) => readonly Problem[] {
    const lib = this.#d.library;
    const drafts = libraryDrafts(lib, campaigns.getCampaign(lib.db, campaignId).workspaceId);
    const pins = new Map<string, ProfilePins | null>();
    return (d) => {
      let p: ProfilePins | null = null;
      if (d.profile_id) {
        if (!pins.has(d.profile_id)) pins.set(d.profile_id, drafts.pins?.(d.profile_id) ?? null);
        p = pins.get(d.profile_id) ?? null;
      }
      return preflight(d, p);
    };
  }

  /**
   * Starts (or resumes) sending the campaign's unsent posts; answers once the state is recorded.
   * Posts skipped by an earlier batch for their problems count as unsent again: one fixed since goes.
   * With `fingerprint` (a dry run's): @throws CampaignError plan_changed, nothing sent, when the
   * posts to hand over are no longer the ones that dry run showed.
   */
  async send(campaignId: string, opts: { fingerprint?: string } = {}): Promise<CampaignStatus> {
    const db = this.#d.library.db;
    if (opts.fingerprint !== undefined) {
      const actual = currentFingerprint(this.#d.library, campaignId, this.#d.team?.());
      // w14 (walk 14): on a laptop the team revoked, every post is held with the revocation, so the fingerprint differs;
      // the send goes on (it hands nothing: each post is held back with "this computer's access was revoked"), never
      // "the posts changed after the dry run", which nothing did. The port's revocation is the laptop's, not a post's.
      if (actual !== opts.fingerprint && !revokedHere(this.#d.team?.())) throw new CampaignError('plan_changed', 'the posts, times, channels or options changed after the dry run: run the dry run again before sending', { details: { expected: opts.fingerprint, actual } });
    }
    if (!this.#loops.has(campaignId)) campaignPlans.resetSkipped(db, campaignId);
    campaignPlans.setSendState(db, campaignId, 'sending');
    this.#loop(campaignId);
    return this.#notify(campaignId);
  }

  async pause(campaignId: string): Promise<CampaignStatus> {
    campaignPlans.setSendState(this.#d.library.db, campaignId, 'paused');
    return this.#notify(campaignId);
  }

  /** Withdraws every post not yet sent and cancels the campaign's jobs still waiting to go. */
  async cancel(campaignId: string): Promise<CampaignStatus & { cancelledJobs: number }> {
    const db = this.#d.library.db;
    campaignPlans.setSendState(db, campaignId, 'cancelled');
    campaignPlans.withdraw(db, campaignId, campaignPlans.unsent(db, campaignId));
    let cancelledJobs = 0;
    const ids = campaignPlans.batches(db, campaignId);
    if (ids.length > 0) {
      const p = await this.#d.publisher();
      for (const batchId of ids) for (const j of p.jobs({ batchId, states: UNSENT_JOB_STATES })) {
        try {
          p.cancel(j.id);
          cancelledJobs++;
        } catch {
          // Being sent right now: it goes; its outcome shows like any other.
        }
      }
    }
    return { ...(await this.#notify(campaignId)), cancelledJobs };
  }

  /**
   * w31send: "Restore withdrawn": the campaign's withdrawn posts (by its Cancel, or their jobs cancelled in the Outbox
   * before they went) back to its next Send, as the state × action table's `restore` allows (restore.ts); a send under
   * way takes them as it takes any post not handed yet. `now`: the clock the table reads a post's time against (ms).
   */
  async restoreWithdrawn(campaignId: string, now: number = Date.now()): Promise<CampaignStatus & RestoreOutcome> {
    const r = restoreWithdrawn(this.#d.library, campaignId, this.#d.team?.(), now);
    return { ...(await this.#notify(campaignId)), ...r };
  }

  /** Goes on with every campaign whose send was under way when the app stopped. */
  resumeAll(workspaceId: string): string[] {
    const ids = campaignPlans.sending(this.#d.library.db, workspaceId);
    for (const id of ids) this.#loop(id);
    return ids;
  }

  /** Stops every send loop after the chunk in hand (shutdown); the sends stay recorded as under way and resume on the next start. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#abort.abort(new Error('shutting down'));
    await Promise.allSettled([...this.#loops.values()]);
  }

  /** Resolves when the campaign's send loop (if any) has stopped. */
  async idle(campaignId: string): Promise<void> {
    await this.#loops.get(campaignId);
  }

  async #notify(campaignId: string): Promise<CampaignStatus> {
    const s = await this.status(campaignId);
    this.#d.onStatus?.(s);
    return s;
  }

  #loop(campaignId: string): void {
    if (this.#stopped || this.#loops.has(campaignId)) return;
    const run = this.#run(campaignId).catch(() => undefined).finally(() => this.#loops.delete(campaignId));
    this.#loops.set(campaignId, run);
  }

  /**
   * teamcampaign: the first `size` of `pending` no teammate sent (team outcomes). A post a teammate
   * sent is never handed here (the publisher's guard would hold it back, and this send would count it
   * skipped for a problem): it stays sent, by them.
   */
  #notSentByTeam(campaignId: string, pending: readonly string[], size: number, here: ReadonlyMap<string, unknown>): string[] {
    const team = this.#d.team?.();
    // w12camp (walk 12, a): a post this laptop already sent outside the campaign's Send is sent: never handed again.
    const left = here.size > 0 ? pending.filter((id) => !here.has(id)) : pending;
    if (!team) return left.slice(0, size);
    const out: string[] = [];
    for (let i = 0; i < left.length && out.length < size; i += size) {
      const part = left.slice(i, i + size);
      const sent = teamSentPosts(this.#d.library, campaignId, part, team);
      out.push(...part.filter((id) => !sent.has(id)));
    }
    return out.slice(0, size);
  }

  /**
   * h-campteam (walk 44b, 2): a Send (or its resumption) goes on with the campaign's own jobs still to send — prepared, or
   * retrying (the Hub did not answer) — as `postroom resume` does: now, under their keys, never new ones. Before, `campaign
   * send` after an outage handed nothing (every post was handed) and said the Hub "did not answer" without asking it.
   */
  async #resumeOwn(campaignId: string, p: SenderPublisher): Promise<void> {
    if (!p.resumeJobs) return;
    const ids = this.ownUnsentJobs(campaignId, p);
    if (ids.length === 0) return;
    await p.resumeJobs(ids, { wait: false, signal: this.#d.signal ? AbortSignal.any([this.#d.signal, this.#abort.signal]) : this.#abort.signal });
    await this.#notify(campaignId);
  }

  /** h-campteam (walk 44b, 2): the campaign's jobs here still to send (prepared, retrying): those a Send resumes. */
  ownUnsentJobs(campaignId: string, p: Pick<SenderPublisher, 'jobs'>): string[] {
    return campaignPlans.batches(this.#d.library.db, campaignId).flatMap((batchId) => p.jobs({ batchId, states: ['prepared', 'retrying'] }).map((j) => j.id));
  }

  async #run(campaignId: string): Promise<void> {
    const db = this.#d.library.db;
    const size = this.#d.chunk ?? 25;
    const p = await this.#d.publisher();
    // w12camp: the posts this laptop sent outside the campaign's Send, read once per send (one query over the campaign).
    const here = sentHerePosts(this.#d.library, campaignId, this.#d.team?.());
    await this.#resumeOwn(campaignId, p);
    for (;;) {
      if (this.#stopped || this.#d.signal?.aborted) return;
      if (campaignPlans.getPlan(db, campaignId).sendState !== 'sending') return;
      if (this.#d.activeWorkspace && campaigns.getCampaign(db, campaignId).workspaceId !== this.#d.activeWorkspace()) return;
      const next = this.#notSentByTeam(campaignId, campaignPlans.unsent(db, campaignId), size, here);
      if (next.length === 0) {
        campaignPlans.setSendState(db, campaignId, 'done');
        await this.#notify(campaignId);
        return;
      }
      // Posts the journal already holds (a crash between journaling and the record below) are recorded, not sent again.
      // w31send: a post whose newest job was cancelled before it went (restored to this Send) is not held: it goes now
      // (the publisher's guard still holds back any post of it that went: its post state, not this job, says so).
      const fresh: string[] = [];
      for (const id of next) {
        const held = p.jobs({ draftId: id, limit: 1 })[0];
        if (held?.batchId && held.state !== 'cancelled') campaignPlans.recordHanded(db, campaignId, [id], held.batchId);
        else fresh.push(id);
      }
      if (fresh.length === 0) continue;
      const { batch, done } = await p.enqueue({ draftIds: fresh, forCampaign: campaignId }, { wait: false, signal: this.#d.signal ? AbortSignal.any([this.#d.signal, this.#abort.signal]) : this.#abort.signal });
      if (!batch) {
        // Nothing the publisher would take (every draft gone): withdraw them so the loop ends.
        campaignPlans.withdraw(db, campaignId, fresh);
        continue;
      }
      campaignPlans.recordHanded(db, campaignId, fresh, batch.id);
      await this.#notify(campaignId);
      await done;
      // Posts the publisher skipped for their problems (no job): recorded, so the loop goes on without them.
      const b = p.batchProgress(batch.id);
      if (b.pending === 0 && b.skipped > 0) campaignPlans.markSkipped(db, campaignId, fresh.filter((d) => p.jobs({ draftId: d, limit: 1 }).length === 0));
      await this.#notify(campaignId);
    }
  }
}
