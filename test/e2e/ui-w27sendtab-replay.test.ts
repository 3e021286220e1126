/// <reference lib="dom" />
/**
 * w27sendtab (walk 23, 1), the walk's own case on Lan's screen: one campaign of 9 posts; Bảo (approver) publishes posts
 * 1–5, then sends the campaign before Lan's laptop hears of it, and Lan's Send hands 6–8 too (the Hub answers her calls
 * with his posts: replays). Her Send tab said "partly sent · 1 ready · 8 sent by Bảo" and "5 posts were already sent by
 * Bảo"; after Bảo sent the 9th, "9 sent by Bảo" and "All 6 posts left were already sent by Bảo". Now 8 and 9 in each line.
 * The sends are CLI laptops on a real team server and a sandbox Hub (each `team sync` is when a laptop hears the team);
 * then Lan opens the app (the web host on her data dir, Chromium) and keeps it open while Bảo sends the 9th.
 * Shots light/dark × en/vi of her Send tab before and after.
 *
 * Needs the keychain: run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../src-main/library';
import { cliTeam, type CliLaptop } from '../team/helpers';
import { launchBrowser, type Browser } from './ui-browser';
import { useLanguage } from './helpers/session';
import { shotsIn, text } from './helpers/review-team';
import { startWebHost, type RunningWebHost } from './helpers/webhost';

const team = cliTeam({ prefix: 'postroom-ui-w27sendtab-replay-', hub: { seed: 327 } });
const shot = shotsIn('w27sendtab');
let lan: CliLaptop;
let bao: CliLaptop;
let host: RunningWebHost | undefined;
let browser: Browser | undefined;
let page: Page;
let campaignId = '';
const ids: string[] = [];
const tag = `w27replay-${Date.now().toString(36)}`;
const atHub = () => team.sandbox().control.publishedPosts().filter((p) => (p.caption ?? '').startsWith(tag)).length;
const syncAll = async () => {
  for (const l of [bao, lan, bao, lan]) await l.sync();
};

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'approver' }] as const);
  const post = (i: number) => ({ profile_id: 'prof_lumen', platforms: ['instagram'], photos: ['https://images.example.com/w27replay.jpg'], caption: `${tag} bài ${i}` });
  lan.lib((l) => {
    for (let i = 1; i <= 9; i++) ids.push(l.drafts.create(l.db, post(i)).id);
    campaignId = campaigns.create(l.db, { name: 'Tết 2027 — chín bài', draftIds: ids }).id;
  });
  for (const id of ids) await lan.ok(['review', 'submit', id]);
  await syncAll();
  for (const id of ids.slice(0, 8)) await bao.ok(['review', 'approve', id]);
  await syncAll();
  await bao.ok(['publish', ...ids.slice(0, 5), '--wait']);
  await syncAll();
  // w28cli: a send that holds a post back (post 9 waits for approval) exits 1.
  for (const l of [bao, lan]) {
    const r = await l.run(['campaign', 'send', campaignId]);
    expect(r.code, r.stdout + r.stderr).toBe(1);
  }
  await syncAll();
  expect(atHub()).toBe(8);
  await bao.ok(['review', 'approve', ids[8]!]);
  await syncAll();
  // Lan opens the app on her laptop.
  host = await startWebHost({ dataDir: lan.dir, env: { POSTROOM_TEAM_TOKEN: team.token('Lan'), POSTROOM_API_KEY: team.sandbox().apiKey } });
  browser = await launchBrowser({ colorScheme: 'light' });
  page = browser.page;
  await page.goto(host.url);
  await page.waitForSelector('nav a[data-nav="settings"]');
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await host?.close();
  await team.stop();
});

const openSend = async (): Promise<void> => {
  await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, campaignId);
  await page.click('[data-tab="send"]');
};

describe("Lan's Send tab, 3 of Bảo's posts also handed by her send (replays of his)", () => {
  it('8 sent by Bảo and 1 ready: the "already sent by Bảo" line says 8 (was 5)', async () => {
    await useLanguage(page, 'en');
    await openSend();
    await expect.poll(() => text(page, 'send-state'), { timeout: 30_000 }).toBe('State: partly sent · 1 ready to send now · 8 sent by Bảo (a teammate)');
    await expect.poll(() => text(page, 'send-some-team-sent'), { timeout: 30_000 }).toBe('8 posts were already sent by Bảo: they are not sent again.');
    await shot(page, 'replay-send-8', 'en');
    await useLanguage(page, 'vi');
    await openSend();
    await expect.poll(() => text(page, 'send-some-team-sent'), { timeout: 30_000 }).toBe('8 bài đã được Bảo gửi: các bài không được gửi lại.');
    await shot(page, 'replay-send-8', 'vi');
  });

  it('Bảo sends the 9th: her open tab says "All 9 posts were already sent by Bảo" (was "All 6 posts left"), as the Hub holds 9', async () => {
    await useLanguage(page, 'en');
    await openSend();
    await expect.poll(() => text(page, 'send-some-team-sent'), { timeout: 30_000 }).toBe('8 posts were already sent by Bảo: they are not sent again.');
    await bao.ok(['campaign', 'send', campaignId]);
    await bao.sync();
    expect(atHub()).toBe(9);
    await expect.poll(() => text(page, 'send-all-team-sent'), { timeout: 60_000 }).toBe('All 9 posts were already sent by Bảo: they are not sent again.');
    expect(await text(page, 'send-state')).toMatch(/· 9 sent by Bảo \(a teammate\)$/);
    await shot(page, 'replay-send-9', 'en');
    await useLanguage(page, 'vi');
    await openSend();
    await expect.poll(() => text(page, 'send-all-team-sent'), { timeout: 30_000 }).toBe('Cả 9 bài đã được Bảo gửi: các bài không được gửi lại.');
    await shot(page, 'replay-send-9', 'vi');
  });
});
