import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { HubError, type HubClient, type HubEnvelope, type HubUsage } from '../../hub';
import { backup, restore } from '../../library';
import type {
  BackupListDto, StagedRestoreDto,
  AllowanceDto, AudienceDto, ConnectLinkDto, KeyVerifyDto, LinkedDto, MonitorDto, MusicTrackDto, PinDto, PinKindDto, PinsDto,
  QueueSettingsDto, UsageDto, WorkspaceDto,
} from '../contract';
import type { Services } from '../services';

/**
 * The rest of the Hub, reachable from the renderer (issue 24): usage, linking channels by
 * credentials or connect link, pins, comment monitors, the audience breakdown and the music
 * chart. Each handler gets input already validated by the contract, calls the Hub client of the
 * current workspace and maps the answer to plain data. Hub refusals cross as their Hub code.
 *
 * Secrets given for linking go to the Hub once and are never kept, logged or answered back.
 */

// ---------------------------------------------------------------- pure readers (tested without a Hub)

/**
 * Which `used` entry of GET /v1/usage belongs to which allowance. hub-contract gives the two
 * objects but not their names; the sandbox's are listed here, and any other allowance is paired
 * with a `used` entry of the same name.
 */
export const USAGE_PAIRS: Readonly<Record<string, string>> = Object.freeze({
  profiles: 'profiles',
  posts_per_month: 'posts_this_month',
  video_processing_per_month: 'video_processing_this_month',
  direct_messages_per_day: 'direct_messages_today',
});

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

export function readUsage(u: HubUsage): UsageDto {
  const plan = (u.plan ?? {}) as Record<string, unknown>;
  const used = (u.used ?? {}) as Record<string, unknown>;
  const allowances: AllowanceDto[] = Object.entries(u.allowances ?? {}).map(([key, limit]) => ({
    key,
    limit: num(limit),
    used: num(used[USAGE_PAIRS[key] ?? key]),
  }));
  const features = Array.isArray((u as Record<string, unknown>).features) ? ((u as Record<string, unknown>).features as unknown[]).filter((f): f is string => typeof f === 'string') : null;
  return {
    plan: { name: text(plan.name), active: typeof plan.active === 'boolean' ? plan.active : null, status: text(plan.status), expiresAt: text(plan.expires_at) },
    features,
    allowances,
  };
}

/**
 * A pin answer's payload (not shown by the reference): the first property besides `profile_id`
 * that is an id string, an `{ id, name }` object, or null (nothing pinned).
 */
export function readPin(env: HubEnvelope): { id: string | null; name: string | null } {
  for (const [k, v] of Object.entries(env)) {
    if (k === 'profile_id' || k === 'cleared') continue;
    if (v === null) return { id: null, name: null };
    if (typeof v === 'string') return { id: v, name: null };
    if (typeof v === 'object' && v !== null && 'id' in v) {
      const o = v as Record<string, unknown>;
      const id = typeof o.id === 'number' ? String(o.id) : text(o.id);
      return { id, name: text(o.name) };
    }
  }
  return { id: null, name: null };
}

/** The `n` hours with most followers online, best first; ties go to the earlier hour. */
export function bestHours(onlineByHour: readonly number[], n = 3): number[] {
  return onlineByHour
    .map((v, hour) => ({ v, hour }))
    .filter((x) => x.v > 0)
    .sort((a, b) => b.v - a.v || a.hour - b.hour)
    .slice(0, n)
    .map((x) => x.hour);
}

export function readMonitor(raw: Record<string, unknown>, fallbackProfile: string): MonitorDto {
  const st = raw.state && typeof raw.state === 'object' ? (raw.state as Record<string, unknown>) : null;
  const kw = Array.isArray(raw.trigger_keywords) ? raw.trigger_keywords.filter((k): k is string => typeof k === 'string') : [];
  return {
    id: String(raw.id ?? ''),
    profile_id: text(raw.profile_id) ?? fallbackProfile,
    post_url: text(raw.post_url) ?? '',
    reply_message: typeof raw.reply_message === 'string' ? raw.reply_message : '',
    trigger_keywords: kw,
    monitoring_interval: num(raw.monitoring_interval) ?? 0,
    createdAt: text(raw.created_at),
    state: st
      ? {
          active: typeof st.active === 'boolean' ? st.active : null,
          lastCheckedAt: text(st.last_checked_at),
          repliesSent: num(st.replies_sent),
          checks: num(st.checks),
        }
      : null,
  };
}

const toLink = (l: { url: string; token: string; expires_at?: string | null | undefined } & Record<string, unknown>, fallback: { profile_id: string; platform: string }): ConnectLinkDto => ({
  profile_id: text(l.profile_id) ?? fallback.profile_id,
  platform: text(l.platform) ?? fallback.platform,
  url: l.url,
  token: l.token,
  expiresAt: l.expires_at ?? null,
  status: text(l.status),
});

