/// <reference lib="dom" />
/**
 * leave (issue 34, walk 4): leaving a team in the app, in a real browser on one real team server and one
 * sandbox Hub (each started once for the file). Lan (editor) has a team draft in review. The Leave
 * panel says the team's posts stay to read but are published only through the team (Duplicate for a
 * copy of her own); after leaving, Compose on that draft has Publish disabled with that reason (it used
 * to be enabled: she approved it alone and scheduled it, and the Hub got the post twice). Shots
 * light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../src-main/sandbox';
import { browserTeam, type TeamMember } from './helpers/team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-leave-', { seed: 34, faults: 'none' }, { teamName: 'Sóng Agency' });
let hub: SandboxHandle;
let lan: TeamMember;

const closeToasts = (page: Page): Promise<void> => page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[data-testid="toast"] > button[aria-label]').forEach((b) => b.click()));
const flat = (s: string | null): string => (s ?? '').replace(/\s+/g, ' ').trim();
const why = (page: Page): Promise<string> => page.textContent('[data-testid="publish-why"]').then((t) => flat(t)).catch(() => '');

beforeAll(async () => {
  ({ hub } = await team.start());
  lan = await team.member('Lan', 'editor');
  await team.join(lan, { key: true });
}, 240_000);

afterAll(() => team.stop());

describe('leaving a team in the app', () => {
  it('the Leave panel says how the kept posts go out; after leaving, Publish of a team draft is shut with the reason', async () => {
    const { page } = lan;
    const d = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Cảm ơn mọi người đã đến!' } });
    await callValue(page, 'photos.add', { draftId: d.id, urls: ['https://images.example.com/cam-on.jpg'] });
    await callValue(page, 'review.act', { draftId: d.id, action: 'submit' });

    await page.click('nav a[data-nav="settings"]');
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await page.click('[data-action="team-leave"]');
      const panel = page.locator('[data-testid="confirm-team-leave"]');
      await panel.waitFor();
      expect(flat(await panel.locator('p').textContent())).toMatch(lang === 'en' ? /stay here read-only: they are edited, approved and published only through the team\. To edit or publish one yourself, Duplicate it/ : /chế độ chỉ đọc: chúng chỉ được sửa, duyệt và đăng qua nhóm/); // w23left: read-only
      await panel.scrollIntoViewIfNeeded();
      await closeToasts(page);
      await themes(page, 'leave/confirm', lang);
      if (lang === 'en') await page.click('[data-testid="confirm-team-leave-no"]');
    }
    await page.click('[data-testid="confirm-team-leave-yes"]');
    await expect.poll(async () => (await callValue<{ state: string }>(page, 'team.status', {})).state, { timeout: 20_000 }).toBe('not_a_team');

    await page.goto(`${lan.host.origin}/#/compose/${encodeURIComponent(d.id)}`);
    await page.waitForSelector('[data-testid="composer"]');
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await page.waitForSelector('[data-testid="composer"]');
      await expect.poll(() => why(page), { timeout: 20_000 }).toBe(lang === 'en'
        ? 'You left the team this post belongs to: its posts are published through the team. Rejoin it, or Duplicate the post to publish a copy as your own.'
        : 'Bạn đã rời nhóm sở hữu bài này: bài của nhóm được đăng qua nhóm. Hãy tham gia lại, hoặc Nhân bản bài để đăng một bản của riêng bạn.');
      expect(await page.isDisabled('[data-testid="publish"]')).toBe(true);
      await closeToasts(page);
      await themes(page, 'leave/compose-left', lang);
    }
    expect(hub.control.publishedPosts().filter((p) => p.caption === 'Cảm ơn mọi người đã đến!')).toHaveLength(0);
  });
});
