/**
 * w17twins (walk 16): the client page's Hub posts are the draft's held sends (publisher draftHubPosts over
 * draftSends). A draft whose Instagram has its own caption went as two Hub posts (the publisher's two calls, one per
 * text, two keys): w19twohub (walk 17) counts them two on every laptop, so the page lists two, each with its text.
 * Held exactly as shown (both posts together): nothing more.
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
  // w19twohub (walk 17, finding 3): each caption group is its own Hub post (its own call and key), as a teammate's
  // laptop counts it: two posts here too (w17twins had made them one send with two parts on the sender's laptop only).
  it('two Hub posts as Compose counts them, each with its text and channels', () => {
    const { db, d } = library();
    expect(heldAtHub(draftSends(db, d.id))).toBe(2);
    const one = { at: '2027-01-15T08:00:00.000Z', scheduledAt: '2027-01-15T08:00', timezone: 'UTC', stage: 'scheduled', by: null };
    expect(draftHubPosts(db, [d.id]).get(d.id)).toEqual([{ ...one, channels: ['facebook'], caption: MAIN }, { ...one, channels: ['instagram'], caption: IG }]);
  });

  it('held exactly as shown (both posts): nothing more; edited since: the two posts, each text with its channel (en and vi)', async () => {
    const { db, d } = library();
    expect((await exportClientPreview(db, { draftIds: [d.id], zone: 'UTC', lang: 'en', member: lan })).html).not.toContain('class="held"');
    drafts.update(db, d.id, { caption: 'Tết này uống gì? Cà phê muối giảm 30%.' });
    for (const lang of ['en', 'vi'] as const) {
      const html = (await exportClientPreview(db, { draftIds: [d.id], zone: 'UTC', lang, member: lan })).html;
      expect(html).toContain('data-hub-posts="2"');
      const held = html.slice(html.indexOf('class="held"'), html.indexOf('</section>', html.indexOf('class="held"')));
      expect(held).toContain(`Facebook<p class="caption" dir="auto">${MAIN}</p>`);
      expect(held).toContain(`Instagram<p class="caption" dir="auto">${IG}</p>`);
    }
  });
});
