/**
 * teamcampaign (issue 34, walk 4): a campaign's posts a teammate's laptop sent. The campaign's own
 * send records (campaign_sends) are this laptop's; a post Lan sent is nowhere in Chi's, yet it is
 * sent. Derived once, here, from the team's shared outcomes (team_outcomes) through the publisher's
 * one derivation (draft-states.ts `withTeam`: who sent it) and its guard (guard.ts `holdBack`: the
 * `sent_by_team` problem a batch would hold it back with), so the sender, the dry run, the status,
 * the CLI and the Posts tab say what the publisher would do. Only posts some teammate has an outcome
 * for are derived (one indexed read when nobody else sent).
 */
import { groupBy } from '../../src-shared/group-by';
import { campaignPlans, campaigns, teamRows, type Library, type TeamOutcomeRow } from '../library';
import { draftCredit, draftPostStates, holdBack, jobPost, listJobs, senderRevokedAt, SENT_STATES, waitingToReach, withdrawnMayBeAtHub, type PostState, type Problem, type TeamPublishPort } from '../publisher';

/** A post a teammate sent: who (`by`, as the Library says it), its state now, and the problem Send holds it back with. */
export interface TeamSent {
  by: NonNullable<PostState['by']>; state: PostState['state']; problem: Problem; time: TeamSentTime | null;
  /**
   * h-campteam (walk 44b, 1): its calls never reached the Hub (the team's outcome: retrying on a network error, the post state's
   * waitingToReach): it waits on the sender's computer, which sends it under the same key once the Hub answers. Handed by
   * them, never "sent"/"done" (to-hub.ts teamWaiting). Absent: not so.
   */
  waiting?: true;
}

/**
 * campaignslist: the time the teammate's newest job (not cancelled) SENT, as the team's outcome
 * carries it (the request's scheduled_at, timezone, add_to_queue): the time the Hub uses, whatever
 * the draft says now. Null when no outcome tells it. The same shape as the library's own held times.
 */
export interface TeamSentTime { scheduledAt: string | null; timezone: string | null; queued: boolean; /** When the teammate's job was made (ms): when a post sent at once went out. */ sentAt: number }

function sentTime(o: TeamOutcomeRow): TeamSentTime {
  const f = o.fields;
  const at = typeof f['scheduled_at'] === 'string' ? f['scheduled_at'] : o.scheduled_at;
  const q = f['add_to_queue'];
  return { scheduledAt: at, timezone: typeof f['timezone'] === 'string' ? f['timezone'] : null, queued: q === true || q === 'true', sentAt: o.created_at };
}

/** Of `draftIds` (posts of the campaign), those a teammate sent (or is sending); empty outside a team workspace. */
export function teamSentPosts(lib: Pick<Library, 'db'>, campaignId: string, draftIds: readonly string[], team: TeamPublishPort | null | undefined): Map<string, TeamSent> {
  const out = new Map<string, TeamSent>();
  if (!team || draftIds.length === 0) return out;
  const ws = campaigns.getCampaign(lib.db, campaignId).workspaceId;
  const outcomes = teamRows.teamOutcomes(lib.db, ws, draftIds);
  const ids = [...new Set(outcomes.map((o) => o.draft_id).filter((x): x is string => x !== null))];
  if (ids.length === 0) return out;
  // Newest first (teamOutcomes' order): a draft's first outcome not cancelled is the job the Hub holds.
  const times = new Map<string, TeamSentTime>();
  for (const o of outcomes) if (o.draft_id !== null && o.state !== 'cancelled' && !times.has(o.draft_id)) times.set(o.draft_id, sentTime(o));
  const states = draftPostStates(lib.db, ids, team);
  // h-teamrefused (walk 31, 1): a post they sent that every channel refused is sent too, by them (guard.ts teammateRefused).
  for (const h of holdBack(ids, states, { again: false, teamRefused: true }).held) {
    const st = states.get(h.draftId);
    // w28credit (walk 24, 1): the sender of its first Hub post (publisher draftCredit), never its latest job's.
    const credit = st ? creditOf(lib, h.draftId, team, st) : null;
    // h-campcount (walk 41b, 2): its sender revoked while its outcome was to come (the post state's `by.revokedAt`, which
    // the credit's earlier read does not carry): the counts say its outcome is not shared, as its row does.
    const revokedAt = st ? senderRevokedAt(st) : null;
    const by = credit && revokedAt !== null && credit.memberId === st?.by?.memberId ? { ...credit, revokedAt } : credit;
    if (st && by && h.problems[0]) out.set(h.draftId, { by, state: st.state, problem: h.problems[0], time: times.get(h.draftId) ?? null, ...(waitingToReach(st) ? { waiting: true as const } : {}) });
  }
  return out;
}

