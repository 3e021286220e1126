import type { Core, Input, MethodName, Output } from '../../bridge';
import { PostroomError } from '../../common';
import { CliError, usageError, type CliContext, type Command, type OptionSpec } from '../command';
import { zoneName } from '../../../src-shared/zone-name';
import { sayResolved, sayUnresolved } from '../../../src-shared/brand';

/**
 * The rest of the Hub from a terminal (issue 24): usage, profiles, linking, pins, boards,
 * locations, monitors, audience, music and queue settings. Each command goes through the
 * same bridge methods as the app (same validation: bad input changes nothing; same Hub
 * client of the current workspace; the embedded sandbox in the Sandbox workspace).
 * Secrets (a bot token, a webhook URL) are read from stdin, never from an argument.
 */

/** A refusal from the bridge or the Hub, by its own code (so `--json` shows `forbidden`, `invalid_input`…). */
class CommandRefused extends PostroomError<string> {
  override readonly name = 'CommandRefused';
}

async function withCore<T>(ctx: CliContext, fn: (call: <M extends MethodName>(m: M, i: Input<M>) => Promise<Output<M>>) => Promise<T>): Promise<T> {
  const { createCore } = await import('../../bridge');
  const core: Core = await createCore({ dataDir: ctx.dataDir, shell: 'web', env: ctx.env, connectivityIntervalMs: 0, resume: false, applyStagedRestore: false });
  try {
    return await fn(async (m, i) => {
      const r = await core.dispatch(m, i);
      if (!r.ok) throw new CommandRefused(r.error.code, r.error.message, r.error.details ? { details: r.error.details } : undefined);
      return r.value as Output<typeof m>;
    });
  } finally {
    await core.close();
  }
}

const profileOption: OptionSpec = { profile: { type: 'string', short: 'p', value: 'ID', required: true, help: 'the Hub profile (see postroom profiles)' } };
function profileOf(values: Record<string, unknown>, c: Command): string {
  if (typeof values.profile !== 'string' || values.profile.trim() === '') throw usageError(c, '--profile ID is required (see postroom profiles)');
  return values.profile.trim();
}
function positionals(got: string[], n: number, c: Command): string[] {
  if (got.length !== n) throw usageError(c);
  return got;
}
const opt = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
/** w30words: a whole number, checked before the command runs (the option's `accepts`). */
const intOpt = (v: unknown): number | undefined => (v === undefined ? undefined : Number(v));
/** Reads one secret line from stdin; refuses an empty one without echoing anything. */
async function secretFromStdin(ctx: CliContext, what: string): Promise<string> {
  const s = (await ctx.readStdin()).trim();
  if (s === '') throw new CliError('usage', `the ${what} is read from standard input (never an argument, which would show in the process list), e.g. postroom connections link telegram … < token.txt`);
  return s;
}

const cmd = (c: Command): Command => c;

type Call = Parameters<Parameters<typeof withCore>[1]>[0];
/** A command about one profile: `--profile ID` (required) and no positionals; `body` runs with the bridge and emits. */
const profileCmd = ({ body, ...c }: Omit<Command, 'run'> & { body(ctx: CliContext, profile_id: string, call: Call, values: Record<string, unknown>): Promise<void> }): Command => ({
  ...c, options: c.options ?? profileOption,
  async run(ctx, { positionals: p, values }) {
    positionals(p, 0, this);
    const profile_id = profileOf(values, this);
    return withCore(ctx, async (call) => {
      await body(ctx, profile_id, call, values);
      return 0;
    });
  },
});

