/**
 * The dry run: what sending the campaign would do, post × channel × time, with every problem,
 * before anything is sent. Pure: the drafts, their times (send-plan.ts: as Send will ask for
 * them), the profiles' pins and the library's other posts in; rows out.
 *
 * Each row says how the Hub is asked to deliver it (its scheduling at a time, its queue at a
 * predicted slot, or at once) and whether it is held back: a row with an error is not sent (the
 * publisher skips the whole post for it), every other row is.
 *
 * Checks, per row:
 * 1. preflight, on the draft as it will be sent (the publisher's own check), so rule 6's
 *    "scheduled jobs drop facebook_page_id" shows where it applies; a time Send cannot use
 *    (already past, a queue with no slots) is an error too;
 * 2. duplicates: the same caption (compared as the duplicate guard compares it) to the same
 *    channel of the same profile within `duplicateDays`, in the campaign or already in the library;
 * 3. collisions (collisions.ts `collisionsOf`, the Posts tab's rule too): a post the Hub holds or has sent on the same
 *    channel at that time, or the campaign's post before it closer than the minimum gap; a draft not sent at that time
 *    is a warning of its own (`draft_same_time`), never a collision;
 * 4. the body size: the publish fields plus the photos stored on this computer against the 4.5 MB
 *    cap (an estimate before fitting: a body over it has its photos re-encoded to fit when sent).
 */
import { groupBy } from '../../src-shared/group-by';
import { sizeBesideWords, sizeWords } from '../../src-shared/size-words';
import { writeCsv } from '../common';
import { brandNameOf, brandOf, type BrandProfile } from '../../src-shared/brand';
import { DEFAULT_CONTRACT } from '../hub';
import { normaliseCaption, type Draft } from '../library';
import { preflight, publishFields, type Problem, type ProfilePins } from '../publisher';
import { collisionsOf, type TimedOther } from './collisions';
import { textLimitOf } from './held-problem';
import type { SendDelivery } from './send-plan';
import type { SpreadItem } from './spread';
import type { TeamSentTime } from './team-sent';
import { reviewHoldKind } from './review-hold';
import { instantOf, localOf, offsetAt, offsetText, wallClockEnglish, type WallClockNote } from './zones';

/** The dry run's own codes beside the publisher's preflight codes (the shells word each; a test checks every language has them). */
export const DRY_RUN_CODES = ['body_over_cap', 'collision', 'hub_collision', 'draft_same_time', 'duplicate', 'past_time', 'no_slots', 'unknown_profile', 'profile_unchecked'] as const;
export type DryRunCode = string;
/**
 * `field`: the draft field a preflight problem concerns (null for the dry run's own checks).
 * `who` (heldsend): a review hold's whom-it-waits-for, as the team port says it ("an owner or an approver", a name).
 */
export interface DryRunProblem {
  severity: 'error' | 'warning'; code: DryRunCode; field: string | null; message: string; who?: string; /** w20authors: publisher Problem.nobody. */ nobody?: string; /** h-reviewwords (walk 44a, 7): publisher Problem.withdrawn. */ withdrawn?: Problem['withdrawn'];
  /** w27brand (walk 23): of `brand_unresolved`, the brand's name, why it is still a name, and when the profiles were last read (null: never). */
  brand?: { name: string; why: 'unchecked' | 'no_such' | 'several'; profilesReadAt: string | null };
  /** w30campaign: of a text over a channel's limit, the channel named, its length and the limit (held-problem.ts textLimitOf). */
  channel?: string | null; label?: string | null; own?: boolean; length?: number; limit?: number;
}

/**
 * heldsend (issue 34, walk 3b): the codes of a post held back by the team's review, not by a problem
 * to fix (publisher team.ts `waitingProblem`, `resendProblem`). A held post with one of them waits
 * (for approval, review, the author's changes): the dry run, Send, the Posts tab and the CLI group it
 * apart from the posts held for an error, from this one derivation (`DryRunRow.waiting`).
 */
export const REVIEW_HOLD_CODES: ReadonlySet<string> = new Set(['waiting_approval', 'waiting_review', 'changes_requested', 'role_cannot_publish', 'resend_needs_approval']);

