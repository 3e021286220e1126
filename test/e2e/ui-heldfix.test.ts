/// <reference lib="dom" />
/**
 * heldfix (issue 34, walk 3b): a post waiting for approval says so on Compose BEFORE Publish is pressed,
 * in real browsers on one real team server and one sandbox Hub (each started once for the file): Lan
 * (editor) and Bảo (owner). Lan's draft: Publish is disabled, its line names whom it waits for ("Waits for
 * approval by an owner or an approver"), where it used to be the big enabled button and a red toast with a
 * raw code; "@bao" suggests Bảo and never Lan herself; once Bảo approves, Publish is offered; an edit after
 * the approval shows the chip "In review · Edited since…" with its space. Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserTeam } from './helpers/team';
import { shotsIn, useLanAndBao } from './helpers/review-team';
import { callValue, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-heldfix-', { seed: 34, faults: 'none' });
// Each member's own key for the team's Hub, kept in their keychain.
const members = useLanAndBao(team);
let draftId = '';

const shot = shotsIn('heldfix');

const why = (page: Page): Promise<string> => page.textContent('[data-testid="publish-why"]').then((t) => (t ?? '').trim()).catch(() => '');

describe('a post waiting for approval, on Compose', () => {
  it("Lan's draft: Publish is disabled and says it waits for approval by an owner or an approver; sent for review, the same", async () => {
    const { lan, bao } = members;
    const d = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Cà phê sữa đá buổi sáng — post A #caphe' } });
    draftId = d.id;
    await callValue(lan.page, 'photos.add', { draftId, urls: ['https://images.example.com/ca-phe-sua-da.jpg'] });
    const { page } = lan;
    await page.goto(`${lan.host.origin}/#/compose/${encodeURIComponent(draftId)}`);
    await page.waitForSelector('[data-testid="composer"]');
    await expect.poll(() => why(page), { timeout: 20_000 }).toBe('Waits for approval by Bảo: send it for review first.') // w12words/w13waits: by name;
    expect(await page.isDisabled('[data-testid="publish"]')).toBe(true);
    await shot(page, 'compose-draft-waits', 'en');

    await callValue(lan.page, 'review.act', { draftId, action: 'submit' });
    await expect.poll(() => why(page), { timeout: 20_000 }).toBe('Waits for approval by Bảo.');
    expect(await page.isDisabled('[data-testid="publish"]')).toBe(true);
    expect(await why(page)).not.toMatch(/waiting_approval|\(/);

    // "@bao" (no accents) suggests Bảo, and never Lan herself.
    await expect.poll(async () => (await callValue<{ members: Array<{ name: string }> }>(page, 'team.status', {})).members?.length ?? 0, { timeout: 20_000 }).toBeGreaterThan(1);
    await page.fill('[data-testid="comment-body"]', 'Anh @bao');
    await expect.poll(() => page.locator('[data-mention]').allTextContents(), { timeout: 10_000 }).toEqual(['@Bảo']);
    await page.fill('[data-testid="comment-body"]', '@');
    await expect.poll(() => page.locator('[data-mention]').allTextContents(), { timeout: 10_000 }).not.toContain('@Lan');
    await page.fill('[data-testid="comment-body"]', '');
    await shot(page, 'compose-in-review-waits', 'en');
    await useLanguage(page, 'vi');
    await expect.poll(() => why(page), { timeout: 10_000 }).toBe('Đang chờ Bảo phê duyệt.');
    await shot(page, 'compose-in-review-waits', 'vi');
    await useLanguage(page, 'en');

    // Bảo approves: Publish is offered on Lan's laptop.
    await expect.poll(() => callValue<Record<string, { state: string }>>(bao.page, 'review.get', { draftIds: [draftId] }).then((r) => r[draftId]?.state).catch(() => ''), { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId, action: 'approve' });
    await expect.poll(() => page.isDisabled('[data-testid="publish"]'), { timeout: 30_000 }).toBe(false);
    // The wait line follows within a moment (its approvers' names are read beside the verdict; on a busy machine a beat later).
    await expect.poll(() => why(page), { timeout: 10_000 }).toBe('');
  });

  it('edited after the approval: back to waiting, and the chip keeps its space', async () => {
    const { page } = members.lan;
    await page.fill('#compose-caption', 'Cà phê sữa đá buổi sáng — post A, sửa lại #caphe');
    await page.locator('#compose-title').click();
    await expect.poll(() => page.locator('[data-review-state][data-stale]').first().textContent().then((t) => (t ?? '').replace(/\s+/g, ' ').trim()).catch(() => ''), { timeout: 20_000 })
      .toBe('In review · Edited since it was approved: back in review');
    await expect.poll(() => why(page), { timeout: 20_000 }).toMatch(/^Waits for approval by Bảo/);
    expect(await page.isDisabled('[data-testid="publish"]')).toBe(true);
    // The chip stays inside its panel.
    const inside = await page.evaluate(() => {
      const chip = document.querySelector('[data-review-state][data-stale]')!.getBoundingClientRect();
      const panel = document.querySelector('[data-review-state][data-stale]')!.closest('section, aside, div.panel, div')!.getBoundingClientRect();
      return chip.right <= panel.right + 1;
    });
    expect(inside).toBe(true);
    await shot(page, 'compose-edited-after-approval', 'en');
    await useLanguage(page, 'vi');
    await shot(page, 'compose-edited-after-approval', 'vi');
    await useLanguage(page, 'en');
  });

  it('the campaign dry run: the post waiting for approval is its own group, naming whom it waits for', async () => {
    const { page } = members.lan;
    const camp = await callValue<{ id: string }>(page, 'campaigns.create', { name: 'Tết 2027' });
    await callValue(page, 'campaigns.addDrafts', { id: camp.id, draftIds: [draftId] });
    await page.evaluate((id) => { location.hash = `#/campaigns/${id}`; }, camp.id);
    await page.click('[data-tab="dryRun"]');
    await page.click('[data-testid="dry-run"]');
    await page.waitForSelector('[data-testid="dry-run-table"]');
    // reviewtruth (walk 4): the post is in review (edited after its approval): it waits for an approver, never "send it for review".
    await expect.poll(() => page.textContent('[data-testid="dry-run-in-review"]').catch(() => ''), { timeout: 20_000 })
      .toBe('1 post is in review and waits for approval by Bảo: it is not sent until approved (marked “Waits for approval” below).');
    expect(await page.locator('[data-testid="dry-run-waiting"]').count()).toBe(0);
    expect(await page.locator('[data-testid="dry-run-held"]').count()).toBe(0);
    expect(await page.locator('[data-testid="dry-run-waiting-row"]').count()).toBeGreaterThan(0);
    await shot(page, 'dry-run-waiting', 'en');
    await useLanguage(page, 'vi');
    await page.click('[data-tab="dryRun"]');
    await page.click('[data-testid="dry-run"]');
    await page.waitForSelector('[data-testid="dry-run-table"]');
    await expect.poll(() => page.textContent('[data-testid="dry-run-in-review"]').catch(() => ''), { timeout: 10_000 }).toMatch(/^1 bài đang trong duyệt và chờ Bảo phê duyệt/);
    await shot(page, 'dry-run-waiting', 'vi');
    await useLanguage(page, 'en');
  });
});
