/// <reference lib="dom" />
/**
 * rolelive (issue 34, walk 3b): after joining a team in a running app (Settings → Team → join), the
 * screens show the team's workspace without a reload. Lan's app starts in the Sandbox workspace with its
 * profiles in the catalog (Compose lists "Studio Lumen"); a workspace "Agency" on the team's own Hub (a
 * sandbox Hub whose profile is called "Agency Lumen") has its profiles cached and no key yet (so nothing asks
 * the Hub again after the join); Lan joins "Agency" to the
 * real team server in the app. Then, in the same page (never reloaded): Compose lists "Agency Lumen" and
 * not the Sandbox's profiles, and About (on the Settings page where Lan joined) says "Agency". On the old
 * code both kept the previous workspace's until a reload. Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { startTeamServer, type TeamServer } from '../../src-main/team-server';
import { closeMember, joinInApp, openMember, type TeamMember } from './helpers/team';
import { callValue, themes, useLanguage, deskOn } from './helpers/session';

let server: TeamServer;
let serverDir: string;
let hub: SandboxHandle;
let hubDir: string;
let lan: TeamMember;

const profilesInCompose = (page: Page): Promise<string[]> =>
  page.locator('[data-testid="channel-picker"] .profile .pname').allTextContents().then((xs) => xs.map((x) => x.trim()));
const aboutWorkspace = (page: Page): Promise<string> =>
  page.locator('[data-testid="about"] dt', { hasText: /Workspace|Không gian/ }).locator('xpath=following-sibling::dd[1]').textContent().then((t) => (t ?? '').trim());
/** Opens Compose on a draft without loading the page again (the hash route, as the app's own links do). */
const openCompose = async (page: Page, id: string): Promise<void> => {
  await page.evaluate((h) => (location.hash = h), `#/compose/${encodeURIComponent(id)}`);
  await page.waitForSelector('[data-testid="channel-picker"]');
};
const closeToasts = (page: Page): Promise<void> => page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[data-testid="toast"] > button[aria-label]').forEach((b) => b.click()));

beforeAll(async () => {
  serverDir = mkdtempSync(join(tmpdir(), 'postroom-ui-rolelive-server-'));
  server = await startTeamServer({ dataDir: serverDir, teamName: 'Agency' });
  hubDir = mkdtempSync(join(tmpdir(), 'postroom-ui-rolelive-hub-'));
  hub = await startSandbox({ dataDir: hubDir, port: 0, seed: 35, faults: 'none' });
  // The team's Hub account: its own profile names, so what Compose lists says whose they are.
  const db = new Database(join(hubDir, 'sandbox.sqlite'));
  try {
    db.prepare("UPDATE profiles SET name = 'Agency Lumen' WHERE id = 'prof_lumen'").run();
  } finally {
    db.close();
  }
  lan = await openMember(server, 'Lan', 'editor', 'postroom-ui-rolelive-');
}, 120_000);

afterAll(async () => {
  await closeMember(lan);
  await server?.stop();
  await hub?.close();
  for (const d of [serverDir, hubDir]) if (d) rmSync(d, { recursive: true, force: true });
});

describe('joining a team in a running app: the screens follow the new workspace without a reload', () => {
  it("Compose lists the team workspace's profiles and About says its name; the page was never loaded again", async () => {
    const { page } = lan;
    // "Agency": Lan's workspace on the team's Hub, its profiles cached; then back to the Sandbox.
    await deskOn(page, hub, 'Agency');
    // Its key cleared (each member sets their own, later): nothing asks the Hub again after the join,
    // so what Compose lists is what the screens read from the workspace's cache (or kept from before).
    await callValue(page, 'key.clear', {});
    await callValue(page, 'workspaces.use', { name: 'Sandbox' });
    await callValue(page, 'profiles.refresh', {});
    const sandboxDraft = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Sandbox post' } });
    await openCompose(page, sandboxDraft.id);
    await expect.poll(() => profilesInCompose(page)).toContain('Studio Lumen');
    // A mark on the page: gone if anything loads the page again.
    await page.evaluate(() => ((window as unknown as { rolelive: number }).rolelive = 1));

    await joinInApp(lan, { teamUrl: server.url, hubUrl: hub.url, workspace: 'Agency' });
    await expect.poll(() => aboutWorkspace(page), { timeout: 10_000 }).toMatch(/^Agency —/);
    await closeToasts(page);
    await page.locator('[data-testid="about"]').scrollIntoViewIfNeeded();
    await themes(page, 'rolelive/about-after-join', 'en');

    const teamDraft = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Agency post' } });
    await openCompose(page, teamDraft.id);
    await expect.poll(() => profilesInCompose(page), { timeout: 10_000 }).toContain('Agency Lumen');
    expect(await profilesInCompose(page)).not.toContain('Studio Lumen');
    expect(await page.evaluate(() => (window as unknown as { rolelive?: number }).rolelive)).toBe(1);
    await closeToasts(page);
    await themes(page, 'rolelive/compose-after-join', 'en');
    await useLanguage(page, 'vi');
    await page.waitForSelector('[data-testid="channel-picker"]');
    await closeToasts(page);
    await themes(page, 'rolelive/compose-after-join', 'vi');
    await page.click('nav a[data-nav="settings"]');
    await expect.poll(() => aboutWorkspace(page)).toMatch(/^Agency —/);
    await closeToasts(page);
    await page.locator('[data-testid="about"]').scrollIntoViewIfNeeded();
    await themes(page, 'rolelive/about-after-join', 'vi');
    await useLanguage(page, 'en');
  }, 180_000);
});
