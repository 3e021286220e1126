/// <reference lib="dom" />
/**
 * h-w34csv (walk 34, 1) in Chromium: Lan (editor) and Bảo (approver) on two CLI laptops, one real team server and sandbox
 * Hub. Lan publishes the approved post; Bảo, not told yet, publishes it too (the approval's key: the Hub answers his call
 * with Lan's post). Bảo's app (the web host on his data dir), Outbox → Table: the row says "sent by Lan" and, beside it,
 * that it was replayed here from the CLI (the whole sentence on hover: this computer's call was a replay of Lan's; it was "sent by Lan" alone, and his export said the job
 * was not made on this computer). Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishJobs } from '../../src-main/library';
import { cliTeam, type CliLaptop } from '../team/helpers';
import { launchBrowser, type Browser } from './ui-browser';
import { themes, useLanguage } from './helpers/session';
import { startWebHost, type RunningWebHost } from './helpers/webhost';

const team = cliTeam({ prefix: 'postroom-ui-w34csv-', hub: { seed: 3434 } });
const caption = 'Áo Dài Hội An: livestream thử áo tối nay 20h';
let bao: CliLaptop;
let host: RunningWebHost | undefined;
let browser: Browser | undefined;
let job = '';

beforeAll(async () => {
  const [lan, b] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'approver' }] as const);
  bao = b;
  const id = lan.lib((x) => x.drafts.create(x.db, { profile_id: 'prof_aodai', platforms: ['facebook', 'instagram'], photos: ['https://cdn.example.com/h-w34csv.jpg'], caption }).id);
  await lan.ok(['review', 'submit', id]);
  for (const l of [lan, bao]) await l.sync();
  await bao.ok(['review', 'approve', id]);
  for (const l of [bao, lan]) await l.sync();
  await lan.ok(['publish', id, '--wait']);
  const r = await bao.run(['publish', id, '--wait']);
  expect(r.code, r.stdout + r.stderr).toBe(0);
  for (const l of [lan, bao, lan, bao]) await l.sync();
  job = bao.lib((x) => publishJobs.listJobs(x.db, { draftId: id })[0]!.id);
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

describe("Bảo's Outbox Table: his replay of Lan's call", () => {
  it('says sent by Lan, and replayed here from the CLI; shots en/vi', async () => {
    const page = browser!.page;
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await page.click('nav a[data-nav="outbox"]');
      await page.click('[data-view="table"]');
      const row = page.locator(`[data-testid="desk-table"] tbody tr:has(td[data-job-id="${job}"][data-channel="facebook"])`);
      await expect.poll(() => row.locator('[data-testid="desk-replay"]').count(), { timeout: 30_000 }).toBe(1);
      expect(await row.locator('[data-testid="desk-by"]').innerText()).toBe(lang === 'en' ? 'sent by Lan' : 'do Lan gửi');
      expect(await row.locator('[data-testid="desk-replay"]').getAttribute('data-from')).toBe('cli');
      expect(await row.locator('[data-testid="desk-replay"]').innerText()).toBe(lang === 'en' ? 'replayed here from the CLI' : 'máy này gửi lại từ dòng lệnh');
      expect(await row.locator('[data-testid="desk-replay"]').getAttribute('title')).toContain('Lan');
      expect(await row.locator('[data-testid="desk-by"]').evaluate((e) => e.parentElement!.textContent)).toMatch(/^(sent by Lan|do Lan gửi) · /);
      await themes(page, 'w34csv/table-bao', lang, { closeToasts: true });
    }
    await useLanguage(page, 'en');
  }, 120_000);
});
