/// <reference lib="dom" />
/**
 * w8send (walk 8, finding 11c): the campaign Posts tab marked a post a send held back for its changes requested
 * "not sent (problems)"; it says "not sent (changes requested by Bảo)". Lan (editor) and Bảo (owner) on one team
 * server and one sandbox Hub (started once for the file). Shots light/dark × en/vi.
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
import { closeMember, joinInApp, openMember, type TeamMember } from './helpers/team';
import { callValue, themes, useLanguage } from './helpers/session';

let server: TeamServer;
let serverDir: string;
let hub: SandboxHandle;
let hubDir: string;
const members: Record<'lan' | 'bao', TeamMember> = {} as never;
const camps = { tet: '', last: '' };

const member = (name: string, role: 'editor' | 'owner'): Promise<TeamMember> => openMember(server, name, role, 'postroom-ui-w8send-posts-');

const closeToasts = (page: Page): Promise<void> => page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[data-testid="toast"] > button[aria-label]').forEach((b) => b.click()));
const shot = async (page: Page, name: string, lang: 'en' | 'vi') => {
  await closeToasts(page);
  await themes(page, `w8send-posts/${name}`, lang);
};
/** Waits until `get` answers `want` (expect.poll is for tests only; this setup runs in beforeAll). */
async function settle(get: () => Promise<string | undefined>, want: string, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while ((await get().catch(() => '')) !== want) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${want}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const text = (page: Page, testid: string): Promise<string> => page.textContent(`[data-testid="${testid}"]`).then((t) => (t ?? '').replace(/\s+/g, ' ').trim()).catch(() => '');

/** A post of Lan's, submitted for review; Bảo sees it in review. */
async function inReview(caption: string): Promise<string> {
  const { lan, bao } = members;
  const d = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption } });
  await callValue(lan.page, 'photos.add', { draftId: d.id, urls: ['https://images.example.com/sendtab.jpg'] });
  await callValue(lan.page, 'review.act', { draftId: d.id, action: 'submit' });
  await settle(() => callValue<Record<string, { state: string }>>(bao.page, 'review.get', { draftIds: [d.id] }).then((r) => r[d.id]?.state), 'in_review');
  return d.id;
}
/** Bảo's decision, seen on Lan's laptop. */
async function decide(id: string, action: 'approve' | 'request_changes', state: string): Promise<void> {
  await callValue(members.bao.page, 'review.act', { draftId: id, action, ...(action === 'request_changes' ? { comment: 'Thêm giá, please' } : {}) });
  await settle(() => callValue<Record<string, { state: string }>>(members.lan.page, 'review.get', { draftIds: [id] }).then((r) => r[id]?.state), state);
}

beforeAll(async () => {
  serverDir = mkdtempSync(join(tmpdir(), 'postroom-ui-w8send-posts-server-'));
  server = await startTeamServer({ dataDir: serverDir, teamName: 'Agency' });
  hubDir = mkdtempSync(join(tmpdir(), 'postroom-ui-w8send-posts-hub-'));
  hub = await startSandbox({ dataDir: hubDir, port: 0, seed: 34, faults: 'none' });
  const [lan, bao] = await Promise.all([member('Lan', 'editor'), member('Bảo', 'owner')]);
  Object.assign(members, { lan, bao });
  for (const m of [lan, bao]) await joinInApp(m, { teamUrl: server.url, hubUrl: hub.url });
  for (const m of [lan, bao]) {
    await callValue(m.page, 'key.set', { key: hub.apiKey });
    await callValue(m.page, 'profiles.refresh', {});
  }
  const a = await inReview('Bánh mì Hội An — sendtab 1 #banhmi');
  const r = await inReview('Phở bò — sendtab 2, sent back #pho');
  const last = await inReview('Bún chả — sendtab 3, the one left #buncha');
  await decide(a, 'approve', 'approved');
  await decide(r, 'request_changes', 'changes_requested');
  await decide(last, 'request_changes', 'changes_requested');
  camps.tet = (await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: 'Tết — sendtab' })).id;
  await callValue(lan.page, 'campaigns.addDrafts', { id: camps.tet, draftIds: [a, r] });
  camps.last = (await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: 'Tết — one left' })).id;
  await callValue(lan.page, 'campaigns.addDrafts', { id: camps.last, draftIds: [last] });
}, 300_000);

afterAll(async () => {
  for (const m of Object.values(members)) await closeMember(m);
  await server?.stop();
  await hub?.close();
  for (const d of [serverDir, hubDir]) if (d) rmSync(d, { recursive: true, force: true });
});

const open = async (page: Page, id: string, tab: 'send' | 'dryRun') => {
  await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, id);
  await page.click(`[data-tab="${tab}"]`);
};

describe('the Posts tab says why a send held a post back', () => {
  it('a post sent back by Bảo: "not sent (changes requested by Bảo)", not "(problems)"', async () => {
    const { page } = members.lan;
    await useLanguage(page, 'en');
    await open(page, camps.tet, 'send');
    await expect.poll(() => text(page, 'send'), { timeout: 20_000 }).toBe('Send 1 post');
    await page.click('[data-testid="send"]');
    await expect.poll(() => text(page, 'send-state'), { timeout: 30_000 }).toContain('State: sent');
    await page.click('[data-tab="posts"]');
    const col = () => page.locator('[data-testid="post-send"]').allTextContents().then((l) => l.map((t) => t.replace(/\s+/g, ' ').trim()).sort().join(' | '));
    await expect.poll(col, { timeout: 20_000 }).toContain('not sent (changes requested by Bảo)');
    expect(await col()).not.toContain('problems');
    await shot(page, 'posts', 'en');
    await useLanguage(page, 'vi');
    await open(page, camps.tet, 'send');
    await page.click('[data-tab="posts"]');
    await expect.poll(col, { timeout: 20_000 }).toContain('chưa gửi (Bảo yêu cầu sửa)');
    await shot(page, 'posts', 'vi');
    await useLanguage(page, 'en');
  });
});
