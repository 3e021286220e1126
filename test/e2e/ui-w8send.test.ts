/// <reference lib="dom" />
/**
 * w8send (walk 8, finding 6): the campaign Send tab on a laptop with no dry run names a post the publisher will hold
 * back (an Instagram post with no photo) before Send is pressed, does not count it in "Send N posts", and after a
 * send held it back names it again with its problem (never "not checked since the send") and offers no Send.
 * Shots light/dark × en/vi.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callValue, themes as shoot, uiSession, useLanguage, waitOnline } from './helpers/session';

const s = uiSession({ name: 'ui-w8send' });
const themes = (page: Page, name: string, lang: 'en' | 'vi') => shoot(page, `w8send/${name}`, lang, { closeToasts: true });
const text = (page: Page, testid: string): Promise<string> => page.textContent(`[data-testid="${testid}"]`).then((t) => (t ?? '').replace(/\s+/g, ' ').trim()).catch(() => '');

describe('the Send tab with no dry run names the posts the publisher holds back', () => {
  it('an Instagram post with no photo: named, not counted, and after the send still named with no Send offered', async () => {
    const { page } = s.browser;
    await page.goto(s.host.url);
    await waitOnline(page);
    const good = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Bánh chưng — w8send' } });
    await callValue(page, 'photos.add', { draftId: good.id, urls: ['https://images.example.com/w8send.jpg'] });
    const bare = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Mứt Tết — no photo' } });
    const camp = await callValue<{ id: string }>(page, 'campaigns.create', { name: 'Tết — w8send' });
    await callValue(page, 'campaigns.addDrafts', { id: camp.id, draftIds: [good.id, bare.id] });
    const open = async () => {
      await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, camp.id);
      await page.click('[data-tab="send"]');
    };
    await useLanguage(page, 'en');
    await open();
    await expect.poll(() => text(page, 'send-held-named'), { timeout: 20_000 }).toBe('Post 2 (Mứt Tết — no photo): A photo post needs at least one photo.');
    expect(await text(page, 'send')).toBe('Send 1 post');
    await themes(page, 'before', 'en');
    await useLanguage(page, 'vi');
    await open();
    await expect.poll(() => text(page, 'send-held-named'), { timeout: 10_000 }).toContain('Bài 2 (Mứt Tết — no photo):');
    await themes(page, 'before', 'vi');
    await useLanguage(page, 'en');
    await open();
    await page.click('[data-testid="send"]');
    await expect.poll(() => text(page, 'send-state'), { timeout: 30_000 }).toContain('State: partly sent');
    await expect.poll(() => text(page, 'send-held-named'), { timeout: 20_000 }).toBe('Post 2 (Mứt Tết — no photo): A photo post needs at least one photo.');
    expect(await text(page, 'send-state')).not.toContain('not checked');
    expect(await page.locator('[data-testid="send"]').count()).toBe(0);
    await themes(page, 'after', 'en');
    await useLanguage(page, 'vi');
    await open();
    await expect.poll(() => text(page, 'send-held-named'), { timeout: 10_000 }).toContain('Bài 2');
    expect(await page.locator('[data-testid="send"]').count()).toBe(0);
    await themes(page, 'after', 'vi');
  });
});
