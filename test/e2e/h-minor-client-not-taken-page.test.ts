/**
 * Walk 44a (minor), in Chromium: the client's page of a post whose client asked for changes, then sent for review again
 * unchanged with a reason and approved, says their request was not taken and why (the core's clientRequestNotTaken).
 * Shots en/vi × light/dark (h-minor/client-not-taken-*).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drafts, reviews } from '../../src-main/library';
import { contentRevision, DEFAULT_REVIEW_SETTINGS, exportClientPreview, type ReviewMember } from '../../src-main/team';
import { tempLibrary } from '../library/helpers';
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

describe('the client page of a request not taken', () => {
  it('says so with the client\'s note and the agency\'s reason, in English and Vietnamese', async () => {
    const { lib, dir } = tempLibrary();
    const db = lib.db;
    const { a, b, c, camp } = await campaignWithPosts(dir, db);
    for (const d of [a, b, c]) reviews.recordCreator(db, { draftId: d.id, workspaceId: d.workspaceId, member: 'Lan', at: d.createdAt });
    const revision = contentRevision(drafts.get(db, a.id));
    const say = (author: string, body: string) => reviews.addComment(db, { draftId: a.id, author, body }).id;
    reviews.addStep(db, { draftId: a.id, action: 'submit', state: 'in_review', revision, by: 'Lan' });
    reviews.addStep(db, { draftId: a.id, action: 'request_changes', state: 'changes_requested', revision, by: 'client (via Minh)', commentId: say('client (via Minh)', 'Deadline is 12/12 not 15/12') });
    reviews.addStep(db, { draftId: a.id, action: 'submit', state: 'in_review', revision, by: 'Lan', commentId: say('Lan', 'Khách nhầm: hạn đúng là 15/12, giữ nguyên') });
    const approval = reviews.addApproval(db, { draftId: a.id, revision, by: 'Minh' });
    reviews.addStep(db, { draftId: a.id, action: 'approve', state: 'approved', revision, by: 'Minh', approvalId: approval.id });
    const { page, errors } = browser;
    for (const lang of ['en', 'vi'] as const) {
      const { html } = await exportClientPreview(db, { campaignId: camp.id, zone: 'Asia/Ho_Chi_Minh', lang, member: minh });
      const file = join(dir, `not-taken-${lang}.html`);
      writeFileSync(file, html);
      await page.goto(`file://${file}`);
      const note = page.locator(`article[data-draft-id="${a.id}"] [data-client-not-taken]`);
      expect(await note.textContent()).toBe(lang === 'en'
        ? 'You asked for changes to this post (“Deadline is 12/12 not 15/12”); the agency kept it as it is and approved it: “Khách nhầm: hạn đúng là 15/12, giữ nguyên”'
        : 'Bạn đã yêu cầu sửa bài này (“Deadline is 12/12 not 15/12”); agency giữ nguyên bài và đã duyệt: “Khách nhầm: hạn đúng là 15/12, giữ nguyên”');
      expect(await page.locator('[data-client-not-taken]').count()).toBe(1);
      await note.scrollIntoViewIfNeeded();
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await screenshot(page, `h-minor/client-not-taken-${lang}-${scheme}`);
      }
      await page.emulateMedia({ colorScheme: 'light' });
    }
    expect(errors).toEqual([]);
  });
});
