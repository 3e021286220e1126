/// <reference lib="dom" />
/**
 * w9camp (walk 9, F3): Lan and Bảo press "Send 2 posts" on one approved campaign at the same moment (here: with the
 * team server cut, Lan first, then Bảo); the Hub holds each post once, Bảo's calls were replays of Lan's. Once the
 * team's outcomes arrive, Bảo's laptop says Lan sent them: the Send tab ("2 sent by Lan (a teammate)", not "2 sent
 * for publishing"), the Posts tab's Send column ("sent by Lan") and the Campaigns list — all from the campaign's one
 * status. Before: "State: sent · 2 sent for publishing", "sent for publishing", "Send: sent", nowhere Lan.
 * A real team server (restarted on its port and data) and a sandbox Hub, once for the file. Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { startTeamServer, type TeamServer } from '../../src-main/team-server';
import { callValue, themes, useLanguage } from './helpers/session';
import { closeMember, joinInApp, openMember, type TeamMember } from './helpers/team';

const PREFIX = 'postroom-ui-w9camp-replay-';
let serverDir = '';
let hubDir = '';
let server: TeamServer | undefined;
let hub: SandboxHandle;
let lan: TeamMember;
let bao: TeamMember;
let campaignId = '';
const tag = 'Áo dài Hội An — F3';

const startServer = async (port = 0): Promise<TeamServer> => (server = await startTeamServer({ dataDir: serverDir, teamName: 'Agency', port, storeDebounceMs: 20, storeMaxDebounceMs: 100 }));
const closeToasts = (page: Page): Promise<void> => page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[data-testid="toast"] > button[aria-label]').forEach((b) => b.click()));
const texts = (page: Page, testid: string): Promise<string[]> => page.locator(`[data-testid="${testid}"]`).allTextContents().then((xs) => xs.map((t) => t.replace(/\s+/g, ' ').trim())).catch(() => []);
const status = (page: Page) => callValue<{ sendState: string; handed: number; teamSent?: number }>(page, 'campaigns.status', { id: campaignId });

beforeAll(async () => {
  serverDir = mkdtempSync(join(tmpdir(), `${PREFIX}server-`));
  hubDir = mkdtempSync(join(tmpdir(), `${PREFIX}hub-`));
  await startServer();
  hub = await startSandbox({ dataDir: hubDir, port: 0, seed: 93, faults: 'none' });
  [lan, bao] = await Promise.all([openMember(server!, 'Lan', 'editor', PREFIX), openMember(server!, 'Bảo', 'owner', PREFIX)]);
  for (const m of [lan, bao]) {
    await joinInApp(m, { teamUrl: server!.url, hubUrl: hub.url });
    await callValue(m.page, 'key.set', { key: hub.apiKey });
    await callValue(m.page, 'profiles.refresh', {});
  }
}, 300_000);

afterAll(async () => {
  for (const m of [lan, bao]) if (m) await closeMember(m);
  await server?.stop();
  await hub?.close();
  for (const d of [serverDir, hubDir]) if (d) rmSync(d, { recursive: true, force: true });
});

describe("Bảo's laptop, whose campaign send was a replay of Lan's", () => {
  it('says Lan sent the posts: Send tab, Posts tab, Campaigns list', async () => {
    const ids: string[] = [];
    for (const k of ['a', 'b']) {
      const { id } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: `${tag} ${k}` } });
      await callValue(lan.page, 'photos.add', { draftId: id, urls: [`https://images.example.com/f3-${k}.jpg`] });
      await callValue(lan.page, 'review.act', { draftId: id, action: 'submit' });
      ids.push(id);
    }
    campaignId = (await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: 'F3 — Áo dài' })).id;
    await callValue(lan.page, 'campaigns.addDrafts', { id: campaignId, draftIds: ids });
    const reviewOn = (p: Page, id: string) => callValue<Record<string, { state: string }>>(p, 'review.get', { draftIds: [id] }).then((r) => r[id]?.state ?? '').catch(() => '');
    for (const id of ids) {
      await expect.poll(() => reviewOn(bao.page, id), { timeout: 30_000 }).toBe('in_review');
      await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
    }
    for (const id of ids) await expect.poll(() => reviewOn(lan.page, id), { timeout: 30_000 }).toBe('approved');
    for (const m of [lan, bao]) {
      await m.page.goto(`${m.host.origin}/#/campaigns/${encodeURIComponent(campaignId)}`);
      await m.page.click('[data-tab="send"]');
      await m.page.waitForSelector('[data-testid="send"]', { timeout: 30_000 });
    }
    const port = Number(new URL(server!.url).port);
    await server!.stop();
    server = undefined;
    for (const m of [lan, bao]) await m.page.waitForSelector('[data-testid="team-line"][data-state="offline"]', { timeout: 30_000 });
    // Lan first, then Bảo: the Hub runs Lan's calls and replays them for Bảo (same keys).
    for (const m of [lan, bao]) {
      await m.page.click('[data-testid="send"]');
      await expect.poll(() => status(m.page).then((s) => `${s.sendState} ${s.handed}`), { timeout: 60_000 }).toBe('done 2');
    }
    await expect.poll(() => hub.control.publishedPosts().filter((p) => (p.caption ?? '').startsWith(tag)).length, { timeout: 30_000 }).toBe(2);

    await startServer(port);
    for (const m of [lan, bao]) await m.page.waitForSelector('[data-testid="team-line"][data-key="inStep"]', { timeout: 60_000 });
    await expect.poll(() => status(bao.page).then((s) => `${s.handed} handed, ${s.teamSent ?? 0} by a teammate`), { timeout: 60_000 }).toBe('0 handed, 2 by a teammate');
    expect(await status(lan.page)).toMatchObject({ handed: 2, teamSent: 0 });
    expect(hub.control.publishedPosts().filter((p) => (p.caption ?? '').startsWith(tag))).toHaveLength(2);

    const page = bao.page;
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await page.goto(`${bao.host.origin}/#/campaigns/${encodeURIComponent(campaignId)}`);
      await page.click('[data-tab="send"]');
      await expect.poll(() => texts(page, 'send-team-sent'), { timeout: 20_000 }).toEqual([lang === 'en' ? '· 2 sent by Lan (a teammate)' : '· 2 bài do Lan (thành viên nhóm) gửi']);
      expect((await texts(page, 'send-state'))[0]).not.toMatch(lang === 'en' ? /sent for publishing/ : /đã chuyển đi đăng/);
      await closeToasts(page);
      await themes(page, 'w9camp/replay-send-tab', lang);
      await page.click('[data-tab="posts"]');
      await expect.poll(() => texts(page, 'post-send-team'), { timeout: 20_000 }).toEqual(lang === 'en' ? ['sent by Lan', 'sent by Lan'] : ['Lan đã gửi', 'Lan đã gửi']);
      await closeToasts(page);
      await themes(page, 'w9camp/replay-posts-tab', lang);
      await page.goto(`${bao.host.origin}/#/campaigns`);
      await expect.poll(() => page.getAttribute(`[data-testid="campaign-list-state"][data-team-sent]`, 'data-team-sent', { timeout: 1000 }).catch(() => null), { timeout: 20_000 }).toBe('2');
      await closeToasts(page);
      await themes(page, 'w9camp/replay-campaigns-list', lang);
    }
    await useLanguage(page, 'en');
  });
});