/** w28state: what a row held for the team's review waits for (review-hold.ts kinds of the REVIEW_HOLD_CODES). */
export type WaitingKind = 'in_review' | 'to_submit' | 'changes' | 'resend' | 'role';
const waitingKind = (code: string | undefined): WaitingKind => {
  const k = code ? reviewHoldKind(code) : null;
  return k === 'in_review' || k === 'to_submit' || k === 'changes' || k === 'resend' ? k : 'role';
};

/** Posts waiting for the team's review, grouped by what they wait for and for whom (each post once, by its first hold). */
export interface WaitingGroup {
  code: string; who: string | null; draftIds: string[];
  /** w20authors: nobody in the team may approve these posts (publisher team.ts TeamWaiting.nobody), in words. */
  nobody?: string;
  /**
   * h-reviewwords (walk 44a, 7): of `waiting_review`, who took these posts' approval back (publisher team.ts
   * TeamWaiting.withdrawn): they were sent for review and approved, never "not sent for review yet".
   */
  takenBackBy?: string;
}

/**
 * The waiting posts among `items` (dry-run rows, or posts a send skipped with their problems) in
 * groups: "waiting for approval by an owner or an approver: 3". The CLI's dry run and send say these.
 */
export function waitingGroups(items: ReadonlyArray<{ draftId: string; problems: ReadonlyArray<{ code: string; who?: string | null | undefined; nobody?: string | undefined; withdrawn?: { by: string } | undefined }> }>): WaitingGroup[] {
  const seen = new Set<string>();
  const groups = new Map<string, WaitingGroup>();
  for (const it of items) {
    if (seen.has(it.draftId)) continue;
    const hold = it.problems.find((p) => REVIEW_HOLD_CODES.has(p.code));
    if (!hold) continue;
    seen.add(it.draftId);
    const who = hold.who ?? null;
    const back = hold.code === 'waiting_review' ? hold.withdrawn?.by : undefined;
    const k = `${hold.code}\u0000${who ?? ''}\u0000${hold.nobody ?? ''}\u0000${back ?? ''}`;
    const g = groups.get(k) ?? { code: hold.code, who, draftIds: [], ...(hold.nobody ? { nobody: hold.nobody } : {}), ...(back ? { takenBackBy: back } : {}) };
    g.draftIds.push(it.draftId);
    groups.set(k, g);
  }
  return [...groups.values()];
}

export interface DryRunRow {
  draftId: string;
  /** 1-based place of the post in the campaign, the Posts tab's number (its sent posts counted too). */
  position: number;
  profileId: string | null;
  channel: string;
  caption: string;
  /** `schedule`: the Hub's scheduling at `local` in `timezone`; `queue`: the Hub's queue (`at` its predicted slot, if known); `now`: published at once. */
  delivery: SendDelivery;
  /** `at`/`local` is the queue's predicted slot, not a time Postroom sends. */
  predicted: boolean;
  /** Not sent: the post has an error (the publisher skips the whole post, every channel). */
  held: boolean;
  /** heldsend: held back because it waits for the team's review (a REVIEW_HOLD_CODES problem), not for a fix; implies `held`. */
  waiting: boolean;
  /** w25dryrun (walk 22, 1): held back only because another channel of its post has an error (heldWithPost); implies `held`. */
  heldWithPost: boolean;
  /** teamcampaign: the teammate who already sent the post (a `sent_by_team` problem: held back, never sent twice), else null; implies `held`. */
  sentBy: string | null;
  at: number | null;
  local: string | null;
  timezone: string;
  offset: string | null;
  dstShift: { from: string; to: string } | null;
  /** The post's own time is one the clocks skip or show twice (mend 31.4). */
  wallClock?: WallClockNote | null;
  /** Estimated request body before fitting, bytes. */
  bodyBytes: number;
  fits: boolean;
  duplicateOf: string | null;
  collidesWith: string | null;
  problems: DryRunProblem[];
}

/**
 * `going`/`held`: posts sent and held back; `scheduled`/`queued`/`now`: the posts going, by how the Hub delivers them.
 * `waiting` (heldsend): of the `held`, the posts that wait for the team's review (the rest are held for an error);
 * `changes`: of those, the posts sent back with changes requested (they wait for an edit, not for an approver).
 */