// ---------------------------------------------------------------- handlers

export interface HubHandlerDeps {
  services: Services;
  /** Reloads profiles, boards, locations and pins into the offline cache (after a link or a pin). */
  refreshProfiles(): Promise<unknown>;
  /** After a workspace switch or removal: a new publisher, the renderer told. */
  workspaceChanged(): Promise<WorkspaceDto>;
}

type PinCalls = { get(c: HubClient, p: string): Promise<HubEnvelope>; set(c: HubClient, p: string, id: string): Promise<HubEnvelope>; clear(c: HubClient, p: string): Promise<HubEnvelope> };
/** The three pins and the client calls of each (paths in the Hub contract). */
const PIN_CALLS: Readonly<Record<PinKindDto, PinCalls>> = {
  facebook: { get: (c, p) => c.getFacebookPagePin(p), set: (c, p, id) => c.setFacebookPagePin(p, id), clear: (c, p) => c.clearFacebookPagePin(p) },
  linkedin: { get: (c, p) => c.getLinkedinOrgPin(p), set: (c, p, id) => c.setLinkedinOrgPin(p, id), clear: (c, p) => c.clearLinkedinOrgPin(p) },
  location: { get: (c, p) => c.getLocationPin(p), set: (c, p, id) => c.setLocationPin(p, id), clear: (c, p) => c.clearLocationPin(p) },
};
const PIN_KINDS = Object.keys(PIN_CALLS) as PinKindDto[];

