/// <reference lib="dom" />
/**
 * h-athub (walk 44a, 1), in real browsers: Lan (editor) writes a post to Instagram + X; Bảo (owner) approves and publishes
 * it; the Hub's X refuses; Bảo retries X for six days on (Ho Chi Minh City); the team then requires approval, and Lan
 * edits the post with X's time: back in Bảo's queue. On Bảo's laptop (the SENDER's) the queue's "Goes out" said "the Hub
 * holds this post for" the retry's time, and the at-Hub note (queue and Compose) "At the Hub since" the retry's minute.
 * Now the row says each channel at its own time (the core's atHub `times`), on one clock, and the note says the first
 * send's time. Shots light/dark × en/vi: Bảo's review queue and Compose.
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

const team = browserTeam('postroom-ui-h-athub-', { seed: 4402, faults: 'none' });
const members = useLanAndBao(team);

interface Job { id: string; state: string; sentAt?: string | null; createdAt: string; post: { state: string } }
interface Review { state: string; stale: boolean; atHub?: { state: string; since: string; times?: unknown[] } | null }
const reviewOn = (p: Page, id: string): Promise<Review | null> => callValue<Record<string, Review>>(p, 'review.get', { draftIds: [id] }).then((r) => r[id] ?? null).catch(() => null);
const textOf = (p: Page, sel: string) => p.locator(sel).first().textContent().then((t) => (t ?? '').replace(/\s+/g, ' ').trim()).catch(() => '');
const ZONE = 'Asia/Ho_Chi_Minh';

const words = {
  en: /Instagram published .+ \(Asia\/Ho_Chi_Minh\) · X scheduled for .+ \(Asia\/Ho_Chi_Minh\)/,
  vi: /Instagram đã đăng lúc .+ \(Asia\/Ho_Chi_Minh\) · X hẹn đăng lúc .+ \(Asia\/Ho_Chi_Minh\)/,
};

describe('a post at the Hub whose refused X was retried for another day, on the sender’s laptop', () => {
  it('its review row says each channel’s time, and "At the Hub since" the first send', async () => {
    const { lan, bao } = members;
    await callValue(bao.page, 'review.setSettings', { approvalRequired: false });
    const P = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram', 'x'], caption: 'Flash 3: giảm 30% hôm nay' } }).then((d) => d.id);
    await callValue(lan.page, 'photos.add', { draftId: P, urls: ['https://images.example.com/flash3.jpg'] });
    await callValue(lan.page, 'review.act', { draftId: P, action: 'submit' });
    await expect.poll(async () => (await reviewOn(bao.page, P))?.state, { timeout: 60_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: P, action: 'approve' });
    const first = await sendWithXRefused<Job>(bao.page, team.hub(), P);
    const t2 = DateTime.now().setZone(ZONE).plus({ days: 6 }).set({ hour: 10, minute: 0 }).startOf('minute').toFormat("yyyy-MM-dd'T'HH:mm");
    // The retry goes a little after the first send (Marc's: 10:22, then 10:23).
    await new Promise((r) => setTimeout(r, 1_500));
    const retry = await callValue<Job>(bao.page, 'jobs.retryFailed', { id: first.id, when: { scheduledAt: t2, timezone: ZONE } });
    await expect.poll(() => callValue<Job>(bao.page, 'jobs.get', { id: retry.id }).then((j) => j.post.state), { timeout: 60_000 }).toBe('scheduled');
    await callValue(bao.page, 'review.setSettings', { approvalRequired: true });
    await expect.poll(async () => (await reviewOn(lan.page, P))?.state, { timeout: 60_000 }).toBe('approved');
    await callValue(lan.page, 'drafts.update', { id: P, patch: { caption: 'Flash 3: giảm 30% hôm nay (sửa)', scheduled_at: t2, timezone: ZONE } });
    await expect.poll(async () => await reviewOn(bao.page, P), { timeout: 60_000 }).toMatchObject({ state: 'in_review', stale: true, atHub: { state: 'scheduled' } });
    const sent = (await callValue<Job[]>(bao.page, 'jobs.list', { draftId: P })).find((j) => j.id === first.id)!;
    const firstAt = new Date(sent.sentAt ?? sent.createdAt).getTime();
    // The core's fact on the sender's laptop: since the first send, each channel's time.
    const at = (await reviewOn(bao.page, P))!.atHub!;
    expect(Date.parse(at.since)).toBe(firstAt);
    expect(at.times).toHaveLength(2);

    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(bao.page, lang);
      await bao.page.goto(`${bao.host.origin}/#/review`);
      const goes = `tr[data-draft-id="${P}"] [data-testid="review-time"]`;
      // Walk 44a: each channel's time is said under the row (the column stays compact: the edit's time, and a short line).
      await expect.poll(() => textOf(bao.page, `[data-at-hub-of="${P}"] [data-testid="review-hub-times"]`), { timeout: 30_000 }).toMatch(words[lang]);
      expect(await textOf(bao.page, goes)).toMatch(lang === 'en' ? /needs another time first$/ : /cần chọn giờ khác trước$/);
      // Vietnamese word order (walk 44a: "cần chọn giờ khác 10:00 5 thg 12, 2026 trước"): "một giờ khác ngoài <time>".
      expect(await textOf(bao.page, `[data-at-hub-of="${P}"] [data-testid="review-hub-times"]`)).toMatch(lang === 'en' ? /^If sent again as a new post, it needs another time than .+ first\. At the Hub, each channel: / : /^Nếu gửi lại thành bài mới, trước tiên cần chọn một giờ khác ngoài .+\. Trên Hub, từng kênh: /);
      expect(await textOf(bao.page, goes)).not.toMatch(/the Hub holds this post for|Hub đang giữ bài này lúc|published|đã đăng/);
      // Compact: the column is no taller than its neighbours' words need (was ten lines: "cần chọn giờ khác 10:00 5 thg 12, 2026 trước (trên Hub: …)").
      expect(await bao.page.locator(goes).evaluate((el) => el.getBoundingClientRect().height)).toBeLessThan(130);
      // On the browser's clock, as the note says it.
      const since = await bao.page.evaluate(([ms, l]) => new Date(ms).toLocaleString(l, { dateStyle: 'medium', timeStyle: 'short' }), [firstAt, lang] as const);
      await expect.poll(() => textOf(bao.page, `[data-at-hub-of="${P}"] [data-testid="review-at-hub"]`), { timeout: 30_000 }).toContain(since.replace(/\s+/g, ' '));
      await bao.page.locator(goes).scrollIntoViewIfNeeded();
      await closeToasts(bao.page);
      await themes(bao.page, 'h-athub/bao-review', lang);

      await bao.page.goto(`${bao.host.origin}/#/compose/${encodeURIComponent(P)}`);
      await expect.poll(() => textOf(bao.page, '[data-testid="review-at-hub"]'), { timeout: 30_000 }).toContain(since.replace(/\s+/g, ' '));
      await bao.page.locator('[data-testid="review-at-hub"]').first().scrollIntoViewIfNeeded();
      await closeToasts(bao.page);
      await themes(bao.page, 'h-athub/bao-compose', lang);
    }
    await useLanguage(bao.page, 'en');
  }, 300_000);
});
