/// <reference lib="dom" />
/**
 * dialogs (walk 3b): the app asks in its own panels, never the browser's confirm(); a viewer's
 * campaign forms are shut with the reason first; the Settings → Team join form's fields look like
 * every other field in dark mode. A real team server and a sandbox Hub (each started once for the
 * file); Bảo (owner) publishes, Lan (editor) presses "Publish again…" on Bảo's post, Minh (a viewer)
 * opens Campaigns. Panels and forms shot light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../src-main/sandbox';
import { browserTeam, type TeamMember } from './helpers/team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-dialogs-', { seed: 18, faults: 'none' });
let hub: SandboxHandle;
const members: Record<'bao' | 'lan' | 'minh', TeamMember> = {} as never;
/** Every native dialog a page opened (none may: the app asks in its own panels). */
const native: string[] = [];

const closeToasts = (page: Page): Promise<void> => page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[data-testid="toast"] > button[aria-label]').forEach((b) => b.click()));
const flat = (s: string | null | undefined): string => (s ?? '').replace(/\s+/g, ' ').trim();

beforeAll(async () => {
  ({ hub } = await team.start());
  const [bao, lan, minh] = await Promise.all([team.member('Bảo', 'owner'), team.member('Lan', 'editor'), team.member('Minh', 'viewer')]);
  Object.assign(members, { bao, lan, minh });
  for (const m of [bao, lan, minh]) {
    m.page.on('dialog', (d) => native.push(`${m.name}: ${d.message()}`));
    await team.join(m, { key: m !== minh });
  }
}, 240_000);

afterAll(() => team.stop());

describe("the app's own dialogs", () => {
  it('"Publish again…" on a post Bảo published asks in the app\'s panel, naming Bảo and when; no sends nothing, yes sends one new post', async () => {
    const { bao, lan } = members;
    // Published without a review (the team's setting), so "Publish again…" is Lan's to press.
    await callValue(bao.page, 'review.setSettings', { approvalRequired: false });
    await expect.poll(async () => (await callValue<{ approvalRequired: boolean }>(lan.page, 'review.settings', {})).approvalRequired, { timeout: 30_000 }).toBe(false);
    const caption = 'Bánh flan: mẻ mới ra lò';
    const { id } = await callValue<{ id: string }>(bao.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption } });
    await callValue(bao.page, 'photos.add', { draftId: id, urls: ['https://images.example.com/flan.jpg'] });
    await callValue(bao.page, 'publish.start', { draftIds: [id] });
    const published = () => hub.control.publishedPosts().filter((p) => p.caption === caption).length;
    await expect.poll(published, { timeout: 60_000 }).toBe(1);
    await expect.poll(async () => (await callValue<{ state: string; by?: { name: string } | null }>(lan.page, 'drafts.postState', { id })).by?.name ?? '', { timeout: 60_000 }).toBe('Bảo');

    const page = lan.page;
    await page.goto(`${lan.host.origin}/#/compose/${encodeURIComponent(id)}`);
    await page.waitForSelector('[data-testid="composer"]');
    await expect.poll(() => page.textContent('[data-testid="publish"]'), { timeout: 20_000 }).toContain('Publish again…');
    await expect.poll(() => page.isDisabled('[data-testid="publish"]'), { timeout: 20_000 }).toBe(false);
    await page.click('[data-testid="publish"]');
    const panel = page.locator('[data-testid="confirm-publish-again"]');
    await panel.waitFor();
    const asked = flat(await panel.locator('p').textContent());
    expect(asked).toMatch(/^Published by Bảo at .+\. Publishing again makes a NEW post with a new key: it will appear twice where it is live\. Publish again\?$/);
    // The safe answer has the focus.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('confirm-publish-again-no');
    await panel.scrollIntoViewIfNeeded();
    await closeToasts(page);
    await themes(page, 'dialogs/publish-again-teammate', 'en');
    // No: nothing is sent, the panel goes.
    await page.click('[data-testid="confirm-publish-again-no"]');
    expect(await panel.count()).toBe(0);
    await new Promise((r) => setTimeout(r, 800));
    expect(published()).toBe(1);

    await useLanguage(page, 'vi');
    await page.waitForSelector('[data-testid="composer"]');
    await expect.poll(() => page.isDisabled('[data-testid="publish"]'), { timeout: 20_000 }).toBe(false);
    await page.click('[data-testid="publish"]');
    await panel.waitFor();
    expect(flat(await panel.locator('p').textContent())).toMatch(/^Bảo đã đăng bài này lúc .+\. Đăng lại sẽ tạo một bài MỚI với khóa mới: bài sẽ xuất hiện hai lần ở nơi nó đã lên\. Vẫn đăng lại\?$/);
    expect(flat(await panel.locator('[data-testid="confirm-publish-again-yes"]').textContent())).toBe('Đăng lại thành bài mới');
    await panel.scrollIntoViewIfNeeded();
    await closeToasts(page);
    await themes(page, 'dialogs/publish-again-teammate', 'vi');
    // Escape answers no.
    await page.keyboard.press('Escape');
    expect(await panel.count()).toBe(0);
    await useLanguage(page, 'en');

    // Yes: one NEW post at the Hub.
    await page.waitForSelector('[data-testid="composer"]');
    await expect.poll(() => page.isDisabled('[data-testid="publish"]'), { timeout: 20_000 }).toBe(false);
    await page.click('[data-testid="publish"]');
    await page.click('[data-testid="confirm-publish-again-yes"]');
    await expect.poll(published, { timeout: 60_000 }).toBe(2);
    expect(native).toEqual([]);
  });

  it('deleting a campaign and leaving the team ask in the app\'s panel (answered no: nothing changes)', async () => {
    const page = members.lan.page;
    const c = await callValue<{ id: string }>(page, 'campaigns.create', { name: 'Trung thu 2026' });
    await page.goto(`${members.lan.host.origin}/#/campaigns/${encodeURIComponent(c.id)}`);
    await page.waitForSelector('#campaign-h');
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await page.waitForSelector('#campaign-h');
      await page.click('[data-testid="campaign-delete"]');
      const panel = page.locator('[data-testid="confirm-campaign-delete"]');
      await panel.waitFor();
      expect(flat(await panel.locator('p').textContent())).toContain('Trung thu 2026');
      await closeToasts(page);
      await themes(page, 'dialogs/campaign-delete', lang);
      await page.click('[data-testid="confirm-campaign-delete-no"]');
      expect(await panel.count()).toBe(0);
    }
    expect((await callValue<{ id: string }[]>(page, 'campaigns.list', {})).map((x) => x.id)).toContain(c.id);

    await page.click('nav a[data-nav="settings"]');
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await page.click('[data-action="team-leave"]');
      const panel = page.locator('[data-testid="confirm-team-leave"]');
      await panel.waitFor();
      expect(flat(await panel.locator('p').textContent())).toContain('Agency');
      await panel.scrollIntoViewIfNeeded();
      await closeToasts(page);
      await themes(page, 'dialogs/team-leave', lang);
      await page.click('[data-testid="confirm-team-leave-no"]');
      expect(await panel.count()).toBe(0);
    }
    expect(await page.locator('[data-testid="team-current"]').count()).toBe(1);
    await useLanguage(page, 'en');
    expect(native).toEqual([]);
  });
});

