import type { CampaignPostDto, CampaignPostStatesDto, CampaignStatusDto, PostReviewDto } from '../../../src-main/bridge/contract';
import { sayName } from './reader';

/**
 * The posts with what a send changed (state, send outcome) taken from `states`; a post that did
 * not change stays the same object, and nothing changed answers `posts` itself. Null when the
 * two lists are not the same posts in the same order (one was added, removed or moved since):
 * then the whole list must be read again.
 */
export function withPostStates(posts: CampaignPostDto[], states: CampaignPostStatesDto['posts']): CampaignPostDto[] | null {
  if (posts.length !== states.length) return null;
  let out: CampaignPostDto[] | null = null;
  for (let i = 0; i < posts.length; i++) {
    const p = posts[i] as CampaignPostDto;
    const s = states[i] as CampaignPostStatesDto['posts'][number];
    if (p.id !== s.id) return null;
    if (p.state === s.state && p.send === s.send && p.waitingHub === s.waitingHub) continue;
    out ??= posts.slice();
    const next: CampaignPostDto = { ...p, state: s.state, send: s.send };
    if (s.waitingHub) next.waitingHub = true;
    else delete next.waitingHub;
    out[i] = next;
  }
  return out ?? posts;
}

type T = (key: string, opts?: { values?: Record<string, string | number> }) => string;

/**
 * w8send (walk 8, 11c): the Posts tab's Send column of a post a send held back for its review: "not sent (changes requested
 * by Bảo)" or "not sent (waiting for review)". w16camprow (walk 15, 3): the reader's own request says "you" / "bạn" (w11words'
 * rule: reader.ts sayName), as the header's review badge does, never their own name back.
 */
export function heldSendLine(r: Pick<PostReviewDto, 'state' | 'last'>, me: string | null | undefined, t: T): string {
  if (r.state !== 'changes_requested') return t('w8send.sendWaiting');
  const who = r.last?.action === 'request_changes' ? r.last.by : '';
  return who ? t('w8send.sendChangesBy', { values: { who: sayName(who, me, t) } }) : t('w8send.sendChanges');
}

/** w17postsreason, w19campaign: one post not sent, with why it is not sent now (the core's status `now.notSentWhy`). */
export type NotSentWhy = NonNullable<CampaignStatusDto['now']['notSentWhy']>[number];

const WHY_KEY = { to_submit: 'toSubmit', resend: 'resend', role: 'role', ready: 'ready', unchecked: 'unchecked' } as const;

/**
 * w17postsreason (walk 16, 3): the Posts tab's Send column of a post not sent, by the reason the core counts it under for
 * the Send tab's state line (campaigns send-now.ts `notSentWhy`; w19campaign: a post added after the last send too): "not sent (not sent for review yet)", "not
 * sent (waits for approval by Bảo)", "not sent (changes requested by you)", "not sent (problems: no photo)". Before, every
 * post not held by a review in progress read "not sent (problems)", one never sent for review too. `waitWho`: whom posts in
 * review wait for, as the Send tab says it (campaignwaits.ts campaignWaitWho); `problems`: a problem code list in words.
 * null: a teammate sent it (the row says so on its own).
 */
export function notSentWhyLine(w: NotSentWhy, me: string | null | undefined, waitWho: string, t: T, problems: (codes: readonly string[], held?: NotSentWhy['problems']) => string): string | null {
  switch (w.why) {
    case 'teamSent': return null;
    case 'problems':
      if (w.left) return t('w17postsreason.left');
      return w.codes && w.codes.length > 0 ? t('w17postsreason.problemsNamed', { values: { problems: problems(w.codes, w.problems) } }) : t('w17postsreason.problems');
    // w16camprow's rule: the reader's own request says "you" (reader.ts sayName).
    case 'changes': return w.by ? t('w8send.sendChangesBy', { values: { who: sayName(w.by, me, t) } }) : t('w8send.sendChanges');
    // h-nobody (walk 41a): the core's hold says nobody in the team may approve it: never "waits for approval by you".
    case 'in_review': return w.nobody ? t('w20authors.row') : t('w17postsreason.inReview', { values: { who: waitWho } });
    // h-reviewwords (walk 44a, 7): sent for review and approved, then the approval was taken back: never "not sent for review yet".
    case 'to_submit': return w.withdrawn ? t('w17postsreason.takenBack', { values: { who: sayName(w.withdrawn.by, me, t) } }) : t('w17postsreason.toSubmit');
    // Walk 38 (5): the revocation, and the post's own problems beside it.
    case 'revoked': return w.codes && w.codes.length > 0 ? t('w17postsreason.revokedProblems', { values: { problems: problems(w.codes, w.problems) } }) : t('w17postsreason.revoked');
    // w26campaign: "not checked since the send" only after a send held it back (`lastSend`); a post never sent says so.
    case 'unchecked': return w.lastSend ? t('w17postsreason.unchecked') : t('w26campaign.notSentYet');
    default: return t(`w17postsreason.${WHY_KEY[w.why]}`);
  }
}
