/**
 * w16twice (walk 15, finding 2): after "Send it as a new post at another time…" the Hub holds the post
 * twice (the older text on 15 January, the new one on 16 January). The client's page showed it once,
 * "scheduled 16/1" with the new text, never saying the older text also goes out on 15/1. It now lists
 * each post the Hub holds of it (publisher draftHubPosts), with its time and text; a post the Hub holds
 * exactly as shown lists nothing more.
 */
import { describe, expect, it } from 'vitest';
import { drafts, type WritableDB } from '../../src-main/library';
import { draftHubPosts } from '../../src-main/publisher';
import { DEFAULT_REVIEW_SETTINGS, exportClientPreview, type ReviewMember } from '../../src-main/team';
import { tempLibrary } from '../library/helpers';
import { writeJournal } from '../publisher/outcome-journal';

const lan: ReviewMember = { name: 'Lan', role: 'editor', settings: DEFAULT_REVIEW_SETTINGS, solo: false };
const OLD = 'Tết này uống gì? Cà phê muối giảm 20%.';
const NEW = 'Tết này uống gì? Cà phê muối giảm 30%, chỉ đến mùng 3.';
const T = (iso: string) => Date.parse(iso);

/** A draft now on 16 January with the new text; `sent`: which of its publishes the Hub holds. */
function library(sent: Array<'old' | 'new'>) {
  const { lib } = tempLibrary();
  const db = lib.db as WritableDB;
  const d = drafts.create(db, { caption: NEW, platforms: ['facebook', 'instagram'], scheduled_at: '2027-01-16T08:00', timezone: 'UTC' });
  const publish = { old: { caption: OLD, scheduledAt: '2027-01-15T08:00', at: T('2026-11-27T09:00:00Z') }, new: { caption: NEW, scheduledAt: '2027-01-16T08:00', at: T('2026-11-27T10:00:00Z') } };
  writeJournal(db, sent.map((k) => ({
    ...publish[k], draftId: d.id, workspaceId: d.workspaceId, profileId: 'prof_caphe', platforms: ['facebook', 'instagram'], timezone: 'UTC',
    patch: { state: 'awaiting' as const, hubStatus: 'scheduled' },
  })));
  return { db, d };
}

describe('a post the Hub holds twice, on the client’s page', () => {
  it('draftHubPosts: each publish the Hub holds is a post of its own, with its time, channels and full text', () => {
    const { db, d } = library(['old', 'new']);
    expect(draftHubPosts(db, [d.id]).get(d.id)).toEqual([
      { at: '2027-01-15T08:00:00.000Z', scheduledAt: '2027-01-15T08:00', timezone: 'UTC', channels: ['facebook', 'instagram'], caption: OLD, stage: 'scheduled', by: null },
      { at: '2027-01-16T08:00:00.000Z', scheduledAt: '2027-01-16T08:00', timezone: 'UTC', channels: ['facebook', 'instagram'], caption: NEW, stage: 'scheduled', by: null },
    ]);
  });

  it('the page lists both, the older text on 15 January among them (vi and en)', async () => {
    const { db, d } = library(['old', 'new']);
    const vi = (await exportClientPreview(db, { draftIds: [d.id], zone: 'Asia/Ho_Chi_Minh', lang: 'vi', member: lan })).html;
    expect(vi).toContain('data-hub-posts="2"');
    expect(vi).toContain('Hub đã giữ 2 bài của bài này: mỗi bài giữ nguyên như dưới đây, dù bạn quyết định thế nào');
    const held = vi.slice(vi.indexOf('class="held"'), vi.indexOf('</section>', vi.indexOf('class="held"')));
    expect(held).toContain(OLD);
    expect(held).toContain(NEW);
    expect(held.indexOf('15 tháng 1, 2027')).toBeGreaterThan(-1);
    expect(held.indexOf('15 tháng 1, 2027')).toBeLessThan(held.indexOf('16 tháng 1, 2027'));
    expect(held).toContain('Facebook, Instagram');
    const en = (await exportClientPreview(db, { draftIds: [d.id], zone: 'Asia/Ho_Chi_Minh', lang: 'en', member: lan })).html;
    expect(en).toContain('The Hub already holds 2 posts of this post: each stays as shown here, whatever you decide');
    expect(en).toContain('Scheduled Friday, 15 January 2027 at 15:00');
    expect(en).toContain('Scheduled Saturday, 16 January 2027 at 15:00');
  });

  it('held once as shown: nothing more; held once with the older text: that one, said plainly', async () => {
    const same = library(['new']);
    expect((await exportClientPreview(same.db, { draftIds: [same.d.id], zone: 'UTC', lang: 'en', member: lan })).html).not.toContain('class="held"');
    const older = library(['old']);
    const html = (await exportClientPreview(older.db, { draftIds: [older.d.id], zone: 'UTC', lang: 'en', member: lan })).html;
    expect(html).toContain('data-hub-posts="1"');
    expect(html).toContain('The Hub already holds this post as it was sent: it stays as shown here, whatever you decide');
    expect(html).toContain(OLD);
  });

  it('a post the Hub never held: nothing more', async () => {
    const none = library([]);
    expect((await exportClientPreview(none.db, { draftIds: [none.d.id], zone: 'UTC', lang: 'en', member: lan })).html).not.toContain('class="held"');
  });
});