/**
 * h-withdrawn (walk 44b, 6): a post of the campaign a teammate withdrew (their Outbox's Cancel) after a call of it went out
 * with no answer back: the one post state (publisher post-state.ts rule 4, withdrawnMayBeAtHub) says the Hub may hold it
 * under that call's key. Who withdrew it (`by`, their send's time `at`) and that key. Not sent, not held: a send takes it —
 * under the same key when its approval is the same (team.ts keyFor), so the Hub keeps one post — and says so.
 */
export interface TeamWithdrawn { by: { memberId: string; name: string; at: number }; key: string }

/** Of `draftIds`, those a teammate withdrew after a call that may have reached the Hub (and nobody sent since). */
export function teamWithdrawnPosts(lib: Pick<Library, 'db'>, campaignId: string, draftIds: readonly string[], team: TeamPublishPort | null | undefined): Map<string, TeamWithdrawn> {
  const out = new Map<string, TeamWithdrawn>();
  if (!team || draftIds.length === 0) return out;
  const ws = campaigns.getCampaign(lib.db, campaignId).workspaceId;
  const outcomes = teamRows.teamOutcomes(lib.db, ws, draftIds);
  const ids = [...new Set(outcomes.filter((o) => o.state === 'cancelled').map((o) => o.draft_id).filter((x): x is string => x !== null))];
  if (ids.length === 0) return out;
  for (const [id, st] of draftPostStates(lib.db, ids, team)) {
    if (!withdrawnMayBeAtHub(st) || !st.by || st.by.memberId === team.me.memberId) continue;
    const job = st.channels.find((c) => c.code !== null)?.jobId;
    const key = outcomes.find((o) => o.draft_id === id && o.job_id === job)?.idempotency_key ?? outcomes.find((o) => o.draft_id === id && o.state === 'cancelled')!.idempotency_key;
    out.set(id, { by: { memberId: st.by.memberId, name: st.by.name, at: st.by.at }, key });
  }
  return out;
}

/**
 * w28credit (walk 24, 1): the member a post held as sent is counted for — the sender of its first Hub post (publisher
 * draftCredit: Bảo's post stays his when Lan sends it again as a new post), or null: this laptop. teamSentPosts and
 * sentHerePosts split the posts the guard holds by it, so each is counted once, for one sender, on every laptop.
 */
function creditOf(lib: Pick<Library, 'db'>, draftId: string, team: TeamPublishPort | null | undefined, st: PostState): PostState['by'] | null {
  const first = draftCredit(lib.db, draftId, team ?? undefined);
  return first === undefined ? (st.by ?? null) : first;
}

/** w12camp: a post of the campaign this laptop already sent outside its Send: its state now and the problem Send holds it back with. */
export interface SentHere {
  state: PostState['state'];
  problem: Problem;
  /** h-replaywho (walk 41b, 2): its calls here were replays of a call no teammate's outcome names (post-state `replayed`): the Hub had it. */
  replayed?: true;
}

