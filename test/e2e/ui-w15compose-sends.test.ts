/// <reference lib="dom" />
/**
 * w15compose (walk 14): a draft sent by two members — Lan published it, then Bảo sent it again as a new post: two Hub
 * posts, two senders. Before: Compose on Lan's laptop named only the latest sender ("Sent by Bảo… Sent from Bảo's
 * computer: … it is not in this computer's Outbox") though Lan's own send IS in her Outbox. Now the state line lists
 * each send from the core's derivation (drafts.sendHold `sends`, publisher/post-sends.ts): Lan's own "Published by
 * you · … In this computer's Outbox.", Bảo's "… by Bảo · … Sent from Bảo's computer …"; Bảo's laptop says the same
 * two posts the other way round. Real team server and sandbox Hub, started once for the file; shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { describe, expect, it } from 'vitest';
import { composeWithSends, sendLines, sendsOn, useSendingTeam } from './helpers/sends-team';
import { browserTeam } from './helpers/team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-w15compose-', { seed: 15, faults: 'none' }, { teamName: 'Sóng Agency' });
const members = useSendingTeam(team);

describe('a draft Lan published and Bảo sent again as a new post: Compose names each send truly', () => {
  let id = '';
  it('two Hub posts, two senders: each laptop derives both sends, its own in its Outbox', async () => {
    const { lan, bao } = members;
    ({ id } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Trà đào cuối tuần' } }));
    await callValue(lan.page, 'photos.add', { draftId: id, urls: ['https://images.example.com/tra-dao.jpg'] });
    // Sent, or the reason it was not (printed by the failure).
    const first = await callValue<{ sent: number; notSent?: unknown[] }>(lan.page, 'publish.start', { draftIds: [id] });
    expect({ sent: first.sent, notSent: first.notSent ?? [] }).toEqual({ sent: 1, notSent: [] });
    await expect.poll(async () => (await callValue<{ state: string }>(lan.page, 'drafts.get', { id })).state, { timeout: 30_000 }).toBe('published');
    // Bảo's laptop sees Lan's send and its outcome (the team shares the send before the Hub's word on it: while
    // Lan's send reads as still going out there, sending again is held back, as it should be), then sends the
    // draft again as a new post.
    await expect.poll(async () => (await sendsOn(bao.page, id)).map((s) => `${s.post.by?.name ?? 'me'} ${s.post.state}`), { timeout: 30_000 }).toEqual(['Lan published']);
    const again = await callValue<{ sent: number; notSent?: unknown[] }>(bao.page, 'publish.start', { draftIds: [id], again: true });
    expect({ sent: again.sent, notSent: again.notSent ?? [] }).toEqual({ sent: 1, notSent: [] });
    await expect.poll(async () => (await sendsOn(lan.page, id)).map((s) => `${s.post.by?.name ?? 'me'} ${s.here}`), { timeout: 30_000 }).toEqual(['me true', 'Bảo false']);
    expect((await sendsOn(bao.page, id)).map((s) => `${s.post.by?.name ?? 'me'} ${s.here}`)).toEqual(['Lan false', 'me true']);
    // Both published (the Hub's final word), so the screens below read the same each run.
    await expect.poll(async () => (await sendsOn(lan.page, id)).map((s) => s.post.state), { timeout: 60_000 }).toEqual(['published', 'published']);
  }, 240_000);

  it("Lan's Compose: her send in this computer's Outbox, Bảo's from his computer (before: only Bảo's, 'not in this Outbox')", async () => {
    const { page } = members.lan;
    const words = {
      en: { head: 'Sent as 2 posts at the Hub:', mine: /^Published by you · .+\. .*In this computer’s Outbox\.$/, his: /by Bảo · .+Sent from Bảo’s computer: this computer’s Outbox lists it under Sent by teammates, not as a job of its own\.$/ },
      vi: { head: 'Đã gửi thành 2 bài trên Hub:', mine: /^Đã đăng bởi bạn · .+Nằm trong Hộp thư đi của máy này\.$/, his: /Bảo( gửi)? · .+Đã gửi từ máy của Bảo: Hộp thư đi của máy này liệt kê bài trong mục Do đồng đội gửi, không phải công việc của máy này\.$/ },
    };
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await composeWithSends(members.lan, id, 2);
      const [mine, his] = await sendLines(page);
      expect(mine).toMatch(words[lang].mine);
      expect(his).toMatch(words[lang].his);
      expect((await page.textContent('[data-testid="draft-sends-head"]'))?.trim()).toBe(words[lang].head);
      // This computer's Outbox holds Lan's send: the way to it is offered.
      expect(await page.locator('[data-testid="draft-state"] button').count()).toBe(1);
      await themes(page, 'w15compose/two-senders-lan', lang, { closeToasts: true });
    }
    await useLanguage(page, 'en');
  }, 120_000);

  it("Bảo's Compose: the same two posts — Lan's from her computer, his own in his Outbox", async () => {
    const { page } = members.bao;
    await composeWithSends(members.bao, id, 2);
    const [hers, his] = await sendLines(page);
    expect(hers).toMatch(/by Lan · .+Sent from Lan’s computer/);
    expect(his).toMatch(/^(Published|Sent) by you · .+In this computer’s Outbox\.$/);
    await themes(page, 'w15compose/two-senders-bao', 'en', { closeToasts: true });
  }, 120_000);
});
