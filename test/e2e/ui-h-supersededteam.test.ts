/// <reference lib="dom" />
/**
 * h-supersededteam (walk 45b, 1), in real browsers: Lan published a post into the Hub's `upstream_timeout_lost` (the Hub
 * never held the call: outcome unknown) and sent it again as new (the Outbox's "Send again as new"): the Hub holds ONE
 * post. Before, Bảo's "Sent by teammates" showed two "Published" cards of it (the first read the resend's publish) and
 * its header counted "1 post (2 sends)". Now Bảo's card of the first send reads as Lan's own card of it: "Sent again as
 * new", "Sent to the Hub, then sent again as a new post: see the new card.", "Sent again as a new post: Published."; the
 * header counts the one send and says the earlier one apart. One real team server and one sandbox Hub for the file.
 * Shots light/dark × en/vi: Bảo's Outbox, Lan's Outbox.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserTeam } from './helpers/team';
import { closeToasts, useLanAndBao } from './helpers/review-team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-h-supersededteam-', { seed: 4512, faults: 'none' });
const members = useLanAndBao(team);

interface Job { id: string; state: string; supersededBy: string | null; post: { state: string; resentAs?: string | null } }
const textOf = (p: Page, sel: string) => p.locator(sel).first().textContent().then((t) => (t ?? '').replace(/\s+/g, ' ').trim()).catch(() => '');

const words = {
  en: { count: '· 1 post · 1 earlier send sent again as new (its outcome unknown)', badge: 'Sent again as new', detail: 'Sent to the Hub, then sent again as a new post: see the new card.', resent: 'Sent again as a new post: Published.' },
  vi: { count: '· 1 bài · 1 lần gửi trước đã được gửi lại thành bài mới (không rõ kết quả)', badge: 'Đã gửi lại thành bài mới', detail: 'Đã gửi tới Hub, rồi được gửi lại thành một bài mới: xem thẻ mới.', resent: 'Đã gửi lại thành bài mới: Đã đăng.' },
};

describe('a post whose lost call was sent again as new', () => {
  it('Bảo’s card of the first send reads as Lan’s own: sent again as new, never Published; the header counts one send', async () => {
    const { lan, bao } = members;
    await callValue(bao.page, 'review.setSettings', { approvalRequired: false });
    const P = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['x', 'mastodon'], caption: 'Bánh cuốn: lần gửi bị mất' } }).then((d) => d.id);
    await callValue(lan.page, 'photos.add', { draftId: P, urls: ['https://images.example.com/banhcuon.jpg'] });
    team.hub().control.setFaults({ upstream_timeout_lost: 1 });
    let first: Job;
    try {
      await expect.poll(() => callValue<{ sent: number }>(lan.page, 'publish.start', { draftIds: [P] }).then((r) => r.sent).catch(() => 0), { timeout: 30_000 }).toBe(1);
      await expect.poll(() => callValue<Job[]>(lan.page, 'jobs.list', { draftId: P }).then((js) => js[0]?.post.state), { timeout: 90_000 }).toBe('unknown');
      first = (await callValue<Job[]>(lan.page, 'jobs.list', { draftId: P }))[0]!;
    } finally {
      team.hub().control.setFaults('none');
    }
    // Send again as new (the app waits the settle period, then asks the Hub first: it never held the call).
    const resend = await callValue<Job>(lan.page, 'jobs.resendUnknown', { id: first.id, confirm: true });
    expect(resend.id).not.toBe(first.id);
    await expect.poll(() => callValue<Job>(lan.page, 'jobs.get', { id: resend.id }).then((j) => j.post.state), { timeout: 60_000 }).toBe('published');
    expect(team.hub().control.publishedPosts().filter((p) => p.caption === 'Bánh cuốn: lần gửi bị mất')).toHaveLength(1);

    // Bảo's laptop, the core: the first send unknown, sent again as new as the resend; the resend published.
    const cards = () => callValue<Array<{ id: string; post: Job['post'] }>>(bao.page, 'jobs.team', {}).then((cs) => cs.filter((c) => [first.id, resend.id].includes(c.id)).map((c) => `${c.id === first.id ? 'first' : 'resend'} ${c.post.state} ${c.post.resentAs ?? ''}`).sort());
    await expect.poll(cards, { timeout: 60_000 }).toEqual([`first unknown ${resend.id}`, 'resend published ']);

    for (const lang of ['en', 'vi'] as const) {
      for (const m of [lan, bao]) await useLanguage(m.page, lang);
      await bao.page.goto(`${bao.host.origin}/#/outbox`);
      const card = `[data-testid="team-send"][data-job-id="${first.id}"]`;
      await expect.poll(() => bao.page.locator(card).count(), { timeout: 60_000 }).toBe(1);
      await expect.poll(() => textOf(bao.page, '[data-testid="team-sends-count"]'), { timeout: 30_000 }).toBe(words[lang].count);
      expect(await textOf(bao.page, `${card} [data-testid="post-state"]`)).toBe(words[lang].badge);
      expect(await textOf(bao.page, `${card} [data-testid="post-detail"]`)).toBe(words[lang].detail);
      expect(await textOf(bao.page, `${card} [data-testid="team-send-resent"]`)).toBe(words[lang].resent);
      expect(await textOf(bao.page, `${card}`)).not.toMatch(/Published on both channels|Đã đăng trên cả hai kênh/);
      // The resend's card: published.
      expect(await bao.page.locator(`[data-testid="team-send"][data-job-id="${resend.id}"]`).getAttribute('data-post-state')).toBe('published');
      await bao.page.locator(card).scrollIntoViewIfNeeded();
      await closeToasts(bao.page);
      await themes(bao.page, 'h-supersededteam/bao-outbox', lang);

      // Lan's own Outbox card of it says the same (the sender's words the teammate's card now reads as).
      await lan.page.goto(`${lan.host.origin}/#/outbox`);
      const own = `[data-testid="outbox-jobs"] [data-job-id="${first.id}"]`;
      await expect.poll(() => lan.page.locator(own).count(), { timeout: 30_000 }).toBe(1);
      expect(await textOf(lan.page, `${own} [data-testid="post-state"]`)).toBe(words[lang].badge);
      await lan.page.locator(own).scrollIntoViewIfNeeded();
      await closeToasts(lan.page);
      await themes(lan.page, 'h-supersededteam/lan-outbox', lang);
    }
    for (const m of [lan, bao]) await useLanguage(m.page, 'en');
  }, 300_000);
});