/**
 * w12camp (walk 12, a): the campaign's posts its Send has not handed (unsent, or skipped by an earlier send) that THIS
 * laptop already sent outside it (Compose's Publish or Schedule, `postroom publish`): sent, from here. The publisher's
 * guard holds each back as `already_sent` (its own jobs: the post state with no teammate `by`), so the campaign's
 * status, Send tab, dry run and Send count it as sent and never hand it again, as a teammate's laptop counts it sent
 * by its sender. Candidates from the drafts' mirrored state (one query), each confirmed by the one derivation.
 */
export function sentHerePosts(lib: Pick<Library, 'db'>, campaignId: string, team?: TeamPublishPort | null): Map<string, SentHere> {
  const out = new Map<string, SentHere>();
  // h-teamwords (walk 32, 4): one every channel refused is sent too: the Send takes the job the journal holds as its own
  // (sender.ts #run), never a new Hub post of it; it read "ready to send now" (guard.ts holdBack `channelsRefused`).
  const ids = campaignPlans.notHandedButSent(lib.db, campaignId, [...SENT_STATES, 'channels_refused']);
  if (ids.length === 0) return out;
  const states = draftPostStates(lib.db, ids, team ?? undefined);
  for (const h of holdBack(ids, states, { again: false, channelsRefused: true }).held) {
    const st = states.get(h.draftId);
    if (st && !creditOf(lib, h.draftId, team, st) && h.problems[0]) out.set(h.draftId, { state: st.state, problem: h.problems[0], ...(st.replayed ? { replayed: true as const } : {}) });
  }
  return out;
}

/**
 * w19campaign (walk 17, 6): a replay is a teammate's send of a post this laptop's batch `batchId` handed: its jobs there
 * (`jobIds`) are counted in that batch's progress, and the batch line names who sent them (campaigns batch-senders.ts).
 */
export interface ReplayedPost extends TeamSent { batchId: string; jobIds: string[] }

/**
 * w9camp (walk 9, F3): the campaign's posts this laptop HANDED whose call was a replay of a teammate's:
 * the team says the teammate sent that key first (the publisher's `jobPost`, the one derivation the
 * Outbox's cards and Table (w8replay's withReplays) and `postroom status` read: "Published by Lan"). They
 * are sent by that teammate here too, as on every other laptop; the Hub holds each once. Its send's own
 * job of each post (the batch the campaign recorded; a job sent again as new since is not a replay) is
 * asked, only for posts the team holds an outcome of (one indexed read when nobody else sent).
 */
export function replayedPosts(lib: Pick<Library, 'db'>, campaignId: string, team: TeamPublishPort | null | undefined): Map<string, ReplayedPost> {
  const out = new Map<string, ReplayedPost>();
  if (!team) return out;
  const handed = campaignPlans.sends(lib.db, campaignId).flatMap((x) => (x.outcome === 'handed' && x.batchId !== null ? [{ draftId: x.draftId, batchId: x.batchId }] : []));
  if (handed.length === 0) return out;
  const ws = campaigns.getCampaign(lib.db, campaignId).workspaceId;
  const outcomes = teamRows.teamOutcomes(lib.db, ws, handed.map((x) => x.draftId));
  if (outcomes.length === 0) return out;
  for (const { draftId, batchId } of handed) {
    const jobs = listJobs(lib.db, { draftId }).filter((j) => j.batchId === batchId && j.supersededBy === null);
    for (const j of jobs) {
      const post = jobPost(j, team);
      if (!post.by) continue;
      // w19campaign: each of its jobs in that batch the teammate sent (a post of several captions is one job per caption).
      const had = out.get(draftId);
      if (had) {
        if (post.by.memberId === had.by.memberId) had.jobIds.push(j.id);
        continue;
      }
      // The guard's own words for a post a teammate sent (the `sent_by_team` problem), as teamSentPosts gives them.
      const problem = holdBack([draftId], new Map([[draftId, post]]), { again: false, teamRefused: true }).held[0]?.problems[0];
      if (!problem) continue;
      const theirs = outcomes.find((o) => o.draft_id === draftId && o.idempotency_key === j.idempotencyKey && o.state !== 'cancelled');
      out.set(draftId, { by: post.by, state: post.state, problem, time: theirs ? sentTime(theirs) : null, batchId, jobIds: [j.id], ...(waitingToReach(post) ? { waiting: true as const } : {}) });
    }
  }
  return out;
}

