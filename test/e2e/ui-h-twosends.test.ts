/// <reference lib="dom" />
/**
 * h-twosends (walk 43b, 6), in Chromium: a team that requires approval; Bảo approved Lan's post and Lan published it;
 * then Lan withdrew it and sent it for review again, Bảo approved it again and sent it again as a new post, and the Hub's
 * answer timed out (upstream_timeout: outcome unknown). Before: both laptops' Library row said only Bảo's later send
 * ("Outcome unknown — sent by Bảo") while Lan's post is live at the Hub. Now each row says both sends (the core's sends,
 * drafts.list `sentSends`): "Published by you · …; Outcome unknown — sent by Bảo · …" on Lan's, the other way round on
 * Bảo's. Real team server and sandbox Hub; shots light/dark × en/vi of both Libraries.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { describe, expect, it } from 'vitest';
import { browserTeam } from './helpers/team';
import { approvedByBao, closeToasts, reviewOn, useLanAndBao } from './helpers/review-team';
import { callValue, themes, useLanguage } from './helpers/session';
import { sendsOn } from './helpers/sends-team';

const team = browserTeam('postroom-ui-h-twosends-', { seed: 4336, faults: 'none' });
const members = useLanAndBao(team);

const words = {
  en: {
    lan: /^Published by you · .+; Outcome unknown — sent by Bảo · .+$/,
    bao: /^Published by Lan · .+; Outcome unknown — sent by you · .+$/,
  },
  vi: {
    lan: /^Đã đăng bởi bạn · .+; Chưa rõ kết quả — do Bảo gửi · .+$/,
    bao: /^Đã đăng bởi Lan · .+; Chưa rõ kết quả — do bạn gửi · .+$/,
  },
};

describe("a draft Lan published and Bảo sent again, his send's outcome unknown", () => {
  it('both Library rows say both sends, each with who and its state', async () => {
    const { lan, bao } = members;
    const { id } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Bánh flan cuối tuần' } });
    await approvedByBao(members, [id]);
    await expect.poll(() => reviewOn(lan.page, id), { timeout: 30_000 }).toBe('approved');
    const first = await callValue<{ sent: number; notSent?: unknown[] }>(lan.page, 'publish.start', { draftIds: [id] });
    expect({ sent: first.sent, notSent: first.notSent ?? [] }).toEqual({ sent: 1, notSent: [] });
    await expect.poll(async () => (await callValue<{ state: string }>(lan.page, 'drafts.get', { id })).state, { timeout: 30_000 }).toBe('published');
    // The new approval: withdrawn, sent for review again, approved by Bảo, who sends it again as a new post.
    await callValue(lan.page, 'review.act', { draftId: id, action: 'withdraw' });
    await callValue(lan.page, 'review.act', { draftId: id, action: 'submit' });
    await expect.poll(() => reviewOn(bao.page, id), { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
    await expect.poll(() => reviewOn(lan.page, id), { timeout: 30_000 }).toBe('approved');
    // Bảo's laptop has Lan's send (the team shared it) before he sends it again.
    await expect.poll(async () => (await sendsOn(bao.page, id)).map((s) => `${s.post.by?.name ?? 'me'} ${s.post.state}`), { timeout: 30_000 }).toEqual(['Lan published']);
    team.hub().control.setFaults({ upstream_timeout: 1 });
    try {
      const again = await callValue<{ sent: number; notSent?: unknown[] }>(bao.page, 'publish.start', { draftIds: [id], again: true });
      expect({ sent: again.sent, notSent: again.notSent ?? [] }).toEqual({ sent: 1, notSent: [] });
      await expect.poll(async () => (await sendsOn(bao.page, id)).map((s) => `${s.post.by?.name ?? 'me'} ${s.post.state}`), { timeout: 60_000 }).toEqual(['Lan published', 'me unknown']);
    } finally {
      team.hub().control.setFaults('none');
    }

    await expect.poll(async () => (await sendsOn(lan.page, id)).map((s) => `${s.post.by?.name ?? 'me'} ${s.post.state}`), { timeout: 60_000 }).toEqual(['me published', 'Bảo unknown']);
    for (const lang of ['en', 'vi'] as const) {
      for (const [m, who] of [[lan, 'lan'], [bao, 'bao']] as const) {
        await useLanguage(m.page, lang);
        await m.page.goto(`${m.host.origin}/#/library`);
        const row = m.page.locator(`[data-draft-id="${id}"] [data-testid="row-sends"]`).first();
        await expect.poll(() => row.textContent().then((t) => (t ?? '').replace(/\s+/g, ' ').trim().replace(/ ·$/, '')).catch(() => ''), { timeout: 60_000 }).toMatch(words[lang][who]);
        expect(await m.page.locator(`[data-draft-id="${id}"] [data-testid="row-sent-by"]`).count()).toBe(0);
        await row.scrollIntoViewIfNeeded();
        await closeToasts(m.page);
        await themes(m.page, `h-twosends/${who}-library`, lang);
      }
    }
    for (const m of [lan, bao]) await useLanguage(m.page, 'en');
  }, 300_000);
});
