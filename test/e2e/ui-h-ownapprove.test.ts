/**
 * h-ownapprove (walk 43b, 3) in Chromium: approver Olivia wrote a post in a team whose owner (Owen, a raw client) let
 * authors approve; Minh is the team's other approver. Olivia closed the app; Owen turned "authors may approve" OFF; her
 * laptop (the CLI on her data dir, never synced) approved her post four times, editing between. She opens the app with the
 * team server down: the Review screen says the post is "Approved · here, not yet accepted by the team", never plainly
 * approved. The server comes back: it refuses all four, each as her own post, and the sidebar, Settings → Team and Review
 * each say ONE line for the post: 4 refused, "you created this post", "Minh, Owen or Quân may approve it" (Quân: the
 * team's first owner, made with the server); the post is no more
 * approved. Shots light/dark, en/vi.
 * Failed on the old code: the badge said "Approved" while the approval was only on her laptop; two lines for the post
 * (three "of versions the team does not hold", one "her own post"), "another approver must approve it".
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { basename, dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemberToken, type TeamServer } from '../../src-main/team-server';
import { connect } from '../team-server/clients';
import { cliLaptop } from '../team/helpers';
import { launchBrowser } from './ui-browser';
import { callValue, themes, useLanguage } from './helpers/session';
import { browserTeam, type TeamMember } from './helpers/team';
import { startWebHost } from './helpers/webhost';

const team = browserTeam('postroom-h-ownapprove-');
let server: TeamServer;
let olivia: TeamMember;
let id = '';
const CAPTION = 'Olivia: menu mùa thu, bản 4';

beforeAll(async () => {
  ({ server } = await team.start());
  olivia = await team.member('Olivia', 'approver');
  await team.join(olivia, { key: true });
  await createMemberToken(server.store, { name: 'Minh', role: 'approver' });
  const owen = connect(server.url, { token: (await createMemberToken(server.store, { name: 'Owen', role: 'owner' })).token, name: 'settings' });
  await owen.synced;
  owen.doc.getMap('review').set('authorsMayApprove', true);
  for (let end = Date.now() + 30_000; !(await callValue<{ authorsMayApprove: boolean }>(olivia.page, 'review.settings', {})).authorsMayApprove;) {
    if (Date.now() > end) throw new Error('her app never read "authors may approve" on');
    await new Promise((r) => setTimeout(r, 100));
  }
  id = (await callValue<{ id: string }>(olivia.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Olivia: menu mùa thu' } })).id;
  await callValue(olivia.page, 'review.act', { draftId: id, action: 'submit' });
  await olivia.page.waitForSelector('[data-testid="team-line"][data-key="inStep"]', { timeout: 30_000 });
  await olivia.browser.close();
  await olivia.host.close();
  // Her laptop is closed: Owen turns the rule off; her laptop, offline, still reads it on and approves four times.
  owen.doc.getMap('review').set('authorsMayApprove', false);
  await new Promise((r) => setTimeout(r, 500));
  owen.destroy();
  const cli = cliLaptop(dirname(olivia.dataDir), basename(olivia.dataDir), olivia.token);
  for (let i = 1; i <= 4; i++) {
    const approved = await cli.run(['review', 'approve', id]);
    expect(approved.code, approved.stderr).toBe(0);
    if (i < 4) {
      const edited = await cli.run(['drafts', 'edit', id, '--caption', i === 3 ? CAPTION : `Olivia: menu mùa thu, bản ${i + 1}`]);
      expect(edited.code, edited.stderr).toBe(0);
    }
  }
  // She opens the app with the team server down.
  await server.stop();
  olivia.host = await startWebHost({ dataDir: olivia.dataDir });
  olivia.browser = await launchBrowser({ colorScheme: 'light' });
  olivia.page = olivia.browser.page;
  olivia.page.on('dialog', (d) => void d.accept());
  await olivia.page.goto(olivia.host.url);
  await olivia.page.waitForSelector('nav a[data-nav="settings"]');
}, 300_000);
afterAll(() => team.stop());

const badge = () => olivia.page.locator(`[data-testid="review-rows"] [data-draft-id="${id}"] [data-review-state]`).first();
const notes = (where: string) => olivia.page.locator(`[data-testid="refused-approvals"][data-where="${where}"] [data-testid="refused-approval"]`);
const words = async (where: string): Promise<string> => ((await notes(where).first().textContent()) ?? '').replace(/\s+/g, ' ');
const ONLY_HERE = { en: 'Approved · here, not yet accepted by the team', vi: 'Đã duyệt · trên máy này, nhóm chưa nhận' } as const;
const POST = {
  en: `4 of your approvals of "${CAPTION}" were refused by the team server: you created this post, and the team, as its server has the settings, does not let authors approve their own posts. They did not reach your teammates; Minh, Owen or Quân may approve it.`,
  vi: `4 phê duyệt của bạn cho bài "${CAPTION}" đã bị máy chủ nhóm từ chối: bạn là người tạo bài này`,
} as const;

describe('an author approves her own post offline four times after the owner turned the rule off', () => {
  for (const lang of ['en', 'vi'] as const) {
    it(`the team server down: Review says the approval is only on this computer (${lang})`, async () => {
      const { page } = olivia;
      await useLanguage(page, lang);
      await page.click('nav a[data-nav="review"]');
      await page.click('[role="tab"][data-box="came_back"]');
      await expect.poll(() => badge().count(), { timeout: 30_000 }).toBe(1);
      expect(await badge().getAttribute('data-review-state')).toBe('approved');
      expect(await badge().getAttribute('data-only-here')).toBe('');
      expect(((await badge().textContent()) ?? '').replace(/\s+/g, ' ').trim()).toBe(ONLY_HERE[lang]);
      await themes(page, 'h-ownapprove/review-only-here', lang, { closeToasts: true });
    });
  }

  it('the server back: four refusals, each her own post, one line in the sidebar, Settings → Team and Review (en, vi)', async () => {
    server = await team.restartServer();
    const { page } = olivia;
    await useLanguage(page, 'en');
    await page.waitForSelector('[data-testid="team-line"][data-key="refusedApproval"]', { timeout: 60_000 });
    await expect.poll(async () => (await callValue<{ refused: { mine: { approvals: number } } }>(page, 'team.status', {})).refused.mine.approvals, { timeout: 60_000 }).toBe(4);
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await page.waitForSelector('[data-testid="team-line"][data-key="refusedApproval"]', { timeout: 30_000 });
      await expect.poll(() => notes('sidebar').count()).toBe(1);
      expect(await notes('sidebar').first().getAttribute('data-times')).toBe('4');
      expect(await words('sidebar')).toContain(POST[lang]);
      await page.click('nav a[data-nav="review"]');
      await expect.poll(() => notes('review').count()).toBe(1);
      expect(await words('review')).toContain(POST[lang]);
      await page.click('[role="tab"][data-box="came_back"]');
      // No more approved: the refused approvals do not hold.
      await expect.poll(async () => (await badge().count()) === 0 || (await badge().getAttribute('data-review-state')) !== 'approved').toBe(true);
      await themes(page, 'h-ownapprove/review-refused', lang, { closeToasts: true });
      await page.click('nav a[data-nav="settings"]');
      await page.waitForSelector('[data-testid="team-current"]', { timeout: 30_000 });
      await expect.poll(() => notes('settings').count()).toBe(1);
      expect(await words('settings')).toContain(POST[lang]);
      await page.locator('[data-testid="refused-approvals"][data-where="settings"]').scrollIntoViewIfNeeded();
      await themes(page, 'h-ownapprove/settings-refused', lang, { closeToasts: true });
    }
    await useLanguage(page, 'en');
  }, 180_000);
});