export interface DryRunSummary {
  /**
   * `errors`/`warnings`: rows with an error to fix / with a warning, error or not (w27brand; a time the clocks skip or show twice is one); a row held only
   * because it waits for the team's review or a teammate sent it is neither. `dstShifts` (w23dryrun): ROWS near a clock change
   * (`nearClockChange`), not posts nor changes: every count here is of the rows shown.
   */
  posts: number; rows: number; errors: number; warnings: number; duplicates: number; collisions: number; dstShifts: number; overCap: number;
  going: number; held: number; waiting: number; changes: number; scheduled: number; queued: number; now: number;
  /** teamcampaign: of the `held`, the posts a teammate already sent (not waiting, not an error to fix). */
  teamSent: number;
  /**
   * w31send: of the `held`, the posts held back HERE (for an error, or waiting for the team's review): `held` without the
   * posts a teammate sent (those are sent, not held back). Said once here; the Send tab and `campaign dry-run/status` show it.
   */
  heldHere: number;
  /**
   * w25dryrun (walk 22, 1): the rows (post × channel) in one partition, so the line's parts add up to `rows`:
   * `rowsToSend` + `errors` + `rowsHeldWithPost` + `rowsWaiting` + `rowsTeamSent` = `rows`. `rowsHeldWithPost`: rows with
   * nothing of their own to fix, held because another channel of their post has an error (heldWithPost). `rowsWaiting`:
   * rows of a post waiting for the team's review with no error of their own; `rowsTeamSent`: rows of a post a teammate sent.
   * (`warnings` is apart: a row to send may have warnings.)
   */
  rowsToSend: number; rowsHeldWithPost: number; rowsWaiting: number; rowsTeamSent: number;
  /**
   * w28state (walk 24, 2): `rowsWaiting` by what each row's post waits for (its first review hold, review-hold.ts kinds): in
   * review, not sent for review yet, changes requested (by `changesBy`), already sent under its approval, a role that cannot
   * publish. The parts add up to `rowsWaiting`; `campaign dry-run` said "1 waiting for review" of a post sent back with changes.
   */
  rowsWaitingFor: Record<WaitingKind, number>;
  /**
   * h-camphead (walk 44a, 7 rest): of `rowsWaitingFor.to_submit`, the rows of a post whose approval was taken back (its hold's
   * `withdrawn`): sent for review and approved, then withdrawn, never "not sent for review yet" (as the send's own lines say).
   * Absent: none (a summary kept before).
   */
  rowsTakenBack?: number;
  /** sendtab: who asked for the `changes` (the names the team gives, each once; empty when it names no one). */
  changesBy: string[];
}

/** Another post already in the library, for the duplicate check. */
export interface OtherPost { draftId: string; profileId: string | null; channels: readonly string[]; caption: string; at: number | null }

export interface DryRunInput {
  drafts: readonly Draft[];
  times: ReadonlyMap<string, SpreadItem>;
  /** Each post's delivery (send-plan.ts). Without it: `delivery` for every post, the draft sent as that plan would (a what-if). */
  deliveries?: ReadonlyMap<string, SendDelivery>;
  delivery?: 'schedule' | 'queue';
  /** Posts whose time is the queue's predicted slot. */
  predicted?: ReadonlySet<string>;
  /** Each post's 1-based place among all the campaign's live posts (the Posts tab's number); without it, its place in `drafts`. */
  positions?: ReadonlyMap<string, number>;
  minGapMinutes: number;
  duplicateDays: number;
  pins: (profileId: string) => ProfilePins | null;
  /**
   * Whether a post's profile is on the Hub account as last read (the cached profiles): 'unchecked'
   * when no profile was ever read. Either doubt is a warning, not an error: Send does not hold such a
   * post back (the dry run is the send), and the Hub's answer stays the final word.
   */
  profileKnown?: (profileId: string) => 'known' | 'unknown' | 'unchecked';
  /** w27brand: the profiles last read (cache) and when: a brand still a name is said as it is now (never "refresh" when it was). */
  brands?: { profiles: readonly BrandProfile[]; readAt: string | null };
  others?: readonly OtherPost[];
  capBytes?: number;
  /**
   * A team workspace that requires approval (publisher team.ts `approvalRefusal`): the problem that
   * holds a post back (waiting for review or approval, changes requested, edited since). Send skips
   * such a post, so the dry run shows it held back: the dry run is the send.
   */
  approval?: (draft: Draft) => Problem | null;
  /**
   * campaignslist (issue 34, walk 4): posts a teammate sent (team-sent.ts), with the time the Hub
   * holds from the team's outcome (null: not told). Such a row shows that time (when it went out, or
   * is scheduled at the Hub), not the draft's, and no warning: nothing of it will be sent again.
   */
  teamTimes?: ReadonlyMap<string, TeamSentTime | null>;
  /** w26campaign: posts outside the campaign with their times and states (collisions.ts `postsAround`): what a row may fall on. */
  around?: readonly TimedOther[];
}

