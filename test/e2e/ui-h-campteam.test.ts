/// <reference lib="dom" />
/**
 * h-campteam (walk 44b, 1): Lan's campaign Send while the Hub does not answer (her calls never reached it: retrying under
 * their keys). On Chi's laptop, after the team's outcomes arrived, the header said "2 posts · 2 sent (by Lan)" and the Send
 * tab "All 2 posts were already sent by Lan: they are not sent again". Now both read the core's `toHub` (campaigns to-hub.ts
 * teamWaiting): "2 handed to the Outbox (by Lan): 0 at the Hub, 2 waiting to reach it", and the Send tab says they wait on
 * Lan's computer. In real browsers on one real team server and one sandbox Hub (closed before Lan's Send). Shots light/dark
 * × en/vi: test-results/screens/h-campteam/. h-lostcancel (walk 44b, 3): the Posts tab's rows of Lan's posts read "Sending · Lan"
 * while queued on Lan's computer; now "Waiting to reach the Hub · Lan" (shots h-lostcancel/chi-posts).
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../src-main/sandbox';
import { browserTeam, type TeamMember } from './helpers/team';
import { callValue, themes, useLanguage } from './helpers/session';
import { openSend, textOf as text } from './helpers/send-tab';

const team = browserTeam('postroom-ui-h-campteam-', { seed: 4402, faults: 'none' });
let hub: SandboxHandle;
let lan: TeamMember;
let chi: TeamMember;
let campaignId = '';

async function settle<T>(get: () => Promise<T | undefined>, want: T, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (JSON.stringify(await get().catch(() => undefined)) !== JSON.stringify(want)) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${JSON.stringify(want)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
type Status = { word?: string; toHub?: { waiting: number } };
const status = (m: TeamMember) => callValue<Status>(m.page, 'campaigns.status', { id: campaignId });

beforeAll(async () => {
  ({ hub } = await team.start());
  [lan, chi] = await Promise.all([team.member('Lan', 'editor'), team.member('Chi', 'owner')]);
  for (const m of [lan, chi]) await team.join(m, { key: true });
  await callValue(chi.page, 'review.setSettings', { approvalRequired: false });
  const ids: string[] = [];
  for (const caption of ['Cà phê muối — mở cửa 7h', 'Bánh mì chảo — sáng thứ Bảy']) {
    const d = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_caphe', platforms: ['x'], caption } });
    await callValue(lan.page, 'photos.add', { draftId: d.id, urls: ['https://images.example.com/h-campteam.jpg'] });
    ids.push(d.id);
  }
  campaignId = (await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: 'Cut by the outage' })).id;
  await callValue(lan.page, 'campaigns.addDrafts', { id: campaignId, draftIds: ids });
  await hub.close();
  await callValue(lan.page, 'campaigns.send', { id: campaignId });
  await settle(() => status(lan).then((s) => s.toHub?.waiting), 2);
  await settle(() => status(chi).then((s) => s.word), 'waitingHub');
}, 300_000);

afterAll(() => team.stop());

describe("Chi's laptop: Lan's campaign whose calls never reached the Hub", () => {
  it('the header and the Send tab say handed by Lan, waiting to reach the Hub on her computer, never "sent"', async () => {
    const { page } = chi;
    const words = {
      // h-campwords2 (walk 45b, 3): where they wait, as `campaign status` says it (the core's waitingBy), never "this computer could not reach the Hub".
      en: { head: "2 handed to the Outbox (by Lan): 0 at the Hub, 2 waiting to reach it (queued on Lan's computer: it sends them under the same keys once the Hub answers)", note: "All 2 posts were handed to the Outbox by Lan: 0 at the Hub, 2 waiting to reach it on Lan's computer" },
      vi: { head: '2 bài đang chờ tới Hub (đang xếp hàng trên máy của Lan: máy đó sẽ gửi chúng với cùng các khóa khi Hub trả lời)', note: 'Cả 2 bài đã được Lan chuyển vào Hộp thư đi: 0 bài đã tới Hub, 2 bài đang chờ tới Hub trên máy của Lan' },
    } as const;
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await openSend(page, campaignId);
      await expect.poll(() => text(page, '[data-testid="campaign-summary"]'), { timeout: 30_000 }).toContain(words[lang].head);
      expect(await text(page, '[data-testid="campaign-summary"]')).not.toMatch(/this computer could not reach|máy tính này không kết nối/);
      await themes(page, 'h-campteam/chi-send', lang, { closeToasts: true });
      await expect.poll(() => text(page, '[data-testid="send-all-team-waiting"]'), { timeout: 30_000 }).toContain(words[lang].note);
      expect(await page.locator('[data-testid="send-all-team-sent"]').count()).toBe(0);
      // The state line: queued on Lan's computer, never "2 sent by Lan".
      expect(await text(page, '[data-testid="send-team-queued"]')).toBe(lang === 'en' ? "· 2 queued on Lan's computer (a teammate)" : '· 2 bài đang xếp hàng trên máy của Lan (thành viên nhóm)');
      expect(await page.locator('[data-testid="send-team-sent"]').count()).toBe(0);
    }
    await useLanguage(page, 'en');
  });

  it('h-lostcancel (walk 44b, 3): the Posts tab rows say "Waiting to reach the Hub · Lan", never "Sending · Lan"', async () => {
    const { page } = chi;
    const word = { en: 'Waiting to reach the Hub · Lan', vi: 'Đang chờ tới Hub · Lan' } as const;
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await page.evaluate((c) => (location.hash = `#/campaigns/${c}`), campaignId);
      await page.waitForSelector('[data-testid="campaign-view"]');
      await page.click('[data-tab="posts"]');
      const rows = page.locator('[data-testid="post-sent-by"]');
      await expect.poll(() => rows.allTextContents().then((t) => t.map((x) => x.replace(/\s+/g, ' ').trim())), { timeout: 30_000 }).toEqual([word[lang], word[lang]]);
      expect(await rows.first().getAttribute('data-waiting-hub')).toBe('true');
      await themes(page, 'h-lostcancel/chi-posts', lang, { closeToasts: true });
    }
    await useLanguage(page, 'en');
  });
});
