/// <reference lib="dom" />
/**
 * h-restore (session 29, 3): "Restore withdrawn posts" of a campaign kept from a team this workspace left, in a real
 * browser on one real team server and one sandbox Hub (each started once for the file). Before Lan leaves 'Sóng Agency',
 * her campaign's withdrawn post is offered to restore; after, the Send tab is shut with the banner naming the team, and the
 * core refuses the restore sent anyway as it refuses the campaign's Send (left_team, the Send's sentence: "… Nothing was
 * restored."), the post still withdrawn. Before: the bridge restored it. Shots light/dark × en/vi: h-restore/left-*.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftDto } from '../../src-main/bridge/contract';
import { campaignPlans } from '../../src-main/library';
import { browserTeam, type TeamMember } from './helpers/team';
import { call, callValue, themes, useLanguage } from './helpers/session';
import { onLibrary as onLibraryOf, openSend } from './helpers/send-tab';

const team = browserTeam('postroom-ui-h-restore-left-', { seed: 29, faults: 'none' }, { teamName: 'Sóng Agency' });
let lan: TeamMember;

const flat = (s: string | null): string => (s ?? '').replace(/\s+/g, ' ').trim();
const closeToasts = (page: Page): Promise<void> => page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[data-testid="toast"] > button[aria-label]').forEach((b) => b.click()));
const onLibrary = <T>(fn: Parameters<typeof onLibraryOf<T>>[1]): T => onLibraryOf(lan.dataDir, fn);

beforeAll(async () => {
  await team.start();
  lan = await team.member('Lan', 'editor');
  await team.join(lan, { key: true });
}, 240_000);

afterAll(() => team.stop());


describe('h-restore: restore of a campaign kept from a team left', () => {
  it('is offered in the team, shut and refused (left_team, the Send\'s words) after leaving it', async () => {
    const { page } = lan;
    const d0 = await callValue<DraftDto>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Khai trương chi nhánh Huế — 5/12' } });
    await callValue(page, 'photos.add', { draftId: d0.id, urls: ['https://images.example.com/hue.jpg'] });
    const camp = await callValue<{ id: string }>(page, 'campaigns.create', { name: 'Huế' });
    await callValue(page, 'campaigns.addDrafts', { id: camp.id, draftIds: [d0.id] });
    onLibrary((l) => campaignPlans.withdraw(l.db, camp.id, [d0.id])); // what the campaign's Cancel writes of a post not handed yet

    await openSend(page, camp.id);
    const button = page.locator('[data-testid="restore-withdrawn"]');
    await expect.poll(async () => flat(await page.textContent('[data-testid="send-state"]')), { timeout: 20_000 }).toContain('1 withdrawn');
    await expect.poll(() => button.isEnabled(), { timeout: 20_000 }).toBe(true);

    await callValue(page, 'team.leave', {});
    await expect.poll(async () => (await callValue<{ state: string }>(page, 'team.status', {})).state, { timeout: 20_000 }).toBe('not_a_team');
    const restored = await call(page, 'campaigns.restoreWithdrawn', { id: camp.id });
    expect(restored.ok).toBe(false);
    if (restored.ok) return;
    expect(restored.error.code).toBe('left_team');
    expect(restored.error.message).toMatch(/^You left Sóng Agency on .*2026: this campaign's posts are published through the team only\. Rejoin it .*, then send it again \(or in the app: Duplicate, to send a copy of your own\)\. Nothing was restored\.$/);
    expect(onLibrary((l) => campaignPlans.sends(l.db, camp.id).map((x) => x.outcome))).toEqual(['withdrawn']);

    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await openSend(page, camp.id);
      await page.waitForSelector('[data-testid="campaign-read-only"][data-left-team]');
      expect(await page.$eval('[data-testid="campaign-writes"]', (f) => (f as HTMLFieldSetElement).disabled)).toBe(true);
      await expect.poll(() => button.count(), { timeout: 20_000 }).toBe(1);
      expect(await button.isDisabled()).toBe(true);
      await closeToasts(page);
      await themes(page, 'h-restore/left-send-tab', lang);
    }
    await useLanguage(page, 'en');
  }, 120_000);
});
