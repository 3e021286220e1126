/// <reference lib="dom" />
/**
 * w23dryrun (walk 20, 3): the campaign header counts each sent post once, in real browsers on one real team server and
 * one sandbox Hub (each started once for the file). Lan (editor) sends her campaign: A and B (approved) go to the Hub,
 * C waits in review. Chi's header said "3 posts · 2 sent · 1 held back (…) · 2 sent by Lan (a teammate)": A and B twice
 * in one line. Now: "3 posts · 2 sent (by Lan) · 1 held back (…)" on Chi's laptop, "3 posts · 2 sent · 1 held back (…)"
 * on Lan's (she sent them), and the Posts tab agrees: as many rows as posts, as many sent in its Send column as the
 * header's sent. Shots light/dark × en/vi of the Posts tab on both laptops.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { themes, useLanguage } from './helpers/session';
import { text } from './helpers/review-team';
import { useSentCampaign } from './helpers/sent-campaign';

const { sent, atHub } = useSentCampaign('postroom-ui-w23dryrun-header-', {
  seed: 23,
  name: 'Winter at Lumen',
  mark: '#w23header',
  photo: 'https://images.example.com/w23header.jpg',
  captions: ['Winter portraits — A', 'Gift cards — B', 'Holiday hours — C'],
});

async function openPosts(page: Page): Promise<void> {
  await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, sent.campaignId);
  await page.click('[data-tab="posts"]');
  await page.waitForSelector('[data-testid="campaign-posts"] tbody tr');
}

/** The header's posts and sent counts beside the Posts tab's rows and its Send column's sent rows (`sentWord`: that column's word). */
async function counts(page: Page, sentWord: RegExp): Promise<{ header: string; posts: number; sent: number; rows: number; sentRows: number }> {
  const header = await text(page, 'campaign-summary');
  const sends = (await page.locator('[data-testid="post-send"]').allTextContents()).map((t) => t.trim());
  return { header, posts: Number(/^(\d+)/.exec(header)?.[1]), sent: Number(/ · (\d+) (?:sent|bài đã gửi)/.exec(header)?.[1]), rows: sends.length, sentRows: sends.filter((t) => sentWord.test(t)).length };
}

describe('the campaign header, on the sender\'s laptop and a teammate\'s', () => {
  it("Chi's: each of Lan's posts counted once, \"2 sent (by Lan)\"; the Posts tab agrees (en, vi)", async () => {
    const { page } = sent.chi;
    await useLanguage(page, 'en');
    await openPosts(page);
    await expect.poll(() => text(page, 'campaign-summary'), { timeout: 20_000 }).toBe('3 posts · 2 sent (by Lan) · 1 held back (1 waiting for approval by you)');
    const c = await counts(page, /^sent by Lan$/);
    expect(c).toMatchObject({ posts: 3, sent: 2, rows: 3, sentRows: 2 });
    expect(c.header.match(/Lan/g)).toHaveLength(1);
    await themes(page, 'w23dryrun/header-chi', 'en', { closeToasts: true });
    await useLanguage(page, 'vi');
    await openPosts(page);
    await expect.poll(() => text(page, 'campaign-summary'), { timeout: 20_000 }).toMatch(/^3 bài · 2 bài đã gửi \(do Lan gửi\) · 1 bài bị giữ lại \(/);
    expect((await counts(page, /^Lan đã gửi$/)).sentRows).toBe(2);
    await themes(page, 'w23dryrun/header-chi', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');
  });

  it("Lan's (the sender): \"2 sent\", no teammate named; the Posts tab agrees (en, vi)", async () => {
    const { page } = sent.lan;
    await useLanguage(page, 'en');
    await openPosts(page);
    await expect.poll(() => text(page, 'campaign-summary'), { timeout: 20_000 }).toMatch(/^3 posts · 2 sent · 1 held back \(1 waiting for approval by .+\)$/);
    const c = await counts(page, /^sent for publishing$/);
    expect(c).toMatchObject({ posts: 3, sent: 2, rows: 3, sentRows: 2 });
    await themes(page, 'w23dryrun/header-lan', 'en', { closeToasts: true });
    await useLanguage(page, 'vi');
    await openPosts(page);
    await expect.poll(() => text(page, 'campaign-summary'), { timeout: 20_000 }).toMatch(/^3 bài · 2 bài đã gửi · 1 bài bị giữ lại \(/);
    await themes(page, 'w23dryrun/header-lan', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');
    expect(atHub()).toHaveLength(2);
  });
});
