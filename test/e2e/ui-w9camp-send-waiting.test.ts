/// <reference lib="dom" />
/**
 * w9camp (walk 9, F4): the Send tab said "Send them for review or ask an approver" about posts already IN review
 * (all in review, no dry run; and after Send, of the one post left in review). Now its words follow what the posts
 * wait for, as the core counts them (status `now.inReview` / `now.toSubmit`): in review → ask an approver; not sent
 * for review yet → send them for review; both → both. Lan (editor) and Bảo (owner) on a real team server and a
 * sandbox Hub, started once for the file. Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserTeam } from './helpers/team';
import { reviewSteps, text, useLanAndBao } from './helpers/review-team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-w9camp-', { seed: 93, faults: 'none' });
const members = useLanAndBao(team);
const camps = { inReview: '', toSubmit: '', both: '', afterSend: '' };
const photo = 'https://images.example.com/w9camp.jpg';
const { inReview, decide } = reviewSteps(members, photo);

/** A draft of Lan's with a photo, never sent for review. */
async function notSubmitted(caption: string): Promise<string> {
  const page = members.lan.page;
  const d = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_caphe', platforms: ['instagram'], caption } });
  await callValue(page, 'photos.add', { draftId: d.id, urls: [photo] });
  return d.id;
}

async function campaign(name: string, draftIds: string[]): Promise<string> {
  const page = members.lan.page;
  const c = await callValue<{ id: string }>(page, 'campaigns.create', { name });
  await callValue(page, 'campaigns.addDrafts', { id: c.id, draftIds });
  return c.id;
}

async function sendTab(page: Page, id: string): Promise<void> {
  await page.evaluate((x) => { location.hash = `#/campaigns/${x}`; }, id);
  await page.click('[data-tab="send"]');
}

beforeAll(async () => {
  const r1 = await inReview('Áo dài Hội An — in review 1');
  const r2 = await inReview('Áo dài Hội An — in review 2');
  const r3 = await inReview('Áo dài Hội An — in review 3');
  const a1 = await inReview('Áo dài Hội An — approved');
  await decide(a1, 'approve', 'approved');
  const s1 = await notSubmitted('Áo dài Hội An — draft 1');
  const s2 = await notSubmitted('Áo dài Hội An — draft 2');
  camps.inReview = await campaign('F4 — all in review', [r1, r2]);
  camps.toSubmit = await campaign('F4 — not sent for review', [s1]);
  camps.both = await campaign('F4 — both', [r1, s1, s2]);
  camps.afterSend = await campaign('F4 — after Send', [a1, r3]);
}, 300_000);

const EN = {
  inReview: 'All 2 posts left are in review: they wait for approval by Bảo, so nothing would be sent until they are approved. Ask an approver (the Review tab).',
  toSubmit: 'The post left is not sent for review yet, so nothing would be sent until it is sent for review and approved. Send it for review (the Review tab).',
  both: "All 3 posts left wait for the team's review, so nothing would be sent until they are approved. In the Review tab: 1 is in review, waiting for approval by Bảo (ask an approver); 2 are not sent for review yet (send them for review).",
  afterSend: 'The post left is in review: it waits for approval by Bảo, so nothing would be sent until it is approved. Ask an approver (the Review tab).',
};
const VI = {
  inReview: 'Cả 2 bài còn lại đều đang được xét duyệt: các bài đang chờ Bảo phê duyệt, nên sẽ không có gì được gửi cho đến khi các bài được duyệt. Hãy nhờ người duyệt (thẻ Xét duyệt).',
  toSubmit: 'Bài còn lại chưa được gửi để duyệt, nên sẽ không có gì được gửi cho đến khi bài được gửi để duyệt và được duyệt. Hãy gửi bài để duyệt (thẻ Xét duyệt).',
  both: 'Cả 3 bài còn lại đều đang chờ nhóm xét duyệt, nên sẽ không có gì được gửi cho đến khi các bài được duyệt. Ở thẻ Xét duyệt: 1 bài đang được xét duyệt, đang chờ Bảo phê duyệt (hãy nhờ người duyệt); 2 bài chưa được gửi để duyệt (hãy gửi để duyệt).',
  afterSend: 'Bài còn lại đang được xét duyệt: bài đang chờ Bảo phê duyệt, nên sẽ không có gì được gửi cho đến khi bài được duyệt. Hãy nhờ người duyệt (thẻ Xét duyệt).',
};

describe('the Send tab says what the posts left wait for', () => {
  for (const k of ['inReview', 'toSubmit', 'both'] as const) {
    it(`${k}, no dry run on this laptop: ${EN[k].slice(0, 60)}…`, async () => {
      const { page } = members.lan;
      for (const lang of ['en', 'vi'] as const) {
        await useLanguage(page, lang);
        await sendTab(page, camps[k]);
        await expect.poll(() => text(page, 'send-all-waiting'), { timeout: 20_000 }).toBe((lang === 'en' ? EN : VI)[k]);
        expect(await page.locator('[data-testid="send"]').count()).toBe(0);
        await themes(page, `w9camp/send-waiting-${k}`, lang, { closeToasts: true });
      }
      await useLanguage(page, 'en');
    });
  }

  it('in review, after a dry run: the same words, then "run the dry run again"', async () => {
    const { page } = members.lan;
    await useLanguage(page, 'en');
    await sendTab(page, camps.inReview);
    await page.click('[data-tab="dryRun"]');
    await page.click('[data-testid="dry-run"]');
    await page.waitForSelector('[data-testid="dry-run-table"]');
    await page.click('[data-tab="send"]');
    await expect.poll(() => text(page, 'send-all-waiting'), { timeout: 20_000 }).toBe(EN.inReview.replace(/\.$/, ', then run the dry run again.'));
  });

  it('after Send, of the one post left in review: ask an approver, not "send it for review"', async () => {
    const { page } = members.lan;
    await useLanguage(page, 'en');
    await sendTab(page, camps.afterSend);
    await page.click('[data-testid="send"]', { timeout: 20_000 });
    await expect.poll(() => text(page, 'send-all-waiting'), { timeout: 30_000 }).toBe(EN.afterSend);
    await themes(page, 'w9camp/send-waiting-after-send', 'en', { closeToasts: true });
    await useLanguage(page, 'vi');
    await page.click('[data-tab="send"]');
    await expect.poll(() => text(page, 'send-all-waiting'), { timeout: 20_000 }).toBe(VI.afterSend);
    await themes(page, 'w9camp/send-waiting-after-send', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');
  });
});