/** The row's delivery and time for a post a teammate sent: the Hub's, from the team's outcome. */
function teamRowTime(d: Draft, t: TeamSentTime | null): Pick<DryRunRow, 'delivery' | 'at' | 'local' | 'timezone' | 'offset'> {
  const zone = t?.timezone ?? d.timezone ?? 'UTC';
  if (t?.queued) return { delivery: 'queue', at: null, local: null, timezone: zone, offset: null };
  const wall = t?.scheduledAt ? Date.parse(`${t.scheduledAt.slice(0, 16)}Z`) : NaN;
  const at = Number.isFinite(wall) ? instantOf(zone, wall) : t ? t.sentAt : null;
  if (at === null) return { delivery: 'now', at: null, local: null, timezone: zone, offset: null };
  return { delivery: Number.isFinite(wall) ? 'schedule' : 'now', at, local: localOf(zone, at), timezone: zone, offset: offsetText(offsetAt(zone, at)) };
}

/**
 * w23dryrun (walk 20, 1): a row the dry run marks for a clock change: the first of its zone after the clocks changed
 * (`dstShift`), or its own time one the clocks skip or show twice (`wallClock`). The summary's `dstShifts` counts these
 * ROWS (post × channel), as its errors and warnings count rows: "3 near a clock change" beside the three rows marked.
 */
/**
 * w25dryrun (walk 22, 1): a row held back only because another channel of its post has an error (the post goes whole or not
 * at all): nothing of its own to fix, not waiting for review, not sent by a teammate. Its row says so, never "ok".
 */
const heldWithPost = (r: Pick<DryRunRow, 'held' | 'waiting' | 'sentBy' | 'problems'>): boolean =>
  r.held && !r.waiting && r.sentBy === null && !ownProblems(r).some((p) => p.severity === 'error');

export const nearClockChange = (r: Pick<DryRunRow, 'dstShift' | 'wallClock'>): boolean => r.dstShift !== null || !!r.wallClock;

/** Multipart framing per part and for the whole body (a generous estimate). */
const PART_OVERHEAD = 200;

export function estimateBodyBytes(d: Draft): number {
  const urls = d.photos.filter((p) => p.source === 'url').map((p) => p.url ?? '');
  const fields = publishFields(d, urls);
  let n = PART_OVERHEAD;
  for (const [k, v] of Object.entries(fields)) n += PART_OVERHEAD + k.length + Buffer.byteLength(Array.isArray(v) ? v.join(',') : String(v));
  for (const p of d.photos) if (p.source === 'file') n += PART_OVERHEAD + (p.bytes ?? 0);
  return n;
}

/** The draft as it would be sent under a what-if plan (without one, as it is stored: what Send sends). */
function asSent(d: Draft, t: SpreadItem | undefined, delivery: 'schedule' | 'queue' | undefined): Draft {
  if (delivery === undefined) return d;
  if (delivery === 'queue') return { ...d, scheduled_at: null, timezone: null, add_to_queue: true };
  if (t?.local) return { ...d, scheduled_at: t.local, timezone: t.timezone, add_to_queue: false };
  return d;
}

/** A warning when the post's profile is not, or cannot be, found among the profiles last read from the Hub. */
function profileDoubt(profileId: string | null, known: DryRunInput['profileKnown']): Array<Omit<Problem, 'code'> & { code: DryRunCode }> {
  // w27brand: a brand still a name is preflight's error (brand_unresolved), said once, with what is true now (brandSaid).
  const k = profileId && known && brandNameOf(profileId) === null ? known(profileId) : 'known';
  if (k === 'unknown') return [{ severity: 'warning', code: 'unknown_profile', channel: null, field: 'profile_id', message: `profile "${profileId}" is not on the Hub account as last read: the Hub will refuse it` }];
  if (k === 'unchecked') return [{ severity: 'warning', code: 'profile_unchecked', channel: null, field: 'profile_id', message: `profile "${profileId}" could not be checked: no profiles have been read from the Hub yet` }];
  return [];
}

