/// <reference lib="dom" />
/**
 * w31paging (session 27, ci27b: ui-library and ui-library-100k stopped at their first page while 5,000 drafts were
 * rewritten under them). The Library, two pages in, while another window tags every draft of the library (each
 * one rewritten): scrolling on reaches every draft, once, down to the oldest — the list's pages continue from a key no
 * edit changes, and an edited draft stays where it was. Before, the pages continued from the last row's `updated_at`:
 * every rewritten draft was above the cursor, the next page was empty and the list ended at "1,500 drafts · 400 loaded".
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callValue, themes, uiSession, useLanguage } from './helpers/session';
import { repoRoot } from './helpers/webhost';

const run = promisify(execFile);
const COUNT = 1500;

const s = uiSession({
  name: 'w31paging',
  prepare: async (dataDir) => {
    const drafts = Array.from({ length: COUNT }, (_, i) => ({ profile_id: 'prof_caphe', caption: `Draft ${i} of the week`, platforms: ['instagram'] }));
    const file = join(dataDir, 'seed.json');
    writeFileSync(file, JSON.stringify(drafts));
    const { stdout } = await run(process.execPath, [join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(repoRoot, 'src-main', 'cli', 'bin.ts'), 'drafts', 'import', file, '--json', '--data-dir', dataDir], { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 });
    expect(stdout).toContain(`"imported":${COUNT}`);
  },
});

/** The highest row index drawn (rows are virtualised: only a screenful is in the DOM). */
const lastRow = (page: Page): Promise<number> =>
  page.$$eval('#library-list [role="option"]', (els) => Math.max(-1, ...els.map((e) => Number(e.id.replace('draft-row-', '')))));
const toEnd = (page: Page): Promise<void> => page.evaluate(() => {
  const el = document.getElementById('library-list');
  if (el) el.scrollTop = el.scrollHeight;
});
const countText = async (page: Page): Promise<string> => (await page.textContent('[data-testid="library-count"]'))?.replace(/\s+/g, ' ').trim() ?? '';

/** Two pages in, another window tags every draft (each one rewritten, updated_at moves); then scrolling on reaches the oldest. */
async function rewrittenWhilePaging(page: Page, tag: string, changed: string): Promise<void> {
  await page.waitForSelector('#draft-row-0');
  expect(await page.textContent('#draft-row-0 .caption')).toContain(`Draft ${COUNT - 1} of the week`);
  // More than one page loaded: the list keeps its place (and offers a refresh) when the library changes.
  await expect.poll(async () => {
    await toEnd(page);
    return lastRow(page);
  }, { timeout: 30_000 }).toBeGreaterThan(250);
  const { ids } = await callValue<{ ids: string[] }>(page, 'drafts.ids', { filter: {}, limit: COUNT });
  expect(ids).toHaveLength(COUNT);
  expect(await callValue(page, 'drafts.tag', { ids, add: [tag] })).toEqual({ updated: COUNT });
  await page.waitForSelector(`.notice:has-text("${changed}")`);
  // Every draft loaded, none twice: the last row is the oldest draft, and the count no longer says "N loaded".
  await expect.poll(async () => {
    await toEnd(page);
    return lastRow(page);
  }, { timeout: 60_000 }).toBe(COUNT - 1);
  expect(await page.textContent(`#draft-row-${COUNT - 1} .caption`)).toContain('Draft 0 of the week');
}

describe('w31paging: the Library keeps its place while every draft is rewritten under it', () => {
  it('pages on to the oldest draft, each once, after another window tagged all of them', async () => {
    const { page } = s.browser;
    await page.goto(s.host.url);
    await rewrittenWhilePaging(page, 'rewritten', 'The library changed elsewhere.');
    await expect.poll(() => countText(page)).toBe('1,500 drafts');
    await themes(page, 'w31paging-library-end', 'en');
    // The refresh it offers shows the new words (the tag) in the same order, newest first: an edited draft stays.
    await page.click('.notice button');
    await expect.poll(async () => {
      await page.evaluate(() => document.getElementById('library-list')?.scrollTo({ top: 0 }));
      return page.locator('#draft-row-0 .tag').textContent({ timeout: 1000 }).catch(() => null);
    }, { timeout: 30_000 }).toBe('#rewritten');
    expect(await page.textContent('#draft-row-0 .caption')).toContain(`Draft ${COUNT - 1} of the week`);
  });

  it('does the same in Vietnamese, its count in Vietnamese digits', async () => {
    const { page } = s.browser;
    await useLanguage(page, 'vi');
    await rewrittenWhilePaging(page, 'lan-hai', 'Thư viện vừa được thay đổi ở nơi khác.');
    // It said "1500 bản nháp" beside English's "1,500 drafts".
    await expect.poll(() => countText(page)).toBe('1.500 bản nháp');
    await themes(page, 'w31paging-library-end', 'vi');
    await useLanguage(page, 'en');
  });
});
