/// <reference lib="dom" />
/**
 * w9camp (walk 9, F3): Lan and Bảo press "Send 2 posts" on one approved campaign at the same moment (here: with the
 * team server cut, Lan first, then Bảo); the Hub holds each post once, Bảo's calls were replays of Lan's. Once the
 * team's outcomes arrive, Bảo's laptop says Lan sent them: the Send tab ("2 sent by Lan (a teammate)", not "2 sent
 * for publishing"), the Posts tab's Send column ("sent by Lan") and the Campaigns list — all from the campaign's one
 * status. Before: "State: sent · 2 sent for publishing", "sent for publishing", "Send: sent", nowhere Lan.
 * A real team server (restarted on its port and data) and a sandbox Hub, once for the file. Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { describe, expect, it } from 'vitest';
import { callValue, themes, useLanguage } from './helpers/session';
import { campaignStatus, closeToasts, texts, useCampReplayTeam } from './helpers/camp-replay-team';
import { reviewOn } from './helpers/review-team';

const { team, sendBothCut } = useCampReplayTeam('postroom-ui-w9camp-replay-', 93);
let campaignId = '';
const tag = 'Áo dài Hội An — F3';

describe("Bảo's laptop, whose campaign send was a replay of Lan's", () => {
  it('says Lan sent the posts: Send tab, Posts tab, Campaigns list', async () => {
    const { lan, bao, hub } = team;
    const ids: string[] = [];
    for (const k of ['a', 'b']) {
      const { id } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: `${tag} ${k}` } });
      await callValue(lan.page, 'photos.add', { draftId: id, urls: [`https://images.example.com/f3-${k}.jpg`] });
      await callValue(lan.page, 'review.act', { draftId: id, action: 'submit' });
      ids.push(id);
    }
    campaignId = (await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: 'F3 — Áo dài' })).id;
    await callValue(lan.page, 'campaigns.addDrafts', { id: campaignId, draftIds: ids });
    for (const id of ids) {
      await expect.poll(() => reviewOn(bao.page, id), { timeout: 30_000 }).toBe('in_review');
      await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
    }
    for (const id of ids) await expect.poll(() => reviewOn(lan.page, id), { timeout: 30_000 }).toBe('approved');
    await sendBothCut(campaignId, 'lan-first', tag, 2);
    await expect.poll(() => campaignStatus(bao.page, campaignId).then((s) => `${s.handed} handed, ${s.teamSent ?? 0} by a teammate`), { timeout: 60_000 }).toBe('0 handed, 2 by a teammate');
    expect(await campaignStatus(lan.page, campaignId)).toMatchObject({ handed: 2, teamSent: 0 });
    expect(hub.control.publishedPosts().filter((p) => (p.caption ?? '').startsWith(tag))).toHaveLength(2);

    const page = bao.page;
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await page.goto(`${bao.host.origin}/#/campaigns/${encodeURIComponent(campaignId)}`);
      await page.click('[data-tab="send"]');
      await expect.poll(() => texts(page, 'send-team-sent'), { timeout: 20_000 }).toEqual([lang === 'en' ? '· 2 sent by Lan (a teammate)' : '· 2 bài do Lan (thành viên nhóm) gửi']);
      expect((await texts(page, 'send-state'))[0]).not.toMatch(lang === 'en' ? /sent for publishing/ : /đã chuyển đi đăng/);
      await closeToasts(page);
      await themes(page, 'w9camp/replay-send-tab', lang);
      await page.click('[data-tab="posts"]');
      await expect.poll(() => texts(page, 'post-send-team'), { timeout: 20_000 }).toEqual(lang === 'en' ? ['sent by Lan', 'sent by Lan'] : ['Lan đã gửi', 'Lan đã gửi']);
      await closeToasts(page);
      await themes(page, 'w9camp/replay-posts-tab', lang);
      await page.goto(`${bao.host.origin}/#/campaigns`);
      await expect.poll(() => page.getAttribute(`[data-testid="campaign-list-state"][data-team-sent]`, 'data-team-sent', { timeout: 1000 }).catch(() => null), { timeout: 20_000 }).toBe('2');
      await closeToasts(page);
      await themes(page, 'w9camp/replay-campaigns-list', lang);
    }
    await useLanguage(page, 'en');
  });
});
