/// <reference lib="dom" />
/**
 * w43cal (walk 43a), in real browsers: a team that does not require approval; Lan's post to Instagram + X sent now; the
 * Hub's X refused it; she retried X for a new time (T2, six days on, 10:00 Europe/Berlin). Before: Lan's own Library row
 * said "Scheduled · Instagram, X · scheduled for T2" (Instagram published today), her calendar had one chip at T2 naming
 * both channels and nothing today, and Bảo's calendar had the post nowhere. Now her row says each channel's time (the
 * core's `times`), and both calendars have a chip today (Instagram, published) and one at T2 (X, scheduled), each naming
 * its own channels. Shots light/dark × en/vi: Lan's Library, both calendars on each day.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { browserTeam } from './helpers/team';
import { closeToasts, useLanAndBao } from './helpers/review-team';
import { callValue, themes, useLanguage } from './helpers/session';
import { calendarAt } from './helpers/calendar';
import { sendWithXRefused } from './helpers/refused-channel';

const team = browserTeam('postroom-ui-w43cal-', { seed: 4343, faults: 'none' });
const members = useLanAndBao(team);

interface Job { id: string; state: string; post: { state: string } }
interface Entry { id: string; state: string; platforms: string[]; sent_at?: string | null; scheduled_at: string | null; part?: true; sent_by?: { name: string } | null }
const ZONE = 'Europe/Berlin';

const words = {
  en: { row: /^Instagram published .+ · X scheduled for .+ \(.+\)$/ },
  vi: { row: /^Instagram đã đăng lúc .+ · X hẹn đăng lúc .+ \(.+\)$/ },
};

describe('a post whose refused X was retried at a new time', () => {
  it('Lan’s own Library row says each channel’s time; both calendars have a chip on each day, each with its own channel', async () => {
    const { lan, bao } = members;
    await callValue(bao.page, 'review.setSettings', { approvalRequired: false });
    const P = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram', 'x'], caption: 'Giờ vàng: X thử lại tuần sau' } }).then((d) => d.id);
    await callValue(lan.page, 'photos.add', { draftId: P, urls: ['https://images.example.com/caphe.jpg'] });
    const first = await sendWithXRefused<Job>(lan.page, team.hub(), P);
    const t2 = DateTime.now().setZone(ZONE).plus({ days: 6 }).set({ hour: 10, minute: 0, second: 0, millisecond: 0 });
    const at2 = t2.toFormat("yyyy-MM-dd'T'HH:mm");
    const retry = await callValue<Job>(lan.page, 'jobs.retryFailed', { id: first.id, when: { scheduledAt: at2, timezone: ZONE } });
    await expect.poll(() => callValue<Job>(lan.page, 'jobs.get', { id: retry.id }).then((j) => j.post.state), { timeout: 60_000 }).toBe('scheduled');

    // The core's calendar on both laptops: a part today (Instagram, published) and one at T2 (X, scheduled).
    const range = { from: new Date(Date.now() - 3 * 86_400_000).toISOString(), to: new Date(t2.toMillis() + 3 * 86_400_000).toISOString() };
    const partsOn = (p: Page) => callValue<Entry[]>(p, 'calendar.range', range).then((l) => l.filter((e) => e.id === P).map((e) => `${e.platforms.join(',')} ${e.state} ${e.scheduled_at} ${e.part ? 'part' : 'whole'} ${e.sent_by?.name ?? '-'}`));
    await expect.poll(() => partsOn(lan.page), { timeout: 30_000 }).toEqual(['instagram published null part -', `x scheduled ${at2} part -`]);
    await expect.poll(() => partsOn(bao.page), { timeout: 60_000 }).toEqual(['instagram published null part Lan', `x scheduled ${at2} part Lan`]);
    const sentAt = (await callValue<Entry[]>(lan.page, 'calendar.range', range)).find((e) => e.id === P && e.sent_at)!.sent_at!;

    for (const lang of ['en', 'vi'] as const) {
      for (const m of [lan, bao]) await useLanguage(m.page, lang);
      // Lan's own Library row: each channel's time (before: "Scheduled · … scheduled for T2").
      await lan.page.goto(`${lan.host.origin}/#/library`);
      const row = lan.page.locator(`[data-draft-id="${P}"] [data-testid="row-sent-times"]`).first();
      await expect.poll(() => row.textContent().then((t) => (t ?? '').replace(/\s+/g, ' ').trim().replace(/ ·$/, '')).catch(() => ''), { timeout: 30_000 }).toMatch(words[lang].row);
      expect(await lan.page.locator(`[data-draft-id="${P}"] [data-testid="row-scheduled"]`).count()).toBe(0);
      await row.scrollIntoViewIfNeeded();
      await closeToasts(lan.page);
      await themes(lan.page, 'w43cal/lan-library', lang);

      for (const m of [lan, bao]) {
        const who = m === lan ? 'lan' : 'bao';
        const today = await m.page.evaluate((iso) => { const d = new Date(iso); return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`; }, sentAt);
        for (const [day, state, channel, shot] of [[today, 'published', /Instagram/, 'today'], [t2.toFormat('yyyy-MM-dd'), 'scheduled', /X/, 't2']] as const) {
          await calendarAt(m.page, day);
          const chips = m.page.locator(`.day[data-day="${day}"] [data-entry="${P}"]`);
          await expect.poll(() => chips.count(), { timeout: 20_000 }).toBe(1);
          expect(await chips.getAttribute('data-state')).toBe(state);
          const title = (await chips.getAttribute('title')) ?? '';
          expect(title).toMatch(channel);
          expect(title).not.toMatch(state === 'published' ? /\bX\b/ : /Instagram/);
          await closeToasts(m.page);
          await chips.scrollIntoViewIfNeeded();
          await themes(m.page, `w43cal/${who}-calendar-${shot}`, lang);
        }
      }
    }
    for (const m of [lan, bao]) await useLanguage(m.page, 'en');
  }, 300_000);
});
