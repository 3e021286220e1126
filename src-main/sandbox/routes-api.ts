import type { ServerResponse } from 'node:http';
import { CHANNELS, CHANNEL_KEYS, DEFAULT_CONTRACT, isChannelKey, type ChannelKey } from '../hub';
import { HubRefusal, invalid, notFound } from './errors';
import type { MonitorRow, PinKind, ProfileRow, TargetKind } from './db';
import { chart, parseChartQuery, publicTrack, searchChart } from './music';
import { publishResult } from './outcomes';
import { parseSlots } from './queue';
import { newId, readJsonBody, type Route, type RouteCtx, type Sandbox } from './server';

const P = DEFAULT_CONTRACT.paths;
const LINK_LIFETIME_MS = 48 * 3600_000;

/** Channels linked with credentials (never through a sign-in redirect), and the fields each needs. */
export const CREDENTIAL_CHANNELS: Readonly<Partial<Record<ChannelKey, Record<string, RegExp>>>> = Object.freeze({
  telegram: { bot_token: /^\d{3,}:[A-Za-z0-9_-]{20,}$/, chat_id: /^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$/, name: /\S/ },
  slack: { webhook_url: /^https:\/\/hooks\.slack\.com\/services\/\S+$/, name: /\S/ },
  bluesky: { identifier: /^\S+$/, app_password: /^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/, name: /\S/ },
  nostr: { private_key: /^nsec1[02-9ac-hj-np-z]{58}$/, name: /\S/ },
});
/** Channels whose linking flow is "being upgraded" (platform_unavailable). */
export const UNAVAILABLE_CHANNELS: ReadonlySet<ChannelKey> = new Set(['whop']);

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

function requireString(obj: Record<string, unknown>, name: string): string {
  const v = obj[name];
  if (v === undefined || v === null) throw invalid(`${name} is required`);
  if (typeof v !== 'string') throw invalid(`${name} must be a string`);
  if (v.trim() === '') throw invalid(`${name} must not be empty`);
  return v;
}

function onlyFields(obj: Record<string, unknown>, allowed: readonly string[]): void {
  for (const k of Object.keys(obj)) if (!allowed.includes(k)) throw invalid(`unknown field "${k}"; expected ${allowed.join(', ')}`);
}

const queryObj = (ctx: RouteCtx): Record<string, unknown> => Object.fromEntries(ctx.url.searchParams);

function profileOf(ctx: RouteCtx, profileId: string): ProfileRow {
  const p = ctx.sb.s.profile.get(profileId, ctx.account.id);
  if (!p) throw notFound(`profile "${profileId}" is not on this account`);
  return p;
}

const queryProfile = (ctx: RouteCtx): ProfileRow => profileOf(ctx, requireString(queryObj(ctx), 'profile_id'));

function requireConnected(ctx: RouteCtx, profile: ProfileRow, channel: ChannelKey): void {
  if (!ctx.sb.s.connection.get(profile.id, channel)) {
    throw new HubRefusal('platform_not_connected', `No ${CHANNELS[channel].label} account is linked to this profile. Link the account first.`);
  }
}

function requireFeature(ctx: RouteCtx, feature: 'queue' | 'monitors' | 'messaging', what: string): void {
  if (!ctx.sb.features(ctx.account).has(feature)) throw new HubRefusal('forbidden', `${what} is not included in this plan. Check GET /v1/usage or upgrade.`);
}

const targetsOf = (sb: Sandbox, profileId: string, kind: TargetKind) => sb.s.targets.all(profileId, kind).map((t) => ({ id: t.id, name: t.name }));

function pinView(sb: Sandbox, profileId: string, kind: PinKind, targetKind: TargetKind): { id: string; name: string } | null {
  const pin = sb.s.pin.get(profileId, kind);
  if (!pin) return null;
  const t = sb.s.targets.all(profileId, targetKind).find((x) => x.id === pin.target_id);
  return { id: pin.target_id, name: t?.name ?? pin.target_id };
}

