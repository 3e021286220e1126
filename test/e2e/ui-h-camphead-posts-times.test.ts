/// <reference lib="dom" />
/**
 * h-camphead (walk 44a, minor): the campaign Posts tab row of a post whose refused X was retried for another time said one
 * time ("… · Scheduled"); its Library row and Compose said each channel's. The row says each channel's time under its own
 * (campaigns.get `sentTimes`, the Library row's reading). In Chromium through the web host, against a REAL sandbox Hub
 * refusing X at the first send. Shots light/dark × en/vi: test-results/screens/h-camphead/posts-times-*.
 */
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { callValue, themes, uiSession, useLanguage, waitOnline, deskOn } from './helpers/session';
import { sendWithXRefused } from './helpers/refused-channel';

const s = uiSession({ name: 'ui-h-camphead-posts-times' });
let hub: SandboxHandle;
beforeAll(async () => { hub = await startSandbox({ faults: { processing_ms: 0 }, seed: 4411 }); }, 60_000);
afterAll(async () => { await hub?.close(); });

interface Job { id: string; state: string; post: { state: string } }
const ZONE = 'Asia/Ho_Chi_Minh';
const WORDS = {
  en: /^· Instagram published .+ · X scheduled for .+ \(Asia\/Ho_Chi_Minh\)$/,
  vi: /^· Instagram đã đăng lúc .+ · X hẹn đăng lúc .+ \(Asia\/Ho_Chi_Minh\)$/,
} as const;

describe('h-camphead: the Posts tab row of a post whose channels go at two times', () => {
  it('says each channel’s time, en and vi', async () => {
    const { page, errors } = s.browser;
    await page.goto(s.host.url);
    await deskOn(page, hub, 'Sóng Agency', { profiles: false });
    await page.reload();
    await waitOnline(page);
    await callValue(page, 'profiles.refresh', {});
    const P = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_caphe', platforms: ['instagram', 'x'], caption: 'Flash 3: giá 500k' } }).then((d) => d.id);
    await callValue(page, 'photos.add', { draftId: P, urls: ['https://images.example.com/flash3.jpg'] });
    const camp = await callValue<{ id: string }>(page, 'campaigns.create', { name: 'Flash' });
    await callValue(page, 'campaigns.addDrafts', { id: camp.id, draftIds: [P] });
    const first = await sendWithXRefused<Job>(page, hub, P);
    const t2 = DateTime.now().setZone(ZONE).plus({ days: 6 }).startOf('minute').toFormat("yyyy-MM-dd'T'HH:mm");
    const retry = await callValue<Job>(page, 'jobs.retryFailed', { id: first.id, when: { scheduledAt: t2, timezone: ZONE } });
    await expect.poll(() => callValue<Job>(page, 'jobs.get', { id: retry.id }).then((j) => j.post.state), { timeout: 60_000 }).toBe('scheduled');

    for (const lang of ['en', 'vi'] as const) {
      if (lang === 'vi') await useLanguage(page, 'vi');
      await page.evaluate((c) => (location.hash = `#/campaigns/${c}`), camp.id);
      await page.waitForSelector('[data-testid="campaign-view"]');
      await page.click('[data-tab="posts"]');
      await expect.poll(() => page.locator('[data-testid="post-channel-times"]').first().textContent().then((t) => (t ?? '').replace(/\s+/g, ' ').trim()).catch(() => ''), { timeout: 30_000 }).toMatch(WORDS[lang]);
      await themes(page, 'h-camphead/posts-times', lang, { closeToasts: true });
    }
    await useLanguage(page, 'en');
    expect(errors.filter((e) => !e.includes('net::ERR_NAME_NOT_RESOLVED'))).toEqual([]);
  }, 240_000);
});
