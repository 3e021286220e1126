/// <reference lib="dom" />
/**
 * w16send (walk 15, issue 34, finding 1), in real browsers on one real team server and one sandbox Hub (each started once
 * for the file): Lan (editor) sends two posts of a campaign for review. Both have the campaign's Send tab open.
 * Walk 15: Bảo pressed "Approve all" on the Review tab and went back to Send — it still said "All 2 posts left are in
 * review … Ask an approver", no Send button, until a reload: the campaign screen read its send status again on a send or
 * on another process's commit, never on a review step (his own or a teammate's). Now a review step of one of the
 * campaign's posts reads it again: Bảo's Send tab offers "Send 2 posts" at once, and Lan's open Send tab follows his
 * approval without a reload.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserTeam } from './helpers/team';
import { reviewSteps, settle, shotsIn, useLanAndBao } from './helpers/review-team';
import { callValue } from './helpers/session';

const team = browserTeam('postroom-ui-w16sendfresh-', { seed: 16, faults: 'none' });
const members = useLanAndBao(team, 'approver');
const shot = shotsIn('w16send');
const { inReview } = reviewSteps(members, 'https://images.example.com/w16send.jpg');
let camp = '';

beforeAll(async () => {
  const ids = [await inReview('Trà đào cam sả — mới #tra'), await inReview('Bánh flan caramel #flan')];
  camp = (await callValue<{ id: string }>(members.lan.page, 'campaigns.create', { name: 'Tháng 12' })).id;
  await callValue(members.lan.page, 'campaigns.addDrafts', { id: camp, draftIds: ids });
  await settle(() => callValue<{ id: string }[]>(members.bao.page, 'campaigns.list', {}).then((l) => String(l.some((c) => c.id === camp))), 'true', 60_000);
}, 300_000);

const sendButton = (page: Page): Promise<string> => page.textContent('[data-testid="send"]', { timeout: 500 }).then((t) => (t ?? '').trim()).catch(() => '');
const allWaiting = (page: Page): Promise<boolean> => page.locator('[data-testid="send-all-waiting"]').isVisible();

async function openSend(page: Page): Promise<void> {
  await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, camp);
  await page.click('[data-tab="send"]', { timeout: 20_000 });
}

describe('the campaign Send tab follows review steps without a reload (w16send)', () => {
  it("Bảo approves all on the Review tab; his Send tab offers Send at once, and Lan's open Send tab follows", async () => {
    const { lan, bao } = members;
    await openSend(lan.page);
    await expect.poll(() => allWaiting(lan.page), { timeout: 20_000 }).toBe(true);
    await openSend(bao.page);
    await expect.poll(() => allWaiting(bao.page), { timeout: 20_000 }).toBe(true);
    expect(await sendButton(bao.page)).toBe('');

    await bao.page.click('[data-tab="review"]');
    await bao.page.click('[data-testid="review-approve-all"]', { timeout: 20_000 });
    await expect.poll(() => bao.page.textContent('[data-testid="review-all-result"]').catch(() => null), { timeout: 20_000 }).toMatch(/^2 approved/);
    await bao.page.click('[data-tab="send"]');
    await expect.poll(() => sendButton(bao.page), { timeout: 10_000 }).toBe('Send 2 posts');
    expect(await allWaiting(bao.page)).toBe(false);
    await shot(bao.page, 'send-after-approve-all', 'en');

    // Lan's Send tab was open the whole time: Bảo's approvals reach it through the team server.
    await expect.poll(() => sendButton(lan.page), { timeout: 60_000 }).toBe('Send 2 posts');
    expect(await allWaiting(lan.page)).toBe(false);
  }, 240_000);
});
