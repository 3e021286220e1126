/**
 * Walk 39a (2): the client preview page said "Goes out: As soon as it is sent" of a post sent "now" that the Hub had
 * published (03:54:42 UTC), beside "Already published". The page says when it went, in the client's zone ("Published
 * …04:54" in Berlin); a post not sent yet still says "As soon as it is sent"; one sent, held by the Hub, "Sent to the Hub".
 */
import { describe, expect, it } from 'vitest';
import type { Draft } from '../../src-main/library';
import type { HubCall } from '../../src-main/team/preview/hub-calls';
import { renderPreview } from '../../src-main/team/preview/page';

const draft = (state: Draft['state']): Draft => ({
  id: 'd1', workspaceId: 'w1', profile_id: 'prof_caphe', platforms: ['x'], caption: 'Khai trương', title: '', fields: {}, scheduled_at: null, timezone: 'Asia/Ho_Chi_Minh',
  add_to_queue: false, photos: [], captions: [], tags: [], notes: '', state, createdAt: '2026-11-28T00:00:00Z', updatedAt: '2026-11-28T00:00:00Z', deletedAt: null, revision: 1,
});
const went = (stage: HubCall['stage']): HubCall => ({ at: '2026-11-29T03:54:42.000Z', channels: ['x'], refused: [], caption: 'Khai trương', stage });
const page = (lang: 'en' | 'vi', state: Draft['state'], hubPosts: HubCall[]) =>
  renderPreview({ exportId: 'x1', campaignId: null, campaignName: null, digest: 'd', sender: 'Marc', zone: 'Europe/Berlin', lang, posts: [{ draft: draft(state), revision: 'r1', profileName: 'Cà Phê', photos: [], hubCalls: { calls: hubPosts, refused: [] } }] });
const meta = (html: string): string => /<dl class="meta">(.*?)<\/dl>/s.exec(html)![1]!.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describe('the client page of a post sent "now"', () => {
  it('published: says when, in the client\'s zone, never "as soon as it is sent"', () => {
    const en = page('en', 'published', [went('published')]);
    expect(meta(en)).toMatch(/^Published Sunday, 29 November 2026 at 04:54/);
    expect(en).not.toContain('As soon as it is sent');
    expect(meta(page('vi', 'published', [went('published')]))).toMatch(/^Đã đăng .*04:54/);
  });
  it('not sent yet: as soon as it is sent', () => {
    expect(meta(page('en', 'draft', []))).toMatch(/^Goes out As soon as it is sent/);
  });
});
