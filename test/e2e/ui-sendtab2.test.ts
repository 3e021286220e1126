/// <reference lib="dom" />
/**
 * sendtab2 (issue 34, walk 7): the campaign screens' last false words, in real browsers (1360 px wide) on one real
 * team server and one sandbox Hub (each started once for the file): Lan (editor) and Bảo (owner).
 * - No dry run, nothing would go (one post sent back, one waiting): "Nothing would be sent until these are settled:"
 *   without "then run the dry run again" (none ever ran).
 * - The Send state line with nothing sent says only "1 not sent yet"-style counts, never "0 not sent for their problems".
 * - The Posts line: "… · 1 post has changes requested · Times are in UTC." (the zone ran into the count).
 * - The Dry run table fits 1360 px: the Problems column is inside the table, not cut at its right edge.
 * - Walk 7 shot 38: after Send held two back and Bảo approved one, before a new dry run: "2 held back (1 with changes
 *   requested by Bảo, 1 not checked since the send)", never "problems".
 * Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSendtabTeam } from './helpers/sendtab-team';
import { shotsIn, text } from './helpers/review-team';
import { callValue, useLanguage } from './helpers/session';
import { nextYear } from '../helpers/ahead';

/** w23dups: its posts' dates in the year after today's (they were 2027), never past on this real clock. */
const Y = nextYear();

const { members, inReview, decide } = useSendtabTeam('postroom-ui-sendtab2-', { scheduled_at: `${Y}-12-15T08:00`, timezone: 'UTC' });
const camps = { tet: '', last: '' };
const ids = { waiting: '' };

const shot = shotsIn('sendtab2');

beforeAll(async () => {
  const a = await inReview('Giáng sinh ấm áp — sendtab2 1 #noel');
  const b = await inReview('Cà phê trứng — sendtab2 2 #noel');
  const w = await inReview('Đêm nhạc acoustic — sendtab2 3 #noel');
  const r = await inReview('Tặng ly sứ — sendtab2 4, sent back #noel');
  const last = await inReview('Bún chả — sendtab2, the one left #buncha');
  const x = await inReview('Chè — sendtab2, waits #che');
  await decide(a, 'approve', 'approved');
  await decide(b, 'approve', 'approved');
  await decide(r, 'request_changes', 'changes_requested');
  await decide(last, 'request_changes', 'changes_requested');
  ids.waiting = w;
  camps.tet = (await callValue<{ id: string }>(members.lan.page, 'campaigns.create', { name: 'Noel — sendtab2' })).id;
  await callValue(members.lan.page, 'campaigns.addDrafts', { id: camps.tet, draftIds: [a, b, w, r] });
  camps.last = (await callValue<{ id: string }>(members.lan.page, 'campaigns.create', { name: 'Noel — two left' })).id;
  await callValue(members.lan.page, 'campaigns.addDrafts', { id: camps.last, draftIds: [last, x] });
}, 300_000);

const open = async (page: Page, id: string, tab: 'send' | 'dryRun' | 'posts') => {
  await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, id);
  await page.click(`[data-tab="${tab}"]`);
};

