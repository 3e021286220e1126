/// <reference lib="dom" />
/**
 * w12sidebar (walk 12, issue 34): Bảo's app is open on the Review screen; on the SAME data dir he runs
 * `postroom review approve ID` then `postroom team sync`, then `postroom review changes ID2`. The sidebar's Review
 * count and the Review screen's "Waiting for me" tab are the app's ONE review queue, read again on every commit of
 * another process (`library.changed`): both say the same number, within the watch's second, without leaving the
 * screen. Before: the tab dropped (read afresh when the screen was opened) while the sidebar kept the old number.
 * In real browsers on one real team server and one sandbox Hub (started once for the file): Lan (editor) and Bảo
 * (owner). Shots light/dark in English and Vietnamese.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { browserTeam } from './helpers/team';
import { shotsIn, useLanAndBao } from './helpers/review-team';
import { callValue, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-w12sidebar-', { seed: 12, faults: 'none' });
const members = useLanAndBao(team);
const shot = shotsIn('w12sidebar');

/** The sidebar's Review count ('0' when the badge is not shown) and the Waiting-for-me tab's. */
const sidebar = (page: Page): Promise<string> => page.locator('[data-testid="review-count"]').textContent({ timeout: 200 }).then((t) => (t ?? '').trim()).catch(() => '0');
const tab = (page: Page): Promise<string> => page.locator('#review-tab-waiting_for_me .count').textContent({ timeout: 200 }).then((t) => (t ?? '').trim()).catch(() => '');
const both = async (page: Page): Promise<string> => `${await sidebar(page)}/${await tab(page)}`;

async function cli(dataDir: string, token: string, args: string[]): Promise<void> {
  let out = '';
  const code = await runCli([...args, '--data-dir', dataDir], { stdout: (x) => (out += x), stderr: (x) => (out += x), stdin: async () => '', env: { POSTROOM_TEAM_TOKEN: token } });
  expect(code, `${args.join(' ')}: ${out}`).toBe(0);
}

describe("the sidebar's Review count after a CLI step on the app's own data dir", () => {
  it('drops with the Waiting-for-me tab, on the open Review screen, after `review approve` + `team sync` and `review changes`', async () => {
    const { lan, bao } = members;
    const ids: string[] = [];
    for (const caption of ['Lumen Studio: buổi chụp ảnh cưới mùa đông, đặt lịch ngay', 'Trà đào cam sả — mua 1 tặng 1']) {
      const d = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption } });
      await callValue(lan.page, 'photos.add', { draftId: d.id, urls: ['https://images.example.com/ca-phe.jpg'] });
      await callValue(lan.page, 'review.act', { draftId: d.id, action: 'submit' });
      ids.push(d.id);
    }
    const { page } = bao;
    await page.goto(`${bao.host.origin}/#/review`);
    await expect.poll(() => both(page), { timeout: 30_000 }).toBe('2/2');

    await cli(bao.dataDir, bao.token, ['review', 'approve', ids[0]!]);
    await cli(bao.dataDir, bao.token, ['team', 'sync']);
    // Polled on the same screen (no navigation): both follow within the watch's second and a read.
    await expect.poll(() => both(page), { timeout: 5_000, interval: 100 }).toBe('1/1');
    await shot(page, 'review-after-cli-approve', 'en');

    await useLanguage(page, 'vi');
    await expect.poll(() => both(page), { timeout: 10_000 }).toBe('1/1');
    await cli(bao.dataDir, bao.token, ['review', 'changes', ids[1]!, '--comment', 'Thêm giá vé, nhé']);
    await expect.poll(() => both(page), { timeout: 5_000, interval: 100 }).toBe('0/0');
    await shot(page, 'review-after-cli-changes', 'vi');
  }, 120_000);
});
