/**
 * What the campaign-replay files share (ui-w9camp-replay, ui-w10camp-replay): for a file, Lan (editor) and Bảo
 * (owner) in browsers on one real team server (restartable on its port and data) and one sandbox Hub (no faults),
 * each joined with the Hub's key. `sendBothCut` opens both laptops' Send tab of a campaign, cuts the team server,
 * presses Send on each laptop in the given order (the first runs the Hub calls, the second's are replays of the same
 * keys), checks the Hub holds `n` posts whose caption starts with `tag`, and brings the team server back on its port.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../src-main/sandbox';
import { startTeamServer, type TeamServer } from '../../../src-main/team-server';
import { callValue } from './session';
import { closeMember, joinInApp, openMember, type TeamMember } from './team';

export interface CampReplayTeam {
  lan: TeamMember;
  bao: TeamMember;
  hub: SandboxHandle;
}

export const closeToasts = (page: Page): Promise<void> => page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[data-testid="toast"] > button[aria-label]').forEach((b) => b.click()));
export const texts = (page: Page, testid: string): Promise<string[]> => page.locator(`[data-testid="${testid}"]`).allTextContents().then((xs) => xs.map((t) => t.replace(/\s+/g, ' ').trim())).catch(() => []);
export const campaignStatus = (page: Page, id: string) => callValue<{ sendState: string; handed: number; teamSent?: number }>(page, 'campaigns.status', { id });

export function useCampReplayTeam(prefix: string, seed: number): {
  team: CampReplayTeam;
  sendBothCut: (campaignId: string, order: 'lan-first' | 'bao-first', tag: string, n: number) => Promise<void>;
} {
  let serverDir = '';
  let hubDir = '';
  let server: TeamServer | undefined;
  const team = {} as CampReplayTeam;
  const startServer = async (port = 0): Promise<TeamServer> => (server = await startTeamServer({ dataDir: serverDir, teamName: 'Agency', port, storeDebounceMs: 20, storeMaxDebounceMs: 100 }));

  beforeAll(async () => {
    serverDir = mkdtempSync(join(tmpdir(), `${prefix}server-`));
    hubDir = mkdtempSync(join(tmpdir(), `${prefix}hub-`));
    await startServer();
    team.hub = await startSandbox({ dataDir: hubDir, port: 0, seed, faults: 'none' });
    [team.lan, team.bao] = await Promise.all([openMember(server!, 'Lan', 'editor', prefix), openMember(server!, 'Bảo', 'owner', prefix)]);
    for (const m of [team.lan, team.bao]) {
      await joinInApp(m, { teamUrl: server!.url, hubUrl: team.hub.url });
      await callValue(m.page, 'key.set', { key: team.hub.apiKey });
      await callValue(m.page, 'profiles.refresh', {});
    }
  }, 300_000);

  afterAll(async () => {
    for (const m of [team.lan, team.bao]) if (m) await closeMember(m);
    await server?.stop();
    await team.hub?.close();
    for (const d of [serverDir, hubDir]) if (d) rmSync(d, { recursive: true, force: true });
  });

  const sendBothCut = async (campaignId: string, order: 'lan-first' | 'bao-first', tag: string, n: number): Promise<void> => {
    const { lan, bao, hub } = team;
    for (const m of [lan, bao]) {
      await m.page.goto(`${m.host.origin}/#/campaigns/${encodeURIComponent(campaignId)}`);
      await m.page.click('[data-tab="send"]');
      await m.page.waitForSelector('[data-testid="send"]', { timeout: 30_000 });
    }
    const port = Number(new URL(server!.url).port);
    await server!.stop();
    server = undefined;
    for (const m of [lan, bao]) await m.page.waitForSelector('[data-testid="team-line"][data-state="offline"]', { timeout: 30_000 });
    for (const m of order === 'lan-first' ? [lan, bao] : [bao, lan]) {
      await m.page.click('[data-testid="send"]');
      await expect.poll(() => campaignStatus(m.page, campaignId).then((s) => `${s.sendState} ${s.handed}`), { timeout: 60_000 }).toBe(`done ${n}`);
    }
    await expect.poll(() => hub.control.publishedPosts().filter((p) => (p.caption ?? '').startsWith(tag)).length, { timeout: 30_000 }).toBe(n);
    await startServer(port);
    for (const m of [lan, bao]) await m.page.waitForSelector('[data-testid="team-line"][data-key="inStep"]', { timeout: 60_000 });
  };

  return { team, sendBothCut };
}
