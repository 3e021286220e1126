/// <reference lib="dom" />
/**
 * sendtab2 (issue 34, walk 7): the campaign screens' last false words, in real browsers (1360 px wide) on one real
 * team server and one sandbox Hub (each started once for the file): Lan (editor) and Bảo (owner).
 * - No dry run, nothing would go (one post sent back, one waiting): "Nothing would be sent until these are settled:"
 *   without "then run the dry run again" (none ever ran).
 * - The Send state line with nothing sent says only "1 not sent yet"-style counts, never "0 not sent for their problems".
 * - The Posts line: "… · 1 post has changes requested · Times are in UTC." (the zone ran into the count).
 * - The Dry run table fits 1360 px: the Problems column is inside the table, not cut at its right edge.
 * - Walk 7 shot 38: after Send held two back and Bảo approved one, before a new dry run: "2 held back (1 with changes
 *   requested by Bảo, 1 not checked since the send)", never "problems".
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
const ids = { waiting: '' };

const member = (name: string, role: 'editor' | 'owner'): Promise<TeamMember> => openMember(server, name, role, 'postroom-ui-sendtab2-');

const closeToasts = (page: Page): Promise<void> => page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[data-testid="toast"] > button[aria-label]').forEach((b) => b.click()));
const shot = async (page: Page, name: string, lang: 'en' | 'vi') => {
  await closeToasts(page);
  await themes(page, `sendtab2/${name}`, lang);
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
  const d = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption, scheduled_at: '2027-12-15T08:00', timezone: 'UTC' } });
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
  serverDir = mkdtempSync(join(tmpdir(), 'postroom-ui-sendtab2-server-'));
  server = await startTeamServer({ dataDir: serverDir, teamName: 'Agency' });
  hubDir = mkdtempSync(join(tmpdir(), 'postroom-ui-sendtab2-hub-'));
  hub = await startSandbox({ dataDir: hubDir, port: 0, seed: 34, faults: 'none' });
  const [lan, bao] = await Promise.all([member('Lan', 'editor'), member('Bảo', 'owner')]);
  Object.assign(members, { lan, bao });
  for (const m of [lan, bao]) await joinInApp(m, { teamUrl: server.url, hubUrl: hub.url });
  for (const m of [lan, bao]) {
    await callValue(m.page, 'key.set', { key: hub.apiKey });
    await callValue(m.page, 'profiles.refresh', {});
  }
  const a = await inReview('Giáng sinh ấm áp — sendtab2 1 #noel');
  const b = await inReview('Cà phê trứng — sendtab2 2 #noel');
  const w = await inReview('Đêm nhạc acoustic — sendtab2 3 #noel');
  const r = await inReview('Tặng ly sứ — sendtab2 4, sent back #noel');
  const last = await inReview('Bún chả — sendtab2, the one left #buncha');
  const x = await inReview('Chè — sendtab2, waits #che');
  await decide(a, 'approve', 'approved');
  await decide(b, 'approve', 'approved');
  await decide(r, 'request_changes', 'changes_requested');
  await decide(last, 'request_changes', 'changes_requested');
  ids.waiting = w;
  camps.tet = (await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: 'Noel — sendtab2' })).id;
  await callValue(lan.page, 'campaigns.addDrafts', { id: camps.tet, draftIds: [a, b, w, r] });
  camps.last = (await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: 'Noel — two left' })).id;
  await callValue(lan.page, 'campaigns.addDrafts', { id: camps.last, draftIds: [last, x] });
}, 300_000);

afterAll(async () => {
  for (const m of Object.values(members)) await closeMember(m);
  await server?.stop();
  await hub?.close();
  for (const d of [serverDir, hubDir]) if (d) rmSync(d, { recursive: true, force: true });
});

const open = async (page: Page, id: string, tab: 'send' | 'dryRun' | 'posts') => {
  await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, id);
  await page.click(`[data-tab="${tab}"]`);
};

describe('sendtab2: the Send tab, Posts and Dry run tabs say only what is true', () => {
  it('no dry run ever ran, nothing would go: no "run the dry run again"; the state line says no zero count', async () => {
    const { page } = members.lan;
    await page.setViewportSize({ width: 1360, height: 860 });
    await useLanguage(page, 'en');
    await open(page, camps.last, 'send');
    await expect.poll(() => text(page, 'send-held-mixed'), { timeout: 20_000 }).toMatch(/^Nothing would be sent until these are settled: /);
    expect(await text(page, 'send-held-mixed')).not.toMatch(/dry run/);
    expect(await text(page, 'send-state')).toBe('State: not sent · 2 not sent yet');
    await shot(page, 'no-dry-run-held', 'en');
    await useLanguage(page, 'vi');
    await open(page, camps.last, 'send');
    await expect.poll(() => text(page, 'send-held-mixed'), { timeout: 10_000 }).toMatch(/^Sẽ không có gì được gửi cho đến khi xử lý xong những bài này: /);
    expect(await text(page, 'send-held-mixed')).not.toMatch(/chạy thử/);
    await shot(page, 'no-dry-run-held', 'vi');
    await useLanguage(page, 'en');
  });

  it('the Posts line keeps its parts apart; the Dry run table fits 1360 px', async () => {
    const { page } = members.lan;
    await useLanguage(page, 'en');
    await open(page, camps.tet, 'posts');
    await expect.poll(() => text(page, 'campaign-posts-count'), { timeout: 20_000 }).toMatch(/ · 1 post has changes requested · Times are in UTC\.$/);
    await shot(page, 'posts', 'en');
    await open(page, camps.tet, 'dryRun');
    await page.click('[data-testid="dry-run"]');
    await page.waitForSelector('[data-testid="dry-run-table"]');
    await expect.poll(() => text(page, 'dry-run-summary'), { timeout: 20_000 }).toMatch(/^4 rows/);
    const fit = await page.evaluate(() => {
      const box = document.querySelector<HTMLElement>('[data-testid="dry-run-table"]')!;
      const cell = box.querySelector<HTMLElement>('td.problems')!;
      return { scroll: box.scrollWidth, client: box.clientWidth, right: cell.getBoundingClientRect().right, edge: box.getBoundingClientRect().right };
    });
    // Before sendtab2 the table was 74rem wide in a 68rem pane: Problems ran off the right edge ("Bảo aske…").
    expect(fit.scroll).toBeLessThanOrEqual(fit.client);
    expect(fit.right).toBeLessThanOrEqual(fit.edge);
    await shot(page, 'dry-run', 'en');
    await useLanguage(page, 'vi');
    await open(page, camps.tet, 'posts');
    await expect.poll(() => text(page, 'campaign-posts-count'), { timeout: 10_000 }).toMatch(/ · 1 bài cần sửa · Giờ theo múi UTC\.$/);
    await shot(page, 'posts', 'vi');
    await open(page, camps.tet, 'dryRun');
    await page.click('[data-testid="dry-run"]');
    await page.waitForSelector('[data-testid="dry-run-table"]');
    await shot(page, 'dry-run', 'vi');
    await useLanguage(page, 'en');
  });

  it('walk 7: after Send held two back and Bảo approved one, before a new dry run: no "problems"', async () => {
    const { page } = members.lan;
    await useLanguage(page, 'en');
    await open(page, camps.tet, 'send');
    await page.click('[data-testid="send"]');
    await expect.poll(() => text(page, 'send-state'), { timeout: 60_000 })
      .toBe('State: sent · 2 sent for publishing · 2 held back (1 waiting for approval by an owner or an approver, 1 with changes requested by Bảo)');
    await decide(ids.waiting, 'approve', 'approved');
    await open(page, camps.tet, 'send');
    await expect.poll(() => text(page, 'send-state'), { timeout: 20_000 })
      .toBe('State: sent · 2 sent for publishing · 2 held back (1 with changes requested by Bảo, 1 not checked since the send)');
    await expect.poll(() => text(page, 'campaign-summary'), { timeout: 10_000 }).toMatch(/2 held back \(1 with changes requested by Bảo, 1 not checked since the send\)/);
    expect(await page.textContent('main')).not.toMatch(/problems/);
    await shot(page, 'send-after-approve', 'en');
    await useLanguage(page, 'vi');
    await open(page, camps.tet, 'send');
    await expect.poll(() => text(page, 'send-state'), { timeout: 10_000 }).toMatch(/1 bài chưa được kiểm tra lại từ lần gửi đó/);
    await shot(page, 'send-after-approve', 'vi');
    await useLanguage(page, 'en');
  });
});
