/// <reference lib="dom" />
/**
 * Every message true about who said it (issue 32, parts 3 and 4), in a real browser against the
 * web host:
 * - this computer's keychain failing is named as such — "Hub not reached · This computer: …
 *   keychain", never "The Hub does not answer" nor "The Hub said: …";
 * - a Hub that does not answer is named as the network;
 * - a channel's refusal says what it means and what to do (the shared refusal table), and the
 *   Hub's Vietnamese rendering is shown to Vietnamese readers, to English readers on request.
 * Each state is shot in light and dark, English and Vietnamese.
 *
 * The keychain is broken for the web host alone: its D-Bus session address points nowhere.
 * The network failure is a Hub account at a closed loopback port, its key from POSTROOM_API_KEY.
 * The channel refusals come from the sandbox's fault preset of its own (`channel_refusal: 1`).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adviseRefusal, REFUSAL_RULES } from '../../src-shared/refusals';
import { call, callValue, themes, uiSession, useLanguage, waitOnline } from './helpers/session';

const BROKEN_BUS = { DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/postroom-ui-errors-bus' };
/** A Hub account nobody answers at: the discard port on loopback, closed on this machine. */
const GONE_HUB = 'http://127.0.0.1:9';
const KEY = 'sk_test_uierrors_0123456789abcdef';
const CAPTION = 'Spring portraits at Studio Lumen: book a morning session';

const s = uiSession({
  name: 'ui-errors',
  host: { env: BROKEN_BUS },
  prepare: (dir) => writeFileSync(join(dir, 'refuse.json'), JSON.stringify({ channel_refusal: 1, processing_ms: 0, instant: 1 })),
});

const shot = (page: Page, name: string, lang: 'en' | 'vi') => themes(page, `errors/${name}`, lang, { closeToasts: true });
const indicator = (page: Page) => page.locator('[data-testid="connectivity"]');

async function recheck(page: Page): Promise<void> {
  await indicator(page).locator('button').click();
}

