/// <reference lib="dom" />
/**
 * h-replay2 (walk 42b, 1) in Chromium, on a THIRD member's laptop (the team of test/team/campcount-team.ts): Lan, revoked
 * before her computer told the team anything, made the Hub posts 1 and 2 of "Tết Áo Dài"; Bảo's calls for them were
 * replays (his outcome rows' sent_first); Chi reads. Before: Chi's Outbox cards said "Sent by Bảo" under "Handed to the Hub
 * at" his time, the Library rows "Published by Bảo · …", the Posts tab "Published · Bảo" / "sent by Bảo", the header
 * "3 by Bảo". Now each says the Hub already had it and that Bảo's call was a replay, en/vi; shots light/dark.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campcountTeam } from '../team/campcount-team';
import { launchBrowser, type Browser } from './ui-browser';
import { themes, useLanguage } from './helpers/session';
import { startWebHost, type RunningWebHost } from './helpers/webhost';

const team = campcountTeam('postroom-ui-h-replay2-', 4243);
let host: RunningWebHost | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  await team.start();
  const chi = team.laptops.chi!;
  await chi.sync();
  host = await startWebHost({ dataDir: chi.dir, env: { POSTROOM_TEAM_TOKEN: team.token('Chi'), POSTROOM_API_KEY: team.sandbox().apiKey } });
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
    byLine: 'The Hub already had it from an earlier call under the same key (not known here whose); Bảo’s call was a replay',
    time: /^Replayed by Bảo at .* \(the Hub already had it\)$/,
    send: 'the Hub already had it (replayed by Bảo)',
    state: 'replayed by Bảo',
    head: '2 the Hub already had (Bảo’s calls were replays; who sent them first is not known here)',
    row: 'the Hub already had it (replayed by Bảo from the CLI)',
  },
  vi: {
    byLine: 'Hub đã có bài này từ một lệnh gửi trước đó cùng khóa (máy này không biết của ai); lệnh gửi của Bảo là bản phát lại',
    time: /^Bảo phát lại lúc .*\(Hub đã có bài này\)$/,
    send: 'Hub đã có sẵn (do Bảo phát lại)',
    state: 'do Bảo phát lại',
    head: '2 bài Hub đã có sẵn (lệnh gửi của Bảo là bản phát lại; ở đây không biết ai gửi trước)',
    row: 'Hub đã có sẵn (do Bảo phát lại từ dòng lệnh)',
  },
};

describe("Chi's laptop: Bảo's replays of Lan's calls are not Bảo's sends", () => {
  it('Outbox cards, Library rows, the campaign header and Posts tab; shots en/vi, light/dark', async () => {
    const page = browser!.page;
    const text = (sel: string) => page.locator(sel).first().innerText({ timeout: 1000 }).catch(() => '');
    const replayed = [team.tet[0]!, team.tet[1]!];
    for (const lang of ['en', 'vi'] as const) {
      const w = W[lang];
      await useLanguage(page, lang);
      await page.evaluate(() => { location.hash = '#/outbox'; });
      for (const id of replayed) {
        const card = `[data-testid="team-send"][data-draft-id="${id}"]`;
        await expect.poll(() => text(`${card} [data-testid="post-sent-by"]`), { timeout: 30_000 }).toBe(w.byLine);
        expect(await page.locator(`${card} [data-testid="post-time"]`).getAttribute('data-kind')).toBe('replayedAt');
        expect(await text(`${card} [data-testid="post-time"]`)).toMatch(w.time);
      }
      // Post 4 went from Bảo's computer: his, as before.
      expect(await page.locator(`[data-testid="team-send"][data-draft-id="${team.tet[3]}"] [data-testid="post-time"]`).getAttribute('data-kind')).toBe('handedAt');
      await page.locator(`[data-testid="team-send"][data-draft-id="${replayed[0]}"]`).scrollIntoViewIfNeeded();
      await themes(page, 'h-replay2/chi-outbox-cards', lang, { closeToasts: true });
      // The Outbox Table: the rows of Bảo's replays say so, never "sent by Bảo from the CLI".
      await page.click('[data-view="table"]');
      const rows = page.locator('[data-testid="desk-table"] [data-testid="desk-by"][data-replayed]');
      await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(2);
      expect(await rows.allInnerTexts()).toEqual([w.row, w.row]);
      await themes(page, 'h-replay2/chi-outbox-table', lang, { closeToasts: true });
      await page.click('[data-view="cards"]');
      await page.evaluate(() => { location.hash = '#/library'; });
      for (const id of replayed) await expect.poll(() => text(`[data-draft-id="${id}"] [data-testid="row-sent-by"]`), { timeout: 30_000 }).toContain(w.byLine);
      await themes(page, 'h-replay2/chi-library', lang, { closeToasts: true });
      await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, team.ids.tet);
      await expect.poll(() => text('[data-testid="campaign-summary"]'), { timeout: 30_000 }).toContain(w.head);
      await expect.poll(() => page.locator('[data-testid="post-send-team"][data-replayed]').count(), { timeout: 30_000 }).toBe(2);
      for (const t of await page.locator('[data-testid="post-send-team"][data-replayed]').allInnerTexts()) expect(t).toBe(w.send);
      const states = await page.locator('[data-testid="post-sent-by"]').allInnerTexts();
      expect(states.filter((t) => t.endsWith(w.state))).toHaveLength(2);
      await themes(page, 'h-replay2/chi-campaign-posts', lang, { closeToasts: true });
    }
    await useLanguage(page, 'en');
  }, 180_000);
});