export function hubHandlers(deps: HubHandlerDeps) {
  const s = deps.services;
  const client = async (): Promise<HubClient> => (await s.hub()).client;
  const refreshQuietly = async (): Promise<void> => {
    await deps.refreshProfiles().catch(() => undefined);
  };

  async function readPins(profile_id: string): Promise<PinsDto> {
    const c = await client();
    const entries = await Promise.all(PIN_KINDS.map(async (kind): Promise<[PinKindDto, PinDto]> => {
      try {
        return [kind, { linked: true, ...readPin(await PIN_CALLS[kind].get(c, profile_id)) }];
      } catch (err) {
        if (err instanceof HubError && err.code === 'platform_not_connected') return [kind, { linked: false, id: null, name: null }];
        throw err;
      }
    }));
    const pins = Object.fromEntries(entries) as Record<PinKindDto, PinDto>;
    // A location is shown by name: the Hub's locations list has them when the pin answer does not.
    if (pins.location.id && !pins.location.name) {
      const ws = s.currentWorkspace().id;
      pins.location.name = s.library.cache.locations(s.library.db, ws, profile_id).find((l) => l.id === pins.location.id)?.name ?? null;
    }
    return { profile_id, ...pins };
  }

  return {
    'workspaces.remove': async (input: { name: string }) => {
      const wasCurrent = (await s.secrets.workspaces.current()).name.toLowerCase() === input.name.toLowerCase();
      const r = await s.secrets.workspaces.remove(input.name);
      const current = wasCurrent ? await deps.workspaceChanged() : r.current;
      return { removed: r.removed.name, current };
    },
    'key.verify': async (): Promise<KeyVerifyDto> => {
      try {
        const usage = readUsage(await (await client()).usage({ signal: AbortSignal.timeout(15_000) }));
        return { verified: true, code: null, message: null, plan: { name: usage.plan.name, active: usage.plan.active, expiresAt: usage.plan.expiresAt } };
      } catch (err) {
        if (err instanceof HubError) return { verified: false, code: err.code, message: err.message, plan: null };
        throw err;
      }
    },
    'hub.usage': async (): Promise<UsageDto> => readUsage(await (await client()).usage()),
    'library.backup': async () => {
      const dir = join(s.dataDir, 'backups');
      mkdirSync(dir, { recursive: true });
      const stamp = new Date(s.clock.now()).toISOString().replace(/[:.]/g, '-');
      return backup(s.library.db, join(dir, `library-${stamp}.sqlite`));
    },
    'library.backups': (): BackupListDto => ({ backups: restore.listBackups(join(s.dataDir, 'backups')), pendingRestore: restore.restorePending(s.library.file) }),
    'library.restore': async (input: { name: string }): Promise<StagedRestoreDto> => {
      const r = await restore.stageRestore(s.library.db, { libraryFile: s.library.file, backupsDir: join(s.dataDir, 'backups'), name: input.name, now: s.clock.now() });
      return { ...r, appliesAt: 'next_start' };
    },
    'library.cancelRestore': (): { cancelled: boolean } => ({ cancelled: restore.cancelRestore(s.library.file) }),
    'connections.link': async (input: { channel: 'telegram'; profile_id: string; name: string; bot_token: string; chat_id: string } | { channel: 'slack'; profile_id: string; name: string; webhook_url: string }): Promise<LinkedDto> => {
      const { channel, ...body } = input;
      await (await client()).linkByCredentials(channel, body);
      await refreshQuietly();
      // Built from what is safe to show, never from the Hub's answer or the body: no secret can come back.
      return { profile_id: input.profile_id, platform: channel, name: input.name };
    },
    'connections.start': async (input: { profile_id: string; platform: string }): Promise<ConnectLinkDto> =>
      toLink(await (await client()).connectStart(input), input),
    'connections.check': async (input: { token: string }): Promise<ConnectLinkDto> => {
      const l = await (await client()).connectLink(input.token);
      if (l.status === 'completed') await refreshQuietly();
      return toLink(l, { profile_id: '', platform: '' });
    },
    'pins.get': (input: { profile_id: string }) => readPins(input.profile_id),
    'pins.set': async (input: { profile_id: string; kind: PinKindDto; id: string }): Promise<PinsDto> => {
      await PIN_CALLS[input.kind].set(await client(), input.profile_id, input.id);
      await refreshQuietly();
      return readPins(input.profile_id);
    },
    'pins.clear': async (input: { profile_id: string; kind: PinKindDto }): Promise<PinsDto> => {
      await PIN_CALLS[input.kind].clear(await client(), input.profile_id);
      await refreshQuietly();
      return readPins(input.profile_id);
    },
    'queue.settings': async (input: { profile_id: string }): Promise<QueueSettingsDto> => {
      const r = await (await client()).queueSettings(input.profile_id);
      return { profile_id: input.profile_id, timezone: r.settings?.timezone ?? null, slots: (r.settings?.slots ?? []).map((x) => ({ weekday: x.weekday, time: x.time })) };
    },
    'monitors.list': async (input: { profile_id: string }): Promise<MonitorDto[]> =>
      (await (await client()).listMonitors(input.profile_id)).monitors.slice(0, 100).map((m) => readMonitor(m, input.profile_id)),
    'monitors.create': async (input: { profile_id: string; post_url: string; reply_message: string; trigger_keywords: string[]; monitoring_interval: number }): Promise<MonitorDto> => {
      const env = await (await client()).createMonitor(input);
      const raw = (env as Record<string, unknown>).monitor;
      return raw && typeof raw === 'object' ? readMonitor(raw as Record<string, unknown>, input.profile_id) : readMonitor({ ...input }, input.profile_id);
    },
    'monitors.get': async (input: { id: string }): Promise<MonitorDto> => {
      const r = await (await client()).getMonitor(input.id);
      return readMonitor(r.monitor, r.profile_id ?? '');
    },
    'monitors.delete': async (input: { id: string }) => {
      await (await client()).deleteMonitor(input.id);
      return { id: input.id, deleted: true };
    },
    'insights.audience': async (input: { profile_id: string; platform: string }): Promise<AudienceDto> => {
      const a = await (await client()).audience(input);
      const hours = (a.online_by_hour ?? []).slice(0, 24);
      return {
        profile_id: input.profile_id,
        platform: a.platform ?? input.platform,
        followers: a.followers ?? null,
        onlineByHour: hours,
        timezone: text((a as Record<string, unknown>).timezone),
        bestHours: bestHours(hours),
      };
    },
    'music.chart': async (input: { profile_id: string; q?: string | undefined; country_code?: string | undefined; genre?: string | undefined; date_range?: '1DAY' | '7DAY' | '30DAY' | '90DAY' | undefined; limit?: number | undefined }): Promise<MusicTrackDto[]> => {
      const { q, ...rest } = input;
      const query = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as typeof rest;
      const cacheKey = [query.country_code ?? '', query.genre ?? '', query.date_range ?? '', q ?? ''].join('|');
      const ws = s.currentWorkspace().id;
      const { db, cache } = s.library;
      try {
        const c = await client();
        const { tracks } = q === undefined ? await c.musicTrending(query) : await c.musicSearch({ ...query, q });
        cache.putMusic(db, ws, input.profile_id, cacheKey, tracks.map((t) => ({ id: t.id, title: t.title ?? '', artist: t.artist ?? '', rank: t.rank ?? null })));
      } catch (err) {
        // Offline: the chart last read with the same filters, for drafting. A Hub refusal is said as it is.
        if (!(err instanceof HubError) || err.code !== 'network') throw err;
      }
      return cache.music(db, ws, input.profile_id, cacheKey).map((t) => ({ id: t.id, title: t.title, artist: t.artist, rank: t.rank ?? 0 }));
    },
  };
}
