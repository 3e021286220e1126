/**
 * w24campaign (walk 21, 3): the Send tab's batch title said "Đợt 2: 2 bài" over a legend "3 đã hẹn giờ": the 3 counted the
 * X caption's own Hub post. Where a post made more than one Hub post (the core's `hubPosts`), the title says them apart.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { batchTitle } from '../../src-renderer/src/lib/batchProgress';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

describe('a batch title says posts, and Hub posts apart when they differ', () => {
  it('2 posts, 3 Hub posts: both said, in en and vi', () => {
    expect(batchTitle({ total: 2, hubPosts: 3 }, 2, tr('en'))).toBe('Batch 2: 2 posts (3 Hub posts: a channel with its own caption is one more)');
    expect(batchTitle({ total: 2, hubPosts: 3 }, 2, tr('vi'))).toBe('Đợt 2: 2 bài (3 bài trên Hub: kênh có chú thích riêng thành thêm một bài)');
  });
  it('one Hub post a post: the posts alone', () => {
    expect(batchTitle({ total: 2, hubPosts: null }, 1, tr('en'))).toBe('Batch 1: 2 posts');
    expect(batchTitle({ total: 1 }, 1, tr('vi'))).toBe('Đợt 1: 1 bài');
  });
});
