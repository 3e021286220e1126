/// <reference lib="dom" />
/**
 * sendwords (issue 34, walk 5): a campaign's Send tab, header and dry run never call posts that only
 * wait for the team "problems", in real browsers on one real team server and one sandbox Hub (each
 * started once for the file): Lan (editor) and Bảo (owner). Campaign "Tết": two approved posts, one
 * in review, one Bảo sent back with changes requested (walk 5 steps 24-26).
 * - Before Send: the match line counts both held-back posts (it said "nothing held back"); the dry
 *   run's "rows with errors" leaves out the rows that only wait; the sent-back row names Bảo.
 * - After Send: the state line, the header and the batch bar say "held back" with each reason and its
 *   count, never "not sent for their problems".
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
const camps = { tet: '' };

const member = (name: string, role: 'editor' | 'owner'): Promise<TeamMember> => openMember(server, name, role, 'postroom-ui-sendwords-');

const closeToasts = (page: Page): Promise<void> => page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[data-testid="toast"] > button[aria-label]').forEach((b) => b.click()));
const shot = async (page: Page, name: string, lang: 'en' | 'vi') => {
  await closeToasts(page);
  await themes(page, `sendwords/${name}`, lang);
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
  await callValue(lan.page, 'photos.add', { draftId: d.id, urls: ['https://images.example.com/sendwords.jpg'] });
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
  serverDir = mkdtempSync(join(tmpdir(), 'postroom-ui-sendwords-server-'));
  server = await startTeamServer({ dataDir: serverDir, teamName: 'Agency' });
  hubDir = mkdtempSync(join(tmpdir(), 'postroom-ui-sendwords-hub-'));
  hub = await startSandbox({ dataDir: hubDir, port: 0, seed: 34, faults: 'none' });
  const [lan, bao] = await Promise.all([member('Lan', 'editor'), member('Bảo', 'owner')]);
  Object.assign(members, { lan, bao });
  for (const m of [lan, bao]) await joinInApp(m, { teamUrl: server.url, hubUrl: hub.url });
  for (const m of [lan, bao]) {
    await callValue(m.page, 'key.set', { key: hub.apiKey });
    await callValue(m.page, 'profiles.refresh', {});
  }
  const a1 = await inReview('Bánh mì Hội An — post 1 #banhmi');
  const a2 = await inReview('Cà phê trứng — post 2 #caphe');
  const w = await inReview('Bún chả — post 3, in review #buncha');
  const r = await inReview('Phở bò — post 4, sent back #pho');
  await decide(a1, 'approve', 'approved');
  await decide(a2, 'approve', 'approved');
  await decide(r, 'request_changes', 'changes_requested');
  camps.tet = (await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: 'Tết — sendwords' })).id;
  await callValue(lan.page, 'campaigns.addDrafts', { id: camps.tet, draftIds: [a1, a2, w, r] });
}, 300_000);

afterAll(async () => {
  for (const m of Object.values(members)) await closeMember(m);
  await server?.stop();
  await hub?.close();
  for (const d of [serverDir, hubDir]) if (d) rmSync(d, { recursive: true, force: true });
});

describe('posts that only wait for the team are never "problems" on Send', () => {
  it('before Send: the match line counts both held-back posts, the dry run counts no error for them and names who asked for changes', async () => {
    const { page } = members.lan;
    await useLanguage(page, 'en');
    await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, camps.tet);
    await page.click('[data-tab="dryRun"]');
    await page.click('[data-testid="dry-run"]');
    await page.waitForSelector('[data-testid="dry-run-table"]');
    await expect.poll(() => text(page, 'dry-run-summary'), { timeout: 20_000 }).toMatch(/^4 rows: 0 with errors/);
    await expect.poll(() => page.locator('[data-problem="changes_requested"]').first().textContent(), { timeout: 10_000 })
      .toBe('Bảo asked for changes: edit the post and send it for review again.');
    await shot(page, 'dry-run', 'en');
    await page.click('[data-tab="send"]');
    await expect.poll(() => text(page, 'send-matches'), { timeout: 20_000 }).toMatch(/^Send does what the dry run showed: 2 posts sent, 2 held back\./);
    expect(await text(page, 'send-some-waiting')).toMatch(/^1 post waits for approval by an owner or an approver/);
    expect(await text(page, 'send-some-changes')).toMatch(/^Bảo asked for changes on 1 post/); // sendtab: who asked
    expect(await page.locator('[data-testid="send-errors"]').count()).toBe(0);
    await shot(page, 'send-before', 'en');
    await useLanguage(page, 'vi');
    await page.click('[data-tab="send"]');
    await expect.poll(() => text(page, 'send-matches'), { timeout: 10_000 }).toMatch(/2 bài được gửi, 2 bài bị giữ lại/);
    await shot(page, 'send-before', 'vi');
    await page.click('[data-tab="dryRun"]');
    await page.click('[data-testid="dry-run"]');
    await page.waitForSelector('[data-testid="dry-run-table"]');
    await expect.poll(() => page.locator('[data-problem="changes_requested"]').first().textContent(), { timeout: 10_000 }).toMatch(/Bảo/);
    await shot(page, 'dry-run', 'vi');
    await useLanguage(page, 'en');
  });

  it('after Send: the state line, the header and the batch bar say each reason with its count, never "problems"', async () => {
    const { page } = members.lan;
    await useLanguage(page, 'en');
    await page.click('[data-tab="send"]');
    await page.click('[data-testid="send"]');
    await expect.poll(() => text(page, 'send-state'), { timeout: 60_000 })
      .toBe('State: sent · 2 sent for publishing · 2 held back (1 waiting for approval by an owner or an approver, 1 with changes requested by Bảo)');
    await expect.poll(() => text(page, 'campaign-summary'), { timeout: 10_000 })
      .toBe('4 posts · 0 not sent yet · 2 held back (1 waiting for approval by an owner or an approver, 1 with changes requested by Bảo)');
    expect(await page.textContent('[data-testid="batches"] [data-legend="skipped"]')).toBe('2 held back');
    expect(await page.textContent('main')).not.toMatch(/problems|Fix them/);
    await shot(page, 'send-after', 'en');
    await useLanguage(page, 'vi');
    await page.click('[data-tab="send"]');
    await expect.poll(() => text(page, 'send-state'), { timeout: 10_000 }).toMatch(/2 bài bị giữ lại \(1 bài đang chờ .* phê duyệt, 1 bài được Bảo yêu cầu sửa\)/);
    expect(await page.textContent('main')).not.toMatch(/vì có lỗi|có lỗi\)/);
    await shot(page, 'send-after', 'vi');
    await useLanguage(page, 'en');
  });
});