/** GET/POST/DELETE of one pin (Facebook Page, LinkedIn organisation, business location). */
function pinRoutes(path: string, channel: ChannelKey, kind: PinKind, targetKind: TargetKind, bodyField: string, answerKey: string, what: string): Route[] {
  return [
    {
      method: 'GET', path,
      handle(ctx) {
        const profile = queryProfile(ctx);
        requireConnected(ctx, profile, channel);
        return { profile_id: profile.id, [answerKey]: pinView(ctx.sb, profile.id, kind, targetKind) };
      },
    },
    {
      method: 'POST', path,
      async handle(ctx) {
        const body = await readJsonBody(ctx);
        onlyFields(body, ['profile_id', bodyField]);
        const profile = profileOf(ctx, requireString(body, 'profile_id'));
        const target = requireString(body, bodyField);
        requireConnected(ctx, profile, channel);
        if (!ctx.sb.s.targets.all(profile.id, targetKind).some((t) => t.id === target)) {
          throw invalid(`${bodyField} "${target}" is not ${what} of the linked ${CHANNELS[channel].label} account`);
        }
        ctx.sb.s.setPin.run(profile.id, kind, target);
        return { profile_id: profile.id, [answerKey]: pinView(ctx.sb, profile.id, kind, targetKind) };
      },
    },
    {
      method: 'DELETE', path,
      handle(ctx) {
        const profile = queryProfile(ctx);
        ctx.sb.s.clearPin.run(profile.id, kind);
        return { profile_id: profile.id, [answerKey]: null, cleared: true };
      },
    },
  ];
}

function monitorView(m: MonitorRow) {
  return {
    id: m.id, profile_id: m.profile_id, post_url: m.post_url, reply_message: m.reply_message,
    trigger_keywords: JSON.parse(m.trigger_keywords) as string[], monitoring_interval: m.monitoring_interval,
    created_at: new Date(m.created_at).toISOString(),
  };
}

/** Live state: checks happen every `monitoring_interval` seconds since creation (clock time). */
function monitorState(m: MonitorRow, now: number) {
  const checks = Math.max(0, Math.floor((now - m.created_at) / (m.monitoring_interval * 1000)));
  const keywords = JSON.parse(m.trigger_keywords) as string[];
  const perCheck = keywords.length === 0 ? 2 : 1;
  return {
    active: true,
    checks,
    last_checked_at: checks === 0 ? null : new Date(m.created_at + checks * m.monitoring_interval * 1000).toISOString(),
    replies_sent: Math.floor((checks * perCheck) / 3),
  };
}

function htmlPage(res: ServerResponse, status: number, title: string, text: string): void {
  const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  const body = `<!doctype html><meta charset="utf-8"><title>${esc(title)}</title><h1>${esc(title)}</h1><p>${esc(text)}</p>`;
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(body);
}

/** The sign-in page a connect link opens (browser; no key): the sandbox links the account at once. */
export function connectPage(sb: Sandbox, token: string, res: ServerResponse): void {
  const link = sb.s.link.get(token);
  const now = sb.clock.now();
  if (!link || now >= link.expires_at) {
    htmlPage(res, 404, 'Link not found', 'This connect link does not exist or has expired (links live 48 hours). Issue a new one.');
    return;
  }
  const label = isChannelKey(link.platform) ? CHANNELS[link.platform].label : link.platform;
  sb.db.transaction(() => {
    sb.s.upsertConnection.run({ profile_id: link.profile_id, platform: link.platform, name: `${label} (sandbox)`, secret: null, created_at: now });
    sb.s.completeLink.run(now, token);
  })();
  htmlPage(res, 200, `${label} linked`, `The sandbox linked a ${label} account to this profile. You can close this page.`);
}

function audience(profileId: string) {
  // A deterministic daily curve: quiet at night, peaks at lunch and evening (Vietnam time).
  let h = 0;
  for (const c of profileId) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  const followers = 5_000 + (h % 45_000);
  const shape = [2, 1, 1, 1, 1, 2, 4, 6, 7, 6, 6, 9, 12, 10, 7, 6, 7, 9, 12, 15, 16, 14, 9, 5];
  const total = shape.reduce((a, b) => a + b, 0);
  return {
    followers,
    online_by_hour: shape.map((x) => Math.round((followers * 0.6 * x) / total)),
    timezone: 'Asia/Ho_Chi_Minh',
    top_countries: [{ country_code: 'VN', share: 0.82 }, { country_code: 'US', share: 0.06 }, { country_code: 'AU', share: 0.03 }],
    gender: { female: 0.61, male: 0.36, other: 0.03 },
  };
}

