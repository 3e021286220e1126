/// <reference lib="dom" />
/**
 * Review desk benchmark: `npm run bench -- desk [rows=10000]` (needs `npx electron-vite build`
 * first: the web host serves out/renderer).
 *
 * The Outbox's review desk (issue 32 item 1) showing `rows` outcome rows, in Debian's Chromium
 * through the web host, started as a user starts it, against its embedded sandbox Hub. The journal
 * is written beside the running host (test/publisher/outcome-journal.ts: each job journaled as the
 * publisher does, then given its outcome): rows/2 posts of two channels each, in the current
 * workspace, across three brands and the last 7 days; 85% published, 10% with one channel refused
 * (the channel's words), 5% refused by the Hub. Only final states, so the host's publisher never
 * sends or polls them while measuring. Then, in the page (the figures of campaign-ui.bench.ts):
 *
 * 1. open: from the Library, the sidebar's Outbox clicked with the desk remembered as the view,
 *    until the table's rows are in the DOM and painted (a rAF and a task after them);
 * 2. switch: from the cards, the Table button clicked, until the rows are painted;
 * 3. cell: a summary number (a brand's refusals) clicked, until the table shows only them;
 * 4. scroll (after 1, once the cards' list the screen reads after the table has come in, +0.5 s):
 *    the table scrolled 120 px per animation frame for 2.5 s; frame gaps p50/p95/max.
 * 5. teamReads (w28reads, desk-team.ts): in Node, over a team library of rows/5 sent drafts of its own, what the
 *    Table, the "Sent by teammates" cards and the Library's page read of the teammates' state (drafts.list,
 *    outcomes.list and jobs.team with a filter): the figures of one reading of it per call.
 * Targets (issue 32): first paint ≤ 1 s, scroll p95 ≤ 20 ms. Every bridge call answered during a
 * paint is listed with its time (outcomes.list carries all the rows, JSON over HTTP).
 * The machine is shared: the load average is recorded before and after.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { WritableDB } from '../../src-main/library';
import { no, ok, writeJournal, type HandJob } from '../publisher/outcome-journal';
import { benchHost, firstPaint, load, scrollFrames } from './campaign-ui.bench';
import { teamReadsFigures } from './desk-team';

const BRANDS = ['prof_lumen', 'prof_caphe', 'prof_aodai'] as const;
const CHANNELS = [['instagram', 'x'], ['instagram', 'threads'], ['facebook', 'instagram']] as const;
const ROWS = '[data-testid="desk-table"] tbody tr';

/** rows/2 posts of two channels, newest a minute ago, spread over 7 days. */
function dayJobs(rows: number, workspaceId: string, now: number): HandJob[] {
  const posts = Math.ceil(rows / 2);
  return Array.from({ length: posts }, (_, i): HandJob => {
    const b = i % 3;
    const platforms = [...CHANNELS[b]!];
    const at = now - 60_000 - Math.floor((i / posts) * 7 * 86_400_000);
    const roll = (i * 7919) % 100;
    const patch: HandJob['patch'] = roll < 85
      ? { state: 'done', hubStatus: 'completed', outcomes: platforms.map(ok) }
      : roll < 95
        ? { state: 'done', hubStatus: 'partial', outcomes: [ok(platforms[0]!), no(platforms[1]!, 'Media upload has failed with error code 2207026', '2207026')] }
        : { state: 'refused', lastError: { code: 'invalid_request', message: 'caption is longer than the channel takes' } };
    return { workspaceId, profileId: BRANDS[b]!, platforms, caption: `Post ${i + 1} of the week, with a caption long enough to be cut in the table`, at, patch };
  });
}

export default async function bench(args: string[]): Promise<Record<string, unknown>> {
  const rows = Number(args[0] ?? 10_000);
  const loadBefore = load();
  const h = await benchHost('desk');
  try {
    const { call, dataDir } = h;
    const info = await call<{ workspace: { id: string } | null }>('system.info');
    const workspaceId = info.workspace?.id ?? 'sandbox';
    const tSeed = performance.now();
    const db = new Database(join(dataDir, 'library.sqlite'));
    try {
      db.pragma('busy_timeout = 10000');
      writeJournal(db as unknown as WritableDB, dayJobs(rows, workspaceId, Date.now()));
    } finally {
      db.close();
    }
    const seedMs = Math.round(performance.now() - tSeed);
    const listed = await call<{ rows: unknown[]; more: number }>('outcomes.list', { limit: 100_000 });
    if (listed.rows.length !== rows) throw new Error(`the desk has ${listed.rows.length} rows, not ${rows}`);
    // The core's own time for the query, from Node (no page): median of 5.
    const q: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      await call('outcomes.list', {});
      q.push(performance.now() - t);
    }

    const { browser, page } = await h.open('outbox');

    // 1. The Outbox opened from the Library with the table remembered as its view.
    await page.evaluate(() => localStorage.setItem('postroom.outbox', JSON.stringify({ view: 'table', range: 'all' })));
    await page.reload();
    await page.waitForSelector('nav a[data-nav="outbox"]');
    const open = await firstPaint(page, 'nav a[data-nav="outbox"]', ROWS);
    const shown = await page.textContent('[data-testid="desk-shown"]');
    // Scrolled once what the screen reads after its table (the cards' list, the catalog) has come in.
    await page.waitForFunction(() => /\d/.test(document.querySelector('[data-testid="outbox-count"]')?.textContent ?? ''));
    await page.waitForTimeout(500);
    await page.evaluate(() => (window as unknown as { __bench: { reset(): void } }).__bench.reset());
    const scroll = await scrollFrames(page, ROWS);
    // The long animation frames of the scroll, with the scripts that ran in them (empty: none blocked over 50 ms by script).
    const scrollFramesBlocked = await page.evaluate(() => (window as unknown as { __bench: { frames: Array<{ ms: number; blockingMs: number; scripts: string[] }> } }).__bench.frames.slice(0, 5));

    // 2. Cards → Table.
    await page.click('[data-view="cards"]');
    await page.waitForSelector('[data-testid="outbox-jobs"]');
    const switchView = await firstPaint(page, '[data-view="table"]', ROWS);

    // 3. A summary number: Studio Lumen's refusals.
    const cell = '[data-cell="profile:prof_lumen:refused"]';
    const expected = Number(await page.textContent(cell));
    const cellPaint = await firstPaint(page, cell, `[data-testid="desk-shown"][data-count="${expected}"]`);

    return {
      rows, seedMs, shownText: shown?.trim(),
      outcomesListFromNodeMs: { median: Math.round([...q].sort((a, b) => a - b)[2]!), all: q.map(Math.round) },
      open, scroll, scrollFramesBlocked, switchView, summaryCell: { ...cellPaint, rowsShown: expected },
      pageErrors: browser.errors.slice(0, 20),
      teamReads: await teamReadsFigures(Math.round(rows / 5)),
      targets: { firstPaintMs: 1000, scrollP95FrameMs: 20 },
      loadavgBefore: loadBefore, loadavgAfter: load(),
    };
  } finally {
    await h.close();
  }
}
