/// <reference lib="dom" />
/**
 * w23wall: a post at a time its zone's clocks show twice says WHICH of the two it goes at, on every surface that
 * prints a post's time, because each calls the one time-in-zone formatter (src-shared/wall-showing.ts through the
 * renderer's formatInZone, the core's timeInZoneText and the preview page's clientTime). Before, each showed a bare
 * "Oct 31, 2027, 2:30 AM".
 *
 * Two posts of Lan's, both at 02:30 in Europe/Berlin on the night of its next clock change back (found from the
 * zone's offsets, never a fixed date): FIRST written as a wall-clock time (the one rule reads it as the first 02:30),
 * SECOND kept as the instant of the second 02:30 (via UTC). Bảo (owner) sees them in Review, approves and publishes
 * them (the sandbox Hub holds them); then his Outbox cards, the desk's table, Compose's When section, the campaign's
 * Posts tab (its mark's title) and `postroom drafts list` say which 02:30 each is; the client preview page too. Real team server, real sandbox Hub,
 * Chromium through the web host, each started once for the file. Shots light/dark × en/vi in test-results/screens/w23wall/.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { drafts } from '../../src-main/library';
import { DEFAULT_REVIEW_SETTINGS, exportClientPreview } from '../../src-main/team';
import { tempLibrary } from '../library/helpers';
import { campaignWithPosts } from '../team/helpers';
import { launchBrowser, screenshot, type Browser } from './ui-browser';
import { browserTeam } from './helpers/team';
import { closeToasts, reviewOn, useLanAndBao } from './helpers/review-team';
import { callValue, themes, useLanguage } from './helpers/session';

const ZONE = 'Europe/Berlin';
const team = browserTeam('postroom-ui-w23wall-', { seed: 23, faults: 'none' });
const members = useLanAndBao(team);

/** The next instant after now at which ZONE's clocks go back (its offset drops), to the minute. */
function nextFallBack(): number {
  const off = (ms: number): number => DateTime.fromMillis(ms, { zone: ZONE }).offset;
  let t = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  while (off(t + 3_600_000) >= off(t)) t += 3_600_000;
  let lo = t;
  let hi = t + 3_600_000;
  while (hi - lo > 60_000) {
    const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
    if (off(mid) === off(t)) lo = mid; else hi = mid;
  }
  return hi;
}

const back = nextFallBack();
const firstAt = back - 30 * 60_000;
const secondAt = back + 30 * 60_000;
/** 02:30 on that night, as a wall-clock time (what a person types or imports: the first). */
const WALL = DateTime.fromMillis(firstAt, { zone: ZONE }).toFormat("yyyy-MM-dd'T'HH:mm");
/** The second 02:30, kept as its instant (set via UTC). */
const SECOND_UTC = new Date(secondAt).toISOString();

const WORDS = {
  en: { first: 'the first 2:30 — UTC+02:00', second: 'the second 2:30 — UTC+01:00' },
  vi: { first: 'lần thứ nhất — UTC+02:00', second: 'lần thứ hai — UTC+01:00' },
} as const;
const flat = (t: string | null): string => (t ?? '').replace(/\s+/g, ' ').trim();
const shot = (page: Page, name: string, lang: 'en' | 'vi') => themes(page, `w23wall/${name}`, lang);

