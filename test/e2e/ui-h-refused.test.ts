/**
 * h-refused (walk 42a): the team server refused THREE approvals Bảo's laptop made of ONE post, and his app stood no more:
 * every page threw Svelte's `each_key_duplicate` (the list of refused approvals was keyed by post and rule), the sidebar's
 * team box was gone, Compose had no History button, and Settings → Team said "This workspace is not a team's" while
 * `postroom team status` said he was its owner. A REAL team server and sandbox Hub, Lan (editor) and Bảo (owner) in
 * Chromium through the web host. Bảo edited Lan's post, closed the app; three times An (the other owner, a raw client)
 * let authors approve, Bảo's laptop synced (the CLI on his data dir), An turned it off, and Bảo's laptop approved his
 * version and synced: refused each time. When he opens the app, the team box says "3 of your approvals of one post were
 * refused …: they are kept …" and ONE line for the post says how many; Compose has its History button; Settings → Team
 * names the team and says the post's line once (en and vi, light and dark).
 * Failed on the old code: no team box (`team-line` never appeared), every page logged `each_key_duplicate`.
 */
import { basename, dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemberToken, type TeamServer } from '../../src-main/team-server';
import { connect } from '../team-server/clients';
import { cliLaptop } from '../team/helpers';
import { launchBrowser } from './ui-browser';
import { callValue, themes, useLanguage } from './helpers/session';
import { browserTeam, type TeamMember } from './helpers/team';
import { reviewOn, settle, closeToasts } from './helpers/review-team';
import { startWebHost } from './helpers/webhost';

const team = browserTeam('postroom-h-refused-');
let server: TeamServer;
let lan: TeamMember;
let bao: TeamMember;
let id = '';
const CAPTION = 'Chào năm mới 2027! Mở cửa từ 8:00 sáng 1/1.';
const pageErrors: string[] = [];

