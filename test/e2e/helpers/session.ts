/// <reference lib="dom" />
/**
 * What the browser end-to-end files share: a fresh data dir with the web host over it and a
 * Chromium, set up before a file's tests and removed after; the bridge called from the page as the
 * renderer calls it; light and dark screenshots of what is on screen.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchBrowser, screenshot, type Browser } from '../ui-browser';
import { startWebHost, type RunningWebHost } from './webhost';

/** A bridge answer, as `/bridge/<method>` gives it. */
export type Answer<T> = { ok: true; value: T } | { ok: false; error: { code: string; message: string } };

/** Calls a bridge method from the page (same origin, its token cookie), as the renderer does. */
export const call = <T>(page: Page, method: string, input: unknown): Promise<Answer<T>> =>
  page.evaluate(async ([m, i]) => (await (await fetch(`/bridge/${m}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(i) })).json()) as unknown, [method, input] as const) as Promise<Answer<T>>;

export type HostOptions = { sandboxFaults?: string; sandboxSeed?: number; env?: NodeJS.ProcessEnv; keepPort?: boolean };

export interface UiSession {
  readonly dataDir: string;
  readonly host: RunningWebHost;
  /** The file's browser (throws when the session was made with `browser: false`). */
  readonly browser: Browser;
  /** Stops the web host (SIGTERM, the app quitting) and starts it again on the same data dir. */
  restartHost(opts?: HostOptions): Promise<RunningWebHost>;
}

/**
 * Registers the file's beforeAll/afterAll: a data dir `postroom-<name>-…`, then `prepare` (files the
 * tests pick), the web host (`host`: its options, or made from the data dir), and (unless `browser: false`) a light Chromium. Everything is removed after.
 */
export function uiSession(opts: { name: string; host?: HostOptions | ((dataDir: string) => HostOptions); browser?: boolean; browserZone?: string; prepare?: (dataDir: string) => void | Promise<void> }): UiSession {
  let dataDir = '';
  let host: RunningWebHost | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), `postroom-${opts.name}-`));
    await opts.prepare?.(dataDir);
    host = await startWebHost({ dataDir, ...(typeof opts.host === 'function' ? opts.host(dataDir) : opts.host) });
    if (opts.browser !== false) browser = await launchBrowser({ colorScheme: 'light', ...(opts.browserZone ? { timezoneId: opts.browserZone } : {}) });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await host?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  const must = <T>(v: T | undefined, what: string): T => {
    if (v === undefined) throw new Error(`${what} is not started (the session's beforeAll has not run)`);
    return v;
  };
  return {
    get dataDir() {
      return dataDir;
    },
    get host() {
      return must(host, 'the web host');
    },
    get browser() {
      return must(browser, 'the browser');
    },
    async restartHost(o: HostOptions = {}) {
      await host?.close();
      host = undefined;
      host = await startWebHost({ dataDir, ...o });
      return host;
    },
  };
}

/** Waits for the app to say its Hub is reachable (the sidebar's connectivity state). */
export async function waitOnline(page: Page): Promise<void> {
  await page.waitForSelector('[data-testid="connectivity"][data-state="online"]', { timeout: 20_000 });
}

/** Creates a campaign on the Campaigns screen, opens it on its Import tab and picks the default profile for the file's rows. */
export async function newCampaign(page: Page, name: string, profileId: string): Promise<void> {
  await page.click('nav a[data-nav="campaigns"]');
  await page.fill('#campaign-name', name);
  await page.click('button:has-text("Create campaign")');
  // A new campaign opens at once.
  await expect.poll(() => page.textContent('#campaign-h')).toBe(name);
  await page.click('[data-tab="import"]');
  await expect.poll(() => page.locator(`[data-testid="import-profile"] option[value="${profileId}"]`).count(), { timeout: 20_000 }).toBe(1);
  await page.selectOption('[data-testid="import-profile"]', profileId);
}

/** Switches the UI language (stored by the renderer) and reloads until the page says it. */
export async function useLanguage(page: Page, lang: 'en' | 'vi'): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('postroom.locale', l), lang);
  await page.reload();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
}

/** The screen of `url` (its hash route) on `host`, a restarted web host on another port; its old token left out. */
export const routeOn = (host: RunningWebHost, url: string): string => url.replace(/^http:\/\/127\.0\.0\.1:\d+/, host.origin).replace(/\?token=[^#]*/, '');

/**
 * Light and dark screenshots of what is on screen, as test-results/screens/<name>-<theme>-<lang>.png,
 * the page left light. `closeToasts` closes the toasts first (by their close button).
 */
export async function themes(page: Page, name: string, lang: 'en' | 'vi', opts: { closeToasts?: boolean } = {}): Promise<void> {
  if (opts.closeToasts) await page.locator('[data-testid="toast"] button:not(.primary)').evaluateAll((bs) => bs.forEach((b) => (b as HTMLButtonElement).click()));
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await screenshot(page, `${name}-${theme}-${lang}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** A bridge call's value; a failed answer throws with the bridge's own code and words. */
export async function callValue<T>(page: Page, method: string, input: unknown): Promise<T> {
  const r = await call<T>(page, method, input);
  if (!r.ok) throw new Error(`${method}: ${r.error.code}: ${r.error.message}`);
  return r.value;
}

/**
 * A draft changed as a person's Compose would: at its revision now. The library moves a revision on its own too (the
 * post's state once its send is done, a teammate's change synced in), so an edit that meets a revision moved between
 * the read and the write reads it again (`conflict`, the library's own answer), as Compose reloads; any other answer throws.
 */
export async function updateDraft(page: Page, id: string, patch: Record<string, unknown>): Promise<void> {
  for (let tries = 1; ; tries++) {
    const { revision } = await callValue<{ revision: number }>(page, 'drafts.get', { id });
    const r = await call(page, 'drafts.update', { id, patch, revision });
    if (r.ok) return;
    if (r.error.code !== 'conflict' || tries >= 5) throw new Error(`drafts.update: ${r.error.code}: ${r.error.message}`);
  }
}

/** A workspace `name` on `hub` made, used and given the Hub's key, its profiles read (when `profiles`) — a desk ready to publish. */
export async function deskOn(page: Page, hub: { url: string; apiKey: string }, name: string, opts: { profiles?: boolean } = { profiles: true }): Promise<void> {
  await callValue(page, 'workspaces.add', { name, hubUrl: hub.url });
  await callValue(page, 'workspaces.use', { name });
  await callValue(page, 'key.set', { key: hub.apiKey });
  if (opts.profiles) await callValue(page, 'profiles.refresh', {});
}
