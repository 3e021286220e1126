/**
 * h-stale (walk 45a, 4) in Chromium: Marc (owner) wrote a post while the team let authors approve and sent it for review;
 * his app closed, Owen (owner, his app open all along) turned "authors may approve" OFF; Marc's laptop (the CLI on his
 * data dir, never synced) approved his own post. He opens the app: the team server refuses the approval, and the sidebar,
 * Review and Settings → Team say so: "… It did not reach your teammates; Owen may approve it." Then Owen approves it:
 * the row reads "approved by Owen", and the refusal is history: every screen says it no more, by itself (no Dismiss),
 * and the sidebar says the laptop is in step. Shots light/dark, en/vi.
 * Failed on the old code: "Owen may approve it" stayed in the sidebar, Review and Settings → Team beside the row's
 * "Approved · approved by Owen" until Marc pressed Dismiss; the sidebar said his approval was refused, not in step.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { basename, dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliLaptop } from '../team/helpers';
import { launchBrowser } from './ui-browser';
import { callValue, themes, useLanguage } from './helpers/session';
import { browserTeam, type TeamMember } from './helpers/team';
import { startWebHost } from './helpers/webhost';

const team = browserTeam('postroom-h-stale-');
let marc: TeamMember;
let owen: TeamMember;
let id = '';
const CAPTION = 'Marc own post: studio open house';

beforeAll(async () => {
  await team.start();
  marc = await team.member('Marc', 'owner');
  await team.join(marc, { key: true });
  // Owen's app stays open and connected: his approval reaches Marc's open app with no one connecting or leaving (a
  // connection would make the server tell the laptops the members changed, and the status be read again anyway).
  owen = await team.member('Owen', 'owner');
  await team.join(owen, { key: true });
  await callValue(owen.page, 'review.setSettings', { authorsMayApprove: true });
  for (let end = Date.now() + 30_000; !(await callValue<{ authorsMayApprove: boolean }>(marc.page, 'review.settings', {})).authorsMayApprove;) {
    if (Date.now() > end) throw new Error('his app never read "authors may approve" on');
    await new Promise((r) => setTimeout(r, 100));
  }
  id = (await callValue<{ id: string }>(marc.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: CAPTION } })).id;
  await callValue(marc.page, 'review.act', { draftId: id, action: 'submit' });
  await marc.page.waitForSelector('[data-testid="team-line"][data-key="inStep"]', { timeout: 30_000 });
  await marc.browser.close();
  await marc.host.close();
  // His laptop is closed: Owen turns the rule off; his laptop, not synced, still reads it on and approves his own post.
  await callValue(owen.page, 'review.setSettings', { authorsMayApprove: false });
  await owen.page.waitForSelector('[data-testid="team-line"][data-key="inStep"]', { timeout: 30_000 });
  const cli = cliLaptop(dirname(marc.dataDir), basename(marc.dataDir), marc.token);
  const approved = await cli.run(['review', 'approve', id]);
  expect(approved.code, approved.stderr).toBe(0);
  marc.host = await startWebHost({ dataDir: marc.dataDir });
  marc.browser = await launchBrowser({ colorScheme: 'light' });
  marc.page = marc.browser.page;
  marc.page.on('dialog', (d) => void d.accept());
  await marc.page.goto(marc.host.url);
  await marc.page.waitForSelector('nav a[data-nav="settings"]');
}, 300_000);
afterAll(() => team.stop());

const notes = (where: string) => marc.page.locator(`[data-testid="refused-approvals"][data-where="${where}"] [data-testid="refused-approval"]`);
const row = () => marc.page.locator(`[data-testid="review-rows"] [data-draft-id="${id}"]`).first();
const REFUSED = {
  en: `Your approval of "${CAPTION}" was refused by the team server: you created this post`,
  vi: `Phê duyệt của bạn cho bài "${CAPTION}" đã bị máy chủ nhóm từ chối`,
} as const;

describe('a refused own approval, then another owner approves the post', () => {
  it('refused: the sidebar says so, and that Owen may approve it', async () => {
    const { page } = marc;
    await useLanguage(page, 'en');
    await page.waitForSelector('[data-testid="team-line"][data-key="refusedApproval"]', { timeout: 60_000 });
    await expect.poll(() => notes('sidebar').count(), { timeout: 30_000 }).toBe(1);
    const words = ((await notes('sidebar').first().textContent()) ?? '').replace(/\s+/g, ' ');
    expect(words).toContain(REFUSED.en);
    expect(words).toContain('Owen may approve it.');
    await page.click('nav a[data-nav="review"]');
    await themes(page, 'h-stale/refused', 'en', { closeToasts: true });
  }, 120_000);

  it('Owen approves it: the refusal is said nowhere any more, without a Dismiss; the sidebar says in step (en, vi)', async () => {
    const { page } = marc;
    // Everyone connected before Owen approves: the members-changed re-read of Marc's connecting is over.
    await new Promise((r) => setTimeout(r, 2000));
    await callValue(owen.page, 'review.act', { draftId: id, action: 'approve' });
    // Live, the app left open on Review (no reload): Owen's approval arrives and the refusal goes by itself.
    await page.click('[role="tab"][data-box="came_back"]');
    await expect.poll(async () => (await row().count()) > 0 && (await row().locator('[data-review-state]').first().getAttribute('data-review-state')), { timeout: 60_000 }).toBe('approved');
    await expect.poll(() => notes('sidebar').count(), { timeout: 30_000 }).toBe(0);
    expect(await notes('review').count()).toBe(0);
    await page.waitForSelector('[data-testid="team-line"][data-key="inStep"]', { timeout: 30_000 });
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await page.click('nav a[data-nav="review"]');
      await page.click('[role="tab"][data-box="came_back"]');
      await expect.poll(async () => (await row().count()) > 0 && (await row().locator('[data-review-state]').first().getAttribute('data-review-state')), { timeout: 60_000 }).toBe('approved');
      await expect.poll(() => notes('sidebar').count(), { timeout: 30_000 }).toBe(0);
      expect(await notes('review').count()).toBe(0);
      expect(await page.locator('[data-testid="team-line"][data-key="refusedApproval"]').count()).toBe(0);
      await page.waitForSelector('[data-testid="team-line"][data-key="inStep"]', { timeout: 30_000 });
      expect(((await page.locator('body').textContent()) ?? '').replace(/\s+/g, ' ')).not.toContain(REFUSED[lang]);
      await themes(page, 'h-stale/review-after-owen', lang, { closeToasts: true });
      await page.click('nav a[data-nav="settings"]');
      await page.waitForSelector('[data-testid="team-current"]', { timeout: 30_000 });
      expect(await notes('settings').count()).toBe(0);
      await page.locator('[data-testid="team-current"]').scrollIntoViewIfNeeded();
      await themes(page, 'h-stale/settings-after-owen', lang, { closeToasts: true });
    }
    // The CLI on his data dir reads the same status: nothing refused, nothing to dismiss.
    const cli = cliLaptop(dirname(marc.dataDir), basename(marc.dataDir), marc.token);
    const s = (await cli.ok(['team', 'status'])).json() as unknown as { refused: { count: number; approvals: unknown[] } };
    expect(s.refused).toMatchObject({ count: 0, approvals: [] });
    await useLanguage(page, 'en');
  }, 180_000);
});
