/**
 * h-clientpage (walk 44a, 5 and 6): the client's page in Chromium for two posts a sandbox Hub answered as in the walk,
 * on the teammate's laptop: post 1, X published now and Instagram refused, Instagram retried for a later day, the
 * caption edited since; post 2, X and Threads published, Instagram refused twice. Each Hub post is listed with its
 * channels, state and time, the refusals said with the Hub's words, and no "may refuse … will check it" of a channel
 * the Hub has. English and Vietnamese, light and dark (screenshots h-clientpage-preview-*).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { drafts } from '../../src-main/library';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { DEFAULT_REVIEW_SETTINGS, exportClientPreview, type ReviewMember } from '../../src-main/team';
import { twoLaptops } from '../publisher/team-fixture';
import { launchBrowser, screenshot, type Browser } from './ui-browser';

const ZONE = 'Europe/Berlin';
const hanh: ReviewMember = { name: 'Hạnh', role: 'editor', settings: DEFAULT_REVIEW_SETTINGS, solo: false };

let browser: Browser;
let sandbox: SandboxHandle;
beforeAll(async () => {
  sandbox = await startSandbox({ faults: 'none', seed: 4406 });
  sandbox.control.setProcessingMs(0);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
});

describe('the client’s page of posts whose channels went at two times or refused, in Chromium', () => {
  it('lists each Hub post with its channels, state and time, and says who refused it', async () => {
    const x = await twoLaptops(sandbox, 2, { platforms: ['instagram', 'x', 'threads'] });
    try {
      const port = x.team.port.bind(x.team);
      x.team.port = (m) => ({ ...port(m), approval: () => null });
      const [twoTimes, partly] = x.draftIds as [string, string];
      const p = x.a.publisher();
      sandbox.control.setFaults({ channel_refusal: 1, refusing_channels: ['instagram'] });
      const first = (await p.publish({ draftIds: [twoTimes] }, { wait: true })).jobs[0]!;
      const second = (await p.publish({ draftIds: [partly] }, { wait: true })).jobs[0]!;
      await p.retryFailedChannels(second.id, { wait: true });
      sandbox.control.setFaults('none');
      const t2 = DateTime.now().setZone(ZONE).plus({ days: 6 }).set({ hour: 4, minute: 0 }).startOf('minute');
      await p.retryFailedChannels(first.id, { when: { scheduledAt: t2.toFormat("yyyy-MM-dd'T'HH:mm"), timezone: ZONE }, wait: true });
      x.team.share(x.a);
      const sent = drafts.get(x.b.lib.db, twoTimes).caption;
      drafts.update(x.b.lib.db, twoTimes, { caption: `${sent} (sửa: giá 450k)` });
      const { page } = browser;
      for (const lang of ['en', 'vi'] as const) {
        const { html } = await exportClientPreview(x.b.lib.db, { draftIds: [twoTimes, partly], zone: ZONE, lang, member: hanh, team: x.team.port(x.b.member) });
        const file = join(x.b.dir, `preview-${lang}.html`);
        writeFileSync(file, html);
        await page.goto(`file://${file}`);
        const one = page.locator(`article[data-draft-id="${twoTimes}"]`);
        await expect.poll(() => one.locator('.held li').count()).toBe(2);
        expect(await one.locator('.held li').evaluateAll((els) => els.map((el) => el.getAttribute('data-stage')))).toEqual(['published', 'scheduled']);
        expect(await one.locator('.held li .caption').allTextContents()).toEqual([sent, sent]);
        expect(await one.locator('.meta [data-stage]').count()).toBe(2);
        expect(await one.locator('section[data-refused]').count()).toBe(0); // Instagram refused then, scheduled now
        const two = page.locator(`article[data-draft-id="${partly}"]`);
        expect(await two.locator('.athub').textContent()).toContain(lang === 'en' ? 'Published on X and Threads; Instagram refused it: ' : 'Đã đăng trên X và Threads; Instagram đã từ chối bài: ');
        expect(await two.locator('section[data-channel="instagram"][data-refused]').count()).toBe(1);
        expect(await page.locator('main').textContent()).not.toContain(lang === 'en' ? 'your agency will check it' : 'agency của bạn sẽ kiểm tra lại');
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          await one.scrollIntoViewIfNeeded();
          await screenshot(page, `h-clientpage-preview-${lang}-${scheme}-post1`);
          await two.scrollIntoViewIfNeeded();
          await screenshot(page, `h-clientpage-preview-${lang}-${scheme}-post2`);
        }
        await page.emulateMedia({ colorScheme: 'light' });
      }
      expect(browser.errors).toEqual([]);
    } finally {
      await x.close();
    }
  }, 90_000);
});
