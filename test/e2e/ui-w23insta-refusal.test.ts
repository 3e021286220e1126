/// <reference lib="dom" />
/**
 * w23insta (walk 20), in a real browser against the web host and its sandbox Hub (fault file: every channel
 * refuses): Instagram's aspect-ratio refusal of a post whose 1080×1080 photo fits read "this photo is taller or
 * wider than that … 1080 × 1080 px fits". Now the Outbox card says the photo fits (1080×1080, 1:1), that the
 * refusal was about something else, and quotes the Hub; a 1080×1920 photo's card says it is taller than
 * Instagram takes, with the numbers, in the Outbox and beside Instagram's options in Compose. Shots light/dark × en/vi. Needs the keychain: run under scripts/with-keyring.sh.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callValue, themes, uiSession, useLanguage, waitOnline } from './helpers/session';
import type { JobDto } from '../../src-main/bridge/contract';

const s = uiSession({
  name: 'ui-w23insta',
  prepare: (dir) => writeFileSync(join(dir, 'refuse.json'), JSON.stringify({ channel_refusal: 1, processing_ms: 0, instant: 1 })),
  host: (dir) => ({ sandboxFaults: join(dir, 'refuse.json'), sandboxSeed: 23 }),
});

const clean = (t: string | null) => (t ?? '').replace(/\s+/g, ' ').trim();
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 80 } } }).jpeg({ quality: 80 }).toBuffer().then((b) => b.toString('base64'));

/** Drafts of one photo each, sent to Instagram; the sandbox picks one of Instagram’s two refusals per post, so several are sent (12: with 6, none of them was the aspect one about 1 run in 60 — CI ci28c). */
async function send(page: Page, width: number, height: number, n: number): Promise<string[]> {
  const base64 = await jpeg(width, height);
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const { id } = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: `W23 insta ${width}×${height} #${i + 1}` } });
    await callValue(page, 'photos.addBytes', { draftId: id, name: `shot-${width}x${height}.jpg`, base64 });
    ids.push(id);
  }
  await callValue(page, 'publish.start', { draftIds: ids });
  return ids;
}

/** The first job of these drafts whose Instagram refusal is the aspect-ratio one (code 36003). */
async function aspectJob(page: Page, drafts: string[]): Promise<JobDto> {
  let found: JobDto | undefined;
  await expect.poll(async () => {
    const jobs = await callValue<JobDto[]>(page, 'jobs.list', {});
    const mine = jobs.filter((j) => j.draftId && drafts.includes(j.draftId) && j.outcomes.some((o) => o.success === false));
    found = mine.find((j) => j.outcomes.some((o) => o.code === '36003'));
    return mine.length;
  }, { timeout: 60_000 }).toBe(drafts.length);
  if (!found) throw new Error('the sandbox (seed 23) made no aspect-ratio refusal of these posts: send more of them');
  return found;
}

const refusalOf = (page: Page, job: JobDto): Locator => page.locator(`li.job[data-job-id="${job.id}"] [data-testid="channel-refusal"][data-channel="instagram"]`);

