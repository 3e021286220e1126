/// <reference lib="dom" />
/**
 * w10camp (walk 10, finding 2 and 5c): Lan and Bảo press "Send 2 posts" on one campaign at the same moment (here:
 * the team server cut, Bảo first, then Lan); a third post waits for the changes Bảo asked for. The Hub holds each
 * post once; Lan's calls were replays of Bảo's. Once the team's outcomes arrive, Lan's Send tab said "State: nothing
 * sent: every post has problems · 1 held back (…) · 2 sent by Bảo"; its batch line "1 not sent (problems)" of the post
 * held for changes requested; Bảo's own Send tab "Bảo asked for changes". Now: "State: sent", "1 held back: changes
 * requested", "You asked for changes".
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

const PREFIX = 'postroom-ui-w10camp-replay-';
let serverDir = '';
let hubDir = '';
let server: TeamServer | undefined;
let hub: SandboxHandle;
let lan: TeamMember;
let bao: TeamMember;
let campaignId = '';
const tag = 'Lumen — W10 F2';

const startServer = async (port = 0): Promise<TeamServer> => (server = await startTeamServer({ dataDir: serverDir, teamName: 'Agency', port, storeDebounceMs: 20, storeMaxDebounceMs: 100 }));
const closeToasts = (page: Page): Promise<void> => page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[data-testid="toast"] > button[aria-label]').forEach((b) => b.click()));
const texts = (page: Page, testid: string): Promise<string[]> => page.locator(`[data-testid="${testid}"]`).allTextContents().then((xs) => xs.map((t) => t.replace(/\s+/g, ' ').trim())).catch(() => []);
const status = (page: Page) => callValue<{ sendState: string; handed: number; teamSent?: number }>(page, 'campaigns.status', { id: campaignId });

beforeAll(async () => {
  serverDir = mkdtempSync(join(tmpdir(), `${PREFIX}server-`));
  hubDir = mkdtempSync(join(tmpdir(), `${PREFIX}hub-`));
  await startServer();
  hub = await startSandbox({ dataDir: hubDir, port: 0, seed: 103, faults: 'none' });
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

describe("Lan's laptop, whose campaign send was a replay of Bảo's", () => {
  it('says sent (by Bảo), the held post by its hold, and Bảo reads "You asked for changes"', async () => {
    const ids: string[] = [];
    for (const k of ['a', 'b', 'c']) {
      const { id } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: `${tag} ${k}` } });
      await callValue(lan.page, 'photos.add', { draftId: id, urls: [`https://images.example.com/w10-${k}.jpg`] });
      await callValue(lan.page, 'review.act', { draftId: id, action: 'submit' });
      ids.push(id);
    }
    campaignId = (await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: 'W10 — Lumen' })).id;
    await callValue(lan.page, 'campaigns.addDrafts', { id: campaignId, draftIds: ids });
    const reviewOn = (p: Page, id: string) => callValue<Record<string, { state: string }>>(p, 'review.get', { draftIds: [id] }).then((r) => r[id]?.state ?? '').catch(() => '');
    for (const id of ids) await expect.poll(() => reviewOn(bao.page, id), { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: ids[0]!, action: 'approve' });
    await callValue(bao.page, 'review.act', { draftId: ids[1]!, action: 'approve' });
    await callValue(bao.page, 'review.act', { draftId: ids[2]!, action: 'request_changes', comment: 'Ấm hơn nhé' });
    for (const id of ids.slice(0, 2)) await expect.poll(() => reviewOn(lan.page, id), { timeout: 30_000 }).toBe('approved');
    await expect.poll(() => reviewOn(lan.page, ids[2]!), { timeout: 30_000 }).toBe('changes_requested');
    for (const m of [lan, bao]) {
      await m.page.goto(`${m.host.origin}/#/campaigns/${encodeURIComponent(campaignId)}`);
      await m.page.click('[data-tab="send"]');
      await m.page.waitForSelector('[data-testid="send"]', { timeout: 30_000 });
    }
    const port = Number(new URL(server!.url).port);
    await server!.stop();
    server = undefined;
    for (const m of [lan, bao]) await m.page.waitForSelector('[data-testid="team-line"][data-state="offline"]', { timeout: 30_000 });
    // Bảo first, then Lan: the Hub runs Bảo's calls and replays them for Lan (same keys).
    for (const m of [bao, lan]) {
      await m.page.click('[data-testid="send"]');
      await expect.poll(() => status(m.page).then((s) => `${s.sendState} ${s.handed}`), { timeout: 60_000 }).toBe('done 2');
    }
    await expect.poll(() => hub.control.publishedPosts().filter((p) => (p.caption ?? '').startsWith(tag)).length, { timeout: 30_000 }).toBe(2);

    await startServer(port);
    for (const m of [lan, bao]) await m.page.waitForSelector('[data-testid="team-line"][data-key="inStep"]', { timeout: 60_000 });
    await expect.poll(() => status(lan.page).then((s) => `${s.handed} handed, ${s.teamSent ?? 0} by a teammate`), { timeout: 60_000 }).toBe('0 handed, 2 by a teammate');

    // The Campaigns list says the core's word too.
    const list = await callValue<Array<{ id: string; sendState: string; word?: string }>>(lan.page, 'campaigns.listStates', {});
    expect(list.find((x) => x.id === campaignId)).toMatchObject({ sendState: 'done', word: 'done' });
    for (const lang of ['en', 'vi'] as const) {
      const page = lan.page;
      await useLanguage(page, lang);
      await page.goto(`${lan.host.origin}/#/campaigns/${encodeURIComponent(campaignId)}`);
      await page.click('[data-tab="send"]');
      await expect.poll(() => texts(page, 'send-team-sent'), { timeout: 20_000 }).toEqual([lang === 'en' ? '· 2 sent by Bảo (a teammate)' : '· 2 bài do Bảo (thành viên nhóm) gửi']);
      const state = (await texts(page, 'send-state'))[0] ?? '';
      expect(state).toMatch(lang === 'en' ? /^State: sent/ : /đã gửi/);
      expect(state).not.toMatch(lang === 'en' ? /nothing sent|has problems/ : /có lỗi/);
      const legend = await page.locator('[data-testid="batches"] [data-legend="skipped"]').allTextContents();
      expect(legend.map((t) => t.trim())).toEqual([lang === 'en' ? '1 held back: changes requested' : '1 bị giữ lại: được yêu cầu sửa']);
      await closeToasts(page);
      await themes(page, 'w10camp/lan-send-tab', lang);

      const b = bao.page;
      await useLanguage(b, lang);
      await b.goto(`${bao.host.origin}/#/campaigns/${encodeURIComponent(campaignId)}`);
      await b.click('[data-tab="send"]');
      await b.waitForSelector('[data-testid="send-state"]', { timeout: 20_000 });
      const all = (await b.locator('main').textContent()) ?? '';
      expect(all).not.toMatch(lang === 'en' ? /Bảo asked for changes/ : /Bảo yêu cầu sửa/);
      expect(all).toMatch(lang === 'en' ? /you asked for changes|You asked for changes/ : /bạn yêu cầu sửa|Bạn yêu cầu sửa/);
      await closeToasts(b);
      await themes(b, 'w10camp/bao-send-tab', lang);
    }
    await useLanguage(lan.page, 'en');
    await useLanguage(bao.page, 'en');
  });
});