describe('one post time shown twice a night, on every surface', () => {
  const ids = { first: '', second: '' };
  const jobs = { first: '', second: '' };

  it('Review: Bảo\'s queue says which 02:30 each post is for', async () => {
    const { lan, bao } = members;
    expect(WALL.slice(11)).toBe('02:30');
    ids.first = (await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['facebook'], caption: 'Đêm đổi giờ: lần đầu 02:30', scheduled_at: WALL, timezone: ZONE } })).id;
    ids.second = (await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['facebook'], caption: 'Đêm đổi giờ: lần sau 02:30', scheduled_at: SECOND_UTC, timezone: ZONE } })).id;
    for (const id of [ids.first, ids.second]) {
      await callValue(lan.page, 'photos.add', { draftId: id, urls: ['https://images.example.com/ca-phe.jpg'] });
      await callValue(lan.page, 'review.act', { draftId: id, action: 'submit' });
    }
    for (const id of [ids.first, ids.second]) await expect.poll(() => reviewOn(bao.page, id), { timeout: 30_000 }).toBe('in_review');

    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(bao.page, lang);
      await bao.page.goto(`${bao.host.origin}/#/review`);
      for (const nth of ['first', 'second'] as const) {
        const row = bao.page.locator(`[data-testid="review-rows"] tr[data-draft-id="${ids[nth]}"]`);
        await row.waitFor();
        expect(flat(await row.textContent())).toContain(WORDS[lang][nth]);
      }
      await closeToasts(bao.page);
      await shot(bao.page, 'review', lang);
    }
    await useLanguage(bao.page, 'en');
  }, 120_000);

  it('the Outbox: each card and the desk\'s table say which 02:30 the Hub holds it for', async () => {
    const { bao } = members;
    for (const id of [ids.first, ids.second]) await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
    await callValue(bao.page, 'publish.start', { draftIds: [ids.first, ids.second] });
    const stateOf = (id: string) => callValue<{ state: string }>(bao.page, 'drafts.postState', { id }).then((s) => s.state);
    for (const id of [ids.first, ids.second]) await expect.poll(() => stateOf(id), { timeout: 60_000 }).toBe('scheduled');
    for (const nth of ['first', 'second'] as const) jobs[nth] = (await callValue<Array<{ id: string }>>(bao.page, 'jobs.list', { draftId: ids[nth] }))[0]!.id;

    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(bao.page, lang);
      await bao.page.goto(`${bao.host.origin}/#/outbox`);
      await bao.page.waitForSelector('[data-testid="outbox-jobs"] li.job');
      for (const nth of ['first', 'second'] as const) {
        const time = bao.page.locator(`[data-testid="outbox-jobs"] li.job[data-job-id="${jobs[nth]}"] [data-testid="post-time"]`);
        expect(await time.getAttribute('data-kind')).toBe('scheduledFor');
        expect(flat(await time.textContent())).toContain(WORDS[lang][nth]);
      }
      await closeToasts(bao.page);
      await shot(bao.page, 'outbox-cards', lang);

      await bao.page.click('[data-view="table"]');
      await bao.page.click('[data-range="all"]');
      for (const nth of ['first', 'second'] as const) {
        const cell = bao.page.locator(`td[data-job-id="${jobs[nth]}"] time`);
        await expect.poll(() => cell.textContent().then(flat), { timeout: 20_000 }).toContain(WORDS[lang][nth]);
      }
      await closeToasts(bao.page);
      await shot(bao.page, 'outbox-desk', lang);
      // In sight, not cut off by the column's ellipsis: the Time column makes room for the words.
      for (const nth of ['first', 'second'] as const) {
        const fits = await bao.page.locator(`td[data-job-id="${jobs[nth]}"]`).evaluate((td) => `${td.scrollWidth} <= ${td.clientWidth}`);
        expect(fits.split(' <= ').map(Number).reduce((a, b) => (a <= b ? 1 : 0)), fits).toBe(1);
      }
      await bao.page.click('[data-view="cards"]').catch(() => undefined);
    }
    await useLanguage(bao.page, 'en');
  }, 180_000);

  it('Compose\'s When section says which 02:30 the Hub holds each post for', async () => {
    const { bao } = members;
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(bao.page, lang);
      for (const nth of ['first', 'second'] as const) {
        await bao.page.goto(`${bao.host.origin}/#/compose/${encodeURIComponent(ids[nth])}`);
        const held = bao.page.locator('[data-testid="schedule"] [data-testid="held-at"]');
        await expect.poll(() => held.textContent().then(flat).catch(() => ''), { timeout: 20_000 }).toContain(WORDS[lang][nth]);
        await closeToasts(bao.page);
        await bao.page.locator('[data-testid="schedule"]').scrollIntoViewIfNeeded();
        await shot(bao.page, `compose-${nth}`, lang);
      }
    }
    await useLanguage(bao.page, 'en');
  }, 120_000);

  it('the campaign\'s Posts tab marks each row\'s 02:30 as the one it is (the second names UTC+01:00)', async () => {
    const { bao } = members;
    const camp = await callValue<{ id: string }>(bao.page, 'campaigns.create', { name: 'Đêm đổi giờ' });
    await callValue(bao.page, 'campaigns.addDrafts', { id: camp.id, draftIds: [ids.first, ids.second] });
    const offsets = { first: 'UTC+02:00', second: 'UTC+01:00' };
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(bao.page, lang);
      await bao.page.goto(`${bao.host.origin}/#/campaigns/${encodeURIComponent(camp.id)}`);
      await bao.page.click('[data-tab="posts"]', { timeout: 20_000 });
      for (const nth of ['first', 'second'] as const) {
        const mark = bao.page.locator(`[data-testid="campaign-posts"] tr[data-post-id="${ids[nth]}"] [data-testid="wall-clock"]`);
        await mark.waitFor({ timeout: 20_000 });
        expect(await mark.getAttribute('data-kind')).toBe('twice');
        expect(await mark.getAttribute('title')).toContain(offsets[nth]);
        expect(await mark.getAttribute('title')).not.toContain(offsets[nth === 'first' ? 'second' : 'first']);
      }
      await closeToasts(bao.page);
      await shot(bao.page, 'campaign-posts', lang);
    }
    await useLanguage(bao.page, 'en');
  }, 120_000);

  it('`postroom drafts list` says which 02:30 each post is scheduled for', async () => {
    const { bao } = members;
    let stdout = '';
    const code = await runCli(['drafts', 'list', '--data-dir', bao.dataDir], { stdout: (s) => void (stdout += s), stderr: () => undefined, stdin: async () => '', env: {} });
    expect(code).toBe(0);
    const line = (id: string): string => stdout.split('\n').find((l) => l.startsWith(id)) ?? '';
    expect(line(ids.first)).toContain(`scheduled for ${WALL} in ${ZONE} (the first 02:30 — UTC+02:00)`);
    expect(line(ids.second)).toContain(`scheduled for ${WALL} in ${ZONE} (the second 02:30 — UTC+01:00)`);
  }, 60_000);
});

