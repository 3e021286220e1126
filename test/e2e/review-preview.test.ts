/**
 * The client preview page in a real Chromium (issue 34, item 3): opened from a file as a client
 * would, approve one post and request changes on another, take the decisions file the page
 * downloads, and import it back. The same file tampered with, or after a post changed, is refused
 * with nothing changed. Screenshots in English and Vietnamese, light and dark.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drafts, reviews } from '../../src-main/library';
import { DEFAULT_REVIEW_SETTINGS, exportClientPreview, importClientDecisions, reviewOf, type ReviewMember } from '../../src-main/team';
import { tempLibrary, thrown } from '../library/helpers';
import { campaignWithPosts } from '../team/helpers';
import { launchBrowser, screenshot, type Browser } from './ui-browser';

const minh: ReviewMember = { name: 'Minh', role: 'approver', settings: DEFAULT_REVIEW_SETTINGS, solo: false };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const rows = (db: ReturnType<typeof tempLibrary>['lib']['db']): unknown => ['reviews', 'approvals', 'comments'].map((t) => db.prepare(`SELECT count(*) n FROM ${t}`).get());

describe('client preview in Chromium', () => {
  it('a client approves one post and requests changes on another; the downloaded file imports back; tampered and stale copies are refused', async () => {
    const { lib, dir } = tempLibrary();
    const db = lib.db;
    const { a, b, c, camp } = await campaignWithPosts(dir, db);
    // Walk 42a: Lan wrote them (the team's History says so): Minh, who did not, may approve them (`review approve`'s rule).
    for (const d of [a, b, c]) reviews.recordCreator(db, { draftId: d.id, workspaceId: d.workspaceId, member: 'Lan', at: d.createdAt });
    const { html } = await exportClientPreview(db, { campaignId: camp.id, zone: 'Asia/Ho_Chi_Minh', lang: 'en', member: minh });
    const file = join(dir, 'preview.html');
    writeFileSync(file, html);
    const { page, errors } = browser;
    await page.goto(`file://${file}`);
    // The hostile caption is text, not markup: no script ran, no image tried to load.
    await expect.poll(() => page.locator(`article[data-draft-id="${a.id}"] section[data-channel="instagram"] .caption`).textContent()).toContain('<script>alert("x")</script>');
    expect(await page.evaluate(() => document.querySelectorAll('main script, main img[src="x"]').length)).toBe(0);
    // The post's one photo shows in each of its two channels.
    expect(await page.locator(`article[data-draft-id="${a.id}"] section.channel img`).count()).toBe(2);
    await expect.poll(() => page.locator('#count').textContent()).toBe('Decided: 0 of 3');
    await page.locator('#download').click();
    await expect.poll(() => page.locator('#msg').textContent()).toBe('Decide on at least one post first.');

    await page.locator(`article[data-draft-id="${a.id}"] button.approve`).click();
    const bPost = page.locator(`article[data-draft-id="${b.id}"]`);
    await bPost.locator('button.changes').click();
    await bPost.locator('textarea').fill('Ảnh tối quá — make it brighter "please" <b>');
    await expect.poll(() => page.locator('#count').textContent()).toBe('Decided: 2 of 3');
    expect(await page.locator('#msg').textContent()).toBe(''); // the "decide first" line went with the first decision
    expect(await bPost.locator('.status').textContent()).toBe('Changes requested');
    await screenshot(page, 'review-preview-en-light-decided');

    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#download').click()]);
    const path = await download.path();
    const text = readFileSync(path, 'utf8');
    expect(download.suggestedFilename()).toMatch(/^decisions-.+\.json$/);
    const decisions = JSON.parse(text) as { posts: Array<{ draftId: string; decision: string | null; note: string }> };
    // h-decisions (walk 39a, 3): every post of the page, the one not decided with decision null (it was left out).
    expect(decisions.posts.map((p) => [p.draftId, p.decision])).toEqual([[a.id, 'approve'], [b.id, 'request_changes'], [c.id, null]]);
    await expect.poll(() => page.locator('#msg').textContent()).toContain('Send this file back to Minh');
    expect(errors).toEqual([]);

    // Tampered (the digest, then a post's revision): refused, nothing changed.
    const before = rows(db);
    const tampered = JSON.parse(text) as { digest: string; posts: Array<{ revision: string }> };
    expect(thrown(() => importClientDecisions(db, JSON.stringify({ ...tampered, digest: 'a'.repeat(64) }), { member: minh })).code).toBe('decisions_tampered');
    tampered.posts[0]!.revision = 'b'.repeat(64);
    expect(thrown(() => importClientDecisions(db, JSON.stringify(tampered), { member: minh })).code).toBe('decisions_tampered');
    // h-decisions: the file with its last entries deleted (the request for changes on b with them), as the tester did:
    // refused, nothing changed (it was applied, and the genuine file refused after it as a second import).
    const cut = thrown(() => importClientDecisions(db, JSON.stringify({ ...JSON.parse(text), posts: decisions.posts.slice(0, 1) }), { member: minh }));
    expect([cut.code, cut.details?.missing]).toEqual(['decisions_posts_changed', [b.id, c.id]]);
    // For another campaign: refused.
    expect(thrown(() => importClientDecisions(db, text, { member: minh, campaignId: 'another' })).code).toBe('decisions_other_campaign');
    // Stale: b edited after the export; refused naming it, then edited back and applied.
    const caption = drafts.get(db, b.id).caption;
    drafts.update(db, b.id, { caption: `${caption}!` });
    const stale = thrown(() => importClientDecisions(db, text, { member: minh }));
    expect([stale.code, (stale.details?.posts as Array<{ draftId: string }>).map((p) => p.draftId)]).toEqual(['decisions_stale', [b.id]]);
    expect(rows(db)).toEqual(before);
    drafts.update(db, b.id, { caption });

    const r = importClientDecisions(db, text, { member: minh, campaignId: camp.id });
    expect(r.by).toBe('client (via Minh)');
    expect(reviewOf(db, a.id).state).toBe('approved');
    expect(reviewOf(db, b.id).state).toBe('changes_requested');
    expect(reviewOf(db, c.id).state).toBe('draft');
    expect(r.undecided).toEqual([c.id]);
    expect(db.prepare('SELECT body FROM comments').all()).toEqual([{ body: 'Ảnh tối quá — make it brighter "please" <b>' }]);
  });

  it('screenshots: English and Vietnamese, light and dark', async () => {
    const { lib, dir } = tempLibrary();
    const { camp, a, b, c } = await campaignWithPosts(dir, lib.db);
    for (const d of [a, b, c]) reviews.recordCreator(lib.db, { draftId: d.id, workspaceId: d.workspaceId, member: 'Lan', at: d.createdAt });
    const { page, errors } = browser;
    for (const lang of ['en', 'vi'] as const) {
      const { html } = await exportClientPreview(lib.db, { campaignId: camp.id, zone: lang === 'vi' ? 'Asia/Ho_Chi_Minh' : 'America/New_York', lang, member: minh });
      const file = join(dir, `preview-${lang}.html`);
      writeFileSync(file, html);
      await page.goto(`file://${file}`);
      await page.locator('article button.approve').first().click();
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await screenshot(page, `review-preview-${lang}-${scheme}`);
      }
      await page.emulateMedia({ colorScheme: 'light' });
      expect(await page.locator('article .status').first().textContent()).toBe(lang === 'vi' ? 'Đã duyệt' : 'Approved');
    }
    expect(errors).toEqual([]);
  });
});
