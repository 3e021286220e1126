/**
 * Post states of drafts, read from the journal (the truth) through the one derivation of
 * post-state.ts. The library's mirrored `state` column is written from here (adapters.ts), and the
 * guard, the bridge and the CLI read the same.
 */
import { groupBy } from '../../src-shared/group-by';
import { drafts, publishBatches, publishEvents, type Job, type ReadableDB, type SentFirst, type WritableDB } from '../library';
import { askFirstHold, holdBack, inFlightHold, teammateInFlightHold, type AskedFirst } from './guard';
import type { JobsOf } from './draft-reads';
import { listJobs } from './read';
import type { Problem } from './preflight';
import { postState, withdrawn, type JobView, type PostState, type PostStateKind } from './post-state';
import { isFinal } from './states';
import { olderTexts } from './older-text';
import { isWaiting, waitingProblem, type TeamOutcome, type TeamPublishPort } from './team';

/** The team's view (team.ts): another member's outcomes of the draft join this journal's jobs. */
export type TeamView = Pick<TeamPublishPort, 'me' | 'sharedOutcomes'> | null | undefined;

export function draftPostState(db: ReadableDB, draftId: string, team?: TeamView): PostState {
  return postStateOfJobs(db, listJobs(db, { draftId }), draftId, team);
}

/** draftPostState over this journal's jobs of the draft as already read (`local`, newest first). */
function postStateOfJobs(db: ReadableDB, local: readonly Job[], draftId: string, team?: TeamView): PostState {
  const shared = team?.sharedOutcomes?.(draftId) ?? [];
  const first = team ? publishEvents.sentFirstOf(db, local.map((j) => j.id)) : undefined;
  const views = shared.length > 0 ? withTeam(local, shared, team!.me.memberId, first) : local;
  const st = withOlder(postState(views), views, db, draftId);
  return team ? withMine(st, local, first) : st;
}

/** h-oldcaption (walk 43b, 5): the post's channels that hold an earlier version of its text (older-text.ts), against the draft now. */
function withOlder(st: PostState, views: readonly JobView[], db: ReadableDB, draftId: string): PostState {
  const older = olderTexts(st, views, () => drafts.getMany(db, [draftId])[0]);
  return older ? { ...st, older } : st;
}

/**
 * teamoutbox (issue 34): in a team, a post this computer sent (no teammate `by`) says when it sent it
 * (`mine`), from its deciding jobs here: the earliest of their sends. post-sends.ts reads each send of it so.
 * h-replaywho (walk 41b, 2): but when every deciding job's call was a replay of an earlier call (`first`, this journal's
 * verdicts: publishEvents.sentFirstOf) and no teammate's outcome names the sender, the Hub had it already: `replayed`,
 * never `mine` ("Sent by you" of a revoked teammate's post, whose news never reached the team).
 */
export function withMine(st: PostState, local: readonly Job[], first: ReadonlyMap<string, SentFirst> = new Map()): PostState {
  if (st.by || st.state === 'draft' || st.state === 'cancelled') return st;
  const deciding = new Set(st.channels.map((c) => c.jobId));
  const jobs = local.filter((j) => deciding.has(j.id));
  const times = jobs.map((j) => j.sentAt ?? j.createdAt);
  if (times.length === 0) return st;
  const at = Math.min(...times);
  return jobs.every((j) => first.get(j.id) === 'replay') ? { ...st, replayed: { at } } : { ...st, mine: { at } };
}

/**
 * One derivation per draft (the journal's draft index answers each read). w28reads: `jobsOf`, the drafts' jobs already
 * read for a list of them (draft-reads.ts); absent, each draft's are read here.
 */
export function draftPostStates(db: ReadableDB, draftIds: readonly string[], team?: TeamView, jobsOf: JobsOf = (id) => listJobs(db, { draftId: id })): Map<string, PostState> {
  const out = new Map<string, PostState>();
  for (const id of new Set(draftIds)) out.set(id, postStateOfJobs(db, jobsOf(id), id, team));
  return out;
}

