/// <reference lib="dom" />
/**
 * h-oldcaption (walk 43b, 5), in real browsers: a team that does not require approval; Lan's post B6 to Instagram + X
 * sent now; the Hub's X refused it, Instagram published it. Lan edited the caption and retried X, which went with the new
 * words. Before: Lan's and Bảo's Library rows and Lan's Compose showed the new caption, published, and nothing said
 * Instagram holds the old one. Now each says "Instagram holds an earlier version" (Compose with when it was sent, before
 * the edit), from the core's post state `older` (publisher older-text.ts), in en and vi. One real team server and one
 * sandbox Hub for the file. Shots light/dark × en/vi: Lan's and Bảo's Library, Lan's Compose.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserTeam } from './helpers/team';
import { closeToasts, useLanAndBao } from './helpers/review-team';
import { callValue, themes, updateDraft, useLanguage } from './helpers/session';
import { sendWithXRefused } from './helpers/refused-channel';

const team = browserTeam('postroom-ui-h-oldcaption-', { seed: 4353, faults: 'none' });
const members = useLanAndBao(team);

interface Job { id: string; state: string; post: { state: string } }
const textOf = (p: Page, sel: string) => p.locator(sel).first().textContent().then((t) => (t ?? '').replace(/\s+/g, ' ').trim()).catch(() => '');

const words = {
  en: { row: /^≠ Instagram holds an earlier version ·$/, full: /^≠ Instagram holds an earlier version of the text \(sent .+, before the edit\)\.$/, title: /^Instagram holds an earlier version of the text \(sent .+, before the edit\)\.$/ },
  vi: { row: /^≠ Instagram đang giữ bản cũ hơn ·$/, full: /^≠ Instagram đang giữ bản nội dung cũ hơn \(gửi lúc .+, trước khi sửa\)\.$/, title: /^Instagram đang giữ bản nội dung cũ hơn \(gửi lúc .+, trước khi sửa\)\.$/ },
};

describe('a post whose refused X was retried after its caption was edited', () => {
  it('Lan’s and Bảo’s Library rows and Lan’s Compose say Instagram holds an earlier version', async () => {
    const { lan, bao } = members;
    await callValue(bao.page, 'review.setSettings', { approvalRequired: false });
    const P = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram', 'x'], caption: 'B6 Bánh mì: mở cửa 7 giờ' } }).then((d) => d.id);
    await callValue(lan.page, 'photos.add', { draftId: P, urls: ['https://images.example.com/banhmi.jpg'] });
    const first = await sendWithXRefused<Job>(lan.page, team.hub(), P);
    await updateDraft(lan.page, P, { caption: 'B6 Bánh mì: mở cửa 6 giờ 30' });
    const retry = await callValue<Job>(lan.page, 'jobs.retryFailed', { id: first.id });
    await expect.poll(() => callValue<Job>(lan.page, 'jobs.get', { id: retry.id }).then((j) => j.post.state), { timeout: 60_000 }).toBe('published');
    // The core, on both laptops: Instagram holds the earlier version.
    const olderOn = (p: Page) => callValue<{ older?: Array<{ channels: string[] }> }>(p, 'drafts.postState', { id: P }).then((s) => (s.older ?? []).map((o) => o.channels.join(',')));
    await expect.poll(() => olderOn(lan.page), { timeout: 30_000 }).toEqual(['instagram']);
    await expect.poll(() => olderOn(bao.page), { timeout: 60_000 }).toEqual(['instagram']);

    for (const lang of ['en', 'vi'] as const) {
      for (const m of [lan, bao]) await useLanguage(m.page, lang);
      for (const m of [lan, bao]) {
        await m.page.goto(`${m.host.origin}/#/library`);
        const row = m.page.locator(`[data-draft-id="${P}"] [data-testid="row-older"]`).first();
        await expect.poll(() => row.textContent().then((t) => (t ?? '').replace(/\s+/g, ' ').trim()).catch(() => ''), { timeout: 30_000 }).toMatch(words[lang].row);
        expect(await row.getAttribute('title')).toMatch(words[lang].title);
        await row.scrollIntoViewIfNeeded();
        await closeToasts(m.page);
        await themes(m.page, `h-oldcaption/${m === lan ? 'lan' : 'bao'}-library`, lang);
      }

      await lan.page.goto(`${lan.host.origin}/#/compose/${encodeURIComponent(P)}`);
      await lan.page.waitForSelector('[data-testid="draft-state"]');
      await expect.poll(() => textOf(lan.page, '[data-testid="draft-older"]'), { timeout: 30_000 }).toMatch(words[lang].full);
      await closeToasts(lan.page);
      await themes(lan.page, 'h-oldcaption/lan-compose', lang);
    }
    for (const m of [lan, bao]) await useLanguage(m.page, 'en');
  }, 300_000);
});