describe('the client preview page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('says which 02:30 each post goes out at, in the client\'s zone and language', async () => {
    const { lib, dir } = tempLibrary();
    const { a, b, camp } = await campaignWithPosts(dir, lib.db);
    drafts.update(lib.db, a.id, { scheduled_at: WALL, timezone: ZONE, add_to_queue: false });
    drafts.update(lib.db, b.id, { scheduled_at: SECOND_UTC, timezone: 'UTC', add_to_queue: false });
    const member = { name: 'Minh', role: 'approver' as const, settings: DEFAULT_REVIEW_SETTINGS, solo: false };
    const want = { en: { first: 'at 02:30 (the first 02:30 — UTC+02:00)', second: 'at 02:30 (the second 02:30 — UTC+01:00)' }, vi: { first: '(lần thứ nhất — UTC+02:00)', second: '(lần thứ hai — UTC+01:00)' } };
    for (const lang of ['en', 'vi'] as const) {
      const { html } = await exportClientPreview(lib.db, { campaignId: camp.id, zone: ZONE, lang, member });
      const file = join(dir, `preview-${lang}.html`);
      writeFileSync(file, html);
      const { page } = browser;
      await page.goto(`file://${file}`);
      const goesOut = (id: string) => page.locator(`article[data-draft-id="${id}"] dl.meta dd`).first().textContent().then(flat);
      expect(await goesOut(a.id)).toContain(want[lang].first);
      expect(await goesOut(b.id)).toContain(want[lang].second);
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        await screenshot(page, `w23wall/preview-${theme}-${lang}`);
      }
      await page.emulateMedia({ colorScheme: 'light' });
    }
  }, 120_000);
});
