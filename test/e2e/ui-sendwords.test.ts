/// <reference lib="dom" />
/**
 * sendwords (issue 34, walk 5): a campaign's Send tab, header and dry run never call posts that only
 * wait for the team "problems", in real browsers on one real team server and one sandbox Hub (each
 * started once for the file): Lan (editor) and Bảo (owner). Campaign "Tết": two approved posts, one
 * in review, one Bảo sent back with changes requested (walk 5 steps 24-26).
 * - Before Send: the match line counts both held-back posts (it said "nothing held back"); the dry
 *   run's "rows with errors" leaves out the rows that only wait; the sent-back row names Bảo.
 * - After Send: the state line, the header and the batch bar say "held back" with each reason and its
 *   count, never "not sent for their problems".
 * Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { browserTeam } from './helpers/team';
import { reviewSteps, shotsIn, text, useLanAndBao } from './helpers/review-team';
import { callValue, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-sendwords-', { seed: 34, faults: 'none' });
const members = useLanAndBao(team);
const camps = { tet: '' };

const shot = shotsIn('sendwords');
const { inReview, decide } = reviewSteps(members, 'https://images.example.com/sendwords.jpg');

beforeAll(async () => {
  const a1 = await inReview('Bánh mì Hội An — post 1 #banhmi');
  const a2 = await inReview('Cà phê trứng — post 2 #caphe');
  const w = await inReview('Bún chả — post 3, in review #buncha');
  const r = await inReview('Phở bò — post 4, sent back #pho');
  await decide(a1, 'approve', 'approved');
  await decide(a2, 'approve', 'approved');
  await decide(r, 'request_changes', 'changes_requested');
  camps.tet = (await callValue<{ id: string }>(members.lan.page, 'campaigns.create', { name: 'Tết — sendwords' })).id;
  await callValue(members.lan.page, 'campaigns.addDrafts', { id: camps.tet, draftIds: [a1, a2, w, r] });
}, 300_000);

describe('posts that only wait for the team are never "problems" on Send', () => {
  it('before Send: the match line counts both held-back posts, the dry run counts no error for them and names who asked for changes', async () => {
    const { page } = members.lan;
    await useLanguage(page, 'en');
    await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, camps.tet);
    await page.click('[data-tab="dryRun"]');
    await page.click('[data-testid="dry-run"]');
    await page.waitForSelector('[data-testid="dry-run-table"]');
    await expect.poll(() => text(page, 'dry-run-summary'), { timeout: 20_000 }).toMatch(/^4 rows: \d+ to send, 0 with errors, 0 held with their post/);
    await expect.poll(() => page.locator('[data-problem="changes_requested"]').first().textContent(), { timeout: 10_000 })
      .toBe('Bảo asked for changes: edit the post and send it for review again.');
    await shot(page, 'dry-run', 'en');
    await page.click('[data-tab="send"]');
    await expect.poll(() => text(page, 'send-matches'), { timeout: 20_000 }).toMatch(/^Send does what the dry run showed: 2 posts sent, 2 held back\./);
    expect(await text(page, 'send-some-waiting')).toMatch(/^1 post waits for approval by Bảo/);
    expect(await text(page, 'send-some-changes')).toMatch(/^Bảo asked for changes on 1 post/); // sendtab: who asked
    expect(await page.locator('[data-testid="send-errors"]').count()).toBe(0);
    await shot(page, 'send-before', 'en');
    await useLanguage(page, 'vi');
    await page.click('[data-tab="send"]');
    await expect.poll(() => text(page, 'send-matches'), { timeout: 10_000 }).toMatch(/2 bài được gửi, 2 bài bị giữ lại/);
    await shot(page, 'send-before', 'vi');
    await page.click('[data-tab="dryRun"]');
    await page.click('[data-testid="dry-run"]');
    await page.waitForSelector('[data-testid="dry-run-table"]');
    await expect.poll(() => page.locator('[data-problem="changes_requested"]').first().textContent(), { timeout: 10_000 }).toMatch(/Bảo/);
    await shot(page, 'dry-run', 'vi');
    await useLanguage(page, 'en');
  });

  it('after Send: the state line, the header and the batch bar say each reason with its count, never "problems"', async () => {
    const { page } = members.lan;
    await useLanguage(page, 'en');
    await page.click('[data-tab="send"]');
    await page.click('[data-testid="send"]');
    await expect.poll(() => text(page, 'send-state'), { timeout: 60_000 })
      .toBe('State: partly sent · 2 sent for publishing · 2 held back (1 waiting for approval by Bảo, 1 with changes requested by Bảo)');
    await expect.poll(() => text(page, 'campaign-summary'), { timeout: 10_000 })
      .toBe('4 posts · 2 sent · 2 held back (1 waiting for approval by Bảo, 1 with changes requested by Bảo)');
    // w10camp (walk 10): each by its hold, as the send recorded it.
    expect(await page.locator('[data-testid="batches"] [data-legend="skipped"]').allTextContents()).toEqual(['1 held back: waiting for approval', '1 held back: changes requested']);
    expect(await page.textContent('main')).not.toMatch(/problems|Fix them/);
    await shot(page, 'send-after', 'en');
    await useLanguage(page, 'vi');
    await page.click('[data-tab="send"]');
    await expect.poll(() => text(page, 'send-state'), { timeout: 10_000 }).toMatch(/2 bài bị giữ lại \(1 bài đang chờ .* phê duyệt, 1 bài được Bảo yêu cầu sửa\)/);
    expect(await page.textContent('main')).not.toMatch(/vì có lỗi|có lỗi\)/);
    await shot(page, 'send-after', 'vi');
    await useLanguage(page, 'en');
  });
});