describe('Instagram’s aspect-ratio refusal says what the photo’s size says', () => {
  it('a 1080×1080 photo fits (the Hub is quoted); a 1080×1920 photo is taller than Instagram takes', async () => {
    const { page } = s.browser;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(s.host.url);
    await waitOnline(page);
    await callValue(page, 'profiles.refresh', {});
    const square = await aspectJob(page, await send(page, 1080, 1080, 12));
    const tall = await aspectJob(page, await send(page, 1080, 1920, 12));
    // w28errors: with each upload's type and bytes as sent.
    expect(square.photoSizes).toEqual([{ width: 1080, height: 1080, type: 'image/jpeg', bytes: expect.any(Number) }]);
    expect(tall.photoSizes).toEqual([{ width: 1080, height: 1920, type: 'image/jpeg', bytes: expect.any(Number) }]);

    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await page.click('nav a[data-nav="outbox"]');
      const sq = refusalOf(page, square);
      await sq.waitFor({ timeout: 30_000 });
      expect(await sq.getAttribute('data-rule')).toBe('instagram-aspect-ratio');
      const sqMeaning = clean(await sq.locator('[data-testid="refusal-meaning"]').textContent());
      const sqTodo = clean(await sq.locator('[data-testid="refusal-todo"]').textContent());
      if (lang === 'en') {
        expect(sqMeaning).toBe('What it means: Instagram takes photos from 4:5 (1080×1350) to 1.91:1 (1080×566), and this photo fits (1080×1080, 1:1): the refusal was about something else. Instagram’s own words (through the Hub): “The aspect ratio is not supported.”');
        expect(sqTodo).toMatch(/^What to do: Cropping will not help\. Retry Instagram alone/);
      } else {
        expect(sqMeaning).toMatch(/^Nghĩa là: Instagram nhận ảnh có tỷ lệ từ 4:5 \(1080×1350\) đến 1,91:1 \(1080×566\), và ảnh này nằm trong khoảng đó \(1080×1080, 1:1\): lần từ chối này là vì lý do khác\. Nguyên văn của Instagram \(tiếng Anh, qua Hub\): “The aspect ratio is not supported\.”$/);
        expect(sqTodo).toMatch(/^Cần làm gì: Cắt ảnh sẽ không giúp được\./);
      }
      expect(`${sqMeaning} ${sqTodo}`).not.toMatch(/taller|wider|cao hơn|rộng hơn/);
      await sq.scrollIntoViewIfNeeded();
      await themes(page, 'w23insta/refusal-fits', lang, { closeToasts: true });

      const tl = refusalOf(page, tall);
      await tl.scrollIntoViewIfNeeded();
      const tlMeaning = clean(await tl.locator('[data-testid="refusal-meaning"]').textContent());
      const tlTodo = clean(await tl.locator('[data-testid="refusal-todo"]').textContent());
      if (lang === 'en') {
        expect(tlMeaning).toBe('What it means: Instagram takes photos from 4:5 (1080×1350) to 1.91:1 (1080×566); this photo is 1080×1920, 9:16: taller than Instagram takes.');
        expect(tlTodo).toBe('What to do: Crop this photo to 4:5 or wider (1080×1350 fits), then retry Instagram alone.');
      } else {
        expect(tlMeaning).toMatch(/ảnh này có kích thước 1080×1920, tỷ lệ 9:16: cao hơn mức Instagram nhận\.$/);
        expect(tlTodo).toBe('Cần làm gì: Cắt ảnh này về tỷ lệ 4:5 hoặc rộng hơn (1080×1350 là vừa), rồi thử lại riêng Instagram.');
      }
      await themes(page, 'w23insta/refusal-taller', lang, { closeToasts: true });

      // Compose shows the same refusal beside Instagram's options, said from the same sizes (its job's).
      await page.goto(`${s.host.origin}/#/compose/${encodeURIComponent(tall.draftId!)}`);
      const inCompose = page.locator('[data-testid="refusal-instagram"] [data-testid="refusal-meaning"]');
      await expect.poll(async () => clean(await inCompose.textContent({ timeout: 1000 }).catch(() => '')), { timeout: 30_000 }).toBe(tlMeaning);
      // Its check beside it says the same side (was "wider or taller").
      await expect.poll(async () => clean(await page.locator('[data-testid="channel-options"]').textContent()), { timeout: 30_000 }).toContain(lang === 'en' ? 'Photo 1 is taller than this channel takes' : 'Ảnh 1 cao hơn tỉ lệ kênh này nhận');
      await inCompose.scrollIntoViewIfNeeded();
      await themes(page, 'w23insta/refusal-compose', lang, { closeToasts: true });
    }
    await useLanguage(page, 'en');
  }, 300_000);
});
