/// <reference lib="dom" />
/**
 * h-replaywho (walk 41b, 2) in Chromium: Lan (editor) and Bảo (approver) on two CLI laptops, one real team server and
 * sandbox Hub. With the team server down, Lan publishes the approved post (the Hub makes it); the team then revokes her
 * member token before her computer tells it anything, so her outcome never reaches the team. Bảo publishes the post too
 * (the approval's key): the Hub answers his call as a replay. No teammate's outcome names who sent it, and his journal's
 * verdict says replay: his Outbox card said "Sent by you · …" (the CLI already said it was a replay). Now the card says the
 * Hub already had it from an earlier call, the Table's row says so, and its header does not count it as sent from this
 * computer; the campaign's Posts tab says the Hub had it, not "sent from here". Shots light/dark × en/vi of the card, the
 * Table and the Posts tab.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishJobs } from '../../src-main/library';
import { startTeamServer, type TeamServer } from '../../src-main/team-server';
import { cliTeam, type CliLaptop } from '../team/helpers';
import { launchBrowser, type Browser } from './ui-browser';
import { themes, useLanguage } from './helpers/session';
import { startWebHost, type RunningWebHost } from './helpers/webhost';

const team = cliTeam({ prefix: 'postroom-ui-h-replaywho-card-', hub: { seed: 4103 } });
const caption = 'Áo Dài Hội An: mở bán bộ sưu tập Tết';
let bao: CliLaptop;
let again: TeamServer | undefined;
let host: RunningWebHost | undefined;
let browser: Browser | undefined;
let job = '';
let cli = '';
let campaignId = '';

beforeAll(async () => {
  const [lan, b] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'approver' }] as const);
  bao = b;
  const id = lan.lib((x) => x.drafts.create(x.db, { profile_id: 'prof_aodai', platforms: ['facebook'], photos: ['https://cdn.example.com/h-replaywho.jpg'], caption }).id);
  campaignId = lan.lib((x) => x.campaigns.create(x.db, { name: 'Tết Áo Dài', draftIds: [id] }).id);
  await lan.ok(['review', 'submit', id]);
  for (const l of [lan, bao]) await l.sync();
  await bao.ok(['review', 'approve', id]);
  for (const l of [bao, lan]) await l.sync();
  const port = team.server().port;
  await team.server().stop();
  const l = await lan.run(['publish', id, '--wait']);
  expect(l.code, l.stdout + l.stderr).toBe(0);
  again = await startTeamServer({ dataDir: join(team.root(), 'server'), port, storeDebounceMs: 20, storeMaxDebounceMs: 100 });
  await again.revokeMember('Lan');
  const r = await bao.run(['publish', id, '--wait']);
  cli = r.stdout;
  await bao.sync();
  job = bao.lib((x) => publishJobs.listJobs(x.db, { draftId: id })[0]!.id);
  host = await startWebHost({ dataDir: bao.dir, env: { POSTROOM_TEAM_TOKEN: team.token('Bảo'), POSTROOM_API_KEY: team.sandbox().apiKey } });
  browser = await launchBrowser({ colorScheme: 'light' });
  await browser.page.goto(host.url);
  await browser.page.waitForSelector('nav a[data-nav="outbox"]');
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await host?.close();
  await again?.stop();
  await team.stop();
});

describe("Bảo's replay of a revoked teammate's call", () => {
  it('his card and Table say the Hub already had it, never "Sent by you"; shots en/vi', async () => {
    expect(cli).toContain("[the Hub already had it: this computer's call was a replay of an earlier call under the same key]");
    const page = browser!.page;
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await page.click('nav a[data-nav="library"]');
      await page.click('nav a[data-nav="outbox"]');
      await page.click('[data-view="cards"]');
      const card = page.locator(`li.job[data-job-id="${job}"]`);
      await expect.poll(() => card.textContent({ timeout: 1000 }).catch(() => ''), { timeout: 30_000 }).toMatch(lang === 'en' ? /The Hub already had it from an earlier call/ : /Hub đã có bài này từ một lệnh gửi trước đó/);
      expect(await card.textContent()).not.toMatch(lang === 'en' ? /by you/ : /Do bạn gửi/);
      await card.scrollIntoViewIfNeeded();
      await themes(page, 'h-replaywho/bao-outbox-card', lang, { closeToasts: true });
      await page.click('[data-view="table"]');
      const row = page.locator(`[data-testid="desk-table"] tbody tr:has(td[data-job-id="${job}"])`);
      await expect.poll(() => row.locator('[data-testid="desk-replay-unnamed"]').count(), { timeout: 30_000 }).toBe(1);
      expect(await row.locator('[data-testid="desk-replay-unnamed"]').innerText()).toBe(lang === 'en' ? 'the Hub already had it: replayed here' : 'Hub đã có bài này: máy này gửi lại');
      await themes(page, 'h-replaywho/bao-outbox-table-replay', lang, { closeToasts: true });
      // The campaign's Posts tab: sent outside its Send from here, but the Hub had it: never "sent from here".
      await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, campaignId);
      await page.click('[data-tab="posts"]', { timeout: 20_000 });
      const send = page.locator('[data-testid="post-send-replayed"]');
      await expect.poll(() => send.count(), { timeout: 30_000 }).toBe(1);
      expect(await send.innerText()).toBe(lang === 'en' ? 'the Hub already had it (replayed here)' : 'Hub đã có bài này (máy này gửi lại)');
      expect(await page.locator('[data-testid="post-send-here"]').count()).toBe(0);
      await themes(page, 'h-replaywho/bao-campaign-posts-replay', lang, { closeToasts: true });
    }
    await useLanguage(page, 'en');
  }, 120_000);
});
