/**
 * reviewui (issue 34): who sent each draft's post when a teammate's laptop did, for the rows of the
 * Library (and any list of drafts). The one derivation says it (post-state.ts `by`, with the team's
 * outcomes: draft-states.ts); only drafts some teammate has an outcome for are derived again, so a
 * page of a 100,000-draft library costs one indexed read when nobody else published.
 */
import { teamRows } from '../library';
import { draftAtHubSends, draftPostState, draftPostStates, type AtHub } from '../publisher';
import type { PostStateDto } from './contract';
import type { Services } from './services';

export type SentBy = NonNullable<PostStateDto['by']>;

/** w27teammate (walk 23, 4): with its channels' counts, so a partly published post says "2 of 3 channels". */
export type SentByOf = { by: SentBy; state: PostStateDto['state'] } & Pick<PostStateDto, 'published' | 'total'>;

/** The teammate who sent each draft's post, with the post's state then (only drafts a teammate sent). */
export function sentByOf(s: Services, draftIds: readonly string[]): Map<string, SentByOf> {
  const out = new Map<string, SentByOf>();
  const ws = s.currentWorkspace();
  // leftview (walk 7): a workspace that left its team keeps its outcomes: its port (leftPort) says who sent them.
  const port = s.teamPort(ws);
  if (!port || draftIds.length === 0) return out;
  const ids = [...new Set(teamRows.teamOutcomes(s.library.db, ws.id, draftIds).map((o) => o.draft_id).filter((x): x is string => x !== null))];
  if (ids.length === 0) return out;
  for (const [id, st] of draftPostStates(s.library.db, ids, port)) if (st.by) out.set(id, { by: st.by, state: st.state, published: st.published, total: st.total });
  return out;
}

/** reviewtruth (issue 34): each draft's post the Hub already holds or published (draft-states.ts draftAtHub); drafts with none are left out. */
export function atHubOf(s: Services, draftIds: readonly string[]): Map<string, AtHub> {
  const out = new Map<string, AtHub>();
  const ws = s.currentWorkspace();
  const port = s.teamPort(ws);
  for (const id of new Set(draftIds)) {
    const at = draftAtHubSends(s.library.db, id, port);
    if (at) out.set(id, at);
  }
  return out;
}

/** w18again (walk 17): the time the Hub holds a draft's post for, as sent (draft-states.ts PostState), or null when none is scheduled there. */
export function heldTimeOf(s: Services, draftId: string): { scheduledAt: string | null; timezone: string | null } | null {
  const port = s.teamPort(s.currentWorkspace());
  const st = draftPostState(s.library.db, draftId, port ?? undefined);
  return st.state === 'scheduled' ? { scheduledAt: st.scheduledAt, timezone: st.timezone } : null;
}
