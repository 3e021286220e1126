/**
 * left31: a campaign duplicated a month later lands on that month's own posts: its first screen says which
 * (campaignCollisions), as the calendar shows them, not only the dry run.
 */
import { describe, expect, it } from 'vitest';
import { campaignCollisions, duplicateCampaign } from '../../src-main/campaigns';
import { campaigns, drafts, workspaces } from '../../src-main/library';
import { tempLibrary } from '../library/helpers';

describe('a campaign\'s posts on posts already planned or sent', () => {
  it('names each post and channel that another post outside the campaign takes within the least gap; another channel, profile or a refused post is no collision', () => {
    const { lib, clock } = tempLibrary();
    const db = lib.db;
    const ws = workspaces.getCurrent(db).id;
    const at = (when: string, caption: string, platforms = ['instagram'], profile = 'prof_lumen') => drafts.create(db, { profile_id: profile, platforms, caption, scheduled_at: when, timezone: 'Europe/Berlin' });
    const april = [at('2027-04-06T09:00', 'April one', ['instagram', 'x']), at('2027-04-07T09:00', 'April two')];
    const c = campaigns.create(db, { name: 'April', draftIds: april.map((d) => d.id) });
    // May's own posts: one at the same time on Instagram, one 10 minutes after on X, one on another profile, one refused.
    const mayOwn = at('2027-05-06T09:00', 'May newsletter');
    const mayX = at('2027-05-06T09:10', 'May on X', ['x']);
    at('2027-05-07T09:00', 'Another brand', ['instagram'], 'prof_caphe');
    const refused = at('2027-05-07T09:00', 'Refused one');
    drafts.update(db, refused.id, { state: 'refused' }, { expectedRevision: refused.revision });
    expect(campaignCollisions(db, ws, c.id, clock.now())).toEqual([]);
    const copy = duplicateCampaign(db, c.id, { name: 'May', offset: { months: 1, days: 0 } });
    const found = campaignCollisions(db, ws, copy.id, clock.now());
    expect(found.map((k) => [k.position, k.channel, k.scheduled_at, k.other.draftId, k.other.caption, k.other.state])).toEqual([
      [1, 'instagram', '2027-05-06T09:00', mayOwn.id, 'May newsletter', 'draft'],
      [1, 'x', '2027-05-06T09:00', mayX.id, 'May on X', 'draft'],
    ]);
  });
});
