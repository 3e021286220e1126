/**
 * h-wallclock (walk 38): the client preview page marks a post planned at a wall-clock time its own zone skips (02:30 on
 * the spring-forward night in Europe/Paris: the Hub uses 03:30) or shows twice, as the campaign's Posts tab, Plan preview
 * and dry run mark it: by the library's one rule (wallClock) and in the app's words (mend31.*Title), in the page's
 * language. Failed before: the page said the client's time alone, unmarked.
 */
import { describe, expect, it } from 'vitest';
import type { Draft } from '../../src-main/library';
import { PREVIEW_ENGLISH, renderPreview } from '../../src-main/team/preview/page';
import { mend31En } from '../../src-renderer/src/lib/i18n/mend31.en';
import { mend31Vi } from '../../src-renderer/src/lib/i18n/mend31.vi';

const draft = (id: string, scheduled_at: string | null, timezone: string | null): Draft => ({
  id, workspaceId: 'w1', profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Cà phê sáng', title: '', fields: {}, scheduled_at, timezone,
  add_to_queue: false, photos: [], captions: [], tags: [], notes: '', state: 'draft', createdAt: '2026-11-28T00:00:00Z', updatedAt: '2026-11-28T00:00:00Z', deletedAt: null, revision: 1,
});
const posts = [
  draft('skipped', '2027-03-28T02:30', 'Europe/Paris'),
  draft('twice', '2027-10-31T02:30', 'Europe/Paris'),
  draft('ordinary', '2027-05-03T09:00', 'Europe/Paris'),
  draft('instant', '2027-03-28T01:30:00Z', 'Europe/Paris'),
  draft('second', '2027-10-31T01:30:00Z', 'Europe/Paris'),
].map((d) => ({ draft: d, revision: 'r1', profileName: 'Lumen', photos: [] }));
const page = (lang: 'en' | 'vi', zone = 'Asia/Ho_Chi_Minh') =>
  renderPreview({ exportId: 'x1', campaignId: null, campaignName: null, digest: 'd', sender: 'Lan', zone, lang, posts });
const goesOut = (html: string, id: string): string => {
  const article = html.slice(html.indexOf(`data-draft-id="${id}"`));
  return article.slice(article.indexOf('<dd>'), article.indexOf('</dd>'));
};

describe('the client preview page: a time the post\'s zone skips or shows twice', () => {
  it('is marked under its time, in English and Vietnamese, by the one rule', () => {
    const en = page('en');
    expect(goesOut(en, 'skipped')).toContain('<span class="wallclock" data-wall-clock="skipped">⚠ 2027-03-28 02:30 does not exist in Europe/Paris (the clocks skip it): the post goes at 2027-03-28 03:30.</span>');
    expect(goesOut(en, 'twice')).toContain('<span class="wallclock" data-wall-clock="twice">⚠ 2027-10-31 02:30 happens twice in Europe/Paris (the clocks go back): the one at UTC+02:00 is used.</span>');
    expect(goesOut(en, 'ordinary')).not.toContain('wallclock');
    expect(goesOut(en, 'instant')).not.toContain('wallclock');
    // Kept as the instant of the second 02:30 (set via UTC): read as the wall time it shows, the one at UTC+01:00.
    expect(goesOut(en, 'second')).toContain('⚠ 2027-10-31 02:30 happens twice in Europe/Paris (the clocks go back): the one at UTC+01:00 is used.');
    const vi = page('vi');
    expect(goesOut(vi, 'skipped')).toContain('⚠ 2027-03-28 02:30 không tồn tại ở Europe/Paris (đồng hồ nhảy qua giờ này): bài được đăng lúc 2027-03-28 03:30.');
    expect(goesOut(vi, 'twice')).toContain('⚠ 2027-10-31 02:30 xảy ra hai lần ở Europe/Paris (đồng hồ lùi lại): dùng lần ứng với UTC+02:00.');
    // The client's clock still reads the instant the Hub uses (08:30 in Ho Chi Minh is 03:30 in Paris).
    expect(goesOut(en, 'skipped')).toMatch(/at 08:30</);
  });

  it('says it in the app\'s own words (the catalogs\' mend31 titles)', () => {
    expect(PREVIEW_ENGLISH.en.wallSkipped).toBe(mend31En.mend31.skippedTitle);
    expect(PREVIEW_ENGLISH.en.wallTwice).toBe(mend31En.mend31.twiceTitle);
    expect(PREVIEW_ENGLISH.vi.wallSkipped).toBe(mend31Vi.mend31.skippedTitle);
    expect(PREVIEW_ENGLISH.vi.wallTwice).toBe(mend31Vi.mend31.twiceTitle);
  });
});
