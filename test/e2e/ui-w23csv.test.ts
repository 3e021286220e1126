/// <reference lib="dom" />
/**
 * w23csv (walk 20, 1–3) in Chromium: Lan (sender) and Bảo on one real team server and sandbox Hub. Lan's post of the
 * campaign "Tết 2027" (2,140 characters; published from Compose, not by the campaign's Send) goes to Facebook +
 * Instagram; Instagram refuses; Lan retries it and it is published. On both laptops the Outbox Table, filtered to the
 * campaign and to "Published" posts, shows the same three rows (Facebook, the refusal "Sent again by the retry →
 * Published", the retry), and both exports hold the whole caption with the campaign. Before: Lan's rows had no
 * campaign (the filter showed none), Bảo's read his post as "partly published" (the filter dropped two rows), and his
 * export cut the caption at 1,000. Shots of both Tables, light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readCsvRecords } from '../../src-main/library/transfer-csv';
import { closeToasts } from './helpers/review-team';
import { useSendingTeam } from './helpers/sends-team';
import { browserTeam } from './helpers/team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-w23csv-', { seed: 23, faults: 'none' }, { teamName: 'Sóng Agency' });
const members = useSendingTeam(team);

interface Row { jobId: string; channel: string; state: string; postState: string; retriedBy?: string | null; campaignId: string | null }
interface JobLite { id: string; state: string; outcomes: Array<{ channel: string; success: boolean | null }> }

const CAPTION = (i: number): string => `Bánh chưng Tết 2027 — đặt trước ${i + 1}: `.padEnd(2140, 'gạo nếp, đậu xanh, thịt ba chỉ, lá dong; ');
let campaign = '';
let first: JobLite | undefined;
let caption = '';
let retryId = '';

const lines = async (p: Page): Promise<string[]> => (await callValue<{ rows: Row[] }>(p, 'outcomes.list', { filter: { campaign, state: 'published' } })).rows
  .map((r) => `${r.jobId} ${r.channel} ${r.state} ${r.postState} ${r.retriedBy ?? '-'} ${r.campaignId}`).sort();

describe('a campaign post retried: both laptops\' Tables and exports say the same', () => {
  it('Lan publishes a campaign post to Facebook + Instagram, Instagram refuses, Lan retries it', async () => {
    const { lan } = members;
    const hub = team.hub();
    campaign = (await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: 'Tết 2027 — bánh chưng' })).id;
    for (let i = 0; i < 12 && !first; i++) {
      hub.control.setFaults({ channel_refusal: 0.5, processing_ms: 0 }, 230 + i);
      const { id } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['facebook', 'instagram'], caption: CAPTION(i) } });
      await callValue(lan.page, 'photos.add', { draftId: id, urls: ['https://images.example.com/banh-chung-1080.jpg'] });
      await callValue(lan.page, 'publish.start', { draftIds: [id] });
      let job: JobLite | undefined;
      await expect.poll(async () => (job = (await callValue<JobLite[]>(lan.page, 'jobs.list', { draftId: id }))[0])?.state, { timeout: 30_000 }).toMatch(/^(done|refused)$/);
      const ok = (ch: string) => job!.outcomes.find((o) => o.channel === ch)?.success;
      if (ok('facebook') === true && ok('instagram') === false) {
        first = job;
        caption = CAPTION(i);
        await callValue(lan.page, 'campaigns.addDrafts', { id: campaign, draftIds: [id] });
      }
    }
    expect(first, 'a seed with Facebook live and Instagram refused').toBeDefined();
    hub.control.setFaults({ processing_ms: 0 });
    retryId = (await callValue<{ id: string }>(lan.page, 'jobs.retryFailed', { id: first!.id })).id;
    await expect.poll(async () => (await callValue<JobLite>(lan.page, 'jobs.get', { id: retryId })).state, { timeout: 30_000 }).toBe('done');
  }, 240_000);

  it('both laptops, filtered to the campaign and "Published": the same three rows; both exports whole, with the campaign', async () => {
    const { lan, bao } = members;
    const mine = await lines(lan.page);
    expect(mine).toEqual([
      `${first!.id} facebook published published - ${campaign}`,
      `${first!.id} instagram refused published ${retryId} ${campaign}`,
      `${retryId} instagram published published - ${campaign}`,
    ].sort());
    await expect.poll(() => lines(bao.page), { timeout: 30_000 }).toEqual(mine);
    // In the same order: the refusal right after the retry that sent it again.
    const order = async (p: Page) => (await callValue<{ rows: Row[] }>(p, 'outcomes.list', { filter: { campaign } })).rows.map((r) => `${r.jobId} ${r.channel} ${r.state}`);
    expect(await order(bao.page)).toEqual(await order(lan.page));
    for (const p of [lan.page, bao.page]) {
      const f = await callValue<{ content: string }>(p, 'outcomes.export', { format: 'csv', filter: { campaign } });
      const r = readCsvRecords(f.content);
      if (!r.ok) throw new Error(r.message);
      expect(r.records.map((x) => [x.cells.campaign_id, x.cells.caption!.length])).toEqual([[campaign, 2140], [campaign, 2140], [campaign, 2140]]);
    }
  }, 120_000);

  it('the Table on each laptop, filtered: three rows, the refusal sent again by the retry; shots en/vi', async () => {
    for (const m of [members.lan, members.bao]) {
      const { page } = m;
      for (const lang of ['en', 'vi'] as const) {
        await useLanguage(page, lang);
        await page.click('nav a[data-nav="outbox"]');
        await page.click('[data-view="table"]');
        await page.waitForSelector('[data-testid="desk-table"]');
        await expect.poll(() => page.locator(`select[data-filter="campaign"] option[value="${campaign}"]`).count(), { timeout: 20_000 }).toBe(1);
        await page.selectOption('select[data-filter="campaign"]', campaign);
        await page.selectOption('select[data-filter="state"]', 'published');
        await expect.poll(() => page.locator('[data-testid="desk-shown"]').getAttribute('data-count'), { timeout: 20_000 }).toBe('3');
        const row = page.locator(`[data-testid="desk-table"] tbody tr:has(td[data-job-id="${first!.id}"][data-channel="instagram"])`);
        const retried = await row.locator('[data-testid="desk-retried"]').innerText();
        expect(retried).toMatch(lang === 'en' ? /^Sent again by the retry → Published$/ : /^Đã gửi lại bằng lần thử lại → /);
        expect(await row.innerText()).not.toMatch(/Fix the draft|Sửa bản nháp/);
        expect(await row.locator('[data-testid="desk-post"]').innerText()).toContain(caption.slice(0, 30));
        await closeToasts(page);
        await themes(page, `w23csv/table-${m.name === 'Lan' ? 'lan' : 'bao'}`, lang);
      }
      await useLanguage(page, 'en');
    }
  }, 180_000);
});
