/// <reference lib="dom" />
/**
 * A member name used twice (walk s17, brief viewer): Lan was revoked and the owner made a new
 * token named "Lan" again (allowed: the old Lan is revoked). The members list then holds two Lans;
 * Settings → Team keyed its rows by name and threw Svelte's `each_key_duplicate`, so Settings never
 * opened again on any laptop. Here Settings opens and lists both: the revoked Lan marked revoked
 * with its date and time, the active one not. A real team server (once for the file), one web host
 * (Bảo, the owner). Screens shot light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemberToken, type TeamServer } from '../../src-main/team-server';
import { themes, useLanguage } from './helpers/session';
import { browserTeam, type TeamMember } from './helpers/team';

let server: TeamServer;
let bao: TeamMember;
const pageErrors: string[] = [];
const team = browserTeam('postroom-ui-same-name-', { seed: 17 });

beforeAll(async () => {
  ({ server } = await team.start());
  // Bảo first: a team's first member is its owner.
  bao = await team.member('Bảo', 'owner', { watch: (page) => page.on('pageerror', (e) => pageErrors.push(String(e))) });
  await createMemberToken(server.store, { name: 'Lan', role: 'editor' });
  await server.revokeMember('Lan');
  await createMemberToken(server.store, { name: 'Lan', role: 'editor' });
}, 120_000);

afterAll(() => team.stop());

describe('two members with one name (one revoked)', () => {
  it('Settings → Team opens and lists both Lans: the revoked one marked with its date and time, the active one not', async () => {
    const { page } = bao;
    await team.join(bao);
    await page.waitForSelector('[data-testid="team-members"] tr[data-member="Bảo"]', { timeout: 20_000 });
    const lans = page.locator('[data-testid="team-members"] tr[data-member="Lan"]');
    await expect.poll(() => lans.count()).toBe(2);
    expect(await page.locator('[data-testid="team-members"] tr[data-member="Lan"][data-revoked="true"]').count()).toBe(1);
    expect(await page.locator('[data-testid="team-members"] tr[data-member="Lan"][data-revoked="false"]').count()).toBe(1);
    // The revoked row says when, to the minute (the same format as the last-seen column).
    expect(await page.textContent('[data-testid="team-members"] tr[data-member="Lan"][data-revoked="true"]')).toMatch(/revoked .*\d{1,2}:\d{2}/i);
    expect(await page.textContent('[data-testid="team-members"] tr[data-member="Lan"][data-revoked="false"]')).not.toMatch(/revoked/i);
    await page.locator('[data-testid="team-members"]').scrollIntoViewIfNeeded();
    await themes(page, 'team/members-same-name', 'en', { closeToasts: true });
    // Away and back: Settings opens again (it never did once the two Lans were listed).
    await page.click('nav a[data-nav="library"]');
    await page.click('nav a[data-nav="settings"]');
    await expect.poll(() => lans.count()).toBe(2);
    await useLanguage(page, 'vi');
    await page.click('nav a[data-nav="settings"]');
    await expect.poll(() => lans.count()).toBe(2);
    expect(await page.textContent('[data-testid="team-members"] tr[data-member="Lan"][data-revoked="true"]')).toMatch(/thu hồi/i);
    await page.locator('[data-testid="team-members"]').scrollIntoViewIfNeeded();
    await themes(page, 'team/members-same-name', 'vi', { closeToasts: true });
    expect(pageErrors.filter((e) => /each_key_duplicate/.test(e))).toEqual([]);
  });
});
