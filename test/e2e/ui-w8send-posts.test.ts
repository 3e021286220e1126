/// <reference lib="dom" />
/**
 * w8send (walk 8, finding 11c): the campaign Posts tab marked a post a send held back for its changes requested
 * "not sent (problems)"; it says "not sent (changes requested by Bảo)". Lan (editor) and Bảo (owner) on one team
 * server and one sandbox Hub (started once for the file). Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useSendtabTeam, useTetCampaigns } from './helpers/sendtab-team';
import { shotsIn, text } from './helpers/review-team';
import { useLanguage } from './helpers/session';

const team = useSendtabTeam('postroom-ui-w8send-posts-');
const { members } = team;
const camps = useTetCampaigns(team);

const shot = shotsIn('w8send-posts');

const open = async (page: Page, id: string, tab: 'send' | 'dryRun') => {
  await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, id);
  await page.click(`[data-tab="${tab}"]`);
};

describe('the Posts tab says why a send held a post back', () => {
  it('a post sent back by Bảo: "not sent (changes requested by Bảo)", not "(problems)"', async () => {
    const { page } = members.lan;
    await useLanguage(page, 'en');
    await open(page, camps.tet, 'send');
    await expect.poll(() => text(page, 'send'), { timeout: 20_000 }).toBe('Send 1 post');
    await page.click('[data-testid="send"]');
    await expect.poll(() => text(page, 'send-state'), { timeout: 30_000 }).toContain('State: partly sent');
    await page.click('[data-tab="posts"]');
    const col = () => page.locator('[data-testid="post-send"]').allTextContents().then((l) => l.map((t) => t.replace(/\s+/g, ' ').trim()).sort().join(' | '));
    await expect.poll(col, { timeout: 20_000 }).toContain('not sent (changes requested by Bảo)');
    expect(await col()).not.toContain('problems');
    await shot(page, 'posts', 'en');
    await useLanguage(page, 'vi');
    await open(page, camps.tet, 'send');
    await page.click('[data-tab="posts"]');
    await expect.poll(col, { timeout: 20_000 }).toContain('chưa gửi (Bảo yêu cầu sửa)');
    await shot(page, 'posts', 'vi');
    await useLanguage(page, 'en');
  });
});
