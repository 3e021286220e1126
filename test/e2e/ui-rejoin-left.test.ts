/// <reference lib="dom" />
/**
 * rejoin (walk 7, two words of leftview's report), in real browsers on one real team server and one sandbox Hub
 * (each started once for the file). Lan publishes a post Bảo approved; Bảo LEAVES the team. In the workspace left
 * behind, Compose's "Publish again" line says the left-team reason (before: "…waits for Lan to send it for review
 * again", a review that cannot happen there), and the Outbox's group of the team's sends is "Sent by the team you
 * left" (before: "Sent by teammates"). Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../src-main/sandbox';
import { browserTeam, type TeamMember } from './helpers/team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-rejoin-', { seed: 7, faults: 'none' }, { teamName: 'Sóng Agency' });
let hub: SandboxHandle;
let lan: TeamMember;
let bao: TeamMember;

const closeToasts = (page: Page): Promise<void> => page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[data-testid="toast"] > button[aria-label]').forEach((b) => b.click()));
const flat = (s: string | null): string => (s ?? '').replace(/\s+/g, ' ').trim();
const text = (page: Page, sel: string): Promise<string> => page.textContent(sel).then((t) => flat(t)).catch(() => '');
const reviewOf = (page: Page, id: string) => callValue<Record<string, { state: string }>>(page, 'review.get', { draftIds: [id] }).then((r) => r[id]).catch(() => undefined);

beforeAll(async () => {
  ({ hub } = await team.start());
  hub.control.setProcessingMs(0);
  [lan, bao] = await Promise.all([team.member('Lan', 'editor'), team.member('Bảo', 'approver')]);
  await team.join(lan, { key: true });
  await team.join(bao, { key: true });
}, 240_000);

afterAll(() => team.stop());

describe('the workspace Bảo left behind', () => {
  it('Publish again says the left-team reason; the Outbox says the sends are the team he left', async () => {
    const { id } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_caphe', platforms: ['instagram'], caption: 'Bánh mì mới ra lò mỗi sáng 7 giờ' } });
    await callValue(lan.page, 'photos.add', { draftId: id, urls: ['https://images.example.com/rejoin.jpg'] });
    await callValue(lan.page, 'review.act', { draftId: id, action: 'submit' });
    await expect.poll(async () => (await reviewOf(bao.page, id))?.state, { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
    await expect.poll(async () => (await reviewOf(lan.page, id))?.state, { timeout: 30_000 }).toBe('approved');
    await callValue(lan.page, 'publish.start', { draftIds: [id] });
    // Published, not only "Lan is sending": a post Bảo leaves while the team's outcome is still on its way stays in flight here.
    await expect.poll(async () => {
      const p = await callValue<{ state: string; by?: { name: string } | null }>(bao.page, 'drafts.postState', { id });
      return `${p.state} by ${p.by?.name ?? '-'}`;
    }, { timeout: 60_000 }).toBe('published by Lan');

    await callValue(bao.page, 'team.leave', {});
    await expect.poll(async () => (await callValue<{ state: string }>(bao.page, 'team.status', {})).state, { timeout: 20_000 }).toBe('not_a_team');

    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(bao.page, lang);
      await bao.page.goto(`${bao.host.origin}/#/compose/${encodeURIComponent(id)}`);
      await bao.page.waitForSelector('[data-testid="composer"]');
      // Publish again's line, and Send as new's (Schedule), wherever the hint is said: the left-team reason.
      const lines = async (): Promise<string> => (await bao.page.locator('[data-testid="publish-why"], [data-testid="send-new-why"]').allTextContents()).map(flat).join(' | ');
      await expect.poll(lines, { timeout: 20_000 }).toMatch(lang === 'en' ? /You left the team this post belongs to/ : /Bạn đã rời nhóm sở hữu bài này/);
      expect(await lines()).not.toMatch(/waits for Lan|send it for review|chờ Lan/);
      console.log(`[${lang}] ${await lines()}`);
      await closeToasts(bao.page);
      await themes(bao.page, 'rejoin/left-publish-again', lang);

      await bao.page.click('nav a[data-nav="outbox"]');
      await bao.page.locator(`[data-testid="team-send"][data-draft-id="${id}"]`).waitFor({ timeout: 20_000 });
      await expect.poll(() => text(bao.page, '#teamsends-h'), { timeout: 20_000 }).toMatch(lang === 'en' ? /^Sent by the team you left · 1 post$/ : /^Do nhóm bạn đã rời gửi · 1 bài$/);
      await closeToasts(bao.page);
      await themes(bao.page, 'rejoin/left-outbox', lang);
    }
    await useLanguage(bao.page, 'en');
  }, 240_000);
});
