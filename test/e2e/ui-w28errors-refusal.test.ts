/// <reference lib="dom" />
/**
 * w28errors (walk 24, 1), in a real browser against the web host and its sandbox Hub (fault file: every channel refuses;
 * set-up of ui-w23insta): Instagram's "Media upload has failed with error code 2207026." of a post whose photo IS a
 * JPEG was explained "save the photo as a JPEG". Now the Outbox card says Instagram refused the upload, quotes the Hub,
 * says what this computer sent (a JPEG, its size and bytes: a format Instagram takes) and that such a refusal is often
 * temporary: retry unchanged, the Hub's support only if it comes back. Shots light/dark × en/vi.
 * Needs the keychain: run under scripts/with-keyring.sh.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callValue, themes, uiSession, useLanguage, waitOnline } from './helpers/session';
import type { JobDto } from '../../src-main/bridge/contract';
import { sizeWords } from '../../src-shared/size-words';

const s = uiSession({
  name: 'ui-w28errors',
  prepare: (dir) => writeFileSync(join(dir, 'refuse.json'), JSON.stringify({ channel_refusal: 1, processing_ms: 0, instant: 1 })),
  host: (dir) => ({ sandboxFaults: join(dir, 'refuse.json'), sandboxSeed: 28 }),
});

const clean = (t: string | null) => (t ?? '').replace(/\s+/g, ' ').trim();

/** Drafts of one 1080×1080 JPEG each, sent to Instagram; the sandbox picks one of Instagram's two refusals per post, so several are sent. */
async function send(page: Page, n: number): Promise<string[]> {
  const base64 = (await sharp({ create: { width: 1080, height: 1080, channels: 3, background: { r: 90, g: 140, b: 200 } } }).jpeg({ quality: 80 }).toBuffer()).toString('base64');
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const { id } = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: `W28 JPEG #${i + 1}` } });
    await callValue(page, 'photos.addBytes', { draftId: id, name: 'cafe.jpg', base64 });
    ids.push(id);
  }
  await callValue(page, 'publish.start', { draftIds: ids });
  return ids;
}

describe('Instagram’s 2207026 of a JPEG', () => {
  it('says the upload was refused, that the photo was a JPEG Instagram takes, and to retry unchanged', async () => {
    const { page } = s.browser;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(s.host.url);
    await waitOnline(page);
    await callValue(page, 'profiles.refresh', {});
    const drafts = await send(page, 6);
    let job: JobDto | undefined;
    await expect.poll(async () => {
      const jobs = await callValue<JobDto[]>(page, 'jobs.list', {});
      const mine = jobs.filter((j) => j.draftId && drafts.includes(j.draftId) && j.outcomes.some((o) => o.success === false));
      job = mine.find((j) => j.outcomes.some((o) => o.code === '2207026'));
      return mine.length;
    }, { timeout: 60_000 }).toBe(drafts.length);
    if (!job) throw new Error('the sandbox (seed 28) made no 2207026 refusal of these posts: send more of them');
    const sent = job.photoSizes?.[0];
    expect(sent).toMatchObject({ width: 1080, height: 1080, type: 'image/jpeg' });
    expect(sent!.bytes).toBeLessThan(1_000_000);

    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await page.click('nav a[data-nav="outbox"]');
      const card = page.locator(`li.job[data-job-id="${job.id}"] [data-testid="channel-refusal"][data-channel="instagram"]`);
      await card.waitFor({ timeout: 30_000 });
      expect(await card.getAttribute('data-rule')).toBe('instagram-media-format');
      const meaning = clean(await card.locator('[data-testid="refusal-meaning"]').textContent());
      const todo = clean(await card.locator('[data-testid="refusal-todo"]').textContent());
      if (lang === 'en') {
        expect(meaning).toBe(`What it means: Instagram refused the upload (code 2207026). Instagram’s own words (through the Hub): “Media upload has failed with error code 2207026.” Postroom sent this photo as a JPEG (1080×1080, ${sizeWords(sent!.bytes!, 'en')}), a format Instagram takes, so its format was not the cause; such a refusal is often temporary.`);
        expect(todo).toBe('What to do: Retry Instagram alone with the photo unchanged. Only if it fails again with the same code, contact the Hub’s support with the code in Details.');
      } else {
        expect(meaning).toBe(`Nghĩa là: Instagram đã từ chối tệp tải lên (mã 2207026). Nguyên văn của Instagram (tiếng Anh, qua Hub): “Media upload has failed with error code 2207026.” Postroom đã gửi ảnh này dạng JPEG (1080×1080, ${sizeWords(sent!.bytes!, 'vi')}), định dạng Instagram nhận, nên định dạng không phải nguyên nhân; lần từ chối như vậy thường chỉ là tạm thời.`);
        expect(todo).toBe('Cần làm gì: Thử lại riêng Instagram, giữ nguyên ảnh. Chỉ khi vẫn lỗi với cùng mã đó, hãy liên hệ bộ phận hỗ trợ của Hub kèm mã trong phần Chi tiết.');
      }
      expect(`${meaning} ${todo}`).not.toMatch(/save the photo as a JPEG|lưu ảnh dạng JPEG/i);
      await card.scrollIntoViewIfNeeded();
      await themes(page, 'w28errors/refusal-2207026-jpeg', lang, { closeToasts: true });
    }
    await useLanguage(page, 'en');
  }, 300_000);
});
