/// <reference lib="dom" />
/**
 * h-retry (3): the by-line of a published SCHEDULED post, never shot before. Lan's laptop sends an approved post for
 * three hours ahead (in Ho Chi Minh City's time); the sandbox Hub runs on a ManualClock, which is advanced past that
 * time, so the Hub publishes it; Lan asks the Hub (the poller reads a scheduled post only around its time, on this
 * computer's clock), and the team shares the outcome with Bảo's laptop. The by-line in Compose and the Library (Bảo's:
 * "Published by Lan · sent … · scheduled for … (Ho Chi Minh City)"; Lan's Compose: "Published by you · …") and on the
 * Outbox cards ("Sent by … · …" under the card's own time) is read and shot light/dark × en/vi to
 * test-results/screens/hretry/.
 * One real team server and one sandbox Hub (started once for the file).
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ManualClock } from '../../src-main/common';
import { browserTeam } from './helpers/team';
import { approvedByBao, closeToasts, useLanAndBao } from './helpers/review-team';
import { callValue, themes, useLanguage } from './helpers/session';

const clock = new ManualClock(Date.now());
const team = browserTeam('postroom-ui-hretry-', { seed: 29, faults: 'none', clock });
const members = useLanAndBao(team);

const ZONE = 'Asia/Ho_Chi_Minh';
const postStateOf = (p: Page, id: string) => callValue<{ state: string }>(p, 'drafts.postState', { id }).then((s) => s.state);
const textOf = (p: Page, sel: string) => p.locator(sel).first().textContent().then((t) => (t ?? '').replace(/\s+/g, ' ').trim());
/** The wall time the app shows for `at` in ZONE, as the by-line writes it (Intl medium date, short time). */
const shown = (at: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: ZONE }).format(DateTime.fromISO(at, { zone: ZONE }).toJSDate());

