/// <reference lib="dom" />
/**
 * reviewui (issue 34): every screen says who published a team's post, and the review screens say true
 * things, in real browsers on one real team server (started once for the file) and one sandbox Hub:
 * Lan (editor), Bảo (approver) and Tú (viewer), each on a data dir, web host and Chromium of their own.
 *
 * Lan writes a post and sends it for review; Bảo approves it (Lan is told, Bảo is not told of his own
 * approval) and publishes it from his laptop. On Lan's laptop the Library row and Compose say "Published by
 * Bảo", Compose offers no "Open the Outbox" (the post is in Bảo's Outbox, not Lan's) and "Publish again"
 * is disabled with the reason (a new approval first), where it used to be offered and then quietly held
 * back. Tú's comment box is shut with the reason. Screens shot light/dark × en/vi (disabled buttons among them).
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../src-main/sandbox';
import { browserTeam, type TeamMember } from './helpers/team';
import { callValue, themes, useLanguage } from './helpers/session';

type Member = TeamMember;
interface PostState { state: string; by?: { name: string; at: number } | null }

let hub: SandboxHandle;
const members: Record<'lan' | 'bao' | 'tu', Member> = {} as never;
let draftId = '';
let campaignId = '';

const team = browserTeam('postroom-ui-team-review-', { seed: 34, faults: 'none' });
/** A member, and joining through Settings → Team until the sidebar says the team is in step. */
const { member, join: joinTeam } = team;

const toastText = (page: Page): Promise<string> => page.locator('[data-testid="toast"]').allTextContents().then((t) => t.join(' | '));
const closeToasts = (page: Page): Promise<void> => page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[data-testid="toast"] > button[aria-label]').forEach((b) => b.click()));
const shot = async (page: Page, name: string, lang: 'en' | 'vi') => {
  await closeToasts(page);
  await themes(page, `team-review/${name}`, lang);
};
const postState = (page: Page): Promise<PostState> => callValue<PostState>(page, 'drafts.postState', { id: draftId });
const reviewState = (page: Page): Promise<string> => callValue<Record<string, { state: string }>>(page, 'review.get', { draftIds: [draftId] }).then((r) => r[draftId]?.state ?? '');

beforeAll(async () => {
  ({ hub } = await team.start());
  const [lan, bao, tu] = await Promise.all([member('Lan', 'editor'), member('Bảo', 'approver'), member('Tú', 'viewer')]);
  Object.assign(members, { lan, bao, tu });
  for (const m of [lan, bao, tu]) await joinTeam(m);
  for (const m of [lan, bao]) {
    // Each member's own key for the team's Hub, kept in their keychain.
    await callValue(m.page, 'key.set', { key: hub.apiKey });
    await callValue(m.page, 'profiles.refresh', {});
  }
}, 240_000);

afterAll(() => team.stop());

