/// <reference lib="dom" />
/**
 * The Library in a real browser over a library of thousands of drafts, seeded the
 * way a user would (the CLI `drafts import` of a generated file): paging while
 * scrolling, search, filters, multi-select with the mouse and keyboard, bulk tag,
 * duplicate, delete with undo, keyboard open and new draft.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { repoRoot, startWebHost, type RunningWebHost } from './helpers/webhost';
import { launchBrowser, screenshot, type Browser } from './ui-browser';

const run = promisify(execFile);
const COUNT = 5000;
/** Every 137th draft mentions this rare word: 37 of them in 5000. */
const RARE = 'zephyrine';
const RARE_COUNT = Math.ceil(COUNT / 137);
const TOPICS = ['coffee', 'autumn menu', 'opening hours', 'new shop', 'weekend market', 'phở recipe', 'bánh mì'];

let host: RunningWebHost;
let browser: Browser;
let dataDir: string;

async function bridgeCall<T>(page: Page, method: string, input: unknown): Promise<T> {
  return page.evaluate(
    async ([m, i]) => {
      const r = await fetch(`/bridge/${m}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(i) });
      return (await r.json()) as unknown;
    },
    [method, input] as const,
  ) as Promise<T>;
}

/** A fresh Library (a reload: a hash-only goto would keep the screen's state). */
async function openLibrary(page: Page): Promise<void> {
  await page.goto(`${host.origin}/#/library`);
  await page.reload();
  await page.waitForSelector('#library-list [role="option"]');
}

const rowCount = (page: Page) => page.locator('#library-list [role="option"]').count();
const selectedCount = (page: Page) => page.locator('#library-list [role="option"][aria-selected="true"]').count();
const countText = async (page: Page) => (await page.textContent('[data-testid="library-count"]'))?.replace(/\s+/g, ' ').trim() ?? '';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'postroom-ui-lib-'));
  const drafts = Array.from({ length: COUNT }, (_, i) => ({
    profile_id: i % 2 === 0 ? 'prof_caphe' : 'prof_lumen',
    caption: `Draft ${i} about ${TOPICS[i % TOPICS.length]}${i % 137 === 0 ? ` with ${RARE}` : ''}. Come and see us!`,
    title: i % 3 === 0 ? `Title ${i}` : '',
    platforms: i % 2 === 0 ? ['instagram', 'facebook'] : ['x', 'bluesky'],
    tags: i % 10 === 0 ? ['seasonal'] : [],
  }));
  const file = join(dataDir, 'seed.json');
  writeFileSync(file, JSON.stringify(drafts));
  const { stdout } = await run(process.execPath, [join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(repoRoot, 'src-main', 'cli', 'bin.ts'), 'drafts', 'import', file, '--json', '--data-dir', dataDir], { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 });
  expect(stdout).toContain(`"imported":${COUNT}`);
  host = await startWebHost({ dataDir });
  browser = await launchBrowser({ colorScheme: 'light' });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await host?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('library of thousands of drafts', () => {
  it('shows the first page at once and pages in more as the user scrolls (virtualised: few rows in the DOM)', async () => {
    const { page } = browser;
    await page.goto(host.url);
    await page.waitForSelector('#library-list [role="option"]');
    await screenshot(page, 'library-list-light-en');
    const domRows = await rowCount(page);
    expect(domRows).toBeGreaterThan(5);
    expect(domRows).toBeLessThan(80); // 200 loaded, only a screenful (plus buffer) rendered
    // Scroll to the end of what is loaded a few times: each time a new keyset page arrives.
    for (let i = 0; i < 3; i++) {
      await page.evaluate(() => {
        const el = document.getElementById('library-list');
        if (el) el.scrollTop = el.scrollHeight;
      });
      await page.waitForTimeout(400);
    }
    await expect.poll(() => page.evaluate(() => document.querySelectorAll('#library-list [role="option"]').length)).toBeLessThan(80);
    await expect.poll(async () => {
      const ids = await page.$$eval('#library-list [role="option"]', (els) => els.map((e) => e.id));
      return Math.max(...ids.map((id) => Number(id.replace('draft-row-', ''))));
    }).toBeGreaterThan(400);
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'library-scrolled-dark-en');
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('searches as the user types (debounced) and filters by tag, channel and state', async () => {
    const { page } = browser;
    await openLibrary(page);
    await page.keyboard.press('/');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('library-search');
    await page.keyboard.type(RARE, { delay: 20 });
    await expect.poll(async () => (await page.$$eval('#library-list [role="option"] .caption', (els) => els.every((e) => e.textContent?.includes('zephyrine'))))).toBe(true);
    await expect.poll(() => countText(page)).toBe(`${RARE_COUNT} drafts match`);
    await screenshot(page, 'library-search-light-en');
    // Diacritics: Vietnamese text is found as typed.
    await page.fill('#library-search', 'phở');
    await expect.poll(async () => (await page.$$eval('#library-list [role="option"] .caption', (els) => els.length > 0 && els.every((e) => e.textContent?.includes('phở'))))).toBe(true);
    await page.fill('#library-search', '');
    await page.fill('.filters input[type="text"]', 'seasonal');
    await page.press('.filters input[type="text"]', 'Enter');
    await expect.poll(async () => (await page.$$eval('#library-list [role="option"] .tag', (els) => els.length > 0 && els.every((e) => e.textContent === '#seasonal')))).toBe(true);
    await page.fill('.filters input[type="text"]', '');
    await page.press('.filters input[type="text"]', 'Enter');
    await page.selectOption('.filters select >> nth=1', 'x');
    await expect.poll(async () => (await page.$$eval('#library-list [role="option"] .line2', (els) => els.length > 0 && els.every((e) => /\bX\b/.test(e.textContent ?? ''))))).toBe(true);
    await page.selectOption('.filters select >> nth=1', '');
    // Date range over when drafts changed: all were imported today (±2 days covers any time zone), none later.
    const day = (offset: number) => {
      const d = new Date(Date.now() + offset * 86_400_000);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    };
    await page.fill('.filters input[type="date"] >> nth=0', day(2));
    await page.waitForSelector('[data-testid="library-empty"]');
    await page.fill('.filters input[type="date"] >> nth=0', day(-2));
    await page.fill('.filters input[type="date"] >> nth=1', day(2));
    await page.waitForSelector('#library-list [role="option"]');
    await page.click('.filters button:has-text("Clear search and filters")');
    await page.fill('#library-search', 'no draft says this qwxz');
    await page.waitForSelector('[data-testid="library-empty"]');
    expect(await page.textContent('[data-testid="library-empty"]')).toContain('No drafts match');
    await screenshot(page, 'library-nomatch-light-en');
    await page.fill('#library-search', '');
    await page.waitForSelector('#library-list [role="option"]');
  });

  it('says how many drafts match (drafts.count), selects all N of them and tags every match', async () => {
    const { page } = browser;
    // "autumn menu" is one topic in seven: 715 of the 5000 drafts, far more than one page.
    const TOPIC_COUNT = 715;
    await openLibrary(page);
    await expect.poll(() => countText(page)).toBe(`${COUNT.toLocaleString('en-US')} drafts · 200 loaded`);
    await page.fill('#library-search', 'autumn menu');
    await expect.poll(() => countText(page)).toBe(`${TOPIC_COUNT} drafts match · 200 loaded`);
    await page.fill('#library-search', RARE);
    await expect.poll(() => countText(page)).toBe(`${RARE_COUNT} drafts match`);
    await page.fill('#library-search', 'autumn menu');
    await expect.poll(() => countText(page)).toBe(`${TOPIC_COUNT} drafts match · 200 loaded`);

    // Ctrl+A: the 200 loaded rows; the bar offers every match; Ctrl+A again takes it.
    await page.click('#draft-row-0');
    await page.keyboard.press('Control+A');
    await expect.poll(() => page.textContent('[data-testid="selected-count"]')).toContain('200 selected');
    expect(await page.textContent('[data-testid="select-all-matching"]')).toBe(`Select all ${TOPIC_COUNT} matching drafts`);
    await screenshot(page, 'library-select-all-offer-light-en');
    await page.keyboard.press('Control+A');
    await expect.poll(() => page.textContent('[data-testid="selected-count"]')).toContain(`All ${TOPIC_COUNT} matching drafts selected`);
    expect(await page.locator('[data-testid="select-all-matching"]').count()).toBe(0);
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'library-select-all-n-dark-en');
    await page.emulateMedia({ colorScheme: 'light' });
    await screenshot(page, 'library-select-all-n-light-en');
    // Rows scrolled into view later are selected too.
    await page.evaluate(() => {
      const el = document.getElementById('library-list');
      if (el) el.scrollTop = el.scrollHeight;
    });
    await expect.poll(async () => Math.max(...(await page.$$eval('#library-list [role="option"]', (els) => els.map((e) => Number(e.id.replace('draft-row-', ''))))))).toBeGreaterThan(200);
    expect(await page.locator('#library-list [role="option"][aria-selected="false"]').count()).toBe(0);

    // The bulk tag reaches every match, loaded or not.
    await page.fill('#bulk-tag', 'all-n-e2e');
    await page.click('[data-testid="bulk-tag"]');
    await expect.poll(() => page.locator('[data-testid="toast"]', { hasText: `added to ${TOPIC_COUNT} drafts` }).count()).toBe(1);
    await page.fill('#library-search', '');
    await page.fill('.filters input[type="text"]', 'all-n-e2e');
    await page.press('.filters input[type="text"]', 'Enter');
    // (How many are loaded depends on where the list was scrolled.)
    await expect.poll(() => countText(page)).toMatch(new RegExp(`^${TOPIC_COUNT} drafts match · \\d+ loaded$`));
    // The new filter starts at the top of the list (it was scrolled to the end above).
    expect(await page.evaluate(() => document.getElementById('library-list')?.scrollTop)).toBe(0);
    const tagged = await bridgeCall<{ value: { total: number } }>(page, 'drafts.count', { filter: { tag: 'all-n-e2e', query: 'autumn menu' } });
    expect(tagged.value.total).toBe(TOPIC_COUNT);

    // A draft tagged elsewhere (another window, the CLI): the count follows by itself.
    const made = await bridgeCall<{ ok: boolean; value: { id: string } }>(page, 'drafts.create', { draft: { caption: 'Made elsewhere', tags: ['all-n-e2e'] } });
    expect(made.ok).toBe(true);
    await expect.poll(() => countText(page)).toMatch(new RegExp(`^${TOPIC_COUNT + 1} drafts match · \\d+ loaded$`));
    expect((await bridgeCall<{ ok: boolean }>(page, 'drafts.delete', { ids: [made.value.id] })).ok).toBe(true);
    await expect.poll(() => countText(page)).toMatch(new RegExp(`^${TOPIC_COUNT} drafts match · \\d+ loaded$`));
  });

  it('selects with click, shift-click, ctrl-click and Ctrl+A, then tags, duplicates, deletes and undoes', async () => {
    const { page } = browser;
    await openLibrary(page);
    await page.click('#draft-row-0');
    await page.click('#draft-row-4', { modifiers: ['Shift'] });
    expect(await selectedCount(page)).toBe(5);
    await page.click('#draft-row-2', { modifiers: ['Control'] });
    expect(await selectedCount(page)).toBe(4);
    await page.waitForSelector('[data-testid="bulk-bar"]');
    await screenshot(page, 'library-multiselect-light-en');

    // Bulk tag the 4.
    const ids = await page.$$eval('#library-list [role="option"][aria-selected="true"]', (els) => els.map((e) => e.getAttribute('data-draft-id')));
    await page.fill('#bulk-tag', 'bulk-e2e');
    await page.click('[data-testid="bulk-tag"]');
    await expect.poll(() => page.locator('[data-testid="toast"]').first().textContent()).toContain('added to 4 drafts');
    const tagged = await bridgeCall<{ ok: boolean; value: { items: Array<{ id: string }> } }>(page, 'drafts.list', { filter: { tag: 'bulk-e2e' } });
    expect(tagged.value.items.map((d) => d.id).sort()).toEqual([...ids].sort());

    // Duplicate them: four more drafts.
    const before = await bridgeCall<{ value: { items: unknown[] } }>(page, 'drafts.list', { filter: { tag: 'bulk-e2e' } });
    await page.click('#draft-row-0');
    await page.keyboard.press('Control+A');
    // The virtual list may still be laying out rows after the bulk bar appears: wait until both counts settle.
    await expect.poll(async () => (await selectedCount(page)) === (await rowCount(page)) && (await rowCount(page)) > 0, { timeout: 10_000 }).toBe(true);
    await page.click('#draft-row-0');
    await page.click('#draft-row-1', { modifiers: ['Shift'] });
    const dupIds = await page.$$eval('#library-list [role="option"][aria-selected="true"]', (els) => els.map((e) => e.getAttribute('data-draft-id')));
    await page.click('[data-testid="bulk-duplicate"]');
    await expect.poll(() => page.locator('[data-testid="toast"]').last().textContent()).toContain('2 copies made');
    expect(before.value.items.length).toBe(4);

    // Delete with the Delete key, then Undo from the toast.
    await page.click('#draft-row-0');
    await page.click('#draft-row-2', { modifiers: ['Shift'] });
    const delIds = await page.$$eval('#library-list [role="option"][aria-selected="true"]', (els) => els.map((e) => e.getAttribute('data-draft-id') ?? ''));
    await page.keyboard.press('Delete');
    const toast = page.locator('[data-testid="toast"]', { hasText: '3 drafts deleted' });
    await toast.waitFor();
    await screenshot(page, 'library-deleted-undo-light-en');
    for (const id of delIds) expect(await page.locator(`[data-draft-id="${id}"]`).count()).toBe(0);
    await toast.locator('button', { hasText: 'Undo' }).click();
    await expect.poll(() => page.locator('[data-testid="toast"]', { hasText: '3 drafts restored' }).count()).toBe(1);
    for (const id of delIds) await page.locator(`[data-draft-id="${id}"]`).waitFor();
    expect(dupIds.length).toBe(2);
  });

  it('adds selected drafts to a new campaign', async () => {
    const { page } = browser;
    await openLibrary(page);
    await page.click('#draft-row-5');
    await page.click('#draft-row-6', { modifiers: ['Shift'] });
    await page.selectOption('#bulk-campaign', '__new');
    await page.fill('#bulk-campaign-name', 'Autumn launch');
    await page.click('[data-testid="bulk-bar"] button:has-text("Add") >> nth=-1');
    await page.locator('[data-testid="toast"]', { hasText: '2 drafts added to “Autumn launch”' }).waitFor();
    const campaigns = await bridgeCall<{ ok: boolean; value: Array<{ name: string; draftCount: number }> }>(page, 'campaigns.list', {});
    expect(campaigns.value.find((c) => c.name === 'Autumn launch')?.draftCount).toBe(2);
    // The new campaign is offered next time.
    expect(await page.$$eval('#bulk-campaign option', (os) => os.map((o) => o.textContent))).toContain('Autumn launch');
  });

  it('shows deleted drafts under State: Deleted and restores them from there', async () => {
    const { page } = browser;
    await openLibrary(page);
    const id = await page.getAttribute('#draft-row-0', 'data-draft-id');
    await page.click('#draft-row-0');
    await page.keyboard.press('Delete');
    await page.locator('[data-testid="toast"]', { hasText: '1 draft deleted' }).waitFor();
    await page.selectOption('.filters select >> nth=2', 'deleted');
    await page.waitForSelector(`[data-draft-id="${id}"]`);
    await page.click(`[data-draft-id="${id}"]`);
    expect(await page.locator('[data-testid="bulk-delete"]').count()).toBe(0);
    await screenshot(page, 'library-trash-light-en');
    await page.click('[data-testid="bulk-restore"]');
    await page.locator('[data-testid="toast"]', { hasText: '1 draft restored' }).waitFor();
    await expect.poll(() => page.locator(`[data-draft-id="${id}"]`).count()).toBe(0);
    await page.selectOption('.filters select >> nth=2', '');
    await page.waitForSelector(`[data-draft-id="${id}"]`);
  });

  it('is keyboard-first: arrows move, shift+arrows extend, Enter opens, N makes a new draft', async () => {
    const { page } = browser;
    await openLibrary(page);
    await page.focus('#library-list');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Shift+ArrowDown');
    expect(await selectedCount(page)).toBe(3);
    // Focus shows row 0 as active; two steps down, then two more extending: rows 2–4 selected.
    expect(await page.getAttribute('#library-list', 'aria-activedescendant')).toBe('draft-row-4');
    const id = await page.getAttribute('#draft-row-4', 'data-draft-id');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`[data-testid="composer"][data-draft-id="${id}"]`);
    await page.keyboard.press('Alt+1');
    await page.waitForSelector('#library-list [role="option"]');
    await page.keyboard.press('n');
    await page.waitForSelector('[data-testid="composer"]');
    expect(new URL(page.url()).hash).toMatch(/^#\/compose\/.+/);
  });

  it('shows the Library in Vietnamese and dark', async () => {
    const { page } = browser;
    await page.goto(`${host.origin}/#/settings`);
    await page.reload();
    await page.check('[data-locale-choice="vi"]');
    await page.check('[data-theme-choice="dark"]');
    await page.click('nav a[data-nav="library"]');
    await page.waitForSelector('#library-list [role="option"]');
    await page.click('#draft-row-1');
    await page.click('#draft-row-3', { modifiers: ['Shift'] });
    await expect.poll(() => page.textContent('[data-testid="bulk-bar"]')).toContain('Đã chọn 3');
    await screenshot(page, 'library-multiselect-dark-vi');
    await page.goto(`${host.origin}/#/settings`);
    await page.check('[data-locale-choice="en"]');
    await page.check('[data-theme-choice="system"]');
  });

  it('logged no errors in the page', () => {
    expect(browser.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});
