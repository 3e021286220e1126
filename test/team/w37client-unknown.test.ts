/**
 * walk 37, 1: the client preview page told the client "Already published: changing it now means a new post" of posts whose
 * outcome was unknown on the agency's laptop (upstream_timeout) — the Hub held them, scheduled for December. An outcome
 * not known is its own stage (page.ts hubStage `unknown`): sent to the Hub, its answer never came back, it may be scheduled
 * or out. Said in the page (en, vi), the app's import report and `review decisions` alike. Failed before ("Already published").
 */
import { describe, expect, it } from 'vitest';
import type { Draft } from '../../src-main/library';
import { hubStage, renderPreview } from '../../src-main/team/preview/page';

const draft = (state: Draft['state']): Draft => ({
  id: 'd1', workspaceId: 'w1', profile_id: 'prof_caphe', platforms: ['instagram'], caption: 'Cà phê sáng', title: '', fields: {}, scheduled_at: '2026-12-01T09:00', timezone: 'Asia/Ho_Chi_Minh',
  add_to_queue: false, photos: [], captions: [], tags: [], notes: '', state, createdAt: '2026-11-28T00:00:00Z', updatedAt: '2026-11-28T00:00:00Z', deletedAt: null, revision: 1,
});
const page = (lang: 'en' | 'vi', state: Draft['state']) =>
  renderPreview({ exportId: 'x1', campaignId: null, campaignName: null, digest: 'd', sender: 'Hà', zone: 'Asia/Ho_Chi_Minh', lang, posts: [{ draft: draft(state), revision: 'r1', profileName: 'Cà Phê', photos: [] }] });

describe('the client preview page: a post whose outcome is unknown', () => {
  it('is never "Already published"', () => {
    expect(hubStage({ state: 'unknown' })).toBe('unknown');
    expect(hubStage({ state: 'published' })).toBe('sent');
    const en = page('en', 'unknown');
    expect(en).toContain('data-at-hub="unknown"');
    expect(en).toContain('Already sent to the Hub, whose answer did not come back in time: it may be scheduled or already out. Changes you ask for now can only be sent as a new post: tell Hà at once.');
    expect(en).not.toContain('Already published');
    const vi = page('vi', 'unknown');
    expect(vi).toContain('Đã gửi lên Hub nhưng Hub chưa trả lời kịp');
    expect(vi).not.toContain('Đã đăng: muốn sửa');
    // A published post still says so.
    expect(page('en', 'published')).toContain('Already published: asking for changes now means a new post.');
  });
});