/**
 * h-campcount (walk 41b, 3): the campaign's posts this laptop's Send HANDED whose every call there was a replay of a call no
 * teammate's outcome names (the core's post state `replayed`, publisher jobPost over the journal's verdicts, library
 * publishEvents.sentFirstOf): the Hub already had each, from a computer whose news never reached the team (a revoked
 * member's). replayedPosts needs a named sender, so these were counted and shown as this laptop's sends ("sent"). One read
 * of the verdicts of the handed jobs; only those answered as replays are asked further.
 */
export function unnamedReplays(lib: Pick<Library, 'db'>, campaignId: string, team: TeamPublishPort | null | undefined): Set<string> {
  const out = new Set<string>();
  if (!team?.sentFirst) return out;
  const handed = campaignPlans.sends(lib.db, campaignId).flatMap((x) => (x.outcome === 'handed' && x.batchId !== null ? [{ draftId: x.draftId, batchId: x.batchId }] : []));
  if (handed.length === 0) return out;
  const batchOf = new Map(handed.map((x) => [x.draftId, x.batchId]));
  const jobs = listJobs(lib.db, { draftIds: [...batchOf.keys()] }).filter((j) => j.supersededBy === null && j.draftId !== null && batchOf.get(j.draftId) === j.batchId);
  const first = team.sentFirst(jobs.map((j) => j.id));
  for (const [draftId, own] of groupBy(jobs, (j) => j.draftId)) {
    if (!own.every((j) => first.get(j.id) === 'replay')) continue;
    if (own.every((j) => { const post = jobPost(j, team); return !post.by && !!post.replayed; })) out.add(draftId);
  }
  return out;
}

/**
 * One teammate's part of a campaign's sent posts ("2 sent by Lan"). h-campcount (walk 41b, 2): `unshared`, of them, those
 * whose outcome cannot reach the team because the team revoked Lan's member token while it was still to come (the post
 * state's `by.revokedAt`, publisher post-state-shape.ts), and since when (ms, the latest): the rows say "Outcome not
 * shared"; the counts say it too, never a bare "2 sent (by Lan)". Absent: none.
 */
export interface SentByGroup {
  name: string;
  posts: number;
  unshared?: { posts: number; since: number };
  /**
   * h-replay2 (walk 42b, 1): of them, those whose every call known here was a replay of a call no outcome here names (the
   * post state's `by.replay`): the Hub already had them; Lan replayed them, who sent them first is not known here. The
   * counts say so, never "4 sent by Lan". Absent: none.
   */
  replayed?: number;
}

/** sentByGroups counted: how many each member sent, and of them those whose outcome is not shared (their sender revoked). */
export function sentByCounts(sent: ReadonlyMap<string, TeamSent>, order: readonly string[]): SentByGroup[] {
  return sentByGroups(sent, order).map((g) => {
    const since = g.draftIds.flatMap((id) => { const at = sent.get(id)?.by.revokedAt; return at === undefined ? [] : [at]; });
    const replayed = g.draftIds.filter((id) => sent.get(id)?.by.replay).length;
    return { name: g.name, posts: g.draftIds.length, ...(since.length > 0 ? { unshared: { posts: since.length, since: Math.max(...since) } } : {}), ...(replayed > 0 ? { replayed } : {}) };
  });
}

/** The members who sent `sent`'s posts, with how many each (in the order first met), for "sent by Lan: 3". */
export function sentByGroups(sent: ReadonlyMap<string, TeamSent>, order: readonly string[]): Array<{ name: string; draftIds: string[] }> {
  const groups = groupBy(order, (id) => sent.get(id)?.by.name ?? null);
  return [...groups].map(([name, draftIds]) => ({ name, draftIds }));
}
