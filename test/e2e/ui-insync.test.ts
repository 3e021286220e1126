/// <reference lib="dom" />
/**
 * Walk 3a, branch insync, in real browsers: a real team server (once for the file), two web hosts
 * joined as Lan (editor) and Bảo (owner). Connected with nothing waiting, the sidebar says "In step
 * with the team" without an age. Lan's token is revoked while her draft is open, nothing waiting: the save
 * line says all is saved (leftview: "not shared" only with changes waiting), and her members list says it is old (from
 * when it was last read) and shows nobody online. The shortcuts table names Alt+1 … Alt+9.
 * Screens shot light/dark × en/vi (the language is switched in Settings, without a reload, so the
 * list last read stays on screen).
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamServer } from '../../src-main/team-server';
import { callValue, themes } from './helpers/session';
import { browserTeam, type TeamMember } from './helpers/team';

type Member = TeamMember;

let server: TeamServer;
let lan: Member;
let bao: Member;

const team = browserTeam('postroom-ui-insync-', { seed: 17 });
const { member, join: joinTeam } = team;

/** Switches the language in Settings (no reload: what the screens hold stays). */
async function language(page: Page, lang: 'en' | 'vi'): Promise<void> {
  await page.click('nav a[data-nav="settings"]');
  await page.click(`[data-locale-choice="${lang}"]`);
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
}

const shot = async (page: Page, name: string, lang: 'en' | 'vi') => {
  await page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[data-testid="toast"] > button[aria-label]').forEach((b) => b.click()));
  await themes(page, `insync/${name}`, lang);
};

beforeAll(async () => {
  ({ server } = await team.start());
  [lan, bao] = await Promise.all([member('Lan', 'editor'), member('Bảo', 'owner')]);
  await joinTeam(lan);
  await joinTeam(bao);
}, 180_000);

afterAll(() => team.stop());

describe('in step, and a revoked token on this laptop', () => {
  it('connected with nothing waiting: "In step with the team", no age; the shortcuts say Alt+1 … Alt+9', async () => {
    const page = bao.page;
    await expect.poll(() => page.textContent('[data-testid="team-line-words"]')).toBe('In step with the team');
    expect(await page.textContent('table.shortcuts')).toContain('Alt+1 … Alt+9');
    await shot(page, 'sidebar-in-step', 'en');
    await language(page, 'vi');
    await expect.poll(() => page.textContent('[data-testid="team-line-words"]')).toBe('Đã đồng bộ với nhóm');
    await shot(page, 'sidebar-in-step', 'vi');
    await language(page, 'en');
  });

  it('Lan revoked with a draft open: the caption is shut, saying why; her members list says it is old and shows nobody online', async () => {
    const page = lan.page;
    await page.click('nav a[data-nav="settings"]');
    await page.waitForSelector('[data-testid="team-members"] tr[data-member="Bảo"][data-online="true"]', { timeout: 20_000 });
    const d = await callValue<{ id: string }>(page, 'drafts.create', { draft: { caption: 'Cà phê sáng thứ Hai', title: 'Khuyến mãi' } });
    await page.click('nav a[data-nav="compose"]');
    await page.evaluate((id) => (location.hash = `#/compose/${id}`), d.id);
    await page.waitForSelector('[data-testid="caption"]');
    expect(await page.textContent('[data-testid="save-state"]')).toContain('All changes saved');
    await expect.poll(async () => (await callValue<{ pending: number }>(page, 'team.status', {})).pending, { timeout: 20_000 }).toBe(0);

    await server.revokeMember('Lan');
    await page.waitForSelector('[data-testid="team-line"][data-key="revoked"]', { timeout: 20_000 });
    // Revoked: the library is read-only here at once (leave, walk 4: an edit made now could never reach the
    // team, and was later shown "in step"); the caption is shut and the save line says why nothing is shared.
    await expect.poll(() => page.isDisabled('[data-testid="caption"]'), { timeout: 10_000 }).toBe(true);
    expect(await page.getAttribute('[data-testid="read-only"]', 'data-why')).toBe('revoked');
    // leftview (walk 7): nothing was changed here since, so nothing waits to be shared: the usual save line (before:
    // "Saved on this computer — not shared", said of every draft opened; lib/leftview.ts says it only with changes waiting).
    expect(await page.textContent('[data-testid="save-state"]')).toContain('All changes saved');
    await shot(page, 'compose-revoked', 'en');

    await page.click('nav a[data-nav="settings"]');
    await page.waitForSelector('[data-testid="team-members-stale"]');
    expect(await page.textContent('[data-testid="team-members-stale"]')).toMatch(/^This list is from \d{1,2}:\d{2}( [AP]M)?: your token was revoked, so it cannot be read again\.$/);
    expect(await page.locator('[data-testid="team-members"] tr[data-online="true"]').count()).toBe(0);
    expect(await page.textContent('[data-testid="team-members"] tr[data-member="Bảo"]')).toContain('not known');
    await page.locator('[data-testid="team-members"]').scrollIntoViewIfNeeded();
    await shot(page, 'settings-members-revoked', 'en');

    await language(page, 'vi');
    await page.locator('[data-testid="team-members"]').scrollIntoViewIfNeeded();
    expect(await page.textContent('[data-testid="team-members-stale"]')).toMatch(/^Danh sách này từ lúc .+: mã của bạn đã bị thu hồi nên không thể đọc lại\.$/);
    await shot(page, 'settings-members-revoked', 'vi');
    await page.click('nav a[data-nav="compose"]');
    await page.waitForSelector('[data-testid="caption"]');
    await expect.poll(() => page.textContent('[data-testid="save-state"]')).toContain('Đã lưu mọi thay đổi');
    await shot(page, 'compose-revoked', 'vi');
  });
});
