/**
 * What ui-teamcampaign and ui-w23dryrun-header share: for a file, Lan (editor) and Chi (owner) in browsers on one real
 * team server and one sandbox Hub (no faults), each joined with the Hub's key. Lan writes three posts (a photo each,
 * `mark` in each caption) and sends them for review; Chi approves the first two; Lan puts the three in a campaign and
 * sends it: the two approved go to the Hub, the third waits in review. Ready once the Hub holds the two and Chi's
 * laptop counts them sent by Lan (a teammate).
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { afterAll, beforeAll } from 'vitest';
import type { SandboxHandle } from '../../../src-main/sandbox';
import { settle } from './review-team';
import { callValue } from './session';
import { browserTeam, type TeamMember } from './team';

export interface SentCampaign {
  hub: SandboxHandle;
  lan: TeamMember;
  chi: TeamMember;
  campaignId: string;
  /** The three posts, in the campaign's order: the first two sent, the third in review. */
  ids: string[];
}

export interface SentCampaignOptions {
  seed: number;
  /** The campaign's name. */
  name: string;
  /** Written at the end of each caption: the Hub's posts of this file are those that hold it. */
  mark: string;
  photo: string;
  captions: readonly [string, string, string];
}

const reviewState = (m: TeamMember, id: string) => callValue<Record<string, { state: string }>>(m.page, 'review.get', { draftIds: [id] }).then((r) => r[id]?.state);

/** Registers the file's beforeAll (the campaign sent, as above) and afterAll; answers the campaign once the hook ran. */
export function useSentCampaign(prefix: string, opts: SentCampaignOptions): { sent: SentCampaign; atHub: () => ReturnType<SandboxHandle['control']['publishedPosts']> } {
  const team = browserTeam(prefix, { seed: opts.seed, faults: 'none' });
  const sent = { ids: [] as string[], campaignId: '' } as SentCampaign;
  const atHub = () => sent.hub.control.publishedPosts().filter((p) => (p.caption ?? '').includes(opts.mark));

  beforeAll(async () => {
    ({ hub: sent.hub } = await team.start());
    [sent.lan, sent.chi] = await Promise.all([team.member('Lan', 'editor'), team.member('Chi', 'owner')]);
    const { lan, chi } = sent;
    for (const m of [lan, chi]) await team.join(m, { key: true });
    const post = async (caption: string): Promise<string> => {
      const d = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: `${caption} ${opts.mark}` } });
      await callValue(lan.page, 'photos.add', { draftId: d.id, urls: [opts.photo] });
      await callValue(lan.page, 'review.act', { draftId: d.id, action: 'submit' });
      await settle(() => reviewState(chi, d.id), 'in_review');
      return d.id;
    };
    for (const caption of opts.captions) sent.ids.push(await post(caption));
    for (const id of sent.ids.slice(0, 2)) {
      await callValue(chi.page, 'review.act', { draftId: id, action: 'approve' });
      await settle(() => reviewState(lan, id), 'approved');
    }
    sent.campaignId = (await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: opts.name })).id;
    await callValue(lan.page, 'campaigns.addDrafts', { id: sent.campaignId, draftIds: sent.ids });
    await callValue(lan.page, 'campaigns.send', { id: sent.campaignId });
    await settle(() => callValue<{ sendState: string }>(lan.page, 'campaigns.status', { id: sent.campaignId }).then((s) => s.sendState), 'done');
    await settle(async () => String(atHub().length), '2');
    // Lan's outcomes reach Chi's laptop: Chi's status counts the two as sent by Lan.
    await settle(() => callValue<{ teamSent?: number }>(chi.page, 'campaigns.status', { id: sent.campaignId }).then((s) => String(s.teamSent)), '2');
  }, 300_000);

  afterAll(() => team.stop());
  return { sent, atHub };
}
