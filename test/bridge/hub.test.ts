/**
 * The bridge methods of the rest of the Hub (issue 24) against the embedded sandbox Hub:
 * each main path, each Hub refusal arriving by its Hub code, and bad input refused with
 * `invalid_input` while nothing changes (the sandbox's own tables are read to prove it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src-main/bridge';
import type { BridgeResult, Input, MethodName, Output } from '../../src-main/bridge/contract';
import { bestHours, readPin, readUsage } from '../../src-main/bridge/handlers/hub';
import { MemorySecretStore } from '../../src-main/secrets';

let core: Core;
let dataDir: string;
const call = <M extends MethodName>(m: M, i: Input<M>) => core.dispatch(m, i) as Promise<BridgeResult<Output<M>>>;
async function ok<M extends MethodName>(m: M, i: Input<M>): Promise<Output<M>> {
  const r = await call(m, i);
  if (!r.ok) throw new Error(`${m}: ${r.error.code} ${r.error.message}`);
  return r.value;
}
const sandboxDb = () => core.services.sandbox!.control.db;
const connectionRows = () => sandboxDb().prepare('SELECT profile_id, platform, name, secret FROM connections ORDER BY profile_id, platform').all();
const monitorRows = () => sandboxDb().prepare('SELECT id FROM monitors WHERE deleted_at IS NULL').all();
const pinRows = () => sandboxDb().prepare('SELECT * FROM pins ORDER BY 1, 2').all();

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'postroom-hub-bridge-'));
  core = await createCore({ dataDir, shell: 'web', connectivityIntervalMs: 0, secretStore: new MemorySecretStore(), resume: false });
});
afterAll(async () => {
  await core?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('pure readers', () => {
  it('bestHours picks the fullest hours, best first, earlier hour on a tie', () => {
    const h = Array.from({ length: 24 }, () => 1);
    h[19] = 50;
    h[12] = 40;
    h[20] = 40;
    expect(bestHours(h)).toEqual([19, 12, 20]);
    expect(bestHours(new Array(24).fill(0))).toEqual([]);
  });
  it('readPin reads an id, an { id, name } object and null', () => {
    expect(readPin({ profile_id: 'p', page: { id: 'pg', name: 'Page' } })).toEqual({ id: 'pg', name: 'Page' });
    expect(readPin({ profile_id: 'p', organisation: 'org_1' })).toEqual({ id: 'org_1', name: null });
    expect(readPin({ profile_id: 'p', page: null })).toEqual({ id: null, name: null });
  });
  it('readUsage pairs each allowance with what is used', () => {
    const u = readUsage({ plan: { name: 'Pro', active: true, expires_at: null }, allowances: { profiles: 10, posts_per_month: null, new_thing: 5 }, used: { profiles: 4, posts_this_month: 12, new_thing: 1 } });
    expect(u.allowances).toEqual([{ key: 'profiles', limit: 10, used: 4 }, { key: 'posts_per_month', limit: null, used: 12 }, { key: 'new_thing', limit: 5, used: 1 }]);
  });
});

describe('account', () => {
  it('reads usage with every allowance and verifies the sandbox key without sending it back', async () => {
    const u = await ok('hub.usage', {});
    expect(u.plan.name).toBe('Sandbox Pro');
    expect(u.allowances.map((a) => a.key)).toContain('profiles');
    expect(u.allowances.find((a) => a.key === 'profiles')).toMatchObject({ limit: 10, used: 4 });
    const v = await ok('key.verify', {});
    expect(v).toMatchObject({ verified: true, code: null });
    expect(JSON.stringify(v)).not.toContain(core.services.sandbox!.apiKey);
  });

  it('adds and removes a workspace; the Sandbox cannot be removed and a bad name changes nothing', async () => {
    await ok('workspaces.add', { name: 'Agency', hubUrl: 'https://hub.example.com' });
    const before = (await ok('workspaces.list', {})).map((w) => w.name);
    expect(before).toEqual(['Sandbox', 'Agency']);
    const sandbox = await call('workspaces.remove', { name: 'Sandbox' });
    expect(sandbox).toMatchObject({ ok: false, error: { code: 'invalid_workspace' } });
    expect(await call('workspaces.remove', { name: '' })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect((await ok('workspaces.list', {})).map((w) => w.name)).toEqual(before);
    // While it holds a draft it is refused, and nothing changes.
    await ok('workspaces.use', { name: 'Agency' });
    const d = await ok('drafts.create', { draft: { caption: 'an Agency draft' } });
    expect(await call('workspaces.remove', { name: 'Agency' })).toMatchObject({ ok: false, error: { code: 'workspace_in_use' } });
    expect((await ok('workspaces.list', {})).find((w) => w.current)?.name).toBe('Agency');
    await ok('drafts.delete', { ids: [d.id] });
    const r = await ok('workspaces.remove', { name: 'agency' });
    expect(r.removed).toBe('Agency');
    expect(r.current.name).toBe('Sandbox');
    expect((await ok('workspaces.list', {})).map((w) => w.name)).toEqual(['Sandbox']);
    // The removed workspace's deleted draft left no search row behind: the next draft (same rowid) is created.
    expect((await ok('drafts.create', { draft: { caption: 'after the removal' } })).workspaceId).toBe('sandbox');
  });
});

describe('library backup', () => {
  it('writes a consistent copy under the data dir that opens with the drafts in it, and never overwrites', async () => {
    await ok('drafts.create', { draft: { caption: 'kept in the backup' } });
    const b = await ok('library.backup', {});
    expect(b.file.startsWith(join(dataDir, 'backups'))).toBe(true);
    const copy = new Database(b.file, { readonly: true });
    try {
      expect((copy.prepare("SELECT count(*) AS n FROM drafts WHERE caption = 'kept in the backup'").get() as { n: number }).n).toBe(1);
    } finally {
      copy.close();
    }
  });
});

describe('connections', () => {
  const token = '123456789:AAFakeTokenForTheSandbox_0123456789';

  it('refuses a malformed Telegram token with invalid_input, linking nothing, and never repeats it', async () => {
    const before = connectionRows();
    const r = await call('connections.link', { channel: 'telegram', profile_id: 'prof_new', name: 'News', bot_token: 'not-a-token-secret', chat_id: '-1001234567890' });
    expect(r).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(JSON.stringify(r)).not.toContain('not-a-token-secret');
    expect(await call('connections.link', { channel: 'discord', profile_id: 'prof_new', name: 'x' } as never)).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(connectionRows()).toEqual(before);
  });

  it('links Telegram: the sandbox stores the token, the answer and the profiles never carry it', async () => {
    const r = await ok('connections.link', { channel: 'telegram', profile_id: 'prof_new', name: 'News channel', bot_token: token, chat_id: '-1001234567890' });
    expect(r).toEqual({ profile_id: 'prof_new', platform: 'telegram', name: 'News channel' });
    const row = connectionRows().find((c) => (c as { profile_id: string; platform: string }).profile_id === 'prof_new' && (c as { platform: string }).platform === 'telegram') as { secret: string };
    expect(JSON.parse(row.secret)).toEqual({ bot_token: token, chat_id: '-1001234567890' });
    const profiles = await ok('profiles.list', {});
    expect(profiles.find((p) => p.profile_id === 'prof_new')?.connections).toEqual([{ platform: 'telegram', name: 'News channel' }]);
    expect(JSON.stringify(profiles)).not.toContain(token);
  });

  it('links Slack by webhook URL and refuses a URL that is not a Slack webhook', async () => {
    expect(await call('connections.link', { channel: 'slack', profile_id: 'prof_new', name: '#news', webhook_url: 'https://example.com/hook' })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    await ok('connections.link', { channel: 'slack', profile_id: 'prof_new', name: '#news', webhook_url: 'https://hooks.slack.com/services/T000/B000/XXXXXXXX' });
    expect((await ok('profiles.list', {})).find((p) => p.profile_id === 'prof_new')?.connections.map((c) => c.platform)).toEqual(['slack', 'telegram']);
  });

  it('mints a 48-hour connect link; credential and upgrading channels and unknown tokens answer their Hub codes', async () => {
    const l = await ok('connections.start', { profile_id: 'prof_new', platform: 'instagram' });
    expect(l.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/connect\//);
    const hours = (Date.parse(l.expiresAt!) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
    expect((await ok('connections.check', { token: l.token })).status).toBe('pending');
    expect(await call('connections.check', { token: 'lnk_nope' })).toMatchObject({ ok: false, error: { code: 'link_not_found' } });
    expect(await call('connections.start', { profile_id: 'prof_new', platform: 'telegram' })).toMatchObject({ ok: false, error: { code: 'platform_not_startable' } });
    expect(await call('connections.start', { profile_id: 'prof_new', platform: 'whop' })).toMatchObject({ ok: false, error: { code: 'platform_unavailable' } });
  });
});

describe('pins', () => {
  it('reads, sets and clears a Facebook Page pin by name; bad input changes no pin', async () => {
    const before = await ok('pins.get', { profile_id: 'prof_caphe' });
    expect(before.facebook).toEqual({ linked: true, id: 'pg_caphe_main', name: 'Cà Phê Sữa Đá' });
    expect(before.location).toMatchObject({ linked: true, id: null });
    const rows = pinRows();
    expect(await call('pins.set', { profile_id: 'prof_caphe', kind: 'twitter', id: 'x' } as never)).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(await call('pins.set', { profile_id: 'prof_caphe', kind: 'facebook', id: '' })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(pinRows()).toEqual(rows);
    const set = await ok('pins.set', { profile_id: 'prof_caphe', kind: 'facebook', id: 'pg_caphe_events' });
    expect(set.facebook.name).toBe('Cà Phê Sữa Đá Events');
    expect((await ok('profiles.list', {})).find((p) => p.profile_id === 'prof_caphe')?.pins.facebook_page_id).toBe('pg_caphe_events');
    const cleared = await ok('pins.clear', { profile_id: 'prof_caphe', kind: 'facebook' });
    expect(cleared.facebook).toEqual({ linked: true, id: null, name: null });
    const lumenLocation = await ok('pins.set', { profile_id: 'prof_lumen', kind: 'location', id: 'loc_lumen_mitte' });
    expect(lumenLocation.location.name).toBe('Berlin Mitte');
  });

  it('says a channel is not linked instead of failing', async () => {
    const p = await ok('pins.get', { profile_id: 'prof_new' });
    expect(p.facebook.linked).toBe(false);
  });
});

describe('monitors', () => {
  it('refuses bad input with invalid_input and creates nothing', async () => {
    const before = monitorRows();
    const good = { profile_id: 'prof_caphe', post_url: 'https://www.tiktok.com/@caphesuada/video/1', reply_message: 'Cảm ơn!', trigger_keywords: [], monitoring_interval: 300 };
    for (const bad of [{ monitoring_interval: 5 }, { post_url: 'http://insecure.example/p' }, { reply_message: '' }, { trigger_keywords: [''] }, { extra: 1 }]) {
      expect(await call('monitors.create', { ...good, ...bad } as never)).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    }
    expect(monitorRows()).toEqual(before);
  });

  it('creates, lists newest first, opens one with live state, deletes', async () => {
    const a = await ok('monitors.create', { profile_id: 'prof_caphe', post_url: 'https://www.tiktok.com/@caphesuada/video/1', reply_message: 'Cảm ơn!', trigger_keywords: [], monitoring_interval: 300 });
    const b = await ok('monitors.create', { profile_id: 'prof_caphe', post_url: 'https://www.tiktok.com/@caphesuada/video/2', reply_message: 'Giá 35k', trigger_keywords: ['giá', 'price'], monitoring_interval: 60 });
    expect(b.trigger_keywords).toEqual(['giá', 'price']);
    const list = await ok('monitors.list', { profile_id: 'prof_caphe' });
    expect(list.map((m) => m.id)).toEqual([b.id, a.id]);
    expect(list[0]!.state).toBeNull();
    const one = await ok('monitors.get', { id: a.id });
    expect(one.state).toMatchObject({ active: true });
    expect(await ok('monitors.delete', { id: a.id })).toEqual({ id: a.id, deleted: true });
    expect((await ok('monitors.list', { profile_id: 'prof_caphe' })).map((m) => m.id)).toEqual([b.id]);
    expect(await call('monitors.get', { id: a.id })).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('a plan without monitors answers forbidden (a plan matter)', async () => {
    core.services.sandbox!.control.setPlan({ features: ['queue'] });
    try {
      expect(await call('monitors.list', { profile_id: 'prof_caphe' })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    } finally {
      core.services.sandbox!.control.setPlan({ features: ['queue', 'monitors', 'messaging'] });
    }
  });
});

describe('insights', () => {
  it('gives 24 hours of followers online with the best hours', async () => {
    const a = await ok('insights.audience', { profile_id: 'prof_caphe', platform: 'tiktok' });
    expect(a.onlineByHour).toHaveLength(24);
    expect(a.bestHours).toHaveLength(3);
    const max = Math.max(...a.onlineByHour);
    expect(a.onlineByHour[a.bestHours[0]!]).toBe(max);
    expect(await call('insights.audience', { profile_id: 'prof_caphe', platform: 'instagram' })).toMatchObject({ ok: false, error: { code: 'platform_not_supported' } });
  });

  it('reads the chart by filters and searches without accents, keeping đ apart from d', async () => {
    const chart = await ok('music.chart', { profile_id: 'prof_caphe', country_code: 'VN', genre: 'POP', date_range: '30DAY' });
    expect(chart.length).toBeGreaterThan(0);
    const noAccents = await ok('music.chart', { profile_id: 'prof_caphe', q: 'thien ly oi' });
    expect(noAccents.map((t) => t.title)).toContain('Thiên Lý Ơi');
    const withD = await ok('music.chart', { profile_id: 'prof_caphe', q: 'di ve nha' });
    expect(withD.map((t) => t.title)).not.toContain('Đi Về Nhà');
    const withDd = await ok('music.chart', { profile_id: 'prof_caphe', q: 'đi ve nha' });
    expect(withDd.map((t) => t.title)).toContain('Đi Về Nhà');
    expect(await call('music.chart', { profile_id: 'prof_caphe', q: 'x'.repeat(81) })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(await call('music.chart', { profile_id: 'prof_caphe', date_range: '2DAY' } as never)).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
  });
});
