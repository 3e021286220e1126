/**
 * w8cli (walk 8, finding 11a): under an X caption equal to the main one, Compose's per-channel line said
 * "Sent as a post of its own" while the line above (hubPosts) and the Hub said one post. The per-channel
 * line now reads the same grouping (lib/captions.ts postOf, src-shared/caption-groups.ts), in both languages.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { captionGroups } from '../../src-main/publisher/captions';
import * as captions from '../../src-renderer/src/lib/captions';
import type { DraftFields } from '../../src-renderer/src/lib/draftFields';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

const MAIN = 'Sáng thứ Bảy: phở bò tái nạm. #phở';
type Edit = Pick<DraftFields, 'caption' | 'title' | 'captions' | 'platforms'>;
const edit = (c: Edit['captions'], platforms = ['instagram', 'facebook', 'x']): Edit => ({ caption: MAIN, title: 'Phở', platforms, captions: c });
type PostOf = (e: Edit, channel: string) => { kind: 'alone' | 'main' | 'shared'; with: string[] };
const postOf = (e: Edit, ch: string) => {
  const f = (captions as unknown as { postOf?: PostOf }).postOf;
  expect(f, 'lib/captions.ts has no postOf: the per-channel line reads no grouping').toBeTypeOf('function');
  return (f as PostOf)(e, ch);
};

describe("a channel's own caption line says the post the publisher sends it in", () => {
  it.each([
    ['an X caption equal to the main one: the main post', edit({ x: { caption: MAIN, title: null } }), 'x', { kind: 'main', with: ['instagram', 'facebook'] }],
    ['an X caption of its own: alone', edit({ x: { caption: 'X only', title: null } }), 'x', { kind: 'alone', with: [] }],
    ['equal to the main text with a title of its own: alone', edit({ x: { caption: MAIN, title: 'X title' } }), 'x', { kind: 'alone', with: [] }],
    ['two channels with the same own caption: shared', edit({ x: { caption: 'Short', title: null }, facebook: { caption: 'Short', title: null } }), 'x', { kind: 'shared', with: ['facebook'] }],
  ])('%s', (_n, e, ch, want) => {
    expect(postOf(e, ch)).toEqual(want);
    // The same grouping the publisher sends by.
    const g = captionGroups({ ...e, captions: Object.entries(e.captions).flatMap(([channel, c]) => (c ? [{ channel, caption: c.caption, title: c.title }] : [])) });
    expect(g.find((x) => x.platforms.includes(ch))?.platforms.length).toBe(want.with.length + 1);
  });

  it('says it in English and Vietnamese, never "a post of its own" for the main text', () => {
    expect(tr('en')('w8cli.own.main', { values: { channels: 'Instagram, Facebook' } })).toBe('The same text as the main caption: sent in one post with Instagram, Facebook.');
    expect(tr('vi')('w8cli.own.main', { values: { channels: 'Instagram, Facebook' } })).toBe('Giống hệt chú thích chính: gửi chung một bài với Instagram, Facebook.');
    expect(tr('en')('w8cli.own.shared', { values: { channels: 'Facebook', count: 1 } })).toBe('The same caption as Facebook: sent in one post with it.');
    expect(tr('vi')('w8cli.own.shared', { values: { channels: 'Facebook', count: 1 } })).toBe('Cùng chú thích với Facebook: gửi chung một bài với kênh đó.');
  });
});