/** reviewtruth (issue 34): the states in which the Hub holds the post or published it (an unknown outcome may be live). */
const AT_HUB: ReadonlySet<PostStateKind> = new Set<PostStateKind>(['queued', 'scheduled', 'published', 'partial', 'unknown']);

/** A post the Hub already holds or published: its state, since when (ms) and who sent it (null: this computer). */
export interface AtHub {
  state: PostStateKind;
  since: number;
  /** `here` (h-replayask): this computer holds its own job of the key too (a replay of theirs): it may ask the Hub. */
  by: { memberId: string; name: string; here?: boolean } | null;
  /**
   * h-review (walk 33, 2): the time the Hub publishes (or published) it at, as sent (the post's state's `scheduledAt`,
   * `timezone`); null when it was sent at once (it goes out when handed: `since`). Absent on each of `sends`.
   */
  scheduledAt?: string | null;
  timezone?: string | null;
  /**
   * h-athub (walk 44a, 1): when its channels go at two or more times (a refused channel retried at a new time), each
   * channel's time (the post's state `times`, post-state.ts): never the retry's time for the whole post. Absent: one time.
   */
  times?: PostState['times'];
  /**
   * w16sends (walk 15): each post the Hub holds of the draft, oldest first, when it holds more than one
   * (post-sends.ts draftAtHubSends, from draftSends): one sender's two posts, or two senders'. Absent: one post.
   */
  sends?: Array<Omit<AtHub, 'sends'>>;
}

/**
 * reviewtruth (issue 34): whether the Hub already holds this draft's post or published it, read from
 * the one derivation. The Hub cannot cancel or change a post it holds (hub-api.md), so an approval of
 * an edit made since can only let the draft be sent again as a NEW post: the review screens say so
 * from this. Null: nothing of the draft is at the Hub.
 */
export function draftAtHub(db: ReadableDB, draftId: string, team?: TeamView): AtHub | null {
  const st = draftPostState(db, draftId, team);
  if (!AT_HUB.has(st.state)) return null;
  const time = { scheduledAt: st.scheduledAt, timezone: st.timezone, ...(st.times ? { times: st.times } : {}) };
  if (st.by) return { state: st.state, since: st.by.at, by: { memberId: st.by.memberId, name: st.by.name, ...(st.by.here ? { here: true } : {}) }, ...time };
  // h-athub (walk 44a, 1): at the Hub since its FIRST send of the channels it holds (as withMine dates it), never a retry's:
  // Marc's Facebook was at the Hub from 10:22, his retry of the refused Instagram went 10:23, and his laptop said 10:23.
  const sent = listJobs(db, { draftId }).filter((j) => !withdrawn(j));
  const deciding = new Set(st.channels.map((c) => c.jobId));
  const firsts = sent.filter((j) => deciding.has(j.id)).map((j) => j.sentAt ?? j.createdAt);
  const since = firsts.length > 0 ? Math.min(...firsts) : Math.max(...sent.map((j) => j.sentAt ?? j.createdAt));
  return { state: st.state, since: Number.isFinite(since) ? since : 0, by: null, ...time };
}

/**
 * This journal's jobs of a post with the other members' outcomes of it. Same key, same post at the
 * Hub: their final word settles a job still unfinished here (a replay not yet read). Another
 * member's key this journal never held is a job of its own, theirs.
 *
 * Who sent a key (`by`; bywhom, walk 3b): the member whose call the Hub ran, never the one whose
 * replay got the stored answer, from every laptop's verdict (`sentFirst`: this journal's answers
 * for mine, each outcome's `sentFirst` for theirs). The original wins; failing that, the one member
 * not known to be a replay; when neither is known, `by` names every member who may have sent it
 * (`among`) rather than guess. Mine sent it: no `by` (this computer sent it). Every laptop reads
 * the same verdicts, so every laptop names the same member. `here`: this journal holds a job of the key.
 */
