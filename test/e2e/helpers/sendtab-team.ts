/**
 * What the Send tab files share (ui-sendtab, ui-sendtab2, ui-w8send-posts): for a file, Lan (editor)
 * and Bảo (owner) in browsers on one real team server and one sandbox Hub (seed 34, no faults), each
 * joined with the Hub's key (useLanAndBao); `inReview` makes a post of Lan's (with `draft`'s extra
 * fields and a photo) and waits until Bảo has it in review; `decide` is Bảo's decision, waited for
 * on Lan's laptop. The file's own beforeAll (registered after this call) makes its posts and campaigns.
 */
import { beforeAll } from 'vitest';
import { callValue } from './session';
import { browserTeam } from './team';
import { reviewOn, reviewSteps, settle, useLanAndBao, type LanAndBao } from './review-team';

const PHOTO = 'https://images.example.com/sendtab.jpg';

export function useSendtabTeam(prefix: string, draft: Record<string, unknown> = {}): {
  members: LanAndBao;
  inReview: (caption: string) => Promise<string>;
  decide: (id: string, action: 'approve' | 'request_changes', state: string) => Promise<void>;
} {
  const members = useLanAndBao(browserTeam(prefix, { seed: 34, faults: 'none' }));
  const inReview = async (caption: string): Promise<string> => {
    const { lan, bao } = members;
    const d = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption, ...draft } });
    await callValue(lan.page, 'photos.add', { draftId: d.id, urls: [PHOTO] });
    await callValue(lan.page, 'review.act', { draftId: d.id, action: 'submit' });
    await settle(() => reviewOn(bao.page, d.id), 'in_review');
    return d.id;
  };
  return { members, inReview, decide: reviewSteps(members, PHOTO).decide };
}

/**
 * The Tết campaigns of ui-sendtab and ui-w8send-posts, made in the file's beforeAll (registered
 * here, after `useSendtabTeam`'s): three posts of Lan's in review; Bảo approves the first and sends
 * the other two back. `tet` holds the approved one and one sent back, `last` the other sent back.
 */
export function useTetCampaigns(team: ReturnType<typeof useSendtabTeam>): { tet: string; last: string } {
  const { members, inReview, decide } = team;
  const camps = { tet: '', last: '' };
  beforeAll(async () => {
    const a = await inReview('Bánh mì Hội An — sendtab 1 #banhmi');
    const r = await inReview('Phở bò — sendtab 2, sent back #pho');
    const last = await inReview('Bún chả — sendtab 3, the one left #buncha');
    await decide(a, 'approve', 'approved');
    await decide(r, 'request_changes', 'changes_requested');
    await decide(last, 'request_changes', 'changes_requested');
    camps.tet = (await callValue<{ id: string }>(members.lan.page, 'campaigns.create', { name: 'Tết — sendtab' })).id;
    await callValue(members.lan.page, 'campaigns.addDrafts', { id: camps.tet, draftIds: [a, r] });
    camps.last = (await callValue<{ id: string }>(members.lan.page, 'campaigns.create', { name: 'Tết — one left' })).id;
    await callValue(members.lan.page, 'campaigns.addDrafts', { id: camps.last, draftIds: [last] });
  }, 300_000);
  return camps;
}
