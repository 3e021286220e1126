/**
 * w17twins (walk 16): the client page's Hub posts are the draft's held sends (publisher draftHubPosts over
 * draftSends). A draft whose Instagram has its own caption is ONE send (one publish: the publisher's two calls, one
 * per text) — Compose counts one, and the page now lists one, each text under its channels (before: two posts on the
 * page, one in Compose). Held exactly as shown: nothing more.
 */
import { describe, expect, it } from 'vitest';
import { drafts, publishBatches, type WritableDB } from '../../src-main/library';
import { draftHubPosts, draftSends, heldAtHub } from '../../src-main/publisher';
import { DEFAULT_REVIEW_SETTINGS, exportClientPreview, type ReviewMember } from '../../src-main/team';
import { tempLibrary } from '../library/helpers';
import { writeJournal } from '../publisher/outcome-journal';

const lan: ReviewMember = { name: 'Lan', role: 'editor', settings: DEFAULT_REVIEW_SETTINGS, solo: false };
const MAIN = 'Tết này uống gì? Cà phê muối giảm 20%.';
const IG = 'Cà phê muối ☕ giảm 20% #tet';

function library() {
  const { lib } = tempLibrary();
  const db = lib.db as WritableDB;
  const d = drafts.create(db, { caption: MAIN, captions: { instagram: { caption: IG } }, platforms: ['facebook', 'instagram'], scheduled_at: '2027-01-15T08:00', timezone: 'UTC' });
  publishBatches.createBatch(db, { id: 'b1', workspaceId: d.workspaceId, kind: 'drafts', draftIds: [d.id] }, { now: 1, durable: 'full' });
  const one = { draftId: d.id, workspaceId: d.workspaceId, batchId: 'b1', profileId: 'prof_caphe', scheduledAt: '2027-01-15T08:00', timezone: 'UTC', at: Date.parse('2026-11-27T09:00:00Z'), patch: { state: 'awaiting' as const, hubStatus: 'scheduled' } };
  writeJournal(db, [{ ...one, platforms: ['facebook'], caption: MAIN }, { ...one, platforms: ['instagram'], caption: IG }]);
  return { db, d };
}

describe('a send whose channels went out with their own texts, on the client’s page', () => {
  it('one Hub post as Compose counts it, each text with its channels', () => {
    const { db, d } = library();
    expect(heldAtHub(draftSends(db, d.id))).toBe(1);
    // The post's channels in the one derivation's order (post-state.ts: the journal's newest job first).
    expect(draftHubPosts(db, [d.id]).get(d.id)).toEqual([{
      at: '2027-01-15T08:00:00.000Z', scheduledAt: '2027-01-15T08:00', timezone: 'UTC', channels: ['instagram', 'facebook'], caption: IG, stage: 'scheduled', by: null,
      parts: [{ channels: ['instagram'], caption: IG }, { channels: ['facebook'], caption: MAIN }],
    }]);
  });

  it('held exactly as shown: nothing more; edited since: the one post, each text under its channel (en and vi)', async () => {
    const { db, d } = library();
    expect((await exportClientPreview(db, { draftIds: [d.id], zone: 'UTC', lang: 'en', member: lan })).html).not.toContain('class="held"');
    drafts.update(db, d.id, { caption: 'Tết này uống gì? Cà phê muối giảm 30%.' });
    for (const lang of ['en', 'vi'] as const) {
      const html = (await exportClientPreview(db, { draftIds: [d.id], zone: 'UTC', lang, member: lan })).html;
      expect(html).toContain('data-hub-posts="1"');
      const held = html.slice(html.indexOf('class="held"'), html.indexOf('</section>', html.indexOf('class="held"')));
      expect(held).toContain(`<span class="muted">Facebook:</span> ${MAIN}`);
      expect(held).toContain(`<span class="muted">Instagram:</span> ${IG}`);
    }
  });
});
