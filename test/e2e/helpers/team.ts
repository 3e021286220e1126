/**
 * A team member in a browser, for the team's e2e files: a member token made on the real team
 * server, a web host on a data dir of its own, and a Chromium page on it (confirm dialogs accepted);
 * `joinInApp` joins through Settings → Team as a person does and waits until the sidebar says the
 * team is in step.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Role } from '../../../src-main/team';
import { createMemberToken, type TeamServer } from '../../../src-main/team-server';
import { launchBrowser, type Browser } from '../ui-browser';
import { startWebHost, type RunningWebHost } from './webhost';

export interface TeamMember { name: string; token: string; dataDir: string; host: RunningWebHost; browser: Browser; page: Page }

/** `opts.watch` sees the page before it first loads (e.g. to collect its errors). */
export async function openMember(server: TeamServer, name: string, role: Role, prefix: string, opts: { watch?: (page: Page) => void } = {}): Promise<TeamMember> {
  const { token } = await createMemberToken(server.store, { name, role });
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const host = await startWebHost({ dataDir });
  const browser = await launchBrowser({ colorScheme: 'light' });
  browser.page.on('dialog', (d) => void d.accept());
  opts.watch?.(browser.page);
  await browser.page.goto(host.url);
  await browser.page.waitForSelector('nav a[data-nav="settings"]');
  return { name, token, dataDir, host, browser, page: browser.page };
}

/** Joins through Settings → Team ("Agency" unless told) and waits until the team is in step. */
export async function joinInApp(m: TeamMember, to: { teamUrl: string; hubUrl: string; workspace?: string; timeoutMs?: number }): Promise<void> {
  const { page } = m;
  const timeout = to.timeoutMs ?? 30_000;
  await page.click('nav a[data-nav="settings"]');
  const form = page.locator('[data-testid="team-join"]');
  await form.locator('input[name="team-workspace-name"]').fill(to.workspace ?? 'Agency');
  await form.locator('input[name="team-url"]').fill(to.teamUrl);
  await form.locator('input[name="team-token"]').fill(m.token);
  await form.locator('input[name="team-hub-url"]').fill(to.hubUrl);
  await form.locator('button[type="submit"]').click();
  await page.waitForSelector('[data-testid="team-current"]', { timeout });
  await page.waitForSelector('[data-testid="team-line"][data-key="inStep"]', { timeout });
}

export async function closeMember(m: TeamMember | undefined): Promise<void> {
  await m?.browser?.close();
  await m?.host?.close();
  if (m?.dataDir) rmSync(m.dataDir, { recursive: true, force: true });
}
