/// <reference lib="dom" />
/**
 * h-replay2 (walk 42b, 3) in Chromium: the Hub stopped, Olivia's `publish` answered "queued, not sent" (nothing reached
 * the Hub; her job waits under its key). After sync, Sam's Outbox card of her send said "Handed to the Hub at …" above
 * "Queued by Olivia, not at the Hub yet", and Sam's `status` "[sent by Olivia at …]". Now the card's time and `status`
 * read the one rule (src-shared teammateSendKind over waitingToReach): "Queued by Olivia at …, not at the Hub yet",
 * "[queued by Olivia at …, not at the Hub yet". A real team server and sandbox Hub (closed before the send). Shots
 * light/dark × en/vi: test-results/screens/h-replay2/sam-queued-card.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliTeam, type CliLaptop } from '../team/helpers';
import { launchBrowser, type Browser } from './ui-browser';
import { themes, useLanguage } from './helpers/session';
import { startWebHost, type RunningWebHost } from './helpers/webhost';

const team = cliTeam({ prefix: 'postroom-ui-h-replay2-queued-', hub: { seed: 4244 } });
let host: RunningWebHost | undefined;
let browser: Browser | undefined;
let sam: CliLaptop;
let id = '';

beforeAll(async () => {
  const [olivia, s] = await team.start([{ dir: 'olivia', name: 'Olivia', role: 'editor' }, { dir: 'sam', name: 'Sam', role: 'approver' }] as const);
  sam = s;
  olivia.lib((x) => { id = x.drafts.create(x.db, { profile_id: 'prof_aodai', platforms: ['facebook'], photos: ['https://cdn.example.com/h-replay2.jpg'], caption: 'Y2: Hub tắt' }).id; });
  await olivia.ok(['review', 'submit', id]);
  await olivia.sync();
  await sam.sync();
  await sam.ok(['review', 'approve', id]);
  await sam.sync();
  await olivia.sync();
  const apiKey = team.sandbox().apiKey;
  await team.sandbox().close();
  const r = await olivia.run(['publish', id]);
  expect(r.stdout + r.stderr).toMatch(/queued|waiting to reach/i);
  await olivia.sync();
  await sam.sync();
  host = await startWebHost({ dataDir: sam.dir, env: { POSTROOM_TEAM_TOKEN: team.token('Sam'), POSTROOM_API_KEY: apiKey } });
  browser = await launchBrowser({ colorScheme: 'light' });
  await browser.page.goto(host.url);
  await browser.page.waitForSelector('nav a[data-nav="outbox"]');
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await host?.close();
  await team.stop().catch(() => undefined);
});

describe("Sam's laptop: Olivia's send that never reached the Hub", () => {
  it('`status` says queued by Olivia, never "sent by Olivia"', async () => {
    const out = (await sam.run(['status'])).stdout;
    const line = out.split('\n').find((l) => l.includes(`draft ${id}`)) ?? '';
    expect(line, out).toMatch(/\[queued by Olivia at \S+, not at the Hub yet/);
    expect(line).not.toMatch(/sent by Olivia/);
  });

  it('the card\'s time says "Queued by Olivia at …", never "Handed to the Hub at"; en/vi shots', async () => {
    const page = browser!.page;
    const card = `[data-testid="team-send"][data-draft-id="${id}"]`;
    const W = { en: /^Queued by Olivia at .*, not at the Hub yet$/, vi: /^Olivia đưa vào hàng chờ lúc .*, chưa tới Hub$/ };
    const BADGE = { en: 'Waiting to reach the Hub', vi: 'Đang chờ tới Hub' };
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await page.evaluate(() => { location.hash = '#/outbox'; });
      await expect.poll(() => page.locator(`${card} [data-testid="post-time"]`).getAttribute('data-kind', { timeout: 1000 }).catch(() => ''), { timeout: 30_000 }).toBe('queuedBy');
      expect(await page.locator(`${card} [data-testid="post-time"]`).innerText()).toMatch(W[lang]);
      // Its badge as this computer's own card of a send that never reached the Hub says it (walk 36b), never "Sending".
      expect(await page.locator(`${card} [data-testid="post-state"]`).innerText()).toBe(BADGE[lang]);
      await page.locator(card).scrollIntoViewIfNeeded();
      await themes(page, 'h-replay2/sam-queued-card', lang, { closeToasts: true });
    }
    await useLanguage(page, 'en');
  }, 120_000);
});
