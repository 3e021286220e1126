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
import { startSandbox, type SandboxHandle, type SandboxOptions } from '../../../src-main/sandbox';
import type { Role } from '../../../src-main/team';
import { startTeamServer, type TeamServer } from '../../../src-main/team-server';
import { memberToken } from '../../helpers/team-owner';
import { launchBrowser, type Browser } from '../ui-browser';
import { callValue } from './session';
import { startWebHost, type RunningWebHost } from './webhost';

export interface TeamMember { name: string; token: string; dataDir: string; host: RunningWebHost; browser: Browser; page: Page }

/** `opts.watch` sees the page before it first loads (e.g. to collect its errors). */
export async function openMember(server: TeamServer, name: string, role: Role, prefix: string, opts: { watch?: (page: Page) => void } = {}): Promise<TeamMember> {
  const token = await memberToken(server.store, { name, role });
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
  // Joining creates the workspace, opens the team session and syncs the library: on a busy machine (two e2e files
  // at a time) that took over 30 s.
  const timeout = to.timeoutMs ?? 60_000;
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

/**
 * A team for a file's browsers: `start()` (beforeAll) starts a real team server (team 'Agency') and a
 * sandbox Hub (`hub` options, port 0), each in a temp dir of its own named from `prefix`, and answers
 * both; `member` opens a member on it (`openMember`, data dir named from `prefix`) and `join` joins one
 * in the app to this server and Hub (`joinInApp`); `stop()` (afterAll) closes every member opened, the
 * server and the Hub, and removes their dirs. `team.teamName` names the team on the server ('Agency'
 * unless told); `join(m, { key: true })` also gives the member's app the Hub's API key and loads its
 * profiles, as a person does after joining.
 */
export function browserTeam(prefix: string, hub: Omit<SandboxOptions, 'dataDir' | 'port'> = {}, team: { teamName?: string } = {}) {
  let server: TeamServer | undefined;
  let sandbox: SandboxHandle | undefined;
  const dirs: string[] = [];
  const opened: TeamMember[] = [];
  const dir = (what: string): string => {
    const d = mkdtempSync(join(tmpdir(), `${prefix}${what}-`));
    dirs.push(d);
    return d;
  };
  let serverDir = '';
  const start = async (): Promise<{ server: TeamServer; hub: SandboxHandle }> => {
    serverDir = dir('server');
    server = await startTeamServer({ dataDir: serverDir, teamName: team.teamName ?? 'Agency' });
    sandbox = await startSandbox({ ...hub, dataDir: dir('hub'), port: 0 });
    return { server, hub: sandbox };
  };
  const member = async (name: string, role: Role, opts: { watch?: (page: Page) => void } = {}): Promise<TeamMember> => {
    const m = await openMember(server!, name, role, prefix, opts);
    opened.push(m);
    return m;
  };
  const join_ = async (m: TeamMember, opts: { key?: boolean } = {}): Promise<void> => {
    await joinInApp(m, { teamUrl: server!.url, hubUrl: sandbox!.url });
    if (!opts.key) return;
    await callValue(m.page, 'key.set', { key: sandbox!.apiKey });
    await callValue(m.page, 'profiles.refresh', {});
  };
  const stop = async (): Promise<void> => {
    for (const m of opened) await closeMember(m);
    await server?.stop();
    await sandbox?.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  };
  /** The sandbox Hub, once `start` ran. */
  const sandboxHub = (): SandboxHandle => sandbox!;
  /** The team server, once `start` ran (h-revokedsends: to revoke a member). */
  const teamServer = (): TeamServer => server!;
  /** h-ownapprove: the team server started again on its data dir and port, after a `server().stop()` (the laptops reconnect). */
  const restartServer = async (): Promise<TeamServer> => {
    server = await startTeamServer({ dataDir: serverDir, port: server!.port, teamName: team.teamName ?? 'Agency' });
    return server;
  };
  return { start, member, join: join_, stop, hub: sandboxHub, server: teamServer, restartServer };
}