export const apiRoutes: Route[] = [
  {
    method: 'GET', path: P.postStatus,
    handle(ctx) {
      const q = queryObj(ctx);
      const req = str(q.request_id);
      const job = str(q.job_id);
      // By the post's Idempotency-Key (hub-contract: the one thing a client holds after upstream_timeout).
      const key = str(q[ctx.sb.contract.statusKeyParam]);
      const given = [req, job, key].filter((x) => x !== undefined).length;
      if (given === 0) throw invalid(`request_id, job_id or ${ctx.sb.contract.statusKeyParam} is required`);
      if (given > 1) throw invalid(`send one of request_id, job_id or ${ctx.sb.contract.statusKeyParam}`);
      const post = req !== undefined ? ctx.sb.s.postByRequest.get(req, ctx.account.id) : job !== undefined ? ctx.sb.s.postByJob.get(job, ctx.account.id) : ctx.sb.s.postByKey.get(key!, ctx.account.id);
      if (!post) throw notFound(`no post with ${req !== undefined ? `request_id "${req}"` : job !== undefined ? `job_id "${job}"` : `that ${ctx.sb.contract.statusKeyParam}`} on this account`);
      return publishResult(post, ctx.sb.clock.now());
    },
  },
  {
    method: 'GET', path: P.profiles,
    handle(ctx) {
      const s = ctx.sb.s;
      const pf = ctx.sb.contract.pinFields;
      return {
        profiles: s.profiles.all(ctx.account.id).map((p) => ({
          profile_id: p.id,
          name: p.name,
          connections: s.connections.all(p.id).map((c) => ({ platform: c.platform, name: c.name })),
          pins: {
            [pf.facebookPage]: s.pin.get(p.id, 'facebook')?.target_id ?? null,
            [pf.linkedinOrg]: s.pin.get(p.id, 'linkedin')?.target_id ?? null,
            [pf.location]: s.pin.get(p.id, 'location')?.target_id ?? null,
          },
        })),
      };
    },
  },
  {
    method: 'POST', path: P.profiles,
    async handle(ctx) {
      const body = await readJsonBody(ctx);
      onlyFields(body, ['name']);
      const name = requireString(body, 'name');
      const a = ctx.account;
      if (!a.plan_active || a.profile_limit === 0) throw new HubRefusal('no_active_plan', 'This account has no active plan (profile allowance is zero). Activate a plan first.');
      const existing = ctx.sb.s.profiles.all(a.id);
      if (existing.length >= a.profile_limit) throw new HubRefusal('profile_limit_reached', `This plan allows ${a.profile_limit} profiles and all are in use. Upgrade or delete an unused profile. Nothing was created.`);
      const id = newId('prof');
      ctx.sb.s.insertProfile.run({ id, account_id: a.id, name, position: existing.length, queue_timezone: 'UTC', queue_slots: '[]' });
      return { profile_id: id, name, connections: [] };
    },
  },
  {
    method: 'GET', path: P.usage, allowInactive: true,
    handle(ctx) {
      const a = ctx.account;
      const now = ctx.sb.clock.now();
      const monthStart = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), 1);
      const active = a.plan_active === 1 && (a.expires_at === null || a.expires_at > now) && a.status === 'active';
      return {
        plan: { name: a.plan_name, active, status: a.status, expires_at: a.expires_at === null ? null : new Date(a.expires_at).toISOString() },
        features: JSON.parse(a.features) as string[],
        allowances: { profiles: a.profile_limit, posts_per_month: null, video_processing_per_month: 60, direct_messages_per_day: 500 },
        used: { profiles: ctx.sb.s.profiles.all(a.id).length, posts_this_month: ctx.sb.s.postCount.get(a.id, monthStart)!.n, video_processing_this_month: 0, direct_messages_today: 0 },
      };
    },
  },
  {
    method: 'POST', path: P.connectStart,
    async handle(ctx) {
      const body = await readJsonBody(ctx);
      onlyFields(body, ['profile_id', 'platform']);
      const a = ctx.account;
      const now = ctx.sb.clock.now();
      if (!a.plan_active || a.profile_limit === 0 || (a.expires_at !== null && a.expires_at < now)) {
        throw new HubRefusal('no_active_plan', 'Connecting a channel needs an active plan (the profile allowance is zero or the plan has expired). Activate a plan first.');
      }
      const profile = profileOf(ctx, requireString(body, 'profile_id'));
      const platform = requireString(body, 'platform');
      if (!isChannelKey(platform)) throw invalid(`"${platform}" is not a channel key`);
      if (CREDENTIAL_CHANNELS[platform]) {
        throw new HubRefusal('platform_not_startable', `${CHANNELS[platform].label} does not use a sign-in redirect: link it with POST ${P.connectByCredentials.replace('{channel}', platform)}.`);
      }
      if (UNAVAILABLE_CHANNELS.has(platform)) throw new HubRefusal('platform_unavailable', `The ${CHANNELS[platform].label} linking flow is being upgraded and cannot complete now. Try later.`);
      const token = newId('lnk');
      const expires = now + LINK_LIFETIME_MS;
      ctx.sb.s.insertLink.run({ token, account_id: a.id, profile_id: profile.id, platform, created_at: now, expires_at: expires });
      return { profile_id: profile.id, platform, url: `${ctx.sb.baseUrl}/connect/${token}`, token, expires_at: new Date(expires).toISOString() };
    },
  },
  {
    method: 'GET', path: P.connectLink,
    handle(ctx) {
      const link = ctx.sb.s.link.get(ctx.params.token!);
      const now = ctx.sb.clock.now();
      // Unknown and expired look the same (hub-api 2, Connect link).
      if (!link || link.account_id !== ctx.account.id || now >= link.expires_at) {
        throw new HubRefusal('link_not_found', 'This connect link does not exist or has expired (links live 48 hours). Issue a new one with POST /v1/connections/start.');
      }
      return {
        profile_id: link.profile_id, platform: link.platform, token: link.token, url: `${ctx.sb.baseUrl}/connect/${link.token}`,
        expires_at: new Date(link.expires_at).toISOString(), status: link.completed_at === null ? 'pending' : 'completed',
      };
    },
  },
  {
    method: 'POST', path: P.connectByCredentials,
    async handle(ctx) {
      const channel = ctx.params.channel!;
      if (!isChannelKey(channel)) throw invalid(`"${channel}" is not a channel key`);
      const spec = CREDENTIAL_CHANNELS[channel];
      if (!spec) throw invalid(`${CHANNELS[channel].label} links through a sign-in redirect: mint a link with POST ${P.connectStart}.`);
      const body = await readJsonBody(ctx);
      onlyFields(body, ['profile_id', ...Object.keys(spec)]);
      const profile = profileOf(ctx, requireString(body, 'profile_id'));
      const secret: Record<string, string> = {};
      for (const [field, re] of Object.entries(spec)) {
        const v = requireString(body, field);
        // The message never repeats a secret's value.
        if (!re.test(v)) throw invalid(`${field} is not a valid ${CHANNELS[channel].label} ${field.replace(/_/g, ' ')}`);
        if (field !== 'name') secret[field] = v;
      }
      const now = ctx.sb.clock.now();
      ctx.sb.s.upsertConnection.run({ profile_id: profile.id, platform: channel, name: String(body.name), secret: JSON.stringify(secret), created_at: now });
      return { profile_id: profile.id, connection: { platform: channel, name: String(body.name), linked_at: new Date(now).toISOString() } };
    },
  },
  ...pinRoutes(P.facebookPagePin, 'facebook', 'facebook', 'page', 'page_id', 'page', 'a Page'),
  ...pinRoutes(P.linkedinOrgPin, 'linkedin', 'linkedin', 'org', 'page_id', 'page', 'an organisation'),
  ...pinRoutes(P.locationPin, 'google_business', 'location', 'location', 'location_id', 'location', 'a location'),
  {
    method: 'GET', path: P.pinterestBoards,
    handle(ctx) {
      const profile = queryProfile(ctx);
      requireConnected(ctx, profile, 'pinterest');
      return { profile_id: profile.id, boards: targetsOf(ctx.sb, profile.id, 'board') };
    },
  },
  {
    method: 'GET', path: P.locations,
    handle(ctx) {
      const profile = queryProfile(ctx);
      requireConnected(ctx, profile, 'google_business');
      return { profile_id: profile.id, locations: targetsOf(ctx.sb, profile.id, 'location'), default_location_id: ctx.sb.s.pin.get(profile.id, 'location')?.target_id ?? null };
    },
  },
  {
    method: 'GET', path: P.musicTrending,
    handle(ctx) {
      const profile = queryProfile(ctx);
      const q = parseChartQuery(ctx.url.searchParams);
      return { profile_id: profile.id, country_code: q.country_code, genre: q.genre, date_range: q.date_range, tracks: chart(q).slice(0, q.limit).map(publicTrack) };
    },
  },
  {
    method: 'GET', path: P.musicSearch,
    handle(ctx) {
      const profile = queryProfile(ctx);
      const text = ctx.url.searchParams.get('q');
      if (text === null || text.trim() === '') throw invalid('q is required: words from the track title or artist');
      if ([...text].length > 80) throw invalid(`q is ${[...text].length} characters; at most 80`);
      const q = parseChartQuery(ctx.url.searchParams);
      return { profile_id: profile.id, q: text, tracks: searchChart(text, q).slice(0, q.limit).map(publicTrack) };
    },
  },
  {
    method: 'GET', path: P.audience,
    handle(ctx) {
      const profile = queryProfile(ctx);
      const param = ctx.sb.contract.audienceChannelParam;
      const platform = requireString(queryObj(ctx), param);
      if (!isChannelKey(platform)) throw invalid(`${param} "${platform}" is not a channel key (one of ${CHANNEL_KEYS.join(', ')})`);
      if (platform !== 'tiktok') throw new HubRefusal('platform_not_supported', `Audience data is available for tiktok only, not ${platform}.`);
      requireConnected(ctx, profile, 'tiktok');
      return { profile_id: profile.id, platform, ...audience(profile.id) };
    },
  },
  {
    method: 'GET', path: P.queueSettings,
    handle(ctx) {
      const profile = queryProfile(ctx);
      requireFeature(ctx, 'queue', 'The posting queue');
      return { profile_id: profile.id, settings: { timezone: profile.queue_timezone, slots: parseSlots(profile) } };
    },
  },
  {
    method: 'POST', path: P.monitors,
    async handle(ctx) {
      requireFeature(ctx, 'monitors', 'Comment monitors');
      const body = await readJsonBody(ctx);
      onlyFields(body, ['profile_id', 'post_url', 'reply_message', 'trigger_keywords', 'monitoring_interval']);
      const profile = profileOf(ctx, requireString(body, 'profile_id'));
      const postUrl = requireString(body, 'post_url');
      let u: URL | null;
      try {
        u = new URL(postUrl);
      } catch {
        u = null;
      }
      if (!u || u.protocol !== 'https:') throw invalid('post_url is not a valid https:// link');
      const reply = requireString(body, 'reply_message');
      if (reply.length > 2000) throw invalid(`reply_message is ${reply.length} characters; at most 2000`);
      const kw = body.trigger_keywords;
      if (!Array.isArray(kw) || !kw.every((k) => typeof k === 'string')) throw invalid('trigger_keywords must be an array of strings (empty = every new comment)');
      if (kw.length > 50) throw invalid('trigger_keywords holds at most 50 words');
      const interval = body.monitoring_interval;
      if (typeof interval !== 'number' || !Number.isInteger(interval)) throw invalid('monitoring_interval must be a whole number of seconds');
      if (interval < 60 || interval > 86_400) throw invalid(`monitoring_interval must be from 60 to 86400 seconds, got ${interval}`);
      const m: MonitorRow = {
        id: newId('mon'), account_id: ctx.account.id, profile_id: profile.id, post_url: postUrl, reply_message: reply,
        trigger_keywords: JSON.stringify(kw), monitoring_interval: interval, created_at: ctx.sb.clock.now(), deleted_at: null,
      };
      ctx.sb.s.insertMonitor.run(m);
      return { profile_id: profile.id, monitor: monitorView(m) };
    },
  },
  {
    method: 'GET', path: P.monitors,
    handle(ctx) {
      requireFeature(ctx, 'monitors', 'Comment monitors');
      const profile = queryProfile(ctx);
      return { profile_id: profile.id, monitors: ctx.sb.s.monitors.all(ctx.account.id, profile.id).map(monitorView) };
    },
  },
  {
    method: 'GET', path: P.monitor,
    handle(ctx) {
      requireFeature(ctx, 'monitors', 'Comment monitors');
      const m = ctx.sb.s.monitor.get(ctx.params.id!, ctx.account.id);
      if (!m) throw notFound(`no monitor "${ctx.params.id}" on this account`);
      return { profile_id: m.profile_id, monitor: { ...monitorView(m), state: monitorState(m, ctx.sb.clock.now()) } };
    },
  },
  {
    method: 'DELETE', path: P.monitor,
    handle(ctx) {
      requireFeature(ctx, 'monitors', 'Comment monitors');
      const m = ctx.sb.s.monitor.get(ctx.params.id!, ctx.account.id);
      if (!m) throw notFound(`no monitor "${ctx.params.id}" on this account`);
      ctx.sb.s.deleteMonitor.run(ctx.sb.clock.now(), m.id, ctx.account.id);
      return { profile_id: m.profile_id, id: m.id, deleted: true };
    },
  },
];