export const HUB_COMMANDS: readonly Command[] = [
  cmd({
    name: 'workspace remove', area: 'hub', summary: 'remove a Hub account and its keychain entry (never the Sandbox; refused while it holds drafts)',
    args: 'NAME', argCompletes: ['workspace'], example: 'workspace remove "Acme"',
    async run(ctx, { positionals: p }) {
      const [name] = positionals(p, 1, this);
      return withCore(ctx, async (call) => {
        const r = await call('workspaces.remove', { name: name! });
        ctx.emit({ ok: true, removed: r.removed, current: r.current.name }, `Removed workspace "${r.removed}". Current: "${r.current.name}".`);
        return 0;
      });
    },
  }),
  cmd({
    name: 'usage', area: 'hub', summary: 'the plan and each allowance with what is used (GET /v1/usage)', example: 'usage --json',
    async run(ctx, { positionals: p }) {
      positionals(p, 0, this);
      return withCore(ctx, async (call) => {
        const u = await call('hub.usage', {});
        const lines = [
          `plan: ${u.plan.name ?? '?'}${u.plan.active === false ? ' (NOT active)' : ''}${u.plan.expiresAt ? `, until ${u.plan.expiresAt}` : ''}`,
          ...u.allowances.map((a) => `  ${a.key}: ${a.used ?? '?'} used of ${a.limit === null ? 'no cap' : a.limit}`),
        ];
        ctx.emit({ ok: true, ...u }, lines.join('\n'));
        return 0;
      });
    },
  }),
  cmd({
    name: 'profiles', area: 'hub', summary: 'profiles with linked accounts, pins, boards and locations (refreshed from the Hub, cached for offline drafting)',
    options: { offline: { type: 'boolean', help: 'the cached copy, without asking the Hub' } },
    example: 'profiles --offline',
    async run(ctx, { positionals: p, values }) {
      positionals(p, 0, this);
      return withCore(ctx, async (call) => {
        const list = values.offline === true ? await call('profiles.list', {}) : await call('profiles.refresh', {});
        const lines = list.map((x) => `${x.profile_id}  ${x.name}: ${x.connections.map((c) => c.platform).join(', ') || 'no linked accounts'}`);
        ctx.emit({ ok: true, profiles: list }, lines.join('\n'));
        // w27brand (walk 23): brands imported by name before the profiles were read, checked by this read (or still waiting).
        const brands = await call('brands.names', {});
        for (const r of values.offline === true ? [] : brands.resolved) {
          if (ctx.json) ctx.emit({ brand: { ...r, checked: true } });
          else ctx.info(sayResolved(r));
        }
        for (const u of brands.unresolved) {
          if (ctx.json) ctx.emit({ brand: { ...u, checked: false } });
          else ctx.info(`warning: ${sayUnresolved(u)}${brands.canResolve ? '' : ' (a viewer’s laptop: an editor’s laptop checks it)'}`);
        }
        return 0;
      });
    },
  }),
  cmd({
    name: 'connections list', area: 'hub', summary: "the accounts linked to each profile, or to one (refreshed from the Hub; the cache offline)",
    options: { profile: { ...profileOption.profile!, required: false, help: 'only this profile' }, offline: { type: 'boolean', help: 'the cached copy, without asking the Hub' } },
    example: 'connections list --profile prof_1',
    async run(ctx, { positionals: p, values }) {
      positionals(p, 0, this);
      const only = opt(values.profile);
      return withCore(ctx, async (call) => {
        const list = values.offline === true ? await call('profiles.list', {}) : await call('profiles.refresh', {});
        const profiles = only ? list.filter((x) => x.profile_id === only) : list;
        if (only && profiles.length === 0) throw new CommandRefused('not_found', `no profile "${only}" on this workspace; see postroom profiles`);
        const rows = profiles.flatMap((x) => x.connections.map((c) => ({ profile_id: x.profile_id, platform: c.platform, name: c.name })));
        for (const r of rows) ctx.emit({ connection: r }, `${r.profile_id}  ${r.platform.padEnd(15)}  ${r.name}`);
        if (rows.length === 0 && !ctx.json) ctx.info('no linked accounts (postroom connections start CHANNEL --profile ID)');
        return 0;
      });
    },
  }),
  cmd({
    name: 'connections link', area: 'hub', summary: 'link Telegram (bot token on stdin, --chat-id) or Slack (webhook URL on stdin) by credentials',
    args: 'telegram|slack', argCompletes: [{ words: ['telegram', 'slack'] }],
    options: {
      ...profileOption,
      name: { type: 'string', value: 'NAME', required: true, help: 'how the account is shown' },
      'chat-id': { type: 'string', value: 'ID', help: "the Telegram chat's id (telegram only)" },
    },
    example: 'connections link telegram --profile prof_1 --name News --chat-id=-1001 < token.txt',
    async run(ctx, { positionals: p, values }) {
      const [channel] = positionals(p, 1, this);
      const profile_id = profileOf(values, this);
      const name = opt(values.name);
      if (!name) throw usageError(this, '--name is required (how the account is shown)');
      let input: Input<'connections.link'>;
      if (channel === 'telegram') {
        const chat_id = opt(values['chat-id']);
        if (!chat_id) throw new CliError('usage', '--chat-id is required for telegram');
        input = { channel, profile_id, name, chat_id, bot_token: await secretFromStdin(ctx, 'bot token') };
      } else if (channel === 'slack') {
        input = { channel, profile_id, name, webhook_url: await secretFromStdin(ctx, 'webhook URL') };
      } else {
        throw new CliError('usage', `only telegram and slack link by credentials; for ${channel} use postroom connections start ${channel} --profile ID`);
      }
      return withCore(ctx, async (call) => {
        const r = await call('connections.link', input);
        ctx.emit({ ok: true, linked: r }, `Linked ${r.platform} "${r.name}" to ${r.profile_id}. The secret was sent once and is never shown again.`);
        return 0;
      });
    },
  }),
  cmd({
    name: 'connections start', area: 'hub', summary: 'mint a connect link (valid 48 hours) for a channel that signs in by redirect',
    args: 'CHANNEL', options: profileOption,
    example: 'connections start instagram --profile prof_1',
    async run(ctx, { positionals: p, values }) {
      const [platform] = positionals(p, 1, this);
      const profile_id = profileOf(values, this);
      return withCore(ctx, async (call) => {
        const l = await call('connections.start', { profile_id, platform: platform! });
        ctx.emit({ ok: true, link: l }, `Open this link in a browser to link ${l.platform} (valid until ${l.expiresAt ?? '48 hours from now'}):\n${l.url}`);
        return 0;
      });
    },
  }),
  ...(['get', 'set', 'clear'] as const).map((verb) => cmd({
    name: `pins ${verb}`, area: 'hub',
    summary: verb === 'get' ? 'the Facebook Page, LinkedIn organisation and default location pinned on a profile' : verb === 'set' ? 'pin a Page, organisation or default location (a pin wins over the id sent with a post)' : 'clear a pin',
    ...(verb === 'get' ? {} : { args: verb === 'set' ? 'facebook|linkedin|location ID' : 'facebook|linkedin|location', argCompletes: [{ words: ['facebook', 'linkedin', 'location'] }] }),
    options: profileOption,
    example: verb === 'get' ? 'pins get --profile prof_1' : verb === 'set' ? 'pins set facebook 1234567890 --profile prof_1' : 'pins clear location --profile prof_1',
    async run(ctx, { positionals: p, values }) {
      const args = positionals(p, verb === 'get' ? 0 : verb === 'set' ? 2 : 1, this);
      const profile_id = profileOf(values, this);
      return withCore(ctx, async (call) => {
        const kind = args[0] as 'facebook' | 'linkedin' | 'location';
        const pins = verb === 'get' ? await call('pins.get', { profile_id }) : verb === 'set' ? await call('pins.set', { profile_id, kind, id: args[1]! }) : await call('pins.clear', { profile_id, kind });
        const line = (k: 'facebook' | 'linkedin' | 'location') => `${k}: ${!pins[k].linked ? 'no account linked' : pins[k].id ? `${pins[k].name ?? pins[k].id} (${pins[k].id})` : 'not pinned'}`;
        ctx.emit({ ok: true, pins }, [line('facebook'), line('linkedin'), line('location'), 'A pin silently redirects every post of this profile: keep pins only on a profile serving ONE brand.'].join('\n'));
        return 0;
      });
    },
  })),
  ...(['boards', 'locations'] as const).map((what) => profileCmd({
    name: what, area: 'hub', summary: what === 'boards' ? "a profile's Pinterest boards (cached for offline drafting)" : "a profile's business locations (cached for offline drafting)",
    example: `${what} --profile prof_1`,
    async body(ctx, profile_id, call) {
      let list;
      try {
        list = await call('profiles.refresh', {});
      } catch {
        list = await call('profiles.list', {});
        ctx.info('The Hub did not answer: showing the offline cache.');
      }
      const prof = list.find((x) => x.profile_id === profile_id);
      if (!prof) throw new CommandRefused('not_found', `no profile "${profile_id}" on this workspace; see postroom profiles`);
      const items = prof[what];
      ctx.emit({ ok: true, profile_id, [what]: items }, items.length ? items.map((b) => `${b.id}  ${b.name}`).join('\n') : `no ${what}`);
    },
  })),
  cmd({
    name: 'monitors create', area: 'hub', summary: 'a comment monitor: replies on its own to matching comments (no --keyword = every new comment)',
    options: {
      ...profileOption,
      url: { type: 'string', value: 'POST_URL', required: true, help: 'the post whose comments are watched' },
      reply: { type: 'string', value: 'TEXT', required: true, help: 'the reply sent to a matching comment' },
      keyword: { type: 'string', value: 'WORD', multiple: true, help: 'reply only to comments with this word (repeatable)' },
      interval: { type: 'string', value: 'SECONDS', help: 'how often the Hub checks (default 300)', accepts: { kind: 'whole', min: 1, unit: 'seconds' } },
    },
    example: 'monitors create --profile prof_1 --url https://… --reply "Thanks!" --keyword price',
    async run(ctx, { positionals: p, values }) {
      positionals(p, 0, this);
      const profile_id = profileOf(values, this);
      const input = {
        profile_id,
        post_url: opt(values.url) ?? '',
        reply_message: opt(values.reply) ?? '',
        trigger_keywords: Array.isArray(values.keyword) ? (values.keyword as string[]) : [],
        monitoring_interval: intOpt(values.interval) ?? 300,
      };
      return withCore(ctx, async (call) => {
        const m = await call('monitors.create', input);
        ctx.emit({ ok: true, monitor: m }, `Created monitor ${m.id} on ${m.post_url}: ${m.trigger_keywords.length ? `replies to comments with ${m.trigger_keywords.join(', ')}` : 'replies to every new comment'}, checks every ${m.monitoring_interval} s.`);
        return 0;
      });
    },
  }),
  profileCmd({
    name: 'monitors list', area: 'hub', summary: 'comment monitors, newest first (at most 100)',
    example: 'monitors list --profile prof_1 --json',
    async body(ctx, profile_id, call) {
      const list = await call('monitors.list', { profile_id });
      ctx.emit({ ok: true, monitors: list }, list.length ? list.map((m) => `${m.id}  ${m.post_url}  every ${m.monitoring_interval} s  ${m.trigger_keywords.join(', ') || '(every comment)'}`).join('\n') : 'no monitors');
    },
  }),
  ...(['show', 'delete'] as const).map((verb) => cmd({
    name: `monitors ${verb}`, area: 'hub', summary: verb === 'show' ? 'one monitor with its live state' : 'delete a monitor',
    args: 'ID', example: `monitors ${verb} mon_1`,
    async run(ctx, { positionals: p }) {
      const [id] = positionals(p, 1, this);
      return withCore(ctx, async (call) => {
        if (verb === 'delete') {
          const r = await call('monitors.delete', { id: id! });
          ctx.emit({ ok: true, ...r }, `Deleted monitor ${r.id}.`);
          return 0;
        }
        const m = await call('monitors.get', { id: id! });
        const st = m.state;
        ctx.emit({ ok: true, monitor: m }, `${m.id}  ${m.post_url}\n${st ? `${st.active ? 'active' : 'stopped'}, last checked ${st.lastCheckedAt ?? 'not yet'}, ${st.repliesSent ?? 0} replies sent` : 'no live state'}`);
        return 0;
      });
    },
  })),
  profileCmd({
    name: 'audience', area: 'hub', summary: 'followers online by hour and the best hours to post (TikTok only today)',
    options: { ...profileOption, channel: { type: 'string', value: 'CHANNEL', help: 'the channel (default tiktok)', completes: { words: ['tiktok'] } } },
    example: 'audience --profile prof_1',
    async body(ctx, profile_id, call, values) {
      const a = await call('insights.audience', { profile_id, platform: opt(values.channel) ?? 'tiktok' });
      const max = Math.max(1, ...a.onlineByHour);
      const bars = a.onlineByHour.map((n, h) => `${String(h).padStart(2, '0')}:00 ${'█'.repeat(Math.round((n / max) * 30))} ${n}${a.bestHours.includes(h) ? '  ← best' : ''}`);
      ctx.emit({ ok: true, audience: a }, [`${a.followers ?? '?'} followers${a.timezone ? ` (hours in ${zoneName(a.timezone)})` : ''}`, ...bars].join('\n'));
    },
  }),
  ...(['trending', 'search'] as const).map((verb) => cmd({
    name: `music ${verb}`, area: 'hub',
    summary: verb === 'trending' ? 'the TikTok music chart by country, genre and date range' : 'search the charting tracks (accents optional; đ is its own letter)',
    ...(verb === 'search' ? { args: 'WORDS' } : {}),
    options: {
      ...profileOption,
      country: { type: 'string', value: 'VN', help: 'the country code of the chart' },
      genre: { type: 'string', value: 'POP', help: 'one genre only' },
      range: { type: 'string', value: '1DAY|7DAY|30DAY|90DAY', help: 'the date range', completes: { words: ['1DAY', '7DAY', '30DAY', '90DAY'] } },
      limit: { type: 'string', value: 'N', help: 'at most N tracks', accepts: { kind: 'whole', min: 1 } },
    },
    example: verb === 'trending' ? 'music trending --profile prof_1 --country VN --range 7DAY' : 'music search "em oi" --profile prof_1',
    async run(ctx, { positionals: p, values }) {
      if (verb === 'trending') positionals(p, 0, this);
      else if (p.length === 0) throw usageError(this);
      const profile_id = profileOf(values, this);
      const input = {
        profile_id,
        ...(verb === 'search' ? { q: p.join(' ') } : {}),
        ...(opt(values.country) ? { country_code: opt(values.country)!.toUpperCase() } : {}),
        ...(opt(values.genre) ? { genre: opt(values.genre)!.toUpperCase() } : {}),
        ...(opt(values.range) ? { date_range: opt(values.range)!.toUpperCase() as '7DAY' } : {}),
        ...(values.limit !== undefined ? { limit: intOpt(values.limit) } : {}),
      };
      return withCore(ctx, async (call) => {
        const tracks = await call('music.chart', input);
        ctx.emit({ ok: true, tracks }, tracks.length ? tracks.map((t) => `${String(t.rank).padStart(3)}. ${t.title} — ${t.artist}  (tiktok_music_id ${t.id})`).join('\n') : 'no tracks (search covers only the current charts)');
        return 0;
      });
    },
  })),
  profileCmd({
    name: 'queue settings', area: 'hub', summary: "a profile's posting-queue timezone and slots",
    example: 'queue settings --profile prof_1',
    async body(ctx, profile_id, call) {
      const q = await call('queue.settings', { profile_id });
      const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
      ctx.emit({ ok: true, queue: q }, [`timezone: ${q.timezone ? zoneName(q.timezone) : '?'}`, ...q.slots.map((sl) => `  ${days[sl.weekday] ?? sl.weekday} ${sl.time}`)].join('\n'));
    },
  }),
];