/**
 * w27brand (walk 23, 3): a brand still a name, as it is now: never read ("not checked with the Hub yet: read the profiles"),
 * or read at a time with no profile (or several) of that name ("choose one"). The CLI prints the message; the app words it.
 */
function brandSaid(profileId: string | null, brands: DryRunInput['brands']): Partial<Pick<DryRunProblem, 'message' | 'brand'>> {
  const b = brandOf(profileId, brands?.profiles ?? []);
  if (b.kind !== 'name') return {};
  const readAt = brands?.readAt ?? null;
  const message = readAt === null || b.why === 'unchecked'
    ? `brand “${b.name}” is not checked with the Hub yet: no profiles have been read${readAt === null ? '' : ' since it was imported'}; read them (Channels, or postroom profiles) or choose the brand's profile. Not sent until then`
    : `profiles read at ${readAt}: ${b.why === 'several' ? `several profiles are named “${b.name}”` : `no profile named “${b.name}”`} → choose its profile. Not sent until then`;
  return { message, brand: { name: b.name, why: b.why, profilesReadAt: readAt } };
}

export function dryRun(input: DryRunInput): { rows: DryRunRow[]; summary: DryRunSummary } {
  const cap = input.capBytes ?? DEFAULT_CONTRACT.bodyCapBytes;
  const window = input.duplicateDays * 86_400_000;
  const rows: DryRunRow[] = [];
  input.drafts.forEach((d, i) => {
    const byTeam = input.teamTimes?.has(d.id) ?? false;
    if (byTeam) {
      // Sent by a teammate: only the hold that says so; the time the Hub holds.
      const held = input.approval?.(d) ?? null;
      const problems: DryRunProblem[] = held ? [{ severity: held.severity, code: held.code, field: held.field, message: held.message, ...(held.who ? { who: held.who } : {}), ...(held.nobody ? { nobody: held.nobody } : {}), ...(held.withdrawn ? { withdrawn: held.withdrawn } : {}) }] : [];
      for (const channel of d.platforms.length > 0 ? d.platforms : ['—']) rows.push({
        draftId: d.id, position: input.positions?.get(d.id) ?? i + 1, profileId: d.profile_id, channel, caption: d.caption,
        ...teamRowTime(d, input.teamTimes?.get(d.id) ?? null), predicted: false, held: false, waiting: false, heldWithPost: false, sentBy: null, dstShift: null,
        bodyBytes: 0, fits: true, duplicateOf: null, collidesWith: null, problems: problems.map((p) => ({ ...p })),
      });
      return;
    }
    const t = input.times.get(d.id);
    const sent = asSent(d, t, input.deliveries ? undefined : input.delivery);
    const delivery: SendDelivery = input.deliveries?.get(d.id) ?? input.delivery ?? (d.add_to_queue ? 'queue' : d.scheduled_at ? 'schedule' : 'now');
    const waiting = input.approval?.(d) ?? null;
    const problems = [...(waiting ? [waiting] : []), ...preflight(sent, d.profile_id ? input.pins(d.profile_id) : null), ...profileDoubt(d.profile_id, input.profileKnown)];
    const bodyBytes = estimateBodyBytes(sent);
    const channels = d.platforms.length > 0 ? d.platforms : ['—'];
    for (const channel of channels) {
      const mine: DryRunProblem[] = problems.filter((p) => p.channel === null || p.channel === channel).map((p) => ({ severity: p.severity, code: p.code, field: p.field, message: p.message, ...(p.who ? { who: p.who } : {}), ...(p.nobody ? { nobody: p.nobody } : {}), ...(p.withdrawn ? { withdrawn: p.withdrawn } : {}), ...(p.code === 'brand_unresolved' ? brandSaid(d.profile_id, input.brands) : {}), ...textLimitOf(p) }));
      if (t?.problem) mine.unshift({ severity: 'error', code: t.problem.code, field: null, message: t.problem.message });
      if (bodyBytes > cap) mine.push({ severity: 'warning', code: 'body_over_cap', field: null, message: `about ${sizeBesideWords(bodyBytes, cap, 'en')} before fitting: photos are re-encoded to fit under ${sizeWords(cap, 'en')}` });
      rows.push({
        draftId: d.id, position: input.positions?.get(d.id) ?? i + 1, profileId: d.profile_id, channel, caption: d.caption,
        delivery, predicted: input.predicted?.has(d.id) ?? false, held: false, waiting: false, heldWithPost: false, sentBy: null, at: t?.at ?? null, local: t?.local ?? null, timezone: t?.timezone ?? (d.timezone ?? 'UTC'), offset: t?.offset ?? null, dstShift: t?.dstShift ?? null, ...(t?.wallClock ? { wallClock: t.wallClock } : {}),
        bodyBytes, fits: bodyBytes <= cap, duplicateOf: null, collidesWith: null, problems: mine,
      });
    }
  });

  // Collisions (w26campaign): the one rule the Posts tab reads too (collisions.ts), over the rows' send times.
  const timed = new Map<string, { draftId: string; position: number; profileId: string | null; channels: string[]; at: number }>();
  for (const r of rows) {
    if (r.at === null || input.teamTimes?.has(r.draftId)) continue;
    const t = timed.get(r.draftId) ?? { draftId: r.draftId, position: r.position, profileId: r.profileId, channels: [], at: r.at };
    t.channels.push(r.channel);
    timed.set(r.draftId, t);
  }
  const rowOf = new Map(rows.map((r) => [`${r.draftId}\u0000${r.channel}`, r]));
  const position = (id: string): number | undefined => input.positions?.get(id) ?? timed.get(id)?.position;
  for (const h of collisionsOf([...timed.values()], input.around ?? [], input.minGapMinutes)) {
    const r = rowOf.get(`${h.draftId}\u0000${h.channel}`);
    if (!r) continue;
    if (h.with === 'draft') {
      r.problems.push({ severity: 'warning', code: 'draft_same_time', field: null, message: `draft ${h.otherId}, not sent, is planned ${h.minutes === 0 ? 'at the same time' : `${h.minutes} min apart`} on ${r.channel}: the Hub holds nothing there yet` });
      continue;
    }
    r.collidesWith ??= h.otherId;
    r.problems.push(h.with === 'hub'
      ? { severity: 'warning', code: 'hub_collision', field: null, message: `draft ${h.otherId}, which the Hub holds or has sent, is ${h.minutes === 0 ? 'at the same time' : `${h.minutes} min apart`} on ${r.channel}` }
      : { severity: 'warning', code: 'collision', field: null, message: `${h.minutes} min after post ${position(h.otherId) ?? '?'} on ${r.channel}: less than the ${input.minGapMinutes} min gap` });
  }

  // Duplicates: per channel of a profile, rows in time order.
  const byChannel = groupBy(rows, (r) => (r.at === null || input.teamTimes?.has(r.draftId) ? null : `${r.profileId}\u0000${r.channel}`));
  const captionKeys = new Map<string, string>();
  const keyOf = (draftId: string, caption: string): string => {
    let k = captionKeys.get(draftId);
    if (k === undefined) captionKeys.set(draftId, (k = normaliseCaption(caption)));
    return k;
  };
  for (const list of byChannel.values()) {
    list.sort((a, b) => (a.at as number) - (b.at as number));
    const lastByCaption = new Map<string, DryRunRow>();
    for (const r of list) {
      const ck = keyOf(r.draftId, r.caption);
      const same = ck === '' ? undefined : lastByCaption.get(ck);
      if (same && window > 0 && (r.at as number) - (same.at as number) <= window) {
        r.duplicateOf = same.draftId;
        r.problems.push({ severity: 'warning', code: 'duplicate', field: null, message: `same caption as post ${same.position} on ${r.channel} within ${input.duplicateDays} days` });
      }
      if (ck !== '') lastByCaption.set(ck, r);
    }
  }
  if (input.others?.length && window > 0) {
    const others = groupBy(input.others.flatMap((o) => o.channels.map((ch) => ({ o, ch }))),
      ({ o, ch }) => `${o.profileId}\u0000${ch}\u0000${normaliseCaption(o.caption)}`, ({ o }) => o);
    for (const r of rows) {
      if (r.duplicateOf !== null || r.at === null || input.teamTimes?.has(r.draftId)) continue;
      const hit = others.get(`${r.profileId}\u0000${r.channel}\u0000${keyOf(r.draftId, r.caption)}`)?.find((o) => o.draftId !== r.draftId && (o.at === null || Math.abs(o.at - (r.at as number)) <= window));
      if (hit) {
        r.duplicateOf = hit.draftId;
        r.problems.push({ severity: 'warning', code: 'duplicate', field: null, message: `same caption as draft ${hit.draftId} on ${r.channel} already in the library` });
      }
    }
  }
  for (const r of rows) r.problems.sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1));
  // A post goes whole or not at all: an error on one channel holds back every row of the post.
  const heldPosts = new Set(rows.filter((r) => r.problems.some((p) => p.severity === 'error')).map((r) => r.draftId));
  // A held post waits for the team's review when any of its rows has a review hold (its other errors show on its rows).
  // w29sent (walk 25, 2): a post with an error of its own is held for that error, review or not (it could not go even if
  // approved): counted under errors, never hidden as "not sent for review yet"; its rows still carry the review hold.
  const errorPosts = new Set(rows.filter((r) => ownProblems(r).some((p) => p.severity === 'error')).map((r) => r.draftId));
  const waitingPosts = new Set(rows.filter((r) => !errorPosts.has(r.draftId) && r.problems.some((p) => REVIEW_HOLD_CODES.has(p.code))).map((r) => r.draftId));
  const changesPosts = new Set(rows.filter((r) => waitingPosts.has(r.draftId) && r.problems.some((p) => p.code === 'changes_requested')).map((r) => r.draftId));
  // w28state: each waiting post's first review hold (as waitingGroups groups it): what its rows wait for.
  const holdOf = new Map<string, string>();
  const takenBack = new Set<string>();
  for (const r of rows) for (const p of r.problems) {
    if (!REVIEW_HOLD_CODES.has(p.code) || holdOf.has(r.draftId)) continue;
    holdOf.set(r.draftId, p.code);
    if (p.withdrawn) takenBack.add(r.draftId);
  }
  const sentBy = new Map(rows.flatMap((r) => r.problems.filter((p) => p.code === 'sent_by_team').map((p) => [r.draftId, p.who ?? ''] as const)));
  for (const r of rows) {
    r.held = heldPosts.has(r.draftId);
    r.waiting = r.held && waitingPosts.has(r.draftId);
    r.sentBy = sentBy.get(r.draftId) ?? null;
    r.heldWithPost = heldWithPost(r);
  }

  const summary: DryRunSummary = { posts: input.drafts.length, rows: rows.length, errors: 0, warnings: 0, duplicates: 0, collisions: 0, dstShifts: 0, overCap: 0, going: 0, held: heldPosts.size, waiting: [...waitingPosts].filter((id) => heldPosts.has(id)).length, changes: [...changesPosts].filter((id) => heldPosts.has(id)).length, scheduled: 0, queued: 0, now: 0, teamSent: sentBy.size,
    heldHere: [...heldPosts].filter((id) => !sentBy.has(id)).length,
    rowsToSend: 0, rowsHeldWithPost: 0, rowsWaiting: 0, rowsTeamSent: 0, rowsWaitingFor: { in_review: 0, to_submit: 0, changes: 0, resend: 0, role: 0 },
    changesBy: [...new Set(rows.filter((r) => r.held).flatMap((r) => r.problems.filter((p) => p.code === 'changes_requested' && p.who).map((p) => p.who as string)))] };
  const counted = new Set<string>();
  for (const r of rows) {
    if (r.held || counted.has(r.draftId)) continue;
    counted.add(r.draftId);
    summary.going++;
    summary[r.delivery === 'schedule' ? 'scheduled' : r.delivery === 'queue' ? 'queued' : 'now']++;
  }
  for (const r of rows) {
    // teamcampaign: a post a teammate sent is held back, yet nothing is wrong with it; sendtab: nor with a post that waits for
    // the team's review (`summary.waiting` counts those). A row counts as an error only for another problem.
    const own = ownProblems(r);
    const error = own.some((p) => p.severity === 'error');
    // w25dryrun (walk 22, 1): each row in exactly one part, so the parts add up to the rows.
    if (error) summary.errors++;
    else if (r.sentBy !== null) summary.rowsTeamSent++;
    else if (r.waiting) {
      summary.rowsWaiting++;
      const kind = waitingKind(holdOf.get(r.draftId));
      summary.rowsWaitingFor[kind]++;
      if (kind === 'to_submit' && takenBack.has(r.draftId)) summary.rowsTakenBack = (summary.rowsTakenBack ?? 0) + 1;
    }
    else if (r.heldWithPost) summary.rowsHeldWithPost++;
    else summary.rowsToSend++;
    // w8send (walk 8, finding 10): a row's warnings are counted whether the row is held or not (a held row showed its
    // pinned-page "!" while the summary said "0 with warnings"); a row with an error is counted there (an error outweighs).
    // w23dryrun (walk 20, 1): a time the clocks skip or show twice is marked on its row (the app's ⚠, the CLI's "!"): a warning.
    // w27brand (walk 23, 3): a row with a warning is counted "with warnings" whether or not it also has an error (34 rows
    // carried a warning beside a missing photo, and the line said "0 with warnings").
    if (own.some((p) => p.severity === 'warning') || r.wallClock) summary.warnings++;
    if (r.duplicateOf) summary.duplicates++;
    if (r.collidesWith) summary.collisions++;
    if (!r.fits) summary.overCap++;
    if (nearClockChange(r)) summary.dstShifts++;
  }
  return { rows, summary };
}

