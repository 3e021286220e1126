/// <reference lib="dom" />
/**
 * w10camp (walk 10, finding 2 and 5c): Lan and Bảo press "Send 2 posts" on one campaign at the same moment (here:
 * the team server cut, Bảo first, then Lan); a third post waits for the changes Bảo asked for. The Hub holds each
 * post once; Lan's calls were replays of Bảo's. Once the team's outcomes arrive, Lan's Send tab said "State: nothing
 * sent: every post has problems · 1 held back (…) · 2 sent by Bảo"; its batch line "1 not sent (problems)" of the post
 * held for changes requested; Bảo's own Send tab "Bảo asked for changes". Now: "State: sent", "1 held back: changes
 * requested", "You asked for changes".
 * A real team server (restarted on its port and data) and a sandbox Hub, once for the file. Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { describe, expect, it } from 'vitest';
import { callValue, themes, useLanguage } from './helpers/session';
import { campaignStatus, closeToasts, texts, useCampReplayTeam } from './helpers/camp-replay-team';
import { reviewOn } from './helpers/review-team';

const { team, sendBothCut } = useCampReplayTeam('postroom-ui-w10camp-replay-', 103);
let campaignId = '';
const tag = 'Lumen — W10 F2';

describe("Lan's laptop, whose campaign send was a replay of Bảo's", () => {
  it('says sent (by Bảo), the held post by its hold, and Bảo reads "You asked for changes"', async () => {
    const { lan, bao } = team;
    const ids: string[] = [];
    for (const k of ['a', 'b', 'c']) {
      const { id } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: `${tag} ${k}` } });
      await callValue(lan.page, 'photos.add', { draftId: id, urls: [`https://images.example.com/w10-${k}.jpg`] });
      await callValue(lan.page, 'review.act', { draftId: id, action: 'submit' });
      ids.push(id);
    }
    campaignId = (await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: 'W10 — Lumen' })).id;
    await callValue(lan.page, 'campaigns.addDrafts', { id: campaignId, draftIds: ids });
    for (const id of ids) await expect.poll(() => reviewOn(bao.page, id), { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: ids[0]!, action: 'approve' });
    await callValue(bao.page, 'review.act', { draftId: ids[1]!, action: 'approve' });
    await callValue(bao.page, 'review.act', { draftId: ids[2]!, action: 'request_changes', comment: 'Ấm hơn nhé' });
    for (const id of ids.slice(0, 2)) await expect.poll(() => reviewOn(lan.page, id), { timeout: 30_000 }).toBe('approved');
    await expect.poll(() => reviewOn(lan.page, ids[2]!), { timeout: 30_000 }).toBe('changes_requested');
    await sendBothCut(campaignId, 'bao-first', tag, 2);
    await expect.poll(() => campaignStatus(lan.page, campaignId).then((s) => `${s.handed} handed, ${s.teamSent ?? 0} by a teammate`), { timeout: 60_000 }).toBe('0 handed, 2 by a teammate');

    // The Campaigns list says the core's word too.
    const list = await callValue<Array<{ id: string; sendState: string; word?: string }>>(lan.page, 'campaigns.listStates', {});
    expect(list.find((x) => x.id === campaignId)).toMatchObject({ sendState: 'done', word: 'donePartly' });
    for (const lang of ['en', 'vi'] as const) {
      const page = lan.page;
      await useLanguage(page, lang);
      await page.goto(`${lan.host.origin}/#/campaigns/${encodeURIComponent(campaignId)}`);
      await page.click('[data-tab="send"]');
      await expect.poll(() => texts(page, 'send-team-sent'), { timeout: 20_000 }).toEqual([lang === 'en' ? '· 2 sent by Bảo (a teammate)' : '· 2 bài do Bảo (thành viên nhóm) gửi']);
      const state = (await texts(page, 'send-state'))[0] ?? '';
      expect(state).toMatch(lang === 'en' ? /^State: partly sent/ : /đã gửi/);
      expect(state).not.toMatch(lang === 'en' ? /nothing sent|has problems/ : /có lỗi/);
      const legend = await page.locator('[data-testid="batches"] [data-legend="skipped"]').allTextContents();
      expect(legend.map((t) => t.trim())).toEqual([lang === 'en' ? '1 held back: changes requested' : '1 bị giữ lại: được yêu cầu sửa']);
      await closeToasts(page);
      await themes(page, 'w10camp/lan-send-tab', lang);

      const b = bao.page;
      await useLanguage(b, lang);
      await b.goto(`${bao.host.origin}/#/campaigns/${encodeURIComponent(campaignId)}`);
      await b.click('[data-tab="send"]');
      await b.waitForSelector('[data-testid="send-state"]', { timeout: 20_000 });
      // The hold's words come with the Send tab's second read (the team's outcomes): wait for them under load (ci46
      // read the tab before they came), then check the false words are not there.
      const mainText = async (): Promise<string> => (await b.locator('main').textContent()) ?? '';
      await expect.poll(mainText, { timeout: 20_000 }).toMatch(lang === 'en' ? /you asked for changes|You asked for changes/ : /bạn yêu cầu sửa|Bạn yêu cầu sửa/);
      expect(await mainText()).not.toMatch(lang === 'en' ? /Bảo asked for changes/ : /Bảo yêu cầu sửa/);
      await closeToasts(b);
      await themes(b, 'w10camp/bao-send-tab', lang);
    }
    await useLanguage(lan.page, 'en');
    await useLanguage(bao.page, 'en');
  });
});
