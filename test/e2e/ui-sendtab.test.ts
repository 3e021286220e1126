/// <reference lib="dom" />
/**
 * sendtab (issue 34, walk 6): the campaign Send tab tells the truth before any dry run on this laptop,
 * in real browsers on one real team server and one sandbox Hub (each started once for the file): Lan
 * (editor) and Bảo (owner). Bảo approved one post of Lan's and sent one back with changes requested.
 * - Walk 6: a campaign whose one post left had changes requested offered "Send 1 post" on a laptop
 *   with no dry run. Now: no Send, and "Bảo asked for changes on 1 post".
 * - Campaign "Tết" (one approved, one sent back), no dry run: Send offers 1 post, not 2, and names Bảo.
 * - Its dry run: 0 rows with errors, "Bảo asked for changes on 1 post"; after Send the state line says
 *   "1 with changes requested by Bảo".
 * Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useSendtabTeam, useTetCampaigns } from './helpers/sendtab-team';
import { shotsIn, text } from './helpers/review-team';
import { useLanguage } from './helpers/session';

const team = useSendtabTeam('postroom-ui-sendtab-');
const { members } = team;
const camps = useTetCampaigns(team);

const shot = shotsIn('sendtab');

const open = async (page: Page, id: string, tab: 'send' | 'dryRun') => {
  await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, id);
  await page.click(`[data-tab="${tab}"]`);
};

describe('the Send tab with no dry run on this laptop', () => {
  it('walk 6: the one post left has changes requested: no Send offered, and Bảo is named', async () => {
    const { page } = members.lan;
    await useLanguage(page, 'en');
    await open(page, camps.last, 'send');
    await expect.poll(() => text(page, 'send-held-changes'), { timeout: 20_000 }).toBe('Bảo asked for changes on 1 post: edit it and send it for review again.');
    expect(await page.locator('[data-testid="send"]').count()).toBe(0);
    expect(await page.locator('[data-testid="send-no-dry-run"]').count()).toBe(0);
    await shot(page, 'one-left', 'en');
    await useLanguage(page, 'vi');
    await open(page, camps.last, 'send');
    await expect.poll(() => text(page, 'send-held-changes'), { timeout: 10_000 }).toBe('Bảo yêu cầu sửa 1 bài: hãy sửa rồi gửi duyệt lại.');
    expect(await page.locator('[data-testid="send"]').count()).toBe(0);
    await shot(page, 'one-left', 'vi');
    await useLanguage(page, 'en');
  });

  it('one approved, one sent back: Send offers 1 post (not 2) and says who asked for changes', async () => {
    const { page } = members.lan;
    await useLanguage(page, 'en');
    await open(page, camps.tet, 'send');
    await expect.poll(() => text(page, 'send'), { timeout: 20_000 }).toBe('Send 1 post');
    expect(await text(page, 'send-no-dry-run')).toMatch(/^No dry run on this computer yet/);
    expect(await text(page, 'send-some-changes')).toBe('Bảo asked for changes on 1 post: it is not sent until it is edited and approved.');
    await shot(page, 'no-dry-run', 'en');
    await useLanguage(page, 'vi');
    await open(page, camps.tet, 'send');
    await expect.poll(() => text(page, 'send'), { timeout: 10_000 }).toBe('Gửi 1 bài');
    expect(await text(page, 'send-some-changes')).toMatch(/^Bảo yêu cầu sửa 1 bài/);
    await shot(page, 'no-dry-run', 'vi');
    await useLanguage(page, 'en');
  });
});

describe('the dry run and after Send', () => {
  it('the dry run counts no error for the sent-back post and names Bảo; Send then says the same', async () => {
    const { page } = members.lan;
    await useLanguage(page, 'en');
    await open(page, camps.tet, 'dryRun');
    await page.click('[data-testid="dry-run"]');
    await page.waitForSelector('[data-testid="dry-run-table"]');
    await expect.poll(() => text(page, 'dry-run-summary'), { timeout: 20_000 }).toMatch(/^2 rows: 1 to send, 0 with errors/);
    expect(await text(page, 'dry-run-changes')).toBe('Bảo asked for changes on 1 post: it is not sent until it is edited and approved.');
    await shot(page, 'dry-run', 'en');
    await page.click('[data-tab="send"]');
    await expect.poll(() => text(page, 'send-matches'), { timeout: 20_000 }).toMatch(/^Send does what the dry run showed: 1 post sent, 1 held back\./);
    expect(await text(page, 'send')).toBe('Send 1 post');
    await useLanguage(page, 'vi');
    await page.click('[data-tab="dryRun"]');
    await page.click('[data-testid="dry-run"]');
    await page.waitForSelector('[data-testid="dry-run-table"]');
    await expect.poll(() => text(page, 'dry-run-changes'), { timeout: 10_000 }).toMatch(/^Bảo yêu cầu sửa 1 bài/);
    await shot(page, 'dry-run', 'vi');
    await useLanguage(page, 'en');
  });

  it('after Send: the post left is held back with changes requested by Bảo, not for "problems"', async () => {
    const { page } = members.lan;
    await useLanguage(page, 'en');
    await page.click('[data-tab="send"]');
    await page.click('[data-testid="send"]');
    await expect.poll(() => text(page, 'send-state'), { timeout: 60_000 })
      .toBe('State: partly sent · 1 sent for publishing · 1 held back (1 with changes requested by Bảo)');
    await expect.poll(() => text(page, 'campaign-summary'), { timeout: 10_000 })
      .toBe('2 posts · 1 sent · 1 held back (1 with changes requested by Bảo)');
    expect(await page.textContent('main')).not.toMatch(/problems|Fix them/);
    await shot(page, 'send-after', 'en');
    await useLanguage(page, 'vi');
    await page.click('[data-tab="send"]');
    await expect.poll(() => text(page, 'send-state'), { timeout: 10_000 }).toMatch(/1 bài bị giữ lại \(1 bài được Bảo yêu cầu sửa\)/);
    await shot(page, 'send-after', 'vi');
    await useLanguage(page, 'en');
  });
});