/**
 * The problems of a row that are its own to fix: not a teammate's send (`sent_by_team`: already sent, nothing wrong) nor a
 * wait for the team's review (`REVIEW_HOLD_CODES`). The summary's `errors`/`warnings` and the CSV's columns count these alone.
 */
export const ownProblems = (r: Pick<DryRunRow, 'problems'>): DryRunProblem[] => r.problems.filter((p) => p.code !== 'sent_by_team' && !REVIEW_HOLD_CODES.has(p.code));

/**
 * w24campaign (walk 21, 1): whether THIS run would send the row, and if not, why, in words. The column was `sent`, which read
 * "no (sent by Lan)" of a post Lan had sent and "yes" of one not sent yet: backwards.
 */
function sentByThisRun(r: DryRunRow, heldElsewhere: boolean): string {
  if (r.sentBy !== null) return `no: already sent by ${r.sentBy}`;
  if (r.waiting) return 'no: waiting for approval';
  if (!r.held) return 'yes';
  return heldElsewhere ? 'no: held back for an error on another channel of this post' : 'no: held back for an error';
}

/**
 * The dry run as CSV (one row per post × channel), for a spreadsheet: the one writer, so a caption never runs as a formula.
 * `errors`/`warnings` are the row's own (ownProblems); a teammate's send is in `already_sent`, a review hold in `waiting_for_review`.
 */
