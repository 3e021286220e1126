/**
 * What the replay files share (ui-w9camp-replay, ui-w10camp-replay, ui-replay-byline, ui-w24calendar-replay): for a
 * file, Lan (editor) and Bảo (owner) in browsers on one real team server (restartable on its port and data) and one
 * sandbox Hub (no faults), each joined with the Hub's key. `cut` stops the team server (both laptops see it offline),
 * `bringBack` starts it again on its port (both in step). `approvedPost` is a post of Lan's, with a photo, that Bảo
 * approved. `sendBothCut` opens both laptops' Send tab of a campaign, cuts the team server, presses Send on each
 * laptop in the given order (the first runs the Hub calls, the second's are replays of the same keys), checks the Hub
 * holds `n` posts whose caption starts with `tag`, and brings the team server back.
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
  cut: () => Promise<void>;
  bringBack: () => Promise<void>;
  approvedPost: (draft: { caption: string; scheduled_at?: string; timezone?: string }) => Promise<string>;
  sendBothCut: (campaignId: string, order: 'lan-first' | 'bao-first', tag: string, n: number) => Promise<void>;
} {
  let serverDir = '';
  let hubDir = '';
  let server: TeamServer | undefined;
  let port = 0;
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

  const cut = async (): Promise<void> => {
    port = Number(new URL(server!.url).port);
    await server!.stop();
    server = undefined;
    for (const m of [team.lan, team.bao]) await m.page.waitForSelector('[data-testid="team-line"][data-state="offline"]', { timeout: 30_000 });
  };
  const bringBack = async (): Promise<void> => {
    await startServer(port);
    for (const m of [team.lan, team.bao]) await m.page.waitForSelector('[data-testid="team-line"][data-key="inStep"]', { timeout: 60_000 });
  };

  const approvedPost = async (draft: { caption: string; scheduled_at?: string; timezone?: string }): Promise<string> => {
    const { lan, bao } = team;
    const { id } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], ...draft } });
    await callValue(lan.page, 'photos.add', { draftId: id, urls: ['https://images.example.com/tra-dao.jpg'] });
    await callValue(lan.page, 'review.act', { draftId: id, action: 'submit' });
    const reviewOn = (p: Page) => callValue<Record<string, { state: string }>>(p, 'review.get', { draftIds: [id] }).then((r) => r[id]?.state ?? '').catch(() => '');
    await expect.poll(() => reviewOn(bao.page), { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
    await expect.poll(() => reviewOn(lan.page), { timeout: 30_000 }).toBe('approved');
    return id;
  };

  const sendBothCut = async (campaignId: string, order: 'lan-first' | 'bao-first', tag: string, n: number): Promise<void> => {
    const { lan, bao, hub } = team;
    for (const m of [lan, bao]) {
      await m.page.goto(`${m.host.origin}/#/campaigns/${encodeURIComponent(campaignId)}`);
      await m.page.click('[data-tab="send"]');
      await m.page.waitForSelector('[data-testid="send"]', { timeout: 30_000 });
    }
    await cut();
    for (const m of order === 'lan-first' ? [lan, bao] : [bao, lan]) {
      await m.page.click('[data-testid="send"]');
      await expect.poll(() => campaignStatus(m.page, campaignId).then((s) => `${s.sendState} ${s.handed}`), { timeout: 60_000 }).toBe(`done ${n}`);
    }
    await expect.poll(() => hub.control.publishedPosts().filter((p) => (p.caption ?? '').startsWith(tag)).length, { timeout: 30_000 }).toBe(n);
    await bringBack();
  };

  return { team, cut, bringBack, approvedPost, sendBothCut };
}
