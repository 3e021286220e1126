/// <reference lib="dom" />
/**
 * w8replay (walk 8, finding 4): with the team server cut, Lan then Bảo press "Publish now" on one approved
 * post in their open Composes; the Hub makes one post (Bảo's call is a replay of Lan's). Bảo's Compose
 * reads "Published by you" while it knows nothing else. When the server is back and the team's outcome
 * of that key arrives, his STILL-OPEN Compose says "Published by Lan" (before: it kept "by you" until
 * reopened). A real team server (restarted on its port and data) and a sandbox Hub, once for the file.
 * Bảo's Outbox → Table then counts that post as Lan's (walk 8, finding 3). Screens shot light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { startTeamServer, type TeamServer } from '../../src-main/team-server';
import { callValue, themes, useLanguage } from './helpers/session';
import { closeMember, joinInApp, openMember, type TeamMember } from './helpers/team';

const PREFIX = 'postroom-ui-replay-byline-';
let serverDir = '';
let hubDir = '';
let server: TeamServer | undefined;
let hub: SandboxHandle;
let lan: TeamMember;
let bao: TeamMember;

const startServer = async (port = 0): Promise<TeamServer> => (server = await startTeamServer({ dataDir: serverDir, teamName: 'Agency', port, storeDebounceMs: 20, storeMaxDebounceMs: 100 }));
const closeToasts = (page: Page): Promise<void> => page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[data-testid="toast"] > button[aria-label]').forEach((b) => b.click()));
const sentBy = (page: Page): Promise<string> => page.textContent('[data-testid="draft-sent-by"]', { timeout: 500 }).then((t) => t ?? '').catch(() => '');

beforeAll(async () => {
  serverDir = mkdtempSync(join(tmpdir(), `${PREFIX}server-`));
  hubDir = mkdtempSync(join(tmpdir(), `${PREFIX}hub-`));
  await startServer();
  hub = await startSandbox({ dataDir: hubDir, port: 0, seed: 27, faults: 'none' });
  [lan, bao] = await Promise.all([openMember(server!, 'Lan', 'editor', PREFIX), openMember(server!, 'Bảo', 'owner', PREFIX)]);
  for (const m of [lan, bao]) {
    await joinInApp(m, { teamUrl: server!.url, hubUrl: hub.url });
    await callValue(m.page, 'key.set', { key: hub.apiKey });
    await callValue(m.page, 'profiles.refresh', {});
  }
}, 240_000);

afterAll(async () => {
  for (const m of [lan, bao]) await closeMember(m);
  await server?.stop();
  await hub?.close();
  for (const d of [serverDir, hubDir]) if (d) rmSync(d, { recursive: true, force: true });
});

describe("a replaying laptop's open Compose follows the team's outcome", () => {
  it('"Published by you" while cut off, "Published by Lan" once the team says so, without reopening', async () => {
    const caption = 'Trà đào cam sả: hai người bấm Đăng khi mất kết nối nhóm';
    const { id } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption } });
    await callValue(lan.page, 'photos.add', { draftId: id, urls: ['https://images.example.com/tra-dao.jpg'] });
    await callValue(lan.page, 'review.act', { draftId: id, action: 'submit' });
    const reviewOn = (p: Page) => callValue<Record<string, { state: string }>>(p, 'review.get', { draftIds: [id] }).then((r) => r[id]?.state ?? '').catch(() => '');
    await expect.poll(() => reviewOn(bao.page), { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
    await expect.poll(() => reviewOn(lan.page), { timeout: 30_000 }).toBe('approved');

    for (const m of [lan, bao]) {
      await m.page.goto(`${m.host.origin}/#/compose/${encodeURIComponent(id)}`);
      await m.page.waitForSelector('[data-testid="composer"]');
    }
    const port = Number(new URL(server!.url).port);
    await server!.stop();
    server = undefined;
    for (const m of [lan, bao]) await m.page.waitForSelector('[data-testid="team-line"][data-state="offline"]', { timeout: 30_000 });

    // Lan first, then Bảo: the Hub runs Lan's call and replays it for Bảo (same key).
    for (const m of [lan, bao]) {
      const publish = m.page.getByRole('button', { name: /^Publish now/ });
      await expect.poll(() => publish.isEnabled(), { timeout: 20_000 }).toBe(true);
      await publish.click();
      await expect.poll(() => callValue<{ state: string }>(m.page, 'drafts.postState', { id }).then((p) => p.state), { timeout: 60_000 }).toBe('published');
    }
    expect(hub.control.publishedPosts().filter((p) => p.caption === caption)).toHaveLength(1);
    // Cut off, Bảo's laptop knows only its own answer.
    await expect.poll(() => sentBy(bao.page), { timeout: 20_000 }).toMatch(/^Published by you · /);

    await startServer(port);
    for (const m of [lan, bao]) await m.page.waitForSelector('[data-testid="team-line"][data-key="inStep"]', { timeout: 60_000 });
    // The core says Lan; the open Compose follows (no reload, no navigation).
    await expect.poll(() => callValue<{ by?: { name: string } | null }>(bao.page, 'drafts.postState', { id }).then((p) => p.by?.name ?? 'me'), { timeout: 60_000 }).toBe('Lan');
    await expect.poll(() => sentBy(bao.page), { timeout: 20_000 }).toMatch(/^Published by Lan · /);
    expect(await sentBy(lan.page)).toMatch(/^Published by you · /);

    await closeToasts(bao.page);
    await themes(bao.page, 'replay-byline/compose-replayed', 'en');
    await useLanguage(bao.page, 'vi');
    await expect.poll(() => sentBy(bao.page), { timeout: 20_000 }).toMatch(/^Đã đăng bởi Lan · /);
    await closeToasts(bao.page);
    await themes(bao.page, 'replay-byline/compose-replayed', 'vi');
    await useLanguage(bao.page, 'en');
  });

  it("Bảo's Outbox → Table counts the replayed post as Lan's, and its row says so", async () => {
    await bao.page.goto(`${bao.host.origin}/#/outbox`);
    await bao.page.click('[data-view="table"]');
    await bao.page.waitForSelector('[data-testid="desk-summary"]');
    const theirs = (o: string) => bao.page.getAttribute(`[data-testid="desk-summary-teammates"] [data-outcome="${o}"]`, 'data-n');
    await expect.poll(() => bao.page.textContent('[data-cell="total::published"]'), { timeout: 20_000 }).toBe('1');
    expect(await theirs('published')).toBe('1');
    expect(await bao.page.locator('[data-testid="desk-by"]').allTextContents()).toEqual(['sent by Lan']);
    await closeToasts(bao.page);
    await themes(bao.page, 'replay-byline/table-replayed', 'en');
    await useLanguage(bao.page, 'vi');
    await expect.poll(() => bao.page.locator('[data-testid="desk-by"]').allTextContents().catch(() => [] as string[]), { timeout: 20_000 }).toEqual(['do Lan gửi']);
    await closeToasts(bao.page);
    await themes(bao.page, 'replay-byline/table-replayed', 'vi');
  });
});
