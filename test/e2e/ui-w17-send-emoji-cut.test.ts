/// <reference lib="dom" />
/**
 * w17trunc (walk 16, finding 1): the campaign Send tab on a laptop with no dry run names a held-back post by its
 * caption shortened to 40 characters; the walk's caption has a 🌸 right at the cut and the list read "… tơ tằm �"
 * (half the emoji's surrogate pair). Now the cut falls between graphemes and ends in "…". Shots light/dark × en/vi.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callValue, themes as shoot, uiSession, useLanguage, waitOnline } from './helpers/session';

const s = uiSession({ name: 'ui-w17-send-emoji-cut' });
const themes = (page: Page, name: string, lang: 'en' | 'vi') => shoot(page, `w17trunc/${name}`, lang, { closeToasts: true });
const text = (page: Page, testid: string): Promise<string> => page.textContent(`[data-testid="${testid}"]`).then((t) => (t ?? '').replace(/\s+/g, ' ').trim()).catch(() => '');
const lone = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]|\uFFFD/;

describe('the Send tab\'s held-back list cuts a caption between graphemes', () => {
  it('the walk\'s caption with 🌸 at the 40th character: cut before the emoji, with "…", never half of it', async () => {
    const { page } = s.browser;
    await page.goto(s.host.url);
    await waitOnline(page);
    const bare = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Bộ sưu tập Tết 2027: áo dài lụa tơ tằm 🌸 mới về\nsecond line' } });
    const family = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: `Xuân — ${'Tết Nguyên Đán'.normalize('NFD')} cả nhà 👨‍👩‍👧‍👦 sum họp 🇻🇳 xuân` } });
    const camp = await callValue<{ id: string }>(page, 'campaigns.create', { name: 'Tết 2027 — w17trunc' });
    await callValue(page, 'campaigns.addDrafts', { id: camp.id, draftIds: [bare.id, family.id] });
    const open = async () => {
      await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, camp.id);
      await page.click('[data-tab="send"]');
    };
    await useLanguage(page, 'en');
    await open();
    await expect.poll(() => text(page, 'send-held-named'), { timeout: 20_000 }).toContain('Post 1 (Bộ sưu tập Tết 2027: áo dài lụa tơ tằm…): A photo post needs at least one photo.');
    const named = await text(page, 'send-held-named');
    expect(named).not.toMatch(lone);
    expect(named).toContain(`Post 2 (Xuân — ${'Tết Nguyên Đán'.normalize('NFD')} cả nhà…)`); // the ZWJ family at the cut goes whole
    await themes(page, 'send-emoji-cut', 'en');
    await useLanguage(page, 'vi');
    await open();
    await expect.poll(() => text(page, 'send-held-named'), { timeout: 10_000 }).toContain('Bài 1 (Bộ sưu tập Tết 2027: áo dài lụa tơ tằm…):');
    expect(await text(page, 'send-held-named')).not.toMatch(lone);
    await themes(page, 'send-emoji-cut', 'vi');
    await useLanguage(page, 'en');
  });
});
