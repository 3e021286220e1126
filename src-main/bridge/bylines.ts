/**
 * reviewui (issue 34): who sent each draft's post when a teammate's laptop did, for the rows of the
 * Library (and any list of drafts). The one derivation says it (post-state.ts `by`, with the team's
 * outcomes: draft-states.ts); only drafts some teammate has an outcome for are derived again, so a
 * page of a 100,000-draft library costs one indexed read when nobody else published.
 */
import { draftAtHubSends, draftPostState, draftPostStates, draftSends, readDrafts, sendsListed, type AtHub, type DraftReads, type PostSend } from '../publisher';
import type { ReadableDB } from '../library';
import type { PostStateDto } from './contract';
import type { Services } from './services';

export type SentBy = NonNullable<PostStateDto['by']>;

/** w27teammate (walk 23, 4): with its channels' counts, so a partly published post says "2 of 3 channels". */
/** w31retry: with the time and zone the send asked the Hub to publish at (the core's post state), so a by-line never says a scheduled post was published when it was SENT. */
/** h-sendtime: and, when its channels go at two times, each time (post-state.ts `times`): the by-line says both, never the first send's for all. */
export type SentByOf = { by: SentBy; state: PostStateDto['state'] } & Pick<PostStateDto, 'published' | 'total' | 'scheduledAt' | 'timezone' | 'times'>;

/**
 * The teammate who sent each draft's post, with the post's state then (only drafts a teammate sent).
 * w28reads: `reads`, the list's jobs and team outcomes read once (publisher draft-reads.ts), shared with the list's
 * other readings (page-sends.ts); absent, read here for `draftIds`.
 */
export function sentByOf(s: Services, draftIds: readonly string[], reads?: DraftReads): Map<string, SentByOf> {
  return rowSendsOf(s.library.db, { draftIds, sentIds: [] }, reads ?? readDrafts(s.library.db, draftIds, s.teamPort(s.currentWorkspace()))).by;
}

/**
 * w43cal (walk 43a): of the drafts this computer sent (`sentIds`), each whose channels go at two or more times (the core's
 * post-state `times`, as after a retry of refused channels at a new time), those times. A teammate's send carries them
 * with its `by` (sentByOf); this computer's send had none, so its Library row said "Scheduled · … scheduled for Dec 5"
 * of four channels published on Nov 29.
 */
export function ownTimesOf(db: ReadableDB, sentIds: readonly string[], reads: DraftReads): Map<string, NonNullable<PostStateDto['times']>> {
  return rowSendsOf(db, { draftIds: [], sentIds }, reads).times;
}

/** What a Library page says of its drafts' sends (rowSendsOf). */
export interface RowSends {
  /** sentByOf: the teammate who sent each draft's post (of `draftIds`). */
  by: Map<string, SentByOf>;
  /** ownTimesOf: of `sentIds` this computer sent, each whose channels go at two or more times. */
  times: Map<string, NonNullable<PostStateDto['times']>>;
  /**
   * h-twosends (walk 43b, 6): of either, each draft the Hub holds as more than one post, or that more than one sender sent
   * (src-shared sendsListed): its sends, oldest first (publisher post-sends.ts draftSends, the reading Compose and
   * `drafts list` say). Its row says each send, never only the latest sender's.
   */
  sends: Map<string, PostSend[]>;
  /** h-oldcaption (walk 43b, 5): of `sentIds`, each whose channels hold different versions of its text: the channels holding the earlier (the core's `older`). */
  older: Map<string, NonNullable<PostStateDto['older']>>;
}

/**
 * The by-lines, own channel times and sends of a page of drafts: ONE post-state derivation per draft, over the union of
 * the drafts a teammate has an outcome of (of `draftIds`) and those this computer sent (of `sentIds`, with jobs here).
 * Before (code review, h-twosends), sentByOf and ownTimesOf each derived the drafts that were in both. Nobody else
 * published and nothing sent here: no derivation at all. A draft's sends are read only when its jobs and the team's
 * outcomes of it hold more than one key (one send of one call cannot be two posts).
 */
export function rowSendsOf(db: ReadableDB, ids: { draftIds: readonly string[]; sentIds: readonly string[] }, reads: DraftReads): RowSends {
  const out: RowSends = { by: new Map(), times: new Map(), sends: new Map(), older: new Map() };
  const { team, jobsOf } = reads;
  // leftview (walk 7): a workspace that left its team keeps its outcomes: its port (leftPort) says who sent them.
  const teamIds = new Set(team ? ids.draftIds.filter((id) => team.sharedOutcomes(id).length > 0) : []);
  const ownIds = new Set(ids.sentIds.filter((id) => jobsOf(id).length > 0));
  const sent = new Set(ids.sentIds);
  // h-oldcaption: a sent draft only a teammate's outcome holds is read too, for its `older`.
  const sentShared = ids.sentIds.filter((id) => !ownIds.has(id) && (team?.sharedOutcomes(id).length ?? 0) > 0);
  const all = [...new Set([...teamIds, ...ownIds, ...sentShared])];
  if (all.length === 0) return out;
  for (const [id, st] of draftPostStates(db, all, team ?? undefined, jobsOf)) {
    if (st.by && teamIds.has(id)) out.by.set(id, { by: st.by, state: st.state, published: st.published, total: st.total, scheduledAt: st.scheduledAt, timezone: st.timezone, ...(st.times ? { times: st.times } : {}) });
    else if (st.times && !st.by && ownIds.has(id)) out.times.set(id, st.times);
    if (st.older && sent.has(id)) out.older.set(id, st.older);
    const keys = new Set([...jobsOf(id).map((j) => j.idempotencyKey), ...(team?.sharedOutcomes(id) ?? []).map((o) => o.key)]);
    if (st.state === 'draft' || st.state === 'cancelled' || keys.size < 2) continue;
    const sends = draftSends(db, id, team ?? undefined, jobsOf);
    if (sendsListed(sends)) out.sends.set(id, sends);
  }
  return out;
}

/**
 * reviewtruth (issue 34): each draft's post the Hub already holds or published (draft-states.ts draftAtHub); drafts with none are left out.
 * w31speed: the list's jobs and team outcomes read once (draft-reads.ts); a draft with neither is a draft (postState of no
 * jobs), which the Hub does not hold, so only the others are derived (a campaign's 10,000 review DTOs read 10,000 journals).
 */
export function atHubOf(s: Services, draftIds: readonly string[]): Map<string, AtHub> {
  const out = new Map<string, AtHub>();
  const ws = s.currentWorkspace();
  const port = s.teamPort(ws);
  const { jobsOf, team } = readDrafts(s.library.db, draftIds, port);
  for (const id of new Set(draftIds)) {
    if (jobsOf(id).length === 0 && (team?.sharedOutcomes(id).length ?? 0) === 0) continue;
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
