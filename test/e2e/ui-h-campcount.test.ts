/// <reference lib="dom" />
/**
 * h-campcount (walk 41b) in Chromium: Bảo's campaign counts say what the rows say (the team of test/team/campcount-team.ts).
 * "Tết Áo Dài": two posts the Hub already had from a call no teammate's outcome names (Lan's, revoked before her computer
 * told the team), one sent by Chi, one by Bảo's Send. Before: the Campaigns list said "3 sent by you · 1 sent by Chi", the
 * header "4 sent (1 by Chi)", the Send tab "3 sent for publishing", and the Posts tab's row of the post Bảo's Send handed
 * said the send label. "Lụa Hà Đông": Tuấn's two sends, their outcome not shared since his revocation: the header said
 * "2 sent (by Tuấn)". Shots light/dark × en/vi of the list, the header with the Posts tab, the Send tab, Lụa's header.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campcountTeam } from '../team/campcount-team';
import { launchBrowser, type Browser } from './ui-browser';
import { themes, useLanguage } from './helpers/session';
import { startWebHost, type RunningWebHost } from './helpers/webhost';

const team = campcountTeam('postroom-ui-h-campcount-', 4142);
let host: RunningWebHost | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  const bao = await team.start();
  host = await startWebHost({ dataDir: bao.dir, env: { POSTROOM_TEAM_TOKEN: team.token('Bảo'), POSTROOM_API_KEY: team.sandbox().apiKey } });
  browser = await launchBrowser({ colorScheme: 'light' });
  await browser.page.goto(host.url);
  await browser.page.waitForSelector('nav a[data-nav="outbox"]');
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await host?.close();
  await team.stop();
});

const W = {
  en: {
    list: '1 sent by you · 2 the Hub already had (replayed here) · 1 sent by Chi (a teammate)',
    luaList: '2 sent by Tuấn (a teammate), outcome not shared since Tuấn’s access was revoked',
    head: '4 sent (2 the Hub already had (replayed here), 1 by Chi)',
    row: 'the Hub already had it (replayed here)',
    send: '2 the Hub already had (replayed here)',
    luaHead: '2 sent (by Tuấn, outcome not shared since Tuấn’s access was revoked)',
  },
  vi: {
    list: '1 bài do bạn gửi · 2 bài Hub đã có (máy này gửi lại) · 1 bài do Chi (thành viên nhóm) gửi',
    luaList: '2 bài do Tuấn (thành viên nhóm) gửi, kết quả chưa được chia sẻ từ khi quyền truy cập của Tuấn bị thu hồi',
    head: '4 bài đã gửi (2 bài Hub đã có (máy này gửi lại), 1 bài do Chi gửi)',
    row: 'Hub đã có bài này (máy này gửi lại)',
    send: '2 bài Hub đã có (máy này gửi lại)',
    luaHead: '2 bài đã gửi (do Tuấn gửi, kết quả chưa được chia sẻ từ khi quyền truy cập của Tuấn bị thu hồi)',
  },
};

describe("Bảo's campaign counts, as the rows say them", () => {
  it('the Campaigns list, the header, the Posts tab and the Send tab; shots en/vi', async () => {
    const page = browser!.page;
    const text = (sel: string) => page.locator(sel).first().innerText({ timeout: 1000 }).catch(() => '');
    for (const lang of ['en', 'vi'] as const) {
      const w = W[lang];
      await useLanguage(page, lang);
      await page.evaluate(() => { location.hash = '#/campaigns'; });
      await expect.poll(() => text(`li[data-campaign-id="${team.ids.tet}"] [data-testid="campaign-list-state"]`), { timeout: 30_000 }).toContain(w.list);
      expect(await text(`li[data-campaign-id="${team.ids.lua}"] [data-testid="campaign-list-state"]`)).toContain(w.luaList);
      await themes(page, 'h-campcount/campaigns-list', lang, { closeToasts: true });
      await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, team.ids.tet);
      await expect.poll(() => text('[data-testid="campaign-summary"]'), { timeout: 30_000 }).toContain(w.head);
      const row = page.locator(`tr:has([data-testid="post-send-replayed"])`);
      await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(2);
      for (const t of await page.locator('[data-testid="post-send-replayed"]').allInnerTexts()) expect(t).toBe(w.row);
      expect(await page.locator('[data-testid="post-send-here"]').count()).toBe(0);
      await themes(page, 'h-campcount/tet-header-posts', lang, { closeToasts: true });
      await page.click('[data-tab="send"]');
      await expect.poll(() => text('[data-testid="send-had-already"]'), { timeout: 30_000 }).toContain(w.send);
      await themes(page, 'h-campcount/tet-send-tab', lang, { closeToasts: true });
      await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, team.ids.lua);
      await expect.poll(() => text('[data-testid="campaign-summary"]'), { timeout: 30_000 }).toContain(w.luaHead);
      await themes(page, 'h-campcount/lua-header', lang, { closeToasts: true });
    }
    await useLanguage(page, 'en');
  }, 180_000);
});
