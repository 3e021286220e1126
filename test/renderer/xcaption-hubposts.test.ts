/**
 * xcaption (walk 6): Compose said "own caption: X (2 Hub posts…)" for an X caption equal to the main
 * one, while the publisher sends one Hub post per DISTINCT caption and title (one post). The count is
 * now the publisher's own grouping (src-shared/caption-groups.ts), and the words say it in both languages.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { captionGroups } from '../../src-main/publisher/captions';
import { hubPosts } from '../../src-renderer/src/lib/captions';
import type { DraftFields } from '../../src-renderer/src/lib/draftFields';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

const MAIN = 'Sáng thứ Bảy: phở bò tái nạm. #phở';
type Edit = Pick<DraftFields, 'caption' | 'title' | 'captions' | 'platforms'>;
const edit = (captions: Edit['captions'], platforms = ['instagram', 'facebook', 'x']): Edit => ({ caption: MAIN, title: 'Phở', platforms, captions });
/** The same fields as the publisher reads a stored draft. */
const stored = (e: Edit) => ({ ...e, captions: Object.entries(e.captions).flatMap(([channel, c]) => (c ? [{ channel, caption: c.caption, title: c.title }] : [])) });

describe('the Hub posts Compose counts are the ones the publisher sends', () => {
  it.each([
    ['an X caption equal to the main one', edit({ x: { caption: MAIN, title: null } }), 1],
    ['an X caption of its own', edit({ x: { caption: 'X only', title: null } }), 2],
    ['an X caption equal to the main one with a title of its own', edit({ x: { caption: MAIN, title: 'X title' } }), 2],
    ['two channels with the same own caption', edit({ x: { caption: 'Short', title: null }, facebook: { caption: 'Short', title: null } }), 2],
    ['every channel its own, all equal', edit({ x: { caption: 'Short', title: null }, facebook: { caption: 'Short', title: null }, instagram: { caption: 'Short', title: null } }), 1],
    ['an own caption of a channel not ticked', edit({ linkedin: { caption: 'Not sent', title: null } }), 1],
    ['a channel set back to the main caption (null)', edit({ x: null }), 1],
  ])('%s', (_name, e, n) => {
    expect(hubPosts(e)).toBe(n);
    expect(captionGroups(stored(e))).toHaveLength(n);
  });

  it('the words: one post for an equal caption, the count otherwise, in English and Vietnamese', () => {
    const en1 = tr('en')('xcaption.ownFor', { values: { channels: 'X', posts: 1 } });
    expect(en1).toBe('own caption: X (the same text as the main caption: one Hub post for every channel)');
    expect(tr('en')('xcaption.ownFor', { values: { channels: 'X', posts: 2 } })).toBe('own caption: X (2 Hub posts: one post in the Library, one card each in the Outbox)');
    expect(tr('vi')('xcaption.ownFor', { values: { channels: 'X', posts: 1 } })).toBe('chú thích riêng: X (giống hệt chú thích chính: một bài trên Hub cho mọi kênh)');
    expect(tr('vi')('xcaption.ownFor', { values: { channels: 'X', posts: 3 } })).toBe('chú thích riêng: X (3 bài trên Hub: một bài trong Thư viện, mỗi bài một thẻ trong Hộp thư đi)');
  });
});
