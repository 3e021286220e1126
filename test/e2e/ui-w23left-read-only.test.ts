/// <reference lib="dom" />
/**
 * w23left (walk 23): after Lan's workspace leaves the team 'Sóng Agency', in a real browser on one real team server
 * and one sandbox Hub (each started once for the file), the team's draft kept on her laptop is read-only in Compose:
 * the banner says who left what and when, every field is shut (typing, a pasted photo, Undo), and the core refuses a
 * change sent anyway (left_team, nothing written). "Duplicate to edit" opens a copy of her own, which she edits and
 * which is saved; the kept draft stays as it was. Rejoining the team opens the kept draft again. Before, every field
 * stayed editable and the edits could go nowhere. Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftDto } from '../../src-main/bridge/contract';
import type { TeamServer } from '../../src-main/team-server';
import type { SandboxHandle } from '../../src-main/sandbox';
import { browserTeam, type TeamMember } from './helpers/team';
import { call, callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-w23left-', { seed: 23, faults: 'none' }, { teamName: 'Sóng Agency' });
let server: TeamServer;
let hub: SandboxHandle;
let lan: TeamMember;

const CAPTION = 'Khai trương chi nhánh Đà Nẵng — 30/11';
const flat = (s: string | null): string => (s ?? '').replace(/\s+/g, ' ').trim();
const closeToasts = (page: Page): Promise<void> => page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[data-testid="toast"] > button[aria-label]').forEach((b) => b.click()));
const banner = (page: Page): Promise<string> => page.textContent('[data-testid="read-only"] span').then(flat).catch(() => '');

beforeAll(async () => {
  ({ server, hub } = await team.start());
  lan = await team.member('Lan', 'editor');
  await team.join(lan, { key: true });
}, 240_000);

afterAll(() => team.stop());

describe('a kept draft of a team Lan left', () => {
  it('is read-only in Compose and says why; Duplicate to edit opens her own copy; rejoining opens it again', async () => {
    const { page } = lan;
    const d0 = await callValue<DraftDto>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: CAPTION } });
    await callValue(page, 'photos.add', { draftId: d0.id, urls: ['https://images.example.com/da-nang.jpg'] });
    await callValue(page, 'team.leave', {});
    await expect.poll(async () => (await callValue<{ state: string }>(page, 'team.status', {})).state, { timeout: 20_000 }).toBe('not_a_team');
    const kept = await callValue<DraftDto>(page, 'drafts.get', { id: d0.id });
    expect(kept.leftTeam?.team).toBe('Sóng Agency');

    await page.goto(`${lan.host.origin}/#/compose/${encodeURIComponent(d0.id)}`);
    await page.waitForSelector('[data-testid="composer"]');
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await page.waitForSelector('[data-testid="read-only"][data-why="left"]');
      const line = await banner(page);
      expect(line).toMatch(lang === 'en'
        ? /^You left Sóng Agency on .*2026.*: this post is kept here read-only\. Duplicate it to edit a copy of your own, or rejoin the team\.$/
        : /^Bạn đã rời Sóng Agency lúc .*2026.*: bài này được giữ ở đây ở chế độ chỉ đọc\. Hãy nhân bản để sửa một bản của riêng bạn, hoặc tham gia lại nhóm\.$/);
      // Every field shut, each saying the banner's reason; no Undo; Publish shut.
      expect(await page.$eval('[data-draft-fields]', (f) => (f as HTMLFieldSetElement).disabled)).toBe(true);
      expect(await page.isEditable('#compose-caption')).toBe(false);
      expect(await page.getAttribute('#compose-caption', 'title')).toBe(line);
      expect(await page.isDisabled('[data-testid="publish"]')).toBe(true);
      expect(flat(await page.textContent('[data-testid="left-duplicate"]'))).toBe(lang === 'en' ? 'Duplicate to edit' : 'Nhân bản để sửa');
      await closeToasts(page);
      await themes(page, 'w23left/compose-left', lang);
    }
    // Typing goes nowhere, and a change sent anyway is refused by the core with the same reason: nothing written.
    await page.locator('#compose-caption').press('x').catch(() => undefined);
    const sent = await call<DraftDto>(page, 'drafts.update', { id: d0.id, patch: { caption: 'sửa' } });
    expect(!sent.ok && sent.error.code).toBe('left_team');
    expect(!sent.ok && sent.error.message).toMatch(/^You left Sóng Agency on .*: this post is kept here read-only\./);
    expect((await callValue<DraftDto>(page, 'drafts.get', { id: d0.id })).caption).toBe(CAPTION);

    // Duplicate to edit: her own copy, editable, saved.
    await useLanguage(page, 'en');
    await page.click('[data-testid="left-duplicate"]');
    await page.waitForFunction((id) => location.hash.startsWith('#/compose/') && !location.hash.endsWith(encodeURIComponent(id)), d0.id);
    await page.waitForSelector('[data-testid="composer"]');
    const copyId = decodeURIComponent(new URL(page.url()).hash.replace('#/compose/', ''));
    expect(await page.locator('[data-testid="read-only"]').count()).toBe(0);
    expect(await page.isEditable('#compose-caption')).toBe(true);
    await page.locator('#compose-caption').fill(`${CAPTION} (bản của Lan)`);
    await page.locator('#compose-caption').blur();
    await expect.poll(async () => (await callValue<DraftDto>(page, 'drafts.get', { id: copyId })).caption, { timeout: 10_000 }).toBe(`${CAPTION} (bản của Lan)`);
    expect((await callValue<DraftDto>(page, 'drafts.get', { id: copyId })).leftTeam).toBeUndefined();
    expect((await callValue<DraftDto>(page, 'drafts.get', { id: d0.id })).caption).toBe(CAPTION);
    await closeToasts(page);
    await themes(page, 'w23left/compose-copy', 'en');

    // The Library marks the kept draft read-only (its title the reason), not her copy.
    await page.click('nav a[data-nav="library"]');
    const keptRow = page.locator(`[data-draft-id="${d0.id}"]`);
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await keptRow.locator('[data-testid="row-read-only"]').waitFor();
      expect(flat(await keptRow.locator('[data-testid="row-read-only"]').textContent())).toBe(lang === 'en' ? 'Read-only' : 'Chỉ đọc');
      expect(await keptRow.locator('[data-testid="row-read-only"]').getAttribute('title')).toMatch(lang === 'en' ? /^You left Sóng Agency on / : /^Bạn đã rời Sóng Agency lúc /);
      expect(await page.locator(`[data-draft-id="${copyId}"] [data-testid="row-read-only"]`).count()).toBe(0);
      await closeToasts(page);
      await themes(page, 'w23left/library-left', lang);
    }

    // Rejoining the team: the kept draft is the team's again, editable here.
    await callValue(page, 'team.join', { name: 'Agency', url: server.url, token: lan.token, hubUrl: hub.url });
    await page.goto(`${lan.host.origin}/#/compose/${encodeURIComponent(d0.id)}`);
    await page.waitForSelector('[data-testid="composer"]');
    await expect.poll(() => page.isEditable('#compose-caption'), { timeout: 20_000 }).toBe(true);
    expect(await page.locator('[data-testid="read-only"]').count()).toBe(0);
  });
});
