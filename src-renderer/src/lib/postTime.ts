/**
 * The one time a post shows, on its Outbox card and in the desk's table (issue 32, mend32 item 2):
 * the time the Hub publishes (or published) it, on its own zone's clock, labelled with what it is.
 *
 * - A post sent with a time (scheduled): that time, in its zone. "Scheduled for" until it is out;
 *   "published at" once published (the Hub publishes a scheduled post at its time).
 * - A post sent at once: the moment it was handed to the Hub, in its zone, else this computer's.
 *
 * Never the moment the job was written (a hand-off at 1:47 AM of a post scheduled for 00:50 UTC).
 */
import { formatInZone, showingIn } from './schedule';
import { wallClockOf } from './wall-clock';
import type { WallClockDto } from '../../../src-main/bridge/contract';
import { zoneCity } from '../../../src-shared/zone-name';

/** What the time is: the label's key in the catalog (`mend32.time.<kind>`). */
export type PostTimeKind = 'scheduledFor' | 'publishedAt' | 'handedAt' | 'unreachedSince' | 'queuedBy' | 'replayedAt';

export interface PostTime {
  kind: PostTimeKind;
  /** The wall clock in `zone` (formatted for the locale). */
  time: string;
  /** The zone the time is read in ('' when it is this computer's and the post named none). */
  zone: string;
  /** The zone as its city reads in a narrow column ("Ho Chi Minh" for Asia/Ho_Chi_Minh). */
  city: string;
  /** h-replay2: the teammate the label names ("Queued by {who} at …"), for the kinds `queuedBy` and `replayedAt`. */
  who?: string;
  /** w23wall: the zone's clocks show this time twice, so `time` says which of the two it is (a narrow column makes room). */
  twice: boolean;
  /**
   * h-wallclock (walk 38): the post's own time is one its zone's clocks skip or show twice (lib/wall-clock.ts wallClockOf,
   * as the campaign's Posts tab marks it), so every screen showing this time shows the same mark; null: an ordinary time,
   * or no time of its own (sent at once).
   */
  wallClock: WallClockDto | null;
}

export interface PostTimeSubject {
  /** The time and zone the post was sent for, as sent; null when sent at once. */
  scheduledAt: string | null;
  timezone: string | null;
  /** The post's (or channel row's) state: published ones read "published at". */
  state: string;
  /** When it was handed to the Hub (ISO): the desk row's `at`, the card's job time (when its call went). */
  handedAt: string;
  /**
   * w29resend (walk 25, 2): its calls never reached the Hub (src-shared waitingToReach) since this moment (ISO): the time
   * reads "waiting to reach the Hub (not reachable since …)", never "handed to the Hub".
   */
  unreachedSince?: string | null;
  /**
   * h-replay2 (walk 42b): a teammate's send as src-shared teammateSendKind reads it, and who: `queued` (its calls never
   * reached the Hub) reads "Queued by Olivia at …", `replayed` (her call was a replay of one no outcome here names)
   * "Replayed by Olivia at … (the Hub already had it)", never "Handed to the Hub at" her time. Absent: this computer's.
   */
  teammate?: { who: string; kind: 'replayed' | 'queued' | 'cancelled' | 'sent' } | null;
}

const PUBLISHED: readonly string[] = ['published', 'partial'];

/**
 * h-wallclock (walk 38): the clock-change reading of a post's own time, as the campaign's Posts tab reads it (wallClockOf):
 * a wall-clock time as written; one kept as an instant (w23wall: set via UTC) as the wall time it shows in its zone, the
 * second showing when it is that one (the Posts tab's `scheduled_second`). The Review queue, the Library and the Outbox.
 */
export function postWallClock(scheduledAt: string, timezone: string | null): WallClockDto | null {
  if (!/(Z|[+-]\d{2}:?\d{2})$/.test(scheduledAt)) return wallClockOf(scheduledAt, timezone);
  const s = showingIn(scheduledAt, timezone);
  return s ? wallClockOf(new Date(s.wall).toISOString().slice(0, 16), timezone, s.nth === 'second') : null;
}

/** w17zone: src-shared zoneCity (a fixed-offset zone reads "UTC+01:00", not "GMT-1"). */
export const cityOf = (zone: string): string => zoneCity(zone);

/** w23wall: whether the post's time (as postTime reads it) is one its zone's clocks show twice; cheap, for a whole table. */
export const postTimeTwice = (s: Pick<PostTimeSubject, 'scheduledAt' | 'timezone' | 'handedAt'>, here: string): boolean =>
  (s.scheduledAt ? showingIn(s.scheduledAt, s.timezone) : showingIn(s.handedAt, s.timezone ?? here)) !== null;

/**
 * w30outbox: a desk row's time (the Outbox Table's Time cell and its tooltip), read as the row's card reads it: its
 * scheduled time, when it was handed to the Hub, or since when its calls wait to reach the Hub (the core's `unreachedSince`).
 */
export const rowTime = (r: { scheduledAt: string | null; timezone: string | null; state: string; at: string; unreachedSince?: string | undefined }, here: string, locale: string | undefined): PostTime =>
  postTime({ scheduledAt: r.scheduledAt, timezone: r.timezone, state: r.state, handedAt: r.at, unreachedSince: r.unreachedSince ?? null }, here, locale);

export function postTime(s: PostTimeSubject, here: string, locale: string | undefined): PostTime {
  if (s.scheduledAt) {
    const zone = s.timezone ?? 'UTC';
    return { kind: PUBLISHED.includes(s.state) ? 'publishedAt' : 'scheduledFor', time: formatInZone(s.scheduledAt, s.timezone, locale) ?? s.scheduledAt, zone, city: cityOf(zone), twice: postTimeTwice(s, here), wallClock: postWallClock(s.scheduledAt, s.timezone) };
  }
  const zone = s.timezone ?? '';
  const kind = s.teammate?.kind === 'queued' ? 'queuedBy' : s.teammate?.kind === 'replayed' ? 'replayedAt' : null;
  if (kind && s.teammate) return { kind, who: s.teammate.who, time: formatInZone(s.handedAt, s.timezone ?? here, locale) ?? s.handedAt, zone, city: zone ? cityOf(zone) : '', twice: false, wallClock: null };
  if (s.unreachedSince) return { kind: 'unreachedSince', time: formatInZone(s.unreachedSince, s.timezone ?? here, locale) ?? s.unreachedSince, zone, city: zone ? cityOf(zone) : '', twice: false, wallClock: null };
  return { kind: 'handedAt', time: formatInZone(s.handedAt, s.timezone ?? here, locale) ?? s.handedAt, zone, city: zone ? cityOf(zone) : '', twice: postTimeTwice(s, here), wallClock: null };
}

/**
 * The post's time in its label's words ("Published at …", "Handed to the Hub at … (Ho Chi Minh)"), as the Outbox card
 * says it. h-review (walk 33, 2): the review queue's "Goes out" of a post the Hub holds or published reads it too.
 */
export const postTimeLine = (pt: PostTime, t: (key: string, o?: { values: Record<string, string> }) => string): string =>
  t(`mend32.time.${pt.kind}`, { values: { time: pt.zone ? t('mend32.time.inZone', { values: { time: pt.time, zone: pt.city } }) : pt.time, who: pt.who ?? '' } });
