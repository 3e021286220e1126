/// <reference lib="dom" />
/**
 * Restart mid-send (issue 23, item 7): a campaign's send is started from the browser, the web
 * host is stopped while the send is under way and started again on the same data dir; the
 * campaign screen shows the same send going on to the end, every post sent once (the sandbox
 * Hub's own records say so).
 */
import Database from 'better-sqlite3';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { campaignCsv50 } from '../campaigns/fixtures';
import { newCampaign, routeOn, uiSession } from './helpers/session';
import { screenshot } from './ui-browser';
import { nextClockChange } from '../helpers/ahead';

/** w23dups: the plan starts the Monday before Berlin's next spring clock change (it was 22 March 2027), ahead of this real clock. */
const SPRING = nextClockChange('Europe/Berlin', 'forward');

const s = uiSession({ name: 'ui-campaign-restart', prepare: (dir) => writeFileSync(join(dir, 'sheet.csv'), campaignCsv50()) });

describe('restart mid-send', () => {
  it('the same send resumes after the host restarts, nothing lost, nothing sent twice', async () => {
    const { page } = s.browser;
    await page.goto(s.host.url);
    await expect.poll(() => page.getAttribute('[data-testid="connectivity"]', 'data-state'), { timeout: 20_000 }).toBe('online');
    await newCampaign(page, 'Restart', 'prof_lumen');
    await page.setInputFiles('[data-testid="import-file"]', join(s.dataDir, 'sheet.csv'));
    await page.click('[data-testid="import-valid"]');
    await page.waitForSelector('[data-testid="import-done"]');
    await page.click('[data-tab="plan"]');
    await page.fill('[data-testid="plan-start"]', `${SPRING.day(-6)}T00:00`);
    await page.locator('[data-testid="plan-start"]').dispatchEvent('change');
    await page.click('[data-testid="plan-apply"]');
    await page.waitForSelector('[data-testid="plan-table"]');
    await page.click('[data-tab="send"]');
    await page.click('[data-testid="send"]');
    await expect.poll(() => page.textContent('[data-testid="send-state"]')).toContain('State: sending');
    const campaignUrl = page.url();

    // The host goes away mid-send (SIGTERM: the app quitting) and comes back on the same data.
    await s.restartHost();
    await page.goto(s.host.url);
    await page.goto(routeOn(s.host, campaignUrl));
    await page.reload();
    await page.waitForSelector('[data-testid="campaign-view"]');
    await page.click('[data-tab="send"]');
    await expect.poll(() => page.textContent('[data-testid="send-state"]'), { timeout: 60_000 }).toContain('State: sent');
    await expect.poll(() => page.textContent('[data-testid="send-state"]')).toContain(' · 45 sent for publishing');
    await screenshot(page, 'campaigns/8-resumed-after-restart-light-en');
    await s.host.close();

    // The sandbox Hub's own records: 45 posts, each idempotency key once.
    const sandboxDb = readdirSync(s.dataDir, { recursive: true }).map(String).find((f) => /sandbox.*\.sqlite$/.test(f));
    expect(sandboxDb).toBeTruthy();
    const db = new Database(join(s.dataDir, sandboxDb ?? ''), { readonly: true });
    const twice = db.prepare('SELECT idempotency_key, count(*) n FROM published GROUP BY 1 HAVING count(*) > 1').all();
    const total = (db.prepare('SELECT count(*) n FROM published').get() as { n: number }).n;
    db.close();
    expect(twice).toEqual([]);
    expect(total).toBe(45);
  }, 240_000);
});
