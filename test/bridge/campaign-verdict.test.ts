/**
 * tidy (s19): the campaign verdict the bridge gives the Review tab (`review.campaignOf`, and `all`
 * after each `review.campaign`) is the core's, and it agrees with what the core then does: a refusal
 * names the reason and the post the step is refused with; "allowed n" takes n posts; "nothing" takes none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignVerdictDto } from '../../src-main/bridge/contract';
import { ipcClient, ok, type TestClient } from './transports';

describe('a campaign verdict over the bridge agrees with the step it judges', () => {
  let client: TestClient;
  beforeAll(async () => {
    client = await ipcClient(undefined, undefined, { env: { ...process.env, POSTROOM_MEMBER: 'Lan' }, embeddedSandbox: false, resume: false });
  });
  afterAll(async () => {
    await client.close();
  });

  // Walk 43a (4): each with a photo, so it can be published as it is ("Send all for review" leaves a post that cannot).
  const draft = async (caption: string): Promise<string> => {
    const id = ok(await client.invoke('drafts.create', { draft: { caption, platforms: ['x'], profile_id: 'p1' } })).id;
    ok(await client.invoke('photos.add', { draftId: id, urls: ['https://cdn.example.com/p.jpg'] }));
    return id;
  };
  /** What the step does, in the verdict's own terms. */
  const take = async (campaignId: string, action: 'submit' | 'approve'): Promise<CampaignVerdictDto> => {
    const r = await client.invoke('review.campaign', { campaignId, action });
    if (!r.ok) {
      const d = (r.error as { details?: { reason?: string; draftId?: string } }).details ?? {};
      return { do: 'refused', reason: String(d.reason), draftId: String(d.draftId) };
    }
    return r.value.taken === 0 ? { do: 'nothing' } : { do: 'allowed', n: r.value.taken };
  };

  it('refused, allowed and nothing: said before the press exactly as the press then goes', async () => {
    const [b, c, gone] = [await draft('One'), await draft('Two'), await draft('Deleted')];
    const camp = ok(await client.invoke('campaigns.create', { name: 'Tết 2027' }));
    ok(await client.invoke('campaigns.addDrafts', { id: camp.id, draftIds: [b, c, gone] }));
    ok(await client.invoke('drafts.delete', { ids: [gone] }));
    ok(await client.invoke('review.act', { draftId: c, action: 'submit' }));
    ok(await client.invoke('review.act', { draftId: c, action: 'request_changes', comment: 'no' }));

    const first = ok(await client.invoke('review.campaignOf', { campaignId: camp.id }));
    expect(Object.keys(first.reviews).sort()).toEqual([b, c].sort());
    expect(first.all).toEqual({ submit: { do: 'allowed', n: 2 }, approve: { do: 'refused', reason: 'not_submitted', draftId: b } });
    expect(await take(camp.id, 'approve')).toEqual(first.all.approve);
    expect(await take(camp.id, 'submit')).toEqual(first.all.submit);

    const sent = ok(await client.invoke('review.campaignOf', { campaignId: camp.id }));
    expect(sent.all).toEqual({ submit: { do: 'nothing' }, approve: { do: 'allowed', n: 2 } });
    expect(await take(camp.id, 'submit')).toEqual(sent.all.submit);
    const approved = ok(await client.invoke('review.campaign', { campaignId: camp.id, action: 'approve' }));
    expect(approved.taken).toBe(2);
    // The answer of the step carries the verdicts after it, the same the next read gives.
    expect(approved.all).toEqual({ submit: { do: 'nothing' }, approve: { do: 'nothing' } });
    expect(ok(await client.invoke('review.campaignOf', { campaignId: camp.id })).all).toEqual(approved.all);
    expect(await take(camp.id, 'approve')).toEqual(approved.all.approve);
  });

  it('an empty campaign: nothing to do; an unknown one: not_found', async () => {
    const camp = ok(await client.invoke('campaigns.create', { name: 'Empty' }));
    expect(ok(await client.invoke('review.campaignOf', { campaignId: camp.id }))).toEqual({ reviews: {}, all: { submit: { do: 'nothing' }, approve: { do: 'nothing' } } });
    expect(await client.invoke('review.campaignOf', { campaignId: 'nope' })).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });
});
