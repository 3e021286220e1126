/// <reference lib="dom" />
/**
 * h-twotimes (walk 45a, 1), in Chromium: Lan sent a draft for Dec 2 09:00 (Asia/Ho_Chi_Minh); Bảo sent it again as a new
 * post for Dec 3 09:00. The Hub holds two posts. Before: each laptop's Library row named both senders but gave ONE time,
 * its own send's ("Sent by you · …; Sent by Bảo · … · scheduled for Dec 2" on Lan's, "… scheduled for Dec 3" on Bảo's).
 * Now the row says each post's time and who sent it ("2 posts at the Hub: Dec 2 … by you; Dec 3 … by Bảo"; the
 * core's sends, drafts.list `sentSends`, words lib/postState.ts heldPostsLine; its title each send whole, sendsLine) and
 * no single time beside them: the same times on both laptops; the campaign Posts tab row names both sends the same way.
 * Real team server and sandbox Hub; shots light/dark × en/vi of both Libraries and Posts tabs.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { describe, expect, it } from 'vitest';
import { browserTeam } from './helpers/team';
import { closeToasts } from './helpers/review-team';
import { callValue, themes, useLanguage } from './helpers/session';
import { sendsOn, useSendingTeam, type Send } from './helpers/sends-team';

const team = browserTeam('postroom-ui-h-twotimes-', { seed: 4511, faults: 'none' }, { teamName: 'Sóng Agency' });
const members = useSendingTeam(team);
const ZONE = 'Asia/Ho_Chi_Minh';
const year = new Date().getUTCFullYear() + 1;

const words = {
  en: {
    lan: new RegExp(`^2 posts at the Hub: Dec 2, ${year}, 9:00 AM by you; Dec 3, ${year}, 9:00 AM by Bảo \\(Asia/Ho_Chi_Minh\\)$`),
    bao: new RegExp(`^2 posts at the Hub: Dec 2, ${year}, 9:00 AM by Lan; Dec 3, ${year}, 9:00 AM by you \\(Asia/Ho_Chi_Minh\\)$`),
  },
  vi: {
    lan: new RegExp(`^2 bài trên Hub: 09:00 2 thg 12, ${year} do bạn gửi; 09:00 3 thg 12, ${year} do Bảo gửi \\(Asia/Ho_Chi_Minh\\)$`),
    bao: new RegExp(`^2 bài trên Hub: 09:00 2 thg 12, ${year} do Lan gửi; 09:00 3 thg 12, ${year} do bạn gửi \\(Asia/Ho_Chi_Minh\\)$`),
  },
  /** The row's title: each send whole, with its own time. */
  title: {
    en: /^Sent by \S+ · .+ · scheduled for Dec 2, .+; Sent by \S+ · .+ · scheduled for Dec 3, .+$/,
    vi: /^Do \S+ gửi · .+ · hẹn đăng 09:00 2 thg 12, .+; Do \S+ gửi · .+ · hẹn đăng 09:00 3 thg 12, .+$/,
  },
};

describe('a draft Lan sent for Dec 2 and Bảo sent again as a new post for Dec 3', () => {
  it('both Library rows say each send with its own time, and no one time beside them', async () => {
    const { lan, bao } = members;
    const { id } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Áo dài mới cho mùa lễ hội', scheduled_at: `${year}-12-02T09:00`, timezone: ZONE } });
    await callValue(lan.page, 'photos.add', { draftId: id, urls: ['https://images.example.com/aodai.jpg'] });
    expect((await callValue<{ sent: number }>(lan.page, 'publish.start', { draftIds: [id] })).sent).toBe(1);
    await expect.poll(async () => (await sendsOn(bao.page, id)).map((s) => `${s.post.by?.name ?? 'me'} ${s.post.state}`), { timeout: 30_000 }).toEqual(['Lan scheduled']);
    await callValue(bao.page, 'drafts.update', { id, patch: { scheduled_at: `${year}-12-03T09:00`, timezone: ZONE } });
    expect((await callValue<{ sent: number }>(bao.page, 'publish.start', { draftIds: [id], again: true })).sent).toBe(1);
    await expect.poll(async () => (await sendsOn(lan.page, id) as Array<Send & { post: { scheduledAt?: string | null } }>).map((s) => `${s.post.by?.name ?? 'me'} ${s.post.state} ${s.post.scheduledAt}`), { timeout: 60_000 })
      .toEqual([`me scheduled ${year}-12-02T09:00`, `Bảo scheduled ${year}-12-03T09:00`]);

    for (const lang of ['en', 'vi'] as const) {
      for (const [m, who] of [[lan, 'lan'], [bao, 'bao']] as const) {
        await useLanguage(m.page, lang);
        await m.page.goto(`${m.host.origin}/#/library`);
        const row = m.page.locator(`[data-draft-id="${id}"] [data-testid="row-sends"]`).first();
        await expect.poll(() => row.textContent().then((t) => (t ?? '').replace(/\s+/g, ' ').trim().replace(/ ·$/, '')).catch(() => ''), { timeout: 60_000 }).toMatch(words[lang][who]);
        // The row's own one time (this laptop's send's) is not said beside the sends (was: Dec 2 on Lan's, Dec 3 on Bảo's).
        expect(await m.page.locator(`[data-draft-id="${id}"] [data-testid="row-scheduled"]`).count()).toBe(0);
        expect(await row.getAttribute('title')).toMatch(words.title[lang]);
        await closeToasts(m.page);
        await themes(m.page, `h-twotimes/${who}-library`, lang);
      }
    }

    // The campaign's Posts tab: the row names both sends, who and when (the Library row's words), never "Scheduled · Bảo"
    // over "sent from here" on Lan's and "sent by Lan" on Bảo's (one row, a different sender on each laptop).
    const camp = await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: 'Tháng 12' });
    await callValue(lan.page, 'campaigns.addDrafts', { id: camp.id, draftIds: [id] });
    for (const lang of ['en', 'vi'] as const) {
      for (const [m, who] of [[lan, 'lan'], [bao, 'bao']] as const) {
        await useLanguage(m.page, lang);
        await m.page.goto(`${m.host.origin}/#/campaigns/${encodeURIComponent(camp.id)}`);
        const cell = m.page.locator('[data-testid="post-sends"]').first();
        await expect.poll(() => cell.textContent().then((t) => (t ?? '').replace(/\s+/g, ' ').trim()).catch(() => ''), { timeout: 60_000 }).toMatch(words[lang][who]);
        expect(await cell.getAttribute('title')).toMatch(words.title[lang]);
        expect(await m.page.locator('[data-testid="post-sent-by"], [data-testid="post-send-here"], [data-testid="post-send-team"]').count()).toBe(0);
        await closeToasts(m.page);
        await themes(m.page, `h-twotimes/${who}-campaign-posts`, lang);
      }
    }
    for (const m of [lan, bao]) await useLanguage(m.page, 'en');
  }, 300_000);
});
