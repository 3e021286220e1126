/**
 * w24campaign (walk 21, 4): the Send tab said "Post 4 (…): The caption is over the limit." of an X caption too long: no X,
 * no numbers. A problem holding a post (the core's HeldProblem) names its channel and the numbers, in both languages.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { heldProblemText } from '../../src-renderer/src/lib/problems';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

const x = { code: 'caption_too_long', channel: 'x', label: 'X', own: true, message: 'its own caption is 312 characters; X allows 280', length: 312, limit: 280 };

describe('a held post\'s problem names its channel and numbers', () => {
  it('X\'s own caption over its limit', () => {
    expect(heldProblemText(x, tr('en'))).toBe('X’s own caption is 312 characters; X takes 280.');
    expect(heldProblemText(x, tr('vi'))).toBe('Chú thích riêng cho X dài 312 ký tự; X chỉ nhận tối đa 280.');
    expect(heldProblemText({ ...x, own: false }, tr('en'))).toBe('X’s caption is 312 characters; X takes 280.');
  });
  it('a problem without numbers reads as before', () => {
    expect(heldProblemText({ code: 'no_photos', channel: null, label: null, own: false, message: 'a photo post needs at least one photo' }, tr('en'))).toBe(tr('en')('compose.problem.no_photos', { values: { field: '' } }));
  });
});
