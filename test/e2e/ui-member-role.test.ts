/// <reference lib="dom" />
/**
 * An owner changes a member's role in Settings → Team (walk 4, brief `roles`, issue 34), and the
 * members list names "you" once. Bảo (the owner) once had a token that was revoked and joined again
 * with a new one, so the list holds a revoked Bảo and the live one: only the live one is "(you)"
 * (walk 4 showed "(you)" twice). Bảo's members table has a role select per active member: Lan made
 * a viewer is told and kept by the server; Bảo, the only owner, cannot step down (the server's
 * `last_owner`, said in words, the select back on owner). A real team server and sandbox Hub, once
 * for the file; one web host. Screens shot light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { createMemberToken, startTeamServer, type TeamServer } from '../../src-main/team-server';
import { themes, useLanguage } from './helpers/session';
import { startWebHost, type RunningWebHost } from './helpers/webhost';
import { launchBrowser, type Browser } from './ui-browser';

let server: TeamServer;
let hub: SandboxHandle;
let host: RunningWebHost;
let browser: Browser;
const dirs: string[] = [];
let token = '';

const dir = (name: string): string => {
  const d = mkdtempSync(join(tmpdir(), `postroom-ui-member-role-${name}-`));
  dirs.push(d);
  return d;
};
const roleOf = async (name: string): Promise<string | undefined> => (await server.store.listMembers()).find((m) => m.name === name && m.revokedAt === null)?.role;

beforeAll(async () => {
  server = await startTeamServer({ dataDir: dir('server'), teamName: 'Agency' });
  hub = await startSandbox({ dataDir: dir('hub'), port: 0, seed: 19 });
  // A team always has an owner: Lan holds it while Bảo's old token is revoked and his new one made, then is an editor
  // again, so the live Bảo is the only owner.
  await createMemberToken(server.store, { name: 'Bảo', role: 'owner' });
  await createMemberToken(server.store, { name: 'Lan', role: 'owner' });
  await server.revokeMember('Bảo');
  ({ token } = await createMemberToken(server.store, { name: 'Bảo', role: 'owner' }));
  await server.setMemberRole('Lan', 'editor');
  host = await startWebHost({ dataDir: dir('bao') });
  browser = await launchBrowser({ colorScheme: 'light' });
  await browser.page.goto(host.url);
  await browser.page.waitForSelector('nav a[data-nav="settings"]');
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await host?.close();
  await server?.stop();
  await hub?.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe("an owner changes a member's role in Settings → Team", () => {
  it('"(you)" only on the live Bảo; Lan made a viewer; the only owner cannot step down', async () => {
    const { page } = browser;
    await page.click('nav a[data-nav="settings"]');
    const form = page.locator('[data-testid="team-join"]');
    await form.locator('input[name="team-workspace-name"]').fill('Agency');
    await form.locator('input[name="team-url"]').fill(server.url);
    await form.locator('input[name="team-token"]').fill(token);
    await form.locator('input[name="team-hub-url"]').fill(hub.url);
    await form.locator('button[type="submit"]').click();
    const table = page.locator('[data-testid="team-members"]');
    await page.waitForSelector('[data-testid="team-members"] tr[data-member="Lan"] select[data-action="member-role"]', { timeout: 20_000 });
    // "(you)" once: on the live Bảo, not on the revoked one.
    expect(await table.locator('tr[data-member="Bảo"][data-revoked="false"]').textContent()).toMatch(/\(you\)/);
    expect(await table.locator('tr[data-member="Bảo"][data-revoked="true"]').textContent()).not.toMatch(/\(you\)/);
    // A revoked member has no role select.
    expect(await table.locator('tr[data-member="Bảo"][data-revoked="true"] select').count()).toBe(0);

    // Lan made a viewer: told, kept by the server, the select says it.
    const lanRole = table.locator('tr[data-member="Lan"] select[data-action="member-role"]');
    await lanRole.selectOption('viewer');
    await expect.poll(() => roleOf('Lan'), { timeout: 10_000 }).toBe('viewer');
    await page.waitForSelector('[data-testid="toast"]:has-text("Lan is now viewer")', { timeout: 10_000 });
    await expect.poll(() => lanRole.inputValue()).toBe('viewer');

    // The only owner steps down: refused in words, the select back on owner, nothing changed.
    const baoRole = table.locator('tr[data-member="Bảo"][data-revoked="false"] select[data-action="member-role"]');
    await baoRole.selectOption('editor');
    const err = page.locator('[data-testid="role-error"]');
    await err.waitFor({ timeout: 10_000 });
    expect(await err.getAttribute('data-kind')).toBe('last_owner');
    expect(await err.textContent()).toMatch(/at least one owner/);
    await expect.poll(() => baoRole.inputValue()).toBe('owner');
    expect(await roleOf('Bảo')).toBe('owner');
    await table.scrollIntoViewIfNeeded();
    await themes(page, 'team/member-role', 'en', { closeToasts: true });

    await useLanguage(page, 'vi');
    await page.click('nav a[data-nav="settings"]');
    await page.waitForSelector('[data-testid="team-members"] tr[data-member="Lan"] select[data-action="member-role"]');
    await baoRole.selectOption('approver');
    await err.waitFor({ timeout: 10_000 });
    expect(await err.textContent()).toMatch(/ít nhất một chủ nhóm/);
    await table.scrollIntoViewIfNeeded();
    await themes(page, 'team/member-role', 'vi', { closeToasts: true });
  }, 120_000);
});