describe("the app's own dialogs in Monitors and Settings → Hub account", () => {
  it('deleting a monitor, forgetting the key and removing the workspace ask in the panel: no keeps each, yes deletes the monitor', async () => {
    const page = members.lan.page;
    await page.click('nav a[data-nav="monitors"]');
    await page.waitForSelector('[data-testid="monitor-form"]');
    await page.selectOption('[data-testid="monitor-profile"]', 'prof_caphe');
    await page.waitForSelector('[data-testid="monitors-empty"]');
    await page.fill('[data-testid="monitor-form"] input[name="post-url"]', 'https://www.tiktok.com/@caphesuada/video/7318');
    await page.fill('[data-testid="monitor-form"] textarea[name="reply"]', 'Cảm ơn bạn!');
    await page.click('[data-testid="monitor-form"] button[type="submit"]');
    const row = page.locator('[data-testid="monitors-list"] li').first();
    await row.waitFor();
    await row.locator('[data-testid="monitor-delete"]').click();
    const panel = row.locator('[data-testid="confirm-monitor-delete"]');
    await panel.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('confirm-monitor-delete-no');
    await closeToasts(page);
    await themes(page, 'dialogs/monitor-delete', 'en');
    await panel.locator('[data-testid="confirm-monitor-delete-no"]').click();
    expect(await page.locator('[data-testid="monitors-list"] li').count()).toBe(1);
    await row.locator('[data-testid="monitor-delete"]').click();
    await panel.locator('[data-testid="confirm-monitor-delete-yes"]').click();
    await page.waitForSelector('[data-testid="monitors-empty"]');

    await page.click('nav a[data-nav="settings"]');
    await page.click('[data-action="clear-key"]');
    const keyPanel = page.locator('[data-testid="confirm-key-clear"]');
    await keyPanel.waitFor();
    expect(flat(await keyPanel.locator('[data-testid="confirm-key-clear-yes"]').textContent())).toBe('Forget the key');
    await keyPanel.scrollIntoViewIfNeeded();
    await closeToasts(page);
    await themes(page, 'dialogs/key-clear', 'en');
    await page.keyboard.press('Escape');
    expect(await keyPanel.count()).toBe(0);
    await page.waitForSelector('[data-testid="key-status"]');
    expect(await page.textContent('[data-testid="key-status"]')).not.toMatch(/no key/i);

    await page.click('[data-workspace="Agency"] [data-action="remove-workspace"]');
    const wsPanel = page.locator('[data-testid="confirm-workspace-remove"]');
    await wsPanel.waitFor();
    expect(flat(await wsPanel.locator('p').textContent())).toContain('Agency');
    await page.click('[data-testid="confirm-workspace-remove-no"]');
    expect(await wsPanel.count()).toBe(0);
    expect(await page.locator('[data-workspace="Agency"]').count()).toBe(1);
    expect(native).toEqual([]);
  });
});

