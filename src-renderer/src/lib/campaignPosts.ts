import type { CampaignPostDto, CampaignPostStatesDto, PostReviewDto } from '../../../src-main/bridge/contract';
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
    if (p.state === s.state && p.send === s.send) continue;
    out ??= posts.slice();
    out[i] = { ...p, state: s.state, send: s.send };
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
