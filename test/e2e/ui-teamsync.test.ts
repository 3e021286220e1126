/// <reference lib="dom" />
/**
 * teamsync (walk 7): in real browsers on one real team server and one sandbox Hub (each started once
 * for the file), Lan (editor) and Bảo (owner).
 * - Lan posts a comment in Compose: her sidebar's team line goes back to in step by itself (walk 7: it
 *   stayed on "Sending 1 change to the team…" until another laptop exchanged).
 * - Bảo answers her comment: Lan's toast says "Bảo replied to your comment on …" (it said "Bảo
 *   commented on …"), in English and in Vietnamese.
 * Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserTeam } from './helpers/team';
import { closeToasts, text, useLanAndBao } from './helpers/review-team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-teamsync-', { seed: 34, faults: 'none' });
const members = useLanAndBao(team);

const toastText = (page: Page): Promise<string> => page.locator('[data-testid="toast"]').allTextContents().then((t) => t.join(' | '));
const lineKey = (page: Page): Promise<string | null> => page.getAttribute('[data-testid="team-line"]', 'data-key').catch(() => null);
const commentsOn = (page: Page, draftId: string): Promise<string[]> =>
  callValue<{ comments: Array<{ id: string }> }>(page, 'review.comments', { draftId }).then((r) => r.comments.map((c) => c.id)).catch(() => []);

describe('teamsync: the sidebar after a comment, and a reply told as one', () => {
  for (const lang of ['en', 'vi'] as const) {
    it(`(${lang}) Lan's comment leaves her sidebar in step; Bảo's answer is told as a reply`, async () => {
      const { lan, bao } = members;
      await useLanguage(lan.page, lang);
      const caption = lang === 'en' ? 'Peach tea with lemongrass — try it today' : 'Trà đào cam sả — thử ngay hôm nay';
      const d = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption } });
      await lan.page.goto(`${lan.host.url}#/compose/${d.id}`);
      const box = '[data-testid="comment-body"]';
      await lan.page.waitForSelector(box, { timeout: 20_000 });
      await lan.page.fill(box, lang === 'en' ? 'Thanks, I will add an English version.' : 'Cảm ơn anh, em sẽ đăng thêm bản tiếng Anh.');
      await lan.page.click('[data-testid="comment-post"]');
      // The comment reached Bảo; Lan's sidebar says in step again by itself (nobody else exchanged since).
      await expect.poll(async () => (await commentsOn(bao.page, d.id)).length, { timeout: 20_000 }).toBe(1);
      await expect.poll(() => lineKey(lan.page), { timeout: 20_000 }).toBe('inStep');
      await closeToasts(lan.page);
      await themes(lan.page, `teamsync/sidebar-after-comment`, lang);

      const [mine] = await commentsOn(lan.page, d.id);
      await callValue(bao.page, 'review.comment', { draftId: d.id, parentId: mine, body: lang === 'en' ? 'OK, remember the #peachtea tag' : 'OK em, nhớ gắn tag #trađao nhé' });
      const want = lang === 'en' ? `Bảo replied to your comment on “${caption}”` : `Bảo đã trả lời bình luận của bạn về “${caption}”`;
      await expect.poll(() => toastText(lan.page), { timeout: 20_000 }).toContain(want);
      expect(await toastText(lan.page)).not.toContain(lang === 'en' ? 'commented on' : 'đã bình luận về');
      await themes(lan.page, `teamsync/reply-toast`, lang);
      await expect.poll(() => text(lan.page, 'team-line-words'), { timeout: 20_000 }).not.toMatch(/Sending|Đang gửi/);
    }, 120_000);
  }
});
