import { describe, expect, it } from 'vitest';
import { captionOf, firstLine, ownCaption, sharingMain, withOwnCaption } from '../../src-renderer/src/lib/captions';

describe('composer captions (pure)', () => {
  const edit = { caption: 'main', platforms: ['instagram', 'x', 'threads'], captions: { x: { caption: 'short', title: 'X title' } } };

  it('reads a channel\'s own caption, else the main one; lists the channels sharing the main one', () => {
    expect(ownCaption(edit.captions, 'x')).toBe('short');
    expect(ownCaption(edit.captions, 'threads')).toBeNull();
    expect(captionOf(edit, 'x')).toBe('short');
    expect(captionOf(edit, 'instagram')).toBe('main');
    expect(sharingMain(edit)).toEqual(['instagram', 'threads']);
  });

  it('sets one (keeping its title) and drops one as null, so the save tells the core to share the main caption again', () => {
    const set = withOwnCaption(edit.captions, 'x', 'shorter');
    expect(set).toEqual({ x: { caption: 'shorter', title: 'X title' } });
    const dropped = withOwnCaption(set, 'x', null);
    expect(dropped).toEqual({ x: null });
    expect(sharingMain({ ...edit, captions: dropped })).toEqual(['instagram', 'x', 'threads']);
    expect(edit.captions.x.caption).toBe('short'); // not mutated
  });
});

describe("a post's one-line name in a list", () => {
  it('is the first line with text, cut at the length asked', () => {
    expect(firstLine('\n  \nSpring session 1: portraits\nsecond line')).toBe('Spring session 1: portraits');
    expect(firstLine('x'.repeat(300))).toHaveLength(140);
    expect(firstLine('x'.repeat(300), Infinity)).toHaveLength(300);
    expect(firstLine('  \n ')).toBe('');
  });
});
