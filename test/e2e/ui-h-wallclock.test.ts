/// <reference lib="dom" />
/**
 * h-wallclock (walk 38): a post planned at 02:30 on the spring-forward night in Europe/Paris (the clocks skip it: the Hub
 * uses 03:30) is marked wherever its planned time is shown, with the mark of the campaign's Posts tab, Plan preview and
 * dry run ("⚠ 02:30", its title the sentence: lib/wall-clock.ts): Bảo's Review queue, the Library's list, his Outbox cards
 * and the desk's table, Lan's card of his send; and the client preview page in its language (the core's wallClock).
 * Before, these showed the time unmarked. An ordinary post beside it stays unmarked. Real team server, real sandbox Hub,
 * Chromium through the web host. Shots light/dark × en/vi in test-results/screens/h-wallclock/.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drafts } from '../../src-main/library';
import { DEFAULT_REVIEW_SETTINGS, exportClientPreview } from '../../src-main/team';
import { nextClockChange } from '../helpers/ahead';
import { tempLibrary } from '../library/helpers';
import { campaignWithPosts } from '../team/helpers';
import { launchBrowser, screenshot, type Browser } from './ui-browser';
import { browserTeam } from './helpers/team';
import { closeToasts, reviewOn, useLanAndBao } from './helpers/review-team';
import { callValue, themes, useLanguage } from './helpers/session';

const ZONE = 'Europe/Paris';
const DAY = nextClockChange(ZONE, 'forward').date;
/** 02:30 on the spring-forward night: the clocks skip it (02:00 → 03:00). */
const SKIPPED = `${DAY}T02:30`;
const ORDINARY = `${DAY}T10:00`;
const TITLE = {
  en: `${DAY} 02:30 does not exist in ${ZONE} (the clocks skip it): the post goes at ${DAY} 03:30.`,
  vi: `${DAY} 02:30 không tồn tại ở ${ZONE} (đồng hồ nhảy qua giờ này): bài được đăng lúc ${DAY} 03:30.`,
} as const;
const team = browserTeam('postroom-ui-h-wallclock-', { seed: 38, faults: 'none' });
const members = useLanAndBao(team);
const shot = (page: Page, name: string, lang: 'en' | 'vi') => themes(page, `h-wallclock/${name}`, lang);

/** The marks inside a locator: each one's kind and title. */
const marks = (page: Page, scope: string) => page.locator(`${scope} [data-testid="wall-clock"]`).evaluateAll((els) => els.map((e) => `${e.getAttribute('data-kind')}: ${e.getAttribute('title')}`));