describe('sendtab2: the Send tab, Posts and Dry run tabs say only what is true', () => {
  it('no dry run ever ran, nothing would go: no "run the dry run again"; the state line says no zero count', async () => {
    const { page } = members.lan;
    await page.setViewportSize({ width: 1360, height: 860 });
    await useLanguage(page, 'en');
    await open(page, camps.last, 'send');
    await expect.poll(() => text(page, 'send-held-mixed'), { timeout: 20_000 }).toMatch(/^Nothing would be sent until these are settled: /);
    expect(await text(page, 'send-held-mixed')).not.toMatch(/dry run/);
    expect(await text(page, 'send-state')).toBe('State: not sent · 2 held back (1 waiting for approval by Bảo, 1 with changes requested by Bảo)') // w21campaign (walk 19, A);
    await shot(page, 'no-dry-run-held', 'en');
    await useLanguage(page, 'vi');
    await open(page, camps.last, 'send');
    await expect.poll(() => text(page, 'send-held-mixed'), { timeout: 10_000 }).toMatch(/^Sẽ không có gì được gửi cho đến khi xử lý xong những bài này: /);
    expect(await text(page, 'send-held-mixed')).not.toMatch(/chạy thử/);
    await shot(page, 'no-dry-run-held', 'vi');
    await useLanguage(page, 'en');
  });

  it('the Posts line keeps its parts apart; the Dry run table fits 1360 px', async () => {
    const { page } = members.lan;
    await useLanguage(page, 'en');
    await open(page, camps.tet, 'posts');
    await expect.poll(() => text(page, 'campaign-posts-count'), { timeout: 20_000 }).toMatch(/ · 1 post has changes requested · Times are in UTC\.$/);
    await shot(page, 'posts', 'en');
    await open(page, camps.tet, 'dryRun');
    await page.click('[data-testid="dry-run"]');
    await page.waitForSelector('[data-testid="dry-run-table"]');
    await expect.poll(() => text(page, 'dry-run-summary'), { timeout: 20_000 }).toMatch(/^4 rows/);
    const fit = await page.evaluate(() => {
      const box = document.querySelector<HTMLElement>('[data-testid="dry-run-table"]')!;
      const cell = box.querySelector<HTMLElement>('td.problems')!;
      return { scroll: box.scrollWidth, client: box.clientWidth, right: cell.getBoundingClientRect().right, edge: box.getBoundingClientRect().right };
    });
    // Before sendtab2 the table was 74rem wide in a 68rem pane: Problems ran off the right edge ("Bảo aske…").
    expect(fit.scroll).toBeLessThanOrEqual(fit.client);
    expect(fit.right).toBeLessThanOrEqual(fit.edge);
    await shot(page, 'dry-run', 'en');
    await useLanguage(page, 'vi');
    await open(page, camps.tet, 'posts');
    await expect.poll(() => text(page, 'campaign-posts-count'), { timeout: 10_000 }).toMatch(/ · 1 bài cần sửa · Giờ theo múi UTC\.$/);
    await shot(page, 'posts', 'vi');
    await open(page, camps.tet, 'dryRun');
    await page.click('[data-testid="dry-run"]');
    await page.waitForSelector('[data-testid="dry-run-table"]');
    await shot(page, 'dry-run', 'vi');
    await useLanguage(page, 'en');
  });

  it('walk 7: after Send held two back and Bảo approved one, before a new dry run: no "problems"', async () => {
    const { page } = members.lan;
    await useLanguage(page, 'en');
    await open(page, camps.tet, 'send');
    await page.click('[data-testid="send"]');
    await expect.poll(() => text(page, 'send-state'), { timeout: 60_000 })
      .toBe('State: partly sent · 2 sent for publishing · 2 held back (1 waiting for approval by Bảo, 1 with changes requested by Bảo)');
    await decide(ids.waiting, 'approve', 'approved');
    await open(page, camps.tet, 'send');
    await expect.poll(() => text(page, 'send-state'), { timeout: 20_000 })
      .toBe('State: partly sent · 2 sent for publishing · 1 ready to send now · 1 held back (1 with changes requested by Bảo)'); // w21campaign: the approved one is ready, never among the held
    await expect.poll(() => text(page, 'campaign-summary'), { timeout: 10_000 }).toMatch(/1 ready to send now · 1 held back \(1 with changes requested by Bảo\)/);
    expect(await page.textContent('main')).not.toMatch(/problems/);
    await shot(page, 'send-after-approve', 'en');
    await useLanguage(page, 'vi');
    await open(page, camps.tet, 'send');
    await expect.poll(() => text(page, 'send-state'), { timeout: 10_000 }).toMatch(/1 bài sẵn sàng gửi ngay · 1 bài bị giữ lại/);
    await shot(page, 'send-after-approve', 'vi');
    await useLanguage(page, 'en');
  });
});
