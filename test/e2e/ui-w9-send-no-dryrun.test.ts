/// <reference lib="dom" />
/**
 * w9 (session 19's leftover, w8send): a campaign's Send tab on a laptop that never ran its dry run, when every
 * post left is held. It said "…then run the dry run again" — again, with none ever run here. Now the sentence ends
 * with what to do (fix it in the Posts tab; send it for review or ask an approver). With a dry run, "again" stays
 * (ui-campaigns, ui-dryrun-send, ui-heldsend). Lan (editor) on a real team server and a sandbox Hub, started once
 * for the file: a campaign whose one post waits for approval; then a dry run, after which "again" is said.
 * Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserTeam, type TeamMember } from './helpers/team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-w9-nodry-', { seed: 9, faults: 'none' });
let lan: TeamMember;
let waiting = '';

const text = (page: Page, testid: string): Promise<string> => page.textContent(`[data-testid="${testid}"]`, { timeout: 1000 }).then((t) => (t ?? '').replace(/\s+/g, ' ').trim()).catch(() => '');

beforeAll(async () => {
  await team.start();
  lan = await team.member('Lan', 'editor');
  await team.join(lan, { key: true });
  const c = await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: 'Khai trương' });
  const d = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_caphe', platforms: ['instagram'], caption: 'Khai trương chi nhánh mới' } });
  await callValue(lan.page, 'photos.add', { draftId: d.id, urls: ['https://images.example.com/w9-open.jpg'] });
  await callValue(lan.page, 'campaigns.addDrafts', { id: c.id, draftIds: [d.id] });
  waiting = c.id;
}, 240_000);

afterAll(() => team.stop());

describe('Send tab with no dry run on this laptop, every post left held', () => {
  it('the post waits for approval: the sentence says what to do, not "run the dry run again"', async () => {
    const { page } = lan;
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, waiting);
      await page.click('[data-tab="send"]');
      await expect.poll(() => text(page, 'send-all-waiting'), { timeout: 20_000 }).toBe(lang === 'en'
        // w9camp (walk 9, F4): the post was never sent for review: send it for review (no approver to ask yet).
        ? 'The post left is not sent for review yet, so nothing would be sent until it is sent for review and approved. Send it for review (the Review tab).'
        : 'Bài còn lại chưa được gửi để duyệt, nên sẽ không có gì được gửi cho đến khi bài được gửi để duyệt và được duyệt. Hãy gửi bài để duyệt (thẻ Xét duyệt).');
      expect(await page.locator('[data-testid="send"]').count()).toBe(0);
      await themes(page, 'w9/send-no-dryrun-waiting', lang, { closeToasts: true });
    }
    await useLanguage(page, 'en');

    // After a dry run on this laptop, "again" is true and said.
    await page.click('[data-tab="dryRun"]');
    await page.click('[data-testid="dry-run"]');
    await page.waitForSelector('[data-testid="dry-run-table"]');
    await page.click('[data-tab="send"]');
    await expect.poll(() => text(page, 'send-all-waiting'), { timeout: 20_000 }).toMatch(/\(the Review tab\), then run the dry run again\.$/);
  });
});
