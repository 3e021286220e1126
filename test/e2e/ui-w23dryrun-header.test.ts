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
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../src-main/sandbox';
import { browserTeam, type TeamMember } from './helpers/team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-w23dryrun-header-', { seed: 23, faults: 'none' });
let hub: SandboxHandle;
let lan: TeamMember;
let chi: TeamMember;
let campaignId = '';
const mark = '#w23header';
const atHub = () => hub.control.publishedPosts().filter((p) => (p.caption ?? '').includes(mark));

async function settle<T>(get: () => Promise<T | undefined>, want: T, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (JSON.stringify(await get().catch(() => undefined)) !== JSON.stringify(want)) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${JSON.stringify(want)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}
const text = (page: Page, testid: string): Promise<string> => page.textContent(`[data-testid="${testid}"]`).then((t) => (t ?? '').replace(/\s+/g, ' ').trim()).catch(() => '');
const reviewState = (m: TeamMember, id: string) => callValue<Record<string, { state: string }>>(m.page, 'review.get', { draftIds: [id] }).then((r) => r[id]?.state);

beforeAll(async () => {
  ({ hub } = await team.start());
  [lan, chi] = await Promise.all([team.member('Lan', 'editor'), team.member('Chi', 'owner')]);
  for (const m of [lan, chi]) await team.join(m);
  for (const m of [lan, chi]) {
    await callValue(m.page, 'key.set', { key: hub.apiKey });
    await callValue(m.page, 'profiles.refresh', {});
  }
  const post = async (caption: string): Promise<string> => {
    const d = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: `${caption} ${mark}` } });
    await callValue(lan.page, 'photos.add', { draftId: d.id, urls: ['https://images.example.com/w23header.jpg'] });
    await callValue(lan.page, 'review.act', { draftId: d.id, action: 'submit' });
    await settle(() => reviewState(chi, d.id), 'in_review');
    return d.id;
  };
  const ids = [await post('Winter portraits — A'), await post('Gift cards — B'), await post('Holiday hours — C')];
  for (const id of ids.slice(0, 2)) {
    await callValue(chi.page, 'review.act', { draftId: id, action: 'approve' });
    await settle(() => reviewState(lan, id), 'approved');
  }
  campaignId = (await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: 'Winter at Lumen' })).id;
  await callValue(lan.page, 'campaigns.addDrafts', { id: campaignId, draftIds: ids });
  await callValue(lan.page, 'campaigns.send', { id: campaignId });
  await settle(() => callValue<{ sendState: string }>(lan.page, 'campaigns.status', { id: campaignId }).then((s) => s.sendState), 'done');
  await settle(async () => atHub().length, 2);
  await settle(() => callValue<{ teamSent?: number }>(chi.page, 'campaigns.status', { id: campaignId }).then((s) => s.teamSent), 2);
}, 300_000);

afterAll(() => team.stop());

async function openPosts(page: Page): Promise<void> {
  await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, campaignId);
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
    const { page } = chi;
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
    const { page } = lan;
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
