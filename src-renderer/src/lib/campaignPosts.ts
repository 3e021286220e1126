import type { CampaignPostDto, CampaignPostStatesDto } from '../../../src-main/bridge/contract';

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
