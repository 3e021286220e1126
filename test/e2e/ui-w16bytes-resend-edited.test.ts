/// <reference lib="dom" />
/**
 * w16bytes (issue 34): Lan's send of an approved post meets upstream_timeout (the outcome unknown); she edits it, Bảo
 * approves it again. Her Outbox card no longer offers "Send again as new" (it would send the OLD text under the new
 * approval) and says why, the table's reason edited_since_send, in English and Vietnamese. Real browsers, one real team
 * server and sandbox Hub. Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../src-main/sandbox';
import { browserTeam, type TeamMember } from './helpers/team';
import { closeToasts, reviewOn } from './helpers/review-team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-w16bytes-', { seed: 1618, faults: 'none' });
let hub: SandboxHandle;
let lan: TeamMember;
let bao: TeamMember;

beforeAll(async () => {
  ({ hub } = await team.start());
  [lan, bao] = await Promise.all([team.member('Lan', 'editor'), team.member('Bảo', 'owner')]);
  for (const m of [lan, bao]) await team.join(m, { key: true });
}, 240_000);
afterAll(() => team.stop());

interface Job { id: string; state: string; actions: { verdicts: Record<string, { do: string; reason?: string }> } }

describe('the Outbox card of an unknown send, edited and approved again since', () => {
  it('says why Send again as new is not offered', async () => {
    const d = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Cà phê sữa đá: giá cũ 29.000đ' } });
    await callValue(lan.page, 'photos.add', { draftId: d.id, urls: ['https://images.example.com/ca-phe.jpg'] });
    const approve = async (): Promise<void> => {
      await expect.poll(() => reviewOn(bao.page, d.id), { timeout: 30_000 }).toBe('in_review');
      await callValue(bao.page, 'review.act', { draftId: d.id, action: 'approve' });
      await expect.poll(() => reviewOn(lan.page, d.id), { timeout: 30_000 }).toBe('approved');
    };
    await callValue(lan.page, 'review.act', { draftId: d.id, action: 'submit' });
    await approve();
    hub.control.setFaults({ upstream_timeout: 1 });
    try {
      await callValue(lan.page, 'publish.start', { draftIds: [d.id] });
      await expect.poll(async () => (await callValue<Job[]>(lan.page, 'jobs.list', { draftId: d.id })).map((j) => j.state).join(), { timeout: 30_000 }).toBe('unknown');
    } finally {
      hub.control.setFaults('none');
    }
    await callValue(lan.page, 'drafts.update', { id: d.id, patch: { caption: 'Cà phê sữa đá: giá mới 35.000đ' } });
    await approve();
    await expect.poll(async () => (await callValue<Job[]>(lan.page, 'jobs.list', { draftId: d.id }))[0]?.actions.verdicts.send_again, { timeout: 30_000 })
      .toEqual({ do: 'refused', reason: 'edited_ask_first' }); // h-again (walk 31, 2): its outcome unknown, the Hub is asked first

    await lan.page.click('nav a[data-nav="outbox"]');
    const card = lan.page.locator('[data-testid="outbox-jobs"] li.job').first();
    await card.locator('[data-testid="send-again-why"]').waitFor();
    expect(await card.locator('[data-testid="send-again"]').count()).toBe(0);
    expect(await card.locator('[data-testid="send-again-why"]').textContent()).toBe('The post was edited and approved again since this send, whose outcome is unknown: ask the Hub about this send first (it may be live).');
    await closeToasts(lan.page);
    await themes(lan.page, 'w16bytes/lan-outbox-card', 'en');
    await useLanguage(lan.page, 'vi');
    await expect.poll(() => card.locator('[data-testid="send-again-why"]').textContent()).toBe('Bài đã được sửa và duyệt lại sau lần gửi này, mà lần gửi này chưa rõ kết quả: hãy hỏi Hub về lần gửi này trước (bài có thể đã lên).');
    await closeToasts(lan.page);
    await themes(lan.page, 'w16bytes/lan-outbox-card', 'vi');
    await useLanguage(lan.page, 'en');
  });
});
