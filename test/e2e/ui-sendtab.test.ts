/// <reference lib="dom" />
/**
 * sendtab (issue 34, walk 6): the campaign Send tab tells the truth before any dry run on this laptop,
 * in real browsers on one real team server and one sandbox Hub (each started once for the file): Lan
 * (editor) and Bảo (owner). Bảo approved one post of Lan's and sent one back with changes requested.
 * - Walk 6: a campaign whose one post left had changes requested offered "Send 1 post" on a laptop
 *   with no dry run. Now: no Send, and "Bảo asked for changes on 1 post".
 * - Campaign "Tết" (one approved, one sent back), no dry run: Send offers 1 post, not 2, and names Bảo.
 * - Its dry run: 0 rows with errors, "Bảo asked for changes on 1 post"; after Send the state line says
 *   "1 with changes requested by Bảo".
 * Shots light/dark × en/vi.
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

const member = (name: string, role: 'editor' | 'owner'): Promise<TeamMember> => openMember(server, name, role, 'postroom-ui-sendtab-');

const closeToasts = (page: Page): Promise<void> => page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[data-testid="toast"] > button[aria-label]').forEach((b) => b.click()));
const shot = async (page: Page, name: string, lang: 'en' | 'vi') => {
  await closeToasts(page);
  await themes(page, `sendtab/${name}`, lang);
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
  serverDir = mkdtempSync(join(tmpdir(), 'postroom-ui-sendtab-server-'));
  server = await startTeamServer({ dataDir: serverDir, teamName: 'Agency' });
  hubDir = mkdtempSync(join(tmpdir(), 'postroom-ui-sendtab-hub-'));
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

describe('the Send tab with no dry run on this laptop', () => {
  it('walk 6: the one post left has changes requested: no Send offered, and Bảo is named', async () => {
    const { page } = members.lan;
    await useLanguage(page, 'en');
    await open(page, camps.last, 'send');
    await expect.poll(() => text(page, 'send-held-changes'), { timeout: 20_000 }).toBe('Bảo asked for changes on 1 post: edit it and send it for review again.');
    expect(await page.locator('[data-testid="send"]').count()).toBe(0);
    expect(await page.locator('[data-testid="send-no-dry-run"]').count()).toBe(0);
    await shot(page, 'one-left', 'en');
    await useLanguage(page, 'vi');
    await open(page, camps.last, 'send');
    await expect.poll(() => text(page, 'send-held-changes'), { timeout: 10_000 }).toBe('Bảo yêu cầu sửa 1 bài: hãy sửa rồi gửi duyệt lại.');
    expect(await page.locator('[data-testid="send"]').count()).toBe(0);
    await shot(page, 'one-left', 'vi');
    await useLanguage(page, 'en');
  });

  it('one approved, one sent back: Send offers 1 post (not 2) and says who asked for changes', async () => {
    const { page } = members.lan;
    await useLanguage(page, 'en');
    await open(page, camps.tet, 'send');
    await expect.poll(() => text(page, 'send'), { timeout: 20_000 }).toBe('Send 1 post');
    expect(await text(page, 'send-no-dry-run')).toMatch(/^No dry run yet/);
    expect(await text(page, 'send-some-changes')).toBe('Bảo asked for changes on 1 post: it is not sent until it is edited and approved.');
    await shot(page, 'no-dry-run', 'en');
    await useLanguage(page, 'vi');
    await open(page, camps.tet, 'send');
    await expect.poll(() => text(page, 'send'), { timeout: 10_000 }).toBe('Gửi 1 bài');
    expect(await text(page, 'send-some-changes')).toMatch(/^Bảo yêu cầu sửa 1 bài/);
    await shot(page, 'no-dry-run', 'vi');
    await useLanguage(page, 'en');
  });
});

describe('the dry run and after Send', () => {
  it('the dry run counts no error for the sent-back post and names Bảo; Send then says the same', async () => {
    const { page } = members.lan;
    await useLanguage(page, 'en');
    await open(page, camps.tet, 'dryRun');
    await page.click('[data-testid="dry-run"]');
    await page.waitForSelector('[data-testid="dry-run-table"]');
    await expect.poll(() => text(page, 'dry-run-summary'), { timeout: 20_000 }).toMatch(/^2 rows: 0 with errors/);
    expect(await text(page, 'dry-run-changes')).toBe('Bảo asked for changes on 1 post: it is not sent until it is edited and approved.');
    await shot(page, 'dry-run', 'en');
    await page.click('[data-tab="send"]');
    await expect.poll(() => text(page, 'send-matches'), { timeout: 20_000 }).toMatch(/^Send does what the dry run showed: 1 post sent, 1 held back\./);
    expect(await text(page, 'send')).toBe('Send 1 post');
    await useLanguage(page, 'vi');
    await page.click('[data-tab="dryRun"]');
    await page.click('[data-testid="dry-run"]');
    await page.waitForSelector('[data-testid="dry-run-table"]');
    await expect.poll(() => text(page, 'dry-run-changes'), { timeout: 10_000 }).toMatch(/^Bảo yêu cầu sửa 1 bài/);
    await shot(page, 'dry-run', 'vi');
    await useLanguage(page, 'en');
  });

  it('after Send: the post left is held back with changes requested by Bảo, not for "problems"', async () => {
    const { page } = members.lan;
    await useLanguage(page, 'en');
    await page.click('[data-tab="send"]');
    await page.click('[data-testid="send"]');
    await expect.poll(() => text(page, 'send-state'), { timeout: 60_000 })
      .toBe('State: sent · 1 sent for publishing · 1 held back (1 with changes requested by Bảo)');
    await expect.poll(() => text(page, 'campaign-summary'), { timeout: 10_000 })
      .toBe('2 posts · 0 not sent yet · 1 held back (1 with changes requested by Bảo)');
    expect(await page.textContent('main')).not.toMatch(/problems|Fix them/);
    await shot(page, 'send-after', 'en');
    await useLanguage(page, 'vi');
    await page.click('[data-tab="send"]');
    await expect.poll(() => text(page, 'send-state'), { timeout: 10_000 }).toMatch(/1 bài bị giữ lại \(1 bài được Bảo yêu cầu sửa\)/);
    await shot(page, 'send-after', 'vi');
    await useLanguage(page, 'en');
  });
});