export function withTeam(local: readonly Job[], shared: readonly TeamOutcome[], me: string, mineFirst: ReadonlyMap<string, SentFirst> = new Map()): JobView[] {
  const out: JobView[] = [...local];
  const keys = groupBy(shared, (s) => (s.by.memberId === me ? null : s.key));
  for (const [key, theirs] of keys) {
    const i = local.findIndex((j) => j.idempotencyKey === key);
    const mine = i >= 0 ? local[i]! : undefined;
    const sender = senderOf([
      ...(mine ? [{ memberId: me, name: me, at: mine.sentAt ?? mine.createdAt, first: mineFirst.get(mine.id) ?? null }] : []),
      ...theirs.map((s) => ({ memberId: s.by.memberId, name: s.by.name, at: s.at, first: s.sentFirst ?? null })),
    ]);
    // h-revokedsends: a sender the team revoked since (the outcome's `by.revokedAt`): named with the post's sender.
    const revokedAt = sender.among ? undefined : theirs.find((s) => s.by.memberId === sender.memberId)?.by.revokedAt;
    const by = sender.memberId === me ? null : { ...sender, ...(mine ? { here: true } : {}), ...(revokedAt !== undefined ? { revokedAt } : {}) };
    if (!mine) {
      for (const s of theirs) {
        out.push({ id: s.id, state: s.state, hubStatus: s.hubStatus, platforms: s.platforms, fields: s.fields, outcomes: s.outcomes, lastError: s.lastError, nextAt: s.nextAt, createdAt: s.createdAt, scheduledAt: s.scheduledAt, ...(by ? { by } : {}) });
      }
      continue;
    }
    const final = settledBy(mine, theirs);
    const settled = final ? { state: final.state, hubStatus: final.hubStatus, outcomes: final.outcomes, lastError: final.lastError, nextAt: final.nextAt } : {};
    out[i] = { ...mine, ...settled, ...(by ? { by } : {}) };
  }
  return out;
}

/**
 * The teammates' outcome (theirs: other members' of ONE key) that settles this journal's job of that key: one key is one
 * post at the Hub, so while this job is unfinished here (its call timed out: unknown; or still followed), a final outcome
 * another laptop has of it is the Hub's answer for both; of a job unknown here, so is one the Hub holds there (awaiting:
 * scheduled, queued, processing). A job final here is its own, but for one cancelled here. withTeam (a post's state) and
 * team-sends.ts jobKnown (the job as its card and `status` show it) read it from here.
 */
export const settledBy = <T extends Pick<TeamOutcome, 'state'>>(mine: Pick<Job, 'state'>, theirs: readonly T[]): T | undefined => {
  // Walk 32, 1 (published twice): a cancelled job is its laptop's decision, never the Hub's answer for the key; and a job
  // cancelled here says nothing of where the key's post is when a teammate's job of it went on (their call reached the
  // Hub): theirs does — its final word, else the latest — so this laptop never reads the post as withdrawn and sends it anew.
  const went = theirs.filter((s) => s.state !== 'cancelled');
  if (mine.state === 'cancelled') return went.find((s) => isFinal(s.state)) ?? went[went.length - 1];
  if (isFinal(mine.state)) return undefined;
  // h-replayask (walk 37, 1): a post the Hub holds for its time is its answer too. Minh asked about post 1 (scheduled:
  // his job 'awaiting'); Hà's own replay of that key stayed 'unknown' everywhere on her laptop, a teammate's answer
  // settling only a final one. An outcome unknown here reads as the Hub's answer a teammate's laptop has, final or held.
  return went.find((s) => isFinal(s.state)) ?? (mine.state === 'unknown' ? went.find((s) => s.state === 'awaiting') : undefined);
};

interface Sender { memberId: string; name: string; at: number; first: SentFirst | null }