describe("who published a team's post, on every laptop", () => {
  it('Bảo approves Lan\'s post: Lan is told, Bảo is not told of his own approval', async () => {
    const { lan, bao } = members;
    const d = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Cà phê muối: thử ngay hôm nay' } });
    draftId = d.id;
    await callValue(lan.page, 'photos.add', { draftId, urls: ['https://images.example.com/ca-phe-muoi.jpg'] });
    const campaign = await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: 'Tết 2027' });
    campaignId = campaign.id;
    await callValue(lan.page, 'campaigns.addDrafts', { id: campaignId, draftIds: [draftId] });
    await callValue(lan.page, 'review.act', { draftId, action: 'submit' });
    await expect.poll(() => reviewState(bao.page).catch(() => ''), { timeout: 30_000 }).toBe('in_review');
    await closeToasts(bao.page);
    await callValue(bao.page, 'review.act', { draftId, action: 'approve' });
    await expect.poll(() => toastText(lan.page), { timeout: 30_000 }).toContain('Bảo approved');
    // The approval's own event reached Bảo's screens (the panel reads it again), but no toast: only teammates' actions notify.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await toastText(bao.page)).not.toContain('approved');
  });

  it("Bảo publishes it: Lan's Library and Compose say 'Published by Bảo', offer no Outbox without it, and 'Publish again' says it needs a new approval", async () => {
    const { lan, bao } = members;
    await callValue(bao.page, 'publish.start', { draftIds: [draftId] });
    await expect.poll(async () => (await postState(bao.page)).state, { timeout: 60_000 }).toBe('published');
    // Bảo's own laptop sent it: no "by" there.
    expect((await postState(bao.page)).by ?? null).toBeNull();
    await expect.poll(async () => { const p = await postState(lan.page); return `${p.state} ${p.by?.name ?? '-'}`; }, { timeout: 60_000 }).toBe('published Bảo');

    const { page } = lan;
    await page.click('nav a[data-nav="library"]');
    const row = page.locator(`[data-draft-id="${draftId}"]`);
    await expect.poll(() => row.locator('[data-testid="row-sent-by"]').textContent().catch(() => ''), { timeout: 20_000 }).toMatch(/^Published by Bảo · /);
    await shot(page, 'library-published-by', 'en');

    await page.goto(`${lan.host.origin}/#/compose/${encodeURIComponent(draftId)}`);
    await page.waitForSelector('[data-testid="composer"]');
    await expect.poll(() => page.textContent('[data-testid="draft-sent-by"]').catch(() => ''), { timeout: 20_000 }).toMatch(/^Published by Bảo · /);
    const banner = page.locator('[data-testid="draft-state"]');
    expect(await banner.textContent()).toContain('this computer’s Outbox lists it under Sent by teammates');
    expect(await banner.textContent()).not.toContain('This draft was sent before');
    expect(await banner.locator('button').count()).toBe(0);
    // "Publish again" is the truth table's: the post went out under its approval, so it needs a new one first;
    // Lan is its author, so the hint names her own path (reviewtruth: the hint follows her rights).
    await expect.poll(() => page.textContent('[data-testid="publish-again-why"]').catch(() => ''), { timeout: 20_000 }).toContain('withdraw it in Review, then send it for review again');
    expect(await page.isDisabled('[data-testid="publish"]')).toBe(true);
    expect(await page.textContent('[data-testid="publish"]')).toContain('Publish again');
    await shot(page, 'compose-published-by', 'en');

    await useLanguage(page, 'vi');
    await expect.poll(() => page.textContent('[data-testid="draft-sent-by"]').catch(() => ''), { timeout: 10_000 }).toMatch(/^Đã đăng bởi Bảo · /);
    expect(await page.textContent('[data-testid="publish-again-why"]')).toContain('rút bài khỏi duyệt trong mục Xét duyệt');
    await shot(page, 'compose-published-by', 'vi');
    await page.click('nav a[data-nav="library"]');
    await expect.poll(() => row.locator('[data-testid="row-sent-by"]').textContent().catch(() => ''), { timeout: 20_000 }).toMatch(/^Đã đăng bởi Bảo · /);
    await shot(page, 'library-published-by', 'vi');
    await useLanguage(page, 'en');

    // The campaign's Posts tab: the state says who sent it and links to the post, not to an Outbox without it.
    await page.goto(`${lan.host.origin}/#/campaigns/${encodeURIComponent(campaignId)}`);
    await page.click('[data-tab="posts"]');
    const cell = page.locator(`[data-post-id="${draftId}"] [data-testid="post-sent-by"]`);
    await expect.poll(() => cell.textContent().catch(() => ''), { timeout: 20_000 }).toBe('Published · Bảo');
    expect(await cell.getAttribute('title')).toMatch(/^Published by Bảo · /);
    expect(await page.locator(`[data-post-id="${draftId}"] [data-testid="post-outbox"]`).count()).toBe(0);
    await shot(page, 'campaign-posts-published-by', 'en');
    await useLanguage(page, 'vi');
    await expect.poll(() => cell.textContent().catch(() => ''), { timeout: 10_000 }).toBe('Đã đăng · Bảo');
    await shot(page, 'campaign-posts-published-by', 'vi');
    await useLanguage(page, 'en');
    await cell.click();
    await page.waitForSelector('[data-testid="draft-sent-by"]');
  });

  it("Tú, a viewer, reads the comments but the box is shut, with the reason", async () => {
    const { tu } = members;
    const { page } = tu;
    await expect.poll(() => reviewState(page).catch(() => ''), { timeout: 30_000 }).toBe('approved');
    await page.goto(`${tu.host.origin}/#/compose/${encodeURIComponent(draftId)}`);
    await page.waitForSelector('[data-testid="review-comments"]');
    await expect.poll(() => page.textContent('[data-testid="comment-why"]').catch(() => ''), { timeout: 20_000 }).toContain('a viewer cannot change anything');
    expect(await page.isDisabled('[data-testid="comment-post"]')).toBe(true);
    expect(await page.isDisabled('[data-testid="comment-body"]')).toBe(true);
    await page.locator('[data-testid="review-comments"]').scrollIntoViewIfNeeded();
    await shot(page, 'compose-viewer-comment', 'en');
    await useLanguage(page, 'vi');
    await expect.poll(() => page.textContent('[data-testid="comment-why"]').catch(() => ''), { timeout: 10_000 }).toMatch(/\S/);
    await page.locator('[data-testid="review-comments"]').scrollIntoViewIfNeeded();
    await shot(page, 'compose-viewer-comment', 'vi');
    await useLanguage(page, 'en');
  });

  it('"Publish again" does what it says once there is a new approval: Lan edits, Bảo approves the new revision, Lan sends it as a new post', async () => {
    const { lan, bao } = members;
    const { page } = lan;
    const caption = 'Cà phê muối: thử ngay hôm nay — phiên bản mới';
    await page.goto(`${lan.host.origin}/#/compose/${encodeURIComponent(draftId)}`);
    await page.waitForSelector('[data-testid="composer"]');
    await page.fill('#compose-caption', caption);
    await expect.poll(() => callValue<{ caption: string }>(bao.page, 'drafts.get', { id: draftId }).then((d) => d.caption), { timeout: 30_000 }).toBe(caption);
    // The edit of an approved post sent it back to review, on Bảo's laptop too; he approves the new revision.
    await expect.poll(() => reviewState(bao.page), { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId, action: 'approve' });
    // The button and the line under it, so a failure says why it stayed shut.
    await expect.poll(async () => `${await page.isDisabled('[data-testid="publish"]')}|${await page.textContent('[data-testid="publish-why"]')}`, { timeout: 30_000 }).toMatch(/^false\|/);
    expect(await page.locator('[data-testid="publish-again-why"]').count()).toBe(0);
    const before = hub.control.publishedPosts().length;
    await page.click('[data-testid="publish"]');
    // The app's own question (dialogs): publishing again makes a new post; Lan says yes.
    await page.click('[data-testid="confirm-publish-again-yes"]');
    await expect.poll(() => hub.control.publishedPosts().filter((p) => p.caption === caption).length, { timeout: 60_000 }).toBe(1);
    expect(hub.control.publishedPosts().length).toBe(before + 1);
  });
});