export function dryRunCsv(rows: readonly DryRunRow[]): string {
  const header = ['position', 'draft_id', 'profile_id', 'channel', 'sent_by_this_run', 'delivery', 'local_time', 'timezone', 'utc_offset', 'dst_shift', 'utc_time', 'body_bytes_estimate', 'fits', 'duplicate_of', 'collides_with', 'already_sent', 'waiting_for_review', 'errors', 'warnings', 'caption'];
  const text = (ps: readonly DryRunProblem[]): string => ps.map((p) => `${p.code}: ${p.message}`).join(' | ');
  const body = rows.map((r) => {
    const own = ownProblems(r);
    return [
      r.position, r.draftId, r.profileId ?? '', r.channel, sentByThisRun(r, r.heldWithPost), r.predicted ? `${r.delivery} (predicted slot)` : r.delivery, r.local ?? '', r.timezone, r.offset ? `UTC${r.offset}` : '', r.dstShift ? `UTC${r.dstShift.from} → UTC${r.dstShift.to}` : '',
      r.at === null ? '' : new Date(r.at).toISOString(), r.bodyBytes, r.fits ? 'yes' : 'no', r.duplicateOf ?? '', r.collidesWith ?? '',
      r.problems.filter((p) => p.code === 'sent_by_team').map((p) => p.message).join(' | '),
      text(r.problems.filter((p) => REVIEW_HOLD_CODES.has(p.code))),
      text(own.filter((p) => p.severity === 'error')),
      // w23dryrun: a time the clocks skip or show twice is one of the row's warnings, as the summary counts it.
      [text(own.filter((p) => p.severity === 'warning')), ...(r.wallClock ? [`wall_clock: ${wallClockEnglish(r.wallClock)}`] : [])].filter(Boolean).join(' | '),
      r.caption,
    ];
  });
  return writeCsv(header, body);
}