/** The member who sent one key, from every sender's verdict (see withTeam); `among` when it is not known. */
function senderOf(all: readonly Sender[]): { memberId: string; name: string; at: number; among?: string[]; replay?: true } {
  const earliest = (xs: readonly Sender[]): Sender => [...xs].sort((a, b) => a.at - b.at || a.memberId.localeCompare(b.memberId))[0]!;
  const pick = (x: Sender) => ({ memberId: x.memberId, name: x.name, at: x.at });
  const original = all.filter((x) => x.first === 'original');
  // Two members' calls both read as the Hub's original (a Hub that does not mark replays): not known.
  const originals = [...new Set(original.map((x) => x.memberId))];
  if (originals.length === 1) return pick(earliest(original));
  const open = originals.length > 1 ? original : all.filter((x) => x.first !== 'replay');
  const members = [...new Set(open.map((x) => x.memberId))];
  if (members.length === 1) return pick(earliest(open.filter((x) => x.memberId === members[0])));
  const maybe = open.length > 0 ? open : all;
  const names = [...new Set([...maybe].sort((a, b) => a.name.localeCompare(b.name)).map((x) => x.name))];
  // h-replay2 (walk 42b, 1): every call known here was answered as a replay and none names the first: the Hub had it from a
  // call no outcome here tells (a revoked member's, whose news never reached the team). The member named replayed it; who
  // sent it first is not known here (`replay`): never "sent by" them, nor at their call's time.
  const replay = open.length === 0 ? { replay: true as const } : {};
  if (names.length === 1) return { ...pick(earliest(maybe)), ...replay };
  return { memberId: '', name: names.join(' or '), at: earliest(maybe).at, among: names, ...replay };
}

/**
 * The guard's side for a batch just recorded: drafts already sent (guard.ts) are marked skipped in
 * the batch with their earlier outcome as the problem, so the batch itself answers for them.
 * Returns the held drafts by id (as a run report's `skipped` entries).
 */
export function holdBatch(db: WritableDB, batchId: string, draftIds: readonly string[], opts: { again: boolean; team?: (Pick<TeamPublishPort, 'me' | 'sharedOutcomes'> & Partial<Pick<TeamPublishPort, 'approval'>>) | null; againHold?: (draftId: string) => Problem | null; asked?: ReadonlyMap<string, AskedFirst>; now?: number }): Map<string, { batchId: string; draftId: string; problems: Problem[] }> {
  const out = new Map<string, { batchId: string; draftId: string; problems: Problem[] }>();
  // h-resumeadvice: this computer's own unfinished send says since when (guard.ts ownInFlight): since it was first sent, the
  // time a teammate's laptop names ("Sam's computer sent it at …"; walk 44b: it said the last time it was worked on, a minute apart).
  const jobAt = (jobId: string): number | null => { const j = listJobs(db, { ids: [jobId] })[0]; return j ? j.sentAt ?? j.createdAt : null; };
  if (opts.again) {
    // h-again (walk 31, 1): "publish again" of an unknown outcome is settled with the Hub first (guard.ts askFirstHold).
    // h-resumeadvice (walk 42b, 4): one this computer is still sending is not sent again: `resume` follows it (inFlightHold).
    const states = draftPostStates(db, draftIds, opts.team);
    draftIds.forEach((id, position) => {
      // Walk 44b: one the Hub answered for says what the next --again needs (a new approval: the check it makes).
      const answered = opts.asked?.get(id) === 'known' ? opts.againHold?.(id) ?? null : null;
      const problem = inFlightHold(states.get(id), jobAt) ?? teammateInFlightHold(states.get(id), opts.now) ?? askFirstHold(states.get(id), opts.asked?.get(id), opts.now, answered);
      if (!problem) return;
      publishBatches.skipItem(db, { batchId, position, problems: [problem] });
      out.set(id, { batchId, draftId: id, problems: [problem] });
    });
    return out;
  }
  // w12cli (walk 12): a post of a team this workspace left is not sent again for that reason (the port's `left` wait).
  // w31hint (walk 29, 3): and one that "publish again" would hold back (it needs a new approval: Publisher.againHold, the
  // check the send again makes) says so, never "choose publish again", which was then refused.
  const port = opts.team;
  const resendHold = (id: string): Problem | null => {
    const a = port?.approval?.(id) ?? null;
    return isWaiting(a) && a.waiting === 'left' ? waitingProblem(a) : opts.againHold?.(id) ?? null;
  };
  const { held } = holdBack(draftIds, draftPostStates(db, draftIds, opts.team), { again: opts.again, resendHold, jobAt });
  for (const h of held) {
    publishBatches.skipItem(db, { batchId, position: draftIds.indexOf(h.draftId), problems: h.problems });
    out.set(h.draftId, { batchId, draftId: h.draftId, problems: h.problems });
  }
  return out;
}
