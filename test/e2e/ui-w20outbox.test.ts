/// <reference lib="dom" />
/**
 * w20outbox (walk 18, finding 1): Lan (sender) and Bảo on one real team server and sandbox Hub. Lan publishes
 * "Banner rộng thử Instagram" to Facebook + Instagram; the sandbox's channel_refusal fault has Instagram refuse; Lan
 * retries the refused channel ("Send it unchanged"): the Hub holds two posts (Facebook ok + Instagram refused, then
 * Instagram ok). Before, Lan's Outbox Table dropped the refused row (Refused 0) while Bảo's counted it and offered
 * "Fix the draft". Now both laptops' outcomes.list give the same rows and counts, the retried refusal marked by its
 * retry ("Sent again by the retry → Published", action "Show the retry"), and both exports hold the same rows.
 * Shots of both Tables, light/dark × en/vi.
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

const team = browserTeam('postroom-ui-w20outbox-', { seed: 20, faults: 'none' }, { teamName: 'Sóng Agency' });
const members = useSendingTeam(team);

interface Row { jobId: string; channel: string; state: string; outcome: string | null; retriedBy?: string | null; by: string | null }
interface Desk { rows: Row[]; summary: { total: Record<string, number> } }
interface JobLite { id: string; state: string; outcomes: Array<{ channel: string; success: boolean | null }> }

const desk = (p: Page): Promise<Desk> => callValue<Desk>(p, 'outcomes.list', { filter: {} });
const lines = (d: Desk): string[] => d.rows.map((r) => `${r.jobId} ${r.channel} ${r.state} ${r.outcome} ${r.retriedBy ?? '-'}`).sort();
const exported = async (p: Page): Promise<string[]> => {
  const f = await callValue<{ content: string }>(p, 'outcomes.export', { format: 'csv' });
  const r = readCsvRecords(f.content);
  if (!r.ok) throw new Error(r.message);
  return r.records.map((x) => `${x.cells.job_id} ${x.cells.channel} ${x.cells.outcome} ${x.cells.retried_by}`).sort();
};

describe("a refused channel retried: the sender's Table and a teammate's show the Hub's rows alike", () => {
  let first: JobLite | undefined;
  let retryId = '';

  it('Lan publishes to Facebook + Instagram, Instagram refuses, Lan retries it unchanged', async () => {
    const { lan } = members;
    const hub = team.hub();
    // The fault's dice are seeded: the first seed whose post comes back with Facebook live and Instagram refused.
    for (let i = 0; i < 12 && !first; i++) {
      hub.control.setFaults({ channel_refusal: 0.5, processing_ms: 0 }, 200 + i);
      const { id } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['facebook', 'instagram'], caption: `Banner rộng thử Instagram ${i + 1}` } });
      await callValue(lan.page, 'photos.add', { draftId: id, urls: ['https://images.example.com/banner-2000x300.jpg'] });
      await callValue(lan.page, 'publish.start', { draftIds: [id] });
      let job: JobLite | undefined;
      await expect.poll(async () => (job = (await callValue<JobLite[]>(lan.page, 'jobs.list', { draftId: id }))[0])?.state, { timeout: 30_000 }).toMatch(/^(done|refused)$/);
      const ok = (ch: string) => job!.outcomes.find((o) => o.channel === ch)?.success;
      if (ok('facebook') === true && ok('instagram') === false) first = job;
    }
    expect(first, 'a seed with Facebook live and Instagram refused').toBeDefined();
    hub.control.setFaults({ processing_ms: 0 });
    retryId = (await callValue<{ id: string }>(lan.page, 'jobs.retryFailed', { id: first!.id })).id;
    await expect.poll(async () => (await callValue<JobLite>(lan.page, 'jobs.get', { id: retryId })).state, { timeout: 30_000 }).toBe('done');
  }, 240_000);

  it('both laptops: the same rows and counts, the refusal marked as sent again by the retry', async () => {
    const { lan, bao } = members;
    const mine = await desk(lan.page);
    expect(lines(mine)).toContain(`${first!.id} instagram refused refused ${retryId}`);
    expect(lines(mine)).toContain(`${retryId} instagram published published -`);
    await expect.poll(async () => lines(await desk(bao.page)), { timeout: 30_000 }).toEqual(lines(mine));
    expect((await desk(bao.page)).summary.total).toEqual(mine.summary.total);
    expect(await exported(bao.page)).toEqual(await exported(lan.page));
  }, 120_000);

  it("the Table on each laptop: no 'Fix the draft' for the retried refusal; shots en/vi", async () => {
    for (const m of [members.lan, members.bao]) {
      const { page } = m;
      for (const lang of ['en', 'vi'] as const) {
        await useLanguage(page, lang);
        await page.click('nav a[data-nav="outbox"]');
        await page.click('[data-view="table"]');
        await page.waitForSelector('[data-testid="desk-table"]');
        const row = page.locator(`[data-testid="desk-table"] tbody tr:has(td[data-job-id="${first!.id}"][data-channel="instagram"])`);
        await expect.poll(() => row.locator('[data-testid="desk-retried"]').innerText(), { timeout: 20_000 }).toBe(lang === 'en' ? 'Sent again by the retry → Published' : `Đã gửi lại bằng lần thử lại → ${await page.locator(`td[data-job-id="${retryId}"][data-channel="instagram"] ~ td [data-testid="desk-state"]`).innerText()}`);
        expect(await row.locator('[data-testid="desk-retried-mark"]').getAttribute('aria-label')).toBe(await row.locator('[data-testid="desk-retried"]').innerText());
        expect(await row.locator('[data-testid="desk-show-retry"]').innerText()).toBe(lang === 'en' ? 'Show the retry' : 'Xem lần thử lại');
        expect(await row.innerText()).not.toMatch(/Fix the draft|Sửa bản nháp/);
        await closeToasts(page);
        await themes(page, `w20outbox/table-${m.name === 'Lan' ? 'lan' : 'bao'}`, lang);
      }
      await useLanguage(page, 'en');
    }
  }, 180_000);
});
