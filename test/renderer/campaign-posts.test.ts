import { describe, expect, it } from 'vitest';
import type { CampaignPostDto } from '../../src-main/bridge/contract';
import { withPostStates } from '../../src-renderer/src/lib/campaignPosts';

const post = (id: string, position: number): CampaignPostDto => ({
  id, position, profile_id: 'prof_lumen', platforms: ['instagram'], caption: `post ${id}`, title: '', photoCount: 1,
  scheduled_at: '2027-03-01T09:00', timezone: 'Europe/Berlin', add_to_queue: false, state: 'draft', send: null,
});

describe('a send’s changes merged into the listed posts', () => {
  const posts = [post('a', 1), post('b', 2), post('c', 3)];

  it('takes each changed state and send outcome, keeps the rest of each post, and the unchanged posts as they were', () => {
    const next = withPostStates(posts, [{ id: 'a', state: 'scheduled', send: 'handed' }, { id: 'b', state: 'draft', send: null }, { id: 'c', state: 'draft', send: 'skipped' }]);
    expect(next).toEqual([{ ...posts[0], state: 'scheduled', send: 'handed' }, posts[1], { ...posts[2], send: 'skipped' }]);
    expect(next?.[1]).toBe(posts[1]);
    expect(posts[0]?.state).toBe('draft'); // the old list is not changed under the screen
  });

  it('answers the same list when nothing changed', () => {
    expect(withPostStates(posts, posts.map(({ id, state, send }) => ({ id, state, send })))).toBe(posts);
  });

  it('answers null when the posts are not the same ones in the same order', () => {
    const s = posts.map(({ id, state, send }) => ({ id, state, send }));
    expect(withPostStates(posts, s.slice(0, 2))).toBeNull();
    expect(withPostStates(posts, [s[1], s[0], s[2]] as typeof s)).toBeNull();
  });
});
