/// <reference lib="dom" />
/**
 * Outcomes you can trust (issue 22), in the browser against the web host and its embedded sandbox Hub:
 * - a campaign of 5 with 2 invalid: the summary says 3 sent and 2 not sent, with each reason;
 * - published again: 0 new publish calls reach the sandbox (and no new job);
 * - a partly refused post reads "Partly published" in the Library, the Outbox and the CLI alike.
 * Screenshots (light/dark, English/Vietnamese) go to test-results/screens/outcomes/.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { runCli } from '../../src-main/cli';
import { startWebHost, type RunningWebHost } from './helpers/webhost';
import { launchBrowser, screenshot, type Browser } from './ui-browser';

let host: RunningWebHost;
let browser: Browser;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'postroom-ui-outcomes-'));
  host = await startWebHost({ dataDir });
  browser = await launchBrowser({ colorScheme: 'light' });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await host?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

type Answer<T> = { ok: true; value: T } | { ok: false; error: { code: string; message: string } };
const call = <T>(page: Page, method: string, input: unknown) =>
  page.evaluate(async ([m, i]) => (await (await fetch(`/bridge/${m}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(i) })).json()) as unknown, [method, input] as const) as Promise<Answer<T>>;

/** Posts the embedded sandbox really published (its own state file in the data dir). */
function publishedCount(): number {
  const db = new Database(join(dataDir, 'sandbox.sqlite'), { readonly: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM published').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

async function cli(args: string[]): Promise<string> {
  let out = '';
  await runCli([...args, '--data-dir', dataDir], { stdout: (s) => (out += s), stderr: () => undefined, stdin: async () => '', env: {} });
  return out;
}

const shots = async (page: Page, name: string) => {
  await screenshot(page, `outcomes/${name}-light-en`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, `outcomes/${name}-dark-en`);
  await page.emulateMedia({ colorScheme: 'light' });
};

async function draftWithPhotos(page: Page, draft: Record<string, unknown>, photos: number): Promise<string> {
  const d = await call<{ id: string }>(page, 'drafts.create', { draft });
  if (!d.ok) throw new Error(d.error.message);
  for (let n = 0; n < photos; n++) {
    const base64 = (await sharp({ create: { width: 640, height: 640, channels: 3, background: { r: 40 + n * 30, g: 120, b: 90 } } }).jpeg().toBuffer()).toString('base64');
    const r = await call(page, 'photos.addBytes', { draftId: d.value.id, name: `shot-${n + 1}.jpg`, base64 });
    if (!r.ok) throw new Error(r.error.message);
  }
  return d.value.id;
}

describe('outcomes you can trust', () => {
  let campaignId = '';

  it('a campaign of 5 with 2 invalid: the summary says 3 sent and 2 not sent, with reasons', async () => {
    const { page } = browser;
    await page.goto(host.url);
    await expect.poll(() => page.getAttribute('[data-testid="connectivity"]', 'data-state'), { timeout: 20_000 }).toBe('online');
    expect((await call(page, 'profiles.refresh', {})).ok).toBe(true); // brand names for the Outbox cards
    const ids: string[] = [];
    for (const n of [1, 2, 3]) ids.push(await draftWithPhotos(page, { profile_id: 'prof_lumen', platforms: ['instagram'], caption: `Autumn light, frame ${n}` }, 1));
    ids.push(await draftWithPhotos(page, { profile_id: null, platforms: ['instagram'], caption: 'No brand chosen yet' }, 1));
    ids.push(await draftWithPhotos(page, { profile_id: 'prof_lumen', platforms: ['pinterest'], caption: 'A pin without a board', title: 'Autumn' }, 1));
    const c = await call<{ id: string }>(page, 'campaigns.create', { name: 'Autumn series' });
    if (!c.ok) throw new Error(c.error.message);
    campaignId = c.value.id;
    expect((await call(page, 'campaigns.addDrafts', { id: campaignId, draftIds: ids })).ok).toBe(true);

    const before = publishedCount();
    await page.click('nav a[data-nav="campaigns"]');
    await page.reload();
    const row = page.locator('[data-testid="campaigns"] li', { hasText: 'Autumn series' });
    await row.waitFor();
    page.once('dialog', (d) => void d.accept());
    await row.locator('button', { hasText: 'Publish campaign' }).click();
    const toast = page.locator('[data-testid="toast"]', { hasText: 'posts sent' });
    await toast.waitFor();
    const text = (await toast.textContent()) ?? '';
    expect(text).toContain('3 posts sent to the Hub; 2 not sent.');
    expect(text).toContain('“No brand chosen yet”: Choose a brand profile.');
    // The field in the user's words (not pinterest_board_id), once.
    expect(text).toContain('“A pin without a board”: Pinterest: A required field is empty (Pinterest board).');
    expect(text).not.toContain('pinterest_board_id');
    await shots(page, 'campaign-summary');
    // Exactly 3 reach the sandbox.
    await expect.poll(publishedCount, { timeout: 30_000 }).toBe(before + 3);
  });

  it('publishing the campaign again sends nothing: 0 new publish calls reach the sandbox', async () => {
    const { page } = browser;
    const jobsBefore = await call<unknown[]>(page, 'jobs.list', {});
    const before = publishedCount();
    await page.click('nav a[data-nav="campaigns"]');
    const row = page.locator('[data-testid="campaigns"] li', { hasText: 'Autumn series' });
    page.once('dialog', (d) => void d.accept());
    await row.locator('button', { hasText: 'Publish campaign' }).click();
    const toast = page.locator('[data-testid="toast"]', { hasText: 'No post sent to the Hub; 5 not sent.' });
    await toast.waitFor();
    // Held with its earlier outcome named (published, or still being read back from the Hub).
    expect((await toast.textContent()) ?? '').toMatch(/“Autumn light, frame 1”: sent before \((Published|Sending)\); use “Publish again…” to send it as a new post/);
    await shots(page, 'campaign-again');
    await new Promise((r) => setTimeout(r, 1500));
    expect(publishedCount()).toBe(before);
    const jobsAfter = await call<unknown[]>(page, 'jobs.list', {});
    expect(jobsAfter.ok && jobsBefore.ok && jobsAfter.value.length === jobsBefore.value.length).toBe(true);
  });

  it('a partly refused post reads "Partly published" in the Library, the Outbox and the CLI', async () => {
    const { page } = browser;
    // The body put in `title` with no caption skips the Hub's caption check (hub-api rule 7): X
    // measures it and refuses (over 280), Instagram publishes. Preflight cannot see it coming.
    const title = `Five frames from the autumn shoot\n${'Golden light over the river, long shadows. '.repeat(8)}`;
    const id = await draftWithPhotos(page, { profile_id: 'prof_lumen', platforms: ['instagram', 'x'], caption: '', title }, 1);
    const r = await call<{ sent: number }>(page, 'publish.start', { draftIds: [id] });
    expect(r.ok && r.value.sent).toBe(1);
    await expect.poll(async () => {
      const d = await call<{ state: string }>(page, 'drafts.get', { id });
      return d.ok ? d.value.state : null;
    }, { timeout: 60_000 }).toBe('partial');

    await page.click('nav a[data-nav="library"]');
    await page.reload();
    const libRow = page.locator(`[data-draft-id="${id}"]`);
    await libRow.waitFor();
    expect((await libRow.textContent()) ?? '').toContain('Partly published');
    await shots(page, 'library-partial');

    await page.click('nav a[data-nav="outbox"]');
    const card = page.locator('[data-testid="outbox-jobs"] li.job', { hasText: 'Five frames from the autumn shoot' });
    await card.waitFor();
    await expect.poll(() => card.locator('[data-testid="post-state"]').textContent(), { timeout: 30_000 }).toBe('Partly published');
    expect(await card.locator('[data-testid="post-detail"]').textContent()).toBe('Published on 1 of 2 channels; refused: X.');
    expect(await card.locator('[data-testid="post-state"]').getAttribute('class')).toContain('tone-warn');
    expect(await card.locator('.which').textContent()).toMatch(/^Studio Lumen\s·\sFive frames from the autumn shoot/);
    await shots(page, 'outbox-partial');

    expect(await cli(['drafts', 'list'])).toMatch(/partly published \(1 of 2; refused: x\)\s+instagram,x\s+Five frames/);
    expect(await cli(['status'])).toMatch(/partly published \(1 of 2; refused: x\)/);
  });

  it('says the same in Vietnamese', async () => {
    const { page } = browser;
    await page.goto(`${host.origin}/#/settings`);
    await page.reload();
    await page.check('[data-locale-choice="vi"]');
    await page.click('nav a[data-nav="outbox"]');
    const card = page.locator('[data-testid="outbox-jobs"] li.job', { hasText: 'Five frames from the autumn shoot' });
    await card.waitFor();
    expect(await card.locator('[data-testid="post-state"]').textContent()).toBe('Đăng một phần');
    expect(await card.locator('[data-testid="post-detail"]').textContent()).toBe('Đã đăng trên 1/2 kênh; bị từ chối: X.');
    expect((await card.textContent()) ?? '').toContain('Tạm dịch:');
    await screenshot(page, 'outcomes/outbox-partial-light-vi');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'outcomes/outbox-partial-dark-vi');
    await page.click('nav a[data-nav="library"]');
    await page.locator('.badge[data-state="partial"]', { hasText: 'Đăng một phần' }).first().waitFor();
    await screenshot(page, 'outcomes/library-partial-dark-vi');
    await page.emulateMedia({ colorScheme: 'light' });
    await screenshot(page, 'outcomes/library-partial-light-vi');
    await page.click('nav a[data-nav="campaigns"]');
    const row = page.locator('[data-testid="campaigns"] li', { hasText: 'Autumn series' });
    page.once('dialog', (d) => void d.accept());
    await row.locator('button').first().click();
    await page.locator('[data-testid="toast"]', { hasText: 'Không bài nào được gửi' }).waitFor();
    await screenshot(page, 'outcomes/campaign-again-light-vi');
    await page.goto(`${host.origin}/#/settings`);
    await page.check('[data-locale-choice="en"]');
  });

  it('logged no errors in the page', () => {
    expect(browser.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});