describe('errors name who said them', () => {
  it('a keychain failure is this computer’s, not the Hub’s', async () => {
    const { page } = s.browser;
    await page.goto(s.host.url);
    await waitOnline(page);
    await callValue(page, 'workspaces.add', { name: 'Agency', hubUrl: GONE_HUB });
    await page.click('nav a[data-nav="settings"]');
    await page.click('[data-workspace="Agency"] button:has-text("Switch to it")');
    await page.waitForSelector('[data-workspace="Agency"].current');
    await recheck(page);

    // The indicator: the Hub was not asked; this computer's keychain is why.
    const problem = indicator(page).locator('[data-testid="connectivity-problem"]');
    await expect.poll(() => problem.getAttribute('data-source'), { timeout: 30_000 }).toBe('computer');
    expect(await problem.getAttribute('data-code')).toBe('keychain_unavailable');
    const said = (await indicator(page).textContent()) ?? '';
    expect(said).toContain('Hub not reached');
    expect(said).toContain('This computer:');
    expect(said).toMatch(/keychain/);
    expect(said).not.toMatch(/does not answer|Offline|DBus|Secret Service|keychain_unavailable/);

    // Saving a key: the same failure, said the same way, its code under Details only.
    await page.fill('[data-testid="key-form"] input[name="api-key"]', KEY);
    await page.click('[data-testid="key-form"] button[type="submit"]');
    const box = page.locator('[data-testid="account-panel"] [data-testid="error-box"][data-error-code="keychain_unavailable"]').first();
    await box.waitFor({ timeout: 30_000 });
    expect(await box.getAttribute('data-source')).toBe('computer');
    expect(await box.locator('[data-testid="error-source"]').textContent()).toBe('This computer:');
    expect(await box.locator('.what').textContent()).not.toMatch(/Hub said|keychain_unavailable/);
    expect(await box.locator('[data-testid="error-code"]').isVisible()).toBe(false);
    await box.locator('summary').click();
    expect(await box.locator('[data-testid="error-code"]').textContent()).toBe('keychain_unavailable');
    await shot(page, 'keychain', 'en');

    await useLanguage(page, 'vi');
    await page.fill('[data-testid="key-form"] input[name="api-key"]', KEY);
    await page.click('[data-testid="key-form"] button[type="submit"]');
    await box.waitFor({ timeout: 30_000 });
    expect(await box.locator('[data-testid="error-source"]').textContent()).toBe('Máy tính này:');
    await expect.poll(() => indicator(page).textContent(), { timeout: 30_000 }).toContain('Chưa tới được Hub');
    await shot(page, 'keychain', 'vi');
    await useLanguage(page, 'en');
  });

  it('a Hub that does not answer is the network’s', async () => {
    await s.restartHost({ env: { ...BROKEN_BUS, POSTROOM_API_KEY: KEY } });
    const { page } = s.browser;
    await page.goto(s.host.url);
    await page.click('nav a[data-nav="settings"]');
    await page.waitForSelector('[data-workspace="Agency"].current');
    // walk 36b, 3: a key from POSTROOM_API_KEY is used, never stored: never "kept in the system keychain" (none works here).
    await expect.poll(() => page.textContent('[data-testid="key-status"]'), { timeout: 10_000 }).toBe(`A key ending in …${KEY.slice(-4)} is used from POSTROOM_API_KEY, for this run only: it is not stored.`);
    await recheck(page);
    const problem = indicator(page).locator('[data-testid="connectivity-problem"]');
    await expect.poll(() => problem.getAttribute('data-source'), { timeout: 30_000 }).toBe('network');
    const said = (await indicator(page).textContent()) ?? '';
    expect(said).toContain('Offline');
    expect(said).toContain('The network:');
    expect(said).not.toMatch(/keychain|ECONNREFUSED|fetch failed/);

    // An action that needs the Hub says the same in its toast, the code as small print.
    await page.click('nav a[data-nav="channels"]');
    await page.click('button:has-text("Refresh from the Hub")');
    const toast = page.locator('[data-testid="toast"]', { hasText: 'The network:' });
    await toast.waitFor({ timeout: 30_000 });
    expect(await toast.locator('[data-testid="toast-detail"]').textContent()).toBe('network');
    expect(await toast.textContent()).not.toMatch(/ECONNREFUSED|fetch failed|TypeError/);
    await themes(page, 'errors/network', 'en');

    await useLanguage(page, 'vi');
    await expect.poll(() => indicator(page).textContent(), { timeout: 30_000 }).toContain('Mạng:');
    await shot(page, 'network', 'vi');
    await useLanguage(page, 'en');
  });

  it('a channel’s refusal says what it means and what to do', async () => {
    await s.restartHost({ env: BROKEN_BUS, sandboxFaults: join(s.dataDir, 'refuse.json'), sandboxSeed: 32 });
    const { page } = s.browser;
    await page.goto(s.host.url);
    await callValue(page, 'workspaces.use', { name: 'Sandbox' });
    await page.reload();
    await waitOnline(page);
    expect((await call(page, 'profiles.refresh', {})).ok).toBe(true);
    const draft = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram', 'x'], caption: CAPTION } });
    await callValue(page, 'photos.add', { draftId: draft.id, urls: ['https://images.example.com/lumen/spring.jpg'] });
    await callValue(page, 'publish.start', { draftIds: [draft.id] });

    await page.click('nav a[data-nav="outbox"]');
    const card = page.locator(`li.job:has([data-post-state="channels_refused"])`);
    await card.waitFor({ timeout: 30_000 });
    const ig = card.locator('[data-testid="channel-refusal"][data-channel="instagram"]');
    const x = card.locator('[data-testid="channel-refusal"][data-channel="x"]');
    await ig.waitFor();
    const igId = await ig.getAttribute('data-rule');
    const igRule = REFUSAL_RULES.find((r) => r.id === igId);
    expect(igRule?.channels).toContain('instagram');
    // w23insta: an aspect refusal is said from the photo's size (a link here: not known); w28errors: a format refusal from
    // its type (not known: both cases said); others in the row's words — all as the shared adviseRefusal says them.
    const igTodo = adviseRefusal({ channel: 'instagram', code: null, message: await ig.locator('[data-testid="refusal-words"]').textContent() }, 'en', { photos: [null], label: 'Instagram' }).todo;
    expect(await ig.locator('[data-testid="refusal-todo"]').textContent()).toBe(`What to do: ${igTodo}`);
    if (igRule!.kind === 'media_format') expect(igTodo).toMatch(/^If this photo is not a JPEG, save it as one/);
    expect(await x.getAttribute('data-rule')).toBe('x-duplicate');
    expect(await x.locator('[data-testid="refusal-words"]').textContent()).toBe('Status is a duplicate.');
    expect(await x.locator('[data-testid="refusal-todo"]').textContent()).toContain('Change the text');
    // The code is a detail, not the line.
    expect(await x.locator('[data-testid="refusal-code"]').isVisible()).toBe(false);
    // The Hub's Vietnamese rendering: on request for an English reader.
    expect(await x.locator('[data-testid="refusal-vietnamese"]').count()).toBe(0);
    await x.locator('[data-testid="show-vietnamese"]').click();
    expect(await x.locator('[data-testid="refusal-vietnamese"]').textContent()).toContain('Trạng thái bị trùng lặp.');
    await x.locator('summary').click();
    expect(await x.locator('[data-testid="refusal-code"]').textContent()).toBe('187');
    expect(await x.locator('.basis').textContent()).toContain('checked 2026-11-26');
    await card.scrollIntoViewIfNeeded();
    await themes(page, 'errors/refusal', 'en');

    // A Vietnamese reader sees the rendering at once, and the advice in Vietnamese.
    await useLanguage(page, 'vi');
    await card.waitFor({ timeout: 30_000 });
    // h-words: said to be the Hub's rendering of the channel's words.
    expect(await x.locator('[data-testid="refusal-vietnamese"]').textContent()).toMatch(/Hub tạm dịch lời của .+: Trạng thái bị trùng lặp\./);
    expect(await x.locator('[data-testid="show-vietnamese"]').count()).toBe(0);
    expect(await x.locator('[data-testid="refusal-todo"]').textContent()).toBe(`Cần làm gì: ${REFUSAL_RULES.find((r) => r.id === 'x-duplicate')!.say.vi.todo}`);
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'refusal', 'vi');
    await useLanguage(page, 'en');
  });
});