describe("a viewer's campaign forms", () => {
  it('Minh (viewer) sees why first: Create campaign and Duplicate are shut, nothing to fill in', async () => {
    const page = members.minh.page;
    // A campaign of Lan's, so there is one to duplicate.
    const c = await callValue<{ id: string }>(members.lan.page, 'campaigns.create', { name: 'Tết 2027' });
    await page.click('nav a[data-nav="campaigns"]');
    await expect.poll(() => page.locator(`[data-campaign-id="${c.id}"]`).count(), { timeout: 30_000 }).toBe(1);
    const why = page.locator('[data-testid="campaigns-read-only"]');
    expect(flat(await why.textContent())).toBe('You are a viewer on this team: you can read the campaigns and their calendar, not create, duplicate or move anything.');
    expect(await page.isDisabled('[data-testid="campaign-name"]')).toBe(true);
    expect(await page.isDisabled('[data-testid="campaign-create"]')).toBe(true);
    // The reason comes before the form.
    expect(await page.evaluate(() => {
      const reason = document.querySelector('[data-testid="campaigns-read-only"]');
      const form = document.querySelector('[data-testid="campaign-new"]');
      return !!reason && !!form && !!(reason.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING);
    })).toBe(true);
    const dup = page.locator(`[data-campaign-id="${c.id}"] [data-testid="duplicate-campaign"]`);
    expect(await dup.isDisabled()).toBe(true);
    expect(await page.locator('[data-testid="duplicate-form"]').count()).toBe(0);
    await closeToasts(page);
    await themes(page, 'dialogs/viewer-campaigns', 'en');
    // The calendar view keeps the reason above it (a viewer moves nothing there either).
    await page.click('[data-view="calendar"]');
    expect(await why.isVisible()).toBe(true);
    await page.click('[data-view="list"]');

    // Inside the campaign: rename, delete and the writing tabs are shut, with the reason said.
    await page.click(`[data-campaign-id="${c.id}"] [data-testid="open-campaign"]`);
    await page.waitForSelector('[data-testid="campaign-read-only"]');
    expect(await page.isDisabled('[data-testid="campaign-rename"]')).toBe(true);
    expect(await page.isDisabled('[data-testid="campaign-delete"]')).toBe(true);
    expect(await page.locator('[data-testid="campaign-writes"]').evaluate((f) => (f as HTMLFieldSetElement).disabled)).toBe(true);
    await page.click('[data-tab="import"]');
    expect(await page.locator('[data-testid="campaign-writes"]').evaluate((f) => (f as HTMLFieldSetElement).disabled)).toBe(true);

    await useLanguage(page, 'vi');
    await page.click('nav a[data-nav="campaigns"]');
    await expect.poll(() => page.textContent('[data-testid="campaigns-read-only"]').catch(() => ''), { timeout: 20_000 })
      .toBe('Bạn là người xem trong nhóm này: bạn có thể xem các chiến dịch và lịch của chúng, không tạo, nhân bản hay dời được gì.');
    await closeToasts(page);
    await themes(page, 'dialogs/viewer-campaigns', 'vi');
    await useLanguage(page, 'en');
    expect(native).toEqual([]);
  });
});

describe('Settings → Team join form in dark mode', () => {
  it('its fields have the one input style (background, border) of every other field', async () => {
    const page = members.lan.page;
    await page.click('nav a[data-nav="settings"]');
    const form = page.locator('[data-testid="team-join"]');
    await form.waitFor();
    for (const theme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      const looks = await page.evaluate(() => {
        const look = (el: Element | null) => {
          if (!el) return 'missing';
          const s = getComputedStyle(el);
          return `${s.backgroundColor} / ${s.borderTopColor} / ${s.borderTopStyle} / ${s.borderRadius}`;
        };
        const shared = look(document.querySelector('[data-testid="add-workspace"] input[name="hub-url"]'));
        const join = ['team-workspace-name', 'team-url', 'team-token', 'team-hub-url'].map((n) => look(document.querySelector(`[data-testid="team-join"] input[name="${n}"]`)));
        return { shared, join };
      });
      expect(looks.shared).not.toBe('missing');
      expect(looks.join).toEqual([looks.shared, looks.shared, looks.shared, looks.shared]);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await form.scrollIntoViewIfNeeded();
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await page.locator('[data-testid="team-join"]').scrollIntoViewIfNeeded();
      await closeToasts(page);
      await themes(page, 'dialogs/team-join-form', lang);
    }
    await useLanguage(page, 'en');
  });
});