describe('a post at a time the clocks skip, marked on every screen showing its time', () => {
  const ids = { skipped: '', ordinary: '' };
  const jobs = { skipped: '', ordinary: '' };

  it('Review: Bảo\'s queue marks the skipped 02:30, not the ordinary time', async () => {
    const { lan, bao } = members;
    ids.skipped = (await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['facebook'], caption: 'Đêm đổi giờ: 02:30', scheduled_at: SKIPPED, timezone: ZONE } })).id;
    ids.ordinary = (await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['facebook'], caption: 'Sáng hôm sau: 10:00', scheduled_at: ORDINARY, timezone: ZONE } })).id;
    for (const id of [ids.skipped, ids.ordinary]) {
      await callValue(lan.page, 'photos.add', { draftId: id, urls: ['https://images.example.com/ca-phe.jpg'] });
      await callValue(lan.page, 'review.act', { draftId: id, action: 'submit' });
    }
    for (const id of [ids.skipped, ids.ordinary]) await expect.poll(() => reviewOn(bao.page, id), { timeout: 30_000 }).toBe('in_review');
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(bao.page, lang);
      await bao.page.goto(`${bao.host.origin}/#/review`);
      const row = (id: string) => `[data-testid="review-rows"] tr[data-draft-id="${id}"] [data-testid="review-time"]`;
      await bao.page.locator(row(ids.ordinary)).waitFor();
      await expect.poll(() => marks(bao.page, row(ids.skipped)), { timeout: 20_000 }).toEqual([`skipped: ${TITLE[lang]}`]);
      expect(await marks(bao.page, row(ids.ordinary))).toEqual([]);
      await closeToasts(bao.page);
      await shot(bao.page, 'review', lang);
    }
    await useLanguage(bao.page, 'en');
  }, 120_000);

  it('the Library: the post\'s row marks it beside its time', async () => {
    const { bao } = members;
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(bao.page, lang);
      await bao.page.goto(`${bao.host.origin}/#/library`);
      const row = (id: string) => `[data-draft-id="${id}"]`;
      await bao.page.locator(row(ids.ordinary)).first().waitFor({ timeout: 20_000 });
      await expect.poll(() => marks(bao.page, row(ids.skipped)), { timeout: 20_000 }).toEqual([`skipped: ${TITLE[lang]}`]);
      expect(await marks(bao.page, row(ids.ordinary))).toEqual([]);
      await closeToasts(bao.page);
      await shot(bao.page, 'library', lang);
    }
    await useLanguage(bao.page, 'en');
  }, 120_000);

  it('the Outbox: Bảo\'s card and the desk\'s table mark it; Lan\'s card of his send too', async () => {
    const { lan, bao } = members;
    for (const id of [ids.skipped, ids.ordinary]) await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
    await callValue(bao.page, 'publish.start', { draftIds: [ids.skipped, ids.ordinary] });
    const stateOf = (id: string) => callValue<{ state: string }>(bao.page, 'drafts.postState', { id }).then((s) => s.state);
    for (const id of [ids.skipped, ids.ordinary]) await expect.poll(() => stateOf(id), { timeout: 60_000 }).toBe('scheduled');
    for (const nth of ['skipped', 'ordinary'] as const) jobs[nth] = (await callValue<Array<{ id: string }>>(bao.page, 'jobs.list', { draftId: ids[nth] }))[0]!.id;

    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(bao.page, lang);
      await bao.page.goto(`${bao.host.origin}/#/outbox`);
      await bao.page.waitForSelector('[data-testid="outbox-jobs"] li.job');
      const card = (nth: 'skipped' | 'ordinary') => `[data-testid="outbox-jobs"] li.job[data-job-id="${jobs[nth]}"] .row1`;
      await expect.poll(() => marks(bao.page, card('skipped')), { timeout: 20_000 }).toEqual([`skipped: ${TITLE[lang]}`]);
      expect(await marks(bao.page, card('ordinary'))).toEqual([]);
      await closeToasts(bao.page);
      await shot(bao.page, 'outbox-cards', lang);

      await bao.page.click('[data-view="table"]');
      await bao.page.click('[data-range="all"]');
      const cell = (nth: 'skipped' | 'ordinary') => `td[data-job-id="${jobs[nth]}"]`;
      await expect.poll(() => marks(bao.page, cell('skipped')), { timeout: 20_000 }).toEqual([`skipped: ${TITLE[lang]}`]);
      expect(await marks(bao.page, cell('ordinary'))).toEqual([]);
      // In sight, not cut off: the Time column makes room for the mark and the time.
      const fits = await bao.page.locator(`${cell('skipped')} .c`).evaluate((c) => `${c.scrollWidth}x${c.scrollHeight} in ${c.clientWidth}x${c.clientHeight}`);
      const [[w, h], [cw, ch]] = fits.split(' in ').map((x) => x.split('x').map(Number)) as [[number, number], [number, number]];
      expect(w <= cw && h <= ch, fits).toBe(true);
      await closeToasts(bao.page);
      await shot(bao.page, 'outbox-desk', lang);
      await bao.page.click('[data-view="cards"]').catch(() => undefined);
    }
    await useLanguage(bao.page, 'en');

    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(lan.page, lang);
      await lan.page.goto(`${lan.host.origin}/#/outbox`);
      const send = (id: string) => `[data-testid="team-send"][data-draft-id="${id}"] .row1`;
      await expect.poll(() => marks(lan.page, send(ids.skipped)), { timeout: 30_000 }).toEqual([`skipped: ${TITLE[lang]}`]);
      expect(await marks(lan.page, send(ids.ordinary))).toEqual([]);
      await closeToasts(lan.page);
      await shot(lan.page, 'outbox-team-send', lang);
    }
    await useLanguage(lan.page, 'en');
  }, 240_000);
});

describe('the client preview page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('says under the time that the clocks skip 02:30 in the post\'s zone, in the page\'s language', async () => {
    const { lib, dir } = tempLibrary();
    const { a, b, camp } = await campaignWithPosts(dir, lib.db);
    drafts.update(lib.db, a.id, { scheduled_at: SKIPPED, timezone: ZONE, add_to_queue: false });
    drafts.update(lib.db, b.id, { scheduled_at: ORDINARY, timezone: ZONE, add_to_queue: false });
    const member = { name: 'Minh', role: 'approver' as const, settings: DEFAULT_REVIEW_SETTINGS, solo: false };
    for (const lang of ['en', 'vi'] as const) {
      const { html } = await exportClientPreview(lib.db, { campaignId: camp.id, zone: 'Asia/Ho_Chi_Minh', lang, member });
      const file = join(dir, `preview-${lang}.html`);
      writeFileSync(file, html);
      const { page } = browser;
      await page.goto(`file://${file}`);
      const note = (id: string) => page.locator(`article[data-draft-id="${id}"] dl.meta [data-wall-clock]`);
      expect(await note(a.id).getAttribute('data-wall-clock')).toBe('skipped');
      expect(((await note(a.id).textContent()) ?? '').trim()).toBe(`⚠ ${TITLE[lang]}`);
      expect(await note(b.id).count()).toBe(0);
      await page.locator(`article[data-draft-id="${a.id}"]`).scrollIntoViewIfNeeded();
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        await screenshot(page, `h-wallclock/preview-${theme}-${lang}`);
      }
      await page.emulateMedia({ colorScheme: 'light' });
    }
  }, 120_000);
});
