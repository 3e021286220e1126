/**
 * Walk 44a (minor): "Approve all" on an owner's own 2-post campaign was shut with the tooltip "you wrote this post" (one
 * post's words) for 2 posts. The core's refused verdict counts the posts left for its reason (`n`), and the words say
 * them all, in English and Vietnamese (one plural form: `=1`, never `one`; vi-plurals.test.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { campaignVerdict, type CampaignPost } from '../../src-main/team/campaign-verdict';
import { reasonOfMany } from '../../src-renderer/src/lib/reviewtruth';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

const own = (draftId: string, reason = 'own_post'): CampaignPost => ({ draftId, state: 'in_review', author: 'Marc', actions: { submit: { do: 'refused', reason: 'already_in_review' }, approve: { do: 'refused', reason } } });

describe('Approve all shut for several of the reader\'s own posts', () => {
  it('the core counts the posts left for the reason it says', () => {
    expect(campaignVerdict([own('a'), own('b')], 'approve')).toEqual({ do: 'refused', reason: 'own_post', draftId: 'a', n: 2 });
    expect(campaignVerdict([own('a')], 'approve')).toEqual({ do: 'refused', reason: 'own_post', draftId: 'a' });
    // Only those of the reason said: one own post and one own edit is "this post" of the first.
    expect(campaignVerdict([own('a'), own('b', 'own_edit')], 'approve')).toEqual({ do: 'refused', reason: 'own_post', draftId: 'a' });
  });
  it('the words say every post, in English and Vietnamese', () => {
    const v = campaignVerdict([own('a'), own('b')], 'approve') as { reason: string; n?: number };
    expect(reasonOfMany(v, tr('en'))).toBe('you wrote these 2 posts, and this team does not let authors approve their own posts');
    expect(reasonOfMany(v, tr('vi'))).toBe('bạn là người viết cả 2 bài này, và nhóm không cho người viết tự duyệt bài của mình');
    expect(reasonOfMany({ reason: 'own_edit', n: 3 }, tr('en'))).toBe('you changed what goes out in these 3 posts, so they are yours too, and this team does not let authors approve their own posts');
    expect(reasonOfMany({ reason: 'own_post' }, tr('en'))).toBeNull(); // one post: the table's own words
  });
});
