/**
 * w30dismiss (walk 26, 5): a refused approval is answered by itself, in the app. A REAL team server, Lan (editor) and
 * Bảo (approver) in Chromium through the web host. Bảo's app is closed; Lan edits her post in review (V2 reaches the
 * team); Bảo's laptop approves V1 meanwhile (the CLI on his data dir). His app opens: the team server refuses that
 * approval, and the sidebar, Settings → Team and Review say so. He approves V2 in the app: accepted, and in each of
 * those places the refusal is replaced by its answer ("… as it is now was accepted by the team server: it answers the
 * refusal …"), the sidebar's team line says in step; Dismiss takes the note off for good (a reload, the core's status).
 * Failed before the fix: after the approval of V2 the refusal stayed in all three places and the team line said
 * "refusedApproval" (the core counted it refused forever).
 */
import { basename, dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliLaptop } from '../team/helpers';
import { launchBrowser } from './ui-browser';
import { callValue, themes, useLanguage } from './helpers/session';
import { browserTeam, type TeamMember } from './helpers/team';
import { reviewOn, settle, closeToasts } from './helpers/review-team';
import { startWebHost } from './helpers/webhost';

const team = browserTeam('postroom-w30dismiss-');
let lan: TeamMember;
let bao: TeamMember;
let id = '';
const V2 = 'Lan wrote V2';

beforeAll(async () => {
  await team.start();
  [lan, bao] = await Promise.all([team.member('Lan', 'editor'), team.member('Bảo', 'approver')]);
  for (const m of [lan, bao]) await team.join(m, { key: true });
  id = (await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Lan wrote V1' } })).id;
  await callValue(lan.page, 'review.act', { draftId: id, action: 'submit' });
  await settle(() => reviewOn(bao.page, id), 'in_review');
  // Bảo closes the app (his data dir stays, holding V1).
  await bao.browser.close();
  await bao.host.close();
  // Lan's V2 reaches the team.
  await callValue(lan.page, 'drafts.update', { id, patch: { caption: V2 } });
  await lan.page.waitForSelector('[data-testid="team-line"][data-key="inStep"]', { timeout: 30_000 });
  // His laptop approves V1 while the app is closed.
  const cli = cliLaptop(dirname(bao.dataDir), basename(bao.dataDir), bao.token);
  const approved = await cli.run(['review', 'approve', id]);
  expect(approved.code, approved.stderr).toBe(0);
  // He opens the app again: the approval goes out and is refused.
  bao.host = await startWebHost({ dataDir: bao.dataDir });
  bao.browser = await launchBrowser({ colorScheme: 'light' });
  bao.page = bao.browser.page;
  bao.page.on('dialog', (d) => void d.accept());
  await bao.page.goto(bao.host.url);
  await bao.page.waitForSelector('nav a[data-nav="settings"]');
}, 300_000);
afterAll(() => team.stop());

const REFUSED = {
  en: `Your approval of an earlier version of "${V2}" was refused by the team server`,
  vi: `Phê duyệt của bạn cho một phiên bản trước của bài "${V2}" đã bị máy chủ nhóm từ chối`,
} as const;
const ANSWERED = {
  en: `Your approval of "${V2}" as it is now was accepted by the team server: it answers the refusal of your approval of an earlier version.`,
  vi: `Máy chủ nhóm đã nhận phê duyệt của bạn cho bài "${V2}" ở phiên bản hiện tại: việc này trả lời cho lần phê duyệt một phiên bản trước của bạn đã bị từ chối.`,
} as const;
const refused = (where: string) => bao.page.locator(`[data-testid="refused-approvals"][data-where="${where}"] [data-testid="refused-approval"]`);
const answered = (where: string) => bao.page.locator(`[data-testid="answered-approvals"][data-where="${where}"] [data-testid="answered-approval"]`);

async function shots(name: string, lang: 'en' | 'vi', say: (where: string) => Promise<void>): Promise<void> {
  const { page } = bao;
  await useLanguage(page, lang);
  await closeToasts(page);
  await say('sidebar');
  await page.click('nav a[data-nav="settings"]');
  await say('settings');
  await page.locator('[data-testid="team-current"]').scrollIntoViewIfNeeded();
  await themes(page, `w30dismiss-${name}-settings`, lang);
  await page.click('nav a[data-nav="review"]');
  await say('review');
  await themes(page, `w30dismiss-${name}-review`, lang);
}

describe("Bảo's refused approval of V1, then his approval of V2", () => {
  it('before: the refusal is said in the sidebar, Settings → Team and Review (en, vi)', async () => {
    await bao.page.waitForSelector('[data-testid="team-line"][data-key="refusedApproval"]', { timeout: 60_000 });
    for (const lang of ['en', 'vi'] as const) {
      await shots('before', lang, async (where) => {
        await expect.poll(() => refused(where).first().textContent()).toContain(REFUSED[lang]);
      });
    }
  });

  it('after: his approval of V2 is accepted; the refusal is answered in its place, the team line in step', async () => {
    await settle(async () => (await callValue<{ caption: string }>(bao.page, 'drafts.get', { id })).caption, V2);
    await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
    await bao.page.waitForSelector('[data-testid="team-line"][data-key="inStep"]', { timeout: 60_000 });
    for (const lang of ['en', 'vi'] as const) {
      await shots('after', lang, async (where) => {
        await expect.poll(() => answered(where).first().textContent()).toContain(ANSWERED[lang]);
        expect(await refused(where).count()).toBe(0);
      });
    }
    await settle(() => reviewOn(lan.page, id), 'approved');
  });

  it('dismissed, the answer is said no more, after a reload too', async () => {
    const { page } = bao;
    await answered('review').first().locator('[data-testid="answered-approval-dismiss"]').click();
    await expect.poll(() => answered('review').count()).toBe(0);
    expect(await answered('sidebar').count()).toBe(0);
    await page.reload();
    await page.waitForSelector('[data-testid="team-line"][data-key="inStep"]', { timeout: 60_000 });
    expect(await answered('sidebar').count()).toBe(0);
    expect(await refused('sidebar').count()).toBe(0);
  });
});
