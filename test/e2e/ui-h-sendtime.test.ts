/// <reference lib="dom" />
/**
 * h-sendtime (walk 40b), in real browsers: a team that does not require approval; Lan's post to Instagram + X sent now;
 * the Hub's X refused it; she retried X for a new time (T2, three hours on, Ho Chi Minh City). Before: Bảo's Library
 * by-line said the first send's time for the post (X goes at T2), Bảo's Outbox card of her first send read "Scheduled
 * for T2" (its Instagram went at T1), and Compose said "The Hub holds this post for T2" beside Instagram published at T1.
 * Now each says the time of its own send, from the core's post state `times` (publisher post-state.ts): "Sent by Lan:
 * Instagram published … · X scheduled for … (…)", in en and vi. One real team server and one sandbox Hub for the file.
 * Shots light/dark × en/vi: Bảo's Library and Outbox, Lan's Compose.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { browserTeam } from './helpers/team';
import { closeToasts, useLanAndBao } from './helpers/review-team';
import { callValue, themes, useLanguage } from './helpers/session';
import { sendWithXRefused } from './helpers/refused-channel';

const team = browserTeam('postroom-ui-h-sendtime-', { seed: 4041, faults: 'none' });
const members = useLanAndBao(team);

interface Job { id: string; state: string; post: { state: string; times?: Array<{ channels: string[]; state: string; scheduledAt: string | null }> } }
const textOf = (p: Page, sel: string) => p.locator(sel).first().textContent().then((t) => (t ?? '').replace(/\s+/g, ' ').trim()).catch(() => '');
const ZONE = 'Asia/Ho_Chi_Minh';

const words = {
  en: { row: /^Sent by Lan: Instagram published .+ · X scheduled for .+ \(.+\)$/, times: /^Instagram published .+ · X scheduled for .+ \(.+\)$/, held: /^At the Hub: Instagram published .+ · X scheduled for .+ \(.+\)\.$/, mine: /^Instagram published .+ · X scheduled for .+ \(.+\)\.$/ },
  vi: { row: /^Do Lan gửi: Instagram đã đăng lúc .+ · X hẹn đăng lúc .+ \(.+\)$/, times: /^Instagram đã đăng lúc .+ · X hẹn đăng lúc .+ \(.+\)$/, held: /^Trên Hub: Instagram đã đăng lúc .+ · X hẹn đăng lúc .+ \(.+\)\.$/, mine: /^Instagram đã đăng lúc .+ · X hẹn đăng lúc .+ \(.+\)\.$/ },
};

describe('a post whose refused X was retried at a new time', () => {
  it('Bảo’s Library and Outbox and Lan’s Compose say each channel at the time of its own send', async () => {
    const { lan, bao } = members;
    await callValue(bao.page, 'review.setSettings', { approvalRequired: false });
    const P = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram', 'x'], caption: 'Cà phê trứng: X thử lại lúc khác' } }).then((d) => d.id);
    await callValue(lan.page, 'photos.add', { draftId: P, urls: ['https://images.example.com/caphe.jpg'] });
    const first = await sendWithXRefused<Job>(lan.page, team.hub(), P);
    const t2 = DateTime.now().setZone(ZONE).plus({ hours: 3 }).startOf('minute').toFormat("yyyy-MM-dd'T'HH:mm");
    const retry = await callValue<Job>(lan.page, 'jobs.retryFailed', { id: first.id, when: { scheduledAt: t2, timezone: ZONE } });
    await expect.poll(() => callValue<Job>(lan.page, 'jobs.get', { id: retry.id }).then((j) => j.post.state), { timeout: 60_000 }).toBe('scheduled');
    // The core: each channel's time, on Lan's laptop and on Bảo's.
    const timesOn = (p: Page) => callValue<Job['post']>(p, 'drafts.postState', { id: P }).then((s) => (s.times ?? []).map((x) => `${x.channels.join(',')} ${x.state} ${x.scheduledAt}`));
    await expect.poll(() => timesOn(lan.page), { timeout: 30_000 }).toEqual(['instagram published null', `x scheduled ${t2}`]);
    await expect.poll(() => timesOn(bao.page), { timeout: 60_000 }).toEqual(['instagram published null', `x scheduled ${t2}`]);

    for (const lang of ['en', 'vi'] as const) {
      for (const m of [lan, bao]) await useLanguage(m.page, lang);
      // Bảo's Library row: both times (before: "Sent by Lan · T1").
      await bao.page.goto(`${bao.host.origin}/#/library`);
      const row = bao.page.locator(`[data-draft-id="${P}"] [data-testid="row-sent-by"]`).first();
      await expect.poll(() => row.textContent().then((t) => (t ?? '').replace(/\s+/g, ' ').trim().replace(/ ·$/, '')).catch(() => ''), { timeout: 30_000 }).toMatch(words[lang].row);
      await row.scrollIntoViewIfNeeded();
      await closeToasts(bao.page);
      await themes(bao.page, 'h-sendtime/bao-library', lang);

      // Bảo's Outbox card of her first send: its own time (handed to the Hub), never the retry's "Scheduled for T2"; both times below.
      await bao.page.goto(`${bao.host.origin}/#/outbox`);
      const card = `[data-testid="team-send"][data-job-id="${first.id}"]`;
      await expect.poll(() => bao.page.locator(card).count(), { timeout: 60_000 }).toBe(1);
      // Walk 44a, 3: her first send and its retry are two cards of ONE post: the group's header counts posts and says the sends.
      await expect.poll(() => textOf(bao.page, '[data-testid="team-sends-count"]'), { timeout: 30_000 }).toBe(lang === 'en' ? '· 1 post (2 sends)' : '· 1 bài (2 lần gửi)');
      await expect.poll(() => bao.page.locator(`${card} [data-testid="post-time"]`).getAttribute('data-kind'), { timeout: 30_000 }).not.toBe('scheduledFor');
      await expect.poll(() => textOf(bao.page, `${card} [data-testid="post-times"]`), { timeout: 30_000 }).toMatch(words[lang].times);
      await bao.page.locator(card).scrollIntoViewIfNeeded();
      await closeToasts(bao.page);
      await themes(bao.page, 'h-sendtime/bao-outbox', lang);

      // Lan's own Outbox card of her first send: its own time (handed to the Hub), the retry's time said as the retry's.
      await lan.page.goto(`${lan.host.origin}/#/outbox`);
      const own = `[data-testid="outbox-jobs"] [data-job-id="${first.id}"]`;
      await expect.poll(() => lan.page.locator(own).count(), { timeout: 30_000 }).toBe(1);
      expect(await lan.page.locator(`${own} [data-testid="post-time"]`).getAttribute('data-kind')).toBe('handedAt');
      await lan.page.locator(own).scrollIntoViewIfNeeded();
      await closeToasts(lan.page);
      await themes(lan.page, 'h-sendtime/lan-outbox', lang);

      // Lan's Compose: what the Hub holds, each channel at its own time (before: "The Hub holds this post for T2"), and the state line too.
      await lan.page.goto(`${lan.host.origin}/#/compose/${encodeURIComponent(P)}`);
      await lan.page.waitForSelector('[data-testid="draft-state"]');
      await expect.poll(() => textOf(lan.page, '[data-testid="held-at"]'), { timeout: 30_000 }).toMatch(words[lang].held);
      await expect.poll(() => textOf(lan.page, '[data-testid="draft-post-times"]'), { timeout: 30_000 }).toMatch(words[lang].mine);
      expect(await lan.page.textContent('main')).not.toMatch(/The Hub holds this post for|Hub đang giữ bài này để đăng lúc/);
      await closeToasts(lan.page);
      await themes(lan.page, 'h-sendtime/lan-compose', lang);
      await lan.page.locator('[data-testid="held-at"]').scrollIntoViewIfNeeded();
      await themes(lan.page, 'h-sendtime/lan-compose-when', lang);
    }
    for (const m of [lan, bao]) await useLanguage(m.page, 'en');
  }, 300_000);
});