describe('the by-line of a scheduled post the Hub published at its time', () => {
  it('says when it was sent and the time it was scheduled for, in Compose, the Library and the Outbox, on both laptops', async () => {
    const { lan, bao } = members;
    // Three hours ahead on the real clock, in Ho Chi Minh City's wall time (minutes only, as Compose writes it).
    const at = DateTime.fromMillis(Date.now() + 3 * 3600_000, { zone: ZONE }).toFormat("yyyy-MM-dd'T'HH:mm");
    const P = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram', 'threads'], caption: 'Bánh mì sáng thứ bảy: hẹn giờ đăng', scheduled_at: at, timezone: ZONE } }).then((d) => d.id);
    await approvedByBao(members, [P]);
    await expect.poll(() => callValue<Record<string, { state: string }>>(lan.page, 'review.get', { draftIds: [P] }).then((r) => r[P]?.state), { timeout: 30_000 }).toBe('approved');
    await callValue(lan.page, 'publish.start', { draftIds: [P] });
    await expect.poll(() => postStateOf(lan.page, P), { timeout: 60_000 }).toBe('scheduled');

    // The Hub's clock passes the post's time: it publishes it. Lan asks the Hub (its card's "Ask the Hub").
    // (The Hub's clock started with the file, before the team's set-up: it is moved to ten minutes past the post's time.)
    clock.advance(DateTime.fromISO(at, { zone: ZONE }).toMillis() + 10 * 60_000 - clock.now());
    const job = (await callValue<Array<{ id: string }>>(lan.page, 'jobs.list', { draftId: P }))[0]!;
    // Asked until the answer lands (a read of the poller's own may hold the job a moment: "try again when it is done";
    // once that read has the answer, asking is refused: the job is read instead).
    const read = () => callValue<{ post: { state: string } }>(lan.page, 'jobs.get', { id: job.id }).then((j) => j.post.state);
    await expect.poll(() => callValue<{ post: { state: string } }>(lan.page, 'jobs.askHub', { id: job.id }).then((j) => j.post.state, read), { timeout: 60_000 }).toBe('published');
    await expect.poll(() => postStateOf(lan.page, P), { timeout: 60_000 }).toBe('published');
    await expect.poll(() => postStateOf(bao.page, P), { timeout: 60_000 }).toBe('published');

    const lines: Record<string, string> = {};
    for (const lang of ['en', 'vi'] as const) {
      const locale = lang === 'en' ? 'en' : 'vi';
      const time = shown(at, locale);
      for (const m of [lan, bao]) if (lang === 'vi') await useLanguage(m.page, 'vi');
      // Compose, both laptops.
      for (const [m, who] of [[lan, 'lan'], [bao, 'bao']] as const) {
        await m.page.goto(`${m.host.origin}/#/compose/${encodeURIComponent(P)}`);
        await m.page.waitForSelector('[data-testid="draft-sent-by"]');
        await expect.poll(() => textOf(m.page, '[data-testid="draft-sent-by"]'), { timeout: 20_000 }).toContain(time);
        lines[`${who}-compose-${lang}`] = await textOf(m.page, '[data-testid="draft-sent-by"]');
        await closeToasts(m.page);
        await themes(m.page, `hretry/${who}-compose`, lang);
      }
      // Bảo's Library row (a teammate's send is named there; Lan's own row says its state).
      await bao.page.click('nav a[data-nav="library"]');
      await bao.page.waitForSelector(`[data-draft-id="${P}"] [data-testid="row-sent-by"]`);
      lines[`bao-library-${lang}`] = await textOf(bao.page, `[data-draft-id="${P}"] [data-testid="row-sent-by"]`);
      // The by-line says the time the send was for: the row does not say it a second time (it did, cut off at the row's end).
      expect(await bao.page.locator(`[data-draft-id="${P}"] [data-testid="row-scheduled"]`).count()).toBe(0);
      await bao.page.locator(`[data-draft-id="${P}"]`).scrollIntoViewIfNeeded();
      await closeToasts(bao.page);
      await themes(bao.page, 'hretry/bao-library', lang);
      await lan.page.click('nav a[data-nav="library"]');
      await lan.page.waitForSelector(`[data-draft-id="${P}"]`);
      lines[`lan-library-${lang}`] = await textOf(lan.page, `[data-draft-id="${P}"] .line2`);
      // Lan's own row names no sender (the Outbox is hers): its time is said once, by the row.
      expect(await lan.page.locator(`[data-draft-id="${P}"] [data-testid="row-sent-by"]`).count()).toBe(0);
      expect(await textOf(lan.page, `[data-draft-id="${P}"] [data-testid="row-scheduled"]`)).toContain(time);
      await closeToasts(lan.page);
      await themes(lan.page, 'hretry/lan-library', lang);
      // The Outbox cards: Lan's own, Bảo's of Lan's send.
      await lan.page.click('nav a[data-nav="outbox"]');
      const lanCard = `[data-testid="outbox-jobs"] [data-job-id="${job.id}"]`;
      await lan.page.waitForSelector(`${lanCard} [data-testid="post-sent-by"]`);
      lines[`lan-outbox-${lang}`] = `${await textOf(lan.page, `${lanCard} [data-testid="post-time"]`)} | ${await textOf(lan.page, `${lanCard} [data-testid="post-sent-by"]`)}`;
      await lan.page.locator(lanCard).scrollIntoViewIfNeeded();
      await closeToasts(lan.page);
      await themes(lan.page, 'hretry/lan-outbox', lang);
      await bao.page.click('nav a[data-nav="outbox"]');
      const baoCard = `[data-testid="team-send"][data-job-id="${job.id}"]`;
      await bao.page.waitForSelector(`${baoCard} [data-testid="post-sent-by"]`);
      lines[`bao-outbox-${lang}`] = `${await textOf(bao.page, `${baoCard} [data-testid="post-time"]`).catch(() => '')} | ${await textOf(bao.page, `${baoCard} [data-testid="post-sent-by"]`)}`;
      await bao.page.locator(baoCard).scrollIntoViewIfNeeded();
      await closeToasts(bao.page);
      await themes(bao.page, 'hretry/bao-outbox', lang);
    }
    for (const m of [lan, bao]) await useLanguage(m.page, 'en');
    // The words, read: the by-line's time is when it was SENT (this computer's clock), then the time the Hub was asked to
    // publish it at, in the post's zone as the app names it in a line (zoneName: the IANA name; the card's narrow
    // corner says the city). The Outbox card's corner says when it was published, its by-line only who sent it and when.
    const sched = (lang: 'en' | 'vi') => esc(`${lang === 'en' ? 'scheduled for' : 'hẹn đăng'} ${shown(at, lang)} (${ZONE})`);
    const sent = { en: 'sent .+', vi: 'gửi lúc .+' };
    expect(lines['lan-compose-en']).toMatch(new RegExp(`^Published by you · ${sent.en} · ${sched('en')}\\.$`));
    expect(lines['bao-compose-en']).toMatch(new RegExp(`^Published by Lan · ${sent.en} · ${sched('en')}\\.$`));
    expect(lines['bao-library-en']).toMatch(new RegExp(`^Published by Lan · ${sent.en} · ${sched('en')} ·$`));
    expect(lines['lan-compose-vi']).toMatch(new RegExp(`^Đã đăng bởi bạn · ${sent.vi} · ${sched('vi')}\\.$`));
    expect(lines['bao-compose-vi']).toMatch(new RegExp(`^Đã đăng bởi Lan · ${sent.vi} · ${sched('vi')}\\.$`));
    expect(lines['bao-library-vi']).toMatch(new RegExp(`^Đã đăng bởi Lan · ${sent.vi} · ${sched('vi')} ·$`));
    expect(lines['lan-library-en']).toMatch(new RegExp(`^Published Instagram, Threads · 1 photo · ${sched('en')}$`));
    expect(lines['lan-library-vi']).toMatch(new RegExp(`^Đã đăng Instagram, Threads · 1 ảnh · ${sched('vi')}$`));
    for (const [who, name] of [['lan', 'you'], ['bao', 'Lan']] as const) {
      expect(lines[`${who}-outbox-en`]).toMatch(new RegExp(`^Published at ${esc(shown(at, 'en'))} \\(Ho Chi Minh\\) \\| Sent by ${name} · .+$`));
    }
    expect(lines['lan-outbox-vi']).toMatch(new RegExp(`^Đã đăng lúc ${esc(shown(at, 'vi'))} \\(Ho Chi Minh\\) \\| Do bạn gửi · .+$`));
    expect(lines['bao-outbox-vi']).toMatch(new RegExp(`^Đã đăng lúc ${esc(shown(at, 'vi'))} \\(Ho Chi Minh\\) \\| Do Lan gửi · .+$`));
  }, 300_000);
});

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
