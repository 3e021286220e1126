/**
 * w27brand (walk 23, 2): the client preview page says a brand kept by name as every screen does, in the page's language,
 * never the stored `name:…` (it printed the profile_id when no profile name was known).
 */
import { describe, expect, it } from 'vitest';
import type { Draft } from '../../src-main/library';
import { renderPreview } from '../../src-main/team/preview/page';

const draft = (profile_id: string): Draft => ({
  id: 'd1', workspaceId: 'w1', profile_id, platforms: ['instagram'], caption: 'Cà phê sáng', title: '', fields: {}, scheduled_at: null, timezone: null,
  add_to_queue: false, photos: [], captions: [], tags: [], notes: '', state: 'draft', createdAt: '2026-11-28T00:00:00Z', updatedAt: '2026-11-28T00:00:00Z', deletedAt: null, revision: 1,
});
const page = (lang: 'en' | 'vi', post: Parameters<typeof renderPreview>[0]['posts'][number]) =>
  renderPreview({ exportId: 'x1', campaignId: null, campaignName: null, digest: 'd', sender: 'Lan', zone: 'UTC', lang, posts: [post] });

describe('the client preview page: a brand kept by name', () => {
  it('is said with why, in English and Vietnamese, never as name:…', () => {
    const post = { draft: draft('name:Cà Phê Sữa Đá'), revision: 'r1', profileName: null, brandName: { name: 'Cà Phê Sữa Đá', why: 'unchecked' as const }, photos: [] };
    expect(page('en', post)).toContain('<dd dir="auto">Cà Phê Sữa Đá (not checked with the Hub yet)</dd>');
    expect(page('vi', { ...post, brandName: { name: 'Cà Phê Sữa Đá', why: 'no_such' as const } })).toContain('<dd dir="auto">Cà Phê Sữa Đá (Hub không có hồ sơ này)</dd>');
    expect(page('en', post)).not.toContain('name:Cà Phê');
  });
});
