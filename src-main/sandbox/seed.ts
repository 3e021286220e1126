import type { ChannelKey } from '../hub';
import type { Db, Statements, TargetKind } from './db';
import { mulberry32, randomToken } from './prng';

/** The features a plan can include (hub-api 5.4). */
export const PLAN_FEATURES = ['queue', 'monitors', 'messaging'] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

/** The demo account's API key: deterministic from the seed. */
export function demoApiKey(seed: number): string {
  return `sk_sandbox_${randomToken(mulberry32(seed), 32)}`;
}

export const DEMO_ACCOUNT_ID = 'acct_demo';

/** Queue slot: weekday 0 (Sunday) … 6, time "HH:MM" in the profile's timezone. */
export interface QueueSlot { weekday: number; time: string }

const weekdays = (times: string[], days = [1, 2, 3, 4, 5]): QueueSlot[] => days.flatMap((weekday) => times.map((time) => ({ weekday, time })));

interface ProfileSeed {
  id: string;
  name: string;
  timezone: string;
  slots: QueueSlot[];
  channels: Array<[ChannelKey, string]>;
  targets?: Array<[TargetKind, string, string]>;
  pins?: Array<['facebook' | 'linkedin' | 'location', string]>;
}

/**
 * The demo profiles: several brands, most channels linked, one profile with a Page
 * pinned, one multi-location business account with no default (location_required),
 * Pinterest boards, queue slots.
 */
export const DEMO_PROFILES: readonly ProfileSeed[] = [
  {
    id: 'prof_caphe', name: 'Cà Phê Sữa Đá', timezone: 'Asia/Ho_Chi_Minh', slots: weekdays(['08:00', '12:30', '19:00'], [0, 1, 2, 3, 4, 5, 6]),
    channels: [
      ['tiktok', '@caphesuada'], ['instagram', '@caphesuada'], ['linkedin', 'Cà Phê Sữa Đá Co.'], ['facebook', 'Cà Phê Sữa Đá'],
      ['x', '@caphesuada'], ['threads', '@caphesuada'], ['pinterest', 'caphesuada'], ['reddit', 'u/caphesuada'],
      ['bluesky', 'caphesuada.bsky.social'], ['google_business', 'Cà Phê Sữa Đá Quận 1'], ['telegram', 'Cà Phê channel'],
      ['discord', 'Cà Phê server'], ['mastodon', '@caphe@mastodon.social'], ['lemmy', 'caphe@lemmy.world'], ['wordpress', 'caphesuada.blog'],
      ['slack', '#marketing'], ['youtube', 'Cà Phê Sữa Đá TV'],
    ],
    targets: [
      ['page', 'pg_caphe_main', 'Cà Phê Sữa Đá'], ['page', 'pg_caphe_events', 'Cà Phê Sữa Đá Events'],
      ['org', 'org_caphe', 'Cà Phê Sữa Đá Co.'],
      ['location', 'loc_caphe_q1', 'Quận 1, TP.HCM'],
      ['board', 'brd_caphe_drinks', 'Đồ uống'], ['board', 'brd_caphe_space', 'Không gian quán'],
    ],
    pins: [['facebook', 'pg_caphe_main']],
  },
  {
    id: 'prof_lumen', name: 'Studio Lumen', timezone: 'Europe/Berlin', slots: weekdays(['09:00', '17:30']),
    channels: [
      ['instagram', '@studiolumen'], ['facebook', 'Studio Lumen'], ['linkedin', 'Studio Lumen GmbH'], ['pinterest', 'studiolumen'],
      ['google_business', 'Studio Lumen'], ['x', '@studiolumen'], ['threads', '@studiolumen'], ['bluesky', 'studiolumen.bsky.social'],
      ['mastodon', '@lumen@photog.social'], ['tiktok', '@studiolumen'], ['reddit', 'u/studiolumen'],
    ],
    targets: [
      ['page', 'pg_lumen_berlin', 'Studio Lumen Berlin'], ['page', 'pg_lumen_hamburg', 'Studio Lumen Hamburg'],
      ['org', 'org_lumen', 'Studio Lumen GmbH'], ['org', 'org_lumen_academy', 'Lumen Academy'],
      ['location', 'loc_lumen_mitte', 'Berlin Mitte'], ['location', 'loc_lumen_kreuzberg', 'Berlin Kreuzberg'], ['location', 'loc_lumen_altona', 'Hamburg Altona'],
      ['board', 'brd_lumen_portraits', 'Portraits'], ['board', 'brd_lumen_weddings', 'Weddings'], ['board', 'brd_lumen_bts', 'Behind the scenes'],
    ],
    pins: [['linkedin', 'org_lumen']],
  },
  {
    id: 'prof_aodai', name: 'Áo Dài Hội An', timezone: 'Asia/Ho_Chi_Minh', slots: weekdays(['10:00', '20:00'], [1, 3, 5, 6]),
    channels: [
      ['instagram', '@aodaihoian'], ['facebook', 'Áo Dài Hội An'], ['tiktok', '@aodaihoian'], ['google_business', 'Áo Dài Hội An'],
      ['pinterest', 'aodaihoian'], ['threads', '@aodaihoian'],
    ],
    targets: [
      ['page', 'pg_aodai', 'Áo Dài Hội An'],
      ['location', 'loc_aodai_phohoi', 'Phố Hội'], ['location', 'loc_aodai_anbang', 'An Bàng'],
      ['board', 'brd_aodai_lookbook', 'Lookbook'],
    ],
    pins: [['location', 'loc_aodai_phohoi']],
  },
  { id: 'prof_new', name: 'New Brand', timezone: 'UTC', slots: [], channels: [] },
];

/** Seeds the demo account once (an existing database keeps its state and key). */
export function seedIfEmpty(db: Db, s: Statements, seed: number, now: number): void {
  if (s.firstAccount.get()) return;
  db.transaction(() => {
    s.insertAccount.run({
      id: DEMO_ACCOUNT_ID, api_key: demoApiKey(seed), plan_name: 'Sandbox Pro', plan_active: 1, status: 'active',
      expires_at: now + 365 * 24 * 3600_000, features: JSON.stringify(PLAN_FEATURES), profile_limit: 10,
    });
    DEMO_PROFILES.forEach((p, i) => {
      s.insertProfile.run({ id: p.id, account_id: DEMO_ACCOUNT_ID, name: p.name, position: i, queue_timezone: p.timezone, queue_slots: JSON.stringify(p.slots) });
      p.channels.forEach(([platform, name], j) => s.upsertConnection.run({ profile_id: p.id, platform, name, secret: null, created_at: now - (p.channels.length - j) * 1000 }));
      (p.targets ?? []).forEach(([kind, id, name], j) => s.insertTarget.run({ profile_id: p.id, kind, id, name, position: j }));
      for (const [kind, target] of p.pins ?? []) s.setPin.run(p.id, kind, target);
    });
    s.setMeta.run('seed', String(seed));
  })();
}