beforeAll(async () => {
  ({ server } = await team.start());
  [lan, bao] = await Promise.all([team.member('Lan', 'editor'), team.member('Bảo', 'owner')]);
  for (const m of [lan, bao]) await team.join(m, { key: true });
  await callValue(bao.page, 'review.setSettings', { authorsMayApprove: true });
  id = (await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Chào năm mới 2027!' } })).id;
  await callValue(lan.page, 'review.act', { draftId: id, action: 'submit' });
  await settle(() => reviewOn(bao.page, id), 'in_review');
  await callValue(bao.page, 'drafts.update', { id, patch: { caption: CAPTION } });
  await bao.page.waitForSelector('[data-testid="team-line"][data-key="inStep"]', { timeout: 30_000 });
  await bao.browser.close();
  await bao.host.close();
  // Three times: An lets authors approve, Bảo's laptop reads it, An turns it off, Bảo's laptop approves and syncs: refused.
  const an = connect(server.url, { token: (await createMemberToken(server.store, { name: 'An', role: 'owner' })).token, name: 'settings' });
  await an.synced;
  const setting = async (on: boolean): Promise<void> => {
    an.doc.getMap('review').set('authorsMayApprove', on);
    await new Promise((r) => setTimeout(r, 500));
  };
  const cli = cliLaptop(dirname(bao.dataDir), basename(bao.dataDir), bao.token);
  for (let i = 0; i < 3; i++) {
    await setting(true);
    const read = await cli.run(['team', 'sync']);
    expect(read.code, read.stderr + read.stdout).toBe(0);
    await setting(false);
    const approved = await cli.run(['review', 'approve', id]);
    expect(approved.code, approved.stderr).toBe(0);
    await cli.run(['team', 'sync']);
  }
  an.destroy();
  const st = await cli.run(['team', 'status', '--json']);
  expect(JSON.parse(st.stdout)).toMatchObject({ me: { role: 'owner' }, refused: { count: 3 } });
  // He opens the app again.
  bao.host = await startWebHost({ dataDir: bao.dataDir });
  bao.browser = await launchBrowser({ colorScheme: 'light' });
  bao.page = bao.browser.page;
  bao.page.on('dialog', (d) => void d.accept());
  bao.page.on('pageerror', (e) => void pageErrors.push(e.message));
  bao.page.on('console', (m) => void (m.type() === 'error' && pageErrors.push(m.text())));
  await bao.page.goto(bao.host.url);
  await bao.page.waitForSelector('nav a[data-nav="settings"]');
}, 300_000);
afterAll(() => team.stop());

const LINE = {
  en: '3 of your approvals of one post were refused by the team server: they are kept on this computer',
  vi: '3 phê duyệt của bạn cho một bài đã bị máy chủ nhóm từ chối: các phê duyệt này được giữ trên máy này',
} as const;
const POST = {
  en: `3 of your approvals of "${CAPTION}" were refused by the team server: you changed what goes out in this version`,
  vi: `3 phê duyệt của bạn cho bài "${CAPTION}" đã bị máy chủ nhóm từ chối: bạn đã thay đổi nội dung sẽ đăng trong phiên bản này`,
} as const;
const THEY = { en: 'They did not reach your teammates', vi: 'Các phê duyệt này chưa đến được đồng đội' } as const;
const notes = (where: string) => bao.page.locator(`[data-testid="refused-approvals"][data-where="${where}"] [data-testid="refused-approval"]`);
const words = async (where: string): Promise<string> => ((await notes(where).first().textContent()) ?? '').replace(/\s+/g, ' ');

describe('three refused approvals of one post, in the app', () => {
  for (const lang of ['en', 'vi'] as const) {
    it(`the team box, Compose and Settings → Team stand, and say it once with how many (${lang})`, async () => {
      const { page } = bao;
      await useLanguage(page, lang);
      await page.waitForSelector('[data-testid="team-line"][data-key="refusedApproval"]', { timeout: 60_000 });
      await expect.poll(() => page.textContent('[data-testid="team-line-words"]')).toContain(LINE[lang]);
      expect(await notes('sidebar').count()).toBe(1);
      expect(await notes('sidebar').first().getAttribute('data-times')).toBe('3');
      expect(await words('sidebar')).toContain(POST[lang]);
      expect(await words('sidebar')).toContain(THEY[lang]);
      await closeToasts(page);
      // Compose of the post: its History button is there (the app knows its team).
      await page.goto(`${bao.host.origin}/#/compose/${encodeURIComponent(id)}`);
      await page.waitForSelector('[data-testid="history-button"]', { timeout: 30_000 });
      await page.waitForSelector('[data-testid="team-line"][data-key="refusedApproval"]');
      await themes(page, 'h-refused-compose', lang);
      // Settings → Team: the team, its owner, the post's line once; never "not a team's".
      await page.click('nav a[data-nav="settings"]');
      await page.waitForSelector('[data-testid="team-current"]', { timeout: 30_000 });
      expect(await page.locator('[data-testid="team-none"]').count()).toBe(0);
      await expect.poll(() => notes('settings').count()).toBe(1);
      expect(await words('settings')).toContain(POST[lang]);
      await page.locator('[data-testid="team-current"]').scrollIntoViewIfNeeded();
      await themes(page, 'h-refused-settings', lang);
      expect(pageErrors.filter((e) => /each_key_duplicate/.test(e))).toEqual([]);
    });
  }

  it('Review says it once too; one Dismiss takes the three off, in step again', async () => {
    const { page } = bao;
    await useLanguage(page, 'en');
    await page.click('nav a[data-nav="review"]');
    await expect.poll(() => notes('review').count()).toBe(1);
    await themes(page, 'h-refused-review', 'en');
    await notes('review').first().locator('[data-testid="refused-approval-dismiss"]').click();
    await expect.poll(() => notes('review').count()).toBe(0);
    await page.waitForSelector('[data-testid="team-line"][data-key="inStep"]', { timeout: 60_000 });
    expect(pageErrors.filter((e) => /each_key_duplicate/.test(e))).toEqual([]);
  });
});
